/**
 * Golf, Pyramid and TriPeaks, which core's vocabulary learnt to say (piles covered by others, a waste built
 * on, pairs foundations, no foundations, the win by clearing the tableau), are solved with no search code of
 * their own: `compactUnsupported` names each of those rules, so the search runs on core's positions, and the
 * lines it finds replay through core's `Game` to a win.
 */
import { readFileSync } from 'node:fs';
import { parseVariant, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { compactUnsupported } from '../src/engine/compact-rules.js';
import { solve } from '../src/index.js';
import { positionKey } from '../src/position/key.js';
import { solverLayout } from '../src/rules/layout.js';
import { replaysToWin } from './support.js';

/** A game of core's catalogue, the one declaration of it in the repository. */
function catalogued(id: string): Variant {
  const file = new URL(`../../core/test/catalogue/games/${id}.json`, import.meta.url);
  return parseVariant((JSON.parse(readFileSync(file, 'utf8')) as { variant: unknown }).variant);
}

describe('compactUnsupported names the rules of the covering games', () => {
  it.each([
    ['golf', 'it has no foundations'],
    ['pyramid', 'its columns are covered by others'],
    ['tripeaks', 'its columns are covered by others'],
  ])('%s: %s', (id, reason) => {
    expect(compactUnsupported(catalogued(id))).toBe(reason);
  });

  it('names pairs, a waste built on and the win by clearing the tableau on their own', () => {
    const flat = { build: { direction: 'none' }, pickUp: { kind: 'top-card' } } as const;
    const base = { id: 'x', name: 'X', layout: { tableau: [{ cards: 26 }, { cards: 26 }] } } as const;
    expect(compactUnsupported(parseVariant({ ...base, rules: { tableau: flat, foundations: { kind: 'pairs' } } }))).toBe('its cards are removed in pairs');
    expect(compactUnsupported(parseVariant({ ...base, layout: { tableau: [{ cards: 26 }] }, rules: { stock: { kind: 'draw-to-waste', waste: { direction: 'up' } } } })))
      .toBe('its waste is built on');
    expect(compactUnsupported(parseVariant({ ...base, rules: { win: { kind: 'tableau-cleared' } } }))).toBe('it is won by clearing the tableau');
  });
});

describe('the solver solves a deal of each, and the line replays through Game to a win', () => {
  it.each([['golf', 6], ['pyramid', 1], ['tripeaks', 2]] as const)('%s, deal %i', (id, seed) => {
    const variant = catalogued(id);
    const start = deal(variant, seed);
    const result = solve(variant, start, { peek: true, timeMs: 10_000 });
    expect(result.status).toBe('solved');
    if (result.status === 'solved') expect(replaysToWin(variant, start, result.moves)).toBe(true);
  });

  it('keeps covered columns in their places in the position key, where side-by-side columns are sorted', () => {
    const pyramid = catalogued('pyramid');
    const state = deal(pyramid, 1);
    const swapped = { ...state, piles: [state.piles[1], state.piles[0], ...state.piles.slice(2)] } as typeof state;
    expect(positionKey(solverLayout(pyramid), swapped)).not.toBe(positionKey(solverLayout(pyramid), state));
    const golf = catalogued('golf');
    const g = deal(golf, 1);
    const gSwapped = { ...g, piles: [g.piles[1], g.piles[0], ...g.piles.slice(2)] } as typeof g;
    expect(positionKey(solverLayout(golf), gSwapped)).toBe(positionKey(solverLayout(golf), g));
  });
});
