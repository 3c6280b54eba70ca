/**
 * `rules.tableau.redeal` in the compact engine: "the piles may be gathered in order and dealt again in fours as
 * often as that changes something" (Cruel); "twice the fans are gathered, shuffled and dealt again in threes" (La
 * Belle Lucie). The redealt piles come from core's own reading of the rule, so the solver decides such games with
 * no game-specific code; a shuffled redeal's order it sees only with `peek`, as a face-down card.
 */
import { parseVariant, type Variant } from '@patience/core';
import { deal, legalMoves } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { CompactPosition, TURNED_UP } from '../src/engine/compact-position.js';
import { REDEAL_CODE, compactRules } from '../src/engine/compact-rules.js';
import { MemoryBudget } from '../src/engine/memory-budget.js';
import { TranspositionTable } from '../src/engine/transposition.js';
import { solve } from '../src/index.js';
import { columnsInterchangeable, positionKey } from '../src/position/key.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactPlayOuts, replaysToWin } from './support.js';

const cruel = parseVariant({
  id: 'cruel', name: 'Cruel',
  layout: { tableau: Array.from({ length: 12 }, () => ({ cards: 4 })), acesToFoundations: true },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none',
    redeal: { times: 'unlimited', gather: 'in-order', perPile: 4 } } },
});

const lucie = parseVariant({
  id: 'la-belle-lucie', name: 'La Belle Lucie',
  layout: { tableau: [...Array.from({ length: 17 }, () => ({ cards: 3 })), { cards: 1 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal: {} } },
});

/** Four columns of any length, redealt in order by threes twice, building down in alternate colours with gaps any card fills. */
const small: Variant = parseVariant({
  id: 'small', name: 'Small', layout: { tableau: [13, 13, 13, 13].map((cards) => ({ cards })) },
  rules: { tableau: { pickUp: { kind: 'top-card' }, redeal: { times: 2, gather: 'in-order', perPile: 3 } } },
});

function compactCodes(variant: Variant, piles: Readonly<Record<string, string>>): number[] {
  const pos = new CompactPosition(compactRules(solverLayout(variant)), positionFromText(variant, piles, { score: 0 }));
  const list = new MoveList();
  legalMoveCodes(pos, list);
  return Array.from(list.codes.subarray(0, list.size));
}

describe('the compact engine redeals the tableau in order as core does', () => {
  it('offers the redeal where it changes something, and not where every column is already dealt as it would deal it', () => {
    expect(compactCodes(cruel, { t1: 'KS QS', t2: '5H', t3: '4D 3D 2D 9C' }).at(-1)).toBe(REDEAL_CODE);
    expect(compactCodes(cruel, { t1: 'KS QS JS TS', t2: '5H 4H 3H 2H', t3: '9C' })).not.toContain(REDEAL_CODE);
    expect(legalMoves(cruel, positionFromText(cruel, { t1: 'KS QS JS TS', t2: '5H 4H 3H 2H', t3: '9C' }, { score: 0 }))
      .some((m) => m.kind === 'redeal')).toBe(false);
  });

  it.each([['Cruel', cruel], ['a small game with gaps and two redeals', small], ['La Belle Lucie (shuffled)', lucie]] as const)(
    '%s: same moves, positions, effects and hashes on play-outs, and unmake restores each', (_, variant) => {
      for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(variant, seed, 300)).toBeNull();
    });

  it('meets redeals in those play-outs', () => {
    let redeals = 0;
    compactPlayOuts(cruel, 8, 300, (_, codes) => { if (codes.includes(REDEAL_CODE)) redeals++; });
    expect(redeals).toBeGreaterThan(0);
  });
});

