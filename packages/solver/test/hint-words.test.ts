import { parseVariant } from '@patience/core';
import { applyMove, deal } from '@patience/core/engine';
import { findGame } from '@patience/games';
import { easthaven } from '@patience/easthaven';
import { describe, expect, it } from 'vitest';
import { describeMove, hint } from '../src/index.js';

const pyramid = findGame('pyramid')?.game.variant();

describe('describeMove: a hint in words', () => {
  it('a pair (Pyramid) is removed, not moved onto its partner: "Remove the 2 of spades and the Jack of diamonds."', () => {
    if (!pyramid) throw new Error('Pyramid is missing from the examples');
    const state = deal(pyramid, 2);
    expect(describeMove(pyramid, state, { kind: 'move', from: 't22', to: 't24', count: 1 })).toBe('Remove the 2 of spades and the Jack of diamonds.');
    expect(describeMove(pyramid, state, { kind: 'move', from: 't26', to: 'f1', count: 1 })).toBe('Remove the King of diamonds.');
    expect(describeMove(pyramid, state, { kind: 'deal' })).toBe('Deal from the stock.');
  });

  it('a card discarded by suit (Aces Up) is removed, and a card into a gap is moved: "Remove the 2 of spades."', () => {
    const acesUp = parseVariant({
      id: 'aces-up', name: 'Aces Up', layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 1 }, { cards: 1 }] },
      rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } },
        foundations: { kind: 'pairs', pairBy: 'higher-of-suit' }, stock: { kind: 'deal-row', emptyPiles: 'allow' }, win: { kind: 'aces-left' } },
    });
    // Deal 3 shows the 9 of hearts, 7 of clubs, 7 of spades and 2 of spades.
    const state = deal(acesUp, 3);
    expect(describeMove(acesUp, state, { kind: 'move', from: 't4', to: 'f1', count: 1 })).toBe('Remove the 2 of spades.');
    const gap = applyMove(acesUp, state, { kind: 'move', from: 't4', to: 'f1', count: 1 }).state;
    expect(describeMove(acesUp, gap, { kind: 'move', from: 't1', to: 't4', count: 1 })).toBe('Move the 9 of hearts to the empty column 4.');
  });

  it("Pyramid's hint, in words, removes a pair", () => {
    if (!pyramid) throw new Error('Pyramid is missing from the examples');
    const state = deal(pyramid, 3);
    const { move } = hint(pyramid, state, { maxStates: 400, timeMs: 60_000 });
    expect(move).not.toBeNull();
    expect(move).toEqual({ kind: 'move', from: 't23', to: 't24', count: 1 });
    expect(describeMove(pyramid, state, move as NonNullable<typeof move>)).toBe('Remove the 3 of diamonds and the 10 of hearts.');
  });

  it('a deal-row stock deals a new row', () => {
    const variant = easthaven.variant();
    expect(describeMove(variant, deal(variant, 1), { kind: 'deal' })).toBe('Deal a new row from the stock.');
  });
});
