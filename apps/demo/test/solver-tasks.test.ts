import { describe, expect, it } from 'vitest';
import { Game, type Variant } from '@patience/core';
import { deal, legalMoves } from '@patience/core/engine';
import { snapshot } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { findWinnableDeal } from '@patience/solver';
import { loadDefinition } from '../src/games/loaders.js';
import type { GameRef } from '../src/solver/protocol.js';
import { hasHiddenCards, runTask } from '../src/solver/tasks.js';

const SEAHAVEN: GameRef = { gameId: 'seahaven-towers', options: {} };
const EASTHAVEN: GameRef = { gameId: 'easthaven', options: {} };
const load = async (game: GameRef): Promise<Variant> => (await loadDefinition(game.gameId)).variant(game.options);

describe("the solver worker's tasks", () => {
  it('hint: a legal move of the position, with the reason', async () => {
    const variant = seahaven.variant();
    const position = deal(variant, 1);
    const answer = await runTask({ kind: 'hint', game: SEAHAVEN, position }, load);
    if (answer.kind !== 'hint' || !answer.move) throw new Error(`expected a hint with a move, got ${JSON.stringify(answer)}`);
    expect(legalMoves(variant, position)).toContainEqual(answer.move);
    expect(answer.reason).toMatch(/^This (move starts a win in \d+ moves|card can)/);
  });

  it('winnable: a deal with every card in sight, won and lost', async () => {
    const variant = seahaven.variant();
    const won = await runTask({ kind: 'winnable', game: SEAHAVEN, position: deal(variant, 1) }, load);
    expect(won).toMatchObject({ kind: 'winnable', verdict: 'winnable', thoughtful: false, gaveUp: null });
    // The solver's line comes with the verdict ("Show me the solution"): played through core, it wins the deal.
    const line = won.kind === 'winnable' ? won.line ?? [] : [];
    const replay = new Game(variant, { seed: 1 });
    for (const move of line) replay.move(move);
    expect([line.length > 0, replay.isWon()]).toEqual([true, true]);
    expect(await runTask({ kind: 'winnable', game: SEAHAVEN, position: deal(variant, 2) }, load)).toMatchObject({ kind: 'winnable', verdict: 'lost', thoughtful: false, gaveUp: null, line: null });
  });

  it('winnable and find-deal: an aborted signal stops the search, which answers that it gave up', async () => {
    const signal = AbortSignal.abort();
    const variant = seahaven.variant();
    expect(await runTask({ kind: 'winnable', game: SEAHAVEN, position: deal(variant, 1) }, load, undefined, undefined, signal)).toMatchObject({ kind: 'winnable', verdict: 'unknown', gaveUp: 'aborted' });
    expect(await runTask({ kind: 'find-deal', game: SEAHAVEN, from: 2 }, load, undefined, undefined, signal)).toMatchObject({ kind: 'find-deal', seed: null, tried: 0 });
  });

  it('winnable: a deal with hidden cards is decided thoughtfully and says so', async () => {
    const answer = await runTask({ kind: 'winnable', game: EASTHAVEN, position: deal(easthaven.variant(), 21) }, load);
    expect(answer).toMatchObject({ kind: 'winnable', verdict: 'lost', thoughtful: true, gaveUp: null });
  });

  it('find-deal: the first deal from the given one that the solver proves winnable, with progress for each one passed over', async () => {
    const variant = seahaven.variant();
    const expected = findWinnableDeal(variant, { from: 2 });
    const progress: unknown[] = [];
    const answer = await runTask({ kind: 'find-deal', game: SEAHAVEN, from: 2 }, load, (p) => progress.push(p));
    expect(answer).toMatchObject({ kind: 'find-deal', seed: expected?.seed, tried: (expected?.seed ?? 0) - 1, thoughtful: false });
    expect(progress[0]).toEqual({ kind: 'progress', tried: 1, seed: 2 });
    expect(progress).toHaveLength((expected?.seed ?? 0) - 2);
  });

  it('find-deal: stops at its time budget and says none was found', async () => {
    let calls = 0;
    const clock = (): number => (calls++ === 0 ? 0 : 1e9);
    expect(await runTask({ kind: 'find-deal', game: SEAHAVEN, from: 2 }, load, undefined, clock)).toMatchObject({ kind: 'find-deal', seed: null, tried: 0 });
  });

  it('answers an error for an unknown game, a bad deal number or a position that does not fit, and never throws', async () => {
    expect(await runTask({ kind: 'winnable', game: { gameId: 'chess', options: {} }, position: deal(seahaven.variant(), 1) }, load)).toEqual({ kind: 'error', message: 'There is no game called chess.' });
    expect(await runTask({ kind: 'find-deal', game: SEAHAVEN, from: -1 }, load)).toEqual({ kind: 'error', message: 'A deal number is a whole number from 0 to 4294967295; got -1.' });
    const answer = await runTask({ kind: 'hint', game: SEAHAVEN, position: deal(easthaven.variant(), 1) }, load);
    expect(answer.kind).toBe('error');
  });

  it('knows which positions hide cards', () => {
    for (const variant of [seahaven.variant(), easthaven.variant()]) {
      const state = deal(variant, 1);
      // As a snapshot shows them: some card face down, or none.
      expect(hasHiddenCards(state)).toBe(snapshot(variant, state).piles.some((p) => p.cards.some((c) => !c.faceUp)));
    }
    expect(hasHiddenCards(deal(seahaven.variant(), 1))).toBe(false);
    expect(hasHiddenCards(deal(easthaven.variant(), 1))).toBe(true);
  });
});
