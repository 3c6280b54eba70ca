/**
 * `rules.foundations.stepByPile`: Calculation's foundations, foundation n starting from rank n and built by steps
 * of n ranks round the corner to the King, with its base cards taken out at the deal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { rankOf, type CardId } from '../src/entries/cards.js';
import { configRefusal, moveList, mv, position, refusal } from './support/engine-helpers.js';

const calculationConfig = {
  id: 'calculation', name: 'Calculation',
  layout: { tableau: [0, 0, 0, 0].map((cards) => ({ cards })), baseCardsToFoundations: true },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, takesFrom: 'waste' },
    foundations: { follow: 'any-suit', stepByPile: true },
    stock: { kind: 'draw-to-waste', placeBeforeTurning: true },
  },
} as const satisfies VariantConfig;
const calculation = defineVariant(calculationConfig);
const FOUNDATIONS = 4;
const ranks = (cards: readonly CardId[]): number[] => cards.map((c) => rankOf(c));

describe('foundations stepped by pile (Calculation)', () => {
  it('takes an Ace, a Two, a Three and a Four out at the deal, one to each foundation of its rank', () => {
    const state = deal(calculation, 3);
    expect(state.piles.slice(FOUNDATIONS, FOUNDATIONS + 4).map((p) => ranks(p.cards))).toEqual([[1], [2], [3], [4]]);
    expect(state.piles[FOUNDATIONS + 4]?.cards).toHaveLength(48);
  });

  it('takes on each foundation the rank its own step reaches, and refuses the others with what it takes', () => {
    const state = position(calculation, { f1: 'AS', f2: '2H', f3: '3D', f4: '4C', waste: '6S', t1: 'KD' });
    expect(moveList(calculation, state)).toBe('waste>t1 waste>t2 waste>t3 waste>t4 waste>f3');
    expect(refusal(calculation, state, mv('waste', 'f2'))).toBe('foundation-order: The 6 of spades cannot go on foundation 2: it takes any 4 next.');
    const corner = position(calculation, { f1: 'AS', f2: '2H 4S 6D 8C TH QS', f3: '3D', f4: '4C', waste: 'AC' });
    expect(refusal(calculation, corner, mv('waste', 'f2'))).toBe('legal');
  });

  it('builds each foundation n from rank n by steps of n, on any play', () => {
    let home = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { minLength: 40, maxLength: 120 }),
      (seed, picks) => {
        let state: GameState = deal(calculation, seed);
        for (const pick of picks) {
          const moves = legalMoves(calculation, state);
          if (moves.length === 0) break;
          state = applyMove(calculation, state, moves[pick % moves.length] as Move).state;
        }
        state.piles.slice(FOUNDATIONS, FOUNDATIONS + 4).forEach((pile, n) => {
          home += pile.cards.length - 1;
          expect(ranks(pile.cards)).toEqual(pile.cards.map((_, k) => ((n + 1) * (k + 1) - 1) % 13 + 1));
        });
      }), { numRuns: 60, seed: 48 });
    expect(home).toBeGreaterThan(0);
  });
});

describe('stepByPile: refusals and rules text', () => {
  it('is refused, naming the field and the fix, beside a base or a direction of its own', () => {
    expect(configRefusal({ ...calculationConfig, rules: { ...calculationConfig.rules, foundations: { stepByPile: true, base: 2 } } })).toBe(
      'rules.foundations.stepByPile: each foundation starts from its own rank, built up by its own step: leave out `base` and `direction`');
  });

  it('says so in the rules text', () => {
    const sections = describeRules(calculation).sections;
    expect(sections.find((s) => s.heading === 'Foundations')?.rules[0]).toBe('Foundation 1 is built up by ones from its Ace, foundation 2 '
      + 'by twos from its Two, foundation 3 by threes from its Three and foundation 4 by fours from its Four, regardless of suit, going round '
      + 'the corner from King to Ace, to the King: thirteen cards each, one at a time (with more foundations, each next four again so).');
    expect(sections.find((s) => s.heading === 'Layout')?.rules[0]).toBe('First an Ace, a Two, a Three and a Four, the first of each the '
      + 'deal comes to, are taken out and put on foundations 1 to 4, each on the foundation of its rank.');
  });
});
