/**
 * `rules.foundations.baseChosen` in the compact engine: before the base is chosen only a column's card goes to a
 * foundation, and that move deals the columns the opening deal left empty from the stock, as core does.
 */
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const terraceConfig = {
  id: 'terrace', name: 'Terrace', deck: { decks: 2 },
  layout: { tableau: [1, 1, 1, 1, 0, 0, 0, 0, 0].map((cards) => ({ cards })), reserve: { cards: 11 } },
  rules: {
    tableau: { build: { wrap: true }, pickUp: { kind: 'top-card' } },
    reserve: { playsTo: 'foundations' },
    foundations: { base: 'first-card', baseChosen: true, follow: 'alternate-colour' },
    stock: { kind: 'draw-to-waste' },
    effects: { fillGapsFrom: 'waste' },
  },
};
const terrace = parseVariant(terraceConfig);

describe('rules.foundations.baseChosen in the compact engine', () => {
  it('lists the same moves and effects as core on play-outs', () => {
    for (let seed = 1; seed <= 8; seed++) expect(engineDisagreement(terrace, seed, 250)).toBeNull();
  });

  it('solves a deal of a one-deck game whose base the player chooses, with a line core replays to a win (peek)', () => {
    // Terrace's two decks and one pass are beyond a bounded search; a smaller game with its choice is not.
    const small = parseVariant({
      id: 'small-terrace', name: 'Small Terrace',
      layout: { tableau: [1, 1, 1, 0, 0, 0, 0].map((cards) => ({ cards })), reserve: { cards: 5 } },
      rules: { ...terraceConfig.rules, foundations: { base: 'first-card', baseChosen: true, follow: 'same-suit' },
        stock: { kind: 'draw-to-waste', redeals: 2 } },
    });
    const found = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({ seed, result: solve(small, deal(small, seed),
      // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
      { peek: true, timeMs: 600_000, maxStates: 100_000 }) })).find(({ result }) => result.status === 'solved');
    expect(found?.seed).toBe(1);
    const moves = found?.result.status === 'solved' ? found.result.moves : [];
    const first = moves[0];
    expect(first?.kind === 'move' && first.from.startsWith('t') && first.to.startsWith('f')).toBe(true);
    expect(replaysToWin(small, deal(small, found?.seed ?? 0), moves)).toBe(true);
  });
});
