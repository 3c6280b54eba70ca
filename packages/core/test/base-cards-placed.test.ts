/**
 * `layout.baseCardsPlaced`: some of the cards of a rank start the foundations, the others dealt with the rest.
 * Good Measure's rule: "two Aces start two foundations and the other 50 cards are dealt in ten columns of five".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type VariantConfig } from '../src/index.js';
import { deal, dealCards, dealtDeck, pileIds } from '../src/entries/engine.js';
import { rankOf } from '../src/entries/cards.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { configRefusal, layout } from './support/engine-helpers.js';

const goodMeasureConfig = {
  id: 'good-measure', name: 'Good Measure',
  layout: { tableau: Array.from({ length: 10 }, () => ({ cards: 5 })), acesToFoundations: true, baseCardsPlaced: 2, kingsUnder: true },
  rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } },
} as const satisfies VariantConfig;
const goodMeasure = defineVariant(goodMeasureConfig);

describe('layout.baseCardsPlaced: the first of a rank\'s cards start the foundations (Good Measure)', () => {
  it('places the first two Aces of the deck on their foundations and deals the other fifty, Kings beneath', () => {
    // The deck in id order: the Aces of clubs and diamonds come first, those of hearts and spades are dealt.
    const state = dealCards(goodMeasure, Array.from({ length: 52 }, (_, id) => id));
    expect(layout(goodMeasure, state)).toEqual(['t1: 2C QC TD 7H 4S', 't2: KC 3C JD 8H 5S', 't3: 4C 2D QD 9H 6S', 't4: KD 5C 3D TH 7S',
      't5: 6C 4D AH JH 8S', 't6: 7C 5D 2H QH 9S', 't7: KH 8C 6D 3H TS', 't8: 9C 7D 4H AS JS', 't9: TC 8D 5H 2S QS', 't10: KS JC 9D 6H 3S',
      'f1: AC', 'f2: AD', 'f3:', 'f4:']);
  });

  it('on any deal, places the deck\'s first two Aces and deals the other two in the columns', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
      const state = deal(goodMeasure, seed);
      const aces = dealtDeck(goodMeasure.deck, seed).filter((c) => rankOf(c) === 1);
      const ids = pileIds(goodMeasure);
      const foundations = ids.flatMap((id, i) => (id.startsWith('f') ? state.piles[i]?.cards ?? [] : []));
      const columns = ids.flatMap((id, i) => (id.startsWith('t') ? state.piles[i]?.cards ?? [] : []));
      expect([...foundations].sort((a, b) => a - b)).toEqual(aces.slice(0, 2).sort((a, b) => a - b));
      expect(columns).toHaveLength(50);
      expect(columns.filter((c) => rankOf(c) === 1).sort((a, b) => a - b)).toEqual(aces.slice(2).sort((a, b) => a - b));
    }), { numRuns: 50, seed: 37 });
  });
});

describe('layout.baseCardsPlaced: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    const all = defineVariant({ ...goodMeasureConfig, layout: { ...goodMeasureConfig.layout, baseCardsPlaced: undefined,
      tableau: Array.from({ length: 10 }, (_, i) => ({ cards: i < 8 ? 5 : 4 })) } });
    expect('baseCardsPlaced' in all.layout).toBe(false);
    expect(goodMeasure.layout.baseCardsPlaced).toBe(2);
  });

  it('is refused, naming the field and the fix, with nothing placed, past the cards of the rank, and out of range', () => {
    const tableau = Array.from({ length: 10 }, () => ({ cards: 5 }));
    expect(configRefusal({ ...goodMeasureConfig, layout: { tableau, baseCardsPlaced: 2 } })).toBe('layout.baseCardsPlaced: says how many of '
      + 'the Aces or base cards start the foundations, and the deal places none: add `acesToFoundations: true` or '
      + '`baseCardsToFoundations: true`');
    expect(configRefusal({ ...goodMeasureConfig, layout: { tableau, acesToFoundations: true, baseCardsPlaced: 5 } })).toBe(
      'layout.baseCardsPlaced: 5 is more than the 4 Aces the deck has; leave it out to place all of them');
    expect(configRefusal({ ...goodMeasureConfig, layout: { tableau, acesToFoundations: true, baseCardsPlaced: 0 } })).toBe(
      'layout.baseCardsPlaced: 0 is outside 1 to 32');
    expect(configRefusal({ ...goodMeasureConfig, layout: { tableau: [{ cards: 52 }], acesToFoundations: true, baseCardsPlaced: 2 } })).toBe(
      'layout: deals 54 cards (2 of them to the foundations) but the deck has only 52');
  });

  it('is in the JSON Schema with its range', () => {
    expect(JSON.stringify(variantSchema())).toContain('"baseCardsPlaced":{"description":"how many of the Aces or base cards placed on the '
      + 'foundations start them: the first the deal comes to; the others are dealt with the rest (Good Measure: 2); default all",'
      + '"type":"integer","minimum":1,"maximum":32}');
  });

  it('says so in the rules text', () => {
    const rules = describeRules(goodMeasure).sections.find((s) => s.heading === 'Layout')?.rules ?? [];
    expect(rules[0]).toBe('First, the first two Aces the deal comes to are taken out and put on the foundations, one on each; the other Aces '
      + 'are dealt with the rest.');
    expect(rules).toContain('There are four foundations; two of them are started by an Ace, the others empty at the start.');
  });
});
