/**
 * @patience/core: what an app needs to play and compose patience games: the `Game` facade, variants
 * (`defineVariant`, `extendVariant`, `parseVariant`), games with named options (`defineGame`), moves and
 * cards as types, the errors, and rules as text. Everything else is behind a subpath named after its job:
 * `@patience/core/engine` (the pure functions and `GameState`), `/cards`, `/random`, `/rules`,
 * `/notation`, `/snapshot`, `/saves`, `/lessons`.
 * @packageDocumentation
 */
export { Game } from './game/game.js';
export type { LoadOptions } from './game/game.js';
export type { Change, GameEvent, GameListener, GameOptions, MoveRecord } from './game/change.js';

export { defineVariant, extendVariant } from './rules/compose.js';
export { parseVariant } from './rules/variant.js';
export type { VariantConfig, VariantOverrides } from './rules/variant-config.js';
export type { Variant } from './rules/vocabulary.js';
export { defineGame, gameSource, findPreset } from './game-definitions/game-definition.js';
export { definePrecheckedGame } from './game-definitions/prechecked.js';
export type { PrecheckedGameSpec } from './game-definitions/prechecked.js';
export { checkEveryVariant } from './game-definitions/check-every-variant.js';
export { optionCombinations } from './game-definitions/option-combinations.js';
export type {
  GameDefinition, GameSpec, GameSpecFields, GameVariantConfig, GamePreset, RuleOption, RuleOptionSpec, OptionValues,
} from './game-definitions/game-definition.js';

export type { Move, PileId, PileState, Effect } from './engine/types.js';
export type { GameStatus } from './engine/status.js';
export type { CardId, Card, Suit, Rank } from './cards/card.js';

export { PatienceError, IllegalMoveError, VariantError, isPatienceError } from './errors/errors.js';
export type { ErrorCode, MoveRefusal, Result } from './errors/errors.js';

export { describeRules, rulesMarkdown } from './text/rules-text.js';
