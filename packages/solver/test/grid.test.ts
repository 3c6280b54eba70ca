/**
 * A grid of places (`rules.tableau.grid`, Montana) in the solver: a line the search finds on the compact engine,
 * looking through the redeals' shuffles, wins when replayed through core; without looking, the shuffle is hidden
 * as a face-down card is, so a deal it cannot win before a redeal is given up, never called unwinnable.
 */
import { parseVariant } from '@patience/core';
import { applyMove, deal, isWon } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.js';

const montana = parseVariant({
  id: 'montana', name: 'Montana', layout: { tableau: Array.from({ length: 52 }, () => ({ cards: 1 })) },
  rules: { tableau: { grid: { columns: 13, aces: 'set-aside', redeals: 2 } }, foundations: { kind: 'up-by-suit' },
    win: { kind: 'rows-in-sequence' } },
});

describe('Montana in the solver', () => {
  it('solves deal 1 looking through the redeals, and the line replayed through core is won', () => {
    const result = solve(montana, deal(montana, 1), { timeMs: 60_000, peek: true });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.moves.filter((m) => m.kind === 'redeal').length).toBeGreaterThan(0);
    let state = deal(montana, 1);
    for (const move of result.moves) state = applyMove(montana, state, move).state;
    expect(isWon(montana, state)).toBe(true);
  });

  it('without looking, stops at the redeal: deal 1 is given up for hidden cards, not called unwinnable', () => {
    const blind = solve(montana, deal(montana, 1), { timeMs: 60_000 });
    expect(blind.status === 'gave-up' ? blind.reason : blind.status).toBe('hidden-cards');
  });
});
