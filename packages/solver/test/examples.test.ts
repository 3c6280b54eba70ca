/**
 * The solver plays and decides every example with no code of its own for any of them: a known deal of each is
 * solved, and the solution replays through core's `Game` to a win; for the games where a deal can be lost
 * from the start, a known lost deal is proven lost. The seeds were chosen as deals the solver settles well
 * within its limits (peeking at face-down cards, the "thoughtful" game). They are bounded by the solver's
 * default position limit, not by the clock, so the answers are the same under any load.
 */
import { describe, expect, it } from 'vitest';
import { Game, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { solve } from '../src/index.js';
import { meridian } from '@patience/example-meridian';
import { findGame } from '@patience/games';

function variantOf(id: string): Variant {
  const game = id === meridian.id ? meridian : findGame(id)?.game;
  if (!game) throw new Error(`There is no game ${id}.`);
  return game.variant();
}

const WON: readonly (readonly [string, number])[] = [
  ['klondike', 3], ['freecell', 2], ['bakers-game', 1], ['eight-off', 1], ['yukon', 1], ['russian-solitaire', 10],
  ['scorpion', 1], ['bakers-dozen', 3], ['forty-thieves', 10], ['beleaguered-castle', 3], ['canfield', 3], ['golf', 6], ['tripeaks', 2], ['pyramid', 1], ['meridian', 2],
];

const LOST: readonly (readonly [string, number])[] = [
  ['bakers-game', 2], ['russian-solitaire', 2], ['beleaguered-castle', 1], ['canfield', 1],
];

describe('the solver decides every example', () => {
  it.each(WON)('%s deal %i is solved, and the solution replays through Game to a win', (id, seed) => {
    const variant = variantOf(id);
    const result = solve(variant, deal(variant, seed), { peek: true, timeMs: Number.POSITIVE_INFINITY });
    if (result.status !== 'solved') throw new Error(`${id} deal ${seed}: ${result.status}`);
    const game = new Game(variant, { seed });
    for (const move of result.moves) game.move(move);
    expect(game.isWon()).toBe(true);
  });

  it.each(LOST)('%s deal %i is proven lost', (id, seed) => {
    const variant = variantOf(id);
    expect(solve(variant, deal(variant, seed), { peek: true, timeMs: Number.POSITIVE_INFINITY }).status).toBe('unwinnable');
  });
});
