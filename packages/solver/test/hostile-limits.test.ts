/**
 * The solver's limits hold on large variants (issue 17, item 10): the clock is read during setup and after
 * every expansion, and findWinnableDeal has an overall deadline. These tests count positions and seeds,
 * never time, so that they cannot fail on a slow machine.
 */
import { Game, defineVariant } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIND_DEAL_TIME_MS, findWinnableDeal, findWinnableDealAsync, hint, positionsPlayed, solve, solveAsync } from '../src/index.js';
import { MAX_HINT_HISTORY } from '../src/hint/history.js';

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

describe('maxMemoryMB bounds the whole search (issue 32, item 3)', () => {
  // 64 piles: beyond the compact engine, so the search on core's positions runs, whose stack, heap and
  // key set each grew without a bound before.
  for (const strategy of ['depth-first', 'best-first'] as const) {
    it(`gives up with max-memory on eight decks over 32 columns, ${strategy}`, () => {
      const result = solve(huge, deal(huge, 1), { maxMemoryMB: 1, timeMs: 120_000, maxStates: Number.POSITIVE_INFINITY, strategy });
      expect(result).toMatchObject({ status: 'gave-up', reason: 'max-memory' });
      expect(result.statesExplored).toBeLessThan(5_000);
    });
  }
});

describe("hint's history is bounded (issue 32, item 4)", () => {
  it(`reads only the last ${MAX_HINT_HISTORY} positions of a history of 1,000,000`, () => {
    const variant = seahaven.variant();
    const state = deal(variant, 1);
    let oldestRead = 0;
    const oldest = { get piles() { oldestRead++; return state.piles; }, movesMade: state.movesMade };
    const history: unknown[] = new Array<unknown>(1_000_000).fill(state);
    history[0] = oldest;
    const answer = hint(variant, state, { history: history as GameState[], maxStates: 100 });
    expect(answer.move).not.toBeNull();
    expect(oldestRead).toBe(0);
  });

  it('keeps a window of a game\'s positions, the last one its current position', () => {
    const variant = seahaven.variant();
    const game = new Game(variant, { seed: 1 });
    const played = positionsPlayed(game);
    expect(played.length).toBe(game.history().length + 1);
    expect(played.at(-1)).toEqual(game.state);
    expect(MAX_HINT_HISTORY).toBe(10_000);
  });
});

describe('typed errors from the entry points (issue 32, item 8)', () => {
  const variant = seahaven.variant();
  const state = deal(variant, 1);
  const notAGame = { state, variant } as unknown as Game;
  const refusal = {
    name: 'PatienceError', code: 'invalid-option',
    message: "the position must be a Game or a GameState (an object with piles); got an object with neither piles nor a Game's save() and history().",
  };

  it('refuses an object that is neither a Game nor a GameState', async () => {
    expect(() => hint(variant, notAGame)).toThrow(expect.objectContaining(refusal));
    expect(() => solve(variant, notAGame)).toThrow(expect.objectContaining(refusal));
    await expect(solveAsync(variant, notAGame)).rejects.toMatchObject(refusal);
  });

  it('refuses a history with holes, naming the first', () => {
    expect(() => hint(variant, state, { history: new Array<GameState>(5) })).toThrow(expect.objectContaining({
      name: 'PatienceError', code: 'invalid-option', message: 'hint: options.history[0] is a hole in the array, not a position of Seahaven Towers.',
    }));
  });
});
