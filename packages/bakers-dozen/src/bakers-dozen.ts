import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Baker's Dozen has no options. */
export type NoOptions = Record<string, never>;

/**
 * Baker's Dozen: thirteen columns of four, all face up, each King moved beneath the other cards of its column
 * at the deal; build down regardless of suit, one card at a time; a column once emptied stays empty.
 * @example
 * const game = new Game(bakersDozen.variant(), { seed: 1 });
 */
export const bakersDozen: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'bakers-dozen',
  name: "Baker's Dozen",
  family: "Baker's Dozen",
  difficulty: 'easy',
  description: 'Thirteen open columns of four with the Kings at the bottom; build down regardless of suit.',
  options: {},
  tips: [
    { tip: 'An empty column stays empty, so columns are not a resource: the game is won by freeing low cards in the right order.', source: STRATEGY_SOURCE },
    { tip: 'Find where each Ace and two lies at the start and free the lowest first.', source: STRATEGY_SOURCE },
    { tip: 'Only the top card moves: avoid burying a low card under a long descending pile.', source: STRATEGY_SOURCE },
  ],
  config: () => ({
    layout: { tableau: Array.from({ length: 13 }, () => ({ cards: 4 })), kingsUnder: true },
    rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
  }),
});
