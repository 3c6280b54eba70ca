/**
 * `rules.stock.shortRow`: which piles a deal-row stock's short last deal reaches. Irmgard's rule: "the stock deals a
 * row of nine face-up cards whenever the player likes, and its last seven cards go to the middle seven columns".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type VariantConfig } from '../src/index.js';
import { applyMove, deal, dealRowStart, legalMoves, pileIds, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { configRefusal, DEAL, layout, position } from './support/engine-helpers.js';

const irmgardConfig = {
  id: 'irmgard', name: 'Irmgard', deck: { decks: 2 },
  layout: { tableau: [1, 2, 3, 4, 5, 4, 3, 2, 1].map((cards) => ({ cards, faceDown: cards - 1 })) },
  rules: { tableau: { emptyAccepts: 'king' }, stock: { kind: 'deal-row', emptyPiles: 'allow', shortRow: 'middle' } },
} as const satisfies VariantConfig;
const irmgard = defineVariant(irmgardConfig);

/** Five columns, for short exact layouts. */
const five = (shortRow: 'leftmost' | 'middle') => defineVariant({
  id: 'five', name: 'Five', layout: { tableau: Array.from({ length: 5 }, () => ({ cards: 1 })) },
  rules: { stock: { kind: 'deal-row', emptyPiles: 'allow', shortRow } },
});

describe('rules.stock.shortRow: a short last deal to the middle piles (Irmgard)', () => {
  it('deals a short row of three to the middle three of five columns, and a full row to all five', () => {
    const middle = five('middle');
    const short = position(middle, { t1: 'KS', t2: 'QS', t3: 'JS', t4: 'TS', t5: '9S', stock: '2H 3H 4H' });
    expect(layout(middle, applyMove(middle, short, DEAL).state)).toEqual(layout(middle,
      position(middle, { t1: 'KS', t2: 'QS 4H', t3: 'JS 3H', t4: 'TS 2H', t5: '9S' })));
    const full = position(middle, { t1: 'KS', stock: '2H 3H 4H 5H 6H 7H' });
    expect(layout(middle, applyMove(middle, full, DEAL).state)).toEqual(layout(middle,
      position(middle, { t1: 'KS 7H', t2: '6H', t3: '5H', t4: '4H', t5: '3H', stock: '2H' })));
    const leftmost = five('leftmost');
    expect(layout(leftmost, applyMove(leftmost, position(leftmost, { stock: '2H 3H 4H' }), DEAL).state)).toEqual(layout(leftmost,
      position(leftmost, { t1: '4H', t2: '3H', t3: '2H' })));
  });

  it('centres a row that cannot be centred one pile to the left: two of five go to the second and third', () => {
    expect([1, 2, 3, 4, 5].map((cards) => dealRowStart({ kind: 'deal-row', emptyPiles: 'allow', shortRow: 'middle' }, 5, cards)))
      .toEqual([2, 1, 1, 0, 0]);
    expect(dealRowStart({ kind: 'deal-row', emptyPiles: 'allow' }, 9, 7)).toBe(0);
  });

  it('deals Irmgard\'s last seven cards to the middle seven columns, on any play', () => {
    let lastRows = 0;
    const stock = pileIds(irmgard).indexOf('stock');
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 40 }), (seed, picks) => {
      let state: GameState = deal(irmgard, seed);
      for (const pick of [...picks, ...Array.from({ length: 9 }, () => -1)]) {
        const moves = legalMoves(irmgard, state);
        const move = pick < 0 ? moves.find((m) => m.kind === 'deal') : moves[pick % moves.length];
        if (move === undefined) break;
        const next = applyMove(irmgard, state, move).state;
        if (move.kind === 'deal' && state.piles[stock]?.cards.length === 7) {
          lastRows++;
          expect(next.piles.slice(0, 9).map((p, i) => p.cards.length - (state.piles[i]?.cards.length ?? 0))).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 0]);
        }
        state = next;
      }
    }), { numRuns: 20, seed: 37 });
    expect(lastRows).toBeGreaterThan(0);
  });
});

describe('rules.stock.shortRow: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    expect(defineVariant({ ...irmgardConfig, rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } } }).rules.stock)
      .toEqual({ kind: 'deal-row', emptyPiles: 'allow' });
    expect(irmgard.rules.stock).toEqual({ kind: 'deal-row', emptyPiles: 'allow', shortRow: 'middle' });
  });

  it('is refused, naming the field and the fix, misspelt, on another stock, and with covered piles', () => {
    expect(configRefusal({ ...irmgardConfig, rules: { stock: { kind: 'deal-row', shortRow: 'centre' } } }))
      .toBe('rules.stock.shortRow: expected one of "leftmost", "middle", got "centre"');
    expect(configRefusal({ ...irmgardConfig, rules: { stock: { kind: 'draw-to-waste', shortRow: 'middle' } } }))
      .toBe('rules.stock.shortRow: unknown field; expected one of kind, draw, redeals, waste, placeBeforeTurning; `shortRow` belongs to a "deal-row" stock, and '
        + 'this one is "draw-to-waste"');
    expect(configRefusal({ id: 'x', name: 'X', layout: { tableau: [{ cards: 1, coveredBy: [2] }, { cards: 1 }] },
      rules: { stock: { kind: 'deal-row', shortRow: 'middle' } } }))
      .toBe('rules.stock.shortRow: the middle of piles that cover one another is not a row of them: leave out `shortRow` or `coveredBy`');
  });

  it('is in the JSON Schema with its choices', () => {
    expect(JSON.stringify(variantSchema())).toContain('"shortRow":{"description":"which piles a last deal too short for every pile reaches');
    expect(JSON.stringify(variantSchema())).toContain('"enum":["leftmost","middle"],"default":"leftmost"}');
  });

  it('says so in the rules text', () => {
    const stock = describeRules(irmgard).sections.find((s) => s.heading === 'Stock')?.rules ?? [];
    expect(stock[0]).toBe('A deal puts one face-up card from the stock on each column, left to right: eight deals of 9, then a last deal '
      + 'of 7 to the middle seven columns.');
  });
});
