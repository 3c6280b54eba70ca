import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';
import {
  DEAL_WITH_EMPTY_COLUMNS_OPTION, difficultyFor, nameFor, SEED_004, spiderRules, SUITS_FOR, SUITS_OPTION,
  type SpiderOptions,
} from './options.js';

/** The variant for a set of options: its name and difficulty, deck, layout and the shared rules. */
function spideretteConfig(options: SpiderOptions): GameVariantConfig {
  return {
    name: nameFor('Spiderette', options),
    difficulty: difficultyFor(options.suits, true),
    deck: { decks: 1, suits: SUITS_FOR[options.suits] },
    layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) },
    rules: spiderRules(options),
  };
}

/**
 * Spiderette: Spider's rules with one deck on seven columns of 1 to 7 cards; a 24-card stock deals three
 * rows of seven and a last row of three. Suits and the relaxed deal are options, as for Spider.
 * @example
 * const game = new Game(spiderette.variant(), { seed: 3 });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const spiderette: GameDefinition<SpiderOptions> = /* @__PURE__ */ definePrecheckedGame<SpiderOptions>({
  id: 'spiderette',
  name: 'Spiderette',
  family: 'Spider',
  difficulty: 'expert',
  description: 'One-deck Spider on seven Klondike-style columns; clear four King-to-Ace runs of one suit.',
  options: { suits: SUITS_OPTION, dealWithEmptyColumns: DEAL_WITH_EMPTY_COLUMNS_OPTION },
  presets: [
    { id: '1-suit', name: 'Spiderette (one suit)', options: { suits: 1 } },
    { id: '2-suits', name: 'Spiderette (two suits)', options: { suits: 2 } },
  ],
  tips: [
    { tip: 'Mixed-suit stacks are traps: they cannot move together, so build in suit whenever you have the choice.', source: SEED_004 },
    { tip: 'Empty columns are the most powerful tool in the game: use them to break apart mixed-suit stacks.', source: SEED_004 },
    { tip: 'Each deal buries your arrangements under a fresh layer: squeeze every useful move out of the position before dealing.', source: SEED_004 },
  ],
  config: spideretteConfig,
});
