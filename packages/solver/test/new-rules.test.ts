/**
 * The classics that core's vocabulary learnt to say (a reserve, cards placed at the deal, foundations from
 * another base, building round the corner, cells that take no cards) are played and decided with no solver
 * code of their own: the compact engine mirrors each rule (agreement play-outs prove it equal to core's),
 * and every line the search finds replays through core to a win.
 */
import { readFileSync } from 'node:fs';
import { parseVariant, type PileState, type Variant } from '@patience/core';
import { deal, pileTable } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { positionKey } from '../src/position/key.js';
import { solverLayout } from '../src/rules/layout.js';
import { hiddenCards, maskHiddenCards } from '../src/position/hidden.js';
import { replaysToWin } from './support.js';

/** A game of core's catalogue, the one declaration of it in the repository. */
function catalogued(id: string): Variant {
  const file = new URL(`../../core/test/catalogue/games/${id}.json`, import.meta.url);
  return parseVariant((JSON.parse(readFileSync(file, 'utf8')) as { variant: unknown }).variant);
}

const CASES: readonly string[] = ['canfield', 'bakers-dozen', 'beleaguered-castle', 'lucas', 'king-albert', 'raglan', 'flower-garden'];

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
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
  });
});

describe('the compact engine moves a column\'s top card or the whole column as core does (pickUp top-or-whole-pile)', () => {
  // Columns of one card, built on from the waste: every column is one run, so a wrong engine would offer its parts.
  const tableau = [1, 1, 1, 1, 1, 1, 1, 1].map((cards) => ({ cards }));
  const rulesOf = (build: object): object => ({
    tableau: { build, pickUp: { kind: 'top-or-whole-pile' } }, stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' },
  });
  it.each([['down in alternating colours', {}], ['round the corner', { wrap: true }], ['up or down in suit', { direction: 'up-or-down', match: 'same-suit' }]] as const)(
    '%s: same moves, positions and effects on play-outs', (_, build) => {
      const variant = parseVariant({ id: 'x', name: 'X', layout: { tableau }, rules: rulesOf(build) });
      for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(variant, seed, 300)).toBeNull();
    });
});

describe('a stock you can see (layout.stockFaceUp): played as core plays it, and seen by the hint', () => {
  const tableau = [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 }));
  const thoughtful = (stock: object): Variant => parseVariant({ id: 'x', name: 'X', layout: { tableau, stockFaceUp: true },
    rules: { tableau: { emptyAccepts: 'king' }, stock } });
  it.each([['drawn three to a waste, redealt', { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' }], ['dealt in rows', { kind: 'deal-row', emptyPiles: 'allow' }]] as const)(
    '%s: same moves, positions and effects on play-outs', (_, stock) => {
      for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(thoughtful(stock), seed, 300)).toBeNull();
    });

  it("hides only the tableau's face-down cards from the hint: the stock's cards are seen where they lie", () => {
    const variant = thoughtful({ kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' });
    const layout = solverLayout(variant);
    const state = deal(variant, 5);
    expect(hiddenCards(layout, state)).toBe(21);
    const faceDown = parseVariant({ ...variant, id: 'y', layout: { tableau } });
    expect(hiddenCards(solverLayout(faceDown), deal(faceDown, 5))).toBe(21 + 24);
    expect(maskHiddenCards(layout, state).piles[layout.stock]).toEqual(state.piles[layout.stock]);
  });
});

describe('the compact engine plays a reserve as core does', () => {
  const tableau = [1, 1, 1, 1].map((cards) => ({ cards }));
  it.each([
    ['face down under its top card, filling gaps', { cards: 13, faceDown: 12 }, true, true],
    ['face down under its top card, no filling', { cards: 13, faceDown: 12 }, false, true],
    ['all face up, filling gaps', { cards: 13 }, true, true],
    ['face down, exposed cards not turned up, filling gaps', { cards: 13, faceDown: 12 }, true, false],
  ] as const)('a reserve %s: same moves, positions and effects on play-outs', (_, reserve, fillFromReserve, turnUpExposed) => {
    const variant = parseVariant({
      id: 'x', name: 'X', layout: { tableau, reserve },
      rules: { tableau: { emptyAccepts: 'any' }, stock: { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' }, effects: { fillFromReserve, turnUpExposed } },
    });
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
  });
});

describe('the position key of a game with a reserve', () => {
  it('tells a position from the one where the reserve\'s top card has gone home and the rest is alike', () => {
    const variant = catalogued('canfield');
    const layout = solverLayout(variant);
    const start = deal(variant, 1);
    const reserve = pileTable(variant).reserve;
    const pile = start.piles[reserve] as PileState;
    const home = start.piles[layout.foundationStart] as PileState;
    const piles = start.piles.slice();
    piles[reserve] = { cards: pile.cards.slice(0, -1), faceDown: pile.faceDown };
    piles[layout.foundationStart] = { cards: [...home.cards, pile.cards.at(-1) as number], faceDown: 0 };
    expect(positionKey(layout, { ...start, piles })).not.toBe(positionKey(layout, start));
  });
});

describe('the compact engine builds round the corner as core does', () => {
  const tableau = [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 }));
  it.each(['down', 'up', 'up-or-down'] as const)('columns built %s, runs picked up, King on Ace: same moves, positions and effects on play-outs', (direction) => {
    const variant = parseVariant({ id: 'x', name: 'X', layout: { tableau }, rules: { tableau: { build: { direction, match: 'any-suit', wrap: true }, pickUp: { kind: 'run', match: 'any-suit' }, emptyAccepts: 'any' }, stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' } } });
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
  });
});

describe('the solver plays and decides the new classics with no code of its own', () => {
  it.each(CASES)('%s: the solver\'s layout reads it, and deals 1 to 3 end solved (replaying to a win), unwinnable or given up', (id) => {
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
