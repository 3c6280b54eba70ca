import type { SearchLimits } from './limits.js';

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

/**
 * How many expansions between clock checks. Every one: reading the clock costs tens of nanoseconds, an
 * expansion microseconds on a small game and milliseconds on a large one (eight decks over 32 columns),
 * where reading it only every eighth let `timeMs: 0` explore thousands of positions.
 */
export const CLOCK_EVERY = 1;

/** Why a clock check stops a search: its signal aborted, its time ran out, or its slice is over. */
export type ClockStop = 'aborted' | 'time' | 'pause';

/** The abort signal, the time limit and the slices of one search, read every {@link CLOCK_EVERY} expansions. */
export interface SearchClock {
  /** Reads the signal and the clock now (after the setup, before the first expansion): why to stop, or null. */
  check(): ClockStop | null;
  /** Counts an expansion, and every {@link CLOCK_EVERY}th does {@link check}. */
  tick(): ClockStop | null;
  /** Starts the next slice, when the search resumes after a pause. */
  resumed(): void;
}

/**
 * The clock of a search begun at `began`, with `signal` and `sliceMs` from its limits; `outOfTime` says
 * whether its time is up at a moment (a {@link SearchBudget}'s, or a plain time limit). All the searches,
 * on core's positions and on the compact engine, read the clock through it.
 */
export function searchClock(
  limits: { readonly signal: AbortSignal | undefined; readonly sliceMs?: number | undefined },
  began: number,
  outOfTime: (now: number) => boolean,
): SearchClock {
  const { signal, sliceMs } = limits;
  let sliceEnds = sliceMs === undefined ? Number.POSITIVE_INFINITY : began + sliceMs;
  let expansions = 0;
  const check = (): ClockStop | null => {
    if (signal?.aborted) return 'aborted';
    const now = performance.now();
    if (outOfTime(now)) return 'time';
    return now > sliceEnds ? 'pause' : null;
  };
  return {
    check,
    tick: () => (++expansions % CLOCK_EVERY === 0 ? check() : null),
    resumed() {
      sliceEnds = performance.now() + (sliceMs ?? 0);
    },
  };
}
