/**
 * Metadata of both games and of every preset's variant, the options API (defaults, refusals naming the
 * option, one variant object per set of options) and loading saves through `gameSource`.
 */
import { findPreset, Game, gameSource, PatienceError, VariantError } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';
import { caught } from './support.js';

const SPIDER_DESCRIPTION = 'Two decks on ten columns; build down on any suit, clear eight King-to-Ace runs of one suit.';
const SPIDERETTE_DESCRIPTION = 'One-deck Spider on seven Klondike-style columns; clear four King-to-Ace runs of one suit.';

/** The metadata fields of a variant. */
function about(game: typeof spider, options: Parameters<typeof spider.variant>[0]) {
  const v = game.variant(options);
  return {
    id: v.id, name: v.name, family: v.family, otherNames: v.otherNames, difficulty: v.difficulty,
    description: v.description, rulesVersion: v.rulesVersion, options: v.options,
  };
}

describe('Spider metadata', () => {
  it('the game', () => {
    expect({
      id: spider.id, name: spider.name, family: spider.family, otherNames: spider.otherNames,
      difficulty: spider.difficulty, description: spider.description,
    }).toEqual({
      id: 'spider', name: 'Spider', family: 'Spider', otherNames: ['Spider Solitaire'], difficulty: 'expert',
      description: SPIDER_DESCRIPTION,
    });
    expect(spider.options.map((o) => `${o.key}: ${o.choices.map((c) => String(c.value)).join('|')} (default ${String(o.default)})`)).toEqual([
      'suits: 1|2|4 (default 4)',
      'dealWithEmptyColumns: forbid|allow (default forbid)',
    ]);
    expect(spider.defaults).toEqual({ suits: 4, dealWithEmptyColumns: 'forbid' });
    expect(spider.tips.map((t) => t.source)).toEqual(Array<string>(5).fill('the Spider rules'));
  });

  it('the presets and their variants', () => {
    expect(spider.presets).toEqual([
      { id: 'standard', name: 'Spider', options: {} },
      { id: '1-suit', name: 'Spider (one suit)', options: { suits: 1 } },
      { id: '2-suits', name: 'Spider (two suits)', options: { suits: 2 } },
      { id: 'relaxed', name: 'Spider (relaxed)', options: { dealWithEmptyColumns: 'allow' } },
    ]);
    const common = { id: 'spider', family: 'Spider', otherNames: ['Spider Solitaire'], description: SPIDER_DESCRIPTION, rulesVersion: '1' };
    expect(spider.presets.map((p) => about(spider, p.options))).toEqual([
      { ...common, name: 'Spider', difficulty: 'expert', options: { suits: 4, dealWithEmptyColumns: 'forbid' } },
      { ...common, name: 'Spider (one suit)', difficulty: 'easy', options: { suits: 1, dealWithEmptyColumns: 'forbid' } },
      { ...common, name: 'Spider (two suits)', difficulty: 'medium', options: { suits: 2, dealWithEmptyColumns: 'forbid' } },
      { ...common, name: 'Spider (relaxed)', difficulty: 'expert', options: { suits: 4, dealWithEmptyColumns: 'allow' } },
    ]);
    // Each preset's name is its variant's name.
    expect(spider.presets.map((p) => spider.variant(p.options).name)).toEqual(spider.presets.map((p) => p.name));
  });

  it('names and difficulty for options no preset lists', () => {
    expect(about(spider, { suits: 1, dealWithEmptyColumns: 'allow' })).toMatchObject({ name: 'Spider (one suit, relaxed)', difficulty: 'easy' });
    expect(about(spider, { suits: 2, dealWithEmptyColumns: 'allow' })).toMatchObject({ name: 'Spider (two suits, relaxed)', difficulty: 'medium' });
    expect(findPreset(spider, { suits: 2, dealWithEmptyColumns: 'forbid' })?.id).toBe('2-suits');
    expect(findPreset(spider, { suits: 2, dealWithEmptyColumns: 'allow' })).toBeUndefined();
  });
});

describe('Spiderette metadata', () => {
  it('the game', () => {
    expect({
      id: spiderette.id, name: spiderette.name, family: spiderette.family, otherNames: spiderette.otherNames,
      difficulty: spiderette.difficulty, description: spiderette.description,
    }).toEqual({
      id: 'spiderette', name: 'Spiderette', family: 'Spider', otherNames: [], difficulty: 'expert',
      description: SPIDERETTE_DESCRIPTION,
    });
    expect(spiderette.defaults).toEqual({ suits: 4, dealWithEmptyColumns: 'forbid' });
    expect(spiderette.options.map((o) => o.key)).toEqual(['suits', 'dealWithEmptyColumns']);
    expect(spiderette.tips.map((t) => t.source)).toEqual(Array<string>(3).fill('the Spider rules'));
  });

  it('the presets and their variants', () => {
    expect(spiderette.presets).toEqual([
      { id: 'standard', name: 'Spiderette', options: {} },
      { id: '1-suit', name: 'Spiderette (one suit)', options: { suits: 1 } },
      { id: '2-suits', name: 'Spiderette (two suits)', options: { suits: 2 } },
    ]);
    const common = { id: 'spiderette', family: 'Spider', otherNames: [], description: SPIDERETTE_DESCRIPTION, rulesVersion: '1' };
    expect(spiderette.presets.map((p) => about(spiderette, p.options))).toEqual([
      { ...common, name: 'Spiderette', difficulty: 'expert', options: { suits: 4, dealWithEmptyColumns: 'forbid' } },
      { ...common, name: 'Spiderette (one suit)', difficulty: 'medium', options: { suits: 1, dealWithEmptyColumns: 'forbid' } },
      { ...common, name: 'Spiderette (two suits)', difficulty: 'hard', options: { suits: 2, dealWithEmptyColumns: 'forbid' } },
    ]);
    // Fewer columns make each suit count one step harder than in Spider.
    expect(about(spiderette, { dealWithEmptyColumns: 'allow' })).toMatchObject({ name: 'Spiderette (relaxed)', difficulty: 'expert' });
    expect(about(spiderette, { suits: 1, dealWithEmptyColumns: 'allow' })).toMatchObject({ name: 'Spiderette (one suit, relaxed)', difficulty: 'medium' });
  });
});

