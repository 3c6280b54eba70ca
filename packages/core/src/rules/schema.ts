/**
 * The JSON Schema (draft 2020-12) of the variant config format, generated from the vocabulary's one table
 * ({@link VOCABULARY_FIELDS}) and its kinds ({@link KIND_FIELDS}): every field's type, choices, range,
 * default and description come from there, so a row added to the table appears in the schema with no change
 * here. What the table does not say (which fields are required, the metadata strings, the few rules between
 * two fields) is written once below. A test fuzzes configs and checks that `parseVariant` accepts exactly
 * what this schema describes, apart from the rules listed in {@link RULES_BEYOND_THE_SCHEMA}.
 */
import { SUITS } from '../cards/card.js';
import { NO_CONTROL_CHARACTER_PATTERN, TEXT_LIMITS } from './check.js';
import { KIND_FIELDS, MAX_CELLS, MAX_PILES, type FieldSpec } from './fields.js';
import { VOCABULARY_FIELDS } from './field-docs.js';

/** A JSON Schema, as plain JSON-ready data. */
export type JsonSchema = { readonly [key: string]: unknown };

/** The draft this module writes. */
export const JSON_SCHEMA_DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/**
 * A rule that `parseVariant` checks but a JSON Schema cannot state, since it compares a field with a sum or
 * with another field's number. A config the schema accepts may still be refused, and then only for one of
 * these, named by `field` (`[]` for any index).
 */
export interface RuleBeyondTheSchema {
  readonly field: string;
  readonly rule: string;
}

/** Every rule a JSON Schema cannot state; the schema's own description repeats them. */
export const RULES_BEYOND_THE_SCHEMA: readonly RuleBeyondTheSchema[] = [
  { field: 'layout.tableau[].faceDown', rule: "a pile's face-down cards are no more than the cards it is dealt" },
  { field: 'layout.reserve.faceDown', rule: "the reserve's face-down cards are no more than the cards it is dealt" },
  { field: 'layout', rule: 'the layout deals no more cards than the deck holds' },
  { field: 'rules.stock', rule: 'cards the layout leaves undealt need a stock' },
  { field: 'rules.tableau.build.wrap', rule: 'ranks go round the corner only when cards build on each other' },
  { field: 'rules.cells.accept', rule: 'a rule for the cells needs cells in the layout' },
  { field: 'rules.foundations.baseChosen', rule: 'a base the player chooses needs a "first-card" base nothing at the deal sets, a '
    + 'column dealt a face-up card, and a stock for the columns dealt none' },
  { field: 'rules.tableau.takesFrom', rule: 'columns fed from the waste need a draw-to-waste stock and build direction "none"' },
  { field: 'rules.stock.placeBeforeTurning', rule: 'a turned card placed before the next is turned needs a stock that draws one card' },
  { field: 'rules.reserve.playsTo', rule: 'a reserve that plays to the foundations only needs a reserve, foundations built card by card, '
    + 'and no gaps filled from it' },
  { field: 'rules.effects.fillFromReserve', rule: 'filling gaps from the reserve needs a reserve' },
  { field: 'rules.effects.fillGapsFrom', rule: 'filling gaps from the stock or the waste needs that pile, not the reserve as well, '
    + 'a card dealt to every column and no columns covering others' },
  { field: 'layout.acesToFoundations', rule: 'Aces dealt to the foundations need foundations built card by card up from the Ace' },
  { field: 'layout.baseCardsToFoundations', rule: 'the base cards dealt to the foundations need foundations built card by card, and '
    + 'neither acesToFoundations nor foundationCards as well; with a "first-card" base some column must be dealt a card' },
  { field: 'layout.baseCardsPlaced', rule: 'placing some of the Aces or base cards needs acesToFoundations or baseCardsToFoundations, '
    + 'and no more of them than the deck has' },
  { field: 'layout.playDuringDeal', rule: 'cards played home while they are dealt need foundations built card by card from a fixed '
    + 'base, no face-down tableau cards, no cards dealt after the tableau and no stock that draws to a waste' },
  { field: 'layout.foundationCards', rule: 'a card dealt to the foundations needs a "first-card" base, and not acesToFoundations as well' },
  { field: 'layout.tableau[].coveredBy',
    rule: 'a pile is covered only by other piles of the tableau, and never, through others, by itself' },
  { field: 'layout.wasteCards', rule: 'a card turned onto the waste needs a stock that draws to a waste' },
  { field: 'layout.stockFaceUp', rule: 'a stock that lies face up needs a stock' },
  { field: 'rules.stock.waste.wrap', rule: 'ranks go round the corner on the waste only when cards build on it' },
  { field: 'rules.stock.shortRow', rule: 'a short last row dealt to the middle piles needs piles that do not cover one another' },
  { field: 'rules.stock.waste.closedByKing', rule: 'a King closes the waste only when cards build on it' },
  { field: 'rules.foundations',
    rule: 'pairs foundations need columns that do not build and move only their top card, and a waste that is not built on; a grid '
      + 'has foundations only to set its Aces aside' },
  { field: 'rules.foundations.total', rule: 'pairs of equal rank add up to no set total, so take none' },
  { field: 'rules.win.kind', rule: 'a variant with no foundations is won by clearing the tableau, or a grid by its rows in sequence, '
    + 'the one win a grid has' },
  { field: 'rules.tableau.emptyAccepts',
    rule: 'a gap takes a King only where runs are headed by Kings: not under a "first-card" foundation base with builds that wrap; '
      + 'a "below-base" gap needs foundations with a base ("up-by-suit")' },
  { field: 'rules.tableau.maxCards', rule: 'no column is dealt more cards than the limit, and a limit needs no "deal-row" stock, no '
    + 'redeal and no "free-spaces" run limit' },
  { field: 'rules.tableau.redeal', rule: 'the tableau is dealt again only in a game with no stock and no piles covering others' },
  { field: 'rules.tableau.grid', rule: 'a grid takes no other tableau rule, no stock, cells or reserve, and wins by "rows-in-sequence"' },
  { field: 'rules.tableau.grid.columns', rule: "a grid's row holds its start rank to the King and one gap: 13 places from the Two, "
    + 'with the Aces set aside, and 14 from the Ace' },
  { field: 'layout.tableau', rule: 'a grid has one row of places for each set of thirteen cards, and deals every card to a place' },
  { field: 'layout.tableau[]', rule: 'a place of a grid is dealt one face-up card or none, and the first place of a row none when the '
    + 'Aces go there' },
  { field: 'rules.tableau.redeal.perPile', rule: 'the tableau gathered into the stock deals no pile a number of cards' },
  { field: 'rules.tableau.redeal.into', rule: 'the tableau gathered into the stock needs a deal-row stock that may deal onto empty piles, '
    + 'and no perPile' },
];

