/**
 * Pyramid's rules, each quoted and tried on a hand-built position with exact move lists and refusals.
 * Piles are numbered from 1 at the apex, row by row: 2 and 3 are the second row, 22 to 28 the bottom row.
 */
import { describe, expect, it } from 'vitest';
import { describeRules } from '@patience/core';
import { applyMove, isWon } from '@patience/core/engine';
import { parseCard } from '@patience/core/snapshot';
import { pyramid } from '../src/index.js';
import { layout, moveList, mv, position, refusal, relaxed, standard as v } from './support.js';

describe('Pyramid', () => {
  it('"twenty-eight cards face up in a pyramid of seven rows"; each covered by the two cards below it', () => {
    expect(v.layout.tableau).toHaveLength(28);
    expect(v.layout.tableau.every((p) => p.cards === 1 && p.faceDown === 0)).toBe(true);
    expect(v.layout.tableau.slice(0, 6).map((p) => p.coveredBy)).toEqual([[2, 3], [4, 5], [5, 6], [7, 8], [8, 9], [9, 10]]);
    expect(v.layout.tableau[20]?.coveredBy).toEqual([27, 28]);
    expect(v.layout.tableau.slice(21).every((p) => p.coveredBy === undefined)).toBe(true);
  });

  it('"a card free when both cards covering it are gone"', () => {
    const s = position(v, { t1: 'KS', t2: '6H', t3: '7C', stock: 'AS' });
    expect(refusal(v, s, mv('t1', 'f1'))).toBe('covered: Column 1 is covered: clear column 2 and column 3 first.');
    const paired = applyMove(v, s, mv('t2', 't3')).state;
    expect(moveList(v, paired)).toBe('t1>f1 d');
  });

  it('"free cards are removed in pairs whose ranks add up to thirteen": play one onto the other', () => {
    const s = position(v, { t22: 'AC', t23: 'QD', t24: '5S', t25: '8H', waste: 'JD', stock: '2S' });
    expect(moveList(v, s)).toBe('t22>t23 t23>t22 t24>t25 t25>t24 d');
    expect(refusal(v, s, mv('t22', 't24'))).toBe('not-a-pair: The Ace of clubs and the 5 of spades add up to 6, not 13.');
    const outcome = applyMove(v, s, mv('t24', 't25'));
    expect(outcome.cards).toEqual([parseCard('5S'), parseCard('8H')]);
    expect(layout(v, outcome.state)).toContain('f1: 5S 8H');
  });

  it('"Kings alone"', () => {
    const s = position(v, { t22: 'KD', t23: '5S', stock: 'AS' });
    expect(moveList(v, s)).toBe('t22>f1 d');
    expect(refusal(v, s, mv('t23', 'f1'))).toBe('not-a-pair: Only a King goes to the foundation alone; play the 5 of spades onto a free card that makes 13 with it.');
  });

  it('"the stock turns one card at a time onto a waste whose top card is free, and goes round three times"', () => {
    const s = position(v, { t22: '9D', waste: '2C 4H', stock: 'AS' });
    expect(moveList(v, s)).toBe('t22>waste waste>t22 d');
    const waste = position(v, { t22: '9D', waste: '4H 2C' });
    expect(moveList(v, waste)).toBe('r');
    expect(refusal(v, position(v, { t22: '9D', waste: '4H 2C' }, { redealsUsed: 2 }), { kind: 'redeal' })).toBe('no-redeals-left: There are no redeals left.');
  });

  it('"the game is won when every card is removed, or, in Relaxed Pyramid, when the pyramid is"', () => {
    const s = position(v, { waste: '4H', stock: 'AS' });
    expect(isWon(v, s)).toBe(false);
    expect(isWon(relaxed, position(relaxed, { waste: '4H', stock: 'AS' }))).toBe(true);
    expect(pyramid.presets.map((p) => p.id)).toEqual(['standard', 'relaxed']);
  });

  it('has its rules page', () => {
    const text = describeRules(v).sections.flatMap((s) => s.rules);
    expect(text).toContain('Two free cards whose ranks add up to 13 (Ace 1, Jack 11, Queen 12, King 13) are removed together to the foundation: play one onto the other.');
    expect(text).toContain('A King is removed by itself, played to the foundation.');
    expect(text).toContain('The game is won when all 52 cards are on the foundation.');
    expect(describeRules(relaxed).sections.flatMap((s) => s.rules)).toContain('The game is won when every column is empty, whatever is left in the stock and on the waste.');
  });
});
