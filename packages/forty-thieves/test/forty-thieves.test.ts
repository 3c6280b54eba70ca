/**
 * Forty Thieves' rules, each quoted from the classic rules, and deal 1 pinned.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, deal, dealsLeft, redealsLeft } from '@patience/core/engine';
import { DEAL, fortyThieves, layout, moveList, movesFrom, mv, position, refusal } from './support.js';

describe('Forty Thieves golden deal', () => {
  it('deal 1: "two decks, ten columns of four face up", 64 cards in the stock', () => {
    const state = deal(fortyThieves, 1);
    expect(layout(fortyThieves, state).slice(0, 18)).toEqual([
      't1: KD 8S 5H 7S',
      't2: 9D TD 8C 6H',
      't3: 8D 5S 2C QC',
      't4: 9D JH JD QS',
      't5: TC 7C TH 7C',
      't6: 5H 7H 3H KC',
      't7: TD 9S KS 5D',
      't8: 5C 7D 7S QH',
      't9: 8H KS 8C KH',
      't10: 2H 5S 4C QD',
      'f1:', 'f2:', 'f3:', 'f4:', 'f5:', 'f6:', 'f7:', 'f8:',
    ]);
    expect(dealsLeft(fortyThieves, state)).toBe(64);
    expect(moveList(fortyThieves, state)).toBe('t3>t6 t8>t9 d');
  });
});

describe('Forty Thieves rules', () => {
  it('"build down in suit": the Queen of clubs goes on the King of clubs, not on the King of hearts', () => {
    const state = position(fortyThieves, { t1: 'QC', t2: 'KC', t3: 'KH', t4: '2D', t5: '2S', t6: '4D', t7: '4S', t8: '6D', t9: '6S', t10: '8D' });
    expect(moveList(fortyThieves, state)).toBe('t1>t2');
    expect(refusal(fortyThieves, state, mv('t1', 't3'))).toBe('does-not-build: The Queen of clubs cannot go on the King of hearts: build down in suit.');
  });

  it('"one card at a time": a run in suit may not move as a unit', () => {
    const state = position(fortyThieves, { t1: '9H 8H', t2: 'TH', t3: '2D', t4: '2S', t5: '4D', t6: '4S', t7: '6D', t8: '6S', t9: '8D', t10: '8C' });
    expect(refusal(fortyThieves, state, mv('t1', 't2', 2))).toMatch(/^[a-z-]+: /);
  });

  it('"any card fills a gap"', () => {
    const state = position(fortyThieves, { t1: '5C', t3: '2D', t4: '2S', t5: '4D', t6: '4S', t7: '6D', t8: '6S', t9: '8D', t10: '8C' });
    expect(refusal(fortyThieves, state, mv('t1', 't2'))).toBe('legal');
  });

  it('"the stock is turned once, one card at a time": no redeal', () => {
    const state = position(fortyThieves, { t1: '5C', t2: '9S', stock: 'AD QH' });
    expect(moveList(fortyThieves, state).split(' ').at(-1)).toBe('d');
    expect(redealsLeft(fortyThieves, state)).toBe(0);
    const once = applyMove(fortyThieves, state, DEAL).state;
    expect(layout(fortyThieves, once).slice(-2)).toEqual(['stock: AD |', 'waste: QH']);
    const twice = applyMove(fortyThieves, once, DEAL).state;
    // The Ace of diamonds from the waste goes home (to either diamond foundation) or to any gap.
    expect(movesFrom(fortyThieves, twice, 'waste')).toBe('waste>t3 waste>t4 waste>t5 waste>t6 waste>t7 waste>t8 waste>t9 waste>t10 waste>f2 waste>f6');
    expect(moveList(fortyThieves, twice).includes(' d')).toBe(false);
    expect(refusal(fortyThieves, twice, { kind: 'redeal' })).toBe('no-redeals-left: There are no redeals left.');
  });

  it('two decks: eight foundations, two of each suit, each from Ace to King', () => {
    const state = position(fortyThieves, { t1: 'AC', t2: 'AC#1' });
    expect(movesFrom(fortyThieves, state, 't1')).toBe('t1>t3 t1>t4 t1>t5 t1>t6 t1>t7 t1>t8 t1>t9 t1>t10 t1>f1 t1>f5');
    expect(movesFrom(fortyThieves, state, 't2')).toBe('t2>t3 t2>t4 t2>t5 t2>t6 t2>t7 t2>t8 t2>t9 t2>t10 t2>f1 t2>f5');
  });
});
