/**
 * A base the player chooses (`rules.foundations.baseChosen`, the Terrace family). Until a foundation holds a card
 * the only move is a column's top card to a foundation, which sets the base of all of them; that move then deals
 * each column the opening deal left empty one card from the stock, face up, left to right, as part of the move
 * (so undo takes it back whole). Cards dealt only after the choice are unseen when the player makes it, as the
 * games require.
 */
import { dealsAfterBase } from '../rules/base-chosen.js';
import { fillColumn } from './gap-fill.js';
import type { Table } from './table.js';
import type { Effect, PileState } from './types.js';

/** Whether the player has yet to choose the base: the rule holds and every foundation is empty. */
export function baseToChoose(table: Table, piles: readonly PileState[]): boolean {
  if (!dealsAfterBase(table.variant.rules.foundations)) return false;
  for (let f = table.foundationStart; f < table.foundationEnd; f++) if ((piles[f] as PileState).cards.length > 0) return false;
  return true;
}

/**
 * Deals each column the layout deals no card one from the stock, in place, reporting each as a `filled` effect. Those
 * columns are still empty: before the choice nothing but a column's card to a foundation moves.
 */
export function dealHeldColumns(table: Table, piles: PileState[], effects: Effect[]): void {
  table.variant.layout.tableau.forEach((layout, i) => {
    if (layout.cards > 0 || table.stock < 0 || (piles[table.stock] as PileState).cards.length === 0) return;
    fillColumn(table.variant, table, piles, table.stock, table.tableauStart + i, effects);
  });
}
