import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

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
  config: () => ({
    layout: { tableau: [3, 3, 3, 3, 0, 0, 0].map((faceDown) => ({ cards: 7, faceDown })) },
    rules: {
      tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'any-face-up' }, emptyAccepts: 'king' },
      foundations: { kind: 'complete-runs' },
      stock: { kind: 'deal-row', emptyPiles: 'allow' },
    },
  }),
});
