import { defineVariant, VariantError } from '@patience/core';
import { deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.js';

describe('solve refuses a variant written with a word the compact engine does not play, naming the word', () => {
  it('emptyAccepts "below-base" (Penguin\'s gaps): a VariantError on rules.tableau.emptyAccepts, never a search of another rule', () => {
    const penguin = defineVariant({
      id: 'penguin', name: 'Penguin',
      layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 7 })), cells: Array.from({ length: 7 }, () => ({ cards: 0 })),
        baseCardsToFoundations: true },
      rules: { tableau: { build: { match: 'same-suit', wrap: true }, runLimit: 'free-spaces', emptyAccepts: 'below-base' },
        foundations: { base: 'first-card' } },
    });
    let caught: unknown;
    try {
      solve(penguin, deal(penguin, 1), { timeMs: 100 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(VariantError);
    expect([(caught as VariantError).code, (caught as VariantError).field, (caught as VariantError).message]).toEqual([
      'invalid-variant', 'rules.tableau.emptyAccepts',
      'rules.tableau.emptyAccepts: the solver cannot search Penguin yet: it does not play gaps that take only the rank below the base '
        + '("below-base"); the game itself plays them',
    ]);
  });
});
