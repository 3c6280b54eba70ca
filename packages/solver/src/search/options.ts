import type { Move } from '@patience/core';

/** Limits and knobs of {@link solve}. */
export interface SolveOptions {
  /**
   * The most positions the search may store before it gives up (its memory bound). Default 1,000,000:
   * a few hundred megabytes at most.
   */
  readonly maxStates?: number;
  /**
   * The most megabytes the table of stored positions may take (it grows in steps, and never past this):
   * the search gives up (`gave-up`, reason `max-memory`) rather than grow beyond it. Default 512.
   */
  readonly maxMemoryMB?: number;
  /** The most milliseconds the search may take before it gives up. Default 10,000. */
  readonly timeMs?: number;
  /**
   * Let the solver see face-down cards and the order of the stock: the "thoughtful" game of the
   * winnability studies. Default `false`: the solver then plays as a player would, and a position with
   * hidden cards can only be proven unwinnable (when no move can ever turn one up), never solved.
   */
  readonly peek?: boolean;
  /**
   * Stops the search when aborted (`gave-up`, reason `aborted`); read every 8 positions expanded.
   * {@link solve} runs synchronously, so nothing on its own thread can abort it once it has started: give
   * the signal to {@link solveAsync}, which searches in slices and lets the event loop (a Cancel button, a
   * worker's message, `AbortSignal.timeout`) run between them. Or run `solve` in a Web Worker and
   * terminate the worker, as the demo app does.
   */
  readonly signal?: AbortSignal;
  /**
   * How the search walks the positions; both are complete and exact, they differ in speed.
   * - `depth-first`: follows the most promising move down to a win or a dead end, then backs up (little
   *   memory; best where a deal is decided by a long forced line, as in Seahaven Towers).
   * - `best-first`: always carries on from the most promising position stored (more memory: it keeps
   *   every position waiting; it finds Spiderette's wins far faster).
   * Default: the solver's first pass (incomplete, to find wins fast) walks `best-first` in a one-deck game
   * where building is freer than moving runs among the deck's cards (Spiderette), `depth-first` elsewhere,
   * and with `peek` it goes deal by deal (a beam search whose steps are the deals) in every attempt of two-
   * and four-suit Spider and every other attempt of Spiderette; its complete pass walks `depth-first`.
   * Given, the strategy is used by both passes, and no attempt goes deal by deal.
   */
  readonly strategy?: SearchStrategy;
}

/** How {@link solve} walks the positions: see {@link SolveOptions.strategy}. */
export type SearchStrategy = 'depth-first' | 'best-first';

/**
 * Why a search stopped without an answer.
 * - `max-states`: it stored `maxStates` positions.
 * - `max-memory`: its table of positions reached `maxMemoryMB`.
 * - `time`: it ran for `timeMs`.
 * - `aborted`: the `signal` was aborted.
 * - `hidden-cards`: without `peek`, a win needs cards turned up that the solver may not look at.
 */
export type GiveUpReason = 'max-states' | 'max-memory' | 'time' | 'aborted' | 'hidden-cards';

/** The answer of {@link solve}. */
export type SolveResult =
  | {
    /** The position can be won: `moves`, played in order through the engine, win it. */
    readonly status: 'solved';
    /** Core moves, the safe moves the solver plays at once included, from the position to a win. */
    readonly moves: readonly Move[];
    readonly statesExplored: number;
    readonly elapsedMs: number;
  }
  | {
    /**
     * The position cannot be won: the search tried every move from every position it could reach.
     * Without `peek` this is claimed only when the proof needs no hidden card.
     */
    readonly status: 'unwinnable';
    readonly statesExplored: number;
    readonly elapsedMs: number;
    /** When a proof read from the rules showed it lost before any search (`statesExplored` 0): why, in words. */
    readonly proof?: string;
  }
  | {
    /** The search stopped without an answer, for `reason`. */
    readonly status: 'gave-up';
    readonly reason: GiveUpReason;
    readonly statesExplored: number;
    readonly elapsedMs: number;
  };

/** The default of {@link SolveOptions.maxStates}. */
export const DEFAULT_MAX_STATES = 1_000_000;
/** The default of {@link SolveOptions.timeMs}. */
export const DEFAULT_TIME_MS = 10_000;
