/**
 * A whole game of deal 1, won through the Game facade: 76 moves by hand, then Game.autoPlay takes the last
 * nine cards home. The line was found by a search over the legal moves and is replayed here move by move.
 */
import { describe, expect, it } from 'vitest';
import { Game, gameSource } from '@patience/core';
import { applyMove, isStuck, isWon, safeFoundationMoves } from '@patience/core/engine';
import { formatMoves } from '@patience/core/notation';
import { seahaven } from '../src/index.js';
import { layout, moveList, movesTo, position, standard, STILL, TOWERS_FULL } from './support.js';

const FIRST_12 = 't7>f4 t5>f4 t5>f4 c3>t4 t9>t10 t1>c1 c2>t1 t1>t5x2 t1>c2 t1>c3 t1>c4 t6>t1'.split(' ');
const NEXT_8 = 't9>t6 t3>t9 t3>t9 c2>t3 t3>t7x2 t3>f2 c4>t3 t5>t9x3'.split(' ');
const MIDGAME = (
  't1>c2 t2>c4 c2>t1 t2>t1 t2>f3 t8>f3 t6>t2x2 t6>f2 t4>f2 t4>f2 c4>t4 t4>t3x2 t4>f3 t2>f3 t2>f3 t2>f3 t2>f1 '
  + 'c1>f3 t4>t3 t8>t4 c3>t8 t6>t8 t6>t8 t7>t8x3 t7>t8 t5>t7 t5>f3 t7>f3 t7>f3 t7>f1 t4>f1 t4>f1 t10>f3 t10>f3 '
  + 't10>f4 t10>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>t9 t8>f4 t9>f4 t9>f4 t9>f4 t9>f4 t9>f4 '
  + 't9>f4 t9>f4 t9>f3 t9>f4 t10>t1'
).split(' ');

