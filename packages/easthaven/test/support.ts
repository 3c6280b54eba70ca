/**
 * Helpers for the Easthaven tests: hand-built positions written as text, exact move lists and refusals.
 *
 * A pile is written bottom to top as card codes ("KS QH JC", "T" for ten); a bar separates the face-down
 * cards from the face-up ones ("5H 7C | QS": two face down, the Queen of spades face up on top). Without a
 * bar every card is face up, except in the stock, whose cards are all face down. Piles not named are empty.
 */
import {
  applyMove, formatMoves, legalMoves, parseCard, parseMove, positionFromText, positionToText, whyIllegal,
  type CardId, type Effect, type GameState, type Variant,
} from '@patience/core';
import { easthaven } from '../src/index.js';

/** Easthaven with its default options: the 000 seed's rules. */
export const standard: Variant = easthaven.variant();

/** The variant of a preset, by id. */
export function preset(id: string): Variant {
  const found = easthaven.presets.find((p) => p.id === id);
  if (!found) throw new Error(`no preset ${id}`);
  return easthaven.variant(found.options);
}

/** The card id of a code such as "QH". */
export function card(code: string): CardId {
  return parseCard(code);
}

/** A hand-built position: the named piles as written, every other pile empty. */
export function position(variant: Variant, piles: Readonly<Record<string, string>>): GameState {
  return positionFromText(variant, piles);
}

/** A position's piles as text, one line per pile: "t3: 5H 7C | QS", "f1:". */
export function layout(variant: Variant, state: GameState): string[] {
  return positionToText(variant, state);
}

/** The legal moves of a position in notation, separated by spaces. */
export function moveList(variant: Variant, state: GameState): string {
  return formatMoves(legalMoves(variant, state));
}

/** Why a move, given in notation, is refused, as `code: message`; or "legal". */
export function refusal(variant: Variant, state: GameState, move: string): string {
  const error = whyIllegal(variant, state, parseMove(move));
  return error ? `${error.code}: ${error.message}` : 'legal';
}

/** The thirteen cards of a suit from Ace up to `top` (13 unless given), as codes: "AC 2C … KC". */
export function suitUpTo(suit: 'C' | 'D' | 'H' | 'S', top = 13): string {
  return 'A23456789TJQK'.slice(0, top).split('').map((rank) => `${rank}${suit}`).join(' ');
}

/** The position after a move given in notation, and what happened by itself. */
export function play(variant: Variant, state: GameState, move: string): { state: GameState; effects: readonly Effect[] } {
  return applyMove(variant, state, parseMove(move));
}

/** The seven column ids, left to right. */
export const COLUMNS = ['t1', 't2', 't3', 't4', 't5', 't6', 't7'] as const;

/** Runs `fn` and returns what it threw (or fails the test when it throws nothing). */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
