/**
 * Golf's rules, each quoted and tried on a hand-built position with exact move lists and refusals.
 */
import { describe, expect, it } from 'vitest';
import { describeRules } from '@patience/core';
import { applyMove, isStuck, isWon } from '@patience/core/engine';
import { golf } from '../src/index.js';
import { layout, moveList, mv, position, refusal, standardGolf as v } from './support.js';

describe('Golf', () => {
  it('"seven columns of five, all face up", and the top card of the stock turned onto the waste', () => {
    expect(v.layout.tableau).toEqual(Array.from({ length: 7 }, () => ({ cards: 5, faceDown: 0 })));
    expect(v.layout.wasteCards).toBe(1);
    expect(golf.options).toEqual([]);
  });

  it('"a card is played onto the waste when it is one rank above or below the waste\'s top card, whatever its suit"', () => {
    const s = position(v, { t1: 'KC 7H', t2: '5S', t3: '8S', t4: '6C', waste: '6D', stock: 'AS' });
    expect(moveList(v, s)).toBe('t1>waste t2>waste d');
    expect(refusal(v, s, mv('t3', 'waste'))).toBe('does-not-build: The 8 of spades cannot go on the 6 of diamonds: build up or down regardless of suit on the waste.');
    expect(refusal(v, s, mv('t4', 'waste'))).toBe('does-not-build: The 6 of clubs cannot go on the 6 of diamonds: build up or down regardless of suit on the waste.');
    expect(layout(v, applyMove(v, s, mv('t1', 'waste')).state)).toContain('waste: 6D 7H');
  });

  it('"with no going round the corner from King to Ace"', () => {
    const s = position(v, { t1: 'AC', t2: 'QD', waste: 'KS' });
    expect(moveList(v, s)).toBe('t2>waste');
    expect(refusal(v, s, mv('t1', 'waste'))).toBe('does-not-build: The Ace of clubs cannot go on the King of spades: build up or down regardless of suit on the waste.');
  });

  it('"nothing builds on the columns", and the waste\'s card never goes back', () => {
    const s = position(v, { t1: '5C', t2: '6D', waste: '4H' });
    expect(refusal(v, s, mv('t1', 't2'))).toBe('no-building: Nothing may be built on the columns.');
    expect(refusal(v, s, mv('waste', 't2'))).toBe('no-building: Nothing may be built on the columns.');
  });

  it('"the stock turns one card at a time onto the waste, and is never turned over"', () => {
    const s = position(v, { t1: '9C', waste: '4H', stock: 'AS 2S' });
    expect(moveList(v, s)).toBe('d');
    const dealt = applyMove(v, s, { kind: 'deal' }).state;
    expect(layout(v, dealt)).toContain('waste: 4H 2S');
    const empty = position(v, { t1: '9C', waste: '4H 2S AS' });
    expect(refusal(v, empty, { kind: 'redeal' })).toBe('no-redeals-left: There are no redeals left.');
    expect(isStuck(v, empty)).toBe(true);
  });

  it('"the game is won when the columns are cleared", whatever is left in the stock', () => {
    expect(isWon(v, position(v, { waste: '4H', stock: 'AS 2S' }))).toBe(true);
    expect(isWon(v, position(v, { t7: 'KD', waste: '4H' }))).toBe(false);
  });

  it('has its rules page', () => {
    const text = describeRules(v).sections.flatMap((s) => s.rules);
    expect(text).toContain('The top card of a column may be played onto the waste, one card at a time: a card goes on a card one rank higher or lower, whatever its suit.');
    expect(text).toContain('The game is won when every column is empty, whatever is left in the stock and on the waste.');
  });
});
