/**
 * @patience/solver: solve positions, hint the next move and find winnable deals, for any variant
 * composed with @patience/core's rule vocabulary.
 * @packageDocumentation
 */
export { solve, solveAsync } from './hint/solution.js';
export { SLICE_MS } from './search/solve.js';
export type { Position } from './search/solve.js';
export { DEFAULT_MAX_STATES, DEFAULT_TIME_MS } from './search/options.js';
export type { SolveOptions, SolveResult, GiveUpReason, SearchStrategy } from './search/options.js';
export { hint, DEFAULT_HINT_SAMPLES, DEFAULT_HINT_STATES, DEFAULT_HINT_TIME_MS, THINK_HARDER_HINT_SAMPLES, THINK_HARDER_HINT_TIME_MS } from './hint/hint.js';
export { describeMove } from './hint/move-words.js';
export { positionsPlayed, MAX_HINT_HISTORY } from './hint/history.js';
export type { Hint, HintOptions } from './hint/hint.js';
export { DEFAULT_FIND_DEAL_TIME_MS, findWinnableDeal, findWinnableDealAsync } from './deals/find-winnable-deal.js';
export type { FindDealOptions, WinnableDeal } from './deals/find-winnable-deal.js';
export { shortenSolution } from './hint/short-line.js';
