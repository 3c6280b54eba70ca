import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

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
  config: () => ({
    layout: { tableau: Array.from({ length: 13 }, () => ({ cards: 4 })), kingsUnder: true },
    rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
  }),
});
