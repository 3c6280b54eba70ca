/**
 * @patience/freecell: FreeCell, Baker's Game and Eight Off as data on @patience/core.
 * @packageDocumentation
 */
export { bakersGame, eightOff, freecell } from './freecell.js';
export type { NoOptions } from './freecell.js';
