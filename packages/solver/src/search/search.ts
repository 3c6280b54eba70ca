/*
 * What a search answers (its outcome, a pause, the best first move it rated), and the two position rules a
 * hint reads on core's positions before it hands the search a position: whether it is won, and the safe
 * moves to play first. The search itself runs on the compact engine (`compact-search.ts`, `stages.ts`).
 */
import type { Effect, Move, PileId, PileState } from '@patience/core';
import { applyLegalMove, type GameState } from '@patience/core/engine';
import { safeMoveHome, safeMoveOntoSettledRun } from '../position/safe-moves.js';
import type { SolverLayout } from '../rules/layout.js';
import type { SearchLimits } from './limits.js';

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

/** Whether the position is won: every card home, or, where the rules say so, every column empty. */
export function isWonState(layout: SolverLayout, state: GameState): boolean {
  if (layout.variant.rules.win.kind === 'tableau-cleared') {
    for (let t = layout.tableauStart; t < layout.tableauEnd; t++) if ((state.piles[t] as PileState).cards.length > 0) return false;
    return true;
  }
  let home = 0;
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) home += (state.piles[f] as PileState).cards.length;
  return home === layout.totalCards;
}

/** Plays safe moves (home, and onto settled columns) while there are any; stops at one that turns up a hidden card when asked to. */
export function playSafeMoves(layout: SolverLayout, state: GameState, ids: readonly PileId[], limits: Pick<SearchLimits, 'stopAtHiddenCards' | 'playSafeMovesHome'>):
{ state: GameState; moves: readonly Move[]; turnedUp: boolean } {
  if (!limits.playSafeMovesHome) return { state, moves: NO_MOVES, turnedUp: false };
  const stopAtHiddenCards = limits.stopAtHiddenCards;
  // No closures or allocations unless a safe move is found: this runs once for every child position.
  let moves: Move[] | null = null;
  let current = state;
  for (;;) {
    const move = safeMoveHome(layout, current, ids) ?? safeMoveOntoSettledRun(layout, current, ids);
    if (!move) break;
    const outcome = applyLegalMove(layout.variant, current, move);
    (moves ??= []).push(move);
    current = outcome.state;
    if (stopAtHiddenCards && turnsUp(outcome.effects)) return { state: current, moves, turnedUp: true };
  }
  return { state: current, moves: moves ?? NO_MOVES, turnedUp: false };
}

const NO_MOVES: readonly Move[] = Object.freeze([]);

/** Whether a move's effects turned up a hidden card. */
function turnsUp(effects: readonly Effect[]): boolean {
  for (let i = 0; i < effects.length; i++) if ((effects[i] as Effect).kind === 'turned-up') return true;
  return false;
}
