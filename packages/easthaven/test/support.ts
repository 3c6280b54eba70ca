/**
 * Easthaven's test helpers, and the shared table helpers (`@patience/test-support/table`): hand-built
 * positions written as text ("5H 7C | QS": two face down, the Queen of spades face up on top), exact move
 * lists and refusals.
 */
import type { CardId, Effect, Variant } from '@patience/core';
import { applyMove, type GameState } from '@patience/core/engine';
import { parseMove } from '@patience/core/notation';
import { parseCard } from '@patience/core/snapshot';
import { easthaven } from '../src/index.js';

export { caught, layout, moveList, position, refusal } from '@patience/test-support/table';

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

