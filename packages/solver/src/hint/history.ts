/**
 * A hint's memory: the positions its game has been through, which it never steers back into. Without it a
 * hint that rates positions by what is in sight goes round a loop in the Spiders (A's best move leads to B,
 * whose best move leads back to A): following hints alone won no Spider deal (docs/benchmarks/solver-history.md).
 */
import type { Game, Variant } from '@patience/core';
import { applyLegalMove, deal, type GameState, type PileState } from '@patience/core/engine';
import { PatienceError } from '@patience/core';
import { stateFromSnapshot } from '@patience/core/snapshot';
import type { SolverLayout } from '../rules/layout.js';
import { maskHiddenCards } from '../position/hidden.js';

/**
 * The most positions of a game's past a hint reads: the last ones, up to its current position. A hint's
 * memory is there to stop loops among the positions since the last card turned up or deal, which are the
 * recent ones; a history without a bound made a hint's time and memory grow with the length of the game,
 * whatever its `timeMs`.
 */
export const MAX_HINT_HISTORY = 10_000;

/**
 * The last {@link MAX_HINT_HISTORY} positions a game has been through, up to its current position, oldest
 * first: its moves (automatic ones included, undone ones not) replayed from its deal or its starting
 * position, keeping only the window (so a long game costs replay time, never memory).
 */
export function positionsPlayed(game: Game): GameState[] {
  const saved = game.save();
  let state = saved.seed === null ? stateFromSnapshot(game.variant, saved.start) : deal(game.variant, saved.seed);
  const window: GameState[] = new Array<GameState>(MAX_HINT_HISTORY);
  let count = 0;
  window[count++ % MAX_HINT_HISTORY] = state;
  for (const record of game.history()) {
    state = applyLegalMove(game.variant, state, record.move).state;
    window[count++ % MAX_HINT_HISTORY] = state;
  }
  if (count <= MAX_HINT_HISTORY) return window.slice(0, count);
  const oldest = count % MAX_HINT_HISTORY;
  return [...window.slice(oldest), ...window.slice(0, oldest)];
}

/** Whether two positions hide the same number of cards in each place (face down in each column, the stock). */
function hidesAlike(layout: SolverLayout, a: GameState, b: GameState): boolean {
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
    if ((a.piles[t] as PileState).faceDown !== (b.piles[t] as PileState).faceDown) return false;
  }
  return layout.stock < 0 || (a.piles[layout.stock] as PileState).cards.length === (b.piles[layout.stock] as PileState).cards.length;
}

/**
 * The positions of `history` the hint's look-ahead could meet again, as it sees them: those that hide as
 * many cards in each place as the current position (the look-ahead never turns a card up nor deals, so it
 * meets no other), with their hidden cards masked as the current position's are. Where the cards hidden are
 * the same (they never move while hidden), the masks are equal exactly when the positions are: the memory
 * reads nothing a player cannot see.
 */
export function visitedAsSeen(layout: SolverLayout, current: GameState, history: readonly GameState[]): GameState[] {
  const seen: GameState[] = [];
  for (const before of history) if (hidesAlike(layout, current, before)) seen.push(maskHiddenCards(layout, before));
  return seen;
}

/**
 * The option `history` of `hint`: its last {@link MAX_HINT_HISTORY} positions, oldest first, each checked
 * against the variant (a position that does not fit is refused with `invalid-option`, naming its index and
 * what is wrong). Checking a position costs time, so they are read newest first and no more once the clock
 * passes `readBy`: the hint's time holds whatever the history's length. A hole anywhere (an array made with
 * `new Array(n)`) is refused the same way: it is a mistake however old the position it stands for.
 */
export function checkedHistory(variant: Variant, history: unknown, readBy: number): GameState[] {
  if (!Array.isArray(history)) {
    throw new PatienceError('invalid-option', `hint: options.history must be an array of the game's positions; got ${typeof history}.`);
  }
  for (let i = 0; i < history.length; i++) {
    if (!(i in history)) throw new PatienceError('invalid-option', `hint: options.history[${i}] is a hole in the array, not a position of ${variant.name}.`);
  }
  const positions: GameState[] = [];
  const oldest = Math.max(0, history.length - MAX_HINT_HISTORY);
  for (let i = history.length - 1; i >= oldest && performance.now() <= readBy; i--) {
    try {
      positions.push(stateFromSnapshot(variant, history[i]));
    } catch (error) {
      throw new PatienceError('invalid-option', `hint: options.history[${i}] is not a position of ${variant.name}: ${(error as Error).message}`);
    }
  }
  return positions.reverse();
}
