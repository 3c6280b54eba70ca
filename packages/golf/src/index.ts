/**
 * @patience/golf: the Golf family as data on @patience/core. Golf and TriPeaks: cards played onto
 * the waste one rank up or down.
 * @packageDocumentation
 */
export { golf } from './golf.js';
export { tripeaks } from './tripeaks.js';
export type { TriPeaksOptions } from './tripeaks.js';
