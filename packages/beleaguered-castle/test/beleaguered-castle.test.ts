/**
 * Beleaguered Castle's rules, each quoted from the classic rules, and deal 1 pinned.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { beleagueredCastle, layout, moveList, mv, position, refusal } from './support.js';

describe('Beleaguered Castle golden deal', () => {
  it('deal 1: "the four Aces on the foundations at the start and the other 48 cards in eight columns of six"', () => {
    expect(layout(beleagueredCastle, deal(beleagueredCastle, 1))).toEqual([
      't1: 9C 5C KH KD 5H 4D',
      't2: TC QD JC QS 9D 2S',
      't3: 4C 6H 7D 5D 3C KC',
      't4: 8H 6C 8D 8S 4H 2H',
      't5: TD 9H 3H QC 4S JH',
      't6: 2C JD 9S TS 7H QH',
      't7: 5S TH 2D 8C 7C 7S',
      't8: KS 6S 6D 3S JS 3D',
      'f1: AC',
      'f2: AD',
      'f3: AH',
      'f4: AS',
    ]);
    expect(moveList(beleagueredCastle, deal(beleagueredCastle, 1))).toBe('t2>t8 t2>f4 t4>t8 t4>f3 t5>t6 t6>t3 t8>t1');
  });
});

describe('Beleaguered Castle rules', () => {
  const STILL = { t3: 'KC', t4: 'KD', t5: 'KH', t6: 'KS', t7: '5C', t8: '5D' };

  it('"build down regardless of suit": the 8 of hearts goes on the 9 of clubs', () => {
    const state = position(beleagueredCastle, { ...STILL, t1: '8H', t2: '9C' });
    expect(moveList(beleagueredCastle, state)).toBe('t1>t2');
  });

  it('"one card at a time": a run of two may not move together', () => {
    const state = position(beleagueredCastle, { ...STILL, t1: 'TC 9H 8S', t2: 'TD' });
    expect(refusal(beleagueredCastle, state, mv('t1', 't2', 2))).toMatch(/^[a-z-]+: /);
  });

  it('"any card fills a gap"', () => {
    const state = position(beleagueredCastle, { ...STILL, t1: '9H' });
    expect(moveList(beleagueredCastle, state)).toBe('t1>t2 t3>t2 t4>t2 t5>t2 t6>t2 t7>t2 t8>t2');
  });
});
