import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { spider } from '@patience/spider';
import { describeMove, findHint, scoreMove } from '../src/hint/hint.js';

const EASTHAVEN = easthaven.variant();
const at = (variant: Variant, piles: Record<string, string>): GameState => positionFromText(variant, piles);

describe('the hint heuristic', () => {
  it('prefers sending a card home to building', () => {
    const state = at(EASTHAVEN, { t1: 'AH', t2: 'KS', t3: 'QH' });
    const hint = findHint(EASTHAVEN, state, null);
    expect(hint).toEqual({ kind: 'move', from: 't1', to: 'f3', count: 1 });
    expect(hint && describeMove(EASTHAVEN, state, hint)).toBe('Move the Ace of hearts to foundation 3.');
  });

  it('prefers a move that turns up a face-down card', () => {
    const state = at(EASTHAVEN, { t1: '5C | 9H', t2: 'TS', t3: '8S' });
    expect(scoreMove(EASTHAVEN, state, { kind: 'move', from: 't1', to: 't2', count: 1 }, null)).toBe(91);
    expect(scoreMove(EASTHAVEN, state, { kind: 'move', from: 't3', to: 't1', count: 1 }, null)).toBe(35);
    const hint = findHint(EASTHAVEN, state, null);
    expect(hint).toEqual({ kind: 'move', from: 't1', to: 't2', count: 1 });
    expect(hint && describeMove(EASTHAVEN, state, hint)).toBe('Move the 9 of hearts onto the 10 of spades.');
  });

  it('never suggests taking back the move just made', () => {
    const state = at(EASTHAVEN, { t1: 'TS 9H', t2: 'TC' });
    const back = { kind: 'move', from: 't1', to: 't2', count: 1 } as const;
    expect(scoreMove(EASTHAVEN, state, back, { kind: 'move', from: 't2', to: 't1', count: 1 })).toBe(-200);
    expect(findHint(EASTHAVEN, state, { kind: 'move', from: 't2', to: 't1', count: 1 })).toBeNull();
    // Without that history the move is only discouraged (it breaks a pair in order), not ruled out.
    expect(scoreMove(EASTHAVEN, state, back, null)).toBe(-35);
    expect(findHint(EASTHAVEN, state, null)).toEqual(back);
  });

  it('calls moving a whole column into an empty one pointless', () => {
    const state = at(EASTHAVEN, { t1: 'KS QH', t3: '4C' });
    expect(scoreMove(EASTHAVEN, state, { kind: 'move', from: 't1', to: 't2', count: 2 }, null)).toBe(-150);
  });

  it('suggests dealing when no move is worth making', () => {
    const state = at(EASTHAVEN, { t1: '5S', t2: '5H', t3: '8C', t4: '8D', t5: 'JS', t6: 'JH', t7: 'KC', stock: 'QD QH QS QC 3C 3D 3H' });
    const hint = findHint(EASTHAVEN, state, null);
    expect(hint).toEqual({ kind: 'deal' });
    expect(hint && describeMove(EASTHAVEN, state, hint)).toBe('Deal a new row from the stock.');
  });

  it('prefers building in suit in Spider, and knows an improving move from a run-breaking one', () => {
    const variant = spider.variant();
    const state = at(variant, { t1: '9S 8H', t2: '9H', t3: '9C' });
    // 8H from a 9S (mixed pair) onto 9H (same suit): an improvement.
    expect(scoreMove(variant, state, { kind: 'move', from: 't1', to: 't2', count: 1 }, null)).toBe(30);
    // 8H onto the 9C: breaks the pair for nothing.
    expect(scoreMove(variant, state, { kind: 'move', from: 't1', to: 't3', count: 1 }, null)).toBe(-35);
    expect(findHint(variant, state, null)).toEqual({ kind: 'move', from: 't1', to: 't2', count: 1 });
  });

  it('describes runs, empty columns and cells', () => {
    const variant = spider.variant({ dealWithEmptyColumns: 'allow' });
    const state = at(variant, { t1: 'KS QS JS', t3: 'KH' });
    expect(describeMove(variant, state, { kind: 'move', from: 't1', to: 't2', count: 3 })).toBe('Move the King of spades and the 2 cards on it to the empty column 2.');
    expect(describeMove(variant, state, { kind: 'move', from: 't1', to: 't2', count: 2 })).toBe('Move the Queen of spades and the card on it to the empty column 2.');
    expect(describeMove(variant, state, { kind: 'move', from: 't1', to: 't3', count: 2 })).toBe('Move the Queen of spades and the card on it onto the King of hearts.');
  });
});
