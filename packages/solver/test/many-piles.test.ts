/**
 * Tableaus of more than 32 columns in the compact engine (House in the Wood's thirty-five fans): its masks hold 32
 * columns a word, and a tableau past 32 takes several words, visited in column order, so the moves agree with core's.
 */
import { parseVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { solverLayout } from '../src/rules/layout.js';

const house = parseVariant({
  id: 'house-in-the-wood', name: 'House in the Wood', deck: { decks: 2 },
  layout: { tableau: [...Array.from({ length: 34 }, () => ({ cards: 3 })), { cards: 2 }] },
  rules: { tableau: { build: { direction: 'up-or-down', match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
});

/** The most columns, built down in runs that move as a unit, with gaps any card fills, cells and a stock. */
const widest = parseVariant({
  id: 'widest', name: 'Widest', deck: { decks: 2 }, layout: { tableau: Array.from({ length: 48 }, () => ({ cards: 1 })), cells: [{ cards: 0 }] },
  rules: { tableau: { build: { match: 'any-suit' } }, stock: { kind: 'draw-to-waste', redeals: 'unlimited' } },
});

describe('more than 32 columns in the compact engine', () => {
  it('names every pile in a move code', () => {
    expect(compactRules(solverLayout(widest)).pileCount).toBe(48 + 1 + 8 + 2);
  });

  it('lists the same moves as core on play-outs, runs and gaps past the 32nd column included', () => {
    for (let seed = 1; seed <= 4; seed++) {
      expect(engineDisagreement(house, seed, 200)).toBeNull();
      expect(engineDisagreement(widest, seed, 300)).toBeNull();
    }
  });
});
