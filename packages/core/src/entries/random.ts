/**
 * @patience/core/random: the seeded random numbers and shuffle every numbered deal is made with.
 * @packageDocumentation
 */
export { MAX_SEED, isValidSeed, mulberry32, randomBelow } from '../random/prng.js';
export type { RandomSource } from '../random/prng.js';
export { shuffled } from '../random/shuffle.js';
