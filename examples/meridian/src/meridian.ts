import { defineGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Meridian has no options. */
export type NoOptions = Record<string, never>;

/**
 * Meridian, a game invented for Patience: Yukon's deal and moves, but the foundations start from whatever
 * rank the first card you send home has, and everything builds round the corner. Each foundation is built up
 * in suit from that base rank, going on from King to Ace; the columns build down in alternating colours, also
 * round the corner (a King on an Ace); any face-up card moves with every card on it; any card fills a gap.
 * @example
 * const game = new Game(meridian.variant(), { seed: 1 });
 */
export const meridian: GameDefinition<NoOptions> = /* @__PURE__ */ defineGame<NoOptions>({
  id: 'meridian',
  name: 'Meridian',
  family: 'Yukon',
  difficulty: 'medium',
  description: 'Yukon in which the first card you send home chooses the rank every suit starts from.',
  options: {},
  config: () => ({
    layout: { tableau: [0, 1, 2, 3, 4, 5, 6].map((faceDown) => ({ cards: faceDown === 0 ? 1 : faceDown + 5, faceDown })) },
    rules: {
      tableau: { build: { wrap: true }, pickUp: { kind: 'any-face-up' } },
      foundations: { base: 'first-card', follow: 'same-suit' },
    },
  }),
});
