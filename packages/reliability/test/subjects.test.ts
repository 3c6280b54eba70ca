/** The suite plays every option combination of every shipped game, and core's fixtures. */
import { describe, expect, it } from 'vitest';
import { SHIPPED_GAMES } from '@patience/games';
import { allSubjects, optionCombinations } from '../src/subjects.js';

describe('the subjects', () => {
  const subjects = allSubjects();

  it('are every option combination of every shipped game, then the six fixtures', () => {
    expect(SHIPPED_GAMES.map(({ game }) => [game.id, optionCombinations(game).length])).toEqual([
      ['easthaven', 12], ['spider', 6], ['spiderette', 6], ['seahaven-towers', 3],
    ]);
    expect(subjects).toHaveLength(33);
    expect(subjects.slice(27).map((s) => s.label)).toEqual([
      'fixture klondike', 'fixture klondike-draw-3', 'fixture freecell', 'fixture yukon', 'fixture spider-like', 'fixture easthaven-like',
    ]);
  });

  it('name each variant by its game and options, the defaults first', () => {
    expect(subjects.slice(12, 18).map((s) => s.label)).toEqual([
      'spider {"suits":4,"dealWithEmptyColumns":"forbid"}', 'spider {"suits":4,"dealWithEmptyColumns":"allow"}',
      'spider {"suits":1,"dealWithEmptyColumns":"forbid"}', 'spider {"suits":1,"dealWithEmptyColumns":"allow"}',
      'spider {"suits":2,"dealWithEmptyColumns":"forbid"}', 'spider {"suits":2,"dealWithEmptyColumns":"allow"}',
    ]);
    expect(subjects.slice(24, 27).map((s) => s.variant.rules.tableau.runLimit)).toEqual(['free-spaces', 'doubling-per-empty-pile', 'unlimited']);
    expect(new Set(subjects.map((s) => s.variant)).size).toBe(33);
  });
});
