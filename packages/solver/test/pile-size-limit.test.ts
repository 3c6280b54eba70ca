/**
 * `rules.tableau.maxCards` in the compact engine: "no fan may hold more than three cards" (Shamrocks). The
 * compact move generator caps each move onto a column at the room the limit leaves, as core's `pile-full`
 * refusal does, so the solver decides such games with no game-specific code.
 */
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const shamrocks = parseVariant({
  id: 'shamrocks', name: 'Shamrocks',
  layout: { tableau: [...Array.from({ length: 17 }, () => ({ cards: 3 })), { cards: 1 }] },
  rules: { tableau: { build: { direction: 'up-or-down', match: 'any-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', maxCards: 3 } },
});

/** Runs that move as a unit into columns of at most five cards, gaps any card fills, two cells and a stock. */
const runsOfFive = parseVariant({
  id: 'runs-of-five', name: 'Runs of five',
  layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 4 })), cells: [{ cards: 0 }, { cards: 0 }] },
  rules: { tableau: { build: { match: 'any-suit' }, runLimit: 'doubling-per-empty-pile', maxCards: 5 },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' } },
});

describe('rules.tableau.maxCards in the compact engine', () => {
  it('lists the same moves as core on play-outs, with runs onto columns and into gaps cut at the limit', () => {
    for (let seed = 1; seed <= 6; seed++) {
      expect(engineDisagreement(shamrocks, seed, 250)).toBeNull();
      expect(engineDisagreement(runsOfFive, seed, 400)).toBeNull();
    }
  });

  it('solves a Shamrocks deal with a line core replays to a win', () => {
    const position = deal(shamrocks, 2);
    // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
    const result = solve(shamrocks, position, { timeMs: 600_000, maxStates: 200_000 });
    expect(result.status).toBe('solved');
    expect(replaysToWin(shamrocks, position, result.status === 'solved' ? result.moves : [])).toBe(true);
  });
});
