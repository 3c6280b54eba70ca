/**
 * The one rule option, runLimit: on the same position each value allows a different set of run moves, and
 * the rules text says so in one sentence.
 */
import { describe, expect, it } from 'vitest';
import { describeRules, type Variant } from '@patience/core';
import { seahaven } from '../src/index.js';
import { doubling, moveList, mv, position, refusal, relaxed, standard, STILL } from './support.js';

/**
 * One empty tower (c4) and one empty column (t10). Column 1 ends in a run of five spades under the Jack of
 * spades' column; column 3 in a run of four hearts under the 10 of hearts'; column 5 in a King-led run of
 * three clubs that could fill column 10.
 */
const PILES = {
  ...STILL, t1: '4D TS 9S 8S 7S 6S', t2: 'JS', t3: '3C 9H 8H 7H 6H', t4: 'TH', t5: '2D KC QC JC', t7: 'QD', t10: '',
  c1: '7C', c2: '6D', c3: 'TD',
};
const FIVE = mv('t1', 't2', 5);
const FOUR = mv('t3', 't4', 4);
const KING_RUN = mv('t5', 't10', 3);
/** The moves of every free card to the empty tower, the same under every option. */
const TO_TOWER_4 = ['t1>c4', 't2>c4', 't3>c4', 't4>c4', 't5>c4', 't6>c4', 't7>c4', 't8>c4', 't9>c4', 'c1>c4', 'c2>c4', 'c3>c4'];

function runSentence(variant: Variant): string | undefined {
  return describeRules(variant).sections.find((s) => s.heading === 'Tableau')?.rules[2];
}

/** The legal moves other than those to the empty tower. */
function runMoves(variant: Variant): string {
  return moveList(variant, position(variant, PILES)).split(' ').filter((m) => !TO_TOWER_4.includes(m)).join(' ');
}

describe('option runLimit', () => {
  it('every value allows the same moves to the empty tower', () => {
    for (const variant of [standard, doubling, relaxed]) {
      expect(moveList(variant, position(variant, PILES)).split(' ').filter((m) => TO_TOWER_4.includes(m))).toEqual(TO_TOWER_4);
    }
  });

  it("'free-spaces' (default): empty towers + 1 = 2 cards; the empty column adds nothing", () => {
    expect(seahaven.defaults).toEqual({ runLimit: 'free-spaces' });
    expect(standard.rules.tableau.runLimit).toBe('free-spaces');
    expect(runMoves(standard)).toBe('');
    expect(refusal(standard, position(standard, PILES), FIVE)).toBe(
      'run-too-long: You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).',
    );
    expect(refusal(standard, position(standard, PILES), FOUR)).toBe(
      'run-too-long: You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).',
    );
    expect(refusal(standard, position(standard, PILES), KING_RUN)).toBe(
      'run-too-long: You may move at most 2 cards at once now (1 empty tower).',
    );
    expect(runSentence(standard)).toBe(
      'A run move may carry at most one card more than there are empty towers; empty columns, since they take only Kings, add nothing.',
    );
  });

  it("'doubling-per-empty-pile': (1 + 1) × 2 = 4 cards onto a card; into the empty column itself, still 2", () => {
    expect(doubling.rules.tableau.runLimit).toBe('doubling-per-empty-pile');
    expect(runMoves(doubling)).toBe('t3>t4x4');
    expect(refusal(doubling, position(doubling, PILES), FIVE)).toBe(
      'run-too-long: You may move at most 4 cards at once now (1 empty tower, 1 other empty column).',
    );
    expect(refusal(doubling, position(doubling, PILES), KING_RUN)).toBe(
      'run-too-long: You may move at most 2 cards at once now (1 empty tower, 0 other empty columns).',
    );
    expect(runSentence(doubling)).toBe(
      'A run move may carry up to (empty towers + 1) cards, doubled for each empty column that is not the destination.',
    );
  });

  it("'unlimited': any run moves as a unit", () => {
    expect(relaxed.rules.tableau.runLimit).toBe('unlimited');
    expect(runMoves(relaxed)).toBe('t1>t2x5 t3>t4x4 t5>t10x3');
    expect(runSentence(relaxed)).toBe('There is no limit on how many cards a run move carries.');
    // Even with every tower full and no empty column.
    const tight = position(relaxed, { ...STILL, t1: '4D TS 9S 8S 7S 6S', t2: 'JS', c1: '7C', c2: '6D', c3: 'TD', c4: '8D' });
    expect(moveList(relaxed, tight)).toBe('t1>t2x5');
    expect(refusal(standard, position(standard, { ...STILL, t1: '4D TS 9S 8S 7S 6S', t2: 'JS', c1: '7C', c2: '6D', c3: 'TD', c4: '8D' }), FIVE)).toBe(
      'run-too-long: You may move at most 1 card at once now (0 empty towers).',
    );
  });

  it('the rules text differs between the values in that sentence only', () => {
    const flat = (v: Variant): string[] => describeRules(v).sections.flatMap((s) => s.rules);
    const base = flat(standard);
    for (const variant of [doubling, relaxed]) {
      const other = flat(variant);
      expect(other.filter((line, i) => line !== base[i])).toEqual([runSentence(variant)]);
    }
  });
});
