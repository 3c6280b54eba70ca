/**
 * Core checks the shape of a position once when the position can never change (frozen all the way down, every
 * value an own data property), so the exhaustive move check pays for it once per position, not once per
 * candidate move. These tests hold that remembering a check never lets a changed or changeable position through:
 * each asks about a position once, changes it in the way its objects allow, and expects the refusal a fresh
 * position with the same change gets.
 */
import { describe, expect, it } from 'vitest';
import type { Move, Variant } from '@patience/core';
import { deal, whyIllegal, type GameState, type PileState } from '@patience/core/engine';
import { refusalOf } from '../src/refusals.js';
import { deepFreeze } from '../src/invariants.js';
import { shippedSubjects } from '../src/subjects.js';

/** A shipped variant of a game, by the game's id (its first option combination). */
function variantOf(gameId: string): Variant {
  const subject = shippedSubjects().find((s) => s.game.id === gameId);
  if (subject === undefined) throw new Error(`no shipped game ${gameId}`);
  return subject.variant;
}

const variant = variantOf('spider');
const DEAL: Move = { kind: 'deal' };

/** A fresh, unfrozen copy of the deal's position. */
function fresh(): GameState {
  const state = deal(variant, 1);
  return { ...state, piles: state.piles.map((pile) => ({ cards: [...pile.cards], faceDown: pile.faceDown })) };
}

/** The message core refuses a position with. */
function refusalMessage(state: unknown): string {
  return refusalOf(() => whyIllegal(variant, state as GameState, DEAL), ['invalid-snapshot']).message;
}

const BAD_CARD = 'The position is not valid: piles[0].cards[0]: -1 is outside 0 to 1663.';

describe('a position checked once is remembered only when it cannot change', () => {
  it('a frozen position is accepted again, and refused when asked about with another variant', () => {
    const state = deepFreeze(fresh());
    expect(whyIllegal(variant, state, DEAL)).toBeNull();
    expect(whyIllegal(variant, state, DEAL)).toBeNull();
    expect(refusalOf(() => whyIllegal(variantOf('spiderette'), state, DEAL), ['invalid-snapshot']).message).toBe('The position is not valid: piles: has 19 entries; at most 12 are allowed.');
  });

  it('an unfrozen position changed after a call is refused', () => {
    const state = fresh();
    expect(whyIllegal(variant, state, DEAL)).toBeNull();
    (state.piles[0]?.cards as number[])[0] = -1;
    expect(refusalMessage(state)).toBe(BAD_CARD);
  });

  it('a frozen position with one cards array left unfrozen, changed after a call, is refused', () => {
    const state = fresh();
    for (const pile of state.piles.slice(1)) Object.freeze(Object.freeze(pile).cards);
    Object.freeze(state.piles[0]);
    Object.freeze(Object.freeze(state).piles);
    expect(whyIllegal(variant, state, DEAL)).toBeNull();
    (state.piles[0]?.cards as number[])[0] = -1;
    expect(refusalMessage(state)).toBe(BAD_CARD);
  });

  it('a frozen position whose score is a getter is checked on every call', () => {
    let score: unknown = 0;
    const withGetter = Object.defineProperty(fresh(), 'score', { get: () => score, enumerable: true });
    deepFreeze(withGetter);
    expect(whyIllegal(variant, withGetter, DEAL)).toBeNull();
    score = 'high';
    expect(refusalMessage(withGetter)).toBe('The position is not valid: score: expected a finite number, got "high".');
  });

  it('a frozen pile whose cards are inherited from a prototype is checked on every call', () => {
    const state = fresh();
    const prototype: { cards: unknown } = { cards: (state.piles[0] as PileState).cards };
    const inherited = Object.assign(Object.create(prototype) as PileState, { faceDown: (state.piles[0] as PileState).faceDown });
    const piles = [inherited, ...state.piles.slice(1)];
    const frozen = deepFreeze({ ...state, piles });
    Object.freeze(prototype.cards);
    expect(whyIllegal(variant, frozen, DEAL)).toBeNull();
    prototype.cards = [-1];
    expect(refusalMessage(frozen)).toBe(BAD_CARD);
  });
});
