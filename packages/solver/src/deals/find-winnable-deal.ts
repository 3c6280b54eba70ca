import { PatienceError, type Move, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { isValidSeed, MAX_SEED } from '@patience/core/random';
import { madeVariant, show } from '@patience/core/rules';
import { FIND_DEAL_OPTIONS, checkedOptions } from '../search/checked-options.js';
import { solve, solveAsync } from '../search/solve.js';
import type { SolveOptions, SolveResult } from '../search/options.js';

/** Limits of {@link findWinnableDeal}. */
export interface FindDealOptions {
  /** The first seed to try. */
  readonly from: number;
  /** How many seeds to try at most, `from` included. Default 100. */
  readonly maxSeeds?: number;
  /** The time the solver may spend on one deal. Default 2,000 ms. */
  readonly timeMsPerDeal?: number;
  /**
   * The time the whole search may take, all deals together: it answers `null` when it runs out. Default
   * {@link DEFAULT_FIND_DEAL_TIME_MS} (60,000 ms), so that even `maxSeeds: Infinity` on a variant that can
   * never be won ends; `Infinity` for no bound.
   */
  readonly timeMs?: number;
  /** The positions the solver may store for one deal. Default 1,000,000. */
  readonly maxStatesPerDeal?: number;
  /**
   * Stops the search when aborted (it then answers `null`). `findWinnableDeal` runs synchronously and sees
   * only a signal aborted before it starts; {@link findWinnableDealAsync} sees it while it runs.
   */
  readonly signal?: AbortSignal;
}

/** The default of {@link FindDealOptions.timeMs}: one minute for the whole search. */
export const DEFAULT_FIND_DEAL_TIME_MS = 60_000;

/** A deal proven winnable: its seed and a winning line from its opening position. */
export interface WinnableDeal {
  readonly seed: number;
  readonly solution: readonly Move[];
}

/**
 * The first seed from `from` on whose deal is proven winnable: the solver found a win, seeing the
 * hidden cards where the game has them (the "thoughtful" game), so a player who knew them could win.
 * Seeds the solver cannot decide within the limits are passed over, as are unwinnable ones.
 * Returns `null` when none of the `maxSeeds` seeds tried is proven winnable.
 * @throws {@link PatienceError} `invalid-seed` when `from` is not a valid seed; a `VariantError` (field
 * `variant`) when core did not make the variant (pass plain data through `parseVariant` first); `invalid-option` naming an option
 * misnamed or a value it does not take.
 * @example
 * const found = findWinnableDeal(variant, { from: 1 });
 * if (found) game = new Game(variant, { seed: found.seed });
 */
export function findWinnableDeal(variant: Variant, options: FindDealOptions): WinnableDeal | null {
  for (const [seed, settings] of dealsToTry('findWinnableDeal', variant, options)) {
    if (settings === null) return null;
    if (settings.signal?.aborted) return null;
    const result = solve(variant, deal(variant, seed), settings);
    if (result.status === 'solved') return { seed, solution: result.moves };
  }
  return null;
}

/**
 * {@link findWinnableDeal} with each deal solved by {@link solveAsync}: the event loop gets a turn every
 * few milliseconds, so a page stays responsive and `signal` stops the search while it runs.
 * @throws {@link PatienceError} `invalid-seed` when `from` is not a valid seed, or a `VariantError` (field
 * `variant`) when core did not make the variant, or `invalid-option` for an option misnamed or a
 * value it does not take (the promise is rejected).
 * @example
 * const found = await findWinnableDealAsync(variant, { from: 1, signal: AbortSignal.timeout(20_000) });
 */
export async function findWinnableDealAsync(variant: Variant, options: FindDealOptions): Promise<WinnableDeal | null> {
  for (const [seed, settings] of dealsToTry('findWinnableDealAsync', variant, options)) {
    if (settings === null) return null;
    if (settings.signal?.aborted) return null;
    const result: SolveResult = await solveAsync(variant, deal(variant, seed), settings);
    if (result.status === 'solved') return { seed, solution: result.moves };
  }
  return null;
}

/**
 * The seeds to try, each with the solver's settings for it, its time cut to what is left of the whole
 * search's; `null` settings when that has run out. Checks the variant (as `solve` does) and the options first.
 */
function dealsToTry(caller: string, variant: Variant, given: FindDealOptions): Iterable<[number, SolveOptions | null]> {
  const began = performance.now();
  madeVariant(variant);
  const options = checkedOptions(caller, given, FIND_DEAL_OPTIONS, true);
  if (!isValidSeed(options.from)) {
    throw new PatienceError('invalid-seed', `A deal number is a whole number from 0 to ${MAX_SEED}; got ${show(options.from)}.`);
  }
  const perDeal = options.timeMsPerDeal ?? 2000;
  const total = options.timeMs ?? DEFAULT_FIND_DEAL_TIME_MS;
  const settings = (): SolveOptions | null => {
    const left = total - (performance.now() - began);
    if (left <= 0) return null;
    return { peek: true, timeMs: Math.min(perDeal, left), maxStates: options.maxStatesPerDeal, signal: options.signal };
  };
  const last = Math.min(MAX_SEED, options.from + (options.maxSeeds ?? 100) - 1);
  const from = options.from;
  return {
    *[Symbol.iterator]() {
      for (let seed = from; seed <= last; seed++) yield [seed, settings()];
    },
  };
}
