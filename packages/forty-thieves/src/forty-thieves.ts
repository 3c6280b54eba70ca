import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Forty Thieves has no options. */
export type NoOptions = Record<string, never>;

/**
 * Forty Thieves: two decks, ten columns of four face up; build down in suit, one card at a time; any card
 * fills a gap; the stock is turned once, one card at a time, onto a waste.
 * @example
 * const game = new Game(fortyThieves.variant(), { seed: 1 });
 */
export const fortyThieves: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'forty-thieves',
  name: 'Forty Thieves',
  family: 'Forty Thieves',
  otherNames: ['Napoleon at St Helena'],
  difficulty: 'expert',
  description: 'Two decks on ten open columns of four; build down in suit one card at a time; one pass through the stock.',
  options: {},
  tips: [
    { tip: 'There is a single pass through the stock: play everything the waste card allows before turning the next.', source: STRATEGY_SOURCE },
    { tip: 'Only one card moves at a time: an empty column is the only way to move a long run, so empty one early and guard it.', source: STRATEGY_SOURCE },
    { tip: 'Both decks\' Aces go home: free them early, since every foundation started is a place for cards that would block a column.', source: STRATEGY_SOURCE },
  ],
  config: () => ({
    deck: { decks: 2 },
    layout: { tableau: Array.from({ length: 10 }, () => ({ cards: 4 })) },
    rules: {
      tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' } },
      stock: { kind: 'draw-to-waste' },
    },
  }),
});
