import { reader } from './variant-reader.js';
import type { FoundationRules, Layout, StockRules } from './vocabulary.js';

/*
 * A base the player chooses (`rules.foundations.baseChosen`, the Terrace family): the first move plays a column's
 * card to a foundation and so sets a "first-card" base; the columns the opening deal left empty are dealt from the
 * stock only then. So the base must be "first-card" and nothing may set it before the player does (no card dealt
 * to the foundations, nor played there during the deal); a column must hold a card to choose from; and columns
 * dealt later need a stock that holds a card for each of them.
 */

/** The rules a chosen base needs of the others (see the file's comment). */
export function checkBaseChosen(foundations: FoundationRules, layout: Layout, stock: StockRules): void {
  if (foundations.kind !== 'up-by-suit' || foundations.baseChosen !== true) return;
  const r = reader;
  const path = 'rules.foundations.baseChosen';
  if (foundations.base !== 'first-card') r.problem(path, 'the player chooses a base only where the first card on a foundation sets it: '
    + 'add `base: "first-card"`');
  if ((layout.foundationCards ?? 0) > 0 || layout.baseCardsToFoundations === true || layout.acesToFoundations === true
    || layout.playDuringDeal === true) {
    r.problem(path, 'the deal would set the base before the player chooses it: leave out `layout.foundationCards`, '
      + '`baseCardsToFoundations`, `acesToFoundations` and `playDuringDeal`');
  }
  if (!layout.tableau.some((pile) => pile.cards > pile.faceDown)) r.problem(path, 'the base is chosen from a column\'s face-up card, '
    + 'and no column is dealt one');
  if (layout.tableau.some((pile) => pile.cards === 0) && stock.kind === 'none') r.problem(path, 'the columns dealt no card are dealt '
    + 'from the stock once the base is chosen, and there is no stock: add one, or deal those columns at the start');
}

/** Whether the columns the opening deal leaves empty are dealt once the player chooses the base. */
export function dealsAfterBase(foundations: FoundationRules): boolean {
  return foundations.kind === 'up-by-suit' && foundations.baseChosen === true;
}
