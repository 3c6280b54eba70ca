import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** FreeCell, Baker's Game and Eight Off have no options. */
export type NoOptions = Record<string, never>;

/** Eight columns of seven and six, every card face up, four empty cells that hold one card each. */
const EIGHT_COLUMNS_FOUR_CELLS = {
  tableau: [7, 7, 7, 7, 6, 6, 6, 6].map((cards) => ({ cards })),
  cells: [0, 0, 0, 0].map((cards) => ({ cards })),
};

/**
 * FreeCell: build down in alternating colours; a run moves only as far as single-card moves through the
 * free cells and empty columns would carry it; any card or run fills a gap.
 * @example
 * const game = new Game(freecell.variant(), { seed: 1 });
 * const windows = new Game(freecell.variant(), { seed: 11982, dealer: 'microsoft' });
 */
export const freecell: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'freecell',
  name: 'FreeCell',
  family: 'FreeCell',
  difficulty: 'easy',
  description: 'Eight open columns and four cells; build down in alternating colours.',
  options: {},
  // Windows FreeCell's numbered deals, so that "FreeCell #11982" is the same game here as there.
  dealers: ['patience', 'microsoft'],
  tips: [
    { tip: 'Keep cells empty: every card parked in a cell shrinks the longest run you can move.', source: STRATEGY_SOURCE },
    { tip: 'An empty column is worth more than an empty cell: it doubles the run you can move, where a cell adds one card.', source: STRATEGY_SOURCE },
    { tip: 'Before the first move, find the Aces and twos buried deepest and plan how to dig them out.', source: STRATEGY_SOURCE },
    { tip: 'Almost every deal can be won (of Microsoft\'s first 32,000, only 11982 cannot): when stuck, undo and look for another line.', source: STRATEGY_SOURCE },
  ],
  config: (): GameVariantConfig => ({
    layout: EIGHT_COLUMNS_FOUR_CELLS,
    rules: { tableau: { runLimit: 'free-spaces' } },
  }),
});

/**
 * Baker's Game: FreeCell building down in suit, its ancestor.
 * @example
 * const game = new Game(bakersGame.variant(), { seed: 1 });
 */
export const bakersGame: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'bakers-game',
  name: "Baker's Game",
  family: 'FreeCell',
  difficulty: 'hard',
  description: 'FreeCell building down in suit.',
  options: {},
  // Dealt as FreeCell is, so Microsoft's numbers give its deals too (as PySolFC and fc-solve number them).
  dealers: ['patience', 'microsoft'],
  tips: [
    { tip: 'Building in suit gives each card one place to go: before burying a card, see where the card one rank below it in its suit lies.', source: STRATEGY_SOURCE },
    { tip: 'Keep cells empty: every card parked in a cell shrinks the longest run you can move.', source: STRATEGY_SOURCE },
    { tip: 'A King high in a column can only ever move to an empty column: plan an empty column for it early.', source: STRATEGY_SOURCE },
  ],
  config: (): GameVariantConfig => ({
    layout: EIGHT_COLUMNS_FOUR_CELLS,
    rules: { tableau: { build: { match: 'same-suit' }, runLimit: 'free-spaces' } },
  }),
});

/**
 * Eight Off: eight columns of six, eight cells of which every other one is dealt a card; build down in suit;
 * only a King (or a run led by one) fills a gap.
 * @example
 * const game = new Game(eightOff.variant(), { seed: 1 });
 */
export const eightOff: GameDefinition<NoOptions> = /* @__PURE__ */ definePrecheckedGame<NoOptions>({
  id: 'eight-off',
  name: 'Eight Off',
  family: 'FreeCell',
  difficulty: 'medium',
  description: 'Eight columns of six and eight cells, four of them dealt a card; build down in suit.',
  options: {},
  tips: [
    { tip: 'Four cells start full: move their cards out as soon as they have a place, since a cell holding a card you cannot place is lost.', source: STRATEGY_SOURCE },
    { tip: 'Runs move only as far as empty cells allow (empty columns take only Kings and add nothing): count free cells before starting a long run.', source: STRATEGY_SOURCE },
    { tip: 'Building in suit gives each card one place to go: before burying a card, see where the card one rank below it in its suit lies.', source: STRATEGY_SOURCE },
  ],
  config: (): GameVariantConfig => ({
    layout: {
      tableau: Array.from({ length: 8 }, () => ({ cards: 6 })),
      cells: [1, 0, 1, 0, 1, 0, 1, 0].map((cards) => ({ cards })),
    },
    rules: { tableau: { build: { match: 'same-suit' }, runLimit: 'free-spaces', emptyAccepts: 'king' } },
  }),
});
