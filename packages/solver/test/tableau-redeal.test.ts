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
import { CompactPosition } from '../src/engine/compact-position.js';
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
