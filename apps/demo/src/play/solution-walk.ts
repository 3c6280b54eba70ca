/**
 * "Show me the solution": the solver's winning line from the position where the player asked, walked a move
 * at a time on the real game. The walk knows the position before each move of the line, so wherever the game
 * stands (a move played, a move undone, a redo) it finds its place on the line by the position alone; a game
 * that has left the line (a move of the player's own, an automatic move the line plays later) is said to be
 * off it, never shown a move that does not fit.
 */
import type { Move, Variant } from '@patience/core';
import { applyMove, type GameState } from '@patience/core/engine';
import type { HintMark } from '../solver/useSolverHint.js';

/** A winning line and the positions it passes through: `keys[i]` is the position before `moves[i]`, the last one the win. */
export interface SolutionWalk {
  readonly moves: readonly Move[];
  readonly keys: readonly string[];
}

/** Where the game stands on the walk. */
export type WalkPlace =
  /** On the line, `done` of its `total` moves played; `next` is the move to play (null once won). */
  | { readonly kind: 'on-line'; readonly done: number; readonly total: number; readonly next: Move | null }
  | { readonly kind: 'off-line' };

/** A position as the walk compares it: its piles and redeals (the score and the move count aside). */
function positionKey(state: GameState): string {
  return JSON.stringify([state.piles, state.redealsUsed]);
}

/**
 * The walk of `moves` from `start`, each move replayed through core's engine (so that a line that does not
 * fit the position is refused here, with core's error, and never shown).
 * @throws {@link IllegalMoveError} when a move of the line is not legal where it falls.
 */
export function solutionWalk(variant: Variant, start: GameState, moves: readonly Move[]): SolutionWalk {
  const keys = [positionKey(start)];
  let state = start;
  for (const move of moves) {
    state = applyMove(variant, state, move).state;
    keys.push(positionKey(state));
  }
  return { moves, keys };
}

/** Where `state` is on the walk: the last place on the line with this position (a line never repeats one). */
export function walkPlace(walk: SolutionWalk, state: GameState): WalkPlace {
  const done = walk.keys.lastIndexOf(positionKey(state));
  if (done < 0) return { kind: 'off-line' };
  return { kind: 'on-line', done, total: walk.moves.length, next: walk.moves[done] ?? null };
}

/** The board's hint marks for a move of the line: its piles and cards, or the stock for a deal or a redeal. */
export function markOf(move: Move): HintMark {
  return move.kind === 'move' ? { from: move.from, to: move.to, count: move.count } : { from: 'stock' };
}

/**
 * Whether the solution may be shown: today's challenge is everyone's same deal, so its solution waits until the
 * player has won it (an earlier day's deal, or any other, shows it at once).
 */
export function solutionOffered(todaysChallenge: boolean, won: boolean): boolean {
  return !todaysChallenge || won;
}
