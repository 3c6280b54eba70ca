/**
 * Golden deals: fixed seeds give exactly these layouts and these legal moves, on every machine. Golf and
 * TriPeaks deal the same shuffle row by row, so their first 28 cards agree; the waste's card is the top of
 * the stock, the deck's last card.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { layout, moveList, standardGolf, standardTriPeaks } from './support.js';

describe('golden deals', () => {
  it('Golf, deal 1: seven columns of five, the stock of sixteen, the 3 of diamonds on the waste, and only a deal to play', () => {
    const state = deal(standardGolf, 1);
    expect(layout(standardGolf, state)).toEqual([
      't1: 9C 5S 9H AH QS',
      't2: AC KS JD 8D 5D',
      't3: TC 5C TH 3H 8S',
      't4: 4C QD 6S 9S QC',
      't5: 8H 6H KH 2D TS',
      't6: TD AD JC 6D 8C',
      't7: 2C 6C 7D KD 3S',
      'stock: 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S |',
      'waste: 3D',
    ]);
    expect(moveList(standardGolf, state)).toBe('d');
  });

  it('TriPeaks, deal 1: eighteen cards face down, the bottom row of ten face up, and the 2 of diamonds on the 3', () => {
    const state = deal(standardTriPeaks, 1);
    expect(layout(standardTriPeaks, state)).toEqual([
      't1: 9C |', 't2: AC |', 't3: TC |', 't4: 4C |', 't5: 8H |', 't6: TD |', 't7: 2C |', 't8: 5S |', 't9: KS |',
      't10: 5C |', 't11: QD |', 't12: 6H |', 't13: AD |', 't14: 6C |', 't15: 9H |', 't16: JD |', 't17: TH |', 't18: 6S |',
      't19: KH', 't20: JC', 't21: 7D', 't22: AH', 't23: 8D', 't24: 3H', 't25: 9S', 't26: 2D', 't27: 6D', 't28: KD',
      'stock: QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S |',
      'waste: 3D',
    ]);
    expect(moveList(standardTriPeaks, state)).toBe('t26>waste d');
  });
});
