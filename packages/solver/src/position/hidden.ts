import type { CardId, PileState, Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import type { SolverLayout } from '../rules/layout.js';

/**
 * Whether the face-down cards of pile `p` are hidden from the player: a column's, the stock's (all of them,
 * unless the layout turns the stock face up: then every card of it is seen) and a reserve's (Canfield's, under
 * its top card).
 */
function hidesCards(layout: SolverLayout, p: number): boolean {
  return (p >= layout.tableauStart && p < layout.tableauEnd) || p === layout.stock || p === layout.indexOf.get('reserve');
}

/** How many cards a player cannot see: the face-down cards of the piles that hide them (see {@link hidesCards}). */
export function hiddenCards(layout: SolverLayout, state: GameState): number {
  let hidden = 0;
  state.piles.forEach((pile, p) => {
    if (hidesCards(layout, p)) hidden += pile.faceDown;
  });
  return hidden;
}

/**
 * Whether a shuffled redeal of the tableau (`rules.tableau.redeal`, `gather: "shuffled"`) is left to make: the
 * order it will deal is hidden as a face-down card is, so a search that may not look stops before it.
 */
export function shuffledRedealLeft(variant: Variant, state: GameState): boolean {
  const { redeal, grid } = variant.rules.tableau;
  // A grid's redeal shuffles the cards not in sequence.
  if (grid !== undefined) return state.redealsUsed < grid.redeals;
  return redeal?.gather === 'shuffled' && (redeal.times === 'unlimited' || state.redealsUsed < redeal.times);
}

/**
 * The position as a player sees it: every hidden card (face down in the tableau, the stock or a reserve) is
 * replaced by a stand-in, the hidden cards in increasing id order laid into the hidden places in pile
 * order. Two positions that differ only in where their hidden cards lie mask to the same position, so
 * whatever is computed from the mask cannot depend on the hidden cards. The mask is a legal position of
 * the same variant; it only plays true until a hidden card is turned up.
 */
export function maskHiddenCards(layout: SolverLayout, state: GameState): GameState {
  const places = hiddenPlaces(layout, state);
  if (places.length === 0) return state;
  const hiddenIds = places.map(({ pile, index }) => (state.piles[pile] as PileState).cards[index] as CardId).sort((a, b) => a - b);
  return withCardsAt(state, places, hiddenIds);
}

/** A place of a card in a position: its pile's index and its index in the pile. */
export interface CardPlace {
  readonly pile: number;
  readonly index: number;
}

/** The places of the cards a player cannot see, in pile order: face down in the tableau, the stock and a reserve. */
export function hiddenPlaces(layout: SolverLayout, state: GameState): CardPlace[] {
  const places: CardPlace[] = [];
  state.piles.forEach((pile, p) => {
    const hidden = hidesCards(layout, p) ? pile.faceDown : 0;
    for (let index = 0; index < hidden; index++) places.push({ pile: p, index });
  });
  return places;
}

/** The position with `cards[i]` laid at `places[i]`, the rest unchanged. */
export function withCardsAt(state: GameState, places: readonly CardPlace[], cards: readonly CardId[]): GameState {
  const piles = state.piles.map((pile) => ({ cards: pile.cards.slice(), faceDown: pile.faceDown }));
  places.forEach((place, i) => {
    (piles[place.pile] as { cards: CardId[] }).cards[place.index] = cards[i] as CardId;
  });
  return { ...state, piles };
}
