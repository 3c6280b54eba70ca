/**
 * Where the pips of a number card go, as on a standard deck: up to three columns, and rows at fixed fractions
 * of the pip area. Pure data, so the layouts are tested without a browser.
 */

/** One pip: its column (0 left, 1 middle, 2 right), its height (0 top to 1 bottom), and whether it stands upside down. */
export interface Pip {
  readonly col: 0 | 1 | 2;
  readonly row: number;
  readonly flipped: boolean;
}

const L = 0;
const M = 1;
const R = 2;
type Spot = readonly [0 | 1 | 2, number];

const SIDES4: readonly Spot[] = [[L, 0], [R, 0], [L, 1], [R, 1]];
const SIDES6: readonly Spot[] = [...SIDES4, [L, 0.5], [R, 0.5]];
const SIDES8: readonly Spot[] = [[L, 0], [R, 0], [L, 1 / 3], [R, 1 / 3], [L, 2 / 3], [R, 2 / 3], [L, 1], [R, 1]];

const SPOTS: Readonly<Record<number, readonly Spot[]>> = {
  1: [[M, 0.5]],
  2: [[M, 0], [M, 1]],
  3: [[M, 0], [M, 0.5], [M, 1]],
  4: SIDES4,
  5: [...SIDES4, [M, 0.5]],
  6: SIDES6,
  7: [...SIDES6, [M, 0.25]],
  8: [...SIDES6, [M, 0.25], [M, 0.75]],
  9: [...SIDES8, [M, 0.5]],
  10: [...SIDES8, [M, 1 / 6], [M, 5 / 6]],
};

/**
 * The pips of a card of rank 1 (ace) to 10; pips below the middle stand upside down, as printed cards have them.
 * Throws a RangeError naming the rank for a court card or a rank out of range.
 * @example pipLayout(3).map((p) => p.row) // [0, 0.5, 1]
 */
export function pipLayout(rank: number): readonly Pip[] {
  const spots = SPOTS[rank];
  if (!spots) throw new RangeError(`Cards of rank ${rank} have no pip layout: pips are for ranks 1 to 10.`);
  return spots.map(([col, row]) => ({ col, row, flipped: row > 0.5 }));
}
