/**
 * solveAsync and findWinnableDealAsync: the same answers as the synchronous calls, in slices that give the
 * event loop a turn, so that an abort signal stops a search while it runs.
 */
import type { Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { findWinnableDeal, findWinnableDealAsync, hint, solve, solveAsync } from '../src/index.js';
import { replaysToWin } from './support.js';

/** Counts the event loop's turns taken by other work while `run` goes on. */
async function turnsDuring(run: () => unknown): Promise<number> {
  let turns = 0;
  let running = true;
  const tick = (): void => {
    if (!running) return;
    turns++;
    setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  await run();
  running = false;
  return turns;
}

describe('solveAsync', () => {
  it('answers as solve does: the same winning line, the same proof of a loss', async () => {
    const variant = seahaven.variant();
    for (const seed of [1, 2, 3]) {
      const sync = solve(variant, deal(variant, seed));
      const sliced = await solveAsync(variant, deal(variant, seed));
      expect(sliced.status).toBe(sync.status);
      expect(sliced.statesExplored).toBe(sync.statesExplored);
      if (sliced.status === 'solved' && sync.status === 'solved') {
        expect(sliced.moves).toEqual(sync.moves);
        expect(replaysToWin(variant, deal(variant, seed), sliced.moves)).toBe(true);
      }
    }
    // Easthaven deal 21 is lost even seeing the hidden cards: a proof that takes both passes.
    const east = easthaven.variant();
    expect((await solveAsync(east, deal(east, 21), { peek: true })).status).toBe('unwinnable');
  });

  it('gives the event loop turns while it searches; solve does not', async () => {
    const variant = spider.variant();
    const position = deal(variant, 1);
    expect(await turnsDuring(() => solve(variant, position, { peek: true, timeMs: 300 }))).toBe(0);
    // About one turn every 12 ms slice: some 70 in a second on an idle machine. The bar is low, since a
    // machine running other tests beside this one can stall the thread for a large part of the second (a
    // CI run once saw 2 turns in 300 ms).
    expect(await turnsDuring(() => solveAsync(variant, position, { peek: true, timeMs: 1000 }))).toBeGreaterThan(3);
  });

  it('stops when its signal is aborted while it runs', async () => {
    const variant = spider.variant();
    const controller = new AbortController();
    setTimeout(() => { controller.abort(); }, 50);
    const result = await solveAsync(variant, deal(variant, 2), { peek: true, timeMs: 60_000, maxStates: 10_000_000, signal: controller.signal });
    expect(result).toMatchObject({ status: 'gave-up', reason: 'aborted' });
  });

  it('rejects a position that does not fit the variant, as solve throws', async () => {
    await expect(solveAsync(seahaven.variant(), deal(easthaven.variant(), 1))).rejects.toThrow();
    expect(() => solve(seahaven.variant(), deal(easthaven.variant(), 1))).toThrow();
  });
});

describe('findWinnableDealAsync', () => {
  it('finds the deal findWinnableDeal finds, with the same line', async () => {
    const variant = seahaven.variant();
    expect(await findWinnableDealAsync(variant, { from: 2 })).toEqual(findWinnableDeal(variant, { from: 2 }));
  });

  it('answers null once its signal is aborted, and rejects a bad seed', async () => {
    const variant = spider.variant();
    const controller = new AbortController();
    setTimeout(() => { controller.abort(); }, 50);
    expect(await findWinnableDealAsync(variant, { from: 1, timeMsPerDeal: 60_000, maxStatesPerDeal: 10_000_000, signal: controller.signal })).toBeNull();
    await expect(findWinnableDealAsync(variant, { from: -1 })).rejects.toThrow('A deal number is a whole number from 0 to 4294967295; got -1.');
  });
});

describe('every entry point, given a hand-made variant with a broken rule', () => {
  const variant = seahaven.variant();
  const broken = { ...variant, layout: { ...variant.layout, tableau: 'ten columns' } } as unknown as Variant;
  // The search takes only variants core made, as the engine does; the deal finder checks the variant first.
  const notMade = { code: 'invalid-variant', field: 'variant', message: "variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first" };
  const expected = { code: 'invalid-variant', field: 'layout.tableau', message: 'layout.tableau: expected an array, got a string' };

  it('refuses it before searching anything', async () => {
    const start = deal(variant, 1);
    expect(() => solve(broken, start)).toThrow(expect.objectContaining(notMade));
    expect(() => hint(broken, start)).toThrow(expect.objectContaining(notMade));
    expect(() => findWinnableDeal(broken, { from: 1 })).toThrow(expect.objectContaining(expected));
    await expect(solveAsync(broken, start)).rejects.toThrow(expect.objectContaining(notMade));
    await expect(findWinnableDealAsync(broken, { from: 1 })).rejects.toThrow(expect.objectContaining(expected));
  });
});
