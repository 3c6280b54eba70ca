import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVariant, VariantError } from '../src/index.js';
import { KIND_FIELDS, type FieldSpec } from '../src/rules/fields.js';
import { VOCABULARY_FIELDS } from '../src/rules/field-docs.js';
import { RULES_BEYOND_THE_SCHEMA, variantSchema, type JsonSchema } from '../src/rules/schema.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike, easthavenLike } from './fixtures/spider-like.js';
import { freecell } from './fixtures/freecell.js';
import { yukon } from './fixtures/yukon.js';

const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false });
const validate = ajv.compile(variantSchema());
const FIELDS = VOCABULARY_FIELDS as Record<string, FieldSpec>;

/** The schema of a table path (`[]` for array items; a kind's field is looked up in its kind's branch). */
function schemaAt(path: string): JsonSchema {
  let node: JsonSchema = variantSchema();
  let prefix = '';
  for (const part of path.split('.')) {
    const bare = part.replace(/\[\]$/, '');
    const props = node.properties as Record<string, JsonSchema> | undefined;
    const branches = node.anyOf as JsonSchema[] | undefined;
    const kinds = (KIND_FIELDS as Record<string, Record<string, readonly string[]>>)[prefix];
    let next = props?.[bare];
    if (next === undefined && kinds && branches) {
      next = branches.map((b) => (b.properties as Record<string, JsonSchema>)[bare]).find((s) => s !== undefined);
    }
    if (next === undefined) throw new Error(`no ${bare} under ${prefix}`);
    node = part.endsWith('[]') ? (next.items as JsonSchema) : next;
    if (bare === 'redeals') node = next;
    prefix = prefix === '' ? bare : `${prefix}.${bare}`;
  }
  return node;
}

describe('variantSchema: the variant format as JSON Schema draft 2020-12, from the vocabulary table', () => {
  it('is a schema ajv compiles in strict mode, of draft 2020-12', () => {
    expect(variantSchema().$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ajv.validateSchema(variantSchema())).toBe(true);
  });

  it('gives every row of VOCABULARY_FIELDS its description, default and choices or range', () => {
    for (const [path, spec] of Object.entries(FIELDS)) {
      const s = schemaAt(path);
      expect(s.description, path).toBe(spec.doc);
      expect(s.default, path).toBe(spec.default);
      if (spec.type === 'choice') expect(s.enum, path).toEqual(spec.values);
      if (spec.type === 'integer') {
        expect(s.minimum, path).toBe(spec.min);
        if (typeof spec.max === 'number') expect(s.maximum, path).toBe(spec.max);
      }
      if (spec.type === 'boolean') expect(s.type, path).toBe('boolean');
    }
  });

  it('names the rules it cannot state in its description, and each is a field parseVariant names', () => {
    for (const rule of RULES_BEYOND_THE_SCHEMA) expect(variantSchema().description).toContain(`${rule.field}: ${rule.rule}`);
  });

  it('is the same as the copy the package ships (pnpm --filter @patience/core schema:write writes it)', () => {
    const shipped = readFileSync(fileURLToPath(new URL('../variant.schema.json', import.meta.url)), 'utf8');
    expect(shipped).toBe(`${JSON.stringify(variantSchema(), null, 2)}\n`);
  });

  it('accepts every fixture variant, both as written and as parseVariant fills it in', () => {
    for (const v of [klondike, spiderLike, easthavenLike, freecell, yukon]) {
      expect(validate(JSON.parse(JSON.stringify(v))), v.id).toBe(true);
    }
  });

  it('lets a variant file name the schema for its editor, and parseVariant reads it', () => {
    const file = { $schema: './node_modules/@patience/core/variant.schema.json', id: 'one-pile', name: 'One pile', layout: { tableau: [{ cards: 52 }] } };
    expect(validate(file)).toBe(true);
    expect(parseVariant(file).id).toBe('one-pile');
    expect(() => parseVariant({ ...file, $schema: 3 })).toThrow('$schema: expected a string, got a number');
  });

  it('accepts a foundation base set by the first card, as Canfield has, and refuses a base that is neither a rank nor "first-card"', () => {
    const canfield = { id: 'x', name: 'X', layout: { tableau: [{ cards: 51 }], foundationCards: 1 }, rules: { foundations: { base: 'first-card' } } };
    expect(parseVariant(canfield).rules.foundations).toMatchObject({ kind: 'up-by-suit', base: 'first-card' });
    expect(validate(canfield)).toBe(true);
    const wrong = { ...canfield, rules: { foundations: { base: 'first' } } };
    expect(() => parseVariant(wrong)).toThrow('did you mean "first-card"?');
    expect(validate(wrong)).toBe(false);
  });

  it('refuses what parseVariant refuses between two fields it can state: a run with no build direction, runs lifted without run foundations, a cell name with no cells', () => {
    const base = { id: 'x', name: 'X', layout: { tableau: [{ cards: 52 }] } };
    const cases = [
      { ...base, rules: { tableau: { build: { direction: 'none' } } } },
      { ...base, rules: { effects: { liftCompletedRuns: true } } },
      { ...base, rules: { foundations: { match: 'same-suit' }, effects: { liftCompletedRuns: false } } },
      { ...base, layout: { ...base.layout, cellName: 'tower' } },
      { ...base, deck: { suits: ['spades', 'hearts', 'clubs'] } },
    ];
    for (const c of cases) {
      expect(() => parseVariant(c)).toThrow(VariantError);
      expect(validate(c), JSON.stringify(c)).toBe(false);
    }
    expect(validate({ ...base, rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } } } })).toBe(true);
  });
});

