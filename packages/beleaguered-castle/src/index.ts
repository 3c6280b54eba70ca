/**
 * @patience/beleaguered-castle: Beleaguered Castle as data on @patience/core.
 * @packageDocumentation
 */
export { beleagueredCastle } from './beleaguered-castle.js';
export type { NoOptions } from './beleaguered-castle.js';
