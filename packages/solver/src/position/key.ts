import type { GameState, PileState } from '@patience/core';
import type { SolverLayout } from '../rules/layout.js';

/** One character per face (card id modulo 52), so that copies of a card, which play alike, share it. */
const FACE_CHARS = Array.from({ length: 52 }, (_, face) => String.fromCharCode(65 + face));

function pileText(pile: PileState): string {
  let text = String.fromCharCode(48 + pile.faceDown);
  const cards = pile.cards;
  for (let i = 0; i < cards.length; i++) text += FACE_CHARS[(cards[i] as number) % 52] as string;
  return text;
}

/**
 * Whether the tableau columns are interchangeable in a position: nothing in the rules tells them apart
 * except a deal-row stock, which deals its cards to the columns in order, so that each column has its own
 * cards to come. Once the stock is empty (or where there is none, or it draws to a waste) the columns are
 * interchangeable.
 */
export function columnsInterchangeable(layout: SolverLayout, state: GameState): boolean {
  if (layout.variant.rules.stock.kind !== 'deal-row') return true;
  return (state.piles[layout.stock] as PileState).cards.length === 0;
}

/**
 * The transposition key of a position: two positions with the same key have the same future (the same
 * moves lead to positions with the same keys), so the search visits one of them only.
 * - Copies of a card share a character: they play alike.
 * - The foundations are left out: what is on them is the complement of what is not.
 * - Cells are sorted (they are always interchangeable), and so are the columns when
 *   {@link columnsInterchangeable}.
 * - A deal-row stock is named by its size only: within one search it only ever loses its top cards.
 * - A draw-to-waste stock and its waste are written out, with the redeals left when they are counted.
 * Face-down cards are written out too: the key of a masked position carries the mask's stand-ins.
 */
export function positionKey(layout: SolverLayout, state: GameState): string {
  return keyOf(layout, state, pileText);
}

/**
 * {@link positionKey} for one search; with `mergeColumns`, columns are sorted even where
 * {@link columnsInterchangeable} says they are not (an approximation, for a search that need not be
 * complete). (A memo of each pile's text, keyed by the pile objects the engine
 * hands on unchanged, was tried: looking it up cost more than writing the few characters again.)
 */
export function keyMaker(layout: SolverLayout, mergeColumns = false): (state: GameState) => string {
  return (state) => keyOf(layout, state, pileText, mergeColumns);
}

function keyOf(layout: SolverLayout, state: GameState, textOf: (pile: PileState) => string, mergeColumns = false): string {
  const piles = state.piles;
  const columns: string[] = [];
  for (let i = layout.tableauStart; i < layout.tableauEnd; i++) columns.push(textOf(piles[i] as PileState));
  if (mergeColumns || columnsInterchangeable(layout, state)) columns.sort();
  let key = columns.join('/');
  if (layout.cellEnd > layout.cellStart) {
    const cells: string[] = [];
    for (let i = layout.cellStart; i < layout.cellEnd; i++) {
      const pile = piles[i] as PileState;
      if (pile.cards.length > 0) cells.push(FACE_CHARS[(pile.cards[0] as number) % 52] as string);
    }
    cells.sort();
    key += `|${cells.join('')}`;
  }
  if (layout.stock >= 0) {
    const stockRules = layout.variant.rules.stock;
    const stock = piles[layout.stock] as PileState;
    if (stockRules.kind === 'draw-to-waste') {
      key += `|${pileText(stock)}|${pileText(piles[layout.waste] as PileState)}`;
      if (stockRules.redeals !== 'unlimited') key += `|${stockRules.redeals - state.redealsUsed}`;
    } else {
      key += `|${stock.cards.length}`;
    }
  }
  return key;
}
