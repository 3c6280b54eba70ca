import { mulberry32, randomBelow } from '@patience/core/random';
import { DEFAULT_WEIGHTS, type ScoreWeights } from './heuristic.js';

/**
 * Restarts for the first pass of a game where building is freer than moving runs (Spider with two or four
 * suits, Spiderette): a run of short searches, each with its own weighting of the score, instead of one
 * long search.
 *
 * Why: which weighting finds a deal's win first differs from deal to deal, and a search that misses early
 * tends to spend the rest of its budget among rearrangements of equal promise (measured: docs/benchmarks/solver-history.md).
 *
 * Where a deal-row stock deals, some or all attempts go deal by deal instead (see `stages.ts` and
 * `dealByDeal` in `solve.ts`), and the sequence scales their stages and beam.
 *
 * The budgets follow Luby's sequence (1, 1, 2, 1, 1, 2, 4, 1, …) times {@link RESTART_UNIT} positions, the
 * schedule that is within a constant factor of the best fixed one when nothing is known of how long a run
 * needs (Luby, Sinclair and Zuckerman, 1993). The weightings are drawn from a generator seeded by the
 * attempt's number, so a search is the same on every run.
 */

/** The positions of the shortest attempt: about the median that a won Spiderette deal needed (33,000). */
export const RESTART_UNIT = 40_000;

/**
 * The positions expanded between two deals in the first attempt of a deal-by-deal first pass (see
 * `stages.ts`); later attempts take Luby's multiple of it (measured: docs/benchmarks/solver-history.md).
 */
export const STAGE_UNIT = 10_000;
/** The beam's width in the first attempt of a deal-by-deal first pass; later attempts take Luby's multiple. */
export const WIDTH_UNIT = 16;

/** The `i`-th term (from 0) of Luby's sequence: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, … */
export function luby(i: number): number {
  // Find k with 2^k - 1 >= i + 1; the term is 2^(k-1) when i + 1 is 2^k - 1, else the term at
  // i + 1 - (2^(k-1) - 1), recursively.
  let n = i + 1;
  for (;;) {
    let k = 1;
    while ((1 << k) - 1 < n) k++;
    if ((1 << k) - 1 === n) return 1 << (k - 1);
    n -= (1 << (k - 1)) - 1;
  }
}

/**
 * The weighting of attempt `attempt`: the default first, then weightings drawn around it, over ranges that
 * take in every weighting measured to win deals the default missed (empty columns worth more, breaks
 * costing more, soft breaks less, the stock hastening the deals a little), and none that lost most deals
 * (the stock costing 6 a card, which deals as soon as nothing scores better: 4 of 40 won).
 */
export function restartWeights(attempt: number): ScoreWeights {
  if (attempt === 0) return DEFAULT_WEIGHTS;
  const next = mulberry32(attempt);
  const between = (low: number, high: number): number => low + randomBelow(next, high - low + 1);
  const hardBreak = between(4, 12);
  return {
    ...DEFAULT_WEIGHTS,
    faceDown: between(8, 20),
    hardBreak,
    softBreak: between(2, hardBreak),
    emptyColumn: between(8, 24),
    stock: between(-1, 3),
  };
}
