/**
 * Gaps filled by themselves from the stock or the waste (`rules.effects.fillGapsFrom`): after every move, deal
 * and redeal, and after the other automatic effects, each empty column from the left takes one card, face up,
 * from the top of its source while the source has one. The fill is part of the move that left the gap, so a
 * position never shows a gap its source could fill, and undo takes the move back with its fills.
 */
import type { CardId } from '../cards/card.js';
import type { GapFillSource, Variant } from '../rules/vocabulary.js';
import { stockFaceDown } from './deal.js';
import type { Table } from './table.js';
import type { Effect, PileId, PileState } from './types.js';

/** Fills the empty columns of `piles` in place from `source`, left to right, reporting each fill in `effects`. */
export function fillGaps(variant: Variant, source: GapFillSource, table: Table, piles: PileState[], effects: Effect[]): void {
  for (let t = table.tableauStart; t < table.tableauEnd; t++) {
    if ((piles[t] as PileState).cards.length > 0) continue;
    const from = sourcePile(source, table, piles);
    if (from < 0) return;
    fillColumn(variant, table, piles, from, t, effects);
  }
}

/**
 * Moves the top card of pile `from` (the stock, its next card staying face down as the stock lies, or the waste) into
 * empty column `t`, face up, in place, reporting it as a `filled` effect: a gap's fill, or a column the deal held back.
 */
export function fillColumn(variant: Variant, table: Table, piles: PileState[], from: number, t: number, effects: Effect[]): void {
  const pile = piles[from] as PileState;
  const left = pile.cards.length - 1;
  const card = pile.cards[left] as CardId;
  piles[from] = { cards: pile.cards.slice(0, left), faceDown: from === table.stock ? stockFaceDown(variant, left) : 0 };
  piles[t] = { cards: [card], faceDown: 0 };
  effects.push({ kind: 'filled', from: from === table.stock ? 'stock' : 'waste', to: table.ids[t] as PileId, cards: [card] });
}

/**
 * The pile a gap takes its card from now, or -1 when the source has no card: the waste before the stock
 * where both may fill.
 */
export function sourcePile(source: GapFillSource, table: Pick<Table, 'stock' | 'waste'>, piles: readonly PileState[]): number {
  const hasCards = (p: number): boolean => p >= 0 && (piles[p] as PileState).cards.length > 0;
  if (source !== 'stock' && hasCards(table.waste)) return table.waste;
  if (source !== 'waste' && hasCards(table.stock)) return table.stock;
  return -1;
}
