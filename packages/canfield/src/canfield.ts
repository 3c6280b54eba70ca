import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Canfield has no options. */
export type NoOptions = Record<string, never>;

/**
 * Canfield: a reserve of thirteen with its top card face up; four columns of one; one card dealt to the
 * foundations sets the base rank of all four, each then built up in suit round the corner from King to Ace;
 * the columns build down in alternating colours, also round the corner, and a run moves as a unit; a gap is
 * filled at once from the reserve, and by any card once the reserve is empty; the stock is turned onto the
 * waste three cards at a time, without limit.
 * @example
 * const game = new Game(canfield.variant(), { seed: 1 });
 */
export const canfield: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'canfield',
  name: 'Canfield',
  family: 'Canfield',
  otherNames: ['Demon'],
  difficulty: 'expert',
  description: 'A reserve of thirteen to dig through, and foundations that start from the rank the deal chooses.',
  options: {},
  tips: [
    { tip: 'The reserve is the game: play its top card whenever you can, since every card out of it frees another.', source: STRATEGY_SOURCE },
    { tip: 'The foundations start from the rank of the first card dealt to them and go round the corner (King to Ace): count ranks from that one.', source: STRATEGY_SOURCE },
    { tip: 'Emptying a column brings the top reserve card into play at once: empty columns on purpose to dig through the reserve.', source: STRATEGY_SOURCE },
  ],
  config: () => ({
    layout: {
      tableau: [1, 1, 1, 1].map((cards) => ({ cards })),
      reserve: { cards: 13, faceDown: 12 },
      foundationCards: 1,
    },
    rules: {
      tableau: { build: { wrap: true } },
      foundations: { base: 'first-card', follow: 'same-suit' },
      stock: { draw: 3, redeals: 'unlimited' },
      effects: { fillFromReserve: true },
    },
  }),
});
