/**
 * The seeded random numbers behind every deal.
 *
 * Algorithm: Mulberry32 (Tommy Ettinger, public domain). The state is one 32-bit integer, the seed.
 * Each step adds 0x6D2B79F5 to the state and mixes it with two multiply-xorshift rounds. It uses only
 * `Math.imul`, `>>>` and `|`, which JavaScript defines exactly, so the same seed gives the same numbers
 * on every engine and platform. Deals are numbered by their seed, a whole number from 0 to 4,294,967,295.
 */
import { show } from '../rules/check.js';

/** The largest seed: deals are numbered 0 to 2^32 - 1. */
export const MAX_SEED = 0xffffffff;

/** A source of 32-bit unsigned random integers. */
export type RandomSource = () => number;

/** Whether a value is a valid seed: a whole number from 0 to {@link MAX_SEED}. */
export function isValidSeed(seed: unknown): seed is number {
  return typeof seed === 'number' && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
}

/**
 * A Mulberry32 generator for a seed; each call returns the next unsigned 32-bit integer.
 * @example const next = mulberry32(1); next(); // 2693262067
 */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/**
 * An unbiased whole number from 0 to `bound - 1`, by rejection: draws at or above the largest multiple of
 * `bound` that is not above 2^32 are thrown away, so every outcome is equally likely.
 * @throws RangeError when `bound` is not a whole number from 1 to 2^32 (no draw could ever be accepted).
 */
export function randomBelow(next: RandomSource, bound: number): number {
  // Without this check a bound of 0, above 2^32 or NaN would loop for ever.
  if (!Number.isInteger(bound) || bound < 1 || bound > 0x100000000) {
    throw new RangeError(`randomBelow needs a whole number bound from 1 to 2^32; got ${show(bound)}.`);
  }
  const limit = 0x100000000 - (0x100000000 % bound);
  for (;;) {
    const r = next();
    if (r < limit) return r % bound;
  }
}
