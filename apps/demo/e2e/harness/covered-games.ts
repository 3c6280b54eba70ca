/**
 * Golf, Pyramid and TriPeaks as the example packages define them (`examples/golf`, `examples/pyramid`), under
 * ids of their own, opened by shared links (`#/play/<id>?seed=<n>&v=<variant>`), so that the browser tests
 * play them whether or not the gallery lists them.
 */
import { parseVariant, type Variant, type VariantConfig } from '@patience/core';
import { encodeShared } from '../../src/lab/share-codec.js';

const OPEN_COLUMNS = { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } as const;

const PYRAMID: VariantConfig = {
  id: 'table-pyramid',
  name: 'Pyramid',
  layout: {
    // Seven rows from the apex, each card covered by the two below it.
    tableau: [1, 2, 3, 4, 5, 6, 7].flatMap((row) => Array.from({ length: row }, (_, i) => {
      const below = (row * (row + 1)) / 2 + 1 + i;
      return row < 7 ? { cards: 1, coveredBy: [below, below + 1] } : { cards: 1 };
    })),
    wasteCards: 1,
  },
  rules: {
    tableau: OPEN_COLUMNS,
    foundations: { kind: 'pairs', total: 13 },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 2 },
    win: { kind: 'all-on-foundations' },
  },
};

const GOLF: VariantConfig = {
  id: 'table-golf',
  name: 'Golf',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 5 })), wasteCards: 1 },
  rules: {
    tableau: OPEN_COLUMNS,
    foundations: { kind: 'none' },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit' } },
    win: { kind: 'tableau-cleared' },
  },
};

const TRIPEAKS: VariantConfig = {
  id: 'table-tripeaks',
  name: 'TriPeaks',
  layout: {
    tableau: [
      // The three peaks, the row of six, the row of nine (face down until free), then the open row of ten.
      ...[[4, 5], [6, 7], [8, 9], [10, 11], [11, 12], [13, 14], [14, 15], [16, 17], [17, 18],
        [19, 20], [20, 21], [21, 22], [22, 23], [23, 24], [24, 25], [25, 26], [26, 27], [27, 28]]
        .map((coveredBy) => ({ cards: 1, faceDown: 1, coveredBy })),
      ...Array.from({ length: 10 }, () => ({ cards: 1 })),
    ],
    wasteCards: 1,
  },
  rules: {
    tableau: OPEN_COLUMNS,
    foundations: { kind: 'none' },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit', wrap: true } },
    win: { kind: 'tableau-cleared' },
  },
};

/** The three games by name, their configs and variants. */
export const COVERED_GAMES = { pyramid: PYRAMID, golf: GOLF, tripeaks: TRIPEAKS } as const;

export type CoveredGame = keyof typeof COVERED_GAMES;

/** A game's variant, as the engine reads it. */
export function coveredVariant(name: CoveredGame): Variant {
  return parseVariant(COVERED_GAMES[name]);
}

/** The route of a shared link that opens a game at a deal. */
export function coveredRoute(name: CoveredGame, seed: number): string {
  const config = COVERED_GAMES[name];
  return `/play/${config.id}?seed=${seed}&v=${encodeShared(JSON.stringify(config))}`;
}
