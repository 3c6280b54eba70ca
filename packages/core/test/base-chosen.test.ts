/**
 * `rules.foundations.baseChosen`: the Terrace family's base, chosen by the player's first move (a column's card
 * to a foundation), with the columns the opening deal left empty dealt from the stock only then.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { cardCode, rankOf, type CardId } from '../src/entries/cards.js';
import { configRefusal, DEAL, moveList, mv, position, refusal } from './support/engine-helpers.js';

const terraceConfig = {
  id: 'terrace', name: 'Terrace', deck: { decks: 2 },
  layout: { tableau: [1, 1, 1, 1, 0, 0, 0, 0, 0].map((cards) => ({ cards })), reserve: { cards: 11 } },
  rules: {
    tableau: { build: { wrap: true }, pickUp: { kind: 'top-card' } },
    reserve: { playsTo: 'foundations' },
    foundations: { base: 'first-card', baseChosen: true, follow: 'alternate-colour' },
    stock: { kind: 'draw-to-waste' },
    effects: { fillGapsFrom: 'waste' },
  },
} as const satisfies VariantConfig;
const terrace = defineVariant(terraceConfig);
const signora = defineVariant({ ...terraceConfig, id: 'signora', name: 'Signora',
  layout: { ...terraceConfig.layout, tableau: Array.from({ length: 9 }, () => ({ cards: 1 })) } });
const FOUNDATIONS = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8'];
/** A pile's cards as codes, bottom first: "8S KD". */
const codes = (pile: { readonly cards: readonly CardId[] } | undefined): string => (pile?.cards ?? []).map(cardCode).join(' ');
const BASE_FIRST = "base-not-chosen: First choose the foundations' base: play the top card of a column to a foundation.";

describe('rules.foundations.baseChosen: the player\'s first move chooses the base (Terrace)', () => {
  it('offers only a column\'s card to a foundation before the base is chosen, and refuses the rest', () => {
    const state = position(terrace, { t1: '7H', t2: '8S', t3: 'KD', t4: '2C', reserve: 'QS 6S', stock: '9D 3C' });
    expect(moveList(terrace, state)).toBe(['t1', 't2', 't3', 't4'].flatMap((t) => FOUNDATIONS.map((f) => `${t}>${f}`)).join(' '));
    expect(refusal(terrace, state, DEAL)).toBe(BASE_FIRST);
    expect(refusal(terrace, state, mv('t1', 't2'))).toBe(BASE_FIRST);
    expect(refusal(terrace, state, mv('reserve', 'f1'))).toBe(BASE_FIRST);
    expect(refusal(terrace, state, mv('t1', 't5'))).toBe(BASE_FIRST);
    expect(refusal(terrace, state, mv('t3', 'f2'))).toBe('legal');
  });

  it('deals columns 5 to 9 from the stock as part of the choice, then plays as usual', () => {
    const state = position(terrace, { t1: '7H', t2: '8S', t3: 'KD', t4: '2C', reserve: 'QS 6S', stock: '4D 5D 6D 7D 8D 9D 3C' });
    const chosen = applyMove(terrace, state, mv('t1', 'f3'));
    expect(chosen.effects.map((e) => (e.kind === 'filled' ? `${e.from}>${e.to} ${e.cards.map(cardCode).join(' ')}` : e.kind))).toEqual(
      ['stock>t5 3C', 'stock>t6 9D', 'stock>t7 8D', 'stock>t8 7D', 'stock>t9 6D']);
    expect(chosen.state.piles.slice(0, 9).map(codes)).toEqual(['', '8S', 'KD', '2C', '3C', '9D', '8D', '7D', '6D']);
    expect(codes(chosen.state.piles[11])).toBe('7H');
    // The base is a 7 now: the 7 of diamonds may start any empty foundation, the 8 of spades follows the 7 of hearts,
    // column 1's gap waits for a card on the waste (any card may fill it meanwhile), and the stock deals.
    expect(moveList(terrace, chosen.state)).toBe('t2>t1 t2>t6 t2>f3 t3>t1 t4>t1 t5>t1 t6>t1 t7>t1 t8>t1 t8>t2 t8>f1 t8>f2 t8>f4 t8>f5 '
      + 't8>f6 t8>f7 t8>f8 t9>t1 d');
  });

  it('deals nothing more where every column was dealt a card (Signora)', () => {
    const state = position(signora, { t1: '7H', t2: '8S', t3: 'KD', t4: '2C', t5: '3C', t6: '9D', t7: '8D', t8: '7D', t9: '6D',
      reserve: 'QS 6S', stock: '4D 5D' });
    expect(applyMove(signora, state, mv('t1', 'f1')).effects).toEqual([]);
  });

  it('on any play of Terrace, moves only a column\'s card home until the base is set, and all foundations share its rank', () => {
    let choices = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 40 }), (seed, picks) => {
      let state: GameState = deal(terrace, seed);
      const foundations = (s: GameState): (readonly CardId[])[] => s.piles.slice(9, 17).map((p) => p.cards);
      for (const pick of picks) {
        const moves = legalMoves(terrace, state);
        const chosen = foundations(state).some((f) => f.length > 0);
        if (!chosen) {
          choices++;
          expect(moves.every((m) => m.kind === 'move' && m.from.startsWith('t') && m.to.startsWith('f'))).toBe(true);
          expect(moves).toHaveLength(32);
        }
        if (moves.length === 0) break;
        state = applyMove(terrace, state, moves[pick % moves.length] as Move).state;
        const bases = foundations(state).flatMap((f) => (f.length > 0 ? [rankOf(f[0] as CardId)] : []));
        expect(new Set(bases).size).toBeLessThanOrEqual(1);
        if (!chosen && bases.length > 0) expect(state.piles.slice(4, 9).every((p) => p.cards.length === 1)).toBe(true);
      }
    }), { numRuns: 40, seed: 48 });
    expect(choices).toBeGreaterThan(0);
  });
});

