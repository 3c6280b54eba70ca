/**
 * Hostile input, round two: text fields that flood messages or command a terminal, and names far longer than
 * any field, which once made the "did you mean" distance run for seconds.
 */
import { describe, expect, it } from 'vitest';
import { Game, parseVariant, PatienceError } from '../src/index.js';
import { escapedControls, show, TEXT_LIMITS, variantSchema } from '../src/entries/rules.js';
import { klondike } from './fixtures/klondike.js';
import { caught } from './support/engine-helpers.js';

const config = (): Record<string, unknown> => JSON.parse(JSON.stringify(klondike)) as Record<string, unknown>;
/** The message of the refusal `parseVariant` gives `input` (the test fails when it is accepted). */
const refusal = (input: unknown): string => {
  const error = caught(() => parseVariant(input));
  expect(error).toBeInstanceOf(PatienceError);
  return (error as PatienceError).message;
};

describe('text a player reads', () => {
  it('is refused with a control character in it, naming the field, the character and where it is', () => {
    expect(refusal({ ...config(), name: 'Evil\u001b[2J' })).toBe('name: holds the control character U+001B at character 5; text a player reads may not hold line breaks, tabs or other control characters');
    expect(refusal({ ...config(), description: 'Two lines.\nSecond.' })).toBe('description: holds the control character U+000A at character 11; text a player reads may not hold line breaks, tabs or other control characters');
    expect(refusal({ ...config(), otherNames: ['ok', 'a\u009bb'] })).toBe('otherNames[1]: holds the control character U+009B at character 2; text a player reads may not hold line breaks, tabs or other control characters');
    expect(refusal({ ...config(), options: { 'k\u0007': 1 } })).toBe('options["k\\u0007"]: holds the control character U+0007 at character 2; text a player reads may not hold line breaks, tabs or other control characters');
  });

  it('is refused past its length, in a message of fixed size', () => {
    expect(refusal({ ...config(), id: 'x'.repeat(10_000_000) })).toBe(`id: is 10000000 characters long; at most ${TEXT_LIMITS.id} are allowed`);
    expect(refusal({ ...config(), description: 'd'.repeat(1001) })).toBe('description: is 1001 characters long; at most 1000 are allowed');
    expect(refusal({ ...config(), options: { suits: 'v'.repeat(101) } })).toBe('options.suits: is 101 characters long; at most 100 are allowed');
  });

  it('has the same rules in the JSON Schema', () => {
    const properties = (variantSchema() as { properties: Record<string, { maxLength?: number; pattern?: string }> }).properties;
    expect(properties.name?.maxLength).toBe(100);
    expect(new RegExp(properties.name?.pattern ?? '').test('Evil\u001b[2J')).toBe(false);
    expect(new RegExp(properties.name?.pattern ?? '').test('FreeCell')).toBe(true);
    expect(new RegExp(properties.description?.pattern ?? '').test('a\nb')).toBe(false);
  });
});

describe('echoes', () => {
  it('are cut at 40 characters with every control character escaped', () => {
    expect(show('a\u001b\u009b\u007f')).toBe('"a\\u001b\\u009b\\u007f"');
    expect(escapedControls('t\tn\nend')).toBe('t\\u0009n\\u000aend');
    expect(show('k'.repeat(1_000_000))).toBe(`"${'k'.repeat(40)}…"`);
  });

  it('keep a refusal of a 10,000,000-character field name short and quick (no "did you mean" over the whole name)', () => {
    const message = refusal({ ...config(), ['k'.repeat(10_000_000)]: 1 });
    expect(message).toBe('["kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk…"]: unknown field; expected one of id, name, family, otherNames, difficulty, description, rulesVersion, options, deck, layout, rules');
    expect(() => Game.load({ format: 'patience-save', version: 1, ['k'.repeat(10_000_000)]: 1 }, parseVariant(config()))).toThrow(/\["k{40}…"\]: unknown field/);
  });
});
