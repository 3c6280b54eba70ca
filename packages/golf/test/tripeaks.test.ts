/**
 * TriPeaks' rules, each quoted and tried on a hand-built position with exact move lists and refusals.
 * Piles 1 to 3 are the peaks, 4 to 9 the row of six, 10 to 18 the row of nine, 19 to 28 the bottom row.
 */
import { describe, expect, it } from 'vitest';
import { describeRules } from '@patience/core';
import { applyMove, isWon } from '@patience/core/engine';
import { parseCard } from '@patience/core/snapshot';
import { layout, moveList, mv, position, refusal, standardTriPeaks as v, tripeaksNoWrap } from './support.js';

describe('TriPeaks', () => {
  it('"twenty-eight cards in three overlapping peaks, the bottom row of ten face up and the rest face down"', () => {
    expect(v.layout.tableau.map((p) => p.faceDown).join('')).toBe(`${'1'.repeat(18)}${'0'.repeat(10)}`);
    expect(v.layout.tableau.map((p) => p.coveredBy?.join('+') ?? '-').join(' ')).toBe(
      '4+5 6+7 8+9 10+11 11+12 13+14 14+15 16+17 17+18 19+20 20+21 21+22 22+23 23+24 24+25 25+26 26+27 27+28 - - - - - - - - - -',
    );
  });

  it('"a card free, and turned up, when both cards covering it are gone"', () => {
    const s = position(v, { t10: '4C |', t19: '6D', t20: '5S', waste: '7H' });
    expect(moveList(v, s)).toBe('t19>waste');
    expect(refusal(v, s, mv('t10', 'waste'))).toBe('covered: Column 10 is covered: clear column 19 and column 20 first.');
    const first = applyMove(v, s, mv('t19', 'waste'));
    expect(first.effects).toEqual([]);
    const second = applyMove(v, first.state, mv('t20', 'waste'));
    expect(second.effects).toEqual([{ kind: 'turned-up', pile: 't10', card: parseCard('4C') }]);
    expect(moveList(v, second.state)).toBe('t10>waste');
  });

  it('"free cards are played onto the waste one rank up or down, whatever the suit, going round the corner from King to Ace"', () => {
    const s = position(v, { t19: 'AD', t20: 'QC', t21: '2S', waste: 'KS' });
    expect(moveList(v, s)).toBe('t19>waste t20>waste');
    expect(moveList(v, position(v, { t19: 'KD', waste: 'AS' }))).toBe('t19>waste');
    expect(moveList(tripeaksNoWrap, s)).toBe('t20>waste');
  });

  it('"the game is won when the peaks are cleared"', () => {
    expect(isWon(v, position(v, { waste: 'KS', stock: 'AS' }))).toBe(true);
    expect(isWon(v, position(v, { t1: '5C', waste: 'KS' }))).toBe(false);
    expect(layout(v, position(v, { t1: '5C |', waste: 'KS' }))).toContain('t1: 5C |');
  });

  it('has its rules page', () => {
    const text = describeRules(v).sections.flatMap((s) => s.rules);
    expect(text).toContain('On the waste, ranks go round the corner, Ace and King counting as one rank apart.');
    expect(text).toContain('A face-down card left on top of a column turns face up by itself once no column covers it.');
  });
});
