import { deal } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { findWinnableDeal } from '../src/index.js';
import { replaysToWin } from './support.js';

// Every search here is bounded by positions, never by the clock (no time limit a deal, none for the whole
// search), so the deals found are the same on a machine of any speed and under any load.
const NO_CLOCK = { timeMsPerDeal: Number.POSITIVE_INFINITY, timeMs: Number.POSITIVE_INFINITY } as const;

describe('findWinnableDeal', () => {
  it('Seahaven Towers from deal 2: deal 2 has no win, so deal 3, with a winning line', () => {
    const variant = seahaven.variant();
    const found = findWinnableDeal(variant, { from: 2, maxStatesPerDeal: 1_000_000, ...NO_CLOCK });
    expect(found?.seed).toBe(3);
    if (found) expect(replaysToWin(variant, deal(variant, found.seed), found.solution)).toBe(true);
  });

  it('Easthaven from deal 1, thoughtful, 1,000 positions a deal: deals 1 to 3 are not decided so soon, deal 4 wins', () => {
    const variant = easthaven.variant();
    const found = findWinnableDeal(variant, { from: 1, maxStatesPerDeal: 1000, ...NO_CLOCK });
    expect(found?.seed).toBe(4);
    if (found) expect(replaysToWin(variant, deal(variant, found.seed), found.solution)).toBe(true);
  });

  it('four-suit Spider from deal 1, thoughtful, 100,000 positions a deal: deal 1 needs far more, deal 2 wins', () => {
    const variant = spider.variant({ suits: 4 });
    const found = findWinnableDeal(variant, { from: 1, maxStatesPerDeal: 100_000, ...NO_CLOCK });
    expect(found?.seed).toBe(2);
    expect(found?.solution.length).toBe(408);
    if (found) expect(replaysToWin(variant, deal(variant, found.seed), found.solution)).toBe(true);
  });

  it('gives null when no seed in range is proven winnable, and refuses a bad seed', () => {
    expect(findWinnableDeal(seahaven.variant(), { from: 2, maxSeeds: 1, maxStatesPerDeal: 1_000_000, ...NO_CLOCK })).toBeNull();
    expect(() => findWinnableDeal(seahaven.variant(), { from: -1 })).toThrow('A deal number is a whole number from 0 to 4294967295; got -1.');
  });
});
