/**
 * Scorpion's rules, each quoted from the classic rules, and deal 1 pinned.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, deal } from '@patience/core/engine';
import { DEAL, layout, moveList, mv, position, refusal, scorpion } from './support.js';

describe('Scorpion golden deal', () => {
  it('deal 1: "seven columns of seven, three cards face down in each of the first four", three cards left in the stock', () => {
    expect(layout(scorpion, deal(scorpion, 1))).toEqual([
      't1: 9C 5S 9H | AH QS 5H JS',
      't2: AC KS JD | 8D 5D 9D 4D',
      't3: TC 5C TH | 3H 8S 3C 2S',
      't4: 4C QD 6S | 9S QC 4H KC',
      't5: 8H 6H KH 2D TS 4S AS',
      't6: TD AD JC 6D 8C 7H 2H',
      't7: 2C 6C 7D KD 3S 7C JH',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: QH 7S 3D |',
    ]);
    // The Ace of hearts carries the three cards on it onto the 2 of hearts, the 10 of spades carries two onto
    // the Jack of spades, the Ace of spades goes onto the 2 of spades (never home: only complete runs leave
    // the table), or the stock is dealt.
    expect(moveList(scorpion, deal(scorpion, 1))).toBe('t1>t6x4 t5>t1x3 t5>t3 d');
  });
});

describe('Scorpion rules', () => {
  it('"any face-up card moves with what lies on it", in sequence or not, onto the next higher card of its suit', () => {
    const state = position(scorpion, { t1: '2C | 6H QS 3D', t2: '7H', t3: 'KC', t4: 'KD', t5: 'KH', t6: '2H', t7: '9C' });
    expect(moveList(scorpion, state)).toBe('t1>t2x3');
    const moved = applyMove(scorpion, state, mv('t1', 't2', 3));
    expect(layout(scorpion, moved.state).slice(0, 2)).toEqual(['t1: 2C', 't2: 7H 6H QS 3D']);
  });

  it('"build down in suit": a 6 of hearts may not go on a 7 of spades', () => {
    const state = position(scorpion, { t1: '6H', t2: '7S', t3: 'KC', t4: 'KD', t5: 'KH', t6: '2D', t7: '9C' });
    expect(refusal(scorpion, state, mv('t1', 't2'))).toBe('does-not-build: The 6 of hearts cannot go on the 7 of spades: build down in suit.');
  });

  it('"Kings fill gaps": only a King, with whatever lies on it, may go to an empty column', () => {
    const state = position(scorpion, { t2: 'KS 4D', t3: 'QC', t4: '2D', t5: '5H', t6: '9C', t7: 'JH' });
    expect(moveList(scorpion, state)).toBe('t2>t1x2');
    expect(refusal(scorpion, state, mv('t3', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
  });

  it('"the last three cards are dealt one each onto the first three columns", even onto an empty one', () => {
    const state = position(scorpion, { t2: '9D', t3: '8C', t4: '2D', t5: '2H', t6: '3H', t7: '4H', stock: 'QH 7S 3D' });
    const dealt = applyMove(scorpion, state, DEAL);
    expect(layout(scorpion, dealt.state).slice(0, 3)).toEqual(['t1: 3D', 't2: 9D 7S', 't3: 8C QH']);
  });

  it('"complete suits leave the table": a King-to-Ace run of one suit goes to a foundation by itself', () => {
    const state = position(scorpion, { t1: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S', t2: '4D 2S AS', t3: '9D' });
    const outcome = applyMove(scorpion, state, mv('t2', 't1', 2));
    expect(layout(scorpion, outcome.state).slice(0, 8)).toEqual(['t1:', 't2: 4D', 't3: 9D', 't4:', 't5:', 't6:', 't7:', 'f1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS']);
    expect(refusal(scorpion, position(scorpion, { t1: 'AS' }), mv('t1', 'f1'))).toMatch(/^[a-z-]+: /);
  });
});
