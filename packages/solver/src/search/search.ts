/*
 * What a search answers: its outcome, a pause, the best first move it rated. The search itself runs on the
 * compact engine (`compact-search.ts`, `stages.ts`).
 */
import type { Move } from '@patience/core';

export type { SearchLimits } from './limits.js';

/** The best first move a search saw, by the score of the best position it led to. */
export interface RatedMove {
  readonly move: Move;
  readonly score: number;
  /** The move turns up a hidden card or deals, or leads to a position where one does. */
  readonly turnsUpCards: boolean;
}

/** A search paused after its slice of time (see {@link SearchLimits.sliceMs}): `resume` carries it on. */
export interface SearchPaused {
  readonly end: 'paused';
  readonly resume: () => SearchOutcome | SearchPaused;
}

/** How a search ended. */
export interface SearchOutcome {
  readonly end: 'won' | 'exhausted' | 'frontier' | 'max-states' | 'max-memory' | 'time' | 'aborted';
  /** The moves from the position to a win, when `end` is `won`. */
  readonly moves: readonly Move[];
  /** Whether a move that turns up a hidden card was reached (only when stopping at hidden cards). */
  readonly frontierSeen: boolean;
  readonly statesExplored: number;
  /** The safe moves home played first, from the given position. */
  readonly openingSafeMoves: readonly Move[];
  /** The best first move by rating, when `rateMoves`. */
  readonly best: RatedMove | null;
  /** The score of the given position after its safe moves home. */
  readonly rootScore: number;
  /** Whether a lateral move was skipped: if so, running out of positions proves nothing. */
  readonly skippedMoves: boolean;
  /** The transposition table's bytes and its keys' bytes, where the compact search kept it. */
  readonly table?: { readonly bytes: number; readonly keyBytes: number; readonly pileBytes: number; readonly piles: number };
}
