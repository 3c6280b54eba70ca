/**
 * `rules.reserve.playsTo: 'foundations'`: the Terrace family's reserve, whose top card may be played only to a
 * foundation, never to a column or a cell.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { configRefusal, moveList, mv, position, refusal } from './support/engine-helpers.js';

const fallingStarConfig = {
  id: 'falling-star', name: 'Falling Star', deck: { decks: 2 },
  layout: { tableau: Array.from({ length: 9 }, () => ({ cards: 1 })), reserve: { cards: 11 }, foundationCards: 1 },
  rules: {
    tableau: { build: { wrap: true }, pickUp: { kind: 'top-card' } },
    reserve: { playsTo: 'foundations' },
    foundations: { base: 'first-card', follow: 'alternate-colour' },
    stock: { kind: 'draw-to-waste' },
    effects: { fillGapsFrom: 'waste' },
  },
} as const satisfies VariantConfig;
const fallingStar = defineVariant(fallingStarConfig);
const anywhere = defineVariant({ ...fallingStarConfig, id: 'anywhere', name: 'Anywhere',
  rules: { ...fallingStarConfig.rules, reserve: { playsTo: 'anywhere' } } });

/** Columns 2 to 9 of red cards, none building on another nor going home, so no column move is listed. */
const REDS = { t2: '2H', t3: '4H', t4: 'AH', t5: '8H', t6: 'TH', t7: 'QH', t8: '2D', t9: '4D' };

/** Whether a move takes the reserve's top card anywhere but a foundation. */
const offHome = (m: Move): boolean => m.kind === 'move' && m.from === 'reserve' && !m.to.startsWith('f');

describe('rules.reserve.playsTo: the reserve plays to the foundations only (Falling Star)', () => {
  it('refuses the reserve\'s card onto a column it builds on, and lists it only to a foundation', () => {
    const state = position(fallingStar, { ...REDS, t1: '8S', reserve: 'KD 7H', f1: '6C', stock: '2S' });
    expect(refusal(fallingStar, state, mv('reserve', 't1'))).toBe(
      'reserve-home-only: The 7 of hearts is on the reserve, whose cards go only to the foundations.');
    expect(refusal(fallingStar, state, mv('reserve', 'f1'))).toBe('legal');
    expect(moveList(fallingStar, state)).toBe('reserve>f1 d');
    expect(moveList(anywhere, position(anywhere, { ...REDS, t1: '8S', reserve: 'KD 7H', f1: '6C', stock: '2S' }))).toBe('reserve>t1 reserve>f1 d');
  });

  it('still lets a column\'s card onto a column, and the reserve into no empty column', () => {
    const state = position(fallingStar, { t1: '8S', t2: '7D', reserve: 'QC', f1: '6C', stock: '2S' });
    expect(refusal(fallingStar, state, mv('t2', 't1'))).toBe('legal');
    const gap = position(fallingStar, { t1: '8S', reserve: 'QC', f1: '6C' });
    expect(refusal(fallingStar, gap, mv('reserve', 't2'))).toBe(
      'reserve-home-only: The Queen of clubs is on the reserve, whose cards go only to the foundations.');
  });

  it('lists exactly the moves of the same game with the reserve played anywhere, less the reserve\'s moves off home', () => {
    let reserveMovesDropped = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 60 }), (seed, picks) => {
      let state: GameState = deal(fallingStar, seed);
      for (const pick of picks) {
        const moves = legalMoves(fallingStar, state);
        const all = legalMoves(anywhere, state);
        expect(moves).toEqual(all.filter((m) => !offHome(m)));
        reserveMovesDropped += all.length - moves.length;
        if (moves.length === 0) break;
        state = applyMove(fallingStar, state, moves[pick % moves.length] as Move).state;
      }
    }), { numRuns: 60, seed: 48 });
    expect(reserveMovesDropped).toBeGreaterThan(0);
  });
});

describe('rules.reserve.playsTo: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    expect(anywhere.rules).not.toHaveProperty('reserve');
    expect(defineVariant({ ...fallingStarConfig, rules: { ...fallingStarConfig.rules, reserve: { playsTo: 'anywhere' } } }).rules)
      .not.toHaveProperty('reserve');
  });

  it('is refused, naming the field and the fix, where it cannot apply', () => {
    const noReserve = { tableau: fallingStarConfig.layout.tableau, foundationCards: 1 };
    expect(configRefusal({ ...fallingStarConfig, layout: noReserve })).toBe(
      'rules.reserve.playsTo: the layout has no reserve for this rule to apply to: add `layout.reserve: { cards: 11 }`, say');
    expect(configRefusal({ ...fallingStarConfig, rules: { ...fallingStarConfig.rules, effects: { fillFromReserve: true } } })).toBe(
      'rules.reserve.playsTo: a reserve that plays to the foundations only cannot fill the columns\' gaps: leave out one of `playsTo` '
      + 'and `rules.effects.fillFromReserve`');
    expect(configRefusal({ ...fallingStarConfig, rules: { ...fallingStarConfig.rules, reserve: { playsTo: 'home' } } })).toMatch(
      /^rules\.reserve\.playsTo: expected one of "anywhere", "foundations", got "home"/);
    expect(configRefusal({ ...fallingStarConfig, rules: { ...fallingStarConfig.rules, reserve: { plays: 'foundations' } } })).toMatch(
      /^rules\.reserve\.plays: unknown field; expected one of playsTo/);
  });

  it('is in the JSON Schema', () => {
    const rules = (variantSchema() as unknown as { properties: { rules: { properties: Record<string, unknown> } } }).properties.rules.properties;
    expect(JSON.stringify(rules.reserve)).toContain('"playsTo":{"description":"where the reserve\'s top card may go');
    expect(JSON.stringify(rules.reserve)).toContain('"enum":["anywhere","foundations"],"default":"anywhere"');
  });

  it('says so in the rules text', () => {
    const reserve = describeRules(fallingStar).sections.find((s) => s.heading === 'Reserve')?.rules ?? [];
    expect(reserve[0]).toBe('Only the top card of the reserve may be played, and only to a foundation, never to a column; no card is ever '
      + 'put on the reserve.');
    expect(describeRules(anywhere).sections.find((s) => s.heading === 'Reserve')?.rules[0]).toBe(
      'Only the top card of the reserve may be played, to a column or a foundation; no card is ever put on the reserve.');
  });
});
