import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

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
  config: () => ({
    layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 6 })), acesToFoundations: true },
    rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' } } },
  }),
});
