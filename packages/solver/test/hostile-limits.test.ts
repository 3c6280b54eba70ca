/**
 * The solver's limits hold on large variants (issue 17, item 10): the clock is read during setup and after
 * every expansion, and findWinnableDeal has an overall deadline. These tests count positions and seeds,
 * never time, so that they cannot fail on a slow machine.
 */
import { defineVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_DEAL_TIME_MS, findWinnableDeal, findWinnableDealAsync, solve, solveAsync } from '../src/index.js';

/** Eight decks over 32 columns of 13 cards, no stock: the largest game the vocabulary allows. */
const huge = defineVariant({
  id: 'huge', name: 'Huge',
  deck: { decks: 8, suits: ['clubs', 'diamonds', 'hearts', 'spades'] },
  layout: { tableau: Array.from({ length: 32 }, () => ({ cards: 13, faceDown: 0 })) },
});

describe('timeMs: 0 stops after the setup, before any expansion', () => {
  it('solve and solveAsync on eight decks over 32 columns', async () => {
    const start = deal(huge, 1);
    const result = solve(huge, start, { timeMs: 0 });
    expect(result).toMatchObject({ status: 'gave-up', reason: 'time' });
    expect(result.statesExplored).toBeLessThanOrEqual(2);
    const later = await solveAsync(huge, start, { timeMs: 0 });
    expect(later).toMatchObject({ status: 'gave-up', reason: 'time' });
    expect(later.statesExplored).toBeLessThanOrEqual(2);
  });

  it('solve on a small game', () => {
    const variant = seahaven.variant();
    const result = solve(variant, deal(variant, 1), { timeMs: 0 });
    expect(result).toMatchObject({ status: 'gave-up', reason: 'time' });
    expect(result.statesExplored).toBeLessThanOrEqual(2);
  });
});

describe('findWinnableDeal has an overall deadline', () => {
  it('answers null at once when it has no time, however many seeds it may try', async () => {
    const variant = seahaven.variant();
    expect(findWinnableDeal(variant, { from: 1, maxSeeds: Number.POSITIVE_INFINITY, timeMs: 0 })).toBeNull();
    expect(await findWinnableDealAsync(variant, { from: 1, maxSeeds: Number.POSITIVE_INFINITY, timeMs: 0 })).toBeNull();
  });

  it('defaults to one minute', () => {
    expect(DEFAULT_FIND_DEAL_TIME_MS).toBe(60_000);
  });
});
