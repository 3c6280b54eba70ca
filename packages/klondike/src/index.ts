/**
 * @patience/klondike: Klondike (draw one or three, unlimited passes, a single pass or three, Vegas
 * scoring) as data on @patience/core.
 * @packageDocumentation
 */
export { klondike } from './klondike.js';
export type { KlondikeOptions } from './klondike.js';
