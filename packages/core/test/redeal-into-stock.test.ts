/**
 * `rules.tableau.redeal` in a game with a deal-row stock: once the stock is empty, the cards still in the piles are
 * gathered (in order, or shuffled) to form the stock again, which deals them as before (Scuffle, Acquaintance).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { cardCode } from '../src/entries/cards.js';
import { configRefusal, DEAL, moveList, position, REDEAL, refusal } from './support/engine-helpers.js';

const acquaintanceConfig = {
  id: 'acquaintance', name: 'Acquaintance',
  layout: { tableau: [1, 1, 1, 1].map((cards) => ({ cards })), acesToFoundations: true },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal: { times: 2, gather: 'in-order' } },
    foundations: { follow: 'any-suit' },
    stock: { kind: 'deal-row', emptyPiles: 'allow' },
  },
} as const satisfies VariantConfig;
const acquaintance = defineVariant(acquaintanceConfig);
const scuffle = defineVariant({ ...acquaintanceConfig, id: 'scuffle', name: 'Scuffle',
  rules: { ...acquaintanceConfig.rules, tableau: { ...acquaintanceConfig.rules.tableau, redeal: { times: 2, gather: 'shuffled' } } } });
const STOCK = 4 + 4;
const codes = (s: GameState, p: number): string => (s.piles[p]?.cards ?? []).map(cardCode).join(' ');

describe('the tableau gathered into the stock (Acquaintance, Scuffle)', () => {
  it('reads the destination from the stock: the cards go to a deal-row stock', () => {
    expect(acquaintance.rules.tableau.redeal).toEqual({ times: 2, gather: 'in-order', perPile: 3, into: 'stock' });
  });

  it('gathers the piles in order once the stock is empty, and the stock deals them again in that order', () => {
    const state = position(acquaintance, { t1: '5C 9D', t2: 'KH', t4: '2S', f1: 'AC', f2: 'AD', f3: 'AH', f4: 'AS' });
    expect(moveList(acquaintance, state)).toBe('t4>f1 t4>f2 t4>f3 t4>f4 r');
    const gathered = applyMove(acquaintance, state, REDEAL).state;
    expect([0, 1, 2, 3].map((t) => codes(gathered, t))).toEqual(['', '', '', '']);
    expect(codes(gathered, STOCK)).toBe('2S KH 9D 5C');
    expect(gathered.piles[STOCK]?.faceDown).toBe(4);
    expect(gathered.redealsUsed).toBe(1);
    const dealt = applyMove(acquaintance, gathered, DEAL).state;
    expect([0, 1, 2, 3].map((t) => codes(dealt, t))).toEqual(['5C', '9D', 'KH', '2S']);
  });

  it('refuses to gather while the stock holds cards, and a third time', () => {
    const state = position(acquaintance, { t1: '5C', t2: 'KH', stock: '7D', f1: 'AC', f2: 'AD', f3: 'AH', f4: 'AS' });
    expect(refusal(acquaintance, state, REDEAL)).toBe('stock-not-empty: You may gather the columns into the stock only when the stock is empty.');
    const used = { ...position(acquaintance, { t1: '5C', f1: 'AC', f2: 'AD', f3: 'AH', f4: 'AS' }), redealsUsed: 2 };
    expect(refusal(acquaintance, used, REDEAL)).toBe('no-redeals-left: There are no redeals left.');
  });

  it('shuffles the same cards into the stock, the same way from the same position (Scuffle)', () => {
    const state = position(scuffle, { t1: '5C 9D 3H', t2: 'KH 7S', t4: '2S 8C', f1: 'AC', f2: 'AD', f3: 'AH', f4: 'AS' });
    const once = applyMove(scuffle, state, REDEAL).state;
    expect(codes(once, STOCK).split(' ').sort()).toEqual(['2S', '3H', '5C', '7S', '8C', '9D', 'KH']);
    expect(codes(applyMove(scuffle, state, REDEAL).state, STOCK)).toBe(codes(once, STOCK));
  });

  it('keeps every card on random play of Scuffle, and offers the redeal only with the stock empty', () => {
    let redeals = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { minLength: 60, maxLength: 120 }), (seed, picks) => {
      let state: GameState = deal(scuffle, seed);
      for (const pick of picks) {
        const moves = legalMoves(scuffle, state);
        if (moves.some((m) => m.kind === 'redeal')) expect(state.piles[STOCK]?.cards.length).toBe(0);
        if (moves.length === 0) break;
        const move = moves[pick % moves.length] as Move;
        if (move.kind === 'redeal') redeals++;
        state = applyMove(scuffle, state, move).state;
        expect(state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(52);
      }
    }), { numRuns: 60, seed: 48 });
    expect(redeals).toBeGreaterThan(0);
  });
});

describe('the tableau gathered into the stock: refusals and rules text', () => {
  it('is refused, naming the field and the fix, where the stock cannot deal the cards again', () => {
    const rules = acquaintanceConfig.rules;
    expect(configRefusal({ ...acquaintanceConfig, rules: { ...rules, stock: { kind: 'deal-row', emptyPiles: 'forbid' } } })).toBe(
      'rules.tableau.redeal.into: the gathering leaves every pile empty, and this stock may not deal onto an empty pile: set '
      + '`rules.stock.emptyPiles: "allow"`');
    expect(configRefusal({ ...acquaintanceConfig, rules: { ...rules, tableau: { ...rules.tableau, redeal: { perPile: 3 } } } })).toBe(
      'rules.tableau.redeal.perPile: the gathered cards form the stock, which deals them; no pile is dealt a number of them: leave out '
      + '`perPile`');
    expect(configRefusal({ ...acquaintanceConfig, rules: { ...rules, tableau: { ...rules.tableau, redeal: { into: 'stock' } },
      stock: { kind: 'draw-to-waste' } } })).toBe('rules.tableau.redeal.into: the gathered cards are dealt again by a "deal-row" stock; '
      + 'this one is "draw-to-waste": set `rules.stock: { kind: "deal-row", emptyPiles: "allow" }`');
  });

  it('says so in the rules text', () => {
    const sections = describeRules(acquaintance).sections;
    expect(sections.find((s) => s.heading === 'Redeal')?.rules).toEqual(['Twice in a game, once the stock is empty, you may pick up the '
      + 'columns in order, from the first, each from its bottom card up, to form a new stock, face down, which deals them again in that '
      + 'order.']);
    expect(sections.find((s) => s.heading === 'Stock')?.rules.join(' ')).not.toContain('There is no redeal.');
  });
});
