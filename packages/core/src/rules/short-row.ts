import { reader } from './variant-reader.js';
import type { Layout, StockRules } from './vocabulary.js';

/**
 * A short last row dealt to the middle piles (`rules.stock.shortRow: 'middle'`) needs piles that do not cover one
 * another: piles laid out in rows are dealt by their places in the shape, which a middle of the pile list does
 * not name.
 */
export function checkShortRow(stock: StockRules, layout: Layout): void {
  if (stock.kind !== 'deal-row' || stock.shortRow !== 'middle') return;
  if (layout.tableau.some((pile) => pile.coveredBy !== undefined)) reader.problem('rules.stock.shortRow',
    'the middle of piles that cover one another is not a row of them: leave out `shortRow` or `coveredBy`');
}
