/**
 * The trusted path: a game made by definePrecheckedGame fills its variants' defaults without the checker, and
 * its tests check every variant with checkEveryVariant, which must catch a bad variant and any drift between
 * the two ways of filling defaults.
 */
import { describe, expect, it } from 'vitest';
import {
  checkEveryVariant, defineGame, definePrecheckedGame, Game, parseVariant, VariantError,
  type GameVariantConfig, type VariantConfig,
} from './support/everything.js';
import { filledVariant } from '../src/rules/fill.js';
import { isMadeVariant, madeVariant } from '../src/rules/made.js';
import { readCatalogue } from './catalogue/catalogue.js';
import { caught } from './support/engine-helpers.js';

type MiniOptions = { emptyColumns: 'king' | 'any'; faceDown: 2 | 3 | 4 };

const spec = {
  id: 'mini', name: 'Mini', difficulty: 'easy', description: 'Four columns of three and a stock dealt a row across.',
  options: {
    emptyColumns: { label: 'What fills an empty column', default: 'king', choices: [
      { value: 'king', label: 'A King', description: 'Only a King.' },
      { value: 'any', label: 'Any card', description: 'Any card.' }] },
    faceDown: { label: 'Cards face down in each column', default: 2, choices: [
      { value: 2, label: 'Two', description: 'Two of the three.' },
      { value: 3, label: 'Three', description: 'All three.' }] },
  },
} as const;

function miniConfig({ emptyColumns, faceDown }: MiniOptions): GameVariantConfig {
  return {
    layout: { tableau: [3, 3, 3, 3].map((cards) => ({ cards, faceDown })) },
    rules: { tableau: { emptyAccepts: emptyColumns }, stock: { kind: 'deal-row' } },
  };
}

describe('definePrecheckedGame', () => {
  it('fills each variant as defineGame does, and marks it as made by core for Game', () => {
    const trusted = definePrecheckedGame<MiniOptions>({ ...spec, config: miniConfig });
    const checked = defineGame<MiniOptions>({ ...spec, config: miniConfig });
    const variant = trusted.variant({ emptyColumns: 'any' });
    expect(JSON.stringify(variant)).toBe(JSON.stringify(checked.variant({ emptyColumns: 'any' })));
    expect(isMadeVariant(variant)).toBe(true);
    expect(Object.isFrozen(variant.layout.tableau[0])).toBe(true);
    expect(new Game(variant, { seed: 7 }).state).toEqual(new Game(checked.variant({ emptyColumns: 'any' }), { seed: 7 }).state);
  });

  it('still refuses an option the game does not have, by name', () => {
    const trusted = definePrecheckedGame<MiniOptions>({ ...spec, config: miniConfig });
    expect(caught(() => trusted.variant({ faceDown: 4 }))).toMatchObject({ field: 'options.faceDown', message: 'options.faceDown: 4 is not one of 2, 3' });
  });
});

describe('checkEveryVariant', () => {
  it('checks the variant of every combination of options and counts them', () => {
    expect(checkEveryVariant(definePrecheckedGame<MiniOptions>({ ...spec, config: miniConfig }))).toBe(4);
    expect(checkEveryVariant(defineGame<MiniOptions>({ ...spec, config: miniConfig }))).toBe(4);
  });

  it('fails on a variant the checker refuses, naming the field and the options, though the game made it without a word', () => {
    const tooMany = { value: 4, label: 'Four', description: 'More than a column holds.' } as const;
    const bad = definePrecheckedGame<MiniOptions>({ ...spec, options: { ...spec.options, faceDown: { ...spec.options.faceDown, choices: [...spec.options.faceDown.choices, tooMany] } }, config: miniConfig });
    expect(bad.variant({ faceDown: 4 }).layout.tableau[0]).toEqual({ cards: 3, faceDown: 4 });
    const error = caught(() => checkEveryVariant(bad));
    expect(error).toBeInstanceOf(VariantError);
    expect(error).toMatchObject({
      field: 'layout.tableau[0].faceDown',
      message: 'layout.tableau[0].faceDown: 4 is more than the pile\'s 3 cards (options {"emptyColumns":"king","faceDown":4})',
    });
  });

  it('fails when the game\'s variant is not the one parseVariant makes of the same config', () => {
    let calls = 0;
    const drifting = definePrecheckedGame<{ draw: 1 | 3 }>({
      id: 'drift', name: 'Drift', difficulty: 'easy', description: 'A config that changes between calls.',
      options: { draw: { label: 'Draw', default: 1, choices: [{ value: 1, label: 'One', description: 'One.' }, { value: 3, label: 'Three', description: 'Three.' }] } },
      config: ({ draw }) => ({
        layout: { tableau: [{ cards: 1 }] },
        rules: { stock: { kind: 'draw-to-waste', draw, redeals: calls++ === 0 ? 0 : 1 } },
      }),
    });
    expect(caught(() => checkEveryVariant(drifting))).toMatchObject({
      field: 'rules.stock.redeals',
      message: 'rules.stock.redeals: the game makes 0 where parseVariant makes 1 (options {"draw":1})',
    });
  });

  it('checks the spec a prechecked game skipped, naming the field', () => {
    const game = definePrecheckedGame<MiniOptions>({ ...spec, difficulty: 'tricky' as 'easy', config: miniConfig });
    expect(caught(() => checkEveryVariant(game))).toMatchObject({ field: 'difficulty' });
  });
});

describe('the trusted filling of defaults', () => {
  const configs = readCatalogue().filter((e) => e.variant !== undefined).map((e) => [e.id, e.variant as VariantConfig] as const);

  it.each(configs)('gives %s exactly the variant parseVariant gives, field by field and in order', (_, config) => {
    const filled = filledVariant(config);
    const parsed = parseVariant(config);
    expect(filled).toStrictEqual(parsed);
    expect(JSON.stringify(filled)).toBe(JSON.stringify(parsed));
  });
});

describe('the variants core made', () => {
  it('are known to a second copy of core in the same realm (its ESM and CommonJS builds both loaded, say)', async () => {
    // The same file under another URL is another module instance, as a second copy of core would be.
    const url = '../src/rules/made.js?second-copy';
    const second = await import(/* @vite-ignore */ url) as typeof import('../src/rules/made.js');
    expect(second.madeVariant).not.toBe(madeVariant);
    const variant = parseVariant({ id: 'one-pile', name: 'One pile', layout: { tableau: [{ cards: 52 }] } });
    expect(second.madeVariant(variant)).toBe(variant);
    expect(() => second.madeVariant({ ...variant })).toThrow(VariantError);
  });
});
