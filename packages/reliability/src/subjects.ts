/**
 * What the reliability suite plays: every shipped game and every example game (the classics written as data,
 * `@patience/examples`), each with every combination of its option values. Each subject knows where
 * {@link Game.load} finds its variant again, so saves are loaded the way an app loads them. (Core's
 * Spider-like and Easthaven-like fixtures, once played here too, have the very rules of one-suit Spider and
 * of Easthaven's defaults, which the shipped subjects play.)
 */
import fc from 'fast-check';
import { gameSource, type GameDefinition, type OptionValues, type Variant } from '@patience/core';
import type { VariantSource } from '@patience/core/saves';
import { EXAMPLE_GAMES } from '@patience/examples';
import { SHIPPED_GAMES } from '@patience/games';
import { optionCombinations } from '@patience/test-support/options';

/** One variant under test, with a label that names it exactly (game and options) for failure messages. */
export interface Subject {
  /** `easthaven {"emptyColumns":"any",...}` or `canfield {}`: enough to build the variant again. */
  readonly label: string;
  readonly variant: Variant;
  /** Where a save of this variant is loaded from. */
  readonly source: VariantSource;
  /** The game that built the variant. */
  readonly game: GameDefinition;
  /** The options it was built with. */
  readonly options: OptionValues;
}

/** Each game with every combination of its options, loaded from a source that knows only that game. */
function gameSubjects(games: readonly GameDefinition[]): Subject[] {
  return games.flatMap((game) => {
    const source = gameSource([game]);
    return optionCombinations(game).map((options): Subject => ({
      label: `${game.id} ${JSON.stringify(options)}`,
      variant: game.variant(options),
      source,
      game,
      options,
    }));
  });
}

/** The shipped games, each with every combination of its options. */
export function shippedSubjects(): Subject[] {
  return gameSubjects(SHIPPED_GAMES.map(({ game }) => game));
}

/** The example games (Klondike, FreeCell, Canfield, ...), each with every combination of its options. */
export function exampleSubjects(): Subject[] {
  return gameSubjects(EXAMPLE_GAMES.map(({ game }) => game));
}

/** Every subject: the shipped games' option combinations, then the examples'. */
export function allSubjects(): Subject[] {
  return [...shippedSubjects(), ...exampleSubjects()].map(printedAsLabel);
}

/** Makes fast-check print a subject in a counterexample by its label, not the whole variant and game. */
function printedAsLabel(subject: Subject): Subject {
  return Object.defineProperty(subject, fc.toStringMethod, { value: () => subject.label, enumerable: false });
}
