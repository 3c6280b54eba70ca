import { PatienceError } from '../errors/errors.js';
import { show } from '../rules/check.js';
import { isValidSeed, MAX_SEED, mulberry32, randomBelow } from './prng.js';

/**
 * Shuffles a copy of `items` with the given seed: Fisher–Yates from the last position down, each
 * position `i` swapped with an unbiased random position `j` in `0..i` ({@link randomBelow} over
 * {@link mulberry32}). The input is not changed.
 * @throws {@link PatienceError} `invalid-seed` for a seed that is not a whole number from 0 to 2^32 - 1, and
 *   `invalid-option` for items that are not an array.
 * @example shuffled([0, 1, 2, 3], 42)
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  if (!isValidSeed(seed)) throw new PatienceError('invalid-seed', `A seed is a whole number from 0 to ${MAX_SEED}; got ${show(seed)}.`);
  const given: unknown = items;
  if (!Array.isArray(given)) throw new PatienceError('invalid-option', `shuffled takes an array of items; got ${show(given)}.`);
  const out = items.slice();
  const next = mulberry32(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