type Mutable = Record<string, unknown>;

/** A node of the tree the table's paths make: the field at this path, and the fields inside it. */
interface Node {
  spec?: FieldSpec;
  readonly children: Map<string, Node>;
}

function tree(): Node {
  const root: Node = { children: new Map() };
  for (const [path, spec] of Object.entries(VOCABULARY_FIELDS) as [string, FieldSpec][]) {
    let node = root;
    for (const part of path.split('.')) {
      let next = node.children.get(part);
      if (!next) {
        next = { children: new Map() };
        node.children.set(part, next);
      }
      node = next;
    }
    node.spec = spec;
  }
  return root;
}

/** The schema of one row: its type, choices or range, default and description. */
function leaf(path: string, spec: FieldSpec): Mutable {
  const out: Mutable = { description: spec.doc };
  switch (spec.type) {
    case 'choice':
      out.enum = [...spec.values];
      break;
    case 'integer': {
      out.type = 'integer';
      out.minimum = spec.min;
      // A range that ends at another field's number ("the pile's own cards") ends here at that field's own
      // largest value: the comparison itself is one of RULES_BEYOND_THE_SCHEMA.
      out.maximum = spec.max === 'cards' ? cardsMax(path) : spec.max;
      break;
    }
    case 'boolean':
      out.type = 'boolean';
      break;
    case 'text':
      out.type = 'string';
      break;
  }
  if (spec.default !== undefined) out.default = spec.default;
  return out;
}

function cardsMax(path: string): number {
  const sibling = `${path.slice(0, path.lastIndexOf('.'))}.cards`;
  const spec: FieldSpec | undefined = (VOCABULARY_FIELDS as Record<string, FieldSpec>)[sibling];
  if (spec?.type !== 'integer'
    || typeof spec.max !== 'number') throw new Error(`${path} is bounded by ${sibling}, which is not a numbered field`);
  return spec.max;
}

const TEXT = { type: 'string' } as const;

/** Text a player reads: at most `maxLength` characters, no control character (as `Reader.text` checks). */
function words(maxLength: number): Mutable {
  return { ...TEXT, maxLength, pattern: NO_CONTROL_CHARACTER_PATTERN };
}

/** Words with at least one character that is not a space, and no control character: a name. */
const NON_BLANK_WORDS = '^[^\\u0000-\\u001f\\u007f-\\u009f]*[^\\s\\u0000-\\u001f\\u007f-\\u009f][^\\u0000-\\u001f\\u007f-\\u009f]*$';

/**
 * What the table does not say, by the path of the object or array it refines: fields that are not rules
 * (metadata, the cells' name), which fields must be written, and array lengths. Merged into the generated
 * schema at that path.
 */
