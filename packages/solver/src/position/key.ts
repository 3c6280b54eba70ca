import type { PileState } from '@patience/core';
import { pileTable, type GameState } from '@patience/core/engine';
import type { SolverLayout } from '../rules/layout.js';

/** Key bytes: a face (card id modulo 52) is `FACE + face`, so that copies of a card, which play alike, share one. */
const FACE = 65;
const COLUMN_SEPARATOR = 47; // '/'
const PART_SEPARATOR = 124; // '|'

/**
 * Whether the tableau columns are interchangeable in a position: nothing in the rules tells them apart
 * except a deal-row stock, which deals its cards to the columns in order, so that each column has its own
 * cards to come. Once the stock is empty (or where there is none, or it draws to a waste) the columns are
 * interchangeable, unless some cover others (Pyramid, TriPeaks) or the tableau is dealt again (Cruel): then
 * each has its place.
 */
export function columnsInterchangeable(layout: SolverLayout, state: GameState): boolean {
  if (!columnsInterchangeableEver(layout)) return false;
  if (layout.variant.rules.stock.kind !== 'deal-row') return true;
  return (state.piles[layout.stock] as PileState).cards.length === 0;
}

/**
 * Whether the columns can ever be interchangeable: not when they cover one another (each has its place in the
 * layout), nor when a redeal gathers them in their order, nor in a grid, whose places have their neighbours.
 */
function columnsInterchangeableEver(layout: SolverLayout): boolean {
  const tableau = layout.variant.rules.tableau;
  return !layout.variant.layout.tableau.some((pile) => pile.coveredBy !== undefined) && tableau.redeal === undefined
    && tableau.grid === undefined;
}

/**
 * The transposition key of a position, as text: two positions with the same key have the same future
 * (the same moves lead to positions with the same keys), so the search visits one of them only.
 * - Copies of a card share a character: they play alike.
 * - The foundations are left out: what is on them is the complement of what is not.
 * - Cells are sorted (they are always interchangeable), and so are the columns when
 *   {@link columnsInterchangeable}.
 * - A reserve is named by its size only: cards only leave it, from the top.
 * - A deal-row stock is named by its size only: within one search it only ever loses its top cards.
 * - A draw-to-waste stock and its waste are written out, with the redeals left when they are counted; the
 *   waste by its top card alone where nothing ever leaves it (`SolverLayout.wasteTopOnly`).
 * Face-down cards are written out too: the key of a masked position carries the mask's stand-ins.
 */
export function positionKey(layout: SolverLayout, state: GameState): string {
  const writer = keyWriter(layout);
  const length = writer.write(state);
  return String.fromCharCode(...writer.bytes.subarray(0, length));
}

/** Writes the key of a position (see {@link positionKey}) as bytes into a buffer it reuses. */
export interface KeyWriter {
  /** The buffer every key is written to, large enough for any position of the variant. */
  readonly bytes: Uint8Array;
  /** Writes the key of a position into `bytes` and returns its length. */
  write(state: GameState): number;
}

/**
 * A {@link KeyWriter} for one search; with `mergeColumns`, columns are sorted even where
 * {@link columnsInterchangeable} says they are not (an approximation, for a search that need not be
 * complete).
 *
 * The key is written as bytes into one reused buffer, to be looked up in a {@link KeySet}: no string
 * per pile or position, no garbage. Columns are ordered by comparing their cards directly (face-down
 * count first, then faces from the bottom, a prefix first), the order their texts would sort in. (A memo
 * of each pile's text, keyed by the pile objects the engine hands on unchanged, was tried: looking it up
 * cost more than writing the few bytes again.)
 */
