import type { PileState } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { hasClassicFoundations, type SolverLayout } from '../rules/layout.js';

/**
 * The weights of {@link positionScore}: what each feature of a position is worth. The default weighting
 * serves every search; the restarts of a Spider-like first pass draw others around it (see
 * {@link restartWeights}), since which weighting finds a deal's win first differs from deal to deal.
 */
export interface ScoreWeights {
  /** Each card on the foundations. */
  readonly home: number;
  /** Each face-down tableau card (a cost). */
  readonly faceDown: number;
  /** Each face-up card that may not even be built on the card under it (a cost). */
  readonly hardBreak: number;
  /** Each face-up card built on the card under it but not linked to it in a run that moves (a cost). */
  readonly softBreak: number;
  /** Each card above the next card its suit's foundation needs (a cost). */
  readonly buried: number;
  /** Each empty cell. */
  readonly emptyCell: number;
  /** Each empty column, where columns can be filled. */
  readonly emptyColumn: number;
  /** Each card in the stock (a cost when positive, which hastens the deals; a gain when negative). */
  readonly stock: number;
}

/** The weighting every search starts with. */
export const DEFAULT_WEIGHTS: ScoreWeights = {
  home: 20, faceDown: 12, hardBreak: 6, softBreak: 6, buried: 2, emptyCell: 3, emptyColumn: 8, stock: 0,
};

/**
 * How promising a position looks, from the rules alone: higher is better. It orders the search (the
 * most promising move is tried first) and picks a hint when no win is found in time. It reads only
 * face-up cards and counts of face-down ones, so it never peeks.
 * - Cards on the foundations count most: they are the goal.
 * - Face-down cards cost: turning them up is how hidden games progress.
 * - A break in a column (a face-up card that does not continue the run under it) costs: it has to be
 *   undone before the column can move as one. A card that may at least be built where it lies (a soft
 *   break: Spider's card on another suit) may cost less than one that may not (a hard break).
 * - For suit-by-suit foundations, the cards piled above the next card each foundation needs cost.
 * - Empty cells and, where they can be filled, empty columns are worth something: they are room to work.
 * - Cards in the stock may cost or count, to hasten or delay the deals (nothing, by default).
 */
export function positionScore(layout: SolverLayout, state: GameState, weights: ScoreWeights = DEFAULT_WEIGHTS): number {
  const piles = state.piles;
  const links = layout.runLinks;
  const builds = layout.builds;
  // The next card each foundation needs is read as up from the Ace in suit: other orders go without it.
  const upBySuit = layout.variant.rules.foundations.kind === 'up-by-suit' && hasClassicFoundations(layout.variant);
  const emptyColumnsCount = layout.variant.rules.tableau.emptyAccepts !== 'none';
  let home = 0;
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) home += (piles[f] as PileState).cards.length;
  let faceDown = 0;
  let hardBreaks = 0;
  let softBreaks = 0;
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
      if (i >= firstLink && links[face * 52 + below] !== 1) {
        if (builds[face * 52 + below] === 1) softBreaks++;
        else hardBreaks++;
      }
      if (needed[face] === 1) buried += len - 1 - i;
      below = face;
    }
  }
  if (upBySuit) markNeeded(layout, state, 0);
  let emptyCells = 0;
  for (let c = layout.cellStart; c < layout.cellEnd; c++) if ((piles[c] as PileState).cards.length === 0) emptyCells++;
  const stock = layout.stock >= 0 ? (piles[layout.stock] as PileState).cards.length : 0;
  return home * weights.home - faceDown * weights.faceDown - hardBreaks * weights.hardBreak - softBreaks * weights.softBreak
    - buried * weights.buried + emptyCells * weights.emptyCell + (emptyColumnsCount ? emptyColumns * weights.emptyColumn : 0)
    - stock * weights.stock;
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
