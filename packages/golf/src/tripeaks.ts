import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** TriPeaks' rule options. */
export type TriPeaksOptions = {
  /** Whether King and Ace count as one rank apart on the waste (default true). */
  readonly wrap: boolean;
};

/**
 * The three peaks, as piles of one card numbered from 1, each with the two cards that cover it: the three
 * peak cards, then a row of six, a row of nine, and the bottom row of ten, which nothing covers. The cards
 * under the bottom row lie face down until both cards covering them are gone.
 */
const PEAKS = [
  // The peaks: each covered by two of the six below.
  [4, 5], [6, 7], [8, 9],
  // The row of six: each pair of them covered by three of the nine below.
  [10, 11], [11, 12], [13, 14], [14, 15], [16, 17], [17, 18],
  // The row of nine: each covered by two neighbours of the bottom ten.
  [19, 20], [20, 21], [21, 22], [22, 23], [23, 24], [24, 25], [25, 26], [26, 27], [27, 28],
].map((coveredBy) => ({ cards: 1, faceDown: 1, coveredBy }));
const BOTTOM_ROW = Array.from({ length: 10 }, () => ({ cards: 1 }));

/**
 * TriPeaks: twenty-eight cards in three overlapping peaks, the bottom row of ten face up and the rest face
 * down, a card free (and turned up) when both cards covering it are gone; free cards are played onto the
 * waste one rank up or down, whatever the suit, going round the corner from King to Ace; the stock turns one
 * card at a time onto the waste, the first at the deal, and is never turned over. The game is won when the
 * peaks are cleared.
 * @example
 * const game = new Game(tripeaks.variant(), { seed: 42 });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const tripeaks: GameDefinition<TriPeaksOptions> = /* @__PURE__ */ definePrecheckedGame<TriPeaksOptions>({
  id: 'tripeaks',
  name: 'TriPeaks',
  family: 'Golf',
  otherNames: ['Tri Peaks', 'Three Peaks'],
  difficulty: 'easy',
  description: 'Clear three peaks onto the waste, one rank up or down, round the corner from King to Ace.',
  options: {
    wrap: {
      label: 'King and Ace',
      default: true,
      choices: [
        { value: true, label: 'Neighbours', description: 'An Ace goes on a King and a King on an Ace, as most TriPeaks rules have it.' },
        { value: false, label: 'Not neighbours', description: 'Ranks stop at the Ace and the King, as in Golf.' },
      ],
    },
  },
  tips: [
    { tip: 'Clearing cards that cover face-down cards opens new choices: prefer them to cards lying on the open row.', source: STRATEGY_SOURCE },
    { tip: 'Look for the longest chain of neighbouring ranks before playing: King and Ace count as neighbours by default.', source: STRATEGY_SOURCE },
    { tip: 'Turn the stock only when no card can be played: every turn spends one of its twenty-four cards.', source: STRATEGY_SOURCE },
  ],
  config: ({ wrap }) => ({
    layout: { tableau: [...PEAKS, ...BOTTOM_ROW], wasteCards: 1 },
    rules: {
      tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
      foundations: { kind: 'none' },
      stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit', wrap } },
      win: { kind: 'tableau-cleared' },
    },
  }),
});
