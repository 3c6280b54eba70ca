/**
 * Where each pile sits on the table: a top row (stock, waste, reserve, cells, then the foundations at the right end)
 * and the row of columns. Positions are in column widths, so the keyboard can move between rows by place.
 */
import type { PileId, Variant } from '@patience/core';
import { pileIds, pileKind } from '@patience/core/engine';

/** A pile and its place, in column widths from the left edge. */
export interface PlacedPile {
  readonly id: PileId;
  readonly x: number;
}

/** The table's rows and its width in columns. */
export interface BoardLayout {
  readonly columns: number;
  readonly top: readonly PlacedPile[];
  readonly tableau: readonly PlacedPile[];
  /** Foundations narrower than a column (eight Spider foundations share the top row with the stock). */
  readonly foundationStep: number;
}

/**
 * Lays out a variant's piles.
 * @example boardLayout(spider.variant()).top.map((p) => p.id) // ["stock", "f1", ..., "f8"]
 */
export function boardLayout(variant: Variant): BoardLayout {
  const ids = pileIds(variant);
  const tableau = ids.filter((id) => pileKind(id) === 'tableau');
  const foundations = ids.filter((id) => pileKind(id) === 'foundation');
  const left = ids.filter((id) => pileKind(id) === 'stock' || pileKind(id) === 'waste' || pileKind(id) === 'reserve' || pileKind(id) === 'cell');
  const columns = Math.max(tableau.length, left.length + foundations.length);
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
    tableau: tableau.map((id, i) => ({ id, x: i })),
    foundationStep,
  };
}
