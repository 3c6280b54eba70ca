/**
 * @patience/games: every published game (the games this project was built around and the classics) in one
 * list, found by id or alias, with their presets.
 * @packageDocumentation
 */
export { CLASSIC_GAMES, findGame, GAMES, SHIPPED_GAMES } from './shipped.js';
export type { ShippedGame } from './shipped.js';
export { findPreset, gamePresets, presetName } from './presets.js';
export type { ShippedPreset } from './presets.js';
