import { describe, expect, it } from 'vitest';
import { Game, IllegalMoveError, type Move } from '@patience/core';
import { deal } from '@patience/core/engine';
import { parseMoves } from '@patience/core/notation';
import { seahaven } from '@patience/seahaven';
import { markOf, solutionOffered, solutionWalk, walkPlace } from '../src/play/solution-walk.js';

const variant = seahaven.variant();
const start = deal(variant, 1);
/** The first moves of a line from deal 1 of Seahaven Towers. */
const LINE: readonly Move[] = parseMoves('t7>f4 t9>t10 t4>c1');

describe('"Show me the solution": the walk along the line', () => {
  it('finds its place by the position: at the start, after each move, after an undo, and off the line after another move', () => {
    const walk = solutionWalk(variant, start, LINE);
    const game = new Game(variant, { seed: 1 });
    expect(walkPlace(walk, game.state)).toEqual({ kind: 'on-line', done: 0, total: 3, next: LINE[0] });
    game.move(LINE[0] as Move);
    game.move(LINE[1] as Move);
    expect(walkPlace(walk, game.state)).toEqual({ kind: 'on-line', done: 2, total: 3, next: LINE[2] });
    game.undo();
    expect(walkPlace(walk, game.state)).toEqual({ kind: 'on-line', done: 1, total: 3, next: LINE[1] });
    game.redo();
    game.move(LINE[2] as Move);
    expect(walkPlace(walk, game.state)).toEqual({ kind: 'on-line', done: 3, total: 3, next: null });
    game.undo();
    game.move(game.moves().find((m) => JSON.stringify(m) !== JSON.stringify(LINE[2])) as Move);
    expect(walkPlace(walk, game.state)).toEqual({ kind: 'off-line' });
  });

  it('refuses a line that does not fit the position, with core\'s words', () => {
    expect(() => solutionWalk(variant, start, parseMoves('t4>c1 t4>c1'))).toThrow(IllegalMoveError);
  });

  it('marks the next move\'s piles and cards with the hint\'s marks, and the stock for a deal', () => {
    expect(markOf({ kind: 'move', from: 't1', to: 't4', count: 2 })).toEqual({ from: 't1', to: 't4', count: 2 });
    expect(markOf({ kind: 'deal' })).toEqual({ from: 'stock' });
  });

  it('keeps today\'s challenge unspoilt: its solution is offered once it is won; any other deal\'s at once', () => {
    expect([solutionOffered(true, false), solutionOffered(true, true), solutionOffered(false, false)]).toEqual([false, true, true]);
  });
});
