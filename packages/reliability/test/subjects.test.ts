/** The suite plays every option combination of every shipped game and of every example game. */
import { describe, expect, it } from 'vitest';
import { optionCombinations } from '@patience/core';
import { SHIPPED_GAMES } from '@patience/games';
import { allSubjects } from '../src/subjects.js';

describe('the subjects', () => {
  const subjects = allSubjects();

  it('are every option combination of every shipped game, then of every example game', () => {
    expect(SHIPPED_GAMES.map(({ game }) => [game.id, optionCombinations(game).length])).toEqual([
      ['easthaven', 12], ['spider', 6], ['spiderette', 6], ['seahaven-towers', 3],
    ]);
    // Klondike's 2 × 3 × 2 combinations of draw, passes and scoring; Canfield's column moves, TriPeaks' wrap
    // and Pyramid's win two each; the other examples have no options.
    expect(subjects).toHaveLength(27 + 12 + 17);
    expect(subjects.slice(27, 29).map((s) => s.label)).toEqual([
      'klondike {"draw":1,"redeals":"unlimited","vegasScoring":false}', 'klondike {"draw":1,"redeals":"unlimited","vegasScoring":true}',
    ]);
    expect(subjects.slice(39).map((s) => s.label)).toEqual([
      'freecell {}', 'bakers-game {}', 'eight-off {}', 'yukon {}', 'russian-solitaire {}', 'scorpion {}', 'bakers-dozen {}',
      'forty-thieves {}', 'beleaguered-castle {}', 'canfield {"columnMoves":"any-run"}',
      'canfield {"columnMoves":"top-or-whole-column"}', 'golf {}', 'tripeaks {"wrap":true}',
      'tripeaks {"wrap":false}', 'pyramid {"win":"all-cards"}', 'pyramid {"win":"pyramid"}', 'meridian {}',
    ]);
  });

  it('name each variant by its game and options, the defaults first', () => {
    expect(subjects.slice(12, 18).map((s) => s.label)).toEqual([
      'spider {"suits":4,"dealWithEmptyColumns":"forbid"}', 'spider {"suits":4,"dealWithEmptyColumns":"allow"}',
      'spider {"suits":1,"dealWithEmptyColumns":"forbid"}', 'spider {"suits":1,"dealWithEmptyColumns":"allow"}',
      'spider {"suits":2,"dealWithEmptyColumns":"forbid"}', 'spider {"suits":2,"dealWithEmptyColumns":"allow"}',
    ]);
    expect(subjects.slice(24, 27).map((s) => s.variant.rules.tableau.runLimit)).toEqual(['free-spaces', 'doubling-per-empty-pile', 'unlimited']);
    expect(new Set(subjects.map((s) => s.variant)).size).toBe(56);
  });
});
