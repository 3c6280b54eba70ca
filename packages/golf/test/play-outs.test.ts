/**
 * Random games of Golf and TriPeaks, with the reliability invariants at every step (see `play-out.ts`),
 * and the examples said exactly as core's catalogue of classic games says them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVariant, type Variant } from '@patience/core';
import { playOut } from '@patience/test-support/play-out';
import { standardGolf, standardTriPeaks, tripeaksNoWrap } from './support.js';

describe('random play-outs keep every invariant', () => {
  it.each([['Golf', standardGolf], ['TriPeaks', standardTriPeaks], ['TriPeaks without wrapping', tripeaksNoWrap]] as const)('%s, deals 1 to 6', (_, variant) => {
    const ends = [1, 2, 3, 4, 5, 6].map((seed) => playOut(variant, seed));
    expect(ends.every((end) => end === 'won' || end === 'stuck')).toBe(true);
  });
});

describe('the examples say what the catalogue of classic games says', () => {
  const catalogued = (id: string): Variant => parseVariant((JSON.parse(readFileSync(new URL(`../../../packages/core/test/catalogue/games/${id}.json`, import.meta.url), 'utf8')) as { variant: unknown }).variant);
  it.each([['golf', standardGolf], ['tripeaks', standardTriPeaks]] as const)('%s', (id, variant) => {
    const entry = catalogued(id);
    expect([variant.layout, variant.rules, variant.deck]).toEqual([entry.layout, entry.rules, entry.deck]);
  });
});