describe('a game of deal 1 through the Game facade', () => {
  it('is won in 85 moves, with undo, redo, save and load on the way', () => {
    const game = new Game(standard, { seed: 1 });

    // The Ace of spades is free: autoPlay sends it home, and the 2 and 3 of spades it uncovers.
    expect(game.autoPlay().map((r) => r.notation)).toEqual(FIRST_12.slice(0, 3));
    for (const move of FIRST_12.slice(3)) game.move(move);
    // Column 1 was emptied into the towers and the King of clubs filled it; every tower is full, so the only
    // move left is the 4 of hearts onto the 5.
    expect(layout(standard, game.state)).toEqual([
      't1: KC',
      't2: AC 6H AH QC 7C',
      't3: TC AD 8D TS JS',
      't4: 4C 6C 3H 8C 4D 3D',
      't5: 8H 9H 9S 8S 7S',
      't6: TD JD 2D 5H',
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
    expect(formatMoves(game.moves())).toBe('t9>t6');

    for (const move of NEXT_8.slice(0, 4)) game.move(move);
    // One tower free: the run 9S 8S 7S is one card too long for the 10 of spades.
    expect(game.whyIllegal('t5>t9x3')?.code).toBe('run-too-long');
    for (const move of NEXT_8.slice(4)) game.move(move);
    // With two towers free it goes.
    expect(layout(standard, game.state)).toEqual([
      't1: KC',
      't2: AC 6H AH QC 7C',
      't3: TC 9C',
      't4: 4C 6C 3H 8C 4D 3D',
      't5: 8H 9H',
      't6: TD JD 2D 5H 4H',
      't7: 2C TH 6D 9D 8D 7D',
      't8: 5S 6S KD 3C 2H',
      't9: KS KH QS JS TS 9S 8S 7S',
      't10: 5C JC 5D 4S QH JH',
      'f1:',
      'f2: AD',
      'f3:',
      'f4: AS 2S 3S',
      'c1: 7H',
      'c2:',
      'c3: QD',
      'c4:',
    ]);
    expect(formatMoves(game.moves())).toBe(
      't1>c2 t1>c4 t2>c2 t2>c4 t3>c2 t3>c4 t4>c2 t4>c4 t5>c2 t5>c4 t6>c2 t6>c4 t7>c2 t7>c4 t8>c2 t8>c4 '
      + 't9>c2 t9>c4 t10>c2 t10>c4 c1>c2 c1>c4 c3>c2 c3>c4',
    );
    expect(game.history().map((r) => r.notation)).toEqual([...FIRST_12, ...NEXT_8]);
    const at20 = game.snapshot();

    // Undo two moves: the run is back on column 5 and the 9 of clubs in tower 4.
    expect(game.undo()?.notation).toBe('t5>t9x3');
    expect(game.undo()?.notation).toBe('c4>t3');
    expect(layout(standard, game.state).filter((l) => /^(t3|t5|t9|c4):/.test(l))).toEqual([
      't3: TC', 't5: 8H 9H 9S 8S 7S', 't9: KS KH QS JS TS', 'c4: 9C',
    ]);
    expect([game.canUndo(), game.canRedo(), game.state.movesMade]).toEqual([true, true, 18]);
    expect(game.redo()?.notation).toBe('c4>t3');
    expect(game.redo()?.notation).toBe('t5>t9x3');
    expect(game.canRedo()).toBe(false);
    expect(game.snapshot()).toEqual(at20);

    // Save and load: the same position, the same history.
    const saved = JSON.stringify(game.save());
    const loaded = Game.load(saved, gameSource([seahaven]));
    expect(loaded.snapshot()).toEqual(at20);
    expect(loaded.history().map((r) => r.notation)).toEqual(game.history().map((r) => r.notation));

    for (const move of MIDGAME) loaded.move(move);
    // Three suits home; the clubs wait in three columns, and every move left to the foundation is safe.
    expect(layout(standard, loaded.state)).toEqual([
      't1: KC QC JC',
      't2:',
      't3: TC 9C 8C 7C 6C',
      't4:',
      't5:',
      't6:',
      't7:',
      't8:',
      't9:',
      't10: 5C',
      'f1: AC 2C 3C 4C',
      'f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
      'f3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
      'f4: AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS',
      'c1:',
      'c2:',
      'c3:',
      'c4:',
    ]);
    // A King-led run fills an empty column; four empty towers carry five cards.
    expect(formatMoves(loaded.moves())).toBe(
      't1>t2x3 t1>t4x3 t1>t5x3 t1>t6x3 t1>t7x3 t1>t8x3 t1>t9x3 t1>c1 t1>c2 t1>c3 t1>c4 '
      + 't3>t1x5 t3>c1 t3>c2 t3>c3 t3>c4 t10>t3 t10>f1 t10>c1 t10>c2 t10>c3 t10>c4',
    );
    expect(formatMoves(safeFoundationMoves(standard, loaded.state))).toBe('t10>f1');
    expect(loaded.isWon()).toBe(false);

    expect(loaded.autoPlay().map((r) => r.notation)).toEqual([
      't10>f1', 't3>f1', 't3>f1', 't3>f1', 't3>f1', 't3>f1', 't1>f1', 't1>f1', 't1>f1',
    ]);
    expect([loaded.isWon(), loaded.isStuck(), loaded.moves().length, loaded.history().length]).toEqual([true, false, 0, 85]);
    expect(isWon(standard, loaded.state)).toBe(true);
    expect(layout(standard, loaded.state).slice(0, 10).every((l) => l.endsWith(':'))).toBe(true);

    // The won game saves and loads as won; undo takes the last card back off the foundation.
    const won = Game.load(loaded.save(), gameSource([seahaven]));
    expect(won.isWon()).toBe(true);
    expect(won.undo()?.notation).toBe('t1>f1');
    expect([won.isWon(), formatMoves(safeFoundationMoves(standard, won.state))]).toEqual([false, 't1>f1']);
  });
});

describe('safe moves to the foundations', () => {
  it('under "down in suit" every legal move home is safe: the card that would build on it is home already', () => {
    const state = position(standard, { t1: 'AH', t2: '3H 2C', t3: '2H', t4: '6D', c1: '5D', f1: 'AC', f2: 'AD 2D 3D 4D' });
    expect(movesTo(standard, state, 'f1') + ' ' + movesTo(standard, state, 'f2') + ' ' + movesTo(standard, state, 'f3')).toBe('t2>f1 c1>f2 t1>f3');
    expect(formatMoves(safeFoundationMoves(standard, state))).toBe('t1>f3 t2>f1 c1>f2');
    // Played one at a time and asked again, as Game.autoPlay does: the 2 and 3 of hearts follow the Ace,
    // the 6 of diamonds the 5, until the table is clear.
    const played: string[] = [];
    let now = state;
    for (let [move] = safeFoundationMoves(standard, now); move; [move] = safeFoundationMoves(standard, now)) {
      played.push(formatMoves([move]));
      now = applyMove(standard, now, move).state;
    }
    expect(played).toEqual(['t1>f3', 't2>f1', 't3>f3', 't2>f3', 'c1>f2', 't4>f2']);
    expect(layout(standard, now).filter((l) => l.startsWith('f'))).toEqual([
      'f1: AC 2C', 'f2: AD 2D 3D 4D 5D 6D', 'f3: AH 2H 3H', 'f4:',
    ]);
    expect(layout(standard, now).filter((l) => !l.startsWith('f') && !l.endsWith(':'))).toEqual([]);
  });
});

describe('a stuck game', () => {
  it('every tower full and no card builds on another: no move at all, and no stock to deal from', () => {
    const state = position(standard, { ...STILL, ...TOWERS_FULL, t1: '8D' });
    expect(moveList(standard, state)).toBe('');
    expect([isStuck(standard, state), isWon(standard, state)]).toEqual([true, false]);
    // One free tower and the same table is not stuck.
    const oneFree = position(standard, { ...STILL, ...TOWERS_FULL, t1: '8D', c4: '' });
    expect(isStuck(standard, oneFree)).toBe(false);
  });
});
