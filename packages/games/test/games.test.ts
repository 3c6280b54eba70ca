import { describe, expect, it } from 'vitest';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { spiderLessons } from '@patience/spider/lessons';
import { findShippedGame, findShippedPreset, presetName, SHIPPED_GAMES, shippedPresets } from '../src/index.js';

describe('the shipped games', () => {
  it('are the four games, each with its package and export name', () => {
    expect(SHIPPED_GAMES.map((s) => [s.game, s.pkg, s.exportName, s.names])).toEqual([
      [easthaven, '@patience/easthaven', 'easthaven', ['easthaven']],
      [spider, '@patience/spider', 'spider', ['spider']],
      [spiderette, '@patience/spider', 'spiderette', ['spiderette']],
      [seahaven, '@patience/seahaven', 'seahaven', ['seahaven-towers', 'seahaven']],
    ]);
  });

  it('carry the lessons of their packages\' /lessons subpaths', () => {
    expect(SHIPPED_GAMES.map((s) => `${s.game.id}: ${s.lessons.length}`)).toEqual([
      'easthaven: 4', 'spider: 4', 'spiderette: 4', 'seahaven-towers: 4',
    ]);
    expect(findShippedGame('spider')?.lessons).toBe(spiderLessons);
  });

  it('are found by id or by export name, in any case', () => {
    expect(findShippedGame('seahaven')?.game).toBe(seahaven);
    expect(findShippedGame('Seahaven-Towers')?.game).toBe(seahaven);
    expect(findShippedGame(' spiderette ')?.game).toBe(spiderette);
    expect(findShippedGame('klondike')).toBeUndefined();
  });
});

describe('presets', () => {
  it('are named game/preset, the standard one by the game alone', () => {
    expect(shippedPresets().map((p) => p.name)).toEqual([
      ...easthaven.presets.map((p) => presetName(easthaven, p)),
      'spider', 'spider/1-suit', 'spider/2-suits', 'spider/relaxed',
      ...spiderette.presets.map((p) => presetName(spiderette, p)),
      'seahaven-towers', 'seahaven-towers/doubling', 'seahaven-towers/relaxed',
    ]);
  });

  it('are found by name, with the game by any of its names', () => {
    const found = findShippedPreset('seahaven/relaxed');
    expect('preset' in found && [found.game, found.preset.id]).toEqual([seahaven, 'relaxed']);
    const standard = findShippedPreset('spider');
    expect('preset' in standard && standard.preset.id).toBe('standard');
  });

  it('say what there is when the name is wrong', () => {
    expect(findShippedPreset('klondike')).toEqual({
      problem: 'There is no game "klondike".',
    });
    expect(findShippedPreset('spider/3-suits')).toEqual({
      problem: 'Spider has no preset "3-suits".',
    });
    expect(findShippedPreset('spider/2-suits/x')).toEqual({ problem: 'There is no game "spider/2-suits/x".' });
  });
});
