/**
 * `rules.tableau.emptyAccepts: "below-base"`: a gap takes only the rank one below the foundations' base, round
 * the corner, or a run it heads. Penguin's rule: "a gap takes only a card one rank below the base, or a run
 * headed by one".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type VariantConfig } from '../src/index.js';
import { rankOf } from '../src/entries/cards.js';
import { applyMove, deal, legalMoves, pileIds } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { configRefusal, moveList, mv, position, refusal } from './support/engine-helpers.js';

const penguinConfig = {
  id: 'penguin', name: 'Penguin',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 7 })), cells: Array.from({ length: 7 }, () => ({ cards: 0 })),
    baseCardsToFoundations: true },
  rules: {
    tableau: { build: { match: 'same-suit', wrap: true }, runLimit: 'free-spaces', emptyAccepts: 'below-base' },
    foundations: { base: 'first-card' },
  },
} as const satisfies VariantConfig;
const penguin = defineVariant(penguinConfig);

/** Klondike's shape with its gaps written as "below-base": from the Ace, the rank below is the King. */
const fromAce = defineVariant({
  id: 'below-ace', name: 'Below the Ace',
  layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 0 }] },
  rules: { tableau: { emptyAccepts: 'below-base' }, stock: { kind: 'draw-to-waste' } },
});

describe('rules.tableau.emptyAccepts "below-base": "a gap takes only a card one rank below the base, or a run headed by one" (Penguin)', () => {
  it('lets only the rank below the base (here 8, under a base of 9) into a gap, alone or heading a run', () => {
    const state = position(penguin, { t1: '8C 7C', t2: '7D 6D', t3: 'TC 8H', f2: '9D', f3: '9H', f4: '9S' });
    // The 7 of clubs alone, the 7-6 of diamonds and the 6 of diamonds alone do not go: none is an 8.
    const intoGaps = moveList(penguin, state).split(' ').filter((m) => m.includes('>t4'));
    expect(intoGaps).toEqual(['t1>t4x2', 't3>t4']);
  });

  it('refuses any other card, or a run headed by one, in words that name the rank', () => {
    const state = position(penguin, { t1: '8C 7C', t2: '7D 6D', t3: 'TC 8H', f2: '9D', f3: '9H', f4: '9S' });
    expect(refusal(penguin, state, mv('t1', 't4'))).toBe('empty-pile-needs-rank: Only an 8 (one below the foundations\' base) may fill an empty column.');
    expect(refusal(penguin, state, mv('t2', 't4', 2))).toBe(
      'empty-pile-needs-rank: Only an 8 (one below the foundations\' base) or a run led by one may fill an empty column.');
  });

  it('counts only the cells for a run move, since such gaps cannot park a run\'s cards', () => {
    const state = position(penguin, { t1: '8C 7C 6C', t2: '', t3: '', c1: 'KS', c2: 'QS', c3: 'JS', c4: 'TS', c5: '5S', c6: '4S',
      f2: '9D', f3: '9H', f4: '9S' });
    expect(refusal(penguin, state, mv('t1', 't2', 3))).toBe(
      'run-too-long: You may move at most 2 cards at once now (1 empty cell; empty columns, which take only the rank below the base, do not count).');
  });

  it('takes the King when the foundations start from the Ace', () => {
    const state = position(fromAce, { t1: 'KS', t2: 'QH', t3: '', stock: 'AS' });
    expect(moveList(fromAce, state).split(' ').filter((m) => m.includes('>t3'))).toEqual(['t1>t3']);
    expect(refusal(fromAce, state, mv('t2', 't3'))).toBe('empty-pile-needs-rank: Only a King (one below the foundations\' base) may fill an empty column.');
  });

  it('says so in the rules text', () => {
    const tableau = describeRules(penguin).sections.find((s) => s.heading === 'Tableau')?.rules ?? [];
    expect(tableau.filter((r) => r.includes('empty column'))).toEqual([
      'A run move may carry at most one card more than there are empty cells; empty columns, since they take only the rank below the base, add nothing.',
      'Only a card one rank below the foundations\' base (an Ace\'s is the King), or a run led by one, may fill an empty column.',
    ]);
  });

  it('is refused, naming the field and the fix, where the foundations have no base', () => {
    expect(configRefusal({ ...penguinConfig, layout: { tableau: [{ cards: 52 }] },
      rules: { tableau: { emptyAccepts: 'below-base' }, foundations: { kind: 'complete-runs' } } })).toBe(
      'rules.tableau.emptyAccepts: "below-base" takes the rank below the foundations\' base, but "complete-runs" foundations have no base '
        + 'rank; write "any", "king" or "none", or give the foundations `kind: "up-by-suit"`');
  });

  it('is what the refusal of "king" under a first-card base with wrapping points to', () => {
    expect(configRefusal({ ...penguinConfig, rules: { ...penguinConfig.rules, tableau: { ...penguinConfig.rules.tableau, emptyAccepts: 'king' } } })).toBe(
      'rules.tableau.emptyAccepts: "king" means a literal King, but here the foundations start from the first card dealt and builds go round '
        + 'the corner, so runs are headed by the rank below the base; write "below-base" for a gap that takes only that rank (Penguin), or "any" or "none"');
  });
});

describe('rules.tableau.emptyAccepts "below-base": a property over random play', () => {
  it('Penguin: every legal move into a gap moves a card, or a run headed by one, one rank below the first card dealt', () => {
    const ids = pileIds(penguin);
    const tableau = new Set(ids.filter((id) => id.startsWith('t')));
    let gapMoves = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat(), { minLength: 150, maxLength: 150 }), (seed, picks) => {
      let state = deal(penguin, seed);
      const below = rankOf(state.piles[0]?.cards[0] as number) === 1 ? 13 : rankOf(state.piles[0]?.cards[0] as number) - 1;
      for (const pick of picks) {
        const moves = legalMoves(penguin, state);
        if (moves.length === 0) break;
        for (const move of moves) {
          if (move.kind !== 'move' || !tableau.has(move.to)) continue;
          const target = state.piles[ids.indexOf(move.to)];
          if (target?.cards.length !== 0) continue;
          const source = state.piles[ids.indexOf(move.from)]?.cards ?? [];
          expect(rankOf(source[source.length - move.count] as number)).toBe(below);
          gapMoves++;
        }
        state = applyMove(penguin, state, moves[pick % moves.length] as (typeof moves)[number]).state;
      }
    }), { numRuns: 30, seed: 26 });
    // The property is not vacuous: random play opens gaps and offers moves into them.
    expect(gapMoves).toBeGreaterThan(0);
  });
});
