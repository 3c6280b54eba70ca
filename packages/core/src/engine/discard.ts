import { rankOf, suitIndexOf, type CardId } from '../cards/card.js';
import { isCovered, type Table } from './table.js';
import type { PileState } from './types.js';

/**
 * A card's rank where the Ace ranks highest, as discarding by suit reads it (Aces Up): Ace 14, King 13, down to the 2.
 */
export function acesHighRank(card: CardId): number {
  const rank = rankOf(card);
  return rank === 1 ? 14 : rank;
}

/**
 * The free card that lets the card on top of pile `s` be discarded (`pairBy: "higher-of-suit"`): a higher card of
 * its suit, Ace high, that is the face-up top card of another pile nothing covers, the stock and the foundation
 * aside; or `undefined` when there is none. The first such pile in pile order is named, so the refusal and the
 * move's words are a pure function of the position.
 */
export function outrankingCard(table: Table, piles: readonly PileState[], s: number, moving: CardId): CardId | undefined {
  const suit = suitIndexOf(moving);
  const rank = acesHighRank(moving);
  for (let p = 0; p < piles.length; p++) {
    if (p === s || p === table.stock || (p >= table.foundationStart && p < table.foundationEnd)) continue;
    const pile = piles[p] as PileState;
    const top = pile.cards[pile.cards.length - 1];
    if (top === undefined || pile.faceDown >= pile.cards.length) continue;
    if (table.coveredBy !== null && isCovered(table, piles, p)) continue;
    if (suitIndexOf(top) === suit && acesHighRank(top) > rank) return top;
  }
  return undefined;
}
