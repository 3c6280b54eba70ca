import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Pyramid's rule options. */
export type PyramidOptions = {
  /** What must be removed to win: every card (default), or only the pyramid ("Relaxed Pyramid"). */
  readonly win: 'all-cards' | 'pyramid';
};

/**
 * The pyramid: seven rows of one to seven cards, numbered from 1 at the apex, row by row, left to right. Each
 * card but those of the bottom row is covered by the two cards below it, in the next row.
 */
const ROWS = 7;
const PYRAMID = Array.from({ length: ROWS }, (_, row) => Array.from({ length: row + 1 }, (_, i) => {
  // The first pile of row r (from 0) is pile r * (r + 1) / 2 + 1; the two below pile i are i and i + 1 of the next row.
  const below = ((row + 1) * (row + 2)) / 2 + 1 + i;
  return row < ROWS - 1 ? { cards: 1, coveredBy: [below, below + 1] } : { cards: 1 };
})).flat();

/**
 * Pyramid: twenty-eight cards face up in a pyramid of seven rows, a card free when both cards covering it are
 * gone; free cards are removed in pairs whose ranks add up to thirteen (Ace 1, Jack 11, Queen 12, King 13),
 * Kings alone. The stock turns one card at a time onto a waste whose top card is free, the first at the
 * deal, and goes round three times. The game is won when every card is removed, or, in Relaxed Pyramid, when
 * the pyramid is.
 * @example
 * const game = new Game(pyramid.variant(), { seed: 42 });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const pyramid: GameDefinition<PyramidOptions> = /* @__PURE__ */ definePrecheckedGame<PyramidOptions>({
  id: 'pyramid',
  name: 'Pyramid',
  family: 'Pyramid',
  difficulty: 'hard',
  description: 'Remove pairs that add up to thirteen from a pyramid of twenty-eight cards.',
  options: {
    win: {
      label: 'What must be removed to win',
      default: 'all-cards',
      choices: [
        { value: 'all-cards', label: 'Every card', description: 'The pyramid, the stock and the waste: all 52 cards on the foundation.' },
        { value: 'pyramid', label: 'The pyramid', description: 'Only the pyramid; cards left in the stock and on the waste do not count ("Relaxed Pyramid").' },
      ],
    },
  },
  presets: [{ id: 'relaxed', name: 'Relaxed Pyramid', options: { win: 'pyramid' } }],
  tips: [
    { tip: 'Kings go alone: remove every King you can reach, since nothing pairs with it.', source: STRATEGY_SOURCE },
    { tip: 'Work down the pyramid evenly: a pair taken from one side may leave a card on the other side with no partner in reach.', source: STRATEGY_SOURCE },
    { tip: 'Before pairing with the waste, check whether the same card could free a pyramid card instead.', source: STRATEGY_SOURCE },
  ],
  config: ({ win }) => ({
    layout: { tableau: PYRAMID, wasteCards: 1 },
    rules: {
      tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
      foundations: { kind: 'pairs', total: 13 },
      stock: { kind: 'draw-to-waste', draw: 1, redeals: 2 },
      win: { kind: win === 'pyramid' ? 'tableau-cleared' : 'all-on-foundations' },
    },
  }),
});
