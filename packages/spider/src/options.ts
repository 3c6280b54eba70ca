import type { RuleOptionSpec, VariantConfig } from '@patience/core';
import type { Difficulty } from '@patience/core/rules';

/** The rule options that Spider and Spiderette share. */
export type SpiderOptions = {
  /** How many suits the cards are spread over: 1 (all spades), 2 (spades and hearts) or 4. */
  readonly suits: 1 | 2 | 4;
  /** Whether the stock may deal while a column is empty: never (default) or always ("relaxed"). */
  readonly dealWithEmptyColumns: 'forbid' | 'allow';
};

/** The tips' source, named by what it is, as a reader knows it (the seed document's number is for tests). */
export const SEED_004 = 'the Spider rules';

/** The suits of each deck spec: the 004 seed's one-suit (spades) and two-suit (spades and hearts) games. */
export const SUITS_FOR = {
  1: ['spades'],
  2: ['spades', 'hearts'],
  4: ['clubs', 'diamonds', 'hearts', 'spades'],
} as const;

export const SUIT_WORDS = { 1: 'one suit', 2: 'two suits', 4: 'four suits' } as const;

export const SUITS_OPTION: RuleOptionSpec<SpiderOptions['suits']> = {
  label: 'Suits',
  default: 4,
  choices: [
    { value: 1, label: 'One suit', description: 'All the cards are spades, so every build is a same-suit run (the beginner game).' },
    { value: 2, label: 'Two suits', description: 'The cards are spades and hearts, half of each (the intermediate game).' },
    { value: 4, label: 'Four suits', description: 'Full decks of all four suits (the traditional game).' },
  ],
};

export const DEAL_WITH_EMPTY_COLUMNS_OPTION: RuleOptionSpec<SpiderOptions['dealWithEmptyColumns']> = {
  label: 'Dealing while a column is empty',
  default: 'forbid',
  choices: [
    { value: 'forbid', label: 'Never', description: 'You may not deal while any column is empty (the Spider rules).' },
    { value: 'allow', label: 'Always ("relaxed")', description: "You may deal whatever columns are empty (the relaxed variation of the Spider rules)." },
  ],
};

/** The variant name for a set of options: "Spider", "Spider (two suits)", "Spiderette (one suit, relaxed)". */
export function nameFor(game: string, options: SpiderOptions): string {
  const notes = [
    ...(options.suits === 4 ? [] : [SUIT_WORDS[options.suits]]),
    ...(options.dealWithEmptyColumns === 'allow' ? ['relaxed'] : []),
  ];
  return notes.length === 0 ? game : `${game} (${notes.join(', ')})`;
}

/** Spider's standard computer scoring (the 004 seed): 500 to start, 1 off a move, 100 for each run lifted. */
export const SPIDER_SCORING = { start: 500, perMove: -1, perCardToFoundation: 0, perRunLifted: 100 } as const;

/**
 * The rules Spider and Spiderette share: build down on any suit, move same-suit runs, lift complete runs of
 * one suit (which lifting follows from), deal a row. Only what differs from the vocabulary's defaults.
 */
export function spiderRules(options: SpiderOptions): NonNullable<VariantConfig['rules']> {
  return {
    tableau: { build: { match: 'any-suit' }, pickUp: { match: 'same-suit' } },
    foundations: { kind: 'complete-runs' },
    stock: { emptyPiles: options.dealWithEmptyColumns },
    scoring: SPIDER_SCORING,
  };
}

/** Difficulty by suits: one-suit games are the easy mode, four-suit games the expert one. */
export function difficultyFor(suits: SpiderOptions['suits'], fewerColumns: boolean): Difficulty {
  if (suits === 1) return fewerColumns ? 'medium' : 'easy';
  if (suits === 2) return fewerColumns ? 'hard' : 'medium';
  return 'expert';
}
