import { Game, type CardId, type Variant } from '@patience/core';
import { parseMove } from '@patience/core/notation';
import { deal, type GameState } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HINT_SAMPLES, DEFAULT_HINT_TIME_MS, hint } from '../src/index.js';
import { samplesInTime } from '../src/hint/hint.js';

// Bounded by positions, not time, so that a hint is the same on any machine.
const SAMPLED = { maxStates: 5000, timeMs: 600_000, samples: 6, seed: 7 };

/** The deal with its hidden cards (face down in the tableau, and the stock) in the order `order` gives. */
function withHiddenOrder(variant: Variant, state: GameState, order: readonly number[]): GameState {
  const stock = state.piles.length - 1;
  const places: [number, number][] = [];
  state.piles.forEach((pile, p) => {
    const hidden = p === stock ? pile.cards.length : p < variant.layout.tableau.length ? pile.faceDown : 0;
    for (let i = 0; i < hidden; i++) places.push([p, i]);
  });
  const hidden = places.map(([p, i]) => state.piles[p]?.cards[i] as CardId);
  const piles = state.piles.map((pile) => ({ cards: pile.cards.slice(), faceDown: pile.faceDown }));
  places.forEach(([p, i], k) => {
    (piles[p] as { cards: CardId[] }).cards[i] = hidden[order[k] ?? k] as CardId;
  });
  return { ...state, piles };
}

describe('hint with samples of the unseen cards (hindsight optimisation)', () => {
  const variant = easthaven.variant();

  it('scores every move in the same orders; on a tie (t3>t6 and t4>t7 win the same orders, each turns a card up) the look-ahead\'s move: Easthaven deal 1', () => {
    expect(hint(variant, deal(variant, 1), SAMPLED)).toEqual({
      move: { kind: 'move', from: 't3', to: 't6', count: 1 },
      reason: 'This move starts a win in 1 of the 6 orders of the unseen cards the hint tried.',
    });
  });

  it('counts the orders each move wins, not the solver\'s first moves: Easthaven deal 1 near its end (6 cards unseen), t2>t3x5 wins 9 of the 10', () => {
    const game = new Game(variant, { seed: 1 });
    const line = 't4>t7 t6>t4 t6>f2 t6>t4 t5>t6 d t6>f4 t3>t7 d t1>f4 t1>t6 d t4>f4 t5>t2 t5>t2 t5>t1 t5>t4 t4>t5x2 t6>t4 t4>t7x2 t6>t3x2 ' +
      't7>t6x3 t1>t7x2 t1>t6 t1>t5 t1>t4 t7>t5x3 t7>t1x2 t3>t7x3 t3>t1 t3>t1 d t6>f2 t1>t6 t7>t1 t7>f2 t7>t6x4 t6>f4 t2>t7 t7>t2x2 t3>t4 t3>t5';
    for (const move of line.split(' ')) game.move(parseMove(move));
    expect(hint(variant, game.state, { maxStates: 5000, timeMs: 600_000, samples: 10, seed: 3, history: [] })).toEqual({
      move: { kind: 'move', from: 't2', to: 't3', count: 5 },
      reason: 'This move starts a win in 9 of the 10 orders of the unseen cards the hint tried.',
    });
  });

  it('with no order won in any move, names the move whose searches got furthest, and says so: Easthaven deal 2\'s opening (the look-ahead alone names t5>t2)', () => {
    const options = { maxStates: 200, timeMs: 600_000, samples: 2, seed: 1 };
    expect(hint(easthaven.variant(), deal(easthaven.variant(), 2), options)).toEqual({
      move: { kind: 'move', from: 't5', to: 't6', count: 1 },
      reason: 'No win was found in time in the 2 orders of the unseen cards the hint tried; this move got furthest in them.',
    });
    expect(hint(easthaven.variant(), deal(easthaven.variant(), 2), { ...options, samples: 0 }).move).toEqual({ kind: 'move', from: 't5', to: 't2', count: 1 });
  });

  it('where building is freer than moving runs and no order is won, the look-ahead\'s move stands: two-suit Spider deal 1\'s opening', () => {
    const twoSuits = spider.variant({ suits: 2 });
    const options = { maxStates: 200, timeMs: 600_000, samples: 2, seed: 1 };
    const lookAhead = { move: { kind: 'move', from: 't3', to: 't4', count: 1 }, reason: 'No win is in sight yet; this move works towards turning up a hidden card.' };
    expect(hint(twoSuits, deal(twoSuits, 1), options)).toEqual(lookAhead);
    expect(hint(twoSuits, deal(twoSuits, 1), { ...options, samples: 0 })).toEqual(lookAhead);
  });

  it('is the same for the same seed of its own, and the look-ahead alone answers without samples', () => {
    expect(hint(variant, deal(variant, 1), SAMPLED)).toEqual(hint(variant, deal(variant, 1), SAMPLED));
    expect(hint(variant, deal(variant, 1), { ...SAMPLED, samples: 0 })).toEqual({
      move: { kind: 'move', from: 't3', to: 't6', count: 1 },
      reason: 'No win is in sight yet; this move works towards turning up a hidden card.',
    });
  });

  it('never reads the hidden cards: two deals that differ only in them get the same sampled hint', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 31 }), (seed, shuffleSeed) => {
        const state = deal(variant, seed);
        const count = 52 - variant.layout.tableau.reduce((sum, p) => sum + p.cards - p.faceDown, 0);
        const order = Array.from({ length: count }, (_, i) => i);
        let x = shuffleSeed;
        for (let i = count - 1; i > 0; i--) {
          x = (x * 1103515245 + 12345) % 2 ** 31;
          const j = x % (i + 1);
          [order[i], order[j]] = [order[j] as number, order[i] as number];
        }
        const options = { maxStates: 1500, timeMs: 600_000, samples: 3, seed: 11 };
        expect(hint(variant, withHiddenOrder(variant, state, order), options)).toEqual(hint(variant, state, options));
      }),
      { numRuns: 3 },
    );
  });

  it('a win in sight needs no samples: the look-ahead names its first move (Seahaven Towers deal 1)', () => {
    const seahavenVariant = seahaven.variant();
    expect(hint(seahavenVariant, deal(seahavenVariant, 1), { maxStates: 3000, timeMs: 600_000, samples: 1 })).toEqual({
      move: { kind: 'move', from: 't7', to: 'f4', count: 1 },
      reason: 'This move starts a win in 88 moves.',
    });
  });

  it('tries only the samples that fit 5 ms each in the time between the look-ahead\'s end and the answer, and none below 2: the default 4 at the default 50 ms', () => {
    expect([10, 20, 50, 100, 1000].map((timeMs) => samplesInTime(10, timeMs))).toEqual([0, 2, 5, 10, 10]);
    expect(samplesInTime(DEFAULT_HINT_SAMPLES, DEFAULT_HINT_TIME_MS)).toBe(4);
    expect(samplesInTime(0, 1000)).toBe(0);
  });

  it('refuses a number of samples or a seed it cannot use, naming the option', () => {
    expect(() => hint(variant, deal(variant, 1), { samples: -1 })).toThrow('hint: options.samples must be a whole number from 0 to 1000; got -1.');
    expect(() => hint(variant, deal(variant, 1), { seed: 1.5 })).toThrow('hint: options.seed must be a whole number; got 1.5.');
  });
});
