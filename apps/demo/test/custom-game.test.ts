/**
 * A composed variant: checked as JSON, then by core's parseVariant (the refusal names the field), then for an
 * id of its own; made into a game with no options and a manifest entry; kept in storage and read back.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { positionToText } from '@patience/core/snapshot';
import {
  checkCustomVariant, CUSTOM_VARIANT_KEY, EXAMPLE_VARIANT, forgetVariant, keepVariant, keptVariants, MAX_YOUR_VARIANTS,
  storeCustomVariant, storedCustomGame, storedCustomText, YOUR_VARIANTS_KEY,
} from '../src/custom/custom-game.js';

const SHIPPED = ['easthaven', 'spider', 'spiderette', 'seahaven-towers'];

/** The refusal of a text, or "ok". */
function refusal(text: string): string {
  const checked = checkCustomVariant(text, SHIPPED);
  return checked.ok ? 'ok' : checked.error;
}

describe('checking a composed variant', () => {
  it('accepts the example, FreeCell, as a game of its own id with no options and one preset', () => {
    const checked = checkCustomVariant(EXAMPLE_VARIANT, SHIPPED);
    if (!checked.ok) throw new Error(checked.error);
    const { variant, definition, info } = checked.game;
    expect(variant).toEqual(parseVariant(JSON.parse(EXAMPLE_VARIANT)));
    expect(definition.variant()).toBe(variant);
    expect([definition.id, definition.name, definition.family, definition.difficulty]).toEqual(['my-freecell', 'My FreeCell', 'FreeCell', 'easy']);
    expect(definition.options).toEqual([]);
    expect(info.presets.map((p) => [p.id, p.name])).toEqual([['standard', 'My FreeCell']]);
    const mini = info.presets[0]?.miniature;
    expect([mini?.tableau.map((t) => t.up.length), mini?.cells.length, mini?.foundations, mini?.stock]).toEqual([[7, 7, 7, 7, 6, 6, 6, 6], 4, 4, null]);
    expect(positionToText(variant, deal(variant, 1))[0]).toMatch(/^t1: (\S+ ){6}\S+$/);
  });

  it('refuses text that is not JSON', () => {
    expect(refusal('{ "id": ')).toMatch(/^This is not JSON: /);
    expect(refusal('')).toMatch(/^This is not JSON: /);
  });

  it('refuses a variant core refuses, with the field core names', () => {
    expect(refusal('null')).toBe('variant: expected an object, got null');
    expect(refusal('[]')).toBe('variant: expected an object, got an array');
    expect(refusal('{ "id": "x" }')).toBe('name: expected a string, got nothing');
    expect(refusal('{ "id": "My Game", "name": "Mine" }')).toBe('id: "My Game" is not lower-case kebab-case, such as "spider-2-suit"');
    expect(refusal('{ "id": "mine", "name": "Mine", "layout": { "tableau": [{ "cards": 60, "faceDown": 0 }] } }'))
      .toBe('layout: deals 60 cards but the deck has only 52');
    expect(refusal(EXAMPLE_VARIANT.replace('"easy"', '"trivial"'))).toMatch(/^difficulty: /);
  });

  it('refuses the id of a shipped game, which is that game\'s address in the app', () => {
    expect(refusal(EXAMPLE_VARIANT.replace('"my-freecell"', '"spider"')))
      .toBe('id: "spider" is a shipped game\'s id; give your variant an id of its own.');
  });
});

describe('keeping a composed variant', () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  beforeEach(() => {
    const items = new Map<string, string>();
    const fake = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => { items.set(key, value); },
      removeItem: (key: string) => { items.delete(key); },
    };
    Object.defineProperty(globalThis, 'localStorage', { value: fake, configurable: true });
  });
  afterEach(() => {
    if (saved) Object.defineProperty(globalThis, 'localStorage', saved);
    else Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('stores the text and reads the game back by its id, and only by its id', () => {
    expect(storedCustomText()).toBeNull();
    expect(storedCustomGame('my-freecell')).toBeNull();
    expect(storeCustomVariant(EXAMPLE_VARIANT)).toBe(true);
    expect(localStorage.getItem(CUSTOM_VARIANT_KEY)).toBe(JSON.stringify(EXAMPLE_VARIANT));
    expect(storedCustomText()).toBe(EXAMPLE_VARIANT);
    expect(storedCustomGame('my-freecell')?.variant.name).toBe('My FreeCell');
    expect(storedCustomGame('freecell')).toBeNull();
    // Read twice, the same text gives the same game: one variant object for the page and the loader.
    expect(storedCustomGame('my-freecell')).toBe(storedCustomGame('my-freecell'));
    storeCustomVariant(EXAMPLE_VARIANT.replace('"My FreeCell"', '"FreeCell again"'));
    expect(storedCustomGame('my-freecell')?.variant.name).toBe('FreeCell again');
  });

  it('reads nothing from a stored entry that is not a valid variant\'s text', () => {
    localStorage.setItem(CUSTOM_VARIANT_KEY, JSON.stringify({ id: 'my-freecell' }));
    expect(storedCustomText()).toBeNull();
    localStorage.setItem(CUSTOM_VARIANT_KEY, JSON.stringify('{ "id": "my-freecell" }'));
    expect(storedCustomText()).toBe('{ "id": "my-freecell" }');
    expect(storedCustomGame('my-freecell')).toBeNull();
    localStorage.setItem(CUSTOM_VARIANT_KEY, '{not json');
    expect(storedCustomGame('my-freecell')).toBeNull();
  });
  it('keeps variants under Your variants, newest first, one per id, and opens each by its id', () => {
    const mine = (id: string, name: string): string => EXAMPLE_VARIANT.replace('"my-freecell"', `"${id}"`).replace('"My FreeCell"', `"${name}"`);
    for (const [id, name] of [['one', 'One'], ['two', 'Two'], ['one', 'One again']] as const) {
      const checked = checkCustomVariant(mine(id, name), SHIPPED);
      if (!checked.ok) throw new Error(checked.error);
      expect(keepVariant(checked.game)).toBe(true);
    }
    expect(keptVariants().map((k) => JSON.parse(k.text) as { name: string }).map((v) => v.name)).toEqual(['One again', 'Two']);
    expect(keptVariants()[0]?.miniature.tableau).toHaveLength(8);
    expect(storedCustomGame('two')?.variant.name).toBe('Two');
    forgetVariant('two');
    expect(storedCustomGame('two')).toBeNull();
    expect(MAX_YOUR_VARIANTS).toBe(24);
  });

  it('drops stored entries of the wrong shape one by one, and reads nothing from a damaged list', () => {
    const good = { text: EXAMPLE_VARIANT, miniature: { tableau: [{ down: 0, up: ['AS'] }], cells: [], foundations: 4, stock: null } };
    localStorage.setItem(YOUR_VARIANTS_KEY, JSON.stringify([good, { text: 3 }, { text: 'x', miniature: { tableau: 'no' } }, null, { ...good, miniature: { ...good.miniature, stock: 'many' } }]));
    expect(keptVariants()).toEqual([good]);
    localStorage.setItem(YOUR_VARIANTS_KEY, '{not json');
    expect(keptVariants()).toEqual([]);
    localStorage.setItem(YOUR_VARIANTS_KEY, JSON.stringify({ text: EXAMPLE_VARIANT }));
    expect(keptVariants()).toEqual([]);
  });
});
