/**
 * A single foundation for the whole deck (`kind: 'single-pile'`) in the compact engine: core's `singlePileFaces` is
 * the one reading, so Black Hole is played and decided with no code of its own.
 */
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const blackHole = parseVariant({
  id: 'black-hole', name: 'Black Hole',
  layout: { tableau: Array.from({ length: 17 }, () => ({ cards: 3 })), acesToFoundations: true, baseCardsPlaced: 1 },
  rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' }, foundations: { kind: 'single-pile', wrap: true } },
});
const allInARow = parseVariant({
  id: 'all-in-a-row', name: 'All in a Row', layout: { tableau: Array.from({ length: 13 }, () => ({ cards: 4 })) },
  rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' }, foundations: { kind: 'single-pile' } },
});

describe('a single foundation in the compact engine', () => {
  it('lists the same moves as core on play-outs, with and without wrap', () => {
    for (let seed = 1; seed <= 8; seed++) {
      expect(engineDisagreement(blackHole, seed, 250)).toBeNull();
      expect(engineDisagreement(allInARow, seed, 250)).toBeNull();
    }
  });

  it('solves a deal of Black Hole with a line core replays to a win', () => {
    const found = [1, 2, 3, 4, 5, 6].map((seed) => ({ seed, result: solve(blackHole, deal(blackHole, seed),
      // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
      { timeMs: 600_000, maxStates: 200_000 }) })).find(({ result }) => result.status === 'solved');
    const moves = found?.result.status === 'solved' ? found.result.moves : [];
    expect(moves).toHaveLength(51);
    expect(replaysToWin(blackHole, deal(blackHole, found?.seed ?? 0), moves)).toBe(true);
  });
});