// ---- The fuzzer: configs made by changing fields of written configs, generic over the table's rows. ----

const BASES: readonly unknown[] = [
  { id: 'one-pile', name: 'One pile', layout: { tableau: [{ cards: 52 }] } },
  {
    id: 'klondike', name: 'Klondike', layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) },
    rules: { tableau: { emptyAccepts: 'king' }, stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' } },
  },
  {
    id: 'spiderish', name: 'Spiderish', deck: { decks: 2, suits: ['spades', 'hearts'] },
    layout: { tableau: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5].map((cards) => ({ cards, faceDown: cards - 1 })) },
    rules: { tableau: { build: { match: 'any-suit' }, pickUp: { match: 'same-suit' } }, foundations: { kind: 'complete-runs' }, stock: { emptyPiles: 'forbid' }, scoring: { start: 500, perMove: -1 } },
  },
  {
    id: 'cells', name: 'Cells', layout: { tableau: [7, 7, 7, 7, 6, 6, 6, 6].map((cards) => ({ cards })), cells: [{ cards: 0 }, { cards: 0 }], cellName: 'tower' },
    rules: { tableau: { runLimit: 'free-spaces' }, foundations: { takeBack: true } },
  },
];

/** Values of every kind a field may be given, in range or not. */
function valuesFor(spec: FieldSpec | undefined): fc.Arbitrary<unknown> {
  const junk = fc.constantFrom<unknown>(null, 'x', 1.5, -1, 0, 1, 3, 53, 105, {}, [], true, false, 'unlimited', 'King', undefined);
  if (!spec) return junk;
  switch (spec.type) {
    case 'choice':
      return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...spec.values) }, { weight: 1, arbitrary: junk });
    case 'integer': {
      const max = spec.max === 'cards' ? 8 : spec.max;
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: spec.min, max: Math.min(max, spec.min + 12) }) }, { weight: 1, arbitrary: fc.constantFrom(spec.min - 1, max + 1, max) }, { weight: 1, arbitrary: junk });
    }
    case 'boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: junk });
    case 'text':
      return fc.oneof(fc.string(), junk);
  }
}

/** Values for the fields the table does not describe (metadata and whole objects), as JSON would give them. */
const STRUCTURAL: Readonly<Record<string, readonly unknown[]>> = {
  '$schema': ['x', 3],
  'id': ['a-b', 'A', '', 'x--y', 7],
  'name': ['', ' ', 'X'],
  'family': ['F', null],
  'otherNames': [[], ['a'], [1]],
  'description': ['d', 1],
  'options': [{}, { a: 1, b: 'x', c: true }, { a: null }, JSON.parse('{"__proto__": 1}'), []],
  'deck': [{}, null, { bogus: 1 }],
  'deck.suits': [[], ['spades'], ['spades', 'hearts'], ['spades', 'hearts', 'clubs'], ['spades', 'spades'], ['spades', 'hearts', 'diamonds', 'clubs'], ['spade']],
  'layout.tableau': [[], [{ cards: 52 }], [{ cards: 26 }, { cards: 26, faceDown: 20 }], [{ cards: 10 }], [{ cards: 60 }], [{}]],
  'layout.cells': [[], [{ cards: 0 }], [{ cards: 1 }], [{ cards: 2 }], {}],
  'layout.reserve': [{ cards: 13, faceDown: 12 }, { cards: 3, faceDown: 5 }, { cards: 0 }, {}],
  'layout.cellName': ['tower', 'free cell', 'Tower', 'a b c', ''],
  'layout.bogus': [1],
  'rules': [{}, [], null],
  'rules.tableau.build': [{}, { direction: 'none' }, { direction: 'up', match: 'same-suit' }],
  'rules.tableau.pickUp': [{}, { kind: 'top-card' }, { kind: 'any-face-up' }, { match: 'same-suit' }, { kind: 'top-card', match: 'same-suit' }, { kind: 'top-or-whole-pile' }, { kind: 'top-or-whole-pile', match: 'same-suit' }, { kind: 'x' }],
  'rules.tableau.emptyAccepts': ['kings'],
  'rules.foundations': [{}, { match: 'same-suit' }, { takeBack: true }, { match: 'same-suit', takeBack: true }, { kind: 'complete-runs', takeBack: true }],
  'rules.stock': [{}, { kind: 'none' }, { draw: 3 }, { emptyPiles: 'allow' }, { draw: 3, emptyPiles: 'allow' }, { kind: 'none', draw: 1 }, { redeals: 'unlimited' }],
  'rules.effects': [{}, { liftCompletedRuns: true }, { liftCompletedRuns: false }, { bogus: true }],
  'rules.win': [{}, { kind: 'all-on-foundations' }, { kind: 'x' }],
  'rules.scoring': [null, {}, { start: 5 }, { bogus: 1 }, 'none'],
};

