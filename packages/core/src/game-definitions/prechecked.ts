import { filledVariant } from '../rules/fill.js';
import { gameOf, variantConfig, type GameDefinition, type GameSpecFields, type GameVariantConfig,
  type OptionValues } from './game-definition.js';

/**
 * What {@link definePrecheckedGame} takes: a game spec in its `config` form (what each set of options changes
 * from the game), since the whole point is that core fills in the rest without the checker.
 */
export type PrecheckedGameSpec<O extends OptionValues> = GameSpecFields<O> & { readonly config: (options: O) => GameVariantConfig };

/** The spec of each game {@link definePrecheckedGame} made, for {@link checkEveryVariant}. */
const specs = new WeakMap<GameDefinition, PrecheckedGameSpec<OptionValues>>();

/**
 * Defines a game as {@link defineGame} does, but without checking its spec or its variants when they are
 * made: each variant's defaults are filled in exactly as `parseVariant` fills them, and nothing else is
 * done, so that an app that only plays the game does not carry the checker (about 5 kB gzipped). For a
 * published game package whose tests call {@link checkEveryVariant} on the game, which checks the spec and
 * every variant of every combination of options with the full checker. An app defining a game from its own
 * or its users' data uses `defineGame`, which checks everything when it runs.
 * @example
 * // src/mini.ts
 * export const mini = definePrecheckedGame<{ emptyColumns: 'king' | 'any' }>({ ...spec, config });
 * // test/mini.test.ts
 * it('has every variant checked', () => { expect(checkEveryVariant(mini)).toBe(2); });
 */
export function definePrecheckedGame<O extends OptionValues>(spec: PrecheckedGameSpec<O>): GameDefinition<O> {
  const { config } = spec;
  const game = gameOf(spec, (complete) => filledVariant(variantConfig(spec, config, complete)));
  specs.set(game, spec as unknown as PrecheckedGameSpec<OptionValues>);
  return game;
}

/** The spec a game made by {@link definePrecheckedGame} was made from; `undefined` for any other game. */
export function precheckedSpec(game: GameDefinition): PrecheckedGameSpec<OptionValues> | undefined {
  return specs.get(game);
}
