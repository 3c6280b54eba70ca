/**
 * Random games of Pyramid, with the reliability invariants at every step (see `play-out.ts`), and the
 * example said exactly as core's catalogue of classic games says it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVariant } from '@patience/core';
import { playOut } from '@patience/test-support/play-out';
import { relaxed, standard } from './support.js';

describe('random play-outs keep every invariant', () => {
  it.each([['Pyramid', standard], ['Relaxed Pyramid', relaxed]] as const)('%s, deals 1 to 4', (_, variant) => {
    const ends = [1, 2, 3, 4].map((seed) => playOut(variant, seed, 200));
    expect(ends.every((end) => end === 'won' || end === 'stuck')).toBe(true);
  });
});

it('says Pyramid as the catalogue of classic games says it', () => {
  const entry = parseVariant((JSON.parse(readFileSync(new URL('../../../packages/core/test/catalogue/games/pyramid.json', import.meta.url), 'utf8')) as { variant: unknown }).variant);
  expect([standard.layout, standard.rules, standard.deck]).toEqual([entry.layout, entry.rules, entry.deck]);
});
