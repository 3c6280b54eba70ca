import { parseVariant } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { GAMES } from '@patience/games';
import { describe, expect, it } from 'vitest';
import { hasRedeals } from '../src/play/redeals.js';

const klondike = GAMES.find((g) => g.game.id === 'klondike')?.game;
const fan = (redeal?: object) => parseVariant({
  id: 'fan-test', name: 'Fan test', layout: { tableau: Array.from({ length: 18 }, (_, i) => ({ cards: i === 17 ? 1 : 3 })) },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', ...(redeal ? { redeal } : {}) }, stock: { kind: 'none' } },
});

describe('the redeals counter', () => {
  it('is shown for a waste turned over and for a tableau dealt again, never for a game that deals nothing again', () => {
    expect(klondike && hasRedeals(klondike.variant())).toBe(true);
    expect(hasRedeals(easthaven.variant())).toBe(false);
    expect(hasRedeals(fan({ times: 2, gather: 'shuffled', perPile: 3 }))).toBe(true);
    expect(hasRedeals(fan({ times: 'unlimited', gather: 'in-order', perPile: 4 }))).toBe(true);
    expect(hasRedeals(fan())).toBe(false);
  });
});
