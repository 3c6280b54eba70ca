import { PatienceError, VariantError } from '../errors/errors.js';
import { fieldPath, show } from '../rules/check.js';
import { recordOptionDefaults } from '../rules/made.js';
import { defineVariant } from '../rules/compose.js';
import type { VariantConfig } from '../rules/variant-config.js';
import type { Difficulty, OptionValue, Variant } from '../rules/vocabulary.js';
import type { OptionValues } from '../rules/option-value.js';
import type { DealerName, VariantSource } from '../saves/save.js';
import { checkLessonIds, type Lesson } from './lesson-spec.js';
import { checkGameDefinition, checkGameSpec } from './spec-check.js';

export type { OptionValues } from '../rules/option-value.js';

/** One value a rule option may take, with the words a player reads. */
export interface OptionChoice<V extends OptionValue = OptionValue> {
  readonly value: V;
  /** A short label for a menu: "King or King-led run". */
  readonly label: string;
  /** What the choice means, and where it comes from: "Only a King may fill an empty column (both rule sources)." */
  readonly description: string;
}

/** A named rule option: a question the rule sources answer differently, with its default answer. */
export interface RuleOption<V extends OptionValue = OptionValue> {
  /** The key in a variant's `options`, such as `dealWithEmptyColumns`. */
  readonly key: string;
  /** The question, for a menu: "Dealing while a column is empty". */
  readonly label: string;
  readonly default: V;
  readonly choices: readonly OptionChoice<V>[];
}

/**
 * A rule option as a game spec writes it: a {@link RuleOption} whose `key` may be left out, since it is the
 * key the option is listed under in {@link GameSpec.options} (when given, it must be that key).
 */
export type RuleOptionSpec<V extends OptionValue = OptionValue> = Omit<RuleOption<V>, 'key'> & { readonly key?: string };

/**
 * What {@link GameSpec.config} returns for a set of options: a variant config without what the game already
 * says. `id`, `family`, `otherNames`, `description` and `difficulty` default to the game's own, `name` to the
 * game's name, and `options` is always the complete set of options it was called with.
 */
export type GameVariantConfig = Omit<VariantConfig, 'id' | 'name' | 'options'> & { readonly id?: string; readonly name?: string };

/** A named set of options worth listing on its own, such as Spider's "Two suits" or "Relaxed". */
export interface GamePreset<O extends OptionValues> {
  /** A kebab-case id unique within the game, used in links: `2-suits`. */
  readonly id: string;
  /** The name a gallery shows: "Spider (two suits)". */
  readonly name: string;
  readonly options: Partial<O>;
}

/** A strategy tip, with the rule document it comes from. */
export interface StrategyTip {
  readonly tip: string;
  readonly source: string;
}

/** What a game author writes, besides how to build its variants (see {@link GameSpec}). */
export interface GameSpecFields<O extends OptionValues> {
  /** The game id, which is also the id of every variant the game builds (options tell them apart). */
  readonly id: string;
  readonly name: string;
  /** Default the game's name. */
  readonly family?: string;
  /** Default none. */
  readonly otherNames?: readonly string[];
  readonly description: string;
  /** The game's difficulty with its default options; {@link GameDefinition.variant} may say otherwise. */
  readonly difficulty: Difficulty;
  /** The options, one entry per key of `O`, in the order a menu shows them; each option's `key` is its entry's key. */
  readonly options: { readonly [K in keyof O]: RuleOptionSpec<O[K]> };
  readonly presets?: readonly GamePreset<O>[];
  readonly tips?: readonly StrategyTip[];
  /**
   * The dealers whose numbered deals the game offers, the first its default; default `['patience']`, our own.
   * FreeCell and Baker's Game add `microsoft`, Windows FreeCell's numbers, which only fit a game dealt as
   * FreeCell is (one deck, eight columns dealt a row at a time).
   */
  readonly dealers?: readonly DealerName[];
  /**
   * Short guided lessons (see {@link Lesson}). Their ids are checked here (kebab-case, unique); the rest of
   * each lesson when it starts, or the whole list at once by `checkedLessons` from `@patience/core/lessons`.
   * A published game had better keep its lessons behind its own `/lessons` subpath (as the shipped games do),
   * so that an app that only plays does not bundle them.
   */
  readonly lessons?: readonly Lesson[];
}

/**
 * What a game author writes: the game's metadata, its options and how to make the variant for a complete set
 * of options, in one of two forms. `config` returns only what differs from the game (deck, layout, rules, and
 * a name or difficulty that depends on the options), and `defineGame` fills in the rest and records the
 * options; `build` returns the whole variant (made by `defineVariant` or `extendVariant`), which must have
 * the game's id and record exactly those options.
 */
