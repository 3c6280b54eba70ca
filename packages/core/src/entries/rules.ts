/**
 * @patience/core/rules: the rule vocabulary, every type a variant is made of, and the tools for code that
 * takes variants from elsewhere (`checkedVariant`, or `madeVariant` to take only variants core made) and words
 * untrusted values in its errors (`show`), and the JSON Schema of the variant format for editors and other tools (`variantSchema`).
 * @packageDocumentation
 */
export type {
  BuildDirection, SuitMatch, BuildRule, PickUpRule, RunLimit, EmptyPileAccepts, RedealGather, TableauRedeal, TableauRules, FoundationRules,
  WasteBuildRule, ShortRow, UpBySuitFoundations, PairsFoundation, SinglePileFoundation, PairBy, FoundationFollow, FoundationBase,
  CellRules, ReserveRules,
  DealWithEmptyPiles,
  StockRules,
  AutomaticEffects, GapFillSource, GridRules, GridAces,
  WinCondition, ScoringRules, PileLayout, TableauPileLayout, Layout, Rules, Difficulty,
  OptionValue, Variant,
} from '../rules/vocabulary.js';
export { checkedVariant } from '../rules/variant.js';
export { gridStartRank } from '../rules/grid-start-rank.js';
export { madeVariant } from '../rules/made.js';
export { cardsPlacedOnFoundations } from '../rules/placed-cards.js';
export type { VariantConfig, VariantOverrides, DeepPartial, PileLayoutConfig, TableauPileLayoutConfig, FoundationConfig, StockConfig,
  PickUpConfig } from '../rules/variant-config.js';
export { show, escapedControls, CONTROL_CHARACTER, ECHO_LIMIT, TEXT_LIMITS } from '../rules/check.js';
export { editDistance } from '../rules/nearest.js';
export { FIELD_RULES, KIND_FIELDS, MAX_CELLS, MAX_PILES, MAX_SCORE_STEP, MAX_REDEALS } from '../rules/fields.js';
export { FIELD_DOCS, VOCABULARY_FIELDS } from '../rules/field-docs.js';
export type { FieldRule, FieldSpec, FieldPath } from '../rules/fields.js';
export type { VocabularyFields } from '../rules/field-docs.js';
export { variantSchema, RULES_BEYOND_THE_SCHEMA, JSON_SCHEMA_DRAFT } from '../rules/schema.js';
export type { JsonSchema, RuleBeyondTheSchema } from '../rules/schema.js';
export type { RulesDescription, RulesSection } from '../text/rules-text.js';
export type { OptionChoice, StrategyTip } from '../game-definitions/game-definition.js';
