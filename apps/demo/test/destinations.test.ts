import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import { bestDestination, largestMove, legalTargets, whyStuck } from '../src/input/destinations.js';
import { pileLabel, pileOf } from '../src/input/piles.js';
import { legalMoves } from '@patience/core/engine';

const EASTHAVEN = easthaven.variant();
const SPIDER = spider.variant();
const at = (variant: Variant, piles: Record<string, string>): GameState => positionFromText(variant, piles);

describe('the best destination of a click', () => {
  it('is a foundation before a column', () => {
    const state = at(EASTHAVEN, { t1: 'AH', t2: '2S' });
    expect(bestDestination(EASTHAVEN, state, 't1', 1)).toEqual({ kind: 'move', from: 't1', to: 'f3', count: 1 });
  });

  it('is a column of the same suit before one of another suit, and any card before an empty column', () => {
    const state = at(SPIDER, { t1: '5H', t2: '6S', t4: '6H' });
    expect(bestDestination(SPIDER, state, 't1', 1)).toEqual({ kind: 'move', from: 't1', to: 't4', count: 1 });
    const noSuit = at(SPIDER, { t1: '5H', t3: '6S' });
    expect(bestDestination(SPIDER, noSuit, 't1', 1)).toEqual({ kind: 'move', from: 't1', to: 't3', count: 1 });
  });

  it('is the leftmost of equals, and a cell only when nothing else will do', () => {
    const variant = seahaven.variant();
    const state = at(variant, { t1: '5H', t2: 'KC' });
    expect(bestDestination(variant, state, 't1', 1)).toEqual({ kind: 'move', from: 't1', to: 'c1', count: 1 });
  });

  it('is null when the cards can go nowhere', () => {
    const state = at(EASTHAVEN, { t1: '9H', t2: '9S', t3: 'KC' });
    expect(bestDestination(EASTHAVEN, state, 't1', 1)).toBeNull();
  });
});

describe('moving onto a chosen pile', () => {
  it('carries the longest legal run', () => {
    const state = at(EASTHAVEN, { t1: 'TS 9H 8C', t2: 'JH', t3: '9D' });
    expect(largestMove(EASTHAVEN, state, 't1', 't2')).toEqual({ kind: 'move', from: 't1', to: 't2', count: 3 });
    expect(largestMove(EASTHAVEN, state, 't1', 't3')).toEqual({ kind: 'move', from: 't1', to: 't3', count: 1 });
    expect(largestMove(EASTHAVEN, state, 't2', 't3')).toBeNull();
  });

  it('lights up exactly the legal destinations of a drag', () => {
    const state = at(EASTHAVEN, { t1: 'TS 9H 8C', t2: 'JH', t3: '9D' });
    const moves = legalMoves(EASTHAVEN, state);
    expect([...legalTargets('t1', 1, moves)]).toEqual(['t3']);
    expect([...legalTargets('t1', 3, moves)]).toEqual(['t2']);
    expect([...legalTargets('t1', 2, moves)]).toEqual([]);
  });
});

describe('why cards can go nowhere', () => {
  it('repeats the engine when it refuses to lift the cards at all', () => {
    const state = at(EASTHAVEN, { t1: '5C | 9H', t2: 'TS' });
    expect(whyStuck(EASTHAVEN, state, 't1', 2)).toBe('You may not move a face-down card.');
  });

  it('names the card when every destination refuses for its own reason', () => {
    const state = at(EASTHAVEN, { t1: '9H', t2: '9S', t3: 'KC' });
    expect(whyStuck(EASTHAVEN, state, 't1', 1)).toBe('There is no legal move for the 9 of hearts.');
  });
});

describe('pile labels', () => {
  it('name the pile, its size and its top card', () => {
    const state = at(EASTHAVEN, { t3: '4C 7D | 9S TH QH', stock: 'AC 2C' });
    const pile = (id: string) => pileOf(EASTHAVEN, state, id) ?? { cards: [], faceDown: 0 };
    expect(pileLabel(EASTHAVEN, 't3', pile('t3'))).toBe('Column 3, 5 cards, top Queen of hearts');
    expect(pileLabel(EASTHAVEN, 't1', pile('t1'))).toBe('Column 1, empty');
    expect(pileLabel(EASTHAVEN, 'f2', pile('f2'))).toBe('Foundation 2, empty');
    expect(pileLabel(EASTHAVEN, 'stock', pile('stock'), 1)).toBe('Stock, 2 cards, 1 deal left');
  });

  it('use the variant\'s own name for cells', () => {
    const variant = seahaven.variant();
    const state = at(variant, { c2: 'AS' });
    expect(pileLabel(variant, 'c2', pileOf(variant, state, 'c2') ?? { cards: [], faceDown: 0 })).toBe('Tower 2, 1 card, top Ace of spades');
  });
});
