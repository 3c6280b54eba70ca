/** Pile lookups by id for the app, through core's pile table (cached per variant by core). */
import type { PileId, PileState, Variant } from '@patience/core';
import { pileName, pileTable, type GameState } from '@patience/core/engine';
import { cardName } from '@patience/core/cards';

/** A pile of a position by id, or undefined when the variant has no such pile. */
export function pileOf(variant: Variant, state: GameState, id: string): PileState | undefined {
  const index = pileTable(variant).indexOf.get(id);
  return index === undefined ? undefined : state.piles[index];
}

/** A sentence's first letter in capitals. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A pile's accessible name: its name, its size and its top card, e.g. "Column 3, 5 cards, top Queen of hearts".
 * A face-down top card is not named; the stock says how many deals it holds.
 * @example pileLabel(variant, 't3', pile) // "Column 3, 5 cards, top Queen of hearts"
 */
export function pileLabel(variant: Variant, id: PileId, pile: PileState, dealsLeft?: number): string {
  const name = id === 'stock' ? 'Stock' : id === 'waste' ? 'Waste' : capitalise(pileName(id, variant));
  const n = pile.cards.length;
  if (n === 0) return `${name}, empty`;
  const size = `${n} ${n === 1 ? 'card' : 'cards'}`;
  if (id === 'stock') return `${name}, ${size}${dealsLeft === undefined ? '' : `, ${dealsLeft} ${dealsLeft === 1 ? 'deal' : 'deals'} left`}`;
  const top = pile.cards[n - 1];
  const topText = top === undefined || pile.faceDown >= n ? 'top card face down' : `top ${cardName(top)}`;
  return `${name}, ${size}, ${topText}`;
}

/**
 * Whether a tableau pile is covered now: a pile covering it (`layout.tableau[].coveredBy`) still holds a card,
 * so its cards are not free (Pyramid, TriPeaks).
 * @example isCoveredNow(variant, state, 't1') // true at the deal: the apex of the pyramid
 */
export function isCoveredNow(variant: Variant, state: GameState, id: PileId): boolean {
  const index = Number(id.slice(1)) - 1;
  const covers = id.startsWith('t') ? variant.layout.tableau[index]?.coveredBy : undefined;
  return (covers ?? []).some((n) => (pileOf(variant, state, `t${n}`)?.cards.length ?? 0) > 0);
}