export type GameSpec<O extends OptionValues> = GameSpecFields<O> & (
  | { readonly config: (options: O) => GameVariantConfig; readonly build?: never }
  | { readonly build: (options: O) => Variant; readonly config?: never }
);

/** A game with named options, as {@link defineGame} returns it. */
export interface GameDefinition<O extends OptionValues = OptionValues> {
  readonly id: string;
  readonly name: string;
  readonly family: string;
  readonly otherNames: readonly string[];
  readonly description: string;
  readonly difficulty: Difficulty;
  /** The options in menu order. */
  readonly options: readonly RuleOption[];
  /** The default value of every option. */
  readonly defaults: O;
  /** Named option sets worth listing on their own; the first is always the defaults. */
  readonly presets: readonly GamePreset<O>[];
  readonly tips: readonly StrategyTip[];
  /** The dealers whose numbered deals the game offers, `patience` (our own) first unless the spec said otherwise. */
  readonly dealers: readonly DealerName[];
  /**
   * The guided lessons given in its spec (or attached by `withLessons`), in the order a player should take
   * them; empty when it has none. The shipped games keep theirs in their `/lessons` subpaths.
   */
  readonly lessons: readonly Lesson[];
  /**
   * The variant for these options; options left out take their defaults. The same options give the
   * same (frozen) variant object.
   * @throws {@link VariantError} naming the offending option, such as `options.suits: 3 is not one of 1, 2, 4`.
   */
  variant(options?: Partial<O>): Variant;
}

/**
 * Defines a game with named rule options over a variant builder. The options are checked once here (every
 * default must be one of its choices) and again on every {@link GameDefinition.variant} call, so a bad
 * option in a link or a save is refused with the option's name. Lessons in the spec have their ids checked
 * here; the rest of each is checked by `@patience/core/lessons`, so that a game that is only played does not
 * carry the lesson checker.
 * A spec states only what differs: each option's `key` is its entry's key, and a `config` returns only the
 * variant's deck, layout and rules (and a name or difficulty that depends on the options); the variant's id,
 * family, other names, description and recorded options come from the game.
 * @example
 * const mini = defineGame<{ emptyColumns: 'king' | 'any' }>({
 *   id: 'mini', name: 'Mini', difficulty: 'easy', description: 'Four columns and a stock dealt a row across.',
 *   options: { emptyColumns: { label: 'What fills an empty column', default: 'king', choices: [
 *     { value: 'king', label: 'A King', description: 'Only a King.' },
 *     { value: 'any', label: 'Any card', description: 'Any card.' }] } },
 *   config: ({ emptyColumns }) => ({
 *     layout: { tableau: [3, 3, 3, 3].map((cards) => ({ cards, faceDown: 2 })) },
 *     rules: { tableau: { emptyAccepts: emptyColumns }, stock: { kind: 'deal-row' } },
 *   }),
 * });
 */
export function defineGame<O extends OptionValues>(spec: GameSpec<O>): GameDefinition<O> {
  checkGameSpec(spec);
  checkLessonIds(spec.id, spec.lessons ?? []);
  const { config } = spec;
  return gameOf(spec, config === undefined ? spec.build : (complete) => defineVariant(variantConfig(spec, config, complete)));
}

/**
 * The whole config of a game's variant for a complete set of options: the game's own fields are every
 * variant's defaults, and the options are recorded as given, never as written.
 */
export function variantConfig<O extends OptionValues>(spec: GameSpecFields<O>, config: (options: O) => GameVariantConfig,
  complete: O): VariantConfig {
  return {
    id: spec.id, name: spec.name, family: spec.family ?? spec.name, otherNames: spec.otherNames
      ?? [], description: spec.description, difficulty: spec.difficulty,
    ...config(complete),
    options: complete,
  };
}

/**
 * A game over a way to build its variants: its options checked (every default one of its choices), each
 * variant built once per set of options and checked to be the game's, every preset built once up front.
 */
