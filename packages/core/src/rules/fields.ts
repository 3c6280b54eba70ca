/**
 * The vocabulary's fields in one table: for each field an author may write, what it allows and what it is
 * when left out. Validation reads its choices, ranges and defaults from here, so that the docs, a JSON
 * Schema or an editor's controls generated from this table describe exactly what `parseVariant` accepts.
 * What each field means, in words, is in field-docs.ts, joined to this table as `VOCABULARY_FIELDS`: the
 * validation every `Game` carries then does not carry the descriptions only the schema and the Lab show.
 */
import { SUITS } from '../cards/card.js';
import { MAX_DECKS } from '../cards/deck.js';

/**
 * The largest number of tableau piles (Red Moon's grid of four rows of fourteen). With the most cells, a foundation
 * for each suit of the most decks, a reserve, a stock and a waste, a layout then has 123 piles, within the 127 a
 * solver's move code can name (seven
 * bits a pile), leaving room for the piles of other kinds a layout may gain.
 */
export const MAX_PILES = 56;
/** The largest number of cells. */
export const MAX_CELLS = 32;
/** The largest number of 52-card decks shuffled together (the deck's own bound). */
export { MAX_DECKS };
/** The largest scoring value, either way. */
export const MAX_SCORE_STEP = 1_000_000;
/** The largest number of redeals a variant may state as a number (more is `"unlimited"`). */
export const MAX_REDEALS = 1000;

/** What one field of the vocabulary allows, without its description (a row of {@link FIELD_RULES}). */
export type FieldRule =
  | { readonly type: 'choice'; readonly values: readonly string[]; readonly default?: string }
  | { readonly type: 'integer'; readonly min: number; readonly max: number | 'cards'; readonly default?: number }
  | { readonly type: 'boolean'; readonly default?: boolean }
  | { readonly type: 'text'; readonly default?: string };

/** What one field of the vocabulary allows, and what it means in words (`doc`). */
export type FieldSpec = FieldRule & { readonly doc: string };

/**
 * Every field of a variant config with a fixed set of values or a range, keyed by its path; `[]` stands for
 * any index (`layout.tableau[].cards`). A field without `default` must be written, or (for `kind`) is the kind
 * its other fields imply. `max: 'cards'` is the pile's own card count. Each row's description is in
 * `FIELD_DOCS` (field-docs.ts), which must have a row for each path here and no other.
 * @example FIELD_RULES['rules.tableau.emptyAccepts'] // { type: 'choice', values: ['any', 'king', 'none'], default: 'any' }
 */
