import type { StockRules } from '../rules/vocabulary.js';

/**
 * The first tableau pile (0 for the leftmost) a deal-row stock's deal of `cards` cards reaches, over `piles` piles:
 * a full row starts at the first; a short last row at the first too, or, with `shortRow: 'middle'`, where it leaves
 * as many piles to its left as to its right (one fewer on the left when they cannot be equal). The deal then puts
 * one card on each of `cards` piles from there, left to right. The engine's deal and the solver's compact engine
 * both read it, so the rule has one reading.
 * @example dealRowStart({ kind: 'deal-row', emptyPiles: 'allow', shortRow: 'middle' }, 9, 7) // 1: columns 2 to 8
 */
export function dealRowStart(stock: StockRules, piles: number, cards: number): number {
  if (stock.kind !== 'deal-row' || stock.shortRow !== 'middle' || cards >= piles) return 0;
  return Math.floor((piles - cards) / 2);
}
