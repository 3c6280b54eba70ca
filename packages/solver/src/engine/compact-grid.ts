import { gapRefusal, rowsInSequence, someOutOfSequence, type PlaceReader } from '@patience/core/engine';
import type { GridRules } from '@patience/core/rules';
import type { CompactPosition } from './compact-position.js';
import { moveCode } from './compact-rules.js';

/*
 * A grid of places (`rules.tableau.grid`) on the compact position. Which card a gap takes, whether the rows are in
 * sequence and how a redeal deals the places are core's own functions (`gapRefusal`, `rowsInSequence`,
 * `redealtGrid`), read through the compact position's places, so the two engines cannot differ on them.
 */

/** The grid's places on the compact position, read as core reads a tableau's. */
export function compactPlaces(pos: CompactPosition): PlaceReader {
  const { tableauStart } = pos.rules.layout;
  return (place) => (pos.length[tableauStart + place] === 0 ? undefined : pos.card(tableauStart + place, 0));
}

/** How many rows a grid position has. */
function rowsOf(pos: CompactPosition, grid: GridRules): number {
  return (pos.rules.layout.tableauEnd - pos.rules.layout.tableauStart) / grid.columns;
}

/** Every card move of a grid, by source place, then gap, as core's move list gives them. */
export function collectGridCodes(pos: CompactPosition, grid: GridRules, out: { push(code: number): void }): void {
  const { tableauStart, tableauEnd } = pos.rules.layout;
  const cardAt = compactPlaces(pos);
  const gaps: number[] = [];
  for (let d = tableauStart; d < tableauEnd; d++) if (pos.length[d] === 0) gaps.push(d);
  for (let s = tableauStart; s < tableauEnd; s++) {
    if (pos.length[s] === 0) continue;
    const card = pos.card(s, 0);
    for (const d of gaps) if (gapRefusal(grid, d - tableauStart, card, cardAt) === null) out.push(moveCode(s, d, 1));
  }
}

/** Whether the grid may be redealt: a redeal left and some card out of sequence (core's `gridRedealRefusal`). */
export function gridRedealAllowed(pos: CompactPosition, grid: GridRules): boolean {
  return pos.redealsUsed < grid.redeals && someOutOfSequence(grid, rowsOf(pos, grid), compactPlaces(pos));
}

/** Whether every row of the grid is in sequence: the win `rows-in-sequence`. */
export function compactGridWon(pos: CompactPosition, grid: GridRules): boolean {
  return rowsInSequence(grid, rowsOf(pos, grid), compactPlaces(pos));
}
