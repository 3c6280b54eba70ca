import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/**
 * Golf: seven columns of five, all face up; the top card of a column is played onto the waste when it is one
 * rank above or below the waste's top card, whatever its suit, with no going round the corner from King to
 * Ace; the stock turns one card at a time onto the waste, the first at the deal, and is never turned over.
 * The game is won when the columns are cleared. Nothing builds on the columns and there are no foundations.
 * @example
 * const game = new Game(golf.variant(), { seed: 42 });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const golf: GameDefinition<Record<string, never>> = /* @__PURE__ */ definePrecheckedGame<Record<string, never>>({
  id: 'golf',
  name: 'Golf',
  family: 'Golf',
  difficulty: 'medium',
  description: 'Clear seven columns onto the waste, one rank up or down at a time.',
  options: {},
  tips: [
    { tip: 'Play from the column whose cards are most in the way: long runs of neighbouring ranks win games.', source: STRATEGY_SOURCE },
    { tip: 'Look at every top card before playing: choose the card that keeps the longest chain going, not the first that fits.', source: STRATEGY_SOURCE },
    { tip: 'The stock is your only way out of a dead end: turn it only when no card can be played.', source: STRATEGY_SOURCE },
  ],
  config: () => ({
    layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 5 })), wasteCards: 1 },
    rules: {
      tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
      foundations: { kind: 'none' },
      stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit' } },
      win: { kind: 'tableau-cleared' },
    },
  }),
});
