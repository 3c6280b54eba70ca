/**
 * @patience/scorpion: Scorpion as data on @patience/core.
 * @packageDocumentation
 */
export { scorpion } from './scorpion.js';
export type { NoOptions } from './scorpion.js';
