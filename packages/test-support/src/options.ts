/**
 * A game's option combinations, for tests and benches that try a game every way it can be set up.
 */
import type { GameDefinition, OptionValues } from '@patience/core';

/** Every combination of a game's option values, the defaults' combination first. */
export function optionCombinations(game: GameDefinition): OptionValues[] {
  let combos: Record<string, OptionValues[string]>[] = [{}];
  for (const option of game.options) {
    const values = [option.default, ...option.choices.map((c) => c.value).filter((v) => v !== option.default)];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [option.key]: value })));
  }
  return combos;
}
