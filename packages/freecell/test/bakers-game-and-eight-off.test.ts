/**
 * Baker's Game and Eight Off: FreeCell's cells and run limit, building in suit; Eight Off's eight cells, four
 * of them dealt a card, and its King-only gaps. Golden deals pin the opening layouts.
 */
import { describe, expect, it } from 'vitest';
import { deal, pileIds } from '@patience/core/engine';
import { bakersGame, eightOff, freecell, layout, moveList, mv, position, refusal } from './support.js';

describe("Baker's Game", () => {
  it('deals exactly as FreeCell does', () => {
    for (const seed of [1, 2, 3]) expect(deal(bakersGame, seed)).toEqual(deal(freecell, seed));
  });

  it('"build down in suit": a 9 of spades goes on the 10 of spades, not on the 10 of hearts', () => {
    const state = position(bakersGame, { t1: '9S', t2: 'TH', t3: 'TS', t4: 'KC', t5: 'KD', t6: 'KH', t7: 'KS', t8: '2D', c1: '4C', c2: '4D', c3: '4H', c4: '4S' });
    expect(moveList(bakersGame, state)).toBe('t1>t3');
    expect(refusal(bakersGame, state, mv('t1', 't2'))).toBe('does-not-build: The 9 of spades cannot go on the 10 of hearts: build down in suit.');
  });

  it('"a run moves only as far as the free cells would let it move card by card": two free cells carry three cards, one carries two', () => {
    const piles = { t1: 'KC 8S 7S 6S', t2: '9S', t3: 'KD', t4: 'KH', t5: 'KS', t6: '2D', t7: '2H', t8: '3C', c1: '4C', c2: '4D' };
    expect(refusal(bakersGame, position(bakersGame, piles), mv('t1', 't2', 3))).toBe('legal');
    const oneFree = position(bakersGame, { ...piles, c3: '4H' });
    expect(refusal(bakersGame, oneFree, mv('t1', 't2', 3))).toMatch(/^run-too-long: /);
    expect(refusal(bakersGame, oneFree, mv('t1', 't2', 2))).toBe('does-not-build: The 7 of spades cannot go on the 9 of spades: build down in suit.');
  });
});

describe('Eight Off', () => {
  it('has eight columns, four foundations and eight cells', () => {
    expect(pileIds(eightOff)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 'f1', 'f2', 'f3', 'f4', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8']);
  });

  it('deal 1: "eight columns of six and eight cells, four of which are dealt a card"', () => {
    expect(layout(eightOff, deal(eightOff, 1))).toEqual([
      't1: 9C KS TH 9S TS 7H',
      't2: AC 5C 6S 2D 8C 7C',
      't3: TC QD KH 6D 3S JS',
      't4: 4C 6H JC KD 5H 4D',
      't5: 8H AD 7D QS 9D 2S',
      't6: TD 6C AH 5D 3C KC',
      't7: 2C 9H 8D 8S 4H AS',
      't8: 5S JD 3H QC 4S 2H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'c1: JH',
      'c2:',
      'c3: QH',
      'c4:',
      'c5: 7S',
      'c6:',
      'c7: 3D',
      'c8:',
    ]);
  });

  it('"only Kings fill gaps": a Queen may not fill an empty column, a King may', () => {
    const state = position(eightOff, { t2: 'QD', t3: 'KS', t4: '2C', t5: '2D', t6: '2H', t7: '2S', t8: '5C' });
    expect(refusal(eightOff, state, mv('t2', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    expect(refusal(eightOff, state, mv('t3', 't1'))).toBe('legal');
  });

  it('"build down in suit", and a run moves as far as the free cells allow: eight free cells carry nine cards, seven carry eight', () => {
    const piles = { t1: 'TS', t2: '9S 8S 7S 6S 5S 4S 3S 2S AS' };
    // The empty columns take only Kings, so they add nothing to the run.
    expect(refusal(eightOff, position(eightOff, piles), mv('t2', 't1', 9))).toBe('legal');
    expect(refusal(eightOff, position(eightOff, { ...piles, c1: 'KH' }), mv('t2', 't1', 9))).toMatch(/^run-too-long: /);
    expect(refusal(eightOff, position(eightOff, { t1: '5S', t3: '6H' }), mv('t1', 't3'))).toBe('does-not-build: The 5 of spades cannot go on the 6 of hearts: build down in suit.');
  });
});
