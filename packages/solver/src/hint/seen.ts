/**
 * What the player has seen: the position a hint may reason from. Face-down cards are unseen, in the tableau and in a
 * reserve (Canfield's, under its top card), and so is a stock, with one exception: a stock that draws to a waste and has been turned over. Every card in it went
 * through the waste face up, and lies in the order it was seen (nothing else enters such a stock), so a player
 * knows it card for card; a hint that forgot it would plan each pass through the stock blind.
 */
import type { CardId } from '@patience/core';
import type { GameState, PileState } from '@patience/core/engine';
import { hiddenPlaces, withCardsAt, type CardPlace } from '../position/hidden.js';
import type { SolverLayout } from '../rules/layout.js';

/** A position as the player sees it, and the places of the cards they have not seen. */
export interface SeenPosition {
  /** The position with each unseen card replaced by a stand-in (the unseen cards in increasing id order, laid into their places in pile order). */
  readonly seen: GameState;
  /** The places of the unseen cards in `seen`, in pile order. */
  readonly unseen: readonly CardPlace[];
}

/**
 * Whether the player knows every card the stock can deal: none of it lies face down (it is empty, or laid face
 * up), or it draws to a waste and has been turned over. A deal from such a stock is then as plain a move as
 * any: a look-ahead may plan through it, and through a whole pass.
 */
export function stockSeen(layout: SolverLayout, state: GameState): boolean {
  if (layout.stock < 0) return true;
  if ((state.piles[layout.stock] as PileState).faceDown === 0) return true;
  return layout.variant.rules.stock.kind === 'draw-to-waste' && state.redealsUsed > 0;
}

/**
 * The position as the player sees it (see the file's comment): two positions that differ only in their unseen
 * cards give the same `seen`, so whatever is worked out from it cannot depend on them.
 */
export function asSeen(layout: SolverLayout, state: GameState): SeenPosition {
  const knownStock = stockSeen(layout, state);
  const unseen = hiddenPlaces(layout, state).filter((place) => !knownStock || place.pile !== layout.stock);
  if (unseen.length === 0) return { seen: state, unseen };
  const standIns = unseen.map(({ pile, index }) => (state.piles[pile] as PileState).cards[index] as CardId).sort((a, b) => a - b);
  return { seen: withCardsAt(state, unseen, standIns), unseen };
}