describe('the options API', () => {
  it('refuses a value an option does not have, naming the option', () => {
    const cases: readonly (readonly [unknown, string, string])[] = [
      [{ suits: 3 }, 'options.suits', 'options.suits: 3 is not one of 1, 2, 4'],
      [{ suits: '4' }, 'options.suits', 'options.suits: "4" is not one of 1, 2, 4'],
      [{ dealWithEmptyColumns: 'sometimes' }, 'options.dealWithEmptyColumns', 'options.dealWithEmptyColumns: "sometimes" is not one of "forbid", "allow"'],
    ];
    for (const [options, field, message] of cases) {
      for (const game of [spider, spiderette]) {
        const error = caught(() => game.variant(options as never));
        expect(error).toBeInstanceOf(VariantError);
        expect({ code: (error as VariantError).code, field: (error as VariantError).field, message: (error as VariantError).message }).toEqual({
          code: 'invalid-variant', field, message,
        });
      }
    }
  });

  it('refuses an option the game does not have', () => {
    const error = caught(() => spider.variant({ jokers: 2 } as never)) as VariantError;
    expect(error).toBeInstanceOf(VariantError);
    expect(error.field).toBe('options.jokers');
    expect(error.message).toBe('options.jokers: spider has no such option; its options are suits, dealWithEmptyColumns');
    const other = caught(() => spiderette.variant({ decks: 2 } as never)) as VariantError;
    expect(other.message).toBe('options.decks: spiderette has no such option; its options are suits, dealWithEmptyColumns');
  });

  it('gives the same variant object for the same options, defaults written or not', () => {
    expect(spider.variant()).toBe(spider.variant({}));
    expect(spider.variant()).toBe(spider.variant({ suits: 4, dealWithEmptyColumns: 'forbid' }));
    expect(spider.variant({ suits: 2 })).toBe(spider.variant({ dealWithEmptyColumns: 'forbid', suits: 2 }));
    expect(spider.variant({ suits: 2 })).not.toBe(spider.variant({ suits: 1 }));
    expect(spiderette.variant({ suits: 1 })).toBe(spiderette.variant({ suits: 1, dealWithEmptyColumns: 'forbid' }));
    expect(Object.isFrozen(spider.variant())).toBe(true);
  });
});

describe('saves through gameSource', () => {
  const source = gameSource([spider, spiderette]);

  it('loads a two-suit relaxed Spider save to the same game and the same variant object', () => {
    const variant = spider.variant({ suits: 2, dealWithEmptyColumns: 'allow' });
    const game = new Game(variant, { seed: 5 });
    for (const move of ['d', 't1>t9', 't7>t2']) game.move(move);
    const save = game.save();
    expect(save.variant).toEqual({ id: 'spider', rulesVersion: '1', options: { suits: 2, dealWithEmptyColumns: 'allow' } });
    expect(save.moves).toBe('d t1>t9 t7>t2');
    const loaded = Game.load(JSON.stringify(save), source);
    expect(loaded.variant).toBe(variant);
    expect(loaded.snapshot()).toEqual(game.snapshot());
    expect(loaded.score).toBe(497);
  });

  it('loads a one-suit Spiderette save', () => {
    const game = new Game(spiderette.variant({ suits: 1 }), { seed: 3 });
    for (const move of ['t2>t6', 't4>t7']) game.move(move);
    const loaded = Game.load(game.save(), source);
    expect(loaded.variant.name).toBe('Spiderette (one suit)');
    expect(loaded.snapshot()).toEqual(game.snapshot());
  });

  it('refuses a save with a bad option value, or for a game it does not know', () => {
    const save = new Game(spider.variant({ suits: 2 }), { seed: 5 }).save();
    const bad = { ...save, variant: { ...save.variant, options: { ...save.variant.options, suits: 3 } } };
    const error = caught(() => Game.load(JSON.stringify(bad), source)) as PatienceError;
    expect(error).toBeInstanceOf(PatienceError);
    expect(`${error.code}: ${error.message}`).toBe('invalid-save: This save cannot be loaded: options.suits: 3 is not one of 1, 2, 4.');
    const unknownOption = { ...save, variant: { ...save.variant, options: { suits: 2, jokers: true } } };
    expect((caught(() => Game.load(unknownOption, source)) as PatienceError).message).toBe(
      'This save cannot be loaded: options.jokers: spider has no such option; its options are suits, dealWithEmptyColumns.',
    );
    const foreign = { ...save, variant: { ...save.variant, id: 'klondike' } };
    const unknown = caught(() => Game.load(foreign, source)) as PatienceError;
    expect(`${unknown.code}: ${unknown.message}`).toBe('unknown-variant: This save is for a game "klondike" that is not available here.');
  });
});
