import type { CardId, PileState } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import type { SolverLayout } from '../rules/layout.js';

/** How many cards a player cannot see: face-down tableau cards and the stock. */
export function hiddenCards(layout: SolverLayout, state: GameState): number {
  let hidden = 0;
  for (let i = layout.tableauStart; i < layout.tableauEnd; i++) hidden += (state.piles[i] as PileState).faceDown;
  if (layout.stock >= 0) hidden += (state.piles[layout.stock] as PileState).cards.length;
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
  const hiddenPlaces: { pile: number; index: number }[] = [];
  const hiddenIds: CardId[] = [];
  const isHidden = (pile: number, index: number): boolean => {
    if (pile === layout.stock) return true;
    return pile >= layout.tableauStart && pile < layout.tableauEnd && index < (state.piles[pile] as PileState).faceDown;
  };
  state.piles.forEach((pile, p) => {
    pile.cards.forEach((card, index) => {
      if (isHidden(p, index)) {
        hiddenPlaces.push({ pile: p, index });
        hiddenIds.push(card);
      }
    });
  });
  if (hiddenIds.length === 0) return state;
  hiddenIds.sort((a, b) => a - b);
  const piles = state.piles.map((pile) => ({ cards: pile.cards.slice(), faceDown: pile.faceDown }));
  hiddenPlaces.forEach((place, i) => {
    (piles[place.pile] as { cards: CardId[] }).cards[place.index] = hiddenIds[i] as CardId;
  });
  return { ...state, piles };
}
