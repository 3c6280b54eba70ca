/**
 * Baker's Dozen's rules, each quoted from the classic rules, and deal 1 pinned.
 */
import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { bakersDozen, layout, moveList, mv, position, refusal } from './support.js';

describe("Baker's Dozen golden deal", () => {
  it('deal 1: "thirteen columns of four face up, each King moved beneath the other cards of its column at the deal"', () => {
    const lines = layout(bakersDozen, deal(bakersDozen, 1));
    expect(lines).toEqual([
      't1: 9C 6C 6D 4S',
      't2: KD AC 9H 7H',
      't3: TC JD QS 7C',
      't4: 4C TH 5D JS',
      't5: 8H 6S 8S 4D',
      't6: KH TD QC 2S',
      't7: KC 2C JC TS',
      't8: 5S 7D 8C AS',
      't9: KS AH 3S 2H',
      't10: 5C 8D 5H JH',
      't11: QD 3H 9D QH',
      't12: 6H 9S 3C 7S',
      't13: AD 2D 4H 3D',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
    ]);
    // Every King is at the bottom of its column.
    for (const line of lines) expect(line.split(' ').slice(2).some((card) => card.startsWith('K'))).toBe(false);
    expect(moveList(bakersDozen, deal(bakersDozen, 1))).toBe('t4>t11 t6>t13 t7>t4 t7>t10 t8>t6 t8>t9 t8>f4 t9>t13 t10>t11 t13>t1 t13>t5');
  });

  it('two Kings dealt to one column both go beneath, in the order dealt', () => {
    // Deal 1's columns 2, 6, 7 and 9 each had one King; a column of the 30th deal had two.
    const withTwo = Array.from({ length: 40 }, (_, i) => i + 1).map((seed) => layout(bakersDozen, deal(bakersDozen, seed)))
      .flat().find((line) => /^t\d+: K. K. /.test(line));
    expect(withTwo).toMatch(/^t\d+: K. K. [^K]. [^K].$/);
  });
});

describe("Baker's Dozen rules", () => {
  it('"build down regardless of suit": a 6 of hearts goes on a 7 of clubs or of hearts alike', () => {
    const state = position(bakersDozen, { t1: '6H', t2: '7C', t3: '7H', t4: 'KS' });
    expect(moveList(bakersDozen, state)).toBe('t1>t2 t1>t3');
  });

  it('"one card at a time": a run of two may not move together', () => {
    const state = position(bakersDozen, { t1: '8S 7D', t2: '9C', t3: 'KS' });
    expect(refusal(bakersDozen, state, mv('t1', 't2', 2))).toMatch(/^[a-z-]+: /);
    expect(moveList(bakersDozen, state)).toBe('');
  });

  it('"a gap is never filled": no card may go to an empty column', () => {
    const state = position(bakersDozen, { t1: 'QS', t3: '2H' });
    expect(refusal(bakersDozen, state, mv('t1', 't2'))).toMatch(/^[a-z-]+: /);
    expect(moveList(bakersDozen, state)).toBe('');
  });
});
