/**
 * `rules.reserve.playsTo: 'foundations'` in the compact engine: the reserve's top card goes only to a foundation
 * (Falling Star). The compact engine lists the reserve's moves to the foundations alone, as core does.
 */
import { parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { solve } from '../src/index.js';
import { replaysToWin } from './support.js';

const config = {
  id: 'falling-star', name: 'Falling Star', deck: { decks: 2 },
  layout: { tableau: Array.from({ length: 9 }, () => ({ cards: 1 })), reserve: { cards: 11 }, foundationCards: 1 },
  rules: {
    tableau: { build: { wrap: true }, pickUp: { kind: 'top-card' } },
    reserve: { playsTo: 'foundations' },
    foundations: { base: 'first-card', follow: 'alternate-colour' },
    stock: { kind: 'draw-to-waste' },
    effects: { fillGapsFrom: 'waste' },
  },
};
const fallingStar = parseVariant(config);
const anywhere = parseVariant({ ...config, id: 'anywhere', rules: { ...config.rules, reserve: { playsTo: 'anywhere' } } });

describe('rules.reserve.playsTo in the compact engine', () => {
  it('lists the same moves as core on play-outs, with the reserve played home only and anywhere', () => {
    for (let seed = 1; seed <= 8; seed++) {
      expect(engineDisagreement(fallingStar, seed, 250)).toBeNull();
      expect(engineDisagreement(anywhere, seed, 250)).toBeNull();
    }
  });

  it('solves a deal of a one-deck game with such a reserve, with a line core replays to a win (peek)', () => {
    // Falling Star's two decks and one pass are beyond a bounded search; a smaller game with its reserve is not.
    const small = parseVariant({
      id: 'small-star', name: 'Small Star',
      layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 1 })), reserve: { cards: 6 } },
      rules: { tableau: { build: { wrap: true }, pickUp: { kind: 'top-card' } }, reserve: { playsTo: 'foundations' },
        stock: { kind: 'draw-to-waste', redeals: 2 }, effects: { fillGapsFrom: 'waste' } },
    });
    const position = deal(small, 2);
    // A bound on positions, not on time, so that the outcome does not depend on the machine's load.
    const result = solve(small, position, { peek: true, timeMs: 600_000, maxStates: 200_000 });
    expect(result.status).toBe('solved');
    const moves = result.status === 'solved' ? result.moves : [];
    expect(replaysToWin(small, position, moves)).toBe(true);
    expect(moves.filter((m) => m.kind === 'move' && m.from === 'reserve').every((m) => m.kind === 'move' && m.to.startsWith('f'))).toBe(true);
  });
});
