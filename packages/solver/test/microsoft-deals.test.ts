/**
 * The solver on Microsoft's FreeCell deals, the numbers every FreeCell solver is measured on: the first deals,
 * and deals 24 and 617 (the published test deals), are solved, each line replayed through core's `Game` from
 * Microsoft's deal to a win; deal 11982, the one deal among the first 32,000 that cannot be won, is proven
 * unwinnable. FreeCell shows every card, so these are exact answers, not thoughtful ones.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { deal } from '@patience/core/engine';
import { freecell } from '@patience/freecell';
import { solve } from '../src/index.js';

const variant = freecell.variant();

/** Microsoft's deals the solver must win: the first ten, and the two other deals of the published test data. */
const WON = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 24, 617];

describe("the solver on Microsoft's FreeCell deals", () => {
  it.each(WON)('solves Microsoft deal %i, a line that replays through Game to a win', (seed) => {
    const result = solve(variant, deal(variant, seed, 'microsoft'), { timeMs: 60_000 });
    if (result.status !== 'solved') throw new Error(`Microsoft deal ${seed}: ${result.status}`);
    const game = new Game(variant, { seed, dealer: 'microsoft' });
    for (const move of result.moves) game.move(move);
    expect(game.isWon()).toBe(true);
  });

  it('proves Microsoft deal 11982 unwinnable', () => {
    const result = solve(variant, deal(variant, 11982, 'microsoft'), { timeMs: 120_000 });
    expect([result.status, result.statesExplored]).toEqual(['unwinnable', 142_202]);
  });
});
