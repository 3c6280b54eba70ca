import type { Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { rankOf, suitIndexOf } from '@patience/core/cards';

/*
 * The invariants of a grid of places (`rules.tableau.grid`, Montana and its family), written from the rules'
 * words rather than read from core: each place holds one face-up card or none; a grid whose Aces are set aside
 * has exactly one Ace on each foundation; the game is won exactly when every row runs in one suit from its
 * start (the Two with the Aces set aside, else the Ace) to its King, its last place a gap.
 */

/** Checks a grid position, reporting the first broken invariant through `fail`; `won` is what core's `isWon` says. */
export function checkGridPosition(variant: Variant, state: GameState, won: boolean, fail: (message: string) => never): void {
  const grid = variant.rules.tableau.grid;
  if (grid === undefined) return;
  const places = variant.layout.tableau.length;
  for (let i = 0; i < places; i++) {
    const pile = state.piles[i];
    if (pile === undefined || pile.cards.length > 1) fail(`t${i + 1}, a place of the grid, holds ${pile?.cards.length ?? 0} cards`);
    if (pile.faceDown !== 0) fail(`t${i + 1}, a place of the grid, holds a face-down card`);
  }
  if (grid.aces === 'set-aside') {
    state.piles.slice(places).forEach((pile, f) => {
      if (pile.cards.length !== 1 || rankOf(pile.cards[0] ?? -1) !== 1) fail(`f${f + 1} holds ${pile.cards.length} cards; it holds an Ace set aside`);
    });
  }
  const start = grid.aces === 'set-aside' ? 2 : 1;
  let inSequence = true;
  for (let first = 0; first < places; first += grid.columns) {
    const row = state.piles.slice(first, first + grid.columns).map((pile) => pile.cards[0]);
    const suit = row[0] === undefined ? -1 : suitIndexOf(row[0]);
    // A row is in order when place k holds the start rank plus k, in the first card's suit, and the last place is empty.
    const ordered = row.every((card, k) => (k === grid.columns - 1 ? card === undefined
      : card !== undefined && rankOf(card) === start + k && suitIndexOf(card) === suit));
    inSequence &&= ordered;
  }
  if (won !== inSequence) fail(`isWon says ${won}, though ${inSequence ? 'every' : 'not every'} row runs from its start to its King`);
}
