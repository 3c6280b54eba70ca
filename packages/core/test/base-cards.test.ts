/**
 * The cards of the foundations' base rank placed at the deal (`layout.baseCardsToFoundations`): Storehouse's
 * four Twos start the foundations; in Penguin the first card dealt sets the base and its three fellows start them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type VariantConfig } from '../src/index.js';
import { deal } from '../src/entries/engine.js';
import { rankOf } from '../src/entries/cards.js';
import { MAX_SEED } from '../src/entries/random.js';
import { positionToText } from '../src/entries/snapshot.js';
import { moveList, mv, position, refusal, configRefusal } from './support/engine-helpers.js';

const storehouseConfig = {
  id: 'storehouse', name: 'Storehouse',
  layout: { tableau: [1, 1, 1, 1].map((cards) => ({ cards })), reserve: { cards: 13, faceDown: 12 }, baseCardsToFoundations: true },
  rules: {
    tableau: { build: { match: 'same-suit', wrap: true } }, foundations: { base: 2 },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 2 }, effects: { fillFromReserve: true },
  },
} as const satisfies VariantConfig;
const storehouse = defineVariant(storehouseConfig);

const penguinConfig = {
  id: 'penguin', name: 'Penguin',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 7 })), cells: Array.from({ length: 7 }, () => ({ cards: 0 })),
    baseCardsToFoundations: true },
  rules: { tableau: { build: { match: 'same-suit', wrap: true }, runLimit: 'free-spaces' }, foundations: { base: 'first-card' } },
} as const satisfies VariantConfig;
const penguin = defineVariant(penguinConfig);


describe('layout.baseCardsToFoundations with a fixed base: "the four Twos start the foundations" (Storehouse)', () => {
  it('takes every Two out before the deal, each to the foundation of its suit, and deals the rest in order', () => {
    expect(positionToText(storehouse, deal(storehouse, 1))).toEqual([
      't1: 9C', 't2: AC', 't3: TC', 't4: 4C', 'f1: 2C', 'f2: 2D', 'f3: 2H', 'f4: 2S',
      'reserve: 8H TD 5S KS 5C QD 6H AD 6C 9H JD TH | 6S',
      'stock: KH JC 7D AH 8D 3H 9S 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D KC AS JH QH 7S 3D |',
      'waste:',
    ]);
  });

  it('is written only when true, so that every other variant reads as before', () => {
    expect(storehouse.layout.baseCardsToFoundations).toBe(true);
    expect(defineVariant({ ...storehouseConfig, layout: { ...storehouseConfig.layout, baseCardsToFoundations: false }, rules:
      { ...storehouseConfig.rules, stock: { kind: 'draw-to-waste', draw: 1, redeals: 2 } } }).layout).not.toHaveProperty('baseCardsToFoundations');
  });

  it('places all eight Twos of two decks', () => {
    const double = defineVariant({ ...storehouseConfig, id: 'double-storehouse', deck: { decks: 2 } });
    const foundations = positionToText(double, deal(double, 3)).filter((line) => line.startsWith('f'));
    expect(foundations).toEqual(['f1: 2C', 'f2: 2D', 'f3: 2H', 'f4: 2S', 'f5: 2C', 'f6: 2D', 'f7: 2H', 'f8: 2S']);
  });

  it('says so in the rules text', () => {
    const layout = describeRules(storehouse).sections.find((s) => s.heading === 'Layout')?.rules ?? [];
    expect(layout).toEqual([
      'First the four Twos are taken out and put on the foundations, one on each.',
      'Deal four columns of 1 card (all face up).',
      'Deal 13 cards to the reserve (only the top one face up).',
      'The remaining 31 cards form the stock.',
      'There are four foundations, each started by one of them.',
    ]);
  });
});

describe('layout.baseCardsToFoundations with a "first-card" base: "the first card dealt sets the base and its fellows start them" (Penguin)', () => {
  it('leaves the first card dealt at the bottom of column 1 and puts its three fellows on the foundations of their suits', () => {
    expect(positionToText(penguin, deal(penguin, 1))).toEqual([
      't1: 9C 5S JD 8D 8S 4H KC', 't2: AC KS TH 3H QC 4S AS', 't3: TC 5C 6S 2D TS 7H 2H', 't4: 4C QD KH 6D 8C 7C JH',
      't5: 8H 6H JC KD 3S JS QH', 't6: TD AD 7D QS 5H 4D 7S', 't7: 2C 6C AH 5D 3C 2S 3D',
      'f1:', 'f2: 9D', 'f3: 9H', 'f4: 9S', 'c1:', 'c2:', 'c3:', 'c4:', 'c5:', 'c6:', 'c7:',
    ]);
  });

  it('builds on the fellows from their rank, and only the first card\'s own suit and rank start the foundation left empty', () => {
    const state = position(penguin, { t1: '9C TD', t2: '8C', t3: 'TC', f2: '9D', f3: '9H', f4: '9S' });
    expect(moveList(penguin, state).split(' ').filter((m) => m.includes('>f'))).toEqual(['t1>f2']);
    expect(refusal(penguin, state, mv('t3', 'f1'))).toBe('foundation-order: The 10 of clubs cannot go on foundation 1: it takes the 9 of clubs first.');
  });

  it('says so in the rules text', () => {
    const layout = describeRules(penguin).sections.find((s) => s.heading === 'Layout')?.rules ?? [];
    expect(layout).toEqual([
      'The first card dealt, to column 1, sets the base rank of every foundation and stays there; its three fellows (the other cards of '
        + 'its rank) are taken out first and put on the foundations, one on each.',
      'Deal seven columns of 7 cards (all face up).',
      'There are seven cells, empty at the start.',
      'There are four foundations, all but one started by those fellows; the other is empty at the start.',
    ]);
  });
});

describe('layout.baseCardsToFoundations refusals name the field and the fix', () => {
  it.each([
    ['foundations that take only complete runs', { ...storehouseConfig, rules: { ...storehouseConfig.rules, foundations: { kind: 'complete-runs' } } }, 'layout.baseCardsToFoundations: needs foundations built card by card from a base rank (`rules.foundations: { kind: "up-by-suit" }`)'],
    ['the Aces placed as well', { ...storehouseConfig, layout: { ...storehouseConfig.layout, acesToFoundations: true } }, 'layout.acesToFoundations: needs foundations built up from the Ace; these start elsewhere (leave out `rules.foundations.direction` and `base`)'],
    ['a card dealt to the foundations as well', { ...penguinConfig, layout: { ...penguinConfig.layout, foundationCards: 1 } }, 'layout.baseCardsToFoundations: a card dealt to the foundations already sets their base; leave out one of `foundationCards` and `baseCardsToFoundations`'],
    ['a layout that deals no column a card', { ...penguinConfig, layout: { tableau: [{ cards: 0 }], cells: [], baseCardsToFoundations: true },
      rules: { ...penguinConfig.rules, stock: { kind: 'draw-to-waste' } } }, 'layout.baseCardsToFoundations: with a "first-card" base the first card dealt sets the base, so some column must be dealt a card'],
    ['a misspelt rank field', { ...storehouseConfig, layout: { ...storehouseConfig.layout, baseCardsToFoundations: undefined, twosToFoundations: true } }, expect.stringContaining('layout.twosToFoundations: unknown field; expected one of tableau, cells, cellName, reserve, acesToFoundations, '
      + 'baseCardsToFoundations, baseCardsPlaced, kingsUnder, playDuringDeal, foundationCards, wasteCards, stockFaceUp; the cards of the foundations\' base rank start on them with '
      + '`baseCardsToFoundations: true` and the base in `rules.foundations.base` (2 for the Twos)')],
  ])('refuses %s', (_, config, expected) => {
    expect(configRefusal(config)).toEqual(expected);
  });
});

describe('layout.baseCardsToFoundations: properties over any deal', () => {
  const seed = fc.integer({ min: 0, max: MAX_SEED });

  it('Penguin: the first card dealt stays at the bottom of column 1, its three fellows and nothing else are on the foundations, no card is lost', () => {
    fc.assert(fc.property(seed, (s) => {
      const state = deal(penguin, s);
      const first = state.piles[0]?.cards[0] as number;
      const home = state.piles.slice(7, 11).flatMap((p) => [...p.cards]);
      expect([home.length, home.every((c) => rankOf(c) === rankOf(first) && c !== first)]).toEqual([3, true]);
      expect(new Set(state.piles.flatMap((p) => [...p.cards])).size).toBe(52);
    }), { numRuns: 50 });
  });

  it('Storehouse: the four Twos, one on each foundation in suit order, whatever the deal', () => {
    fc.assert(fc.property(seed, (s) => {
      const state = deal(storehouse, s);
      expect(positionToText(storehouse, state).filter((line) => line.startsWith('f'))).toEqual(['f1: 2C', 'f2: 2D', 'f3: 2H', 'f4: 2S']);
      expect(new Set(state.piles.flatMap((p) => [...p.cards])).size).toBe(52);
    }), { numRuns: 50 });
  });
});
