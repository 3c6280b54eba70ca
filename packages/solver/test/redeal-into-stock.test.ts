/**
 * The tableau gathered into a deal-row stock (`rules.tableau.redeal` under a deal-row stock) in the compact engine:
 * the same gathering as core's (`gatheredStock`), undone with the move, and decided with no code of its own.
 */
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const config = {
  id: 'acquaintance', name: 'Acquaintance',
  layout: { tableau: [1, 1, 1, 1].map((cards) => ({ cards })), acesToFoundations: true },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal: { times: 2, gather: 'in-order' } },
    foundations: { follow: 'any-suit' },
    stock: { kind: 'deal-row', emptyPiles: 'allow' },
  },
};
const acquaintance = parseVariant(config);
const scuffle = parseVariant({ ...config, id: 'scuffle', rules: { ...config.rules,
  tableau: { ...config.rules.tableau, redeal: { times: 2, gather: 'shuffled' } } } });

describe('the tableau gathered into the stock in the compact engine', () => {
  it('lists the same moves as core on play-outs, gathered in order and shuffled', () => {
    for (let seed = 1; seed <= 8; seed++) {
      expect(engineDisagreement(acquaintance, seed, 250)).toBeNull();
      expect(engineDisagreement(scuffle, seed, 250)).toBeNull();
    }
  });

  it('solves a deal of Acquaintance through its redeals, with a line core replays to a win (peek)', () => {
    const found = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({ seed, result: solve(acquaintance, deal(acquaintance, seed),
      // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
      { peek: true, timeMs: 600_000, maxStates: 200_000 }) })).find(({ result }) => result.status === 'solved');
    const moves = found?.result.status === 'solved' ? found.result.moves : [];
    expect(moves.some((m) => m.kind === 'redeal')).toBe(true);
    expect(replaysToWin(acquaintance, deal(acquaintance, found?.seed ?? 0), moves)).toBe(true);
  });
});
