import type { CardId, PileState } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import type { SolverLayout } from '../rules/layout.js';

/**
 * How many cards a player cannot see: face-down tableau cards and the stock's face-down cards (all of them,
 * unless the layout turns the stock face up: then every card of it is seen).
 */
export function hiddenCards(layout: SolverLayout, state: GameState): number {
  let hidden = 0;
  for (let i = layout.tableauStart; i < layout.tableauEnd; i++) hidden += (state.piles[i] as PileState).faceDown;
  if (layout.stock >= 0) hidden += (state.piles[layout.stock] as PileState).faceDown;
  return hidden;
}

/**
 * The position as a player sees it: every hidden card (face down in the tableau, or in the stock) is
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

/** The places of the cards a player cannot see, in pile order: face down in the tableau, and the stock. */
export function hiddenPlaces(layout: SolverLayout, state: GameState): CardPlace[] {
  const places: CardPlace[] = [];
  state.piles.forEach((pile, p) => {
    const hidden = p === layout.stock || (p >= layout.tableauStart && p < layout.tableauEnd) ? pile.faceDown : 0;
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
