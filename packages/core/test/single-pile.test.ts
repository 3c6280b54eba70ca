/**
 * `rules.foundations: { kind: 'single-pile' }`: one foundation for the whole deck, built a rank up or down whatever
 * the suit, King and Ace one apart with `wrap` (Black Hole, All in a Row).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, isWon, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { rankOf, type CardId } from '../src/entries/cards.js';
import { configRefusal, moveList, mv, position, refusal } from './support/engine-helpers.js';

const blackHoleConfig = {
  id: 'black-hole', name: 'Black Hole',
  layout: { tableau: Array.from({ length: 17 }, () => ({ cards: 3 })), acesToFoundations: true, baseCardsPlaced: 1 },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
    foundations: { kind: 'single-pile', wrap: true },
  },
} as const satisfies VariantConfig;
const blackHole = defineVariant(blackHoleConfig);
const allInARow = defineVariant({ id: 'all-in-a-row', name: 'All in a Row', layout: { tableau: Array.from({ length: 13 }, () => ({ cards: 4 })) },
  rules: { ...blackHoleConfig.rules, foundations: { kind: 'single-pile' } } });
const HOLE = 17;

describe('a single foundation built a rank up or down whatever the suit (Black Hole)', () => {
  it('deals one Ace into the hole and the other 51 cards in seventeen fans of three', () => {
    const state = deal(blackHole, 7);
    expect(state.piles.slice(0, 17).map((p) => p.cards.length)).toEqual(Array.from({ length: 17 }, () => 3));
    expect(state.piles[HOLE]?.cards.map((c) => rankOf(c))).toEqual([1]);
  });

  it('takes a card one rank from its top card, round the corner, and refuses the others with what it takes', () => {
    const state = position(blackHole, { t1: '2H', t2: 'KD', t3: '5C', f1: 'AS' });
    expect(moveList(blackHole, state)).toBe('t1>f1 t2>f1');
    expect(refusal(blackHole, state, mv('t3', 'f1'))).toBe('foundation-order: The 5 of clubs cannot go on foundation 1: it takes a King or a 2 next.');
    expect(refusal(blackHole, state, mv('t1', 't3'))).toBe('no-building: Nothing may be built on the columns.');
  });

  it('does not go round the corner without wrap, and an empty one takes any card (All in a Row)', () => {
    expect(moveList(allInARow, position(allInARow, { t1: '2H', t2: 'KD', t3: '5C', f1: 'AS' }))).toBe('t1>f1');
    expect(moveList(allInARow, position(allInARow, { t1: '2H', t2: 'KD' }))).toBe('t1>f1 t2>f1');
  });

  it('holds only cards a rank apart, bottom to top, on any play, and is won when every card is in it', () => {
    let played = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { minLength: 20, maxLength: 60 }),
      (seed, picks) => {
        let state: GameState = deal(blackHole, seed);
        for (const pick of picks) {
          const moves = legalMoves(blackHole, state);
          if (moves.length === 0) break;
          state = applyMove(blackHole, state, moves[pick % moves.length] as Move).state;
          played++;
        }
        const hole = (state.piles[HOLE]?.cards ?? []).map((c: CardId) => rankOf(c));
        hole.slice(1).forEach((rank, i) => {
          expect([1, 12]).toContain(Math.abs(rank - (hole[i] as number)));
        });
        expect(isWon(blackHole, state)).toBe(hole.length === 52);
      }), { numRuns: 60, seed: 48 });
    expect(played).toBeGreaterThan(0);
  });
});

describe('single-pile foundations: refusals and rules text', () => {
  it('is refused, naming the field and the fix, where the Aces would need several foundations', () => {
    expect(configRefusal({ ...blackHoleConfig, layout: { ...blackHoleConfig.layout, baseCardsPlaced: undefined } })).toBe(
      'layout.acesToFoundations: the single foundation takes one Ace to start it: add `layout.baseCardsPlaced: 1`');
    expect(configRefusal({ ...blackHoleConfig, rules: { ...blackHoleConfig.rules, foundations: { kind: 'single-pile', wrap: 'yes' } } }))
      .toBe('rules.foundations.wrap: expected true or false, got "yes"');
  });

  it('says so in the rules text', () => {
    const sections = describeRules(blackHole).sections;
    expect(sections.find((s) => s.heading === 'Foundations')?.rules).toEqual([
      'A free card may be played to the foundation when its rank is one above or one below the rank of its top card, whatever the suit; '
        + 'King and Ace count as one rank apart.',
      'A free card is the face-up top card of a column.',
      'Cards on the foundation stay there.',
    ]);
    expect(sections.find((s) => s.heading === 'Layout')?.rules).toContain('There is one foundation for the whole deck, started by that Ace.');
    expect(describeRules(allInARow).sections.find((s) => s.heading === 'Foundations')?.rules[1]).toBe('The empty foundation takes any card.');
  });
});
