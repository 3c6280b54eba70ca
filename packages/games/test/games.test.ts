import { describe, expect, it } from 'vitest';
import { canfield } from '@patience/canfield';
import { easthaven } from '@patience/easthaven';
import { bakersGame, freecell } from '@patience/freecell';
import { tripeaks } from '@patience/golf';
import { klondike } from '@patience/klondike';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { spiderLessons } from '@patience/spider/lessons';
import { CLASSIC_GAMES, findGame, findPreset, GAMES, gamePresets, presetName, SHIPPED_GAMES } from '../src/index.js';

describe('the list of every game', () => {
  it('is the four games this project was built around, then the fourteen classics, in gallery order', () => {
    expect(GAMES.map((s) => `${s.classic ? 'classic' : 'shipped'} ${s.game.id}`)).toEqual([
      'shipped easthaven', 'shipped spider', 'shipped spiderette', 'shipped seahaven-towers',
      'classic klondike', 'classic freecell', 'classic bakers-game', 'classic eight-off', 'classic yukon',
      'classic russian-solitaire', 'classic scorpion', 'classic bakers-dozen', 'classic forty-thieves',
      'classic beleaguered-castle', 'classic canfield', 'classic golf', 'classic tripeaks', 'classic pyramid',
    ]);
    expect(SHIPPED_GAMES.map((s) => s.game.id)).toEqual(['easthaven', 'spider', 'spiderette', 'seahaven-towers']);
    expect(CLASSIC_GAMES).toEqual(GAMES.slice(4));
  });

  it('gives each game its package, export name and every name it is found by', () => {
    expect(GAMES.slice(0, 7).map((s) => [s.game, s.pkg, s.exportName, s.names])).toEqual([
      [easthaven, '@patience/easthaven', 'easthaven', ['easthaven']],
      [spider, '@patience/spider', 'spider', ['spider', 'spider-solitaire']],
      [spiderette, '@patience/spider', 'spiderette', ['spiderette']],
      [seahaven, '@patience/seahaven', 'seahaven', ['seahaven-towers', 'seahaven']],
      [klondike, '@patience/klondike', 'klondike', ['klondike', 'patience', 'solitaire']],
      [freecell, '@patience/freecell', 'freecell', ['freecell']],
      [bakersGame, '@patience/freecell', 'bakersGame', ['bakers-game', 'bakersgame']],
    ]);
    expect(GAMES.map((s) => s.pkg)).toEqual([
      '@patience/easthaven', '@patience/spider', '@patience/spider', '@patience/seahaven', '@patience/klondike',
      '@patience/freecell', '@patience/freecell', '@patience/freecell', '@patience/yukon', '@patience/yukon',
      '@patience/scorpion', '@patience/bakers-dozen', '@patience/forty-thieves', '@patience/beleaguered-castle',
      '@patience/canfield', '@patience/golf', '@patience/golf', '@patience/pyramid',
    ]);
  });

  it('has no name that finds two games', () => {
    const names = GAMES.flatMap((s) => s.names);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('carries the lessons of the shipped games\' /lessons subpaths, and none for the classics', () => {
    expect(SHIPPED_GAMES.map((s) => `${s.game.id}: ${s.lessons.length}`)).toEqual([
      'easthaven: 4', 'spider: 4', 'spiderette: 4', 'seahaven-towers: 4',
    ]);
    expect(findGame('spider')?.lessons).toBe(spiderLessons);
    expect(CLASSIC_GAMES.map((s) => s.lessons.length)).toEqual(CLASSIC_GAMES.map(() => 0));
  });

  it('finds a game by id, export name or other name, in any case', () => {
    expect(findGame('seahaven')?.game).toBe(seahaven);
    expect(findGame('Seahaven-Towers')?.game).toBe(seahaven);
    expect(findGame(' spiderette ')?.game).toBe(spiderette);
    expect(findGame('Klondike')?.game).toBe(klondike);
    expect(findGame('Demon')?.game).toBe(canfield);
    expect(findGame('tri-peaks')?.game).toBe(tripeaks);
    expect(findGame('BakersGame')?.game).toBe(bakersGame);
    expect(findGame('meridian')).toBeUndefined();
  });
});

describe('presets', () => {
  it('are named game/preset, the standard one by the game alone, for every game', () => {
    const names = gamePresets().map((p) => p.name);
    expect(names.slice(0, easthaven.presets.length + 4 + spiderette.presets.length + 3)).toEqual([
      ...easthaven.presets.map((p) => presetName(easthaven, p)),
      'spider', 'spider/1-suit', 'spider/2-suits', 'spider/relaxed',
      ...spiderette.presets.map((p) => presetName(spiderette, p)),
      'seahaven-towers', 'seahaven-towers/doubling', 'seahaven-towers/relaxed',
    ]);
    expect(names.filter((n) => n.startsWith('klondike'))).toEqual(['klondike', 'klondike/draw-3', 'klondike/vegas', 'klondike/vegas-draw-3']);
    expect(names).toHaveLength(GAMES.reduce((n, s) => n + s.game.presets.length, 0));
  });

  it('are found by name, with the game by any of its names', () => {
    const found = findPreset('seahaven/relaxed');
    expect('preset' in found && [found.game, found.preset.id]).toEqual([seahaven, 'relaxed']);
    const standard = findPreset('spider');
    expect('preset' in standard && standard.preset.id).toBe('standard');
    const solitaire = findPreset('solitaire/draw-3');
    expect('preset' in solitaire && [solitaire.game, solitaire.preset.id]).toEqual([klondike, 'draw-3']);
  });

  it('say what there is when the name is wrong', () => {
    expect(findPreset('meridian')).toEqual({ problem: 'There is no game "meridian".' });
    expect(findPreset('spider/3-suits')).toEqual({ problem: 'Spider has no preset "3-suits".' });
    expect(findPreset('spider/2-suits/x')).toEqual({ problem: 'There is no game "spider/2-suits/x".' });
  });
});
