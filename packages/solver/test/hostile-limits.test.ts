/**
 * The solver's limits hold on large variants (issue 17, item 10): the clock is read during setup and after
 * every expansion, and findWinnableDeal has an overall deadline. These tests count positions and seeds,
 * never time, so that they cannot fail on a slow machine.
 */
import { defineVariant, Game } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_DEAL_TIME_MS, findWinnableDeal, findWinnableDealAsync, hint, MAX_HINT_HISTORY, positionsPlayed, solve, solveAsync } from '../src/index.js';

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

describe('a hint reads a bounded history, and refuses what is not a position with a typed error', () => {
  const variant = seahaven.variant();
  const start = deal(variant, 5);

  it('remembers only the latest MAX_HINT_HISTORY positions: older entries are never read', () => {
    // A million entries, all but the latest MAX_HINT_HISTORY of them not positions at all: reading them would refuse.
    const history: unknown[] = new Array(1_000_000).fill({ not: 'a position' });
    history.fill(start, history.length - MAX_HINT_HISTORY);
    const answer = hint(variant, start, { history: history as GameState[], maxStates: 200, timeMs: Number.POSITIVE_INFINITY });
    expect(answer.move).not.toBeNull();
    // With time to read them all, the entry one older than the bound is read, and refused.
    const justWithin = [{ not: 'a position' }, ...new Array<GameState>(MAX_HINT_HISTORY - 1).fill(start)];
    expect(() => hint(variant, start, { history: justWithin as GameState[], maxStates: 200, timeMs: Number.POSITIVE_INFINITY }))
      .toThrow(/^hint: options\.history\[0\] is not a position of Seahaven Towers: /);
  });

  it("reads a Game's positions, not its moves replayed, as far back as it remembers", () => {
    const game = new Game(variant, { seed: 5 });
    for (const move of ['t1>c1', 'c1>c4', 'c4>c1', 'c1>c4', 'c4>c1', 'c1>c4']) game.move(move);
    expect(game.positions()).toHaveLength(7);
    expect(game.positions(3)).toEqual(game.positions().slice(4));
    expect(positionsPlayed(game)).toEqual([...game.positions()]);
  });

  it('refuses an object that only looks like a game, and a history with a hole', async () => {
    const lookAlike = { state: start, variant } as unknown as GameState;
    expect(() => hint(variant, lookAlike)).toThrow(expect.objectContaining({ code: 'invalid-snapshot' }) as Error);
    expect(() => solve(variant, lookAlike)).toThrow(expect.objectContaining({ code: 'invalid-snapshot' }) as Error);
    await expect(solveAsync(variant, lookAlike)).rejects.toMatchObject({ code: 'invalid-snapshot' });
    expect(() => hint(variant, start, { history: new Array(5) as GameState[] })).toThrow(
      expect.objectContaining({ code: 'invalid-option', message: 'hint: options.history[4] is missing: the array has a hole here.' }) as Error,
    );
    expect(() => hint(variant, start, { history: 'abc' as unknown as GameState[] })).toThrow(
      expect.objectContaining({ code: 'invalid-option', message: 'hint: options.history must be an array of the game\'s positions; got "abc".' }) as Error,
    );
  });
});

describe('maxMemoryMB bounds the whole search (issue 32, item 3)', () => {
  // No time limit and no position limit: only the memory bound can end these searches, on any machine.
  // 64 piles, the compact engine's largest searches: a stored position takes at least 41 bytes there (a
  // byte for each column's id, the key's length, and a slot of 8 bytes), so 1 MB holds fewer than 25,575.
  for (const strategy of ['depth-first', 'best-first'] as const) {
    it(`gives up with max-memory on eight decks over 32 columns, ${strategy}`, () => {
      const result = solve(huge, deal(huge, 1), { maxMemoryMB: 1, timeMs: Number.POSITIVE_INFINITY, maxStates: Number.POSITIVE_INFINITY, strategy });
      expect(result).toMatchObject({ status: 'gave-up', reason: 'max-memory' });
      expect(result.statesExplored).toBeLessThan(Math.floor(2 ** 20 / 41));
    });
  }

  // The deal-by-deal search (four-suit Spider, thoughtful) keeps a snapshot and a node for every position
  // of a stage beside its table, each larger than the position's share of the table: all of it counts, so
  // 1 MB holds fewer than half the positions the table alone would (it stored 29,364 while only the table
  // was charged).
  it('gives up with max-memory deal by deal (four-suit Spider, thoughtful)', () => {
    const variant = spider.variant();
    const result = solve(variant, deal(variant, 1), { maxMemoryMB: 1, peek: true, timeMs: Number.POSITIVE_INFINITY, maxStates: Number.POSITIVE_INFINITY });
    expect(result).toMatchObject({ status: 'gave-up', reason: 'max-memory' });
    expect(result.statesExplored).toBeLessThan(14_682);
  });
});
