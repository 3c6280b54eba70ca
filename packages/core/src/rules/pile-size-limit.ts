import { F, reader } from './variant-reader.js';
import type { Layout, StockRules, TableauRules } from './vocabulary.js';

/*
 * A limit on the cards a tableau pile may hold (`rules.tableau.maxCards`). The limit binds the player's moves;
 * so that it holds in every position, nothing else may put a pile past it: not the opening deal, nor a stock
 * that deals onto the piles, nor a redeal whose last pile takes what is left over.
 */

/** `rules.tableau.maxCards`: a whole number in the table's range. */
export function readMaxCards(value: unknown): number {
  const { min, max } = F['rules.tableau.maxCards'];
  return reader.integer(value, 'rules.tableau.maxCards', min, max);
}

/** The rules a pile size limit needs of the others (see the file's comment). */
export function checkMaxCards(tableau: TableauRules, layout: Layout, stock: StockRules): void {
  const limit = tableau.maxCards;
  if (limit === undefined) return;
  const r = reader;
  const path = 'rules.tableau.maxCards';
  const over = layout.tableau.findIndex((pile) => pile.cards > limit);
  if (over >= 0) r.problem(path, `column ${over + 1} is dealt ${(layout.tableau[over]?.cards ?? 0)} cards, more than the ${limit} `
    + `a column may hold: raise the limit or deal it fewer`);
  if (stock.kind === 'deal-row') r.problem(path, 'a "deal-row" stock deals onto every column whatever it holds, which would pass the '
    + 'limit: leave out `maxCards` or use another stock');
  if (tableau.redeal !== undefined) r.problem(path, "a redeal's last column takes every card left over, which may pass the limit: "
    + 'leave out one of `maxCards` and `redeal`');
  if (tableau.runLimit === 'free-spaces') r.problem(path, '"free-spaces" counts the runs empty columns could hold, '
    + 'which a limit on a column\'s cards cuts short: use "doubling-per-empty-pile" or "unlimited", or leave out `maxCards`');
}
