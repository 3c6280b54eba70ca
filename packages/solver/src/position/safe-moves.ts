import type { Move, PileId, PileState } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { hasClassicFoundations, type SolverLayout } from '../rules/layout.js';

/**
 * A move to a foundation that can be played at once without losing any win: nothing still off the
 * foundations could ever be built on the card (as core's `safeFoundationMoves` decides, from the build
 * rule), and, where the stock may not deal while a column is empty, the move does not empty a column
 * while the stock still holds cards (an emptied column could then block the deals); where it may deal past
 * a gap only when no card can fill it, no move home is played while the stock holds cards. From a draw-to-waste
 * stock that draws more than one card, the waste's top card is left alone: taking it changes how the
 * waste falls into groups after a redeal. Returns the first such move, or `null`.
 */
export function safeMoveHome(layout: SolverLayout, state: GameState, ids: readonly PileId[]): Move | null {
  const rules = layout.variant.rules;
  // Which foundation wants a card is worked out below for foundations up from the Ace in suit only.
  if (rules.foundations.kind !== 'up-by-suit' || !hasClassicFoundations(layout.variant)) return null;
  const piles = state.piles;
  const stockRules = rules.stock;
  const stockLeft = layout.stock >= 0 ? (piles[layout.stock] as PileState).cards.length : 0;
  const dealsLeft = stockRules.kind === 'deal-row' && stockLeft > 0;
  // Where a deal may pass a gap only while no card can fill it, a card home could uncover one that can,
  // and so forbid a deal: no move home is safe there while the stock holds cards.
  if (dealsLeft && stockRules.emptyPiles === 'allow-if-unfillable') return null;
  const keepColumns = dealsLeft && stockRules.emptyPiles === 'forbid';
  const building = rules.tableau.build.direction !== 'none';
  // Which foundation takes each face next (index + 1; 0 for none): the first of its suit that wants it.
  const wanted = layout.scratch.wanted;
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) {
    const face = wantedFace(layout, piles, f);
    if (face >= 0 && wanted[face] === 0) wanted[face] = f + 1;
  }
  let found: Move | null = null;
  for (let p = 0; p < piles.length; p++) {
    if (p === layout.stock || (p >= layout.foundationStart && p < layout.foundationEnd)) continue;
    if (p === layout.waste && stockRules.kind === 'draw-to-waste' && stockRules.draw > 1) continue;
    const pile = piles[p] as PileState;
    const len = pile.cards.length;
    if (len === 0 || pile.faceDown >= len) continue;
    const isColumn = p >= layout.tableauStart && p < layout.tableauEnd;
    if (isColumn && keepColumns && len === 1) continue;
    const face = (pile.cards[len - 1] as number) % 52;
    const home = (wanted[face] as number) - 1;
    if (home < 0) continue;
    if (building && anyAwayBuildsOn(layout, state, face)) continue;
    found = { kind: 'move', from: ids[p] as PileId, to: ids[home] as PileId, count: 1 };
    break;
  }
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) {
    const face = wantedFace(layout, piles, f);
    if (face >= 0) wanted[face] = 0;
  }
  return found;
}

/** The face a suit-by-suit foundation takes next, or -1 when it is complete. */
function wantedFace(layout: SolverLayout, piles: GameState['piles'], f: number): number {
  const len = (piles[f] as PileState).cards.length;
  return len >= 13 ? -1 : (layout.foundationSuit[f - layout.foundationStart] as number) * 13 + len;
}

/** Whether some card off the foundations, other than this one, could be built on a card of this face. */
function anyAwayBuildsOn(layout: SolverLayout, state: GameState, face: number): boolean {
  for (const other of layout.buildersOfFace[face] as readonly number[]) {
    const rank = (other % 13) + 1;
    let home = 0;
    for (const f of layout.foundationsOfSuit[Math.floor(other / 13)] as readonly number[]) {
      if ((state.piles[f] as PileState).cards.length >= rank) home++;
    }
    if (home < (layout.copiesOfFace[other] as number)) return true;
  }
  return false;
}

/**
 * A move onto a settled column that can be played at once without losing any win. A column is settled
 * when it is a run built down in suit from a King at its bottom, all face up: under a same-suit build
 * with one copy of each card, nothing in it ever needs to move again except to the foundations, so the
 * one card that may join it (the next lower card of the suit) loses nothing by joining it now: it leaves
 * a cell or uncovers a card, and stays on top, playable home. Not played where a deal-row stock still
 * holds cards (a deal would cover it), nor from the waste of a stock that draws several cards, nor when it
 * would empty a column that a deal needs filled. Returns the first such move, or `null`.
 */
export function safeMoveOntoSettledRun(layout: SolverLayout, state: GameState, ids: readonly PileId[]): Move | null {
  const rules = layout.variant.rules;
  const build = rules.tableau.build;
  if (build.direction !== 'down' || build.match !== 'same-suit') return null;
  if (!layout.singleCopies) return null;
  const piles = state.piles;
  if (rules.stock.kind === 'deal-row' && (piles[layout.stock] as PileState).cards.length > 0) return null;
  const drawsSeveral = rules.stock.kind === 'draw-to-waste' && rules.stock.draw > 1;
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
    const target = piles[t] as PileState;
    const len = target.cards.length;
    if (len === 0 || !settled(layout, target)) continue;
    const wanted = ((target.cards[len - 1] as number) % 52) - 1;
    if (wanted % 13 === 12 || wanted < 0) continue;
    for (let p = 0; p < piles.length; p++) {
      if (p === t || p === layout.stock || (p >= layout.foundationStart && p < layout.foundationEnd)) continue;
      if (p === layout.waste && drawsSeveral) continue;
      const pile = piles[p] as PileState;
      const n = pile.cards.length;
      if (n === 0 || pile.faceDown >= n || (pile.cards[n - 1] as number) % 52 !== wanted) continue;
      return { kind: 'move', from: ids[p] as PileId, to: ids[t] as PileId, count: 1 };
    }
  }
  return null;
}

/** A run built down in suit from a King at the bottom of the column, every card face up. */
function settled(layout: SolverLayout, pile: PileState): boolean {
  const cards = pile.cards;
  if (pile.faceDown > 0 || (cards[0] as number) % 13 !== 12) return false;
  for (let i = 1; i < cards.length; i++) {
    if (layout.builds[((cards[i] as number) % 52) * 52 + ((cards[i - 1] as number) % 52)] !== 1) return false;
  }
  return true;
}
