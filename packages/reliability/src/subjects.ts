/**
 * What the reliability suite plays: every shipped game with every combination of its option values, and
 * core's test fixtures (Klondike draw 1 and draw 3, FreeCell, Yukon, the Spider-like and Easthaven-like
 * shapes). Each subject knows where {@link Game.load} finds its variant again, so saves are loaded the way
 * an app loads them.
 */
import fc from 'fast-check';
import { gameSource, parseVariant, type GameDefinition, type OptionValues, type Variant } from '@patience/core';
import type { VariantSource } from '@patience/core/saves';
import { SHIPPED_GAMES } from '@patience/games';
import { freecell } from '../../core/test/fixtures/freecell.js';
import { klondike, klondikeDraw3 } from '../../core/test/fixtures/klondike.js';
import { easthavenLike, spiderLike } from '../../core/test/fixtures/spider-like.js';
import { yukon } from '../../core/test/fixtures/yukon.js';

/** One variant under test, with a label that names it exactly (game and options) for failure messages. */
export interface Subject {
  /** `easthaven {"emptyColumns":"any",...}` or `fixture klondike`: enough to build the variant again. */
  readonly label: string;
  readonly variant: Variant;
  /** Where a save of this variant is loaded from. */
  readonly source: VariantSource;
  /** The game that built the variant, for shipped games. */
  readonly game?: GameDefinition;
  /** The options it was built with, for shipped games. */
  readonly options?: OptionValues;
}

/** Every combination of a game's option values, the defaults' combination first. */
export function optionCombinations(game: GameDefinition): OptionValues[] {
  let combos: Record<string, OptionValues[string]>[] = [{}];
  for (const option of game.options) {
    const values = [option.default, ...option.choices.map((c) => c.value).filter((v) => v !== option.default)];
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [option.key]: value })));
  }
  return combos;
}

/** The shipped games, each with every combination of its options. */
export function shippedSubjects(): Subject[] {
  return SHIPPED_GAMES.flatMap(({ game }) => {
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

/**
 * Core's fixtures. They are built by core's source (they live in its tests), so they are read back through
 * the published build's own {@link parseVariant}, as any JSON variant would be.
 */
export function fixtureSubjects(): Subject[] {
  return [klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike].map((fixture): Subject => {
    const variant = parseVariant(JSON.parse(JSON.stringify(fixture)));
    return { label: `fixture ${variant.id}`, variant, source: variant };
  });
}

/** Every subject: the shipped games' option combinations, then the fixtures. */
export function allSubjects(): Subject[] {
  return [...shippedSubjects(), ...fixtureSubjects()].map(printedAsLabel);
}

/** Makes fast-check print a subject in a counterexample by its label, not the whole variant and game. */
function printedAsLabel(subject: Subject): Subject {
  return Object.defineProperty(subject, fc.toStringMethod, { value: () => subject.label, enumerable: false });
}
