/**
 * @patience/core/random: the seeded random numbers and shuffle every numbered deal is made with.
 * @packageDocumentation
 */
export { MAX_SEED, isValidSeed, mulberry32, randomBelow } from '../random/prng.js';
export type { RandomSource } from '../random/prng.js';
export { shuffled } from '../random/shuffle.js';
export { DEALERS, MAX_MICROSOFT_DEAL, isDealerName, microsoftDeal } from '../random/dealers.js';
export type { DealerName } from '../random/dealers.js';
