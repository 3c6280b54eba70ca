/**
 * The grid's invariants (`rules.tableau.grid`) can fail: a place holding two cards, an Ace set aside missing from
 * its foundation, and a won grid that `isWon` would not call won are each reported.
 */
import { readFileSync } from 'node:fs';
import { parseVariant } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { checkGridPosition } from '../src/grid-invariants.js';

const entry = JSON.parse(readFileSync(new URL('../../core/test/catalogue/games/montana.json', import.meta.url), 'utf8')) as { variant: unknown };
const montana = parseVariant(entry.variant);
const fail = (message: string): never => {
  throw new Error(message);
};
const check = (state: GameState, won: boolean): string => {
  try {
    checkGridPosition(montana, state, won, fail);
    return 'kept';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the grid invariants', () => {
  const start = deal(montana, 1);
  it('hold on a dealt grid', () => {
    expect(check(start, false)).toBe('kept');
  });

  it('report a place with two cards, an Ace missing from the foundations, and a win isWon got wrong', () => {
    const crowded = { ...start, piles: start.piles.map((p, i) => (i === 0 ? { cards: [...p.cards, ...(start.piles[2]?.cards ?? [])], faceDown: 0 } : i === 2 ? { cards: [], faceDown: 0 } : p)) };
    expect(check(crowded, false)).toBe('t1, a place of the grid, holds 2 cards');
    const noAce = { ...start, piles: start.piles.map((p, i) => (i === 52 ? { cards: [], faceDown: 0 } : p)) };
    expect(check(noAce, false)).toBe('f1 holds 0 cards; it holds an Ace set aside');
    expect(check(start, true)).toBe('isWon says true, though not every row runs from its start to its King');
  });
});