const PATHS = [...Object.keys(FIELDS), ...Object.keys(STRUCTURAL)];

/** Sets (or, for undefined, deletes) the field at `path`, making the objects and arrays on the way. */
function setPath(root: Record<string, unknown>, path: string, value: unknown, index: number): void {
  const parts = path.split('.');
  let node: Record<string, unknown> | unknown[] = root;
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    const isArray = part.endsWith('[]');
    const key = isArray ? part.slice(0, -2) : part;
    const holder = node as Record<string, unknown>;
    if (last && !isArray) {
      if (value === undefined) Reflect.deleteProperty(holder, key);
      else holder[key] = value;
      return;
    }
    if (isArray) {
      if (!Array.isArray(holder[key]) || (holder[key] as unknown[]).length === 0) holder[key] = [{}];
      const list = holder[key] as unknown[];
      const at = index % list.length;
      if (last) {
        list[at] = value === undefined ? 'removed' : value;
        return;
      }
      if (typeof list[at] !== 'object' || list[at] === null || Array.isArray(list[at])) list[at] = {};
      node = list[at] as Record<string, unknown>;
    } else {
      if (typeof holder[key] !== 'object' || holder[key] === null || Array.isArray(holder[key])) holder[key] = {};
      node = holder[key] as Record<string, unknown>;
    }
  });
}

const mutation = fc.constantFrom(...PATHS).chain((path) => fc.tuple(
  fc.constant(path),
  STRUCTURAL[path] ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...STRUCTURAL[path]) }, { weight: 1, arbitrary: valuesFor(FIELDS[path]) }) : valuesFor(FIELDS[path]),
  fc.nat(40),
));

const configs = fc.tuple(fc.nat(BASES.length - 1), fc.array(mutation, { minLength: 1, maxLength: 4 })).map(([base, changes]) => {
  const config = JSON.parse(JSON.stringify(BASES[base])) as Record<string, unknown>;
  for (const [path, value, index] of changes) setPath(config, path, (JSON.parse(JSON.stringify([value])) as unknown[])[0], index);
  return config;
});

/** The refusal's field with its indexes written `[]`, as RULES_BEYOND_THE_SCHEMA names fields. */
function generic(field: string): string {
  return field.replace(/\[\d+\]/g, '[]').replace(/^layout\.cells\[\]/, 'layout.tableau[]');
}

describe('parseVariant accepts exactly what the schema describes, on fuzzed configs', () => {
  it('agrees on every config, but for the rules beyond a schema, and fills in a config the schema still accepts', () => {
    const seen = { accepted: 0, refusedByBoth: 0, beyond: 0 };
    const beyondFields = new Set(RULES_BEYOND_THE_SCHEMA.map((r) => r.field));
    fc.assert(fc.property(configs, (config) => {
      const bySchema = validate(config);
      let error: VariantError | null = null;
      let parsed: unknown = null;
      try {
        parsed = parseVariant(config);
      } catch (e) {
        if (!(e instanceof VariantError)) throw e;
        error = e;
      }
      if (error === null) {
        seen.accepted++;
        expect(bySchema, `the schema refuses what parseVariant accepts: ${JSON.stringify(config)} (${ajv.errorsText(validate.errors)})`).toBe(true);
        expect(validate(JSON.parse(JSON.stringify(parsed))), 'the filled-in variant').toBe(true);
      } else if (bySchema) {
        seen.beyond++;
        expect(beyondFields.has(generic(error.field)), `the schema accepts what parseVariant refuses, not for a rule beyond it: ${JSON.stringify(config)}: ${error.message}`).toBe(true);
      } else seen.refusedByBoth++;
    }), { numRuns: 4000, seed: 21 });
    // The fuzzer must reach both sides, or agreement proves nothing.
    expect(seen.accepted).toBeGreaterThan(400);
    expect(seen.refusedByBoth).toBeGreaterThan(400);
    expect(seen.beyond).toBeLessThan(seen.refusedByBoth);
  });
});
