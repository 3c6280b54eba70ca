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

export { defineVariant, extendVariant, parseVariant } from './rules/variant.js';
export type { VariantConfig, VariantOverrides } from './rules/variant.js';
export type { Variant } from './rules/vocabulary.js';
export { defineGame, gameSource, findPreset } from './games/game-definition.js';
export { definePrecheckedGame } from './games/prechecked.js';
export type { PrecheckedGameSpec } from './games/prechecked.js';
export { checkEveryVariant } from './games/check-every-variant.js';
export { optionCombinations } from './games/option-combinations.js';
export type {
  GameDefinition, GameSpec, GameSpecFields, GameVariantConfig, GamePreset, RuleOption, RuleOptionSpec, OptionValues,
} from './games/game-definition.js';

export type { Move, PileId, PileState, Effect } from './engine/types.js';
export type { GameStatus } from './engine/status.js';
export type { CardId, Card, Suit, Rank } from './cards/card.js';

export { PatienceError, IllegalMoveError, VariantError, isPatienceError } from './errors/errors.js';
export type { ErrorCode, MoveRefusal, Result } from './errors/errors.js';

export { describeRules, rulesMarkdown } from './text/rules-text.js';