describe('the keys of a game whose tableau is dealt again', () => {
  const piles = { t1: 'KS QS', t2: '5H', t3: '4D 3D 2D 9C' };

  it('tell apart positions that differ only in the redeals left', () => {
    const layout = solverLayout(small);
    const fresh = positionFromText(small, piles, { score: 0 });
    const used = positionFromText(small, piles, { score: 0, redealsUsed: 1 });
    expect(positionKey(layout, fresh)).not.toBe(positionKey(layout, used));
    const table = new TranspositionTable(compactRules(layout), false, new MemoryBudget(64));
    expect(table.add(new CompactPosition(compactRules(layout), fresh), Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(table.add(new CompactPosition(compactRules(layout), used), Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('keep the columns in their places: the redeal gathers them in order', () => {
    const layout = solverLayout(cruel);
    const state = positionFromText(cruel, piles, { score: 0 });
    const swapped = positionFromText(cruel, { t1: '5H', t2: 'KS QS', t3: '4D 3D 2D 9C' }, { score: 0 });
    expect(columnsInterchangeable(layout, state)).toBe(false);
    expect(positionKey(layout, state)).not.toBe(positionKey(layout, swapped));
    const table = new TranspositionTable(compactRules(layout), false, new MemoryBudget(64));
    expect(table.add(new CompactPosition(compactRules(layout), state), Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(table.add(new CompactPosition(compactRules(layout), swapped), Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});

describe('a shuffled redeal: its order is seen only with peek', () => {
  it('is a frontier without peek: a deal the search cannot win before the redeal is not claimed lost', () => {
    const position = deal(lucie, 1);
    const blind = solve(lucie, position, { timeMs: 600_000, maxStates: 200_000 });
    expect(blind.status).toBe('gave-up');
    expect(blind.status === 'gave-up' ? blind.reason : '').toBe('hidden-cards');
  });

  it('is searched through with peek, and the win replays through core', () => {
    const position = deal(lucie, 1);
    const seen = solve(lucie, position, { peek: true, timeMs: 600_000, maxStates: 200_000 });
    expect(seen.status).toBe('solved');
    expect(replaysToWin(lucie, position, seen.status === 'solved' ? seen.moves : [])).toBe(true);
  });
});

describe('the solver decides Cruel with no code of its own', () => {
  it('finds a win that replays through core', () => {
    const position = deal(cruel, 1);
    // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
    const result = solve(cruel, position, { timeMs: 600_000, maxStates: 200_000 });
    expect(result.status).toBe('solved');
    expect(replaysToWin(cruel, position, result.status === 'solved' ? result.moves : [])).toBe(true);
  });
});

/** Two fans of three with two face down, a pile of two and the rest, gathered in order and dealt in that pattern. */
const patterned = parseVariant({
  id: 'patterned', name: 'Patterned',
  layout: { tableau: [{ cards: 3, faceDown: 2 }, { cards: 3, faceDown: 2 }, { cards: 2 }, { cards: 44, faceDown: 4 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none',
    redeal: { times: 'unlimited', gather: 'in-order', perPile: 'as-dealt' } } },
});

/** Usk's staircase, all face up, gathered in order and dealt again in it once. */
const uskLike = parseVariant({
  id: 'usk-like', name: 'Usk-like',
  layout: { tableau: [1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((cards) => ({ cards })) },
  rules: { tableau: { emptyAccepts: 'king', redeal: { times: 1, gather: 'in-order', perPile: 'as-dealt' } } },
});

/** Grandfather's staircase of face-down cards, shuffled and dealt again in it twice. */
const grandfatherLike = parseVariant({
  id: 'grandfather-like', name: 'Grandfather-like',
  layout: { tableau: [[1, 0], [7, 2], [9, 4], [11, 6], [10, 5], [8, 3], [6, 1]].map(([cards, faceDown]) => ({ cards: cards as number,
    faceDown: faceDown as number })) },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'any-face-up' }, emptyAccepts: 'king',
    redeal: { times: 2, gather: 'shuffled', perPile: 'as-dealt' } } },
});

function redealFlags(variant: Variant, piles: Readonly<Record<string, string>>): { flags: number; down: number[] } {
  const pos = new CompactPosition(compactRules(solverLayout(variant)), positionFromText(variant, piles, { score: 0 }));
  const flags = pos.make(REDEAL_CODE);
  const { tableauStart, tableauEnd } = pos.rules.layout;
  return { flags, down: Array.from(pos.down.subarray(tableauStart, tableauEnd)) };
}

describe('a redeal in the opening deal\'s pattern (perPile "as-dealt") in the compact engine', () => {
  it.each([['in order, with face-down cards', patterned], ['Usk-like', uskLike], ['Grandfather-like (shuffled)', grandfatherLike]] as const)(
    '%s: same moves, positions, effects and hashes on play-outs as core, and unmake restores each', (_, variant) => {
      for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(variant, seed, 300)).toBeNull();
    });

  it('offers the redeal in order where it changes the counts or the face-down cards, and not where it would change nothing', () => {
    expect(compactCodes(patterned, { t1: 'KS QS | JS', t2: 'TS | 9S' })).not.toContain(REDEAL_CODE);
    expect(compactCodes(patterned, { t1: 'KS QS JS', t2: 'TS 9S' }).at(-1)).toBe(REDEAL_CODE);
    expect(compactCodes(patterned, { t1: 'KS QS | JS', t2: '', t3: 'TS 9S' }).at(-1)).toBe(REDEAL_CODE);
  });

  it('deals face down what the pattern deals face down, and counts a redeal that gathers face-down cards as turning one up', () => {
    // Gathered in order from under a face-down card, 7S may be dealt face up: a card no player has seen.
    expect(redealFlags(patterned, { t1: 'KS', t2: 'QS JS TS 9S', t3: '8S | 7S' })).toEqual({ flags: TURNED_UP, down: [2, 2, 0, 0] });
    // Every card gathered was face up: the cards it deals face down were seen, and nothing is turned up.
    expect(redealFlags(patterned, { t1: 'KS QS JS TS 9S' })).toEqual({ flags: 0, down: [2, 1, 0, 0] });
  });

  it('without peek, stops at the hidden cards of a Grandfather-like deal; with peek, wins lines that replay through core', () => {
    const position = deal(grandfatherLike, 3);
    const blind = solve(grandfatherLike, position, { timeMs: 600_000, maxStates: 50_000 });
    expect(blind.status === 'gave-up' ? blind.reason : blind.status).toBe('hidden-cards');
    // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
    const seen = solve(grandfatherLike, position, { peek: true, timeMs: 600_000, maxStates: 200_000 });
    expect(seen.status).toBe('solved');
    expect(replaysToWin(grandfatherLike, position, seen.status === 'solved' ? seen.moves : [])).toBe(true);
  });
});
