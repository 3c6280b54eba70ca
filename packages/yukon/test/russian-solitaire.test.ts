/**
 * Russian Solitaire: Yukon's deal and moves, building down in suit.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { layout, moveList, mv, position, refusal, russianSolitaire, yukon } from './support.js';

describe('Russian Solitaire', () => {
  it("deals exactly as Yukon does (deal 1's layout pinned)", () => {
    for (const seed of [1, 2, 3]) expect(deal(russianSolitaire, seed)).toEqual(deal(yukon, seed));
    expect(layout(russianSolitaire, deal(russianSolitaire, 1))).toEqual([
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
    // In suit: the Jack of clubs onto the Queen, the 4 of hearts onto the 5, and so on.
    expect(moveList(russianSolitaire, deal(russianSolitaire, 1))).toBe('t2>t7x2 t3>t4x2 t4>t1x3 t5>f4 t7>t6x3');
  });

  it('"Yukon building down in suit": the 9 of hearts goes on the 10 of hearts, not on the 10 of spades', () => {
    const state = position(russianSolitaire, { t1: 'TH', t2: 'TS', t3: '9H 2C', t4: 'KC' });
    expect(moveList(russianSolitaire, state)).toBe('t3>t1x2 t4>t5 t4>t6 t4>t7');
    expect(refusal(russianSolitaire, state, mv('t3', 't2', 2))).toBe('does-not-build: The 9 of hearts cannot go on the 10 of spades: build down in suit.');
  });
});
