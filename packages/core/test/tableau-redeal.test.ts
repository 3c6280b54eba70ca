/**
 * `rules.tableau.redeal`: the tableau gathered and dealt again. La Belle Lucie's rule: "twice the fans are
 * gathered, shuffled and dealt again in threes"; Cruel's: "the piles may be gathered in order and dealt again in
 * fours as often as that changes something".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineVariant, describeRules, type CardId, type Move, type VariantConfig } from '../src/index.js';
import { applyMove, deal, legalMoves, redealShape, redealsLeft, type GameState } from '../src/entries/engine.js';
import { MAX_SEED } from '../src/entries/random.js';
import { variantSchema } from '../src/entries/rules.js';
import { allCards, configRefusal, layout, moveList, position, refusal } from './support/engine-helpers.js';

const REDEAL: Move = { kind: 'redeal' };

const lucieConfig = {
  id: 'la-belle-lucie', name: 'La Belle Lucie',
  layout: { tableau: [...Array.from({ length: 17 }, () => ({ cards: 3 })), { cards: 1 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal: {} } },
} as const satisfies VariantConfig;
const lucie = defineVariant(lucieConfig);

const cruel = defineVariant({
  id: 'cruel', name: 'Cruel',
  layout: { tableau: Array.from({ length: 12 }, () => ({ cards: 4 })), acesToFoundations: true },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none',
    redeal: { times: 'unlimited', gather: 'in-order', perPile: 4 } } },
});

/** Four columns, for short exact layouts. */
const small = (redeal: NonNullable<NonNullable<VariantConfig['rules']>['tableau']>['redeal']) => defineVariant({
  id: 'small', name: 'Small', layout: { tableau: [{ cards: 13 }, { cards: 13 }, { cards: 13 }, { cards: 13 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal } },
});

describe('rules.tableau.redeal "in-order": the piles picked up in order and dealt again (Cruel)', () => {
  const inOrder = small({ times: 'unlimited', gather: 'in-order', perPile: 4 });

  it('deals the cards again in their order, four to each column from the first, the columns after empty', () => {
    const state = position(inOrder, { t1: 'KS QS', t2: '5H', t3: '4D 3D 2D 9C', t4: '' });
    const after = applyMove(inOrder, state, REDEAL);
    expect(layout(inOrder, after.state)).toEqual(layout(inOrder, position(inOrder, { t1: 'KS QS 5H 4D', t2: '3D 2D 9C', t3: '', t4: '' })));
    expect(after.state.redealsUsed).toBe(1);
  });

  it('lists the redeal last, after the card moves', () => {
    const state = position(inOrder, { t1: 'KS 2S', t2: '5H', t3: '4D 3D 2D 9C', t4: '', f4: 'AS' });
    expect(moveList(inOrder, state)).toBe('t1>f4 r');
  });

  it('refuses a redeal that would change nothing: "as often as that changes something"', () => {
    const state = position(inOrder, { t1: 'KS QS JS TS', t2: '5H 4H 3H 2H', t3: '9C', t4: '' });
    expect(refusal(inOrder, state, REDEAL)).toBe('nothing-to-redeal: Every pile is already dealt as a redeal would deal it: it would change nothing.');
    expect(moveList(inOrder, state)).not.toContain('r');
  });

  it('gives the last column whatever is left beyond four each', () => {
    const state = position(inOrder, { t1: 'KS', t2: 'QS JS TS 9S 8S', t3: '7S 6S 5S 4S 3S', t4: '2S AS KH QH JH TH' });
    expect(layout(inOrder, applyMove(inOrder, state, REDEAL).state)).toEqual(layout(inOrder, position(inOrder,
      { t1: 'KS QS JS TS', t2: '9S 8S 7S 6S', t3: '5S 4S 3S 2S', t4: 'AS KH QH JH TH' })));
  });
});

describe('rules.tableau.redeal "shuffled": the fans gathered, shuffled and dealt again in threes (La Belle Lucie)', () => {
  it('deals the same cards again, face up, three to each column from the first, the rest empty', () => {
    const state = deal(lucie, 7);
    const after = applyMove(lucie, state, REDEAL).state;
    expect(allCards(after)).toEqual(allCards(state));
    expect(after.piles.slice(0, 18).map((p) => p.cards.length)).toEqual([...Array.from({ length: 17 }, () => 3), 1]);
    expect(after.piles.every((p) => p.faceDown === 0)).toBe(true);
  });

  it('shuffles: the order is not the order gathered, and is the same every time from the same position', () => {
    const state = position(lucie, { t1: 'KS QS JS', t2: 'TS 9S 8S', t3: '7S' });
    const after = applyMove(lucie, state, REDEAL).state;
    expect(layout(lucie, after)).toEqual(layout(lucie, applyMove(lucie, state, REDEAL).state));
    expect(layout(lucie, after)).not.toEqual(layout(lucie, state));
    expect(after.piles.slice(0, 3).map((p) => p.cards.length)).toEqual([3, 3, 1]);
  });

  it('allows two redeals and then refuses, with the redeals left counted down', () => {
    let state: GameState = deal(lucie, 7);
    expect(redealsLeft(lucie, state)).toBe(2);
    state = applyMove(lucie, state, REDEAL).state;
    state = applyMove(lucie, state, REDEAL).state;
    expect(redealsLeft(lucie, state)).toBe(0);
    expect(refusal(lucie, state, REDEAL)).toBe('no-redeals-left: There are no redeals left.');
  });

  it('refuses to redeal an empty tableau', () => {
    expect(refusal(lucie, position(lucie, {}), REDEAL)).toBe('nothing-to-redeal: The tableau is empty: there is nothing to deal again.');
  });

  it('keeps every card, deals full piles from the first, and leaves the rest empty, on any play', () => {
    let redeals = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 60 }), (seed, picks) => {
      let state: GameState = deal(lucie, seed);
      for (const pick of picks) {
        const moves = legalMoves(lucie, state);
        if (moves.length === 0) break;
        const move = moves[pick % moves.length] as Move;
        const next = applyMove(lucie, state, move).state;
        expect(allCards(next)).toEqual(allCards(state));
        if (move.kind === 'redeal') {
          redeals++;
          const inTableau = state.piles.slice(0, 18).reduce((n, p) => n + p.cards.length, 0);
          const sizes = next.piles.slice(0, 18).map((p) => p.cards.length);
          expect(sizes).toEqual(Array.from({ length: 18 }, (_, i) => Math.max(0, Math.min(3, inTableau - 3 * i))));
        }
        state = next;
      }
    }), { numRuns: 40, seed: 26 });
    expect(redeals).toBeGreaterThan(0);
  });

  it('gathered in order, keeps the cards in their order, read pile by pile, on any play of Cruel', () => {
    let redeals = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    const sequence = (state: GameState): CardId[] => state.piles.slice(0, 12).flatMap((p) => p.cards);
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 80 }), (seed, picks) => {
      let state: GameState = deal(cruel, seed);
      for (const pick of picks) {
        const moves = legalMoves(cruel, state);
        if (moves.length === 0) break;
        const move = moves[pick % moves.length] as Move;
        const next = applyMove(cruel, state, move).state;
        if (move.kind === 'redeal') {
          redeals++;
          expect(sequence(next)).toEqual(sequence(state));
          const sizes = next.piles.slice(0, 12).map((p) => p.cards.length);
          const total = sequence(state).length;
          expect(sizes).toEqual(Array.from({ length: 12 }, (_, i) => Math.max(0, Math.min(4, total - 4 * i))));
        }
        state = next;
      }
    }), { numRuns: 40, seed: 26 });
    expect(redeals).toBeGreaterThan(0);
  });
});

