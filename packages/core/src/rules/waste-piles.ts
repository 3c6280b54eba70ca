import { reader } from './variant-reader.js';
import type { StockRules, TableauRules } from './vocabulary.js';

/*
 * Columns that are waste piles (`rules.tableau.takesFrom: 'waste'`, Sir Tommy): each takes any card played from
 * the waste and nothing else. They need a waste to be fed from, and no build rule, which they would ignore: a
 * build direction beside them would say something the game does not do. A stock whose turned card must be
 * placed before the next is turned (`placeBeforeTurning`) turns one card at a time.
 */

/** The rules waste piles and a placed turned card need of the others (see the file's comment). */
export function checkWastePiles(tableau: TableauRules, stock: StockRules): void {
  const r = reader;
  if (tableau.takesFrom === 'waste') {
    const path = 'rules.tableau.takesFrom';
    if (stock.kind !== 'draw-to-waste') r.problem(path, 'columns fed from the waste need a waste: set '
      + `\`rules.stock.kind: "draw-to-waste"\`; this stock is "${stock.kind}"`);
    if (tableau.build.direction !== 'none') r.problem(path, 'waste piles take any card from the waste, whatever they hold, and build '
      + `nothing: set \`rules.tableau.build.direction: "none"\` (it is "${tableau.build.direction}")`);
  }
  if (stock.kind === 'draw-to-waste' && stock.placeBeforeTurning === true && stock.draw !== 1) {
    r.problem('rules.stock.placeBeforeTurning', `each turned card is placed before the next is turned, so the stock turns one card at a `
      + `time: set \`rules.stock.draw: 1\` (it is ${stock.draw})`);
  }
}
