import type { Effect, Move } from '@patience/core';
import { applyLegalMove, type GameState } from '@patience/core/engine';
import { compactSafeMoveHome, compactSafeMoveOntoSettledRun, compactScore, compactWon } from '../engine/compact-helpers.js';
import { CompactPosition } from '../engine/compact-position.js';
import { compactRules } from '../engine/compact-rules.js';
import { coreMoves } from '../engine/core-moves.js';
import type { SolverLayout } from '../rules/layout.js';
import { DEFAULT_WEIGHTS, type ScoreWeights } from '../search/heuristic.js';

/*
 * What the hint reads of a core position (won, its score, its safe moves), answered by the compact engine,
 * the one place the solver's rules are written: there is no second copy over core's states. Each layout
 * keeps one compact position (as it keeps its scratch tables), loaded with the state asked about, so a
 * question makes no position of its own.
 */

interface Reader {
  readonly pos: CompactPosition;
  readonly toMove: (code: number) => Move;
}

const readers = new WeakMap<SolverLayout, Reader>();

/** The layout's compact position, set to `state`. */
function readerAt(layout: SolverLayout, state: GameState): Reader {
  const reader = readers.get(layout);
  if (reader) {
    reader.pos.load(state);
    return reader;
  }
  const rules = compactRules(layout);
  const made = { pos: new CompactPosition(rules, state), toMove: coreMoves(rules) };
  readers.set(layout, made);
  return made;
}

/** Whether the position is won: every card home, or, where the rules say so, every column empty. */
export function isWonState(layout: SolverLayout, state: GameState): boolean {
  return compactWon(readerAt(layout, state).pos);
}

/**
 * How promising a position looks, from the rules alone: higher is better (the score that orders the
 * search, `compactScore`, read on a core position). It reads only face-up cards and counts of face-down
 * ones, so it never peeks.
 */
export function positionScore(layout: SolverLayout, state: GameState, weights: ScoreWeights = DEFAULT_WEIGHTS): number {
  return compactScore(readerAt(layout, state).pos, weights);
}

/** The safe move of the position (home, then onto a settled run), as the search would play it; null if none. */
function safeMove(layout: SolverLayout, state: GameState): Move | null {
  const { pos, toMove } = readerAt(layout, state);
  let code = compactSafeMoveHome(pos);
  if (code < 0) code = compactSafeMoveOntoSettledRun(pos);
  return code < 0 ? null : toMove(code);
}

/**
 * Plays safe moves (home, and onto settled columns) while there are any, through core's engine; stops at
 * one that turns up a hidden card when asked to.
 */
export function playSafeMoves(layout: SolverLayout, state: GameState, limits: { readonly stopAtHiddenCards: boolean }):
{ state: GameState; moves: readonly Move[]; turnedUp: boolean } {
  const moves: Move[] = [];
  let current = state;
  for (let move = safeMove(layout, current); move; move = safeMove(layout, current)) {
    const outcome = applyLegalMove(layout.variant, current, move);
    moves.push(move);
    current = outcome.state;
    if (limits.stopAtHiddenCards && turnsUp(outcome.effects)) return { state: current, moves, turnedUp: true };
  }
  return { state: current, moves, turnedUp: false };
}

/** Whether a move's effects turned up a hidden card. */
function turnsUp(effects: readonly Effect[]): boolean {
  return effects.some((effect) => effect.kind === 'turned-up');
}
