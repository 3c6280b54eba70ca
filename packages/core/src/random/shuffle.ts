import { mulberry32, randomBelow } from './prng.js';

/**
 * Shuffles a copy of `items` with the given seed: Fisher–Yates from the last position down, each
 * position `i` swapped with an unbiased random position `j` in `0..i` ({@link randomBelow} over
 * {@link mulberry32}). The input is not changed.
 * @example shuffled([0, 1, 2, 3], 42)
 */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
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
