import type { GameState, PileState } from '@patience/core';
import type { SolverLayout } from '../rules/layout.js';

/**
 * How promising a position looks, from the rules alone: higher is better. It orders the search (the
 * most promising move is tried first) and picks a hint when no win is found in time. It reads only
 * face-up cards and counts of face-down ones, so it never peeks.
 * - Cards on the foundations count most: they are the goal.
 * - Face-down cards cost: turning them up is how hidden games progress.
 * - A break in a column (a face-up card that does not continue the run under it) costs: it has to be
 *   undone before the column can move as one.
 * - For suit-by-suit foundations, the cards piled above the next card each foundation needs cost.
 * - Empty cells and, where they can be filled, empty columns are worth something: they are room to work.
 */
export function positionScore(layout: SolverLayout, state: GameState): number {
  const piles = state.piles;
  const links = layout.runLinks;
  const upBySuit = layout.variant.rules.foundations.kind === 'up-by-suit';
  const emptyColumnsCount = layout.variant.rules.tableau.emptyAccepts !== 'none';
  let home = 0;
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) home += (piles[f] as PileState).cards.length;
  let faceDown = 0;
  let breaks = 0;
  let emptyColumns = 0;
  let buried = 0;
  // The next card each suit's foundations need (the lowest over that suit's foundations): a card above
  // it is in the way. Marked in a scratch table, cleared before returning.
  const needed = layout.scratch.needed;
  if (upBySuit) markNeeded(layout, state, 1);
  for (let p = layout.tableauStart; p < layout.tableauEnd; p++) {
    const pile = piles[p] as PileState;
    const cards = pile.cards;
    const len = cards.length;
    if (len === 0) {
      emptyColumns++;
      continue;
    }
    faceDown += pile.faceDown;
    const firstLink = Math.max(pile.faceDown, 1);
    let below = -1;
    for (let i = 0; i < len; i++) {
      const face = (cards[i] as number) % 52;
      if (i >= firstLink && links[face * 52 + below] !== 1) breaks++;
      if (needed[face] === 1) buried += len - 1 - i;
      below = face;
    }
  }
  if (upBySuit) markNeeded(layout, state, 0);
  let emptyCells = 0;
  for (let c = layout.cellStart; c < layout.cellEnd; c++) if ((piles[c] as PileState).cards.length === 0) emptyCells++;
  return home * 20 - faceDown * 12 - breaks * 6 - buried * 2 + emptyCells * 3 + (emptyColumnsCount ? emptyColumns * 8 : 0);
}

/** Sets (to `mark`) the face each suit's foundations need next (the lowest rank over them), for suits not complete. */
function markNeeded(layout: SolverLayout, state: GameState, mark: number): void {
  const needs = layout.scratch.needs;
  needs.fill(14);
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) {
    const suit = layout.foundationSuit[f - layout.foundationStart] ?? 0;
    const next = (state.piles[f] as PileState).cards.length + 1;
    if (next < (needs[suit] as number)) needs[suit] = next;
  }
  for (let suit = 0; suit < 4; suit++) {
    const rank = needs[suit] as number;
    if (rank <= 13) layout.scratch.needed[suit * 13 + rank - 1] = mark;
  }
}
