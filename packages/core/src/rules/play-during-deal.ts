import { F, reader } from './variant-reader.js';
import type { FoundationRules, Layout, StockRules } from './vocabulary.js';

/** `layout.playDuringDeal`, a boolean; false when left out. */
export function readPlayDuringDeal(value: unknown): boolean {
  return value === undefined ? F['layout.playDuringDeal'].default : reader.boolean(value, 'layout.playDuringDeal');
}

/**
 * Cards played home during the deal need foundations built card by card from a fixed base, which a card meets
 * as it is dealt; and a deal that ends with the tableau: piles whose counts the deal changes cannot have
 * face-down cards, and no cell, reserve, foundation card or waste card is dealt after them, nor does a stock
 * turn cards onto a waste.
 */
export function checkPlayDuringDeal(layout: Layout, foundations: FoundationRules, stock: StockRules): void {
  if (layout.playDuringDeal !== true) return;
  const r = reader;
  const path = 'layout.playDuringDeal';
  if (foundations.kind !== 'up-by-suit') r.problem(path, 'needs foundations built card by card (`rules.foundations: { kind: '
    + '"up-by-suit" }`) for the cards dealt to go to');
  else if (foundations.base === 'first-card') r.problem(path, 'the cards dealt go to foundations of a known base, and a "first-card" '
    + 'base is not known until the first card goes there: give `rules.foundations.base` a rank');
  if (layout.tableau.some((pile) => pile.faceDown > 0)) r.problem(path, 'a pile the deal may give fewer or more cards has no '
    + 'face-down cards to count: leave out the tableau\'s `faceDown`');
  if (layout.cells.some((cell) => cell.cards > 0) || layout.reserve !== undefined || layout.foundationCards !== undefined
    || layout.wasteCards !== undefined) r.problem(path, 'the deal plays cards home only while it deals the tableau: leave out the cards '
    + 'dealt to cells, the reserve, the foundations and the waste');
  if (stock.kind === 'draw-to-waste') r.problem(path, 'a stock that turns cards onto a waste deals none to the tableau: use a '
    + '"deal-row" stock, or no stock');
}
