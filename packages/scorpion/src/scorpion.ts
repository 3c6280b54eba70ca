import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Scorpion has no options. */
export type NoOptions = Record<string, never>;

/**
 * Scorpion: seven columns of seven, three cards face down in each of the first four; build down in suit, and
 * any face-up card moves with every card on it; only a King fills a gap; the three cards left over are dealt
 * one each onto the first three columns when you choose; a complete King-to-Ace run of one suit leaves the
 * table.
 * @example
 * const game = new Game(scorpion.variant(), { seed: 1 });
 */
export const scorpion: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'scorpion',
  name: 'Scorpion',
  family: 'Spider',
  difficulty: 'hard',
  description: 'Seven columns of seven; any face-up card moves with what lies on it; clear four runs of one suit.',
  options: {},
  tips: [
    { tip: 'Any face-up card moves with everything on top of it: use it to reach the face-down cards of the first four columns.', source: STRATEGY_SOURCE },
    { tip: 'Kings at the bottom of a column are already in place: never move them without a reason.', source: STRATEGY_SOURCE },
    { tip: 'The last three cards wait in the stock: deal them when they can help, since they land on the first three columns.', source: STRATEGY_SOURCE },
  ],
  config: () => ({
    layout: { tableau: [3, 3, 3, 3, 0, 0, 0].map((faceDown) => ({ cards: 7, faceDown })) },
    rules: {
      tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'any-face-up' }, emptyAccepts: 'king' },
      foundations: { kind: 'complete-runs' },
      stock: { kind: 'deal-row', emptyPiles: 'allow' },
    },
  }),
});