const REFINEMENTS: Readonly<Record<string, Mutable>> = {
  '': {
    required: ['id', 'name', 'layout'],
    properties: {
      $schema: { ...TEXT, description: 'the schema this file follows, for editors; ignored by parseVariant' },
      id: { ...TEXT, maxLength: TEXT_LIMITS.id, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
        description: 'the variant\'s id: lower-case kebab-case, such as "spider-2-suit"; a save names its variant by it' },
      name: { ...words(TEXT_LIMITS.name), pattern: NON_BLANK_WORDS, description: 'the name a player reads' },
      family: { ...words(TEXT_LIMITS.family), description: 'the family of games it belongs to; default its name' },
      otherNames: { type: 'array', maxItems: 32, items: words(TEXT_LIMITS.otherName), description: 'other names the game is known by',
        default: [] },
      description: { ...words(TEXT_LIMITS.description), description: 'one or two sentences on the game', default: '' },
      rulesVersion: { ...words(TEXT_LIMITS.rulesVersion),
        description: 'the version of these rules, so that a save made under other rules is refused', default: '1' },
      options: {
        type: 'object',
        description: 'the named options this variant was made with, such as { "suits": 2 }',
        propertyNames: { not: { const: '__proto__' }, maxLength: TEXT_LIMITS.optionName, pattern: NO_CONTROL_CHARACTER_PATTERN },
        additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: TEXT_LIMITS.optionText,
          pattern: NO_CONTROL_CHARACTER_PATTERN },
        default: {},
      },
    },
  },
  'deck': { description: 'the cards: how many decks, and the suits they take; default one deck of four suits' },
  'deck.suits': { minItems: 1, maxItems: SUITS.length, uniqueItems: true, not: { minItems: 3, maxItems: 3 } },
  'layout': {
    description: 'the opening layout: per pile, how many cards it is dealt and how many of them lie face down',
    required: ['tableau'],
    properties: {
      cellName: { ...TEXT, pattern: '^[a-z]+( [a-z]+)?$', maxLength: 24,
        description: 'what the cells are called, in lower case and singular, such as "tower"; default "cell"' },
    },
    // A name for the cells needs cells to name.
    dependentSchemas: { cellName: { required: ['cells'], properties: { cells: { minItems: 1 } } } },
  },
  'layout.tableau': { minItems: 1, maxItems: MAX_PILES, description: 'the tableau piles, left to right' },
  'layout.tableau[]': { required: ['cards'] },
  'layout.tableau[].coveredBy': { maxItems: MAX_PILES, uniqueItems: true,
    description: 'the piles that cover this one, by number from 1; default none', default: [] },
  'layout.cells': { maxItems: MAX_CELLS, description: 'the cells, each holding one card; default none', default: [] },
  'layout.cells[]': { required: ['cards'] },
  'layout.reserve': { required: ['cards'] },
  'rules': { description: 'how cards move; every rule left out takes its default' },
  'rules.foundations.base': { anyOf: [{ type: 'integer' }, { const: 'first-card' }], type: undefined },
  'rules.stock.redeals': { anyOf: [{ type: 'integer' }, { const: 'unlimited' }], type: undefined },
  'rules.tableau.redeal': { description: 'the tableau gathered and dealt again; default none (the game never redeals)' },
  'rules.tableau.grid': { description: 'the tableau as a grid of places, row by row, each holding one card or none; default none (a '
    + 'tableau of piles)' },
  'rules.tableau.redeal.times': { anyOf: [{ type: 'integer' }, { const: 'unlimited' }], type: undefined },
  'rules.tableau.redeal.perPile': { anyOf: [{ type: 'integer' }, { const: 'as-dealt' }], type: undefined },
  'rules.scoring': { type: ['object', 'null'], description: 'the score, or null for none (the default); a number left out is 0',
    default: null },
};

/** The generated schema of a node: an object of its children, an array of its `[]` child, or a leaf. */
function nodeSchema(path: string, node: Node): Mutable {
  if (node.spec) return refine(path, leaf(path, node.spec));
  const kinds = (KIND_FIELDS as Record<string, Record<string, readonly string[]>>)[path];
  const properties: Mutable = {};
  for (const [name, child] of node.children) {
    const childPath = path === '' ? name : `${path}.${name}`;
    if (name.endsWith('[]')) {
      const bare = name.slice(0, -2);
      const arrayPath = path === '' ? bare : `${path}.${bare}`;
      properties[bare] = refine(arrayPath, { type: 'array', items: nodeSchema(childPath, child) });
    } else properties[name] = nodeSchema(childPath, child);
  }
  const object = kinds ? kindObject(path, kinds, properties) : { type: 'object', properties, additionalProperties: false };
  return refine(path, object);
}