describe('rules.tableau.redeal: defaults, refusals, schema and rules text', () => {
  it('fills the defaults of La Belle Lucie: twice, shuffled, in threes', () => {
    expect(lucie.rules.tableau.redeal).toEqual({ times: 2, gather: 'shuffled', perPile: 3 });
  });

  it('changes no game that does not write it', () => {
    expect('redeal' in defineVariant({ ...lucieConfig, rules: { tableau: { emptyAccepts: 'none' } } }).rules.tableau).toBe(false);
  });

  it('is refused, naming the field and the fix, with a stock, with covered piles and out of range', () => {
    expect(configRefusal({ ...lucieConfig, layout: { tableau: [{ cards: 3 }] }, rules: { ...lucieConfig.rules, stock: { kind: 'draw-to-waste' } } }))
      .toBe('rules.tableau.redeal: the tableau is gathered and dealt again only in a game without a stock; this one has a "draw-to-waste" '
        + 'stock: leave out `rules.tableau.redeal`, set `rules.stock: { kind: "none" }`, or gather the cards into the stock with `into: "stock"`');
    expect(configRefusal({ ...lucieConfig, layout: { tableau: [{ cards: 26, coveredBy: [2] }, { cards: 26 }] } })).toBe(
      'rules.tableau.redeal: piles that cover one another keep their cards in place, so they cannot be dealt again: leave out '
        + '`rules.tableau.redeal` or `coveredBy`');
    expect(configRefusal({ ...lucieConfig, rules: { tableau: { redeal: { times: 0 } } } })).toBe(
      'rules.tableau.redeal.times: 0 is outside 1 to 1000');
    expect(configRefusal({ ...lucieConfig, rules: { tableau: { redeal: { gather: 'sorted' } } } })).toBe(
      'rules.tableau.redeal.gather: expected one of "shuffled", "in-order", got "sorted"');
    expect(configRefusal({ ...lucieConfig, rules: { tableau: { redeal: { times: 2, fans: 3 } } } })).toBe(
      'rules.tableau.redeal.fans: unknown field; expected one of times, gather, perPile, into');
  });

  it('is in the JSON Schema with its choices, range and "unlimited"', () => {
    const schema = variantSchema() as unknown as { properties: { rules: { properties: { tableau: { properties: { redeal: {
      properties: Record<string, Record<string, unknown>> } } } } } } };
    const redeal = schema.properties.rules.properties.tableau.properties.redeal.properties;
    expect(Object.keys(redeal)).toEqual(['times', 'gather', 'perPile', 'into']);
    expect(redeal.gather?.enum).toEqual(['shuffled', 'in-order']);
    expect(redeal.times?.anyOf).toEqual([{ type: 'integer' }, { const: 'unlimited' }]);
  });

  it('says so in the rules text', () => {
    const redealOf = (v: typeof lucie): readonly string[] => describeRules(v).sections.find((s) => s.heading === 'Redeal')?.rules ?? [];
    expect(redealOf(lucie)).toEqual([
      'Twice in a game, you may gather the cards still in the columns, shuffle them and deal them again face up, three cards to each '
        + 'column from the first until none are left; the columns after the last dealt stay empty.',
    ]);
    expect(redealOf(cruel)).toEqual([
      'As often as you like in a game, you may pick up the columns in order, from the first, each from its bottom card up, and deal the '
        + 'cards again in that order face up, four cards to each column from the first until none are left; the columns after the last '
        + 'dealt stay empty.',
      'A redeal that would leave every column as it is may not be made.',
    ]);
  });
});

