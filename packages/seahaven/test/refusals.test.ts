/**
 * The refusals a player sees, on real positions of deal 1, and what a refused move does to a game: nothing.
 */
import { describe, expect, it } from 'vitest';
import { Game, IllegalMoveError } from '@patience/core';
import { caught, layout, standard } from './support.js';

/** The first moves of a won game of deal 1 (the whole game is in game.test.ts). */
const OPENING = 't7>f4 t5>f4 t5>f4 c3>t4 t9>t10 t1>c1 c2>t1 t1>t5x2 t1>c2 t1>c3 t1>c4 t6>t1 t9>t6 t3>t9 t3>t9 c2>t3'.split(' ');

/** Deal 1 after the first `n` moves of the opening. */
function after(n: number): Game {
  const game = new Game(standard, { seed: 1 });
  for (const move of OPENING.slice(0, n)) game.move(move);
  return game;
}

describe('refusals on deal 1', () => {
  it('after 11 moves: column 1 is empty, every tower full, and only the King of clubs may move', () => {
    const game = after(11);
    expect(layout(standard, game.state)).toEqual([
      't1:',
      't2: AC 6H AH QC 7C',
      't3: TC AD 8D TS JS',
      't4: 4C 6C 3H 8C 4D 3D',
      't5: 8H 9H 9S 8S 7S',
      't6: TD JD 2D 5H KC',
      't7: 2C TH 6D 9D',
      't8: 5S 6S KD 3C 2H',
      't9: KS KH QS 4H',
      't10: 5C JC 5D 4S QH JH',
      'f1:',
      'f2:',
      'f3:',
      'f4: AS 2S 3S',
      'c1: 7H',
      'c2: 7D',
      'c3: QD',
      'c4: 9C',
    ]);
    expect(game.moves().map((m) => (m.kind === 'move' ? `${m.from}>${m.to}` : 'd'))).toEqual(['t6>t1']);
    const refusals = ['t2>t1', 'c1>t1', 't10>t1x2', 't3>t1x2', 't2>c1'].map((m) => {
      const error = game.whyIllegal(m);
      return `${m} ${error ? `${error.code}: ${error.message}` : 'legal'}`;
    });
    expect(refusals).toEqual([
      't2>t1 empty-pile-needs-king: Only a King may fill an empty column.',
      'c1>t1 empty-pile-needs-king: Only a King may fill an empty column.',
      't10>t1x2 empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.',
      't3>t1x2 not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 3 are not one.',
      't2>c1 cell-occupied: Tower 1 already holds a card.',
    ]);
  });

  it('after 16 moves: one tower free, so the run 9S 8S 7S may not go onto the 10 of spades', () => {
    const game = after(16);
    expect(layout(standard, game.state).filter((l) => /^(t5|t9|c\d):/.test(l))).toEqual([
      't5: 8H 9H 9S 8S 7S', 't9: KS KH QS JS TS', 'c1: 7H', 'c2:', 'c3: QD', 'c4: 9C',
    ]);
    const refusals = ['t5>t9x3', 't2>t1', 't9>c2x2', 't7>f1', 't3>f1x2', 'f4>t5', 'c2>t1', 't2>t2', 'd', 'r'].map((m) => {
      const error = game.whyIllegal(m);
      return `${m} ${error ? `${error.code}: ${error.message}` : 'legal'}`;
    });
    expect(refusals).toEqual([
      't5>t9x3 run-too-long: You may move at most 2 cards at once now (1 empty tower).',
      't2>t1 does-not-build: The 7 of clubs cannot go on the King of clubs: build down in suit.',
      't9>c2x2 one-card-only: A tower holds one card.',
      't7>f1 foundation-order: The 9 of diamonds cannot go on foundation 1: it takes the Ace of clubs first.',
      't3>f1x2 foundation-one-at-a-time: Cards go to a foundation one at a time.',
      'f4>t5 foundation-locked: Cards on the foundations stay there.',
      'c2>t1 empty-source: There is no card on tower 2.',
      't2>t2 same-pile: Cards cannot move onto the pile they are on.',
      'd no-stock: Seahaven Towers has no stock.',
      'r no-stock: Seahaven Towers has no waste to turn over.',
    ]);
  });

  it.each([
    [11, 't2>t1', 'empty-pile-needs-king'],
    [11, 't10>t1x2', 'empty-pile-needs-king'],
    [16, 't5>t9x3', 'run-too-long'],
    [16, 't2>t1', 'does-not-build'],
    [16, 't1>c1', 'cell-occupied'],
    [16, 't9>c2x2', 'one-card-only'],
    [16, 'f4>t5', 'foundation-locked'],
    [16, 'd', 'no-stock'],
  ])('after %i moves, Game.move(%s) throws IllegalMoveError %s and changes nothing', (n, move, code) => {
    const game = after(n);
    const save = game.save();
    const snap = game.snapshot();
    const history = game.history().map((r) => r.notation);
    const error = caught(() => game.move(move));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect((error as IllegalMoveError).code).toBe(code);
    expect((error as IllegalMoveError).message).toBe(game.whyIllegal(move)?.message);
    expect(game.save()).toEqual(save);
    expect(game.snapshot()).toEqual(snap);
    expect(game.history().map((r) => r.notation)).toEqual(history);
    expect(game.canRedo()).toBe(false);
    // tryMove refuses it the same way, as a value.
    const tried = game.tryMove(move);
    expect(tried.ok ? 'ok' : tried.error.code).toBe(code);
    expect(game.snapshot()).toEqual(snap);
  });

  it('the deal button is never live: canDeal is false and deal() throws no-stock', () => {
    const game = after(0);
    const before = game.snapshot();
    expect(game.canDeal()).toBe(false);
    expect(game.dealsLeft()).toBe(0);
    const error = caught(() => game.deal());
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(`${(error as IllegalMoveError).code}: ${(error as IllegalMoveError).message}`).toBe('no-stock: Seahaven Towers has no stock.');
    expect(game.snapshot()).toEqual(before);
  });
});
