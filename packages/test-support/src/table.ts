/**
 * Helpers for the game packages' tests, on @patience/core's public API as built: hand-built positions,
 * exact layouts, exact move lists in notation, and refusals as `code: message`.
 *
 * A pile is written bottom to top as card codes ("KS QH JC", "T" for ten); a bar separates the face-down
 * cards from the face-up ones ("5H 7C | QS"). Without a bar every card is face up, except in the stock,
 * whose cards are all face down. Two-deck games hold copies of each card: "KS#1" is the second King of
 * spades. Piles not named are empty.
 */
import type { Move, Variant } from '@patience/core';
import { legalMoves, whyIllegal, type GameState } from '@patience/core/engine';
import { formatMoves, parseMove } from '@patience/core/notation';
import { positionFromText, positionToText } from '@patience/core/snapshot';

/** A hand-built position: the named piles as written, every other pile empty; `extra` sets the rest. */
export function position(
  variant: Variant,
  piles: Readonly<Record<string, string>>,
  extra: Partial<Omit<GameState, 'piles'>> = {},
): GameState {
  return positionFromText(variant, piles, extra);
}

/** A position's piles, one line per pile: "t3: 5H 7C | QS", "f1:". Copies are not numbered. */
export function layout(variant: Variant, state: GameState): string[] {
  return positionToText(variant, state);
}

/** The legal moves of a position in notation, separated by spaces. */
export function moveList(variant: Variant, state: GameState): string {
  return formatMoves(legalMoves(variant, state));
}

/** The legal moves from one pile, in notation. */
export function movesFrom(variant: Variant, state: GameState, from: string): string {
  return formatMoves(legalMoves(variant, state).filter((m) => m.kind === 'move' && m.from === from));
}

/** The legal moves onto one pile, in notation. */
export function movesTo(variant: Variant, state: GameState, to: string): string {
  return formatMoves(legalMoves(variant, state).filter((m) => m.kind === 'move' && m.to === to));
}

/** A move of `count` cards (1 unless given). */
export function mv(from: string, to: string, count = 1): Move {
  return { kind: 'move', from, to, count } as Move;
}

/** The deal. */
export const DEAL: Move = { kind: 'deal' };

/** Why a move, as data or in notation, is refused, as `code: message`; or "legal". */
export function refusal(variant: Variant, state: GameState, move: Move | string): string {
  const error = whyIllegal(variant, state, typeof move === 'string' ? parseMove(move) : move);
  return error ? `${error.code}: ${error.message}` : 'legal';
}

/** Runs `fn` and returns what it threw (or fails the test when it throws nothing). */
export function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
