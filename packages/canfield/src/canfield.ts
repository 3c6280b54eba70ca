import { definePrecheckedGame } from '@patience/core';
import type { GameDefinition, GameVariantConfig } from '@patience/core';

/** Where this package's strategy tips come from, as the rules pages cite each tip's source. */
const STRATEGY_SOURCE = 'strategy written for this package';

/** Canfield's rule option: what a column may move at once. */
export type CanfieldOptions = {
  /**
   * `any-run`: the top card or any run on top of a column, as modern programs play (the default);
   * `top-or-whole-column`: the top card or the whole column at once, never part of it, as Hoyle gives the game.
   */
  readonly columnMoves: 'any-run' | 'top-or-whole-column';
};

/** The variant for the option: the game below, with the pick-up rule the option names. */
function canfieldConfig({ columnMoves }: CanfieldOptions): GameVariantConfig {
  const wholeColumns = columnMoves === 'top-or-whole-column';
  return {
    ...(wholeColumns ? { name: "Canfield (Hoyle's rules)" } : {}),
    layout: {
      tableau: [1, 1, 1, 1].map((cards) => ({ cards })),
      reserve: { cards: 13, faceDown: 12 },
      foundationCards: 1,
    },
    rules: {
      tableau: { build: { wrap: true }, ...(wholeColumns ? { pickUp: { kind: 'top-or-whole-pile' } } : {}) },
      foundations: { base: 'first-card', follow: 'same-suit' },
      stock: { draw: 3, redeals: 'unlimited' },
      effects: { fillFromReserve: true },
    },
  };
}

/**
 * Canfield: a reserve of thirteen with its top card face up; four columns of one; one card dealt to the
 * foundations sets the base rank of all four, each then built up in suit round the corner from King to Ace;
 * the columns build down in alternating colours, also round the corner, and a run moves as a unit (or, with
 * the option `columnMoves: 'top-or-whole-column'`, the preset `hoyle`, only the top card or the whole column);
 * a gap is filled at once from the reserve, and by any card once the reserve is empty; the stock is turned
 * onto the waste three cards at a time, without limit.
 * @example
 * const game = new Game(canfield.variant(), { seed: 1 });
 * const hoyle = new Game(canfield.variant({ columnMoves: 'top-or-whole-column' }), { seed: 1 });
 */
export const canfield: GameDefinition<CanfieldOptions> = /* @__PURE__ */ definePrecheckedGame<CanfieldOptions>({
  id: 'canfield',
  name: 'Canfield',
  family: 'Canfield',
  otherNames: ['Demon'],
  difficulty: 'expert',
  description: 'A reserve of thirteen to dig through, and foundations that start from the rank the deal chooses.',
  options: {
    columnMoves: {
      label: 'What a column moves',
      default: 'any-run',
      choices: [
        { value: 'any-run', label: 'Any run', description: 'A column moves its top card or any run on top of it, as modern programs play.' },
        { value: 'top-or-whole-column', label: 'Top card or whole column',
          description: 'A column moves its top card or all its cards at once, never part of them, as Hoyle gives the game.' },
      ],
    },
  },
  presets: [
    { id: 'hoyle', name: "Canfield (Hoyle's rules)", options: { columnMoves: 'top-or-whole-column' } },
  ],
  tips: [
    { tip: 'The reserve is the game: play its top card whenever you can, since every card out of it frees another.', source: STRATEGY_SOURCE },
    { tip: 'The foundations start from the rank of the first card dealt to them and go round the corner (King to Ace): count ranks from that one.', source: STRATEGY_SOURCE },
    { tip: 'Emptying a column brings the top reserve card into play at once: empty columns on purpose to dig through the reserve.', source: STRATEGY_SOURCE },
  ],
  config: canfieldConfig,
});
