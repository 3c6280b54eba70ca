/**
 * Discarding by suit (Aces Up: `pairBy: "higher-of-suit"`, won with the Aces left) in the solver: a line the search
 * finds on the compact engine wins when replayed through core, the Aces alone left out.
 */
import { parseVariant } from '@patience/core';
import { applyMove, deal, isWon } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.js';

const acesUp = parseVariant({
  id: 'aces-up', name: 'Aces Up', layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 1 }, { cards: 1 }] },
  rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } },
    foundations: { kind: 'pairs', pairBy: 'higher-of-suit' }, stock: { kind: 'deal-row', emptyPiles: 'allow' }, win: { kind: 'aces-left' } },
});

describe('Aces Up in the solver', () => {
  it('solves deal 7, and the line replayed through core leaves only the four Aces', () => {
    const result = solve(acesUp, deal(acesUp, 7), { timeMs: 60_000, peek: true });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    let state = deal(acesUp, 7);
    for (const move of result.moves) state = applyMove(acesUp, state, move).state;
    expect(isWon(acesUp, state)).toBe(true);
    expect(state.piles.slice(0, 4).flatMap((p) => p.cards).map((c) => c % 13).sort()).toEqual([0, 0, 0, 0]);
  });
});
