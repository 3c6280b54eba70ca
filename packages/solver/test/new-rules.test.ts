/**
 * The classics that core's vocabulary learnt to say (a reserve, cards placed at the deal, foundations from
 * another base, building round the corner, cells that take no cards) are played and decided with no solver
 * code of their own: each rule the compact engine does not mirror is named by `compactUnsupported`, so the
 * search runs on core's own positions, and every line it finds replays through core to a win.
 */
import { readFileSync } from 'node:fs';
import { parseVariant, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { compactUnsupported } from '../src/engine/compact-rules.js';
import { solve } from '../src/index.js';
import { solverLayout } from '../src/rules/layout.js';
import { replaysToWin } from './support.js';

/** A game of core's catalogue, the one declaration of it in the repository. */
function catalogued(id: string): Variant {
  const file = new URL(`../../core/test/catalogue/games/${id}.json`, import.meta.url);
  return parseVariant((JSON.parse(readFileSync(file, 'utf8')) as { variant: unknown }).variant);
}

const CASES: readonly (readonly [string, string | undefined])[] = [
  ['canfield', 'it has a reserve'],
  ['bakers-dozen', undefined],
  ['beleaguered-castle', undefined],
  ['lucas', undefined],
  ['king-albert', undefined],
  ['raglan', undefined],
  ['flower-garden', undefined],
];

describe('compactUnsupported names each rule the compact engine does not mirror', () => {
  it.each(CASES)('%s: %s', (id, reason) => {
    expect(compactUnsupported(catalogued(id))).toBe(reason);
  });

  it('names a reserve', () => {
    const base = { id: 'x', name: 'X', layout: { tableau: [{ cards: 39 }] }, rules: { stock: { kind: 'draw-to-waste' } } } as const;
    expect(compactUnsupported(parseVariant({ ...base, layout: { ...base.layout, reserve: { cards: 13 } } }))).toBe('it has a reserve');
  });
});

describe('the compact engine builds foundations in any order as core does', () => {
  // Klondike's layout, with foundations in each other order the vocabulary says: play-outs reach them often.
  const tableau = [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 }));
  const orders = [
    { direction: 'down' },
    { base: 7 },
    { base: 'first-card', follow: 'same-suit' },
    { base: 'first-card', follow: 'alternate-colour', direction: 'down' },
    { base: 5, follow: 'any-suit' },
    { follow: 'same-colour' },
  ] as const;
  it.each(orders.map((order) => [JSON.stringify(order), order] as const))('%s: same moves, positions and effects on play-outs', (_, order) => {
    const variant = parseVariant({ id: 'x', name: 'X', layout: { tableau }, rules: { stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' }, foundations: order } });
    expect(compactUnsupported(variant)).toBeUndefined();
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
  });
});

describe('the compact engine builds round the corner as core does', () => {
  const tableau = [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 }));
  it.each(['down', 'up', 'up-or-down'] as const)('columns built %s, runs picked up, King on Ace: same moves, positions and effects on play-outs', (direction) => {
    const variant = parseVariant({ id: 'x', name: 'X', layout: { tableau }, rules: { tableau: { build: { direction, match: 'any-suit', wrap: true }, pickUp: { kind: 'run', match: 'any-suit' }, emptyAccepts: 'any' }, stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' } } });
    expect(compactUnsupported(variant)).toBeUndefined();
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
  });
});

describe('the solver plays and decides the new classics with no code of its own', () => {
  it.each(CASES.map(([id]) => id))('%s: the solver\'s layout reads it, and deals 1 to 3 end solved (replaying to a win), unwinnable or given up', (id) => {
    const variant = catalogued(id);
    expect(() => solverLayout(variant)).not.toThrow();
    for (let seed = 1; seed <= 3; seed++) {
      const start = deal(variant, seed);
      const result = solve(variant, start, { peek: true, timeMs: 10_000, maxStates: 3000 });
      expect(['solved', 'unwinnable', 'gave-up']).toContain(result.status);
      if (result.status === 'solved') expect(replaysToWin(variant, start, result.moves)).toBe(true);
    }
  });
});