export const FIELD_RULES = {
  'difficulty': { type: 'choice', values: ['easy', 'medium', 'hard', 'expert'], default: 'medium' },
  'deck.decks': { type: 'integer', min: 1, max: MAX_DECKS, default: 1 },
  'deck.suits[]': { type: 'choice', values: SUITS },
  'layout.tableau[].cards': { type: 'integer', min: 0, max: 52 * MAX_DECKS },
  'layout.tableau[].faceDown': { type: 'integer', min: 0, max: 'cards', default: 0 },
  'layout.tableau[].coveredBy[]': { type: 'integer', min: 1, max: MAX_PILES },
  'layout.acesToFoundations': { type: 'boolean', default: false },
  'layout.baseCardsToFoundations': { type: 'boolean', default: false },
  'layout.baseCardsPlaced': { type: 'integer', min: 1, max: 4 * MAX_DECKS },
  'layout.kingsUnder': { type: 'boolean', default: false },
  'layout.playDuringDeal': { type: 'boolean', default: false },
  'layout.foundationCards': { type: 'integer', min: 0, max: 1, default: 0 },
  'layout.wasteCards': { type: 'integer', min: 0, max: 1, default: 0 },
  'layout.stockFaceUp': { type: 'boolean', default: false },
  'layout.reserve.cards': { type: 'integer', min: 0, max: 52 * MAX_DECKS },
  'layout.reserve.faceDown': { type: 'integer', min: 0, max: 'cards', default: 0 },
  'layout.cells[].cards': { type: 'integer', min: 0, max: 1 },
  'layout.cells[].faceDown': { type: 'integer', min: 0, max: 0, default: 0 },
  'rules.tableau.build.direction': { type: 'choice', values: ['down', 'up', 'up-or-down', 'none'], default: 'down' },
  'rules.tableau.build.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'],
    default: 'alternate-colour' },
  'rules.tableau.build.wrap': { type: 'boolean', default: false },
  'rules.tableau.pickUp.kind': { type: 'choice', values: ['top-card', 'run', 'any-face-up', 'top-or-whole-pile'], default: 'run' },
  'rules.tableau.pickUp.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'] },
  'rules.tableau.runLimit': { type: 'choice', values: ['unlimited', 'free-spaces', 'doubling-per-empty-pile'], default: 'unlimited' },
  'rules.tableau.emptyAccepts': { type: 'choice', values: ['any', 'king', 'none', 'below-base'], default: 'any' },
  'rules.tableau.maxCards': { type: 'integer', min: 1, max: 52 * MAX_DECKS },
  'rules.tableau.takesFrom': { type: 'choice', values: ['any-pile', 'waste'], default: 'any-pile' },
  'rules.tableau.redeal.times': { type: 'integer', min: 1, max: MAX_REDEALS, default: 2 },
  'rules.tableau.redeal.gather': { type: 'choice', values: ['shuffled', 'in-order'], default: 'shuffled' },
  'rules.tableau.redeal.perPile': { type: 'integer', min: 1, max: 52 * MAX_DECKS, default: 3 },
  'rules.tableau.grid.columns': { type: 'integer', min: 2, max: MAX_PILES },
  'rules.tableau.grid.aces': { type: 'choice', values: ['in-deal', 'moved-to-row-starts', 'to-row-starts', 'set-aside'],
    default: 'in-deal' },
  'rules.tableau.grid.redeals': { type: 'integer', min: 0, max: MAX_REDEALS, default: 0 },
  'rules.tableau.redeal.into': { type: 'choice', values: ['piles', 'stock'] },
  'rules.cells.accept': { type: 'choice', values: ['one-card', 'none'], default: 'one-card' },
  'rules.reserve.playsTo': { type: 'choice', values: ['anywhere', 'foundations'], default: 'anywhere' },
  'rules.foundations.kind': { type: 'choice', values: ['up-by-suit', 'complete-runs', 'pairs', 'single-pile', 'none'],
    default: 'up-by-suit' },
  'rules.foundations.takeBack': { type: 'boolean', default: false },
  'rules.foundations.direction': { type: 'choice', values: ['up', 'down'], default: 'up' },
  'rules.foundations.base': { type: 'integer', min: 1, max: 13 },
  'rules.foundations.baseChosen': { type: 'boolean', default: false },
  'rules.foundations.stepByPile': { type: 'boolean', default: false },
  'rules.foundations.wrap': { type: 'boolean', default: false },
  'rules.foundations.follow': { type: 'choice', values: ['suit-per-pile', 'same-suit', 'same-colour', 'alternate-colour', 'any-suit'],
    default: 'suit-per-pile' },
  'rules.foundations.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'],
    default: 'same-suit' },
  'rules.foundations.total': { type: 'integer', min: 2, max: 26, default: 13 },
  'rules.foundations.pairBy': { type: 'choice', values: ['total', 'equal-rank', 'higher-of-suit'], default: 'total' },
  'rules.stock.kind': { type: 'choice', values: ['none', 'deal-row', 'draw-to-waste'], default: 'none' },
  'rules.stock.emptyPiles': { type: 'choice', values: ['forbid', 'allow-if-unfillable', 'allow'], default: 'forbid' },
  'rules.stock.shortRow': { type: 'choice', values: ['leftmost', 'middle'], default: 'leftmost' },
  'rules.stock.draw': { type: 'integer', min: 1, max: 52 * MAX_DECKS, default: 1 },
  'rules.stock.redeals': { type: 'integer', min: 0, max: MAX_REDEALS, default: 0 },
  'rules.stock.placeBeforeTurning': { type: 'boolean', default: false },
  'rules.stock.waste.direction': { type: 'choice', values: ['down', 'up', 'up-or-down', 'none'], default: 'none' },
  'rules.stock.waste.match': { type: 'choice', values: ['alternate-colour', 'same-suit', 'any-suit', 'same-colour', 'other-suit'],
    default: 'any-suit' },
  'rules.stock.waste.wrap': { type: 'boolean', default: false },
  'rules.stock.waste.closedByKing': { type: 'boolean', default: false },
  'rules.effects.turnUpExposed': { type: 'boolean', default: true },
  'rules.effects.liftCompletedRuns': { type: 'boolean' },
  'rules.effects.fillFromReserve': { type: 'boolean', default: false },
  'rules.effects.fillGapsFrom': { type: 'choice', values: ['none', 'stock', 'waste', 'waste-or-stock'], default: 'none' },
  'rules.win.kind': { type: 'choice', values: ['all-on-foundations', 'tableau-cleared', 'aces-left', 'rows-in-sequence'],
    default: 'all-on-foundations' },
  'rules.scoring.start': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perMove': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perCardToFoundation': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perRunLifted': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perWasteToTableau': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perCardTurnedUp': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perCardTakenBack': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.perRedeal': { type: 'integer', min: -MAX_SCORE_STEP, max: MAX_SCORE_STEP, default: 0 },
  'rules.scoring.freeRedeals': { type: 'integer', min: 0, max: MAX_REDEALS, default: 0 },
} as const satisfies Record<string, FieldRule>;

/** A path of the vocabulary's table ({@link FIELD_RULES}, `VOCABULARY_FIELDS`). */
export type FieldPath = keyof typeof FIELD_RULES;

/** The fields each kind of a rule takes besides `kind` (in a file of its own, for the trusted path of fill.ts). */
export { KIND_FIELDS } from './kind-fields.js';

/** The paths of the table's fields that have a default. */
export type DefaultedPath = { [P in FieldPath]: (typeof FIELD_RULES)[P] extends { readonly default: unknown } ? P : never }[FieldPath];

/**
 * A field's default, read from {@link FIELD_RULES} when asked (never copied), so that every path that fills
 * defaults (`parseVariant`, the trusted fill of shipped games) fills the one the table states.
 * @example defaultOf('rules.stock.draw') // 1
 */
export function defaultOf<P extends DefaultedPath>(path: P): (typeof FIELD_RULES)[P] extends { readonly default: infer D } ? D : never {
  return (FIELD_RULES[path] as { readonly default: unknown }).default as never;
}

/** The choices of a choice field. */
export function choicesOf<P extends FieldPath>(path: P): (typeof FIELD_RULES)[P] extends { values: readonly (infer V)[] } ? readonly V[]
  : never {
  const spec: FieldRule = FIELD_RULES[path];
  if (spec.type !== 'choice') throw new Error(`${path} is not a choice field`);
  return spec.values as never;
}

