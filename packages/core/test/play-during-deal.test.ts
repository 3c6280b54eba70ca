/**
 * `layout.playDuringDeal`: cards played to the foundations while they are dealt. Citadel's rule: "while the cards
 * are dealt, each card that can go to a foundation goes there at once and is not dealt to its column"; Die
 * Königsbergerin's: "every Ace going to the foundations as it is dealt, at the start and from the stock alike".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type VariantConfig } from '../src/index.js';
import { applyMove, deal, dealCards, legalMoves, pileIds, type GameState } from '../src/entries/engine.js';
import { rankOf, type CardId } from '../src/entries/cards.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { configRefusal, DEAL, layout, position } from './support/engine-helpers.js';

const citadelConfig = {
  id: 'citadel', name: 'Citadel',
  layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 6 })), acesToFoundations: true, playDuringDeal: true },
  rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' } } },
} as const satisfies VariantConfig;
const citadel = defineVariant(citadelConfig);

const koenigsbergerin = defineVariant({
  id: 'die-koenigsbergerin', name: 'Die Königsbergerin', deck: { decks: 2 },
  layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 3 })), playDuringDeal: true },
  rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } },
});

/** Four columns of one card and a deal-row stock, for a short exact deal. */
const rows = defineVariant({ id: 'rows', name: 'Rows', layout: { tableau: Array.from({ length: 4 }, () => ({ cards: 1 })), playDuringDeal: true },
  rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } } });

describe('layout.playDuringDeal: cards go home as they are dealt (Citadel, Die Königsbergerin)', () => {
  it('deals Citadel\'s ordered deck: each card a foundation takes goes there, its column short a card, the rest in further rows', () => {
    // Spades and hearts high to low, then clubs and diamonds interleaved low to high: the 2 of spades goes home in the
    // second row (column 4 gets none), the 2 of hearts in the third, and every club and diamond after it.
    const deck = [...Array.from({ length: 13 }, (_, i) => 51 - i), ...Array.from({ length: 13 }, (_, i) => 38 - i),
      ...Array.from({ length: 13 }, (_, i) => [i, 13 + i]).flat()] as CardId[];
    expect(layout(citadel, dealCards(citadel, deck))).toEqual(['t1: KS 5S 9H', 't2: QS 4S 8H', 't3: JS 3S 7H', 't4: TS 6H',
      't5: 9S KH 5H', 't6: 8S QH 4H', 't7: 7S JH 3H', 't8: 6S TH', 'f1: AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
      'f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD', 'f3: AH 2H', 'f4: AS 2S']);
  });

  it('plays the stock\'s cards home as a deal reaches them, the columns whose cards went home getting none', () => {
    const state = position(rows, { t1: '5S', t2: '9D', t3: 'KC', t4: 'QH', f1: 'AC', stock: '7S AH 3C 2C' });
    expect(layout(rows, applyMove(rows, state, DEAL).state)).toEqual(['t1: 5S', 't2: 9D', 't3: KC', 't4: QH 7S', 'f1: AC 2C 3C', 'f2:',
      'f3: AH', 'f4:', 'stock:']);
  });

  it('keeps every card, and builds each foundation in order from its Ace, on any Citadel deal', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), (seed) => {
      const state = deal(citadel, seed);
      const ids = pileIds(citadel);
      const home = ids.flatMap((id, i) => (id.startsWith('f') ? [state.piles[i]?.cards ?? []] : []));
      const columns = ids.flatMap((id, i) => (id.startsWith('t') ? state.piles[i]?.cards ?? [] : []));
      expect(home.flat().length + columns.length).toBe(52);
      // Every card is somewhere, and each foundation holds its suit up from the Ace with no gap.
      for (const f of home) expect(f.map(rankOf)).toEqual(f.map((_, i) => i + 1));
    }), { numRuns: 50, seed: 37 });
  });

  it('puts every Ace home, at the start and from the stock alike, on any play of Die Königsbergerin', () => {
    let deals = 0;
    const ids = pileIds(koenigsbergerin);
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 40 }), (seed, picks) => {
      let state: GameState = deal(koenigsbergerin, seed);
      for (const pick of picks) {
        const inColumns = ids.flatMap((id, i) => (id.startsWith('t') ? state.piles[i]?.cards ?? [] : []));
        expect(inColumns.filter((c) => rankOf(c) === 1)).toEqual([]);
        const moves = legalMoves(koenigsbergerin, state);
        const move = moves.find((m) => m.kind === 'deal' && pick % 3 === 0) ?? moves[pick % moves.length];
        if (move === undefined) break;
        if (move.kind === 'deal') deals++;
        state = applyMove(koenigsbergerin, state, move).state;
      }
    }), { numRuns: 20, seed: 37 });
    expect(deals).toBeGreaterThan(0);
  });
});

describe('layout.playDuringDeal: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    expect('playDuringDeal' in defineVariant({ ...citadelConfig, layout: { ...citadelConfig.layout, playDuringDeal: false } }).layout)
      .toBe(false);
  });

  it('is refused, naming the field and the fix, with foundations it cannot play to and deals it cannot change', () => {
    const tableau = Array.from({ length: 8 }, () => ({ cards: 6 }));
    expect(configRefusal({ ...citadelConfig, layout: { tableau, playDuringDeal: true }, rules: { foundations: { base: 'first-card' } } }))
      .toBe('layout.playDuringDeal: the cards dealt go to foundations of a known base, and a "first-card" base is not known until the '
        + 'first card goes there: give `rules.foundations.base` a rank');
    expect(configRefusal({ ...citadelConfig, layout: { tableau: [{ cards: 52, faceDown: 1 }], playDuringDeal: true } }))
      .toBe('layout.playDuringDeal: a pile the deal may give fewer or more cards has no face-down cards to count: leave out the '
        + 'tableau\'s `faceDown`');
    expect(configRefusal({ ...citadelConfig, layout: { tableau: [{ cards: 1 }], playDuringDeal: true }, rules: { stock: { kind: 'draw-to-waste' } } }))
      .toBe('layout.playDuringDeal: a stock that turns cards onto a waste deals none to the tableau: use a "deal-row" stock, or no stock');
    expect(configRefusal({ ...citadelConfig, layout: { tableau: [{ cards: 40 }], playDuringDeal: true },
      rules: { foundations: { kind: 'complete-runs' }, stock: { kind: 'deal-row' } } }))
      .toBe('layout.playDuringDeal: needs foundations built card by card (`rules.foundations: { kind: "up-by-suit" }`) for the cards dealt '
        + 'to go to');
  });

  it('is in the JSON Schema', () => {
    expect(JSON.stringify(variantSchema())).toContain('"playDuringDeal":{"description":"each card dealt to the tableau that a foundation '
      + 'takes goes there at once instead, its pile getting none in that row; with no stock, the cards left over are dealt in further rows '
      + '(Citadel)","type":"boolean","default":false}');
  });

  it('says so in the rules text', () => {
    const of = (v: typeof citadel): readonly string[] => describeRules(v).sections.find((s) => s.heading === 'Layout')?.rules ?? [];
    expect(of(citadel)).toContain('As the cards are dealt, each card that can go to a foundation goes there at once, and its column gets '
      + 'no card in that row; the cards left over are dealt in further rows across every column, in the same way, until none is left.');
    expect(of(koenigsbergerin)).toContain('As the cards are dealt, at the start and from the stock alike, each card that can go to a '
      + 'foundation goes there at once, and its column gets no card in that row.');
  });
});
