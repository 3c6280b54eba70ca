/**
 * @patience/core: cards, seeded deals, the rule vocabulary, the pure engine and the Game facade.
 * @packageDocumentation
 */
export {
  SUITS, CARD_ID_LIMIT, rankOf, suitOf, suitIndexOf, colourOf, colourOfSuit, cardId, cardOf, cardName, cardCode, cardLabel, rankName,
} from './cards/card.js';
export type { Suit, Rank, Colour, CardId, Card } from './cards/card.js';
export { STANDARD_DECK, deckSize, deckCards } from './cards/deck.js';
export type { DeckSpec } from './cards/deck.js';

export { MAX_SEED, isValidSeed, mulberry32, randomBelow } from './random/prng.js';
export type { RandomSource } from './random/prng.js';
export { shuffled } from './random/shuffle.js';

export type {
  BuildDirection, SuitMatch, BuildRule, PickUpRule, RunLimit, EmptyPileAccepts, TableauRules, FoundationRules,
  DealWithEmptyPiles, StockRules, AutomaticEffects, WinCondition, ScoringRules, PileLayout, Layout, Rules, Difficulty,
  OptionValue, Variant,
} from './rules/vocabulary.js';
export { checkedVariant, defineVariant, extendVariant, parseVariant } from './rules/variant.js';
export { show } from './rules/check.js';
export type { VariantConfig, VariantOverrides, DeepPartial, PileLayoutConfig, FoundationConfig, StockConfig } from './rules/variant.js';

export { PatienceError, IllegalMoveError, VariantError } from './errors/errors.js';
export type { MoveRefusal, ErrorCode, Result, Success, Refusal } from './errors/errors.js';

export type {
  TableauId, FoundationId, CellId, PileId, PileKind, Move, PileState, GameState, Effect, MoveOutcome,
} from './engine/types.js';
export { pileIds, pileName } from './engine/table.js';
export type { PileTable } from './engine/table.js';
export { pileKind, pileTable } from './engine/piles.js';
export { deal, dealCards } from './engine/deal.js';
export { legalMoves, whyIllegal, redealsLeft } from './engine/legality.js';
export { applyMove, tryApplyMove, applyLegalMove, isLegal } from './engine/apply.js';
export { isWon, isStuck, dealsLeft } from './engine/status.js';
export { safeFoundationMoves } from './engine/auto.js';
export { buildsOn, pickUpDepth, runMoveLimit } from './engine/checked-building.js';

export { formatMove, parseMove, formatMoves, parseMoves } from './notation/notation.js';
export { Game } from './game/game.js';
export type { LoadOptions } from './game/game.js';
export type { Change, GameOptions, MoveRecord } from './game/change.js';
export { readSave, MAX_SAVE_MOVES, MAX_SAVE_TEXT } from './saves/save.js';
export type { SaveData, VariantSource } from './saves/save.js';
export { snapshot, stateFromSnapshot } from './snapshot/snapshot.js';
export type { PositionSnapshot, SnapshotPile, SnapshotCard, SnapshotMove, SnapshotOptions, HiddenCard } from './snapshot/snapshot.js';
export { describeRules, rulesMarkdown } from './text/rules-text.js';
export type { RulesDescription, RulesSection } from './text/rules-text.js';
export { defineGame, gameSource, findPreset } from './games/game-definition.js';
export type {
  GameDefinition, GameSpec, GamePreset, RuleOption, OptionChoice, OptionValues, StrategyTip,
} from './games/game-definition.js';
export { startLesson, playLessonMove, nextLessonMove, lessonProgress } from './games/lesson.js';
export type { Lesson, LessonFeedback, LessonProgress } from './games/lesson.js';
export { parseCard, parseCards, parsePile, positionFromText, positionToText } from './snapshot/position-text.js';
