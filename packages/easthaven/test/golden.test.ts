/**
 * Golden deals: fixed deal numbers give exactly these layouts, stocks and legal moves, under every preset
 * (the options change the rules of play, never the deal). Each layout was checked by hand: seven columns of
 * three with two face down, four empty foundations, 31 cards in the stock, 52 different cards in all.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { deal } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { easthaven } from '../src/index.js';
import { layout, moveList, standard } from './support.js';

const DEAL_1 = [
  't1: 9C 5S | 9H',
  't2: AC KS | JD',
  't3: TC 5C | TH',
  't4: 4C QD | 6S',
  't5: 8H 6H | KH',
  't6: TD AD | JC',
  't7: 2C 6C | 7D',
  'f1:',
  'f2:',
  'f3:',
  'f4:',
  'stock: AH 8D 3H 9S 2D 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D |',
];

const DEAL_2 = [
  't1: TD KS | 9H',
  't2: JC JS | 4D',
  't3: QC QD | 6S',
  't4: AS 6C | 2C',
  't5: AH 4S | 3S',
  't6: 5C 3H | 4H',
  't7: 9D 9C | QH',
  'f1:',
  'f2:',
  'f3:',
  'f4:',
  'stock: 2S AC JD QS KD JH 7H 8D 7D 3C 6D 9S 2D 5D KC TS 8H KH 8C 5H 8S 7C AD 4C 7S 5S TH 3D 2H 6H TC |',
];

describe.each(easthaven.presets.map((p) => [p.id, easthaven.variant(p.options)] as const))('golden deals: %s', (_id, variant) => {
  it('deal 1', () => {
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual(DEAL_1);
    expect(moveList(variant, state)).toBe('t3>t6 t4>t7 d');
  });

  it('deal 2', () => {
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual(DEAL_2);
    expect(moveList(variant, state)).toBe('t5>t2 t5>t6 d');
  });
});

describe('golden deals: the stock of deal 1', () => {
  it('deals four rows of 7, left to right, then a last row of 3 to the three leftmost columns', () => {
    const game = new Game(standard, { seed: 1 });
    const rows: string[] = [];
    while (game.canDeal()) rows.push(game.deal().cards.map(cardCode).join(' '));
    // The stock above, read from its top (written last) down.
    expect(rows).toEqual([
      '3D 7S QH JH 2H AS KC',
      '2S 4D JS 7C 7H 4S 4H',
      '3C 9D 5H 3S 8C TS QC',
      '8S 5D QS KD 6D 2D 9S',
      '3H 8D AH',
    ]);
    expect(layout(standard, game.state)).toEqual([
      't1: 9C 5S | 9H 3D 2S 3C 8S 3H',
      't2: AC KS | JD 7S 4D 9D 5D 8D',
      't3: TC 5C | TH QH JS 5H QS AH',
      't4: 4C QD | 6S JH 7C 3S KD',
      't5: 8H 6H | KH 2H 7H 8C 6D',
      't6: TD AD | JC AS 4S TS 2D',
      't7: 2C 6C | 7D KC 4H QC 9S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock:',
    ]);
    expect(moveList(standard, game.state)).toBe('t2>t7 t3>f3');
  });
});
