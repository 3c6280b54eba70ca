/**
 * Golden deals: fixed seeds give exactly these layouts and these legal moves, on every machine. Each recorded
 * layout was checked by hand against the setup rules (and is checked again below): 52 different cards, ten
 * columns of five face up, the last two cards in towers 2 and 3, foundations empty.
 */
import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import { deal, legalMoves } from '@patience/core/engine';
import { seahaven } from '../src/index.js';
import { DEAL_1_LAYOUT, layout, moveList, standard } from './support.js';

/** The setup rules, read off a recorded layout. */
function obeysSetup(lines: readonly string[]): void {
  const cards = (line: string): string[] => line.split(' ').slice(1);
  expect(lines.map((l) => l.split(':')[0])).toEqual([
    't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 'f1', 'f2', 'f3', 'f4', 'c1', 'c2', 'c3', 'c4',
  ]);
  expect(lines.slice(0, 10).map((l) => cards(l).length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
  expect(lines.slice(10).map((l) => cards(l).length)).toEqual([0, 0, 0, 0, 0, 1, 1, 0]);
  const all = lines.flatMap(cards);
  expect(all.some((c) => c === '|')).toBe(false);
  expect(new Set(all).size).toBe(52);
}

const DEAL_1_MOVES = 't1>c1 t1>c4 t2>c1 t2>c4 t3>c1 t3>c4 t4>c1 t4>c4 t5>c1 t5>c4 t6>c1 t6>c4 t7>t5 t7>f4 t7>c1 t7>c4 '
  + 't8>c1 t8>c4 t9>t10 t9>c1 t9>c4 t10>c1 t10>c4 c2>c1 c2>c4 c3>t4 c3>c1 c3>c4';

describe('Seahaven Towers golden deals', () => {
  it('deal 1', () => {
    obeysSetup(DEAL_1_LAYOUT);
    const state = deal(standard, 1);
    expect(layout(standard, state)).toEqual(DEAL_1_LAYOUT);
    // The Ace of spades goes home or onto the 2 of spades; the Jack of hearts onto the Queen; the 3 of
    // diamonds from tower 3 onto the 4; every free card to tower 1 or 4.
    expect(moveList(standard, state)).toBe(DEAL_1_MOVES);
  });

  it('deal 2', () => {
    const expected = [
      't1: TD 6C QH 3C 5H',
      't2: JC 4S 2S 6D 8S',
      't3: QC 3H AC 9S 7C',
      't4: AS 9C JD 2D AD',
      't5: AH 9H QS 5D 4C',
      't6: 5C 4D KD KC 7S',
      't7: 9D 6S JH TS 5S',
      't8: KS 2C 7H 8H TH',
      't9: JS 3S 8D KH 3D',
      't10: QD 4H 7D 8C 2H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'c1:',
      'c2: 6H',
      'c3: TC',
      'c4:',
    ];
    obeysSetup(expected);
    const state = deal(standard, 2);
    expect(layout(standard, state)).toEqual(expected);
    // Column 4 ends in the run 2D AD: both onto the 3 of diamonds (two empty towers allow three cards).
    expect(moveList(standard, state)).toBe(
      't1>c1 t1>c4 t2>c1 t2>c4 t3>c1 t3>c4 t4>t9x2 t4>f2 t4>c1 t4>c4 t5>c1 t5>c4 t6>t2 t6>c1 t6>c4 t7>c1 t7>c4 '
      + 't8>c1 t8>c4 t9>c1 t9>c4 t10>c1 t10>c4 c2>c1 c2>c4 c3>c1 c3>c4',
    );
  });

  it('deal 3', () => {
    const expected = [
      't1: 9H TC 3C 4S 4D',
      't2: 7C JD 9S JS 5D',
      't3: 7S 6H 3D KS TD',
      't4: 2S QS TH AC 5S',
      't5: KD KC QH JH 2H',
      't6: 3S QD 2C QC 8H',
      't7: 8S 7D 6S JC 4C',
      't8: AD 4H 8C 6C 3H',
      't9: AS 7H 9C 6D 8D',
      't10: KH AH 5C 9D TS',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'c1:',
      'c2: 5H',
      'c3: 2D',
      'c4:',
    ];
    obeysSetup(expected);
    const state = deal(standard, 3);
    expect(layout(standard, state)).toEqual(expected);
    // No Ace is free: nothing goes home.
    expect(moveList(standard, state)).toBe(
      't1>t2 t1>c1 t1>c4 t2>c1 t2>c4 t3>c1 t3>c4 t4>c1 t4>c4 t5>t8 t5>c1 t5>c4 t6>c1 t6>c4 t7>c1 t7>c4 '
      + 't8>c1 t8>c4 t9>c1 t9>c4 t10>c1 t10>c4 c2>c1 c2>c4 c3>c1 c3>c4',
    );
  });

  // The options change only run moves, not the deal: each preset deals seed 1 alike, and with no empty
  // column and only runs of two on the table, it allows the same first moves.
  it.each(seahaven.presets.map((p) => [p.id, seahaven.variant(p.options)] as [string, Variant]))('deal 1, preset %s', (_id, variant) => {
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual(DEAL_1_LAYOUT);
    expect(moveList(variant, state)).toBe(DEAL_1_MOVES);
  });

  it('every deal from 0 to 199 obeys the setup', () => {
    for (let seed = 0; seed < 200; seed++) {
      const state = deal(standard, seed);
      obeysSetup(layout(standard, state));
      expect(legalMoves(standard, state).length).toBeGreaterThan(0);
    }
  });
});
