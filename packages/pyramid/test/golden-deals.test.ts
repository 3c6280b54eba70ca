/**
 * Golden deals: fixed seeds give exactly these layouts and these legal moves, on every machine. The pyramid
 * is dealt from the apex down, row by row, left to right; the waste's card is the top of the stock.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { layout, moveList, standard } from './support.js';

describe('golden deals', () => {
  it('Pyramid, deal 1: the King of diamonds on the bottom row goes alone, and nothing pairs', () => {
    const state = deal(standard, 1);
    expect(layout(standard, state)).toEqual([
      't1: 9C', 't2: AC', 't3: TC', 't4: 4C', 't5: 8H', 't6: TD', 't7: 2C', 't8: 5S', 't9: KS', 't10: 5C',
      't11: QD', 't12: 6H', 't13: AD', 't14: 6C', 't15: 9H', 't16: JD', 't17: TH', 't18: 6S', 't19: KH', 't20: JC', 't21: 7D',
      't22: AH', 't23: 8D', 't24: 3H', 't25: 9S', 't26: 2D', 't27: 6D', 't28: KD',
      'f1:',
      'stock: QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S |',
      'waste: 3D',
    ]);
    // The bottom row AH 8D 3H 9S 2D 6D KD and the waste's 3D: no two make thirteen; the King goes alone.
    expect(moveList(standard, state)).toBe('t28>f1 d');
  });
});
