/**
 * Defaults are declared once (issue 33): the vocabulary's table (FIELD_RULES) states each default, and both
 * paths that fill defaults (parseVariant, and the trusted fill of shipped games) read it there. Each default
 * is changed in the table in turn: both paths must then fill the new value, and agree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseVariant } from '../src/index.js';
import { FIELD_RULES, type FieldRule } from '../src/rules/fields.js';
import { filledVariant } from '../src/rules/fill.js';
import type { VariantConfig } from '../src/rules/variant-config.js';

const TABLE = FIELD_RULES as unknown as Record<string, FieldRule & { default?: unknown }>;

/** Configs that leave out every defaulted field somewhere, each kind of rule among them. */
const CONFIGS: readonly Record<string, unknown>[] = [
  {
    id: 'waste-game', name: 'Waste game', deck: {}, layout: { tableau: [{ cards: 20 }], cells: [{ cards: 0 }], reserve: { cards: 3 } },
    rules: { tableau: { pickUp: {} }, cells: {}, foundations: {}, stock: { kind: 'draw-to-waste', waste: {} }, effects: {}, win: {}, scoring: {} },
  },
  {
    id: 'waste-built', name: 'Waste built', layout: { tableau: [{ cards: 20 }] },
    rules: { stock: { kind: 'draw-to-waste', waste: { direction: 'down' } } },
  },
  { id: 'bare', name: 'Bare', layout: { tableau: [{ cards: 52 }] } },
  { id: 'redeal', name: 'Redeal', layout: { tableau: [{ cards: 26 }, { cards: 26 }] }, rules: { tableau: { redeal: {} } } },
  { id: 'bare-rules', name: 'Bare rules', layout: { tableau: [{ cards: 52 }] }, rules: { tableau: {}, foundations: {}, stock: {} } },
  { id: 'pairs', name: 'Pairs', layout: { tableau: [{ cards: 52 }] }, rules: {
    foundations: { kind: 'pairs' }, tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } },
  } },
  { id: 'single', name: 'Single', layout: { tableau: [{ cards: 52 }] }, rules: { foundations: { kind: 'single-pile' } } },
  { id: 'runs', name: 'Runs', layout: { tableau: [{ cards: 40 }] }, rules: { foundations: { kind: 'complete-runs' }, stock: { kind: 'deal-row' } } },
  { id: 'rows', name: 'Rows', layout: { tableau: [{ cards: 40 }, { cards: 1 }] }, rules: { stock: { kind: 'deal-row', shortRow: 'middle' } } },
  // Written as the default is today, so that a changed default makes it a difference the variant records.
  { id: 'down', name: 'Down', layout: { tableau: [{ cards: 52 }] }, rules: { foundations: { direction: 'down', follow: 'suit-per-pile' } } },
  // A grid of four rows of fourteen whose first places are dealt no card: its Aces may stay or move there.
  {
    id: 'grid', name: 'Grid', layout: { tableau: Array.from({ length: 56 }, (_, i) => ({ cards: i % 14 === 0 ? 0 : 1 })) },
    rules: { tableau: { grid: { columns: 14 } }, foundations: { kind: 'none' }, win: { kind: 'rows-in-sequence' } },
  },
  {
    id: 'waste-piles', name: 'Waste piles', layout: { tableau: [{ cards: 0 }, { cards: 0 }] },
    rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } }, stock: { kind: 'draw-to-waste' } },
  },
  {
    id: 'first-card', name: 'First card', layout: { tableau: [{ cards: 20 }] },
    rules: { foundations: { base: 'first-card' }, stock: { kind: 'draw-to-waste' } },
  },
];

/** Another value the field allows, to stand in for its default. */
function otherValue(rule: FieldRule & { default?: unknown }): unknown {
  if (rule.type === 'boolean') return !rule.default;
  if (rule.type === 'choice') return rule.values.find((v) => v !== rule.default);
  if (rule.type === 'integer') return (rule.default as number) + 1;
  return `${String(rule.default)}-changed`;
}

const saved = new Map<string, unknown>();
afterEach(() => {
  for (const [path, value] of saved) TABLE[path] = { ...(TABLE[path] as FieldRule), default: value } as never;
  saved.clear();
});

/** The fields with a default and some other value to take (a cell's face-down count can only be 0). */
const DEFAULTED = Object.keys(TABLE).filter((path) => {
  const rule = TABLE[path];
  return rule?.default !== undefined && !(rule.type === 'integer' && rule.min === rule.max);
});

describe('every default is declared once, in the vocabulary\'s table', () => {
  it('has defaults to check', () => {
    expect(DEFAULTED.length).toBe(58);
  });

  it.each(DEFAULTED)('%s: changed in the table alone, parseVariant and the trusted fill both fill the new value', (path) => {
    const before = CONFIGS.map((c) => parseVariant(c));
    const rule = TABLE[path] as FieldRule & { default?: unknown };
    saved.set(path, rule.default);
    TABLE[path] = { ...rule, default: otherValue(rule) } as never;
    let changed = 0;
    CONFIGS.forEach((config, i) => {
      let checked;
      try {
        checked = parseVariant(config);
      } catch {
        return; // The other value does not fit this config (more cards than it deals, say): another one shows it.
      }
      expect(filledVariant(config as unknown as VariantConfig), String(config.id)).toEqual(checked);
      if (JSON.stringify(checked) !== JSON.stringify(before[i])) changed++;
    });
    expect(changed, 'no config showed the changed default').toBeGreaterThan(0);
  });
});
