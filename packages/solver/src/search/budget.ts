import type { SearchLimits } from './search.js';

/**
 * The states and time one search may spend: its own limits, moved on once to `limits.whileComplete` when
 * they run out before the search has skipped any move (a search that is still complete is worth finishing).
 * Both searches, on core's positions and on the compact engine, read their limits through it.
 */
export interface SearchBudget {
  /** The positions the search may store now. */
  readonly maxStates: number;
  /** Moves on to the `whileComplete` limits, once, if nothing was skipped so far; false when it cannot. */
  extend(): boolean;
  /** Whether the time is up at `now`, moving on to the `whileComplete` limits first if they give more. */
  outOfTime(now: number): boolean;
}

/** The budget of a search begun at `began`; `skipped` tells whether it has skipped any move yet. */
export function searchBudget(limits: SearchLimits, began: number, skipped: () => boolean): SearchBudget {
  let { maxStates, timeMs } = limits;
  const extend = (): boolean => {
    const more = limits.whileComplete;
    if (skipped() || !more || (more.maxStates === maxStates && more.timeMs === timeMs)) return false;
    ({ maxStates, timeMs } = more);
    return true;
  };
  return {
    get maxStates() {
      return maxStates;
    },
    extend,
    outOfTime(now) {
      while (now - began >= timeMs) if (!extend()) return true;
      return false;
    },
  };
}
