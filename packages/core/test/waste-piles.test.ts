/**
 * Columns that are waste piles (`rules.tableau.takesFrom: 'waste'`) and a turned card placed before the next is
 * turned (`rules.stock.placeBeforeTurning`): Sir Tommy's four waste piles, fed one turned card at a time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { configRefusal, DEAL, moveList, mv, position, refusal } from './support/engine-helpers.js';

const sirTommyConfig = {
  id: 'sir-tommy', name: 'Sir Tommy',
  layout: { tableau: [0, 0, 0, 0].map((cards) => ({ cards })) },
  rules: {
    tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, takesFrom: 'waste' },
    foundations: { follow: 'any-suit' },
    stock: { kind: 'draw-to-waste', placeBeforeTurning: true },
  },
} as const satisfies VariantConfig;
const sirTommy = defineVariant(sirTommyConfig);
const WASTE = 4 + 4 + 1;

describe('waste piles fed from the waste, one turned card at a time (Sir Tommy)', () => {
  it('places the turned card on any waste pile or a foundation, and turns no other card until it is placed', () => {
    const state = position(sirTommy, { t1: '9C', t2: 'KH 2S', waste: 'AD', stock: '5H 3C' });
    expect(moveList(sirTommy, state)).toBe('waste>t1 waste>t2 waste>t3 waste>t4 waste>f1 waste>f2 waste>f3 waste>f4');
    expect(refusal(sirTommy, state, DEAL)).toBe('card-waiting: Play the Ace of diamonds from the waste before turning another card.');
    expect(refusal(sirTommy, state, mv('t2', 't1'))).toBe('waste-pile: Column 1 is a waste pile: it takes cards only from the waste.');
    expect(refusal(sirTommy, state, mv('t2', 't3'))).toBe('waste-pile: Column 3 is a waste pile: it takes cards only from the waste.');
    const placed = applyMove(sirTommy, state, mv('waste', 't1')).state;
    // The Ace on column 1 may go to any foundation (they build regardless of suit), and the stock deals again.
    expect(moveList(sirTommy, placed)).toBe('t1>f1 t1>f2 t1>f3 t1>f4 d');
    expect(moveList(sirTommy, applyMove(sirTommy, placed, DEAL).state)).toBe(
      't1>f1 t1>f2 t1>f3 t1>f4 waste>t1 waste>t2 waste>t3 waste>t4');
  });

  it('never holds more than one card on the waste, nor moves a card into a column but from the waste, on any play', () => {
    let placed = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 80 }), (seed, picks) => {
      let state: GameState = deal(sirTommy, seed);
      for (const pick of picks) {
        const moves = legalMoves(sirTommy, state);
        for (const m of moves) if (m.kind === 'move' && m.to.startsWith('t')) expect(m.from).toBe('waste');
        if (moves.length === 0) break;
        const move = moves[pick % moves.length] as Move;
        if (move.kind === 'move' && move.to.startsWith('t')) placed++;
        state = applyMove(sirTommy, state, move).state;
        expect(state.piles[WASTE]?.cards.length).toBeLessThanOrEqual(1);
      }
    }), { numRuns: 60, seed: 48 });
    expect(placed).toBeGreaterThan(0);
  });
});

describe('takesFrom and placeBeforeTurning: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write them', () => {
    const plain = defineVariant({ ...sirTommyConfig, layout: { tableau: [1, 1, 1, 1].map((cards) => ({ cards })) },
      rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } }, stock: { kind: 'draw-to-waste' } } });
    expect(plain.rules.tableau).not.toHaveProperty('takesFrom');
    expect(plain.rules.stock).toEqual({ kind: 'draw-to-waste', draw: 1, redeals: 0 });
  });

  it('is refused, naming the field and the fix, where it cannot apply', () => {
    const rules = sirTommyConfig.rules;
    expect(configRefusal({ ...sirTommyConfig, rules: { ...rules, tableau: { ...rules.tableau, build: { direction: 'down' } } } })).toBe(
      'rules.tableau.takesFrom: waste piles take any card from the waste, whatever they hold, and build nothing: set '
      + '`rules.tableau.build.direction: "none"` (it is "down")');
    expect(configRefusal({ ...sirTommyConfig, rules: { ...rules, stock: { kind: 'deal-row' } } })).toBe(
      'rules.tableau.takesFrom: columns fed from the waste need a waste: set `rules.stock.kind: "draw-to-waste"`; this stock is "deal-row"');
    expect(configRefusal({ ...sirTommyConfig, rules: { ...rules, stock: { kind: 'draw-to-waste', draw: 3, placeBeforeTurning: true } } }))
      .toBe('rules.stock.placeBeforeTurning: each turned card is placed before the next is turned, so the stock turns one card at a time: '
        + 'set `rules.stock.draw: 1` (it is 3)');
    expect(configRefusal({ ...sirTommyConfig, rules: { ...rules, tableau: { ...rules.tableau, takesFrom: 'stock' } } })).toMatch(
      /^rules\.tableau\.takesFrom: expected one of "any-pile", "waste", got "stock"/);
    expect(configRefusal({ ...sirTommyConfig, rules: { ...rules, stock: { kind: 'deal-row', placeBeforeTurning: true } } })).toMatch(
      /^rules\.stock\.placeBeforeTurning: /);
  });

  it('is in the JSON Schema', () => {
    const schema = JSON.stringify(variantSchema());
    expect(schema).toContain('"takesFrom":{"description":"where the columns take cards from');
    expect(schema).toContain('"placeBeforeTurning":{"description":"a card turned onto the waste must be played before the next is turned');
  });

  it('says so in the rules text', () => {
    const sections = describeRules(sirTommy).sections;
    expect(sections.find((s) => s.heading === 'Tableau')?.rules).toEqual([
      'The columns are waste piles: each takes any card played from the waste, on whatever it holds, and no card from anywhere else, so '
        + 'no card moves from one column to another.',
      'Only the top card of a column may move.',
    ]);
    expect(sections.find((s) => s.heading === 'Stock and waste')?.rules).toContain(
      'A card turned onto the waste must be played before the next is turned.');
  });
});