/**
 * A rule with kinds: one branch per kind, each taking `kind` and that kind's own fields. `kind` may be left
 * out when the fields say it, as `parseVariant` reads it; a field of another kind is refused.
 */
function kindObject(path: string, kinds: Record<string, readonly string[]>, properties: Mutable): Mutable {
  const { kind, ...fields } = properties as { kind?: Mutable } & Mutable;
  const branches = Object.entries(kinds).map(([name, own]) => ({
    type: 'object',
    properties: {
      kind: { const: name },
      ...Object.fromEntries(own.map((field) => {
        const schema = fields[field];
        if (schema === undefined) throw new Error(`${path}.${field} is a field of the "${name}" kind but has no row in VOCABULARY_FIELDS`);
        return [field, schema];
      })),
    },
    additionalProperties: false,
  }));
  const out: Mutable = { type: 'object', anyOf: branches };
  if (kind) {
    out.properties = { kind };
  }
  return out;
}

function refine(path: string, schema: Mutable): Mutable {
  const extra = REFINEMENTS[path];
  if (!extra) return schema;
  const out: Mutable = { ...schema };
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) Reflect.deleteProperty(out, key);
    else if (key === 'properties') out.properties = { ...(value as Mutable), ...(schema.properties as Mutable | undefined) };
    else out[key] = value;
  }
  return out;
}

function at(schema: Mutable, ...keys: string[]): Mutable {
  let node = schema;
  for (const key of keys) {
    const next = (node.properties as Mutable | undefined)?.[key];
    if (typeof next !== 'object' || next === null) throw new Error(`the schema has no field ${keys.join('.')}`);
    node = next as Mutable;
  }
  return node;
}

/** The fields of a kind as a condition: the kind written, or left out with one of its own fields written. */
function isKind(path: keyof typeof KIND_FIELDS, kind: string): Mutable {
  const own = (KIND_FIELDS[path] as Record<string, readonly string[]>)[kind] ?? [];
  return {
    anyOf: [
      { required: ['kind'], properties: { kind: { const: kind } } },
      ...own.map((field) => ({ not: { required: ['kind'] }, required: [field] })),
    ],
  };
}

/** The rules between two fields that a schema can state, as `parseVariant` checks them. */
function addCrossFieldRules(schema: Mutable): void {
  const tableau = at(schema, 'rules', 'tableau');
  // A run (and a whole pile, which moves as one run) follows the build's direction: with no direction, only
  // single cards or any face-up cards lift.
  tableau.allOf = [{
    if: { required: ['build'], properties: { build: { required: ['direction'], properties: { direction: { const: 'none' } } } } },
    then: { required: ['pickUp'], properties: { pickUp: { required: ['kind'],
      properties: { kind: { not: { enum: ['run', 'top-or-whole-pile'] } } } } } },
  }];
  // Runs are lifted off by themselves exactly when the foundations take complete runs.
  const rules = at(schema, 'rules');
  const lift = (value: boolean): Mutable => ({ properties: { effects: { properties: { liftCompletedRuns: { const: value } } } } });
  rules.allOf = [{
    if: { required: ['foundations'], properties: { foundations: isKind('rules.foundations', 'complete-runs') } },
    then: lift(true),
    else: lift(false),
  }];
}

let made: JsonSchema | null = null;

/**
 * The JSON Schema (draft 2020-12) of a variant config: what {@link parseVariant} accepts, with each field's
 * description, default and choices from {@link VOCABULARY_FIELDS}. Point an editor at it (`"$schema"` in a
 * variant file, or the editor's schema settings) to have a variant completed and checked as you type; the
 * package also ships it as `@patience/core/variant.schema.json`. A few rules between fields are beyond a
 * schema ({@link RULES_BEYOND_THE_SCHEMA}): `parseVariant` still checks those.
 * @returns the schema, frozen; the same object on every call.
 * @example variantSchema().properties.rules.properties.tableau.properties.emptyAccepts.enum // ["any", "king", "none"]
 */
export function variantSchema(): JsonSchema {
  if (made) return made;
  const body = nodeSchema('', tree());
  addCrossFieldRules(body);
  const beyond = RULES_BEYOND_THE_SCHEMA.map((r) => `${r.field}: ${r.rule}`).join('; ');
  made = deepFreeze({
    $schema: JSON_SCHEMA_DRAFT,
    title: 'Patience variant',
    description: `A patience (solitaire) variant in the rule vocabulary of @patience/core, as parseVariant reads it. Fields left out ` +
      `take their defaults. Checked by parseVariant and not by this schema: ${beyond}.`,
    ...body,
  });
  return made;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