describe('rules.foundations.baseChosen: defaults, refusals, schema and rules text', () => {
  it('changes no game that does not write it', () => {
    const plain = { base: 'first-card', follow: 'alternate-colour' } as const;
    expect(defineVariant({ ...terraceConfig, layout: signora.layout, rules: { ...terraceConfig.rules, foundations: plain } }).rules.foundations)
      .toEqual({ kind: 'up-by-suit', takeBack: false, base: 'first-card', follow: 'alternate-colour' });
  });

  it('is refused, naming the field and the fix, where the player could not choose', () => {
    const rules = terraceConfig.rules;
    expect(configRefusal({ ...terraceConfig, rules: { ...rules, foundations: { baseChosen: true } } })).toBe(
      'rules.foundations.baseChosen: the player chooses a base only where the first card on a foundation sets it: add `base: "first-card"`');
    expect(configRefusal({ ...terraceConfig, layout: { ...terraceConfig.layout, tableau: signora.layout.tableau, foundationCards: 1 } }))
      .toBe('rules.foundations.baseChosen: the deal would set the base before the player chooses it: leave out `layout.foundationCards`, '
        + '`baseCardsToFoundations`, `acesToFoundations` and `playDuringDeal`');
    expect(configRefusal({ ...terraceConfig, rules: { ...rules, foundations: { ...rules.foundations, baseChosen: 'yes' } } })).toBe(
      'rules.foundations.baseChosen: expected true or false, got "yes"');
  });

  it('lets columns start empty beside gaps filled from the waste only when the choice deals them', () => {
    const plain = { base: 'first-card', follow: 'alternate-colour' } as const;
    expect(configRefusal({ ...terraceConfig, rules: { ...terraceConfig.rules, foundations: plain } })).toBe(
      'rules.effects.fillGapsFrom: column 5 is dealt no cards, and a gap is filled only after a move: deal it a card');
  });

  it('is in the JSON Schema', () => {
    expect(JSON.stringify(variantSchema())).toContain('"baseChosen":{"description":"the player chooses the base: the first move must play');
  });

  it('says so in the rules text', () => {
    const rules = describeRules(terrace).sections.find((s) => s.heading === 'Foundations')?.rules ?? [];
    expect(rules[1]).toBe('The first move chooses the base: play the top card of a column to a foundation; until then nothing else may '
      + 'be moved, nor the stock dealt. Only then are columns 5 to 9 dealt a card each from the stock.');
    expect(describeRules(signora).sections.find((s) => s.heading === 'Foundations')?.rules[1]).toBe('The first move chooses the base: '
      + 'play the top card of a column to a foundation; until then nothing else may be moved, nor the stock dealt.');
  });
});