export function keyWriter(layout: SolverLayout, mergeColumns = false): KeyWriter {
  const { tableauStart, tableauEnd, cellStart, cellEnd } = layout;
  const columnCount = tableauEnd - tableauStart;
  const order = new Int32Array(columnCount);
  const rank = new Float64Array(columnCount);
  const cells = new Int32Array(Math.max(0, cellEnd - cellStart));
  const stockRules = layout.variant.rules.stock;
  const dealRow = stockRules.kind === 'deal-row';
  const reserve = pileTable(layout.variant).reserve;
  // Columns that cover one another, or that a redeal gathers in their order, are never sorted: each has its place.
  const placed = !columnsInterchangeableEver(layout);
  // Every card once, a count (two bytes at most) and a separator per pile, and a few more: a key never
  // outgrows it.
  const writer: KeyWriter = { bytes: new Uint8Array(layout.totalCards + 3 * layout.indexOf.size + 64), write };
  function writePile(bytes: Uint8Array, at: number, pile: PileState): number {
    at = writeCount(bytes, at, pile.faceDown);
    const cards = pile.cards;
    for (let i = 0; i < cards.length; i++) bytes[at++] = FACE + ((cards[i] as number) % 52);
    return at;
  }
  function write(state: GameState): number {
    const piles = state.piles;
    const bytes = writer.bytes;
    for (let i = 0; i < columnCount; i++) order[i] = tableauStart + i;
    if (!placed && (mergeColumns || !dealRow || (piles[layout.stock] as PileState).cards.length === 0)) {
      // Insertion sort (a handful of columns) on a number that orders most pairs, the face-down count and
      // the bottom face, the whole columns compared only when it ties.
      for (let i = 0; i < columnCount; i++) {
        const pile = piles[tableauStart + i] as PileState;
        rank[i] = pile.faceDown * 64 + (pile.cards.length > 0 ? 1 + ((pile.cards[0] as number) % 52) : 0);
      }
      for (let i = 1; i < columnCount; i++) {
        const at = order[i] as number;
        const atRank = rank[i] as number;
        const pile = piles[at] as PileState;
        let j = i - 1;
        for (; j >= 0; j--) {
          const before = rank[j] as number;
          if (before < atRank || (before === atRank && comparePiles(piles[order[j] as number] as PileState, pile) <= 0)) break;
          order[j + 1] = order[j] as number;
          rank[j + 1] = before;
        }
        order[j + 1] = at;
        rank[j + 1] = atRank;
      }
    }
    let at = 0;
    for (let i = 0; i < columnCount; i++) {
      if (i > 0) bytes[at++] = COLUMN_SEPARATOR;
      at = writePile(bytes, at, piles[order[i] as number] as PileState);
    }
    if (cellEnd > cellStart) {
      let filled = 0;
      for (let i = cellStart; i < cellEnd; i++) {
        const pile = piles[i] as PileState;
        if (pile.cards.length === 0) continue;
        // Insert the face in order: a handful of cells.
        const face = (pile.cards[0] as number) % 52;
        let j = filled++;
        while (j > 0 && (cells[j - 1] as number) > face) {
          cells[j] = cells[j - 1] as number;
          j--;
        }
        cells[j] = face;
      }
      bytes[at++] = PART_SEPARATOR;
      for (let i = 0; i < filled; i++) bytes[at++] = FACE + (cells[i] as number);
    }
    if (reserve >= 0) {
      bytes[at++] = PART_SEPARATOR;
      at = writeCount(bytes, at, (piles[reserve] as PileState).cards.length);
    }
    if (layout.stock >= 0) {
      const stock = piles[layout.stock] as PileState;
      bytes[at++] = PART_SEPARATOR;
      if (stockRules.kind === 'draw-to-waste') {
        at = writePile(bytes, at, stock);
        bytes[at++] = PART_SEPARATOR;
        at = layout.wasteTopOnly ? writeTop(bytes, at, piles[layout.waste] as PileState, layout.wasteTopName) : writePile(bytes, at, piles[layout.waste] as PileState);
        if (stockRules.redeals !== 'unlimited') {
          bytes[at++] = PART_SEPARATOR;
          at = writeCount(bytes, at, stockRules.redeals - state.redealsUsed);
        }
      } else {
        at = writeCount(bytes, at, stock.cards.length);
      }
    }
    // A tableau dealt again a limited number of times: the redeals left tell positions apart.
    const tableauRedeal = layout.variant.rules.tableau.redeal;
    const times = tableauRedeal?.times ?? layout.variant.rules.tableau.grid?.redeals;
    if (times !== undefined && times !== 'unlimited') {
      bytes[at++] = PART_SEPARATOR;
      at = writeCount(bytes, at, times - state.redealsUsed);
    }
    return at;
  }
  return writer;
}

/**
 * Writes a count (face-down cards, stock size, redeals left) as base-128 digits, low first, the last one
 * marked by its high bit: it reads back unambiguously, and a count below 128 is one byte that no face
 * (65–116) or separator (47, 124) can be taken for.
 */
function writeCount(bytes: Uint8Array, at: number, n: number): number {
  let rest = Math.max(0, n);
  while (rest >= 128) {
    bytes[at++] = rest & 127;
    rest >>>= 7;
  }
  bytes[at++] = 128 | rest;
  return at;
}

/** Orders piles as their key texts would sort: face-down count, then faces from the bottom, a prefix first. */
function comparePiles(a: PileState, b: PileState): number {
  if (a.faceDown !== b.faceDown) return a.faceDown - b.faceDown;
  const x = a.cards;
  const y = b.cards;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = ((x[i] as number) % 52) - ((y[i] as number) % 52);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/**
 * A pile of which only the top card counts (the waste, when {@link SolverLayout.wasteTopOnly}): its top face's
 * name (`SolverLayout.wasteTopName`), or nothing.
 */
function writeTop(bytes: Uint8Array, at: number, pile: PileState, names: Uint8Array): number {
  const top = pile.cards[pile.cards.length - 1];
  if (top !== undefined) bytes[at++] = FACE + (names[top % 52] as number);
  return at;
}
