/**
 * Games under test, each with every combination of its options: what the reliability suite and the solver's
 * tests both walk through.
 */
import { optionCombinations, type GameDefinition, type OptionValues, type Variant } from '@patience/core';

/** One variant under test, with a label that names it exactly (game and options) for failure messages. */
export interface VariantSubject {
  /** `easthaven {"emptyColumns":"any",...}` or `canfield {}`: enough to build the variant again. */
  readonly label: string;
  /** The game that built the variant. */
  readonly game: GameDefinition;
  /** The options it was built with. */
  readonly options: OptionValues;
  readonly variant: Variant;
}

/** Each game with every combination of its options, in the games' order, each game's defaults first. */
export function variantSubjects(games: readonly GameDefinition[]): VariantSubject[] {
  return games.flatMap((game) => optionCombinations(game).map((options) => ({
    label: `${game.id} ${JSON.stringify(options)}`,
    game,
    options,
    variant: game.variant(options),
  })));
}
