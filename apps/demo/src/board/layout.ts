/**
 * Where each pile sits on the table: a top row (stock, waste, reserve, cells, then the foundations at the right
 * end) and the tableau. Positions are in column widths, so the keyboard can move between rows by place.
 *
 * A tableau whose piles cover each other (`coveredBy`: Pyramid, TriPeaks) is laid out as on a table: the
 * piles nothing covers form the front row, a pile sits one row behind the highest row of the piles covering
 * it, midway across them, and rows overlap by half a card, so a covered card peeks out above its covers.
 */
import type { PileId, Variant } from '@patience/core';
import { pileIds, pileKind } from '@patience/core/engine';

/** A pile and its place, in column widths from the left edge. */
export interface PlacedPile {
  readonly id: PileId;
  readonly x: number;
  /** Tableau only: how far down the tableau the pile's top edge is, in card heights (0 for plain columns). */
  readonly y?: number;
  /** Tableau only: its row, 0 the backmost; piles of a later row are drawn over those of an earlier one. */
  readonly row?: number;
}

/** The table's rows and its width in columns. */
export interface BoardLayout {
  readonly columns: number;
  readonly top: readonly PlacedPile[];
  /** The tableau piles, back row first (the order they are drawn in), left to right within a row. */
  readonly tableau: readonly PlacedPile[];
  /** Foundations narrower than a column (eight Spider foundations share the top row with the stock). */
  readonly foundationStep: number;
  /** Whether tableau piles cover each other, so the tableau is drawn as rows of cards rather than columns. */
  readonly covered: boolean;
  /** The covered tableau's height in card heights (0 for columns, whose height is their fan's). */
  readonly tableauHeight: number;
}

/** How far apart a covered tableau's rows are, in card heights: each row hides half of the card behind it. */
export const ROW_STEP = 0.5;

interface Cover {
  readonly depth: number;
  readonly x: number;
}

/**
 * Each tableau pile's row counted from the front (0: nothing covers it) and its x: a covered pile sits one
 * row behind the highest of its covers, at the mean of their x; uncovered piles stand left to right.
 * Core refuses cycles of covering, so the walk ends.
 */
function coverPlaces(variant: Variant): Cover[] {
  const piles = variant.layout.tableau;
  const places: (Cover | undefined)[] = [];
  const front: number[] = [];
  piles.forEach((p, i) => {
    if (!p.coveredBy || p.coveredBy.length === 0) front.push(i);
  });
  front.forEach((i, n) => { places[i] = { depth: 0, x: n }; });
  const place = (i: number): Cover => {
    const known = places[i];
    if (known) return known;
    const covers = (piles[i]?.coveredBy ?? []).map((n) => place(n - 1));
    const found = { depth: 1 + Math.max(...covers.map((c) => c.depth)), x: covers.reduce((s, c) => s + c.x, 0) / covers.length };
    places[i] = found;
    return found;
  };
  return piles.map((_, i) => place(i));
}

/** The covered tableau, back row first; x shifted so that the leftmost pile stands at 0. */
function coveredTableau(variant: Variant, ids: readonly PileId[]): { piles: PlacedPile[]; width: number; height: number } {
  const places = coverPlaces(variant);
  const deepest = Math.max(...places.map((p) => p.depth));
  const left = Math.min(...places.map((p) => p.x));
  const piles = ids.map((id, i) => {
    const { depth, x } = places[i] as Cover;
    return { id, x: x - left, y: (deepest - depth) * ROW_STEP, row: deepest - depth };
  });
  piles.sort((a, b) => a.row - b.row || a.x - b.x);
  const width = Math.max(...piles.map((p) => p.x)) + 1;
  return { piles, width: Math.ceil(width - 1e-9), height: deepest * ROW_STEP + 1 };
}

/**
 * Lays out a variant's piles.
 * @example boardLayout(spider.variant()).top.map((p) => p.id) // ["stock", "f1", ..., "f8"]
 * @example boardLayout(pyramid.variant()).tableau[0] // { id: "t1", x: 3, y: 0, row: 0 }: the apex, at the back
 */
export function boardLayout(variant: Variant): BoardLayout {
  const ids = pileIds(variant);
  const tableauIds = ids.filter((id) => pileKind(id) === 'tableau');
  const foundations = ids.filter((id) => pileKind(id) === 'foundation');
  const left = ids.filter((id) => pileKind(id) === 'stock' || pileKind(id) === 'waste' || pileKind(id) === 'reserve' || pileKind(id) === 'cell');
  const covered = variant.layout.tableau.some((p) => (p.coveredBy?.length ?? 0) > 0);
  const cover = covered ? coveredTableau(variant, tableauIds) : null;
  const tableau = cover?.piles ?? tableauIds.map((id, i) => ({ id, x: i }));
  const columns = Math.max(cover?.width ?? tableauIds.length, left.length + foundations.length);
  const room = columns - left.length;
  // Foundations fill the room right of the stock and cells; squeezed when there are more of them than columns.
  const foundationStep = Math.min(1, (room - 1) / Math.max(1, foundations.length - 1));
  const foundationStart = columns - 1 - (foundations.length - 1) * foundationStep;
  return {
    columns,
    top: [
      ...left.map((id, i) => ({ id, x: i })),
      ...foundations.map((id, i) => ({ id, x: foundationStart + i * foundationStep })),
    ],
    tableau: cover && cover.width < columns ? tableau.map((p) => ({ ...p, x: p.x + (columns - cover.width) / 2 })) : tableau,
    foundationStep,
    covered,
    tableauHeight: cover?.height ?? 0,
  };
}
