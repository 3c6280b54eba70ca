import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deal, deckSize, describeRules, parseVariant } from '../support/everything.js';
import { VOCABULARY_FIELDS } from '../../src/rules/field-docs.js';
import { catalogueTable, fieldsTable, MISSING_RULES, missingRulesList, readCatalogue } from './catalogue.js';

const catalogue = readCatalogue();
const docs = readFileSync(new URL('../../../../docs/composing-variants.md', import.meta.url), 'utf8');

/** The text between `<!-- name -->` and `<!-- /name -->` in the docs. */
function region(name: string): string {
  const start = docs.indexOf(`<!-- ${name} -->`);
  const end = docs.indexOf(`<!-- /${name} -->`);
  expect([name, start >= 0 && end > start]).toEqual([name, true]);
  return docs.slice(start + `<!-- ${name} -->`.length, end).trim();
}

describe('the catalogue of classic games: "the measured reach"', () => {
  it('holds at least 100 games (the floor issue 37 set), each id once', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(100);
    expect(new Set(catalogue.map((e) => e.id)).size).toBe(catalogue.length);
  });

  it.each(catalogue.map((e) => [e.name, e] as const))('%s: its status agrees with what it says is missing', (_, e) => {
    expect(e.facts.length).toBeGreaterThan(20);
    for (const key of e.missing ?? []) expect(Object.keys(MISSING_RULES)).toContain(key);
    if (e.status === 'exact') expect([e.missing ?? [], e.variant !== undefined]).toEqual([[], true]);
    if (e.status === 'approximate') expect([(e.missing ?? []).length > 0, e.variant !== undefined]).toEqual([true, true]);
    if (e.status === 'not-expressible') expect([(e.missing ?? []).length > 0, e.variant === undefined]).toEqual([true, true]);
  });

  it.each(catalogue.filter((e) => e.variant !== undefined).map((e) => [e.name, e] as const))('%s parses at the first try, deals every card and has its rules text', (_, e) => {
    const variant = parseVariant(e.variant);
    expect(variant.id).toBe(e.id);
    const state = deal(variant, 1);
    expect(state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(deckSize(variant.deck));
    expect(describeRules(variant).sections.length).toBeGreaterThan(3);
  });

  it('every rule said to be missing is needed by some game', () => {
    const used = new Set(catalogue.flatMap((e) => e.missing ?? []));
    expect(Object.keys(MISSING_RULES).filter((k) => !used.has(k))).toEqual([]);
  });
});

describe('docs/composing-variants.md stays true to the catalogue and the vocabulary', () => {
  it('shows the catalogue table as the catalogue has it', () => {
    expect(region('catalogue-table')).toBe(catalogueTable(catalogue));
  });

  it('lists what the vocabulary cannot say yet as the catalogue needs it', () => {
    expect(region('cannot-say')).toBe(missingRulesList(catalogue));
  });

  it('lists every field the vocabulary can say, with its allowed values', () => {
    const can = region('can-say');
    expect(can).toBe(fieldsTable(VOCABULARY_FIELDS));
    for (const [path, spec] of Object.entries(VOCABULARY_FIELDS)) {
      expect(can, path).toContain(`\`${path}\``);
      if (spec.type === 'choice') for (const value of spec.values) expect(can, `${path} ${value}`).toContain(`\`${value}\``);
    }
  });
});
