/**
 * Reading `rules.effects.fillGapsFrom`: gaps in the tableau filled at once from the stock or the waste. The
 * word's refusals live here, each naming the field and the fix, so that the rule reads as one piece.
 */
import { choicesOf } from './fields.js';
import { F, reader } from './variant-reader.js';
import type { AutomaticEffects, GapFillSource, Layout, StockRules } from './vocabulary.js';

/**
 * `fillGapsFrom`, written only when gaps are filled. It needs the pile it fills from, one source of fills
 * (not the reserve as well), columns that are each dealt a card (a gap at the deal would be filled before
 * the first move, which the deal does not do), unless the rules deal them after the first move
 * (`dealtAfterBase`), and no columns covering others (a filled gap would be covered).
 */
export function readGapFill(value: unknown, layout: Layout, stock: StockRules, fillFromReserve: boolean, dealtAfterBase: boolean):
Pick<AutomaticEffects, 'fillGapsFrom'> {
  const r = reader;
  const path = 'rules.effects.fillGapsFrom';
  const source = value === undefined ? F[path].default : r.oneOf(value, path, choicesOf(path));
  if (source === 'none') return {};
  if (source === 'stock' && stock.kind === 'none') {
    r.problem(path, 'needs a stock to fill from: add `rules.stock: { kind: "deal-row" }` or `{ kind: "draw-to-waste" }`');
  }
  if (source !== 'stock' && stock.kind !== 'draw-to-waste') {
    r.problem(path, `"${source}" needs a waste to fill from, and this stock ${stock.kind === 'none' ? 'is "none"'
      : `deals rows`}: set \`rules.stock.kind: "draw-to-waste"\`${stock.kind === 'deal-row' ? ', or fill from "stock"' : ''}`);
  }
  if (fillFromReserve) {
    r.problem(path, 'gaps are filled from one place: leave out `rules.effects.fillFromReserve` or this field');
  }
  const empty = layout.tableau.findIndex((pile) => pile.cards === 0);
  if (empty >= 0 && !dealtAfterBase) {
    r.problem(path, `column ${empty + 1} is dealt no cards, and a gap is filled only after a move: deal it a card`);
  }
  if (layout.tableau.some((pile) => pile.coveredBy !== undefined)) {
    r.problem(path, 'a gap is filled only in a tableau whose piles do not cover one another: leave out `coveredBy` or this field');
  }
  return { fillGapsFrom: source satisfies GapFillSource };
}
