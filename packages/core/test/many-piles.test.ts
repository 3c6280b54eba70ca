/**
 * Tableaus of more than 32 piles (`MAX_PILES`, 56, Red Moon's grid): House in the Wood's "thirty-four fans of three and one of two,
 * two decks". The move list keeps its piles in bit masks of 32 a word, and must list the piles past the first
 * word exactly as the one check accepts them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, pileIds, whyIllegal, type GameState } from '../src/entries/engine.js';
import { MAX_PILES } from '../src/entries/rules.js';
import { MAX_SEED } from '../src/entries/random.js';
import { formatMoves } from '../src/entries/notation.js';
import { configRefusal, moveList, position } from './support/engine-helpers.js';

const houseConfig = {
  id: 'house-in-the-wood', name: 'House in the Wood', deck: { decks: 2 },
  layout: { tableau: [...Array.from({ length: 34 }, () => ({ cards: 3 })), { cards: 2 }] },
  rules: { tableau: { build: { direction: 'up-or-down', match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
} as const satisfies VariantConfig;
const house = defineVariant(houseConfig);

/** Forty columns whose runs move, and gaps any card fills, so that runs go into gaps past the first word. */
const forty = defineVariant({
  id: 'forty', name: 'Forty', deck: { decks: 2 }, layout: { tableau: Array.from({ length: 40 }, () => ({ cards: 2 })) },
  rules: { tableau: { build: { match: 'any-suit' } }, stock: { kind: 'draw-to-waste' } },
});

/** Every card move the one check accepts, by source, destination and count, as the move list orders them. */
function everyAccepted(variant: typeof house, state: GameState): Move[] {
  const ids = pileIds(variant);
  const moves: Move[] = [];
  for (const from of ids) {
    for (const to of ids) {
      // House in the Wood moves one card at a time: a count of 2 stands for every larger one.
      for (let count = 1; count <= 2; count++) {
        const move = { kind: 'move', from, to, count } as Move;
        if (whyIllegal(variant, state, move) === null) moves.push(move);
      }
    }
  }
  return moves;
}

describe('more than 32 tableau piles (House in the Wood)', () => {
  it('allows 56 piles and refuses 57 by name', () => {
    expect(MAX_PILES).toBe(56);
    expect(house.layout.tableau).toHaveLength(35);
    expect(configRefusal({ ...houseConfig, layout: { tableau: Array.from({ length: 57 }, () => ({ cards: 1 })) } }))
      .toBe('layout.tableau: has 57 entries; at most 56 are allowed');
  });

  it('lists moves onto the piles past the 32nd, in pile order', () => {
    const state = position(house, { t1: '5S', t33: '', t34: '6S', t35: '4S' });
    expect(moveList(house, state)).toBe('t1>t34 t1>t35 t34>t1 t35>t1');
  });

  it('lists runs into gaps past the 32nd, every gap, in pile order', () => {
    const state = position(forty, { t1: '7H 6S', t2: 'KD', t39: '8C' });
    expect(moveList(forty, state).split(' ').filter((m) => m.startsWith('t1>'))).toEqual([
      ...Array.from({ length: 36 }, (_, i) => [`t1>t${i + 3}`, `t1>t${i + 3}x2`]).flat().filter((m) => !m.startsWith('t1>t39')),
      't1>t39x2', 't1>t40', 't1>t40x2',
    ].sort((a, b) => Number(/t1>t(\d+)/.exec(a)?.[1]) - Number(/t1>t(\d+)/.exec(b)?.[1]) || a.length - b.length));
  });

  it('lists exactly the moves the one check accepts, on any play of House in the Wood', () => {
    let pastTheFirstWord = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 25 }), (seed, picks) => {
      let state: GameState = deal(house, seed);
      for (const pick of picks) {
        const moves = legalMoves(house, state);
        expect(formatMoves(moves)).toBe(formatMoves(everyAccepted(house, state)));
        pastTheFirstWord += moves.filter((m) => m.kind === 'move' && /^t(3[3-9]|4\d)$/.test(m.to)).length;
        if (moves.length === 0) break;
        state = applyMove(house, state, moves[pick % moves.length] as Move).state;
      }
    }), { numRuns: 5, seed: 37 });
    expect(pastTheFirstWord).toBeGreaterThan(0);
  });
});
