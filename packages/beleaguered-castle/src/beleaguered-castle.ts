import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Beleaguered Castle has no options. */
export type NoOptions = Record<string, never>;

/**
 * Beleaguered Castle: the four Aces start on the foundations, the other 48 cards lie face up in eight columns
 * of six; build down regardless of suit, one card at a time; any card fills a gap.
 * @example
 * const game = new Game(beleagueredCastle.variant(), { seed: 1 });
 */
export const beleagueredCastle: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'beleaguered-castle',
  name: 'Beleaguered Castle',
  family: 'Beleaguered Castle',
  otherNames: ['Laying Siege', 'Sham Battle'],
  difficulty: 'hard',
  description: 'The Aces start home; eight open columns of six built down regardless of suit, one card at a time.',
  options: {},
  tips: [
    { tip: 'The Aces are already home: look for the twos first, and the cards lying on them.', source: STRATEGY_SOURCE },
    { tip: 'Only one card moves at a time, so an empty column is your only way to shift a group: empty one early.', source: STRATEGY_SOURCE },
    { tip: 'Every card is in sight from the start: plan a few moves ahead before committing.', source: STRATEGY_SOURCE },
  ],
  config: () => ({
    layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 6 })), acesToFoundations: true },
    rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' } } },
  }),
});
