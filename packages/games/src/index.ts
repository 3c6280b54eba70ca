/**
 * @patience/games: every shipped game in one list, found by id or alias, with their presets.
 * @packageDocumentation
 */
export { SHIPPED_GAMES, findShippedGame } from './shipped.js';
export type { ShippedGame } from './shipped.js';
export { findShippedPreset, presetName, shippedPresets } from './presets.js';
export type { ShippedPreset } from './presets.js';
