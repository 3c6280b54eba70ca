/**
 * `rules.tableau.maxCards`: a limit on the cards a tableau pile may hold. Shamrocks' rule: "a card goes on a card
 * one rank above or below it, whatever the suit, one card at a time, but no fan may hold more than three cards".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { configRefusal, moveList, mv, position, refusal } from './support/engine-helpers.js';

const shamrocksConfig = {
  id: 'shamrocks', name: 'Shamrocks',
  layout: { tableau: [...Array.from({ length: 17 }, () => ({ cards: 3 })), { cards: 1 }] },
  rules: { tableau: { build: { direction: 'up-or-down', match: 'any-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', maxCards: 3 } },
} as const satisfies VariantConfig;
const shamrocks = defineVariant(shamrocksConfig);

/** Three columns whose runs move, with any card to a gap, for short exact move lists. */
const runs = defineVariant({
  id: 'runs', name: 'Runs', layout: { tableau: [{ cards: 3 }, { cards: 3 }, { cards: 3 }] },
  rules: { tableau: { build: { match: 'any-suit' }, maxCards: 3 }, stock: { kind: 'draw-to-waste' } },
});

describe('rules.tableau.maxCards: no pile may hold more than the limit (Shamrocks)', () => {
  it('refuses a card onto a fan of three, and lists the moves onto smaller fans only', () => {
    const state = position(shamrocks, { t1: 'KS QH 7D', t2: '8C', t3: '6S 2H', t4: '9H JD 7S' });
    expect(refusal(shamrocks, state, mv('t2', 't1'))).toBe('pile-full: Column 1 holds 3 cards, and a column may hold at most 3.');
    expect(refusal(shamrocks, state, mv('t1', 't2'))).toBe('legal');
    expect(moveList(shamrocks, state)).toBe('t1>t2 t4>t2');
  });

  it('refuses a run that would pass the limit, and names the room left', () => {
    const state = position(runs, { t1: '9S 8H 7C', t2: 'KD 9C', t3: '' });
    expect(refusal(runs, state, mv('t1', 't2', 2))).toBe('pile-full: Column 2 holds 2 cards, and a column may hold at most 3: '
      + 'there is room for 1 more.');
    expect(moveList(runs, state)).toBe('t1>t3 t1>t3x2 t1>t3x3 t2>t3');
  });

  it('never lets a pile pass the limit, on any play of Shamrocks', () => {
    let refused = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 60 }), (seed, picks) => {
      let state: GameState = deal(shamrocks, seed);
      for (const pick of picks) {
        const moves = legalMoves(shamrocks, state);
        if (moves.length === 0) break;
        for (let t = 0; t < 18; t++) {
          for (let s = 0; s < 18; s++) {
            if (s === t || (state.piles[t]?.cards.length ?? 0) < 3) continue;
            const [from, to] = [`t${s + 1}`, `t${t + 1}`];
            if (moves.some((m) => m.kind === 'move' && m.from === from && m.to === to)) throw new Error('listed onto a full fan');
            if ((state.piles[s]?.cards.length ?? 0) > 0 && refusal(shamrocks, state, mv(from, to)).startsWith('pile-full')) refused++;
          }
        }
        state = applyMove(shamrocks, state, moves[pick % moves.length] as Move).state;
        expect(Math.max(...state.piles.slice(0, 18).map((p) => p.cards.length))).toBeLessThanOrEqual(3);
      }
    }), { numRuns: 20, seed: 37 });
    expect(refused).toBeGreaterThan(0);
  });
});

describe('rules.tableau.maxCards: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    expect('maxCards' in defineVariant({ ...shamrocksConfig, rules: { tableau: { emptyAccepts: 'none' } } }).rules.tableau).toBe(false);
    expect(shamrocks.rules.tableau.maxCards).toBe(3);
  });

  it('is refused, naming the field and the fix, past a dealt pile, with a deal-row stock, a redeal or free spaces, and out of range', () => {
    expect(configRefusal({ ...shamrocksConfig, rules: { tableau: { maxCards: 2 } } })).toBe(
      'rules.tableau.maxCards: column 1 is dealt 3 cards, more than the 2 a column may hold: raise the limit or deal it fewer');
    expect(configRefusal({ id: 'x', name: 'X', layout: { tableau: [{ cards: 1 }] }, rules: { tableau: { maxCards: 3 }, stock: { kind: 'deal-row' } } }))
      .toBe('rules.tableau.maxCards: a "deal-row" stock deals onto every column whatever it holds, which would pass the limit: leave out '
        + '`maxCards` or use another stock');
    expect(configRefusal({ ...shamrocksConfig, rules: { tableau: { maxCards: 3, redeal: {} } } })).toBe(
      "rules.tableau.maxCards: a redeal's last column takes every card left over, which may pass the limit: leave out one of `maxCards` and "
        + '`redeal`');
    expect(configRefusal({ ...shamrocksConfig, rules: { tableau: { maxCards: 3, runLimit: 'free-spaces' } } })).toBe(
      'rules.tableau.maxCards: "free-spaces" counts the runs empty columns could hold, which a limit on a column\'s cards cuts short: use '
        + '"doubling-per-empty-pile" or "unlimited", or leave out `maxCards`');
    expect(configRefusal({ ...shamrocksConfig, rules: { tableau: { maxCards: 0 } } })).toBe(
      'rules.tableau.maxCards: 0 is outside 1 to 416');
    expect(configRefusal({ ...shamrocksConfig, rules: { tableau: { maxCards: '3' } } })).toBe(
      'rules.tableau.maxCards: expected a whole number, got "3"');
  });

  it('is in the JSON Schema with its range', () => {
    const tableau = (variantSchema() as unknown as { properties: { rules: { properties: { tableau: { properties: Record<string, unknown> } } } } })
      .properties.rules.properties.tableau.properties;
    expect(tableau.maxCards).toMatchObject({ type: 'integer', minimum: 1, maximum: 416 });
  });

  it('says so in the rules text', () => {
    const tableau = describeRules(shamrocks).sections.find((s) => s.heading === 'Tableau')?.rules ?? [];
    expect(tableau).toContain('No column may hold more than three cards: a move that would leave more on it may not be made.');
    expect(describeRules(defineVariant({ ...shamrocksConfig, rules: { tableau: { emptyAccepts: 'none' } } })).sections
      .flatMap((s) => s.rules).join(' ')).not.toContain('may hold more');
  });
});
