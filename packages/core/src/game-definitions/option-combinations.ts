import type { GameDefinition, OptionValues } from './game-definition.js';

/**
 * Every combination of a game's option values, one object per combination, each option keyed in the
 * game's order: what a test or a benchmark that tries a game every way it can be set up walks through.
 * The defaults' combination comes first, and each option's other values follow in the order the game
 * lists them, so a label built from the options reads the same on every run.
 * @example
 * ```ts
 * optionCombinations(spider).length; // 6: three suit counts, and dealing with an empty column allowed or not
 * ```
 */
export function optionCombinations(game: Pick<GameDefinition, 'options'>): OptionValues[] {
  let combinations: OptionValues[] = [{}];
  for (const option of game.options) {
    const values = [option.default, ...option.choices.map((choice) => choice.value).filter((value) => value !== option.default)];
    combinations = combinations.flatMap((partial) => values.map((value) => ({ ...partial, [option.key]: value })));
  }
  return combinations;
}
