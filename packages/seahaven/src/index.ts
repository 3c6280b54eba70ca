/**
 * @patience/seahaven: Seahaven Towers as a rule config on @patience/core.
 * @packageDocumentation
 */
export { seahaven } from './seahaven.js';
export type { SeahavenOptions } from './seahaven.js';
