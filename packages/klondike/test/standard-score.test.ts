/**
 * Klondike's standard score, as Windows Solitaire keeps it: 10 a card brought to a foundation, 5 a card from the
 * waste to a column, 5 a card turned up in a column; turning the waste over costs 100 from the second pass in draw
 * one, and 20 from the fourth pass in draw three. Vegas keeps its own score.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { klondike as game } from '../src/index.js';

/** The score after each move of a line played from a deal, moves in notation. */
function scoresAlong(options: Parameters<typeof game.variant>[0], seed: number, line: string): number[] {
  const play = new Game(game.variant(options), { seed });
  return line.split(' ').map((move) => {
    play.move(move);
    return play.score;
  });
}

describe('Klondike\'s standard score', () => {
  it('deal 3, draw one: a card home is 10 with the card it uncovers 5 more, a column to column move uncovering one is 5, waste to a column 5', () => {
    expect(scoresAlong({}, 3, 't2>f2 t4>t7 t6>t5 t7>t1x2 t7>t1 t7>t4 t7>t6 d waste>f2 d waste>t1 d d waste>t6 t2>t6 t4>t2x2 t3>t4 t3>f4'))
      .toEqual([15, 20, 25, 30, 35, 40, 45, 45, 55, 55, 60, 60, 60, 65, 65, 70, 75, 90]);
  });

  it('deal 8, draw one: the first turn of the waste costs 100, since every pass after the first does', () => {
    const line = 't1>t5 d d d d waste>t1 t5>t1x2 d waste>f2 d d d waste>t6 d d d d d waste>f1 d waste>f2 d waste>f3 d d waste>t7 d d d d waste>t5 d d d waste>t7 r d waste>t5';
    expect(scoresAlong({}, 8, line).slice(-4)).toEqual([70, -30, -30, -25]);
  });

  it('draw three: the first two turns of the waste are free, the third and every later one costs 20', () => {
    const passThrough = Array.from({ length: 8 }, () => 'd').join(' ');
    const scores = scoresAlong({ draw: 3 }, 1, [passThrough, 'r', passThrough, 'r', passThrough, 'r', passThrough, 'r'].join(' '));
    expect(scores.filter((_, i) => (i + 1) % 9 === 0)).toEqual([0, 0, -20, -40]);
  });

  it('is stated as the variant\'s scoring, and Vegas keeps its own', () => {
    expect(game.variant().rules.scoring).toEqual({
      start: 0, perMove: 0, perCardToFoundation: 10, perRunLifted: 0, perWasteToTableau: 5, perCardTurnedUp: 5,
      perCardTakenBack: -5, perRedeal: -100, freeRedeals: 0,
    });
    expect(game.variant({ draw: 3 }).rules.scoring).toMatchObject({ perRedeal: -20, freeRedeals: 2 });
    expect(game.variant({ vegasScoring: true }).rules.scoring).toEqual({
      start: -52, perMove: 0, perCardToFoundation: 5, perRunLifted: 0, perWasteToTableau: 0, perCardTurnedUp: 0,
      perCardTakenBack: 0, perRedeal: 0, freeRedeals: 0,
    });
  });
});
