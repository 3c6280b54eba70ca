/**
 * The game's metadata, its options API, and loading saves through gameSource.
 */
import { describe, expect, it } from 'vitest';
import { findPreset, Game, gameSource, PatienceError, VariantError } from '@patience/core';
import { seahaven, type SeahavenOptions } from '../src/index.js';
import { caught, doubling, relaxed, standard } from './support.js';

const DESCRIPTION = 'Every card in sight: ten columns built down in suit, four towers, and only Kings fill a gap.';

describe('Seahaven Towers metadata', () => {
  it('the game', () => {
    expect({
      id: seahaven.id, name: seahaven.name, family: seahaven.family, otherNames: seahaven.otherNames,
      difficulty: seahaven.difficulty, description: seahaven.description,
    }).toEqual({
      id: 'seahaven-towers', name: 'Seahaven Towers', family: 'FreeCell', otherNames: ['Seahaven'],
      difficulty: 'hard', description: DESCRIPTION,
    });
    expect(seahaven.options.map((o) => `${o.key}: ${o.choices.map((c) => c.value).join(' | ')} (default ${String(o.default)})`)).toEqual([
      'runLimit: free-spaces | doubling-per-empty-pile | unlimited (default free-spaces)',
    ]);
    expect(seahaven.tips.map((t) => t.source)).toEqual(Array.from({ length: 4 }, () => 'the Seahaven Towers rules'));
  });

  it('the presets, and the variant each builds', () => {
    expect(seahaven.presets.map((p) => [p.id, p.name, p.options])).toEqual([
      ['standard', 'Seahaven Towers', {}],
      ['doubling', 'Seahaven Towers (doubling per empty column)', { runLimit: 'doubling-per-empty-pile' }],
      ['relaxed', 'Seahaven Towers (relaxed)', { runLimit: 'unlimited' }],
    ]);
    const built = seahaven.presets.map((p) => seahaven.variant(p.options));
    expect(built).toEqual([standard, doubling, relaxed]);
    for (const variant of built) {
      expect({
        id: variant.id, name: variant.name, family: variant.family, otherNames: variant.otherNames,
        difficulty: variant.difficulty, description: variant.description, rulesVersion: variant.rulesVersion,
      }).toEqual({
        id: 'seahaven-towers', name: 'Seahaven Towers', family: 'FreeCell', otherNames: ['Seahaven'],
        difficulty: 'hard', description: DESCRIPTION, rulesVersion: '1',
      });
    }
    expect(built.map((v) => v.options)).toEqual([
      { runLimit: 'free-spaces' }, { runLimit: 'doubling-per-empty-pile' }, { runLimit: 'unlimited' },
    ]);
  });

  it('the same options give the same variant object', () => {
    expect(seahaven.variant()).toBe(standard);
    expect(seahaven.variant({})).toBe(standard);
    expect(seahaven.variant({ runLimit: 'free-spaces' })).toBe(standard);
    expect(seahaven.variant({ runLimit: 'unlimited' })).toBe(relaxed);
    expect(Object.isFrozen(standard)).toBe(true);
    expect(findPreset(seahaven, { runLimit: 'doubling-per-empty-pile' })?.id).toBe('doubling');
    expect(findPreset(seahaven, {})?.id).toBe('standard');
  });

  it('a bad option value and an unknown option are refused, naming the option', () => {
    const bad = caught(() => seahaven.variant({ runLimit: 'x' } as unknown as SeahavenOptions));
    expect(bad).toBeInstanceOf(VariantError);
    expect([(bad as VariantError).code, (bad as VariantError).field, (bad as VariantError).message]).toEqual([
      'invalid-variant', 'options.runLimit', 'options.runLimit: "x" is not one of "free-spaces", "doubling-per-empty-pile", "unlimited"',
    ]);
    const unknown = caught(() => seahaven.variant({ towers: 6 } as unknown as SeahavenOptions));
    expect(unknown).toBeInstanceOf(VariantError);
    expect([(unknown as VariantError).field, (unknown as VariantError).message]).toEqual([
      'options.towers', 'options.towers: seahaven-towers has no such option; its options are runLimit',
    ]);
  });

  it('gameSource loads a save made with a non-default option, and refuses one with a bad value', () => {
    const game = new Game(doubling, { seed: 1 });
    for (const move of ['t7>f4', 't5>f4', 't5>f4', 'c3>t4']) game.move(move);
    const save = game.save();
    expect(save).toEqual({
      format: 'patience-save', version: 1,
      variant: { id: 'seahaven-towers', rulesVersion: '1', options: { runLimit: 'doubling-per-empty-pile' } },
      seed: 1, moves: 't7>f4 t5>f4 t5>f4 c3>t4',
    });
    const loaded = Game.load(JSON.stringify(save), gameSource([seahaven]));
    expect(loaded.variant).toBe(doubling);
    expect(loaded.snapshot()).toEqual(game.snapshot());
    expect(loaded.history().map((r) => r.notation)).toEqual(['t7>f4', 't5>f4', 't5>f4', 'c3>t4']);

    const badSave = { ...save, variant: { ...save.variant, options: { runLimit: 'x' } } };
    const error = caught(() => Game.load(badSave, gameSource([seahaven])));
    expect(error).toBeInstanceOf(PatienceError);
    expect(`${(error as PatienceError).code}: ${(error as PatienceError).message}`).toBe(
      'invalid-save: This save cannot be loaded: options.runLimit: "x" is not one of "free-spaces", "doubling-per-empty-pile", "unlimited".',
    );
  });
});
