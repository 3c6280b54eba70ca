/**
 * `rules.stock.waste.closedByKing`: Dead King Golf's rule, "a King on the waste takes no card until the stock
 * covers it". Golf itself lets a Queen onto a King; here nothing goes on one.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { rankOf } from '../src/entries/cards.js';
import { configRefusal, DEAL, moveList, mv, position, refusal } from './support/engine-helpers.js';

const deadKingConfig = {
  id: 'dead-king-golf', name: 'Dead King Golf',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 5 })), wasteCards: 1 },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' },
    foundations: { kind: 'none' },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit', closedByKing: true } },
    win: { kind: 'tableau-cleared' },
  },
} as const satisfies VariantConfig;
const deadKing = defineVariant(deadKingConfig);
const golf = defineVariant({ ...deadKingConfig, id: 'golf', name: 'Golf',
  rules: { ...deadKingConfig.rules, stock: { ...deadKingConfig.rules.stock, waste: { direction: 'up-or-down', match: 'any-suit' } } } });

describe('rules.stock.waste.closedByKing: a King on the waste takes no card (Dead King Golf)', () => {
  it('refuses a Queen onto a King on the waste, which Golf allows, and lists only the deal', () => {
    const state = position(deadKing, { t1: 'QS', t2: '5H', waste: 'KD', stock: 'AS' });
    expect(refusal(deadKing, state, mv('t1', 'waste'))).toBe(
      'does-not-build: Nothing may be played onto the King of diamonds on the waste: a King stays until a deal from the stock covers it.');
    expect(moveList(deadKing, state)).toBe('d');
    expect(moveList(golf, position(golf, { t1: 'QS', t2: '5H', waste: 'KD', stock: 'AS' }))).toBe('t1>waste d');
  });

  it('takes cards again once a deal covers the King', () => {
    const state = applyMove(deadKing, position(deadKing, { t1: 'QS', t2: '3H', waste: 'KD', stock: '2C' }), DEAL).state;
    expect(moveList(deadKing, state)).toBe('t2>waste');
    expect(refusal(deadKing, position(deadKing, { t1: 'QS', waste: 'JD' }), mv('t1', 'waste'))).toBe('legal');
  });

  it('never puts a card on a King on the waste, on any play of Dead King Golf', () => {
    let kingsOnTop = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 60 }), (seed, picks) => {
      let state: GameState = deal(deadKing, seed);
      for (const pick of picks) {
        const moves = legalMoves(deadKing, state);
        if (moves.length === 0) break;
        const waste = state.piles[state.piles.length - 1]?.cards ?? [];
        const top = waste[waste.length - 1];
        if (top !== undefined && rankOf(top) === 13) {
          kingsOnTop++;
          expect(moves.filter((m) => m.kind === 'move' && m.to === 'waste')).toEqual([]);
        }
        state = applyMove(deadKing, state, moves[pick % moves.length] as Move).state;
      }
    }), { numRuns: 60, seed: 37 });
    expect(kingsOnTop).toBeGreaterThan(0);
  });
});

describe('rules.stock.waste.closedByKing: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    expect(golf.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 1, redeals: 0, waste: { direction: 'up-or-down', match: 'any-suit' } });
  });

  it('is refused, naming the field and the fix, on a waste not built on', () => {
    expect(configRefusal({ ...deadKingConfig, rules: { ...deadKingConfig.rules, stock: { kind: 'draw-to-waste', waste: { closedByKing: true } } } }))
      .toBe('rules.stock.waste.closedByKing: a King can close the waste only when cards build on it; its direction is "none"');
    expect(configRefusal({ ...deadKingConfig, rules: { ...deadKingConfig.rules, stock: { kind: 'draw-to-waste',
      waste: { direction: 'up-or-down', closedByKing: 'yes' } } } })).toBe('rules.stock.waste.closedByKing: expected true or false, got "yes"');
  });

  it('is in the JSON Schema', () => {
    const waste = (variantSchema() as unknown as { properties: { rules: { properties: { stock: { oneOf?: unknown[] } } } } })
      .properties.rules.properties.stock;
    expect(JSON.stringify(waste)).toContain('"closedByKing":{"description":"a King on top of the waste takes no card until the stock covers it (Dead King Golf; draw-to-waste only)","type":"boolean","default":false}');
  });

  it('says so in the rules text', () => {
    const rules = describeRules(deadKing).sections.find((s) => s.heading === 'Stock and waste')?.rules ?? [];
    expect(rules).toContain('Nothing may be played onto a King on the waste: it stays until a deal from the stock covers it.');
    expect(describeRules(golf).sections.flatMap((s) => s.rules).join(' ')).not.toContain('onto a King');
  });
});
