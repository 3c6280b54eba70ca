import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';
import {
  DEAL_WITH_EMPTY_COLUMNS_OPTION, difficultyFor, nameFor, SEED_004, spiderRules, SUITS_FOR, SUITS_OPTION,
  type SpiderOptions,
} from './options.js';


/** The variant for a set of options: its name and difficulty, deck, layout and the shared rules. */
function spiderConfig(options: SpiderOptions): GameVariantConfig {
  return {
    name: nameFor('Spider', options),
    difficulty: difficultyFor(options.suits, false),
    deck: { decks: 2, suits: SUITS_FOR[options.suits] },
    layout: { tableau: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5].map((cards) => ({ cards, faceDown: cards - 1 })) },
    rules: spiderRules(options),
  };
}

/**
 * Spider: 104 cards on ten columns, five deals of ten from the stock, complete King-to-Ace runs of one suit
 * lifted off. One, two or four suits, and the "relaxed" rule that deals onto empty columns, are options.
 * @example
 * const game = new Game(spider.variant({ suits: 2 }), { seed: 7 });
 */
// Marked pure so that a bundle that does not use this game leaves it out.
export const spider: GameDefinition<SpiderOptions> = /* @__PURE__ */ definePrecheckedGame<SpiderOptions>({
  id: 'spider',
  name: 'Spider',
  family: 'Spider',
  // The 004 seed's title; every variant carries it too, as the game does.
  otherNames: ['Spider Solitaire'],
  difficulty: 'expert',
  description: 'Two decks on ten columns; build down on any suit, clear eight King-to-Ace runs of one suit.',
  options: { suits: SUITS_OPTION, dealWithEmptyColumns: DEAL_WITH_EMPTY_COLUMNS_OPTION },
  presets: [
    { id: '1-suit', name: 'Spider (one suit)', options: { suits: 1 } },
    { id: '2-suits', name: 'Spider (two suits)', options: { suits: 2 } },
    { id: 'relaxed', name: 'Spider (relaxed)', options: { dealWithEmptyColumns: 'allow' } },
  ],
  tips: [
    { tip: 'Mixed-suit stacks are traps: they cannot move together, so build in suit whenever you have the choice.', source: SEED_004 },
    { tip: 'Empty columns are the most powerful tool in the game: use them to break apart mixed-suit stacks.', source: SEED_004 },
    { tip: 'Keep a column empty as long as you can, spending it only on moves that unbury key cards.', source: SEED_004 },
    { tip: 'Each deal buries your arrangements under a fresh layer: squeeze every useful move out of the position before dealing.', source: SEED_004 },
    { tip: 'Uncovering face-down cards is your engine of progress, exactly as in Klondike.', source: SEED_004 },
  ],
  config: spiderConfig,
});
