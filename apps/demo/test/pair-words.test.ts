import { describe, expect, it } from 'vitest';
import { defineVariant, Game, type Variant } from '@patience/core';
import { recordWords } from '../src/play/record-words.js';

const OPEN_COLUMNS = { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } as const;

/** Pyramid: seven rows of one-card piles numbered from the apex, each covered by the two below it. */
const pyramid: Variant = defineVariant({
  id: 'pyramid-layout',
  name: 'Pyramid',
  layout: {
    tableau: [1, 2, 3, 4, 5, 6, 7].flatMap((row) => Array.from({ length: row }, (_, i) => {
      const below = (row * (row + 1)) / 2 + 1 + i;
      return row < 7 ? { cards: 1, coveredBy: [below, below + 1] } : { cards: 1 };
    })),
    wasteCards: 1,
  },
  rules: { tableau: OPEN_COLUMNS, foundations: { kind: 'pairs', total: 13 }, stock: { kind: 'draw-to-waste', redeals: 2 } },
});

describe('a pair in words', () => {
  it('names both cards of a pair, going to the discard pile', () => {
    const game = new Game(pyramid, { seed: 2 });
    expect(recordWords(game.move('t22>t24'), pyramid)).toBe('the 2 of spades and the Jack of diamonds to foundation 1');
  });
});