/** A short pattern with face-down cards: two fans of three with two face down, a pile of two, and the rest. */
const patterned = defineVariant({
  id: 'patterned', name: 'Patterned',
  layout: { tableau: [{ cards: 3, faceDown: 2 }, { cards: 3, faceDown: 2 }, { cards: 2 }, { cards: 44, faceDown: 4 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none',
    redeal: { times: 'unlimited', gather: 'in-order', perPile: 'as-dealt' } } },
});

/** Grandfather's staircase of face-down cards, redealt twice, shuffled, in the same pattern. */
const grandfatherLike = defineVariant({
  id: 'grandfather-like', name: 'Grandfather-like',
  layout: { tableau: [[1, 0], [7, 2], [9, 4], [11, 6], [10, 5], [8, 3], [6, 1]].map(([cards, faceDown]) => ({ cards: cards as number,
    faceDown: faceDown as number })) },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'any-face-up' }, emptyAccepts: 'king',
    redeal: { times: 2, gather: 'shuffled', perPile: 'as-dealt' } } },
});

describe('rules.tableau.redeal perPile "as-dealt": the piles dealt again in the opening deal\'s pattern', () => {
  it('deals each pile as many cards, and as many face down, as the deal did, while the cards last', () => {
    const state = position(patterned, { t1: 'KS', t2: 'QS JS TS 9S', t3: '8S | 7S', t4: '' });
    expect(layout(patterned, applyMove(patterned, state, REDEAL).state)).toEqual(layout(patterned, position(patterned,
      { t1: 'KS QS | JS', t2: 'TS 9S | 8S', t3: '7S', t4: '' })));
  });

  it('gives each pile its count and face-down cards from redealShape, the one reading the move and the solver share', () => {
    const fans = [{ cards: 3, faceDown: 2 }, { cards: 3, faceDown: 2 }, { cards: 1, faceDown: 0 }];
    const rule = { times: 6, gather: 'shuffled', perPile: 'as-dealt' } as const;
    expect(redealShape(rule, fans, 5)).toEqual([{ cards: 3, faceDown: 2 }, { cards: 2, faceDown: 1 }, { cards: 0, faceDown: 0 }]);
    expect(redealShape(rule, fans, 4)).toEqual([{ cards: 3, faceDown: 2 }, { cards: 1, faceDown: 0 }, { cards: 0, faceDown: 0 }]);
    expect(redealShape(rule, fans, 9)).toEqual([{ cards: 3, faceDown: 2 }, { cards: 3, faceDown: 2 }, { cards: 3, faceDown: 0 }]);
    expect(redealShape({ ...rule, perPile: 2 }, fans, 5)).toEqual([{ cards: 2, faceDown: 0 }, { cards: 2, faceDown: 0 },
      { cards: 1, faceDown: 0 }]);
  });

  it('leaves a pile the cards do not fill short of face-down cards, not face-up ones (a fan of two: one down, one up)', () => {
    const state = position(patterned, { t1: 'KS QS JS TS 9S' });
    expect(layout(patterned, applyMove(patterned, state, REDEAL).state)).toEqual(layout(patterned, position(patterned,
      { t1: 'KS QS | JS', t2: 'TS | 9S', t3: '', t4: '' })));
  });

  it('gives the last pile the cards beyond the pattern (cards dealt to cells at the start and played to the tableau)', () => {
    const withCells = defineVariant({
      id: 'with-cells', name: 'With cells',
      layout: { tableau: [{ cards: 2, faceDown: 1 }, { cards: 46 }], cells: [{ cards: 1 }, { cards: 1 }, { cards: 1 }, { cards: 1 }] },
      rules: { tableau: { redeal: { gather: 'in-order', perPile: 'as-dealt' } } },
    });
    const deck = ['C', 'D', 'H', 'S'].flatMap((suit) => 'A23456789TJQK'.split('').map((rank) => `${rank}${suit}`));
    const after = applyMove(withCells, position(withCells, { t1: deck.join(' ') }), REDEAL).state;
    expect(layout(withCells, after)).toEqual(layout(withCells, position(withCells,
      { t1: `${deck[0] ?? ''} | ${deck[1] ?? ''}`, t2: deck.slice(2).join(' ') })));
  });

  it('refuses, in order, a redeal that would change nothing, and allows one that only turns cards face down', () => {
    const dealtAlready = position(patterned, { t1: 'KS QS | JS', t2: 'TS | 9S' });
    expect(refusal(patterned, dealtAlready, REDEAL)).toBe('nothing-to-redeal: Every pile is already dealt as a redeal would deal it: it would change nothing.');
    const faceUp = position(patterned, { t1: 'KS QS JS', t2: 'TS 9S' });
    expect(layout(patterned, applyMove(patterned, faceUp, REDEAL).state)).toEqual(layout(patterned, dealtAlready));
  });

  it('keeps every card and deals the staircase again as far as the cards go, on any play of a Grandfather-like game', () => {
    const pattern = grandfatherLike.layout.tableau;
    let redeals = 0;
    // A fixed seed, so that the check at the end that the property is not vacuous cannot fail on an unlucky draw.
    fc.assert(fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.array(fc.nat({ max: 1000 }), { maxLength: 60 }), (seed, picks) => {
      let state: GameState = deal(grandfatherLike, seed);
      for (const pick of picks) {
        const moves = legalMoves(grandfatherLike, state);
        if (moves.length === 0) break;
        // Redeal as soon as it is legal a third of the time, so that redeals are met on short plays.
        const redeal = moves.find((m) => m.kind === 'redeal');
        const move = redeal !== undefined && pick % 3 === 0 ? redeal : moves[pick % moves.length] as Move;
        const next = applyMove(grandfatherLike, state, move).state;
        expect(allCards(next)).toEqual(allCards(state));
        if (move.kind === 'redeal') {
          redeals++;
          let left = state.piles.slice(0, 7).reduce((n, p) => n + p.cards.length, 0);
          const expected = pattern.map((p, i) => {
            const cards = i === 6 ? left : Math.min(p.cards, left);
            left -= cards;
            // Short of face-down cards first: the face-up ones of the pattern are dealt in full.
            return { cards, faceDown: Math.max(0, cards - (p.cards - p.faceDown)) };
          });
          expect(next.piles.slice(0, 7).map((p) => ({ cards: p.cards.length, faceDown: p.faceDown }))).toEqual(expected);
        }
        state = next;
      }
    }), { numRuns: 40, seed: 26 });
    expect(redeals).toBeGreaterThan(0);
  });

  it('is refused, naming the field and the form it takes, when misspelt or out of range', () => {
    expect(configRefusal({ ...lucieConfig, rules: { tableau: { redeal: { perPile: 'as dealt' } } } })).toBe(
      'rules.tableau.redeal.perPile: expected a whole number from 1 to 416 or "as-dealt" (the opening deal\'s pattern), got "as dealt"; '
        + 'did you mean "as-dealt"?');
    expect(configRefusal({ ...lucieConfig, rules: { tableau: { redeal: { perPile: 0 } } } })).toBe(
      'rules.tableau.redeal.perPile: 0 is outside 1 to 416');
    expect(configRefusal({ ...lucieConfig, rules: { tableau: { redeal: { perPile: true } } } })).toBe(
      'rules.tableau.redeal.perPile: expected a whole number from 1 to 416 or "as-dealt" (the opening deal\'s pattern), got true');
  });

  it('is in the JSON Schema as the word a number of cards may be', () => {
    const schema = variantSchema() as unknown as { properties: { rules: { properties: { tableau: { properties: { redeal: {
      properties: Record<string, Record<string, unknown>> } } } } } } };
    expect(schema.properties.rules.properties.tableau.properties.redeal.properties.perPile?.anyOf)
      .toEqual([{ type: 'integer' }, { const: 'as-dealt' }]);
  });

  it('says so in the rules text, with what a pile the cards do not fill is dealt', () => {
    const redealOf = (v: typeof lucie): readonly string[] => describeRules(v).sections.find((s) => s.heading === 'Redeal')?.rules ?? [];
    expect(redealOf(grandfatherLike)).toEqual([
      'Twice in a game, you may gather the cards still in the columns, shuffle them and deal them again as at the start: each column as '
        + 'many cards, and as many of them face down, as it was first dealt, from the first while the cards last; the first column they '
        + 'do not fill takes what is left, and the columns after it stay empty.',
      'A column dealt fewer cards than at the start has as many face up as it had then (or all of its cards, if fewer), and the rest '
        + 'face down.',
    ]);
  });
});
