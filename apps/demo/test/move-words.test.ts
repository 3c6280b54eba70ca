import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { spider } from '@patience/spider';
import { describeMove } from '../src/hint/move-words.js';

const EASTHAVEN = easthaven.variant();
const at = (variant: Variant, piles: Record<string, string>): GameState => positionFromText(variant, piles);

describe('a move in words', () => {
  it('names the card and where it goes: a foundation, a card, the stock', () => {
    const state = at(EASTHAVEN, { t1: 'AH', t2: 'TS', t3: '9H', stock: 'QD QH QS QC 3C 3D 3H' });
    expect(describeMove(EASTHAVEN, state, { kind: 'move', from: 't1', to: 'f3', count: 1 })).toBe('Move the Ace of hearts to foundation 3.');
    expect(describeMove(EASTHAVEN, state, { kind: 'move', from: 't3', to: 't2', count: 1 })).toBe('Move the 9 of hearts onto the 10 of spades.');
    expect(describeMove(EASTHAVEN, state, { kind: 'deal' })).toBe('Deal a new row from the stock.');
  });

  it('describes runs and empty columns', () => {
    const variant = spider.variant({ dealWithEmptyColumns: 'allow' });
    const state = at(variant, { t1: 'KS QS JS', t3: 'KH' });
    expect(describeMove(variant, state, { kind: 'move', from: 't1', to: 't2', count: 3 })).toBe('Move the King of spades and the 2 cards on it to the empty column 2.');
    expect(describeMove(variant, state, { kind: 'move', from: 't1', to: 't2', count: 2 })).toBe('Move the Queen of spades and the card on it to the empty column 2.');
    expect(describeMove(variant, state, { kind: 'move', from: 't1', to: 't3', count: 2 })).toBe('Move the Queen of spades and the card on it onto the King of hearts.');
  });
});
