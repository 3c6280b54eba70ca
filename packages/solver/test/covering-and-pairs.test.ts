/**
 * Golf, Pyramid and TriPeaks, which core's vocabulary learnt to say (piles covered by others, a waste built
 * on, pairs foundations, no foundations, the win by clearing the tableau), are solved with no search code of
 * their own: the compact engine mirrors each of those rules (agreement play-outs prove it equal to core's),
 * and the lines the search finds replay through core's `Game` to a win.
 */
import { readFileSync } from 'node:fs';
import { parseVariant, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { CompactPosition } from '../src/engine/compact-position.js';
import { MemoryBudget } from '../src/engine/memory-budget.js';
import { TranspositionTable } from '../src/engine/transposition.js';
import { positionKey } from '../src/position/key.js';
import { solverLayout } from '../src/rules/layout.js';
import { replaysToWin } from './support.js';

/** A game of core's catalogue, the one declaration of it in the repository. */
function catalogued(id: string): Variant {
  const file = new URL(`../../core/test/catalogue/games/${id}.json`, import.meta.url);
  return parseVariant((JSON.parse(readFileSync(file, 'utf8')) as { variant: unknown }).variant);
}

describe('the compact engine plays the covering games\' rules as core does', () => {
  it.each(['golf', 'pyramid', 'tripeaks'])('%s: same moves, positions and effects on play-outs', (id) => {
    for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(catalogued(id), seed, 250)).toBeNull();
  });

  const flat = { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } as const;
  const draw = { kind: 'draw-to-waste', draw: 1, redeals: 2 } as const;
  it.each([
    ['pairs in open columns, a card alone home when it is the total', { layout: { tableau: [6, 6, 6, 6, 6, 6, 6].map((cards) => ({ cards })) }, rules: { tableau: flat, foundations: { kind: 'pairs', total: 13 }, stock: draw } }],
    ['pairs with cells and gaps any card fills', { layout: { tableau: [5, 5, 5, 5, 5, 5].map((cards) => ({ cards })), cells: [{ cards: 0 }, { cards: 0 }] }, rules: { tableau: { ...flat, emptyAccepts: 'any' }, foundations: { kind: 'pairs', total: 13 }, stock: draw } }],
    ['pairs in covered columns, face down until uncovered', { layout: { tableau: [{ cards: 1, faceDown: 1, coveredBy: [2, 3] }, { cards: 1, coveredBy: [3] }, { cards: 1 }, { cards: 5 }] }, rules: { tableau: flat, foundations: { kind: 'pairs', total: 13 }, stock: draw } }],
    ['a waste built on and the tableau to clear', { layout: { tableau: [5, 5, 5, 5, 5, 5, 5].map((cards) => ({ cards })), wasteCards: 1 }, rules: { tableau: flat, foundations: { kind: 'none' }, stock: { ...draw, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit' } }, win: { kind: 'tableau-cleared' } } }],
  ] as const)('%s: same moves, positions and effects on play-outs', (_, shape) => {
    const variant = parseVariant({ id: 'x', name: 'X', ...shape });
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(variant, seed, 400)).toBeNull();
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

describe('a waste nothing ever leaves is named by its top card alone', () => {
  /** The deal with the stock's two bottom cards moved under the waste's top card, in the order given. */
  function wasteUnder(variant: Variant, first: 0 | 1): ReturnType<typeof deal> {
    const state = deal(variant, 1);
    const layout = solverLayout(variant);
    const stock = state.piles[layout.stock]?.cards ?? [];
    const waste = state.piles[layout.waste]?.cards ?? [];
    const under = first === 0 ? [stock[0], stock[1]] : [stock[1], stock[0]];
    const piles = state.piles.map((pile, i) => (i === layout.stock ? { ...pile, cards: stock.slice(2) }
      : i === layout.waste ? { ...pile, cards: [...under, ...waste] } : pile));
    return { ...state, piles } as typeof state;
  }

  it('Golf and TriPeaks (no redeal, no foundations, nothing built on the columns, the tableau to clear); not Pyramid, Klondike or a redealt waste', () => {
    const layouts = ['golf', 'tripeaks', 'pyramid', 'klondike'].map((id) => solverLayout(catalogued(id)).wasteTopOnly);
    expect(layouts).toEqual([true, true, false, false]);
    const redealt = parseVariant({ id: 'x', name: 'X', layout: { tableau: [5, 5, 5, 5, 5, 5, 5].map((cards) => ({ cards })), wasteCards: 1 },
      rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' }, foundations: { kind: 'none' },
        stock: { kind: 'draw-to-waste', draw: 1, redeals: 1, waste: { direction: 'up-or-down', match: 'any-suit' } }, win: { kind: 'tableau-cleared' } } });
    expect(solverLayout(redealt).wasteTopOnly).toBe(false);
  });

  it('two Golf positions that differ only under the waste\'s top card share a key and are stored once; Klondike\'s are two', () => {
    for (const [id, same] of [['golf', true], ['klondike', false]] as const) {
      const variant = catalogued(id);
      const [a, b] = [wasteUnder(variant, 0), wasteUnder(variant, 1)];
      const layout = solverLayout(variant);
      expect(positionKey(layout, a) === positionKey(layout, b)).toBe(same);
      const rules = compactRules(layout);
      const table = new TranspositionTable(rules, false, new MemoryBudget(64));
      expect([table.add(new CompactPosition(rules, a), 10), table.add(new CompactPosition(rules, b), 10)]).toEqual([true, !same]);
    }
  });

  it('the top card is named by the lowest face that takes the same cards: in Golf its rank (built on whatever the suit); a same-suit waste keeps every face', () => {
    const golf = catalogued('golf');
    const byRank = Array.from({ length: 52 }, (_, face) => face % 13);
    expect(Array.from(solverLayout(golf).wasteTopName)).toEqual(byRank);
    expect(Array.from(solverLayout(catalogued('tripeaks')).wasteTopName)).toEqual(byRank);
    const sameSuit = parseVariant({ ...golf, rules: { ...golf.rules, stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'same-suit' } } } });
    expect(Array.from(solverLayout(sameSuit).wasteTopName)).toEqual(Array.from({ length: 52 }, (_, face) => face));
  });

  it('two Golf positions whose waste tops are of one rank, the other card under it, share a key and are stored once', () => {
    const golf = catalogued('golf');
    const layout = solverLayout(golf);
    const state = deal(golf, 1);
    const top = state.piles[layout.waste]?.cards[0] as number;
    const stock = state.piles[layout.stock]?.cards ?? [];
    const twin = stock.find((card) => card % 13 === top % 13 && card !== top) as number;
    const withWaste = (cards: number[]) => ({ ...state, piles: state.piles.map((pile, i) => (i === layout.stock
      ? { ...pile, cards: stock.filter((card) => card !== twin) } : i === layout.waste ? { ...pile, cards } : pile)) }) as typeof state;
    const [a, b] = [withWaste([twin, top]), withWaste([top, twin])];
    expect(positionKey(layout, a)).toBe(positionKey(layout, b));
    const rules = compactRules(layout);
    const table = new TranspositionTable(rules, false, new MemoryBudget(64));
    expect([table.add(new CompactPosition(rules, a), 10), table.add(new CompactPosition(rules, b), 10)]).toEqual([true, false]);
  });
});
