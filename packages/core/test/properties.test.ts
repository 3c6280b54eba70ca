/**
 * Properties over generated input (fast-check): the notation, the shuffle, variants as JSON, and saves
 * all round-trip exactly. The long play-out properties over every game live in the reliability suite.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendVariant, Game, parseVariant, type Move, type PileId } from '../src/index.js';
import { applyLegalMove, deal, legalMoves } from '../src/entries/engine.js';
import { deckCards, STANDARD_DECK } from '../src/entries/cards.js';
import { MAX_SEED, mulberry32, randomBelow, shuffled } from '../src/entries/random.js';
import { formatMove, parseMove } from '../src/entries/notation.js';
import { freecell } from './fixtures/freecell.js';
import { klondike, klondikeDraw3 } from './fixtures/klondike.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { yukon } from './fixtures/yukon.js';

const FIXTURES = [klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike];

const pileId: fc.Arbitrary<PileId> = fc.oneof(
  fc.integer({ min: 1, max: 999 }).map((n): PileId => `t${n}`),
  fc.integer({ min: 1, max: 999 }).map((n): PileId => `f${n}`),
  fc.integer({ min: 1, max: 999 }).map((n): PileId => `c${n}`),
  fc.constantFrom<PileId>('stock', 'waste'),
);

const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), from: pileId, to: pileId, count: fc.integer({ min: 1, max: 9999 }) }),
  fc.constant<Move>({ kind: 'deal' }),
  fc.constant<Move>({ kind: 'redeal' }),
);

const seed = fc.integer({ min: 0, max: MAX_SEED });

describe('properties', () => {
  it('every move formats to notation that parses back to the same move', () => {
    fc.assert(fc.property(move, (m) => {
      expect(parseMove(formatMove(m))).toEqual(m);
    }));
  });

  it('every seed shuffles the deck into a permutation of it', () => {
    const deck = deckCards(STANDARD_DECK);
    fc.assert(fc.property(seed, (s) => {
      expect(shuffled(deck, s).sort((a, b) => a - b)).toEqual(deck);
    }), { numRuns: 200 });
  });

  it('every variant survives JSON: parsing its JSON gives the same variant', () => {
    for (const variant of FIXTURES) {
      expect(parseVariant(JSON.parse(JSON.stringify(variant)))).toEqual(variant);
    }
  });

  it('a game saved after any random legal play loads back to the same position and history', () => {
    fc.assert(fc.property(fc.constantFrom(...FIXTURES), seed, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: MAX_SEED }), (variant, s, steps, pickSeed) => {
      const game = new Game(variant, { seed: s });
      const pick = mulberry32(pickSeed);
      for (let i = 0; i < steps; i++) {
        const moves = game.moves();
        if (moves.length === 0) break;
        game.move(moves[randomBelow(pick, moves.length)] as Move);
      }
      const loaded = Game.load(JSON.stringify(game.save()), variant);
      expect(loaded.state).toEqual(game.state);
      expect(loaded.history().map((r) => r.notation)).toEqual(game.history().map((r) => r.notation));
    }), { numRuns: 60 });
  });

  it('the standard score is the sum of what each move, deal, redeal and turn-up of the game earned, and undo gives the score back', () => {
    const scoring = { perCardToFoundation: 10, perCardTakenBack: -5, perWasteToTableau: 5, perCardTurnedUp: 5, perRedeal: -20, freeRedeals: 2 };
    const variant = extendVariant(klondikeDraw3, { id: 'klondike-scored', rules: { scoring } });
    fc.assert(fc.property(seed, fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: MAX_SEED }), (s, steps, pickSeed) => {
      const game = new Game(variant, { seed: s });
      const pick = mulberry32(pickSeed);
      let expected = 0;
      let redeals = 0;
      for (let i = 0; i < steps; i++) {
        const moves = game.moves();
        if (moves.length === 0) break;
        const before = game.score;
        const record = game.move(moves[randomBelow(pick, moves.length)] as Move);
        const m = record.move;
        if (m.kind === 'move') {
          if (/^f/.test(m.to)) expected += 10 * m.count;
          if (/^f/.test(m.from)) expected -= 15 * m.count;
          if (m.from === 'waste' && /^t/.test(m.to)) expected += 5 * m.count;
        }
        if (m.kind === 'redeal' && ++redeals > 2) expected -= 20;
        expected += 5 * record.effects.filter((e) => e.kind === 'turned-up' && /^t/.test(e.pile)).length;
        expect(game.score).toBe(expected);
        game.undo();
        expect(game.score).toBe(before);
        game.redo();
      }
    }), { numRuns: 40 });
  });

  it('applying a legal move never changes the position it was applied to', () => {
    fc.assert(fc.property(fc.constantFrom(...FIXTURES), seed, (variant, s) => {
      const state = deal(variant, s);
      const frozen = JSON.stringify(state);
      for (const m of legalMoves(variant, state)) applyLegalMove(variant, state, m);
      expect(JSON.stringify(state)).toBe(frozen);
    }), { numRuns: 60 });
  });
});
