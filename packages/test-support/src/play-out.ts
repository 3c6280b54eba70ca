/**
 * A random game played to its end with the reliability suite's invariants checked at every step: cards are
 * conserved, the moves `legalMoves` lists are exactly the candidate moves the engine's acceptance check
 * accepts (every pile to every pile, every count: `isLegal`, which is `whyIllegal` without building an error
 * for each refusal), `whyIllegal` accepts each of them, undo restores the position exactly, and a save loads
 * back to the same game.
 */
import { Game, type Move, type Variant } from '@patience/core';
import { isLegal, legalMoves, whyIllegal, type GameState } from '@patience/core/engine';
import { formatMove } from '@patience/core/notation';
import { expect } from 'vitest';

/** Every move a player could name: every pile onto every pile, every count up to one more than the source holds, a deal and a redeal. */
function candidates(state: GameState, ids: readonly string[]): Move[] {
  const out: Move[] = [];
  ids.forEach((from, i) => {
    const most = (state.piles[i]?.cards.length ?? 0) + 1;
    for (const to of ids) for (let count = 1; count <= most; count++) out.push({ kind: 'move', from, to, count } as Move);
  });
  out.push({ kind: 'deal' }, { kind: 'redeal' });
  return out;
}

const sortedCards = (state: GameState): number[] => state.piles.flatMap((p) => p.cards).sort((a, b) => a - b);

/** Plays deal `seed` with moves picked by a small seeded generator, checking the invariants; returns how it ended. */
export function playOut(variant: Variant, seed: number, steps = 300): 'won' | 'stuck' | 'unfinished' {
  const game = new Game(variant, { seed });
  const ids = game.snapshot().piles.map((p) => p.id);
  const deck = sortedCards(game.state);
  let random = seed * 2654435761 >>> 0;
  for (let step = 0; step < steps; step++) {
    const state = game.state;
    const listed = legalMoves(variant, state).map(formatMove);
    const accepted = candidates(state, ids).filter((m) => isLegal(variant, state, m)).map(formatMove);
    expect(accepted, `deal ${seed}, step ${step}`).toEqual(listed);
    for (const move of legalMoves(variant, state)) expect(whyIllegal(variant, state, move)).toBeNull();
    expect(new Set(listed).size).toBe(listed.length);
    if (game.isWon()) return 'won';
    if (listed.length === 0) return 'stuck';
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const before = structuredClone(state);
    game.move(listed[random % listed.length] as string);
    expect(sortedCards(game.state)).toEqual(deck);
    if (step % 7 === 0) {
      const after = structuredClone(game.state);
      game.undo();
      expect(game.state).toEqual(before);
      game.redo();
      expect(game.state).toEqual(after);
      const loaded = Game.load(JSON.parse(JSON.stringify(game.save())) as unknown, variant);
      expect(loaded.state).toEqual(game.state);
      expect(loaded.history().map((r) => r.notation)).toEqual(game.history().map((r) => r.notation));
    }
  }
  return 'unfinished';
}
