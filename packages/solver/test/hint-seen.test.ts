import { Game, type CardId, type Variant } from '@patience/core';
import type { GameState, PileState } from '@patience/core/engine';
import { parseMove } from '@patience/core/notation';
import { findGame } from '@patience/games';
import { describe, expect, it } from 'vitest';
import { hint } from '../src/index.js';
import { asSeen } from '../src/hint/seen.js';
import { solverLayout } from '../src/rules/layout.js';

const klondike = findGame('klondike')?.game.variant({ draw: 3, redeals: 'unlimited' }) as Variant;
const layout = solverLayout(klondike);
const stockOf = (state: GameState): readonly CardId[] => (state.piles[layout.stock] as PileState).cards;

/** Klondike draw three deal 1 after one whole pass through the stock: every card dealt, then the waste turned over. */
function afterOnePass(): Game {
  const game = new Game(klondike, { seed: 1 });
  while (stockOf(game.state).length > 0) game.move(parseMove('d'));
  game.move(parseMove('r'));
  return game;
}

/** The position with the face-down cards of the tableau in reverse order (the same set, other places). */
function faceDownReversed(state: GameState): GameState {
  const places = asSeen(layout, state).unseen;
  const cards = places.map(({ pile, index }) => (state.piles[pile] as PileState).cards[index] as CardId).reverse();
  const piles = state.piles.map((pile) => ({ cards: pile.cards.slice(), faceDown: pile.faceDown }));
  places.forEach(({ pile, index }, i) => {
    (piles[pile] as { cards: CardId[] }).cards[index] = cards[i] as CardId;
  });
  return { ...state, piles };
}

describe('hint: what the player has seen', () => {
  it('a stock that draws to a waste is unseen until it is turned over: the deal\'s 24 stock cards and 21 face down are stand-ins', () => {
    const { seen, unseen } = asSeen(layout, new Game(klondike, { seed: 1 }).state);
    expect(unseen.length).toBe(45);
    const real = stockOf(new Game(klondike, { seed: 1 }).state);
    expect(stockOf(seen)).not.toEqual(real);
    expect(stockOf(seen)).toEqual(stockOf(seen).slice().sort((a, b) => a - b));
  });

  it('once turned over, the stock is seen card for card (every card went through the waste face up), and only the 21 face-down tableau cards are not', () => {
    const state = afterOnePass().state;
    const { seen, unseen } = asSeen(layout, state);
    expect(unseen.length).toBe(21);
    expect(unseen.every(({ pile }) => pile !== layout.stock)).toBe(true);
    expect(stockOf(seen)).toEqual(stockOf(state));
  });

  it('never reads an unseen card: after a pass, the face-down cards in other places give the same hint, with samples too', () => {
    const state = afterOnePass().state;
    const other = faceDownReversed(state);
    expect(other).not.toEqual(state);
    const options = { maxStates: 1500, timeMs: 600_000, samples: 3, seed: 5, history: [] };
    expect(hint(klondike, other, options)).toEqual(hint(klondike, state, options));
  });
});

describe("hint: Canfield's reserve", () => {
  const canfield = findGame('canfield')?.game.variant() as Variant;
  const canfieldLayout = solverLayout(canfield);
  const reserve = canfieldLayout.indexOf.get('reserve') as number;

  /** Canfield deal 4 after one whole pass through the stock: the stock is seen, the reserve's 12 face-down cards are not. */
  function canfieldAfterOnePass(): GameState {
    const game = new Game(canfield, { seed: 4 });
    while ((game.state.piles[canfieldLayout.stock] as PileState).cards.length > 0) game.move(parseMove('d'));
    game.move(parseMove('r'));
    return game.state;
  }

  /** The position with the reserve's face-down cards in reverse order. */
  function reserveReversed(state: GameState): GameState {
    const pile = state.piles[reserve] as PileState;
    const down = pile.cards.slice(0, pile.faceDown).reverse();
    const piles = state.piles.map((p, i) => (i === reserve ? { cards: [...down, ...pile.cards.slice(pile.faceDown)], faceDown: pile.faceDown } : p));
    return { ...state, piles };
  }

  it('the face-down cards under the reserve\'s top card are unseen, even once the stock is seen and no column hides a card', () => {
    const state = canfieldAfterOnePass();
    const { seen, unseen } = asSeen(canfieldLayout, state);
    expect((state.piles[reserve] as PileState).faceDown).toBe(12);
    expect(unseen).toEqual(Array.from({ length: 12 }, (_, index) => ({ pile: reserve, index })));
    const standIns = (seen.piles[reserve] as PileState).cards.slice(0, 12);
    expect(standIns).toEqual(standIns.slice().sort((a, b) => a - b));
  });

  it('never reads them: the reserve\'s face-down cards in another order give the same hint, with samples too', () => {
    const state = canfieldAfterOnePass();
    const other = reserveReversed(state);
    expect(other).not.toEqual(state);
    const options = { maxStates: 1500, timeMs: 600_000, samples: 3, seed: 5, history: [] };
    const given = hint(canfield, state, options);
    expect(given).toEqual({
      move: { kind: 'deal' },
      reason: 'No win was found in time in the 3 orders of the unseen cards the hint tried; this move got furthest in them.',
    });
    expect(hint(canfield, other, options)).toEqual(given);
  });
});