export function gameOf<O extends OptionValues>(spec: GameSpecFields<O>, build: (options: O) => Variant): GameDefinition<O> {
  const family = spec.family ?? spec.name;
  const otherNames = spec.otherNames ?? [];
  const options: RuleOption[] = [];
  for (const [key, given] of Object.entries(spec.options) as [string, RuleOptionSpec][]) {
    if (given.key !== undefined && given.key !== key) throw new VariantError(`${fieldPath('options', key)}.key`,
      `is ${show(given.key)}; it must repeat the option's key`);
    const option: RuleOption = given.key === undefined ? Object.freeze({ ...given, key }) : (given as RuleOption);
    options.push(option);
    if (option.choices.length < 2) throw new VariantError(`${fieldPath('options', key)}.choices`, 'an option needs at least two choices');
    if (!option.choices.some((c) => c.value === option.default)) {
      throw new VariantError(`${fieldPath('options', key)}.default`, `${show(option.default)} is not one of its choices`);
    }
  }
  const defaults = Object.fromEntries(options.map((o) => [o.key, o.default])) as O;
  const built = new Map<string, Variant>();

  const variant = (given: Partial<O> = {}): Variant => {
    const complete = completeOptions(spec.id, options, given) as O;
    const cacheKey = JSON.stringify(options.map((o) => complete[o.key]));
    const cached = built.get(cacheKey);
    if (cached) return cached;
    const made = build(complete);
    if (made.id !== spec.id) throw new VariantError('id', `the variant built for game "${spec.id}" has id ${show(made.id)}`);
    for (const option of options) {
      if (made.options[option.key] !== complete[option.key]) {
        throw new VariantError(`options.${option.key}`,
          `the variant built for ${show(complete[option.key])} records ${show(made.options[option.key])}`);
      }
    }
    recordOptionDefaults(made, defaults);
    built.set(cacheKey, made);
    return made;
  };

  const presets = [{ id: 'standard', name: spec.name, options: {} }, ...(spec.presets ?? [])];
  const presetIds = new Set<string>();
  for (const preset of presets) {
    if (presetIds.has(preset.id)) throw new VariantError(`presets.${preset.id}`, 'two presets share this id');
    presetIds.add(preset.id);
    variant(preset.options);
  }
  variant();
  const lessons = spec.lessons ?? [];
  return Object.freeze({
    id: spec.id,
    name: spec.name,
    family,
    otherNames,
    description: spec.description,
    difficulty: spec.difficulty,
    options,
    defaults,
    presets,
    tips: spec.tips ?? [],
    dealers: spec.dealers ?? (['patience'] as const),
    lessons,
    variant,
  });
}

function completeOptions(gameId: string, options: readonly RuleOption[], given: unknown): Record<string, OptionValue> {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new VariantError('options', `expected an object of option values, got ${show(given)}`);
  }
  const known = new Set(options.map((o) => o.key));
  for (const key of Object.keys(given)) {
    if (!known.has(key)) {
      throw new VariantError(fieldPath('options', key), `${gameId} has no such option; its options are ${[...known].join(', ') || 'none'}`);
    }
  }
  const values = given as Record<string, unknown>;
  const complete: Record<string, OptionValue> = {};
  for (const option of options) {
    const value = values[option.key];
    if (value === undefined) {
      complete[option.key] = option.default;
      continue;
    }
    const choice = option.choices.find((c) => c.value === value);
    if (!choice) {
      throw new VariantError(`options.${option.key}`,
        `${show(value)} is not one of ${option.choices.map((c) => show(c.value)).join(', ')}`);
    }
    complete[option.key] = choice.value;
  }
  return complete;
}

/**
 * Where {@link Game.load} finds the variant of a save made with any of these games, whatever its options.
 * An unknown game gives `undefined` (the save is refused as for an unknown variant); an option the game does
 * not have, or a value it does not allow, refuses the save with the option's name.
 * @example Game.load(saved, gameSource([easthaven, spider, seahaven]))
 */
export function gameSource(games: readonly GameDefinition[]): VariantSource {
  const given: unknown = games;
  if (!Array.isArray(given)) throw new VariantError('games', `expected a list of games made by defineGame, got ${show(given)}`);
  given.forEach((game: unknown, i) => {
    checkGameDefinition(game, `games[${i}]`);
  });
  return (id, options) => {
    const game = games.find((g) => g.id === id);
    if (!game) return undefined;
    try {
      return game.variant(options);
    } catch (error) {
      if (error instanceof VariantError) throw new PatienceError('invalid-save', `This save cannot be loaded: ${error.message}.`);
      throw error;
    }
  };
}

/**
 * The preset of a game whose options match these (after defaults), if any: how a gallery or a link names
 * a variant.
 */
export function findPreset<O extends OptionValues>(game: GameDefinition<O>, options: Partial<O>): GamePreset<O> | undefined {
  const target = game.variant(options);
  return game.presets.find((p) => game.variant(p.options) === target);
}
