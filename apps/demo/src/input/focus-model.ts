/**
 * The keyboard's way round the table: Left and Right move along a row, Up and Down to the nearest pile of
 * the row above or below (a covered tableau has a row per row of cards), Home and End to the ends of the row.
 * Pure, so it is tested without a browser.
 */
import type { PileId } from '@patience/core';
import type { BoardLayout, PlacedPile } from '../board/layout.js';

/** The keys that move focus. */
export type FocusKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** Whether a key moves focus between piles. */
export function isFocusKey(key: string): key is FocusKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End';
}

function nearest(row: readonly PlacedPile[], x: number): PlacedPile | undefined {
  let best: PlacedPile | undefined;
  for (const pile of row) {
    if (!best || Math.abs(pile.x - x) < Math.abs(best.x - x) - 1e-9) best = pile;
  }
  return best;
}

/** The tableau's rows, back row first: one row of columns, or each row of a covered tableau (Pyramid's seven). */
function tableauRows(tableau: readonly PlacedPile[]): PlacedPile[][] {
  const rows: PlacedPile[][] = [];
  for (const pile of tableau) (rows[pile.row ?? 0] ??= []).push(pile);
  return rows.filter((r) => r.length > 0);
}

/**
 * The pile that gets focus after a key, from the pile that has it; the same pile at an edge.
 * @example nextFocus(boardLayout(easthavenVariant), 't1', 'ArrowUp') // "stock"
 */
export function nextFocus(layout: BoardLayout, current: PileId, key: FocusKey): PileId {
  const rows = [layout.top, ...tableauRows(layout.tableau)].filter((r) => r.length > 0);
  const r = rows.findIndex((row) => row.some((p) => p.id === current));
  const row = rows[r];
  if (!row) return layout.tableau[0]?.id ?? current;
  const i = row.findIndex((p) => p.id === current);
  const here = row[i] as PlacedPile;
  switch (key) {
    case 'ArrowLeft':
      return (row[i - 1] ?? here).id;
    case 'ArrowRight':
      return (row[i + 1] ?? here).id;
    case 'Home':
      return (row[0] ?? here).id;
    case 'End':
      return (row[row.length - 1] ?? here).id;
    case 'ArrowUp':
      return (nearest(rows[r - 1] ?? [], here.x) ?? here).id;
    case 'ArrowDown':
      return (nearest(rows[r + 1] ?? [], here.x) ?? here).id;
  }
}
