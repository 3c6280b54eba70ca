/**
 * Meridian's rules, each quoted from its rules text (README.md), and deal 1 pinned.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, deal } from '@patience/core/engine';
import { layout, meridian, moveList, movesFrom, mv, position, refusal } from './support.js';

describe('Meridian golden deal', () => {
  it("deal 1: Yukon's layout, and every card in play may start the foundations", () => {
    const state = deal(meridian, 1);
    expect(layout(meridian, state)).toEqual([
      't1: 9C',
      't2: AC | 5S 6C JC 2D QC',
      't3: TC KS | 9H 7D 6D TS 3C',
      't4: 4C 5C JD | AH KD 8C 4H JS',
      't5: 8H QD TH 8D | QS 3S 4S 4D AS',
      't6: TD 6H 6S 3H 5D | 5H 7H 2S 2H QH',
      't7: 2C AD KH 9S 8S 9D | 7C KC JH 7S 3D',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
    ]);
    expect(moveList(meridian, state)).toBe(
      't1>f1 t1>f2 t1>f3 t1>f4 t2>t3x2 t2>t6x3 t2>f1 t2>f2 t2>f3 t2>f4 t3>f1 t3>f2 t3>f3 t3>f4 t4>t5x4 t4>t6 t4>f1 t4>f2 '
      + 't4>f3 t4>f4 t5>f1 t5>f2 t5>f3 t5>f4 t6>t3x2 t6>t7x3 t6>f1 t6>f2 t6>f3 t6>f4 t7>t2x3 t7>f1 t7>f2 t7>f3 t7>f4',
    );
  });
});

describe('Meridian rules', () => {
  it('"the first card you send home sets the base rank of every foundation": after a 9, only a 9 starts another', () => {
    const state = applyMove(meridian, deal(meridian, 1), mv('t1', 'f1')).state;
    expect(layout(meridian, state)[7]).toBe('f1: 9C');
    // The 10 of clubs is buried; the other tops (the Queen of clubs, 3 of clubs, Jack of spades, Ace of spades,
    // Queen of hearts, 3 of diamonds) are no Nine: none may go home.
    expect(moveList(meridian, state).split(' ').filter((m) => m.includes('>f'))).toEqual([]);
    const nine = position(meridian, { f1: '9C', t1: '9H', t2: 'TC', t3: '4D' });
    // The 9 of hearts may start any empty foundation; the 10 of clubs follows the 9 of clubs; the 4 of diamonds stays.
    expect(moveList(meridian, nine).split(' ').filter((m) => m.includes('>f'))).toEqual(['t1>f2', 't1>f3', 't1>f4', 't2>f1']);
  });

  it('"each foundation is built up in suit round the corner, from King to Ace"', () => {
    const state = position(meridian, { f1: 'JS QS KS', t1: 'AS', t2: 'AH' });
    expect(refusal(meridian, state, mv('t1', 'f1'))).toBe('legal');
    expect(refusal(meridian, state, mv('t2', 'f1'))).toMatch(/^[a-z-]+: /);
  });

  it('"the columns build down in alternating colours, round the corner": a black King goes on a red Ace', () => {
    const state = position(meridian, { f1: '5D', t1: 'AH', t2: '7D | KS 4C', t3: 'KH', t4: '9C', t5: '9S', t6: 'JD', t7: 'JH' });
    expect(movesFrom(meridian, state, 't2')).toBe('t2>t1x2');
    expect(refusal(meridian, state, mv('t3', 't1'))).toMatch(/^[a-z-]+: /);
  });

  it('"any face-up card moves with every card on it; any card fills a gap"', () => {
    const state = position(meridian, { f1: '5D', t2: '7D | 8S 3H JC', t3: 'KH', t4: '9C', t5: '9S', t6: 'JD', t7: 'JH' });
    expect(movesFrom(meridian, state, 't2')).toBe('t2>t1 t2>t1x2 t2>t1x3');
  });
});
