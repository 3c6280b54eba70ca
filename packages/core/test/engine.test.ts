/**
 * The pure engine: deal, legalMoves, whyIllegal, applyMove / tryApplyMove, automatic effects and status,
 * checked word by word of the rule vocabulary on small hand-built positions with exact move lists and
 * exact refusals.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  defineVariant, IllegalMoveError, PatienceError, type Move, type MoveRefusal, type Variant,
} from '../src/index.js';
import {
  applyLegalMove, applyMove, deal, dealCards, dealsLeft, isLegal, isStuck, isWon, legalMoves, redealsLeft, runMoveLimit, tryApplyMove, whyIllegal, type GameState,
} from '../src/entries/engine.js';
import { cardCode, deckCards, STANDARD_DECK } from '../src/entries/cards.js';
import { MAX_SEED, shuffled } from '../src/entries/random.js';
import type { TableauRules } from '../src/entries/rules.js';
import { freecell } from './fixtures/freecell.js';
import { klondike, klondikeDraw3 } from './fixtures/klondike.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { yukon } from './fixtures/yukon.js';
import {
  allCards, card, cards, caught, DEAL, frozen, layout, moveList, mv, position, REDEAL, refusal, seq,
} from './support/engine-helpers.js';
import { lab } from './support/lab.js';

const FIXTURES = [klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike];

/** Applies moves in turn and returns the final position. */
function play(variant: Variant, state: GameState, ...moves: Move[]): GameState {
  return moves.reduce((s, m) => applyMove(variant, s, m).state, state);
}

describe('deal', () => {
  it('deals the deck row by row, left to right, across the piles that still need cards; the rest is the stock', () => {
    // "Cards are dealt row by row, left to right across the tableau (as a person deals)".
    const state = dealCards(klondike, deckCards(STANDARD_DECK));
    expect(layout(klondike, state)).toEqual([
      't1: AC',
      't2: 2C | 8C',
      't3: 3C 9C | AD',
      't4: 4C TC 2D | 6D',
      't5: 5C JC 3D 7D | TD',
      't6: 6C QC 4D 8D JD | KD',
      't7: 7C KC 5D 9D QD AH | 2H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS |',
      'waste:',
    ]);
    expect(state).toEqual({ piles: expect.any(Array) as unknown, redealsUsed: 0, score: 0, movesMade: 0 });
  });

  it('deals one card to each cell that gets one, after the tableau', () => {
    // Seahaven: "Deal 50 cards face up in ten columns of five cards each ... Place the remaining two cards face
    // up into two of the towers".
    const seahavenShaped = defineVariant({
      id: 'seahaven-shaped',
      name: 'Seahaven-shaped',
      layout: {
        tableau: Array.from({ length: 10 }, () => ({ cards: 5, faceDown: 0 })),
        cells: [1, 1, 0, 0].map((n) => ({ cards: n, faceDown: 0 })),
      },
      rules: { tableau: { build: { direction: 'down', match: 'same-suit' }, emptyAccepts: 'king' } },
    });
    const state = dealCards(seahavenShaped, deckCards(STANDARD_DECK));
    expect(layout(seahavenShaped, state)).toEqual([
      't1: AC JC 8D 5H 2S',
      't2: 2C QC 9D 6H 3S',
      't3: 3C KC TD 7H 4S',
      't4: 4C AD JD 8H 5S',
      't5: 5C 2D QD 9H 6S',
      't6: 6C 3D KD TH 7S',
      't7: 7C 4D AH JH 8S',
      't8: 8C 5D 2H QH 9S',
      't9: 9C 6D 3H KH TS',
      't10: TC 7D 4H AS JS',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'c1: QS',
      'c2: KS',
      'c3:',
      'c4:',
    ]);
  });

  it('shuffles the fresh deck with the seed, then lays it out: deal(v, seed) is dealCards(v, shuffled(deck, seed))', () => {
    for (const variant of FIXTURES) {
      for (const seed of [0, 1, 2, 12345, MAX_SEED]) {
        expect(deal(variant, seed)).toEqual(dealCards(variant, shuffled(deckCards(variant.deck), seed)));
      }
    }
  });

  it('puts the last card of the shuffled deck on top of the stock, so it is dealt first', () => {
    const deck = shuffled(deckCards(klondike.deck), 1);
    const state = deal(klondike, 1);
    const stock = state.piles[11];
    expect(stock?.cards.at(-1)).toBe(deck.at(-1));
    expect(stock?.cards.map(cardCode).at(-1)).toBe('3D');
    expect(applyMove(klondike, state, DEAL).cards.map(cardCode)).toEqual(['3D']);
  });

  it('gives the same deal for the same seed and another deal for another seed', () => {
    expect(deal(klondike, 7)).toEqual(deal(klondike, 7));
    expect(deal(klondike, 7)).not.toEqual(deal(klondike, 8));
    expect(deal(klondike, 0).movesMade).toBe(0);
    expect(deal(spiderLike, 1).score).toBe(500);
  });

  it.each([-1, 1.5, Number.NaN, 2 ** 32, Number.POSITIVE_INFINITY])('refuses the seed %s with invalid-seed', (seed) => {
    const error = caught(() => deal(klondike, seed));
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).toMatchObject({
      code: 'invalid-seed',
      message: `A deal number is a whole number from 0 to 4294967295; got ${String(seed)}.`,
    });
  });

  it('refuses a hand-made variant, saying to pass it through parseVariant, before dealing anything', () => {
    const broken = { ...klondike, rules: { ...klondike.rules, tableau: { ...klondike.rules.tableau, build: null } } } as unknown as Variant;
    const error = caught(() => deal(broken, 1));
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).toMatchObject({ code: 'invalid-variant', field: 'variant', message: "variant: expected a variant made by defineVariant, extendVariant, parseVariant or a game's variant(), got an object core did not make; pass plain data (a variant read from JSON, say) through parseVariant first" });
  });

  it('accepts the smallest and the largest seed', () => {
    expect(allCards(deal(klondike, 0))).toEqual(deckCards(STANDARD_DECK));
    expect(allCards(deal(klondike, MAX_SEED))).toEqual(deckCards(STANDARD_DECK));
  });
});

describe('building on the tableau: suit match', () => {
  // One 7 of hearts and four 8s; only the top card moves, so each list shows which 8s take the 7.
  const at = { t1: '7H', t2: '8H', t3: '8D', t4: '8S', t5: '8C' };
  const labFor = (match: TableauRules['build']['match']): Variant =>
    lab({ tableau: { build: { direction: 'down', match }, pickUp: { kind: 'top-card' } } }, { piles: 5 });

  it.each([
    ['alternate-colour', 't1>t4 t1>t5', 't1>t2', 'build down in alternating colours', '8 of hearts'],
    ['same-suit', 't1>t2', 't1>t3', 'build down in suit', '8 of diamonds'],
    ['same-colour', 't1>t2 t1>t3', 't1>t4', 'build down in the same colour', '8 of spades'],
    ['other-suit', 't1>t3 t1>t4 t1>t5', 't1>t2', 'build down in any other suit', '8 of hearts'],
  ] as const)('%s: the 7 of hearts goes on %s', (match, moves, refused, words, target) => {
    const variant = labFor(match);
    const state = position(variant, at);
    expect(moveList(variant, state)).toBe(moves);
    const [from = '', to = ''] = refused.split('>');
    expect(refusal(variant, state, mv(from, to))).toBe(`does-not-build: The 7 of hearts cannot go on the ${target}: ${words}.`);
  });

  it('any-suit: the 7 of hearts goes on every 8', () => {
    const variant = labFor('any-suit');
    expect(moveList(variant, position(variant, at))).toBe('t1>t2 t1>t3 t1>t4 t1>t5');
  });
});

describe('building on the tableau: direction', () => {
  const at = { t1: '7H', t2: '8S', t3: '6S', t4: '7C' };
  const labFor = (direction: TableauRules['build']['direction']): Variant =>
    lab({ tableau: { build: { direction, match: 'any-suit' }, pickUp: { kind: 'top-card' } } });

  it('down: each card one rank below the card it covers', () => {
    const variant = labFor('down');
    expect(moveList(variant, position(variant, at))).toBe('t1>t2 t3>t1 t3>t4 t4>t2');
    expect(refusal(variant, position(variant, at), mv('t1', 't3'))).toBe(
      'does-not-build: The 7 of hearts cannot go on the 6 of spades: build down regardless of suit.',
    );
  });

  it('up: each card one rank above the card it covers', () => {
    const variant = labFor('up');
    expect(moveList(variant, position(variant, at))).toBe('t1>t3 t2>t1 t2>t4 t4>t3');
    expect(refusal(variant, position(variant, at), mv('t1', 't2'))).toBe(
      'does-not-build: The 7 of hearts cannot go on the 8 of spades: build up regardless of suit.',
    );
  });

  it('up-or-down: either way, but never on the same rank', () => {
    const variant = labFor('up-or-down');
    expect(moveList(variant, position(variant, at))).toBe('t1>t2 t1>t3 t2>t1 t2>t4 t3>t1 t3>t4 t4>t2 t4>t3');
    expect(refusal(variant, position(variant, at), mv('t1', 't4'))).toBe(
      'does-not-build: The 7 of hearts cannot go on the 7 of clubs: build up or down regardless of suit.',
    );
  });

  it('none: nothing is built on the columns', () => {
    const variant = labFor('none');
    expect(moveList(variant, position(variant, at))).toBe('');
    expect(refusal(variant, position(variant, at), mv('t1', 't2'))).toBe('no-building: Nothing may be built on the columns.');
  });

  it('ranks do not wrap: no Ace on a King, no King on an Ace', () => {
    const variant = labFor('up-or-down');
    const state = position(variant, { t1: 'KH', t2: 'AS', t3: 'QC', t4: '2D' });
    expect(moveList(variant, state)).toBe('t1>t3 t2>t4 t2>f4 t3>t1 t4>t2');
  });
});

describe('picking up', () => {
  it('top-card: only the top card of a column moves', () => {
    const variant = lab({ tableau: { pickUp: { kind: 'top-card' } } }, { piles: 3 });
    const state = position(variant, { t1: '9S 8H 7C', t2: '8D', t3: 'TD' });
    expect(moveList(variant, state)).toBe('t1>t2');
    expect(refusal(variant, state, mv('t1', 't3', 3))).toBe('one-card-only: Only the top card of a column may move.');
  });

  it('run (alternate colours): the top card or any top part of a run built down in alternating colours', () => {
    // Easthaven: "A sequence like black 5 — red 4 — black 3 moves as a unit if the destination card is a red 6".
    const variant = lab({}, { piles: 4 });
    const state = position(variant, { t1: 'KC | 9S 8H 7C', t2: 'TD', t3: '8D', t4: '9C' });
    expect(moveList(variant, state)).toBe('t1>t2x3 t1>t3 t1>t4x2 t3>t4 t4>t2');
    expect(refusal(variant, state, mv('t1', 't2', 4))).toBe('face-down-card: You may not move a face-down card.');
    expect(refusal(variant, state, mv('t1', 't2', 5))).toBe('not-enough-cards: Column 1 has only 4 cards.');
  });

  it('run: cards out of order are not a run', () => {
    // "Only properly ordered alternating-color sequences move as a group."
    const variant = lab({}, { piles: 2 });
    const state = position(variant, { t1: '9S 8H 8C', t2: 'TD' });
    expect(moveList(variant, state)).toBe('');
    expect(refusal(variant, state, mv('t1', 't2', 3))).toBe(
      'not-a-run: Only a run built down in alternating colours moves as a unit, and the top 3 cards of column 1 are not one.',
    );
  });

  it('run (same suit) under any-suit building: single cards go on any suit, only one-suit runs move together', () => {
    // Spider: "Move groups only when they are a descending run of the same suit".
    const variant = lab({ tableau: { build: { direction: 'down', match: 'any-suit' }, pickUp: { kind: 'run', match: 'same-suit' } } }, { piles: 3 });
    const mixed = position(variant, { t1: '9S 8S 7H', t2: '8D', t3: 'TH' });
    expect(moveList(variant, mixed)).toBe('t1>t2');
    expect(refusal(variant, mixed, mv('t1', 't3', 3))).toBe(
      'not-a-run: Only a run built down in suit moves as a unit, and the top 3 cards of column 1 are not one.',
    );
    const suited = position(variant, { t1: '9S 8S', t2: 'TH', t3: '4C' });
    expect(moveList(variant, suited)).toBe('t1>t2x2');
  });

  it('any-face-up: any face-up card moves with everything on top of it, in any order', () => {
    // Yukon: "any face-up card moves with all the cards on top of it".
    const variant = lab({ tableau: { pickUp: { kind: 'any-face-up' }, emptyAccepts: 'king' } }, { piles: 4 });
    const state = position(variant, { t1: 'QC | 4D 9S 2H', t2: '5S', t3: 'TH' });
    expect(moveList(variant, state)).toBe('t1>t2x3 t1>t3x2');
    expect(refusal(variant, state, mv('t1', 't2', 4))).toBe('face-down-card: You may not move a face-down card.');
    expect(refusal(variant, state, mv('t1', 't2', 2))).toBe(
      'does-not-build: The 9 of spades cannot go on the 5 of spades: build down in alternating colours.',
    );
  });

  describe('top-or-whole-pile: the top card, or the whole column when it is one run; never part of one', () => {
    // Canfield as Hoyle gives it: a column moves its top card, or moves as a whole.
    const variant = lab({ tableau: { pickUp: { kind: 'top-or-whole-pile' }, emptyAccepts: 'any' } }, { piles: 4 });

    it('moves the 9 of clubs or all of J♠ 10♥ 9♣, never the 10♥ 9♣ off the J♠', () => {
      const state = position(variant, { t1: 'JS TH 9C', t2: 'JC', t3: 'QH', t4: 'TD' });
      expect(moveList(variant, state)).toBe('t1>t3x3 t1>t4 t2>t3 t4>t2');
      expect(refusal(variant, state, mv('t1', 't2', 2))).toBe('whole-pile-only: Only the top card of a column or the whole column '
        + 'may move, not the top 2 of the 3 cards of column 1.');
      expect(isLegal(variant, state, mv('t1', 't3', 3))).toBe(true);
    });

    it('moves a whole column only when it is one run, and never from above a face-down card', () => {
      const broken = position(variant, { t1: 'KS 9H 8C', t2: 'TS', t3: 'QH' });
      expect(moveList(variant, broken)).toBe('t1>t4 t2>t4 t3>t4');
      expect(refusal(variant, broken, mv('t1', 't2', 3))).toBe('not-a-run: A whole column moves only when it is one run built down '
        + 'in alternating colours, and column 1 is not.');
      const covered = position(variant, { t1: '5D | 9H 8C', t2: 'TS', t3: 'QH' });
      expect(moveList(variant, covered)).toBe('t1>t4 t2>t4 t3>t4');
      expect(refusal(variant, covered, mv('t1', 't2', 2))).toBe('whole-pile-only: Only the top card of a column or the whole column '
        + 'may move, not the top 2 of the 3 cards of column 1.');
      // A column of face-down cards alone (they stay down without the turn-up effect) gives nothing.
      const downOnly = position(variant, { t1: '5H |', t2: 'TS' });
      expect(moveList(variant, downOnly)).toBe('t2>t3 t2>t4');
      expect(refusal(variant, downOnly, mv('t1', 't3'))).toBe('face-down-card: You may not move a face-down card.');
    });

    it('follows the build match, or the one it is given', () => {
      const state = position(variant, { t1: 'TS 9H', t2: 'JH', t3: 'JD' });
      expect(moveList(variant, state)).toBe('t1>t2x2 t1>t3x2 t1>t4 t1>t4x2 t2>t4 t3>t4');
      const suited = lab({ tableau: { pickUp: { kind: 'top-or-whole-pile', match: 'same-suit' } } }, { piles: 4 });
      expect(moveList(suited, position(suited, { t1: 'TS 9H', t2: 'JH', t3: 'JD' }))).toBe('t1>t4 t2>t4 t3>t4');
    });
  });
});

describe('run limits', () => {
  const run7 = '9S 8H 7C 6D 5C 4H 3S';
  const run6 = '8H 7C 6D 5C 4H 3S';

  it('unlimited: any run moves, free spaces or not', () => {
    const variant = lab({}, { piles: 4 });
    const state = position(variant, { t1: run7, t2: 'TD', t3: 'KC', t4: 'KD' });
    expect(moveList(variant, state)).toBe('t1>t2x7');
  });

  describe('free-spaces, empty columns take any card: (empty cells + 1) × 2^(empty columns other than the destination)', () => {
    const variant = lab({ tableau: { runLimit: 'free-spaces', emptyAccepts: 'any' } }, { piles: 5, cells: 2 });

    it('with 2 empty cells and 1 empty column: 6 cards onto a card', () => {
      const state = position(variant, { t1: run6, t2: '9S', t4: 'KC', t5: 'KD' });
      expect(isLegal(variant, state, mv('t1', 't2', 6))).toBe(true);
      const seven = position(variant, { t1: run7, t2: 'TD', t4: 'KC', t5: 'KD' });
      expect(refusal(variant, seven, mv('t1', 't2', 7))).toBe(
        'run-too-long: You may move at most 6 cards at once now (2 empty cells, 1 other empty column).',
      );
    });

    it('with 2 empty cells and 1 empty column: 3 cards into the empty column', () => {
      const state = position(variant, { t1: run7, t2: 'TD', t4: 'KC', t5: 'KD' });
      expect(moveList(variant, state)).toBe(
        't1>t3 t1>t3x2 t1>t3x3 t1>c1 t1>c2 t2>t3 t2>c1 t2>c2 t4>t3 t4>c1 t4>c2 t5>t3 t5>c1 t5>c2',
      );
      expect(refusal(variant, state, mv('t1', 't3', 4))).toBe(
        'run-too-long: You may move at most 3 cards at once now (2 empty cells, 0 other empty columns).',
      );
    });

    it('counts only empty cells and empty columns', () => {
      const state = position(variant, { t1: run6, t2: '9S', t4: 'KC', t5: 'KD', c1: 'QC' });
      expect(refusal(variant, state, mv('t1', 't2', 6))).toBe(
        'run-too-long: You may move at most 4 cards at once now (1 empty cell, 1 other empty column).',
      );
      expect(isLegal(variant, state, mv('t1', 't2', 4))).toBe(false); // 6D does not build on 9S
      expect(refusal(variant, state, mv('t1', 't2', 4))).toBe(
        'does-not-build: The 6 of diamonds cannot go on the 9 of spades: build down in alternating colours.',
      );
    });
  });

  describe('free-spaces, empty columns take only Kings: empty cells + 1', () => {
    // Seahaven: "provided you have enough free spaces to move them individually" (see DESIGN.md).
    const variant = lab({ tableau: { runLimit: 'free-spaces', emptyAccepts: 'king' } }, { piles: 4, cells: 2 });

    it('onto a card', () => {
      const state = position(variant, { t1: run6, t2: '9S', t4: 'KD' });
      expect(refusal(variant, state, mv('t1', 't2', 6))).toBe(
        'run-too-long: You may move at most 3 cards at once now (2 empty cells; empty columns, which take only Kings, do not count).',
      );
      expect(moveList(variant, position(variant, { t1: '8H 7C 6D', t2: '9S', t4: 'KD' }))).toBe(
        't1>t2x3 t1>c1 t1>c2 t2>c1 t2>c2 t4>t3 t4>c1 t4>c2',
      );
    });

    it('a King-led run into an empty column', () => {
      const four = position(variant, { t1: 'KC QD JS TH', t2: '2C', t4: '2D' });
      expect(refusal(variant, four, mv('t1', 't3', 4))).toBe(
        'run-too-long: You may move at most 3 cards at once now (2 empty cells).',
      );
      const three = position(variant, { t1: '5C | KC QD JS', t2: '2C', t4: '2D' });
      expect(moveList(variant, three)).toBe('t1>t3x3 t1>c1 t1>c2 t2>c1 t2>c2 t4>c1 t4>c2');
    });
  });

  it('doubling-per-empty-pile: (empty cells + 1) × 2^(empty columns), even when empty columns take only Kings', () => {
    const variant = lab({ tableau: { runLimit: 'doubling-per-empty-pile', emptyAccepts: 'king' } }, { piles: 4, cells: 2 });
    expect(isLegal(variant, position(variant, { t1: run6, t2: '9S', t4: 'KD' }), mv('t1', 't2', 6))).toBe(true);
    expect(refusal(variant, position(variant, { t1: run7, t2: 'TD', t4: 'KD' }), mv('t1', 't2', 7))).toBe(
      'run-too-long: You may move at most 6 cards at once now (2 empty cells, 1 other empty column).',
    );
  });

  it.each([
    ['unlimited', 'any', 0, 0, Number.POSITIVE_INFINITY],
    ['free-spaces', 'any', 2, 1, 6],
    ['free-spaces', 'any', 0, 2, 4],
    ['free-spaces', 'any', 4, 0, 5],
    ['free-spaces', 'king', 2, 1, 3],
    ['free-spaces', 'none', 2, 3, 3],
    ['doubling-per-empty-pile', 'king', 2, 1, 6],
    ['doubling-per-empty-pile', 'none', 0, 3, 8],
  ] as const)('runMoveLimit %s with empty piles taking %s, %i cells and %i piles: %d', (runLimit, emptyAccepts, c, p, limit) => {
    const rules: TableauRules = {
      build: { direction: 'down', match: 'alternate-colour' }, pickUp: { kind: 'run', match: 'alternate-colour' }, runLimit, emptyAccepts,
    };
    expect(runMoveLimit(rules, c, p)).toBe(limit);
  });
});

describe('empty tableau piles', () => {
  const at = { t1: 'QD | KS QH', t2: '9D 8C' };
  const labFor = (emptyAccepts: TableauRules['emptyAccepts']): Variant => lab({ tableau: { emptyAccepts } }, { piles: 3 });

  it('any: any card or run may fill an empty column', () => {
    // Spider: "Any card or same-suit run may be moved into an empty column."
    const variant = labFor('any');
    expect(moveList(variant, position(variant, at))).toBe('t1>t3 t1>t3x2 t2>t3 t2>t3x2');
  });

  it('king: only a King or a King-led run', () => {
    // Easthaven: "Empty columns may only be filled by a King or a sequence whose bottom card is a King."
    const variant = labFor('king');
    const state = position(variant, at);
    expect(moveList(variant, state)).toBe('t1>t3x2');
    expect(refusal(variant, state, mv('t1', 't3'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    expect(refusal(variant, state, mv('t2', 't3', 2))).toBe(
      'empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.',
    );
  });

  it('none: nothing fills an empty column', () => {
    const variant = labFor('none');
    const state = position(variant, at);
    expect(moveList(variant, state)).toBe('');
    expect(refusal(variant, state, mv('t1', 't3', 2))).toBe('empty-pile-closed: No card may fill an empty column.');
  });
});

describe('foundations built up by suit', () => {
  const variant = lab({}, { piles: 3 });

  it('each foundation takes one suit, in SUITS order: f1 clubs, f2 diamonds, f3 hearts, f4 spades', () => {
    const state = position(variant, { t1: 'AH', t2: 'AC', t3: '2H' });
    expect(moveList(variant, state)).toBe('t1>f3 t2>t3 t2>f1');
    expect(refusal(variant, state, mv('t1', 'f1'))).toBe(
      'foundation-order: The Ace of hearts cannot go on foundation 1: it takes the Ace of clubs first.',
    );
    expect(refusal(variant, state, mv('t3', 'f3'))).toBe(
      'foundation-order: The 2 of hearts cannot go on foundation 3: it takes the Ace of hearts first.',
    );
    const next = play(variant, state, mv('t1', 'f3'));
    expect(layout(variant, next)).toEqual(['t1:', 't2: AC', 't3: 2H', 'f1:', 'f2:', 'f3: AH', 'f4:']);
    expect(moveList(variant, next)).toBe('t2>t1 t2>t3 t2>f1 t3>t1 t3>f3');
  });

  it('builds up in order, Ace to King', () => {
    const state = position(variant, { t1: '4H', t2: '3H', f3: 'AH 2H' });
    expect(refusal(variant, state, mv('t1', 'f3'))).toBe(
      'foundation-order: The 4 of hearts cannot go on foundation 3: it takes the 3 of hearts next.',
    );
    expect(layout(variant, play(variant, state, mv('t2', 'f3'), mv('t1', 'f3')))[5]).toBe('f3: AH 2H 3H 4H');
  });

  it('a complete foundation takes nothing more; a second deck has foundations of its own', () => {
    const twoDecks = lab({}, { piles: 2, decks: 2 });
    const state = position(twoDecks, { t1: 'AC#1', f1: seq('C', 1, 13) });
    expect(refusal(twoDecks, state, mv('t1', 'f1'))).toBe(
      'foundation-order: The Ace of clubs cannot go on foundation 1: it is complete.',
    );
    expect(moveList(twoDecks, state)).toBe('t1>t2 t1>f5');
  });

  it('one card at a time', () => {
    // Easthaven (001 seed): "Move only one card at a time to a foundation."
    const state = position(variant, { t1: '2H AC' });
    expect(refusal(variant, state, mv('t1', 'f1', 2))).toBe('foundation-one-at-a-time: Cards go to a foundation one at a time.');
  });

  it('without take-back, cards on the foundations stay there', () => {
    // Seahaven: "Cards moved to foundations cannot be taken back into the tableau or towers."
    const state = position(variant, { t1: '3H', t2: '5S', t3: '6D', f1: 'AC 2C' });
    expect(moveList(variant, state)).toBe('t2>t3');
    expect(refusal(variant, state, mv('f1', 't1'))).toBe('foundation-locked: Cards on the foundations stay there.');
  });

  it('with take-back, the top card of a foundation may return, one at a time', () => {
    const takeBack = lab({ foundations: { kind: 'up-by-suit', takeBack: true } }, { piles: 3, cells: 1 });
    const state = position(takeBack, { t1: '3H', t2: '5S', t3: '6D', f1: 'AC 2C' });
    expect(moveList(takeBack, state)).toBe('t1>c1 t2>t3 t2>c1 t3>c1 f1>t1 f1>c1');
    expect(refusal(takeBack, state, mv('f1', 't1', 2))).toBe('one-card-only: Only one card at a time may move from foundation 1.');
    expect(layout(takeBack, play(takeBack, state, mv('f1', 't1')))).toEqual([
      't1: 3H 2C', 't2: 5S', 't3: 6D', 'f1: AC', 'f2:', 'f3:', 'f4:', 'c1:',
    ]);
  });
});

describe('complete-runs foundations', () => {
  const scoring = { start: 500, perMove: -1, perCardToFoundation: 0, perRunLifted: 100 };
  const spiderish = lab({
    tableau: { build: { direction: 'down', match: 'any-suit' }, pickUp: { kind: 'run', match: 'same-suit' } },
    foundations: { kind: 'complete-runs', match: 'same-suit' },
    scoring,
  }, { piles: 3 });

  it('lifts a completed King-to-Ace run in one suit to the first empty foundation, then turns up the card under it', () => {
    // Spider: "When a full king-to-ace run in one suit forms, it is removed from the tableau automatically".
    const state = position(spiderish, { t1: `QD | ${seq('S', 13, 2)}`, t2: 'AS', t3: '5C' }, { score: 500 });
    const outcome = applyMove(spiderish, state, mv('t2', 't1'));
    expect(outcome.cards).toEqual([card('AS')]);
    expect(outcome.effects).toEqual([
      { kind: 'run-lifted', from: 't1', to: 'f1', cards: cards(seq('S', 13, 1)) },
      { kind: 'turned-up', pile: 't1', card: card('QD') },
    ]);
    expect(layout(spiderish, outcome.state)).toEqual([
      't1: QD', 't2:', 't3: 5C', `f1: ${seq('S', 13, 1)}`, 'f2:', 'f3:', 'f4:',
    ]);
    // "starts at 500 points, subtracts 1 per move, and adds around 100 for each completed suit sequence"
    expect(outcome.state.score).toBe(599);
    expect(outcome.state.movesMade).toBe(1);
  });

  it('fills the foundations in order', () => {
    const state = position(spiderish, { t1: seq('H', 13, 2), t2: 'AH', f1: seq('S', 13, 1) });
    const outcome = applyMove(spiderish, state, mv('t2', 't1'));
    expect(outcome.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f2', cards: cards(seq('H', 13, 1)) }]);
  });

  it('does not lift a run of mixed suits, nor one whose King is face down', () => {
    const mixed = position(spiderish, { t1: `${seq('S', 13, 3)} 2H`, t2: 'AH' });
    expect(applyMove(spiderish, mixed, mv('t2', 't1')).effects).toEqual([]);
    const hidden = position(spiderish, { t1: `KS | ${seq('S', 12, 2)}`, t2: 'AS' });
    expect(applyMove(spiderish, hidden, mv('t2', 't1')).effects).toEqual([]);
  });

  it('lifts runs by the foundation match rule', () => {
    const alternating = lab({ foundations: { kind: 'complete-runs', match: 'alternate-colour' } }, { piles: 2 });
    const run = 'KS QH JC TD 9S 8H 7C 6D 5S 4H 3C 2D';
    const outcome = applyMove(alternating, position(alternating, { t1: run, t2: 'AS' }), mv('t2', 't1'));
    expect(outcome.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f1', cards: cards(`${run} AS`) }]);
  });

  it('takes no card by hand', () => {
    const state = position(spiderish, { t1: 'AS', t2: '5C', t3: '9H' });
    expect(moveList(spiderish, state)).toBe('');
    expect(refusal(spiderish, state, mv('t1', 'f1'))).toBe(
      'foundation-runs-only: Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.',
    );
  });
});

describe('cells', () => {
  const variant = lab({}, { piles: 2, cells: 2 });

  it('a cell holds one card, which may move on to a column, another cell or a foundation', () => {
    const state = position(variant, { t1: '9S 8H', t2: '5C', c1: 'AD' });
    expect(moveList(variant, state)).toBe('t1>c2 t2>c2 c1>f2 c1>c2');
    expect(refusal(variant, state, mv('t2', 'c1'))).toBe('cell-occupied: Cell 1 already holds a card.');
    expect(refusal(variant, state, mv('t1', 'c2', 2))).toBe('one-card-only: A cell holds one card.');
    expect(refusal(variant, state, mv('c1', 't1', 2))).toBe('not-enough-cards: Cell 1 has only 1 card.');
    expect(refusal(variant, state, mv('c2', 't1'))).toBe('empty-source: There is no card on cell 2.');
  });
});

describe('deal-row stock', () => {
  const rowLab = (emptyPiles: 'forbid' | 'allow-if-unfillable' | 'allow'): Variant =>
    lab({ tableau: { emptyAccepts: 'king' }, stock: { kind: 'deal-row', emptyPiles } }, { piles: 3 });

  it('deals one face-up card to each column, left to right, starting with the top of the stock', () => {
    const variant = rowLab('forbid');
    const state = position(variant, { t1: '5C', t2: '9D', t3: 'QH | KH', stock: 'AS 2S 3S 4S' });
    const outcome = applyMove(variant, state, DEAL);
    expect(outcome.cards.map(cardCode)).toEqual(['4S', '3S', '2S']);
    expect(outcome.effects).toEqual([]);
    expect(layout(variant, outcome.state)).toEqual(['t1: 5C 4S', 't2: 9D 3S', 't3: QH | KH 2S', 'f1:', 'f2:', 'f3:', 'f4:', 'stock: AS |']);
    expect(dealsLeft(variant, state)).toBe(2);
    expect(dealsLeft(variant, outcome.state)).toBe(1);
  });

  it('a short last row goes to the leftmost columns', () => {
    // "The last deal has only three cards."
    const variant = rowLab('forbid');
    const outcome = applyMove(variant, position(variant, { t1: '5C', t2: '9D', t3: 'KH', stock: 'AS' }), DEAL);
    expect(layout(variant, outcome.state)).toEqual(['t1: 5C AS', 't2: 9D', 't3: KH', 'f1:', 'f2:', 'f3:', 'f4:', 'stock:']);
    expect(refusal(variant, outcome.state, DEAL)).toBe('stock-empty: The stock is empty.');
    expect(dealsLeft(variant, outcome.state)).toBe(0);
  });

  it('forbid: no deal while a column is empty', () => {
    // Easthaven (000 seed): "You may not deal if any column is empty".
    const variant = rowLab('forbid');
    const state = position(variant, { t1: '5C', t3: '6H', stock: 'AS 2S 3S' });
    expect(refusal(variant, state, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(moveList(variant, state)).toBe('t1>t3');
  });

  it('allow-if-unfillable: a King that can fill the gap must do so first', () => {
    // Easthaven (001 seed): "If a legal king move can fill a gap, make it before dealing."
    const variant = rowLab('allow-if-unfillable');
    const fillable = position(variant, { t1: '5C', t3: 'QD | KH', stock: 'AS 2S 3S' });
    expect(refusal(variant, fillable, DEAL)).toBe('deal-while-gap-fillable: A King can fill the empty column: make that move before dealing.');
    expect(moveList(variant, fillable)).toBe('t3>t2');
    const unfillable = position(variant, { t1: '5C', t3: 'QD | KH 5S', stock: 'AS 2S 3S' });
    expect(moveList(variant, unfillable)).toBe('d');
    expect(layout(variant, play(variant, unfillable, DEAL)).slice(0, 3)).toEqual(['t1: 5C 3S', 't2: 2S', 't3: QD | KH 5S AS']);
  });

  it('allow-if-unfillable: a King that already heads its column does not count, since moving it leaves a gap behind', () => {
    const variant = rowLab('allow-if-unfillable');
    const state = position(variant, { t1: 'KH QS', t3: '5C', stock: 'AS 2S 3S' });
    expect(moveList(variant, state)).toBe('t1>t2x2 d');
  });

  it('allow: deals whatever columns are empty', () => {
    // Spider: "Some versions allow dealing from the stock even while a column is empty".
    const variant = rowLab('allow');
    const state = position(variant, { t1: '5C', t3: 'KH', stock: 'AS 2S 3S' });
    expect(moveList(variant, state)).toBe('t3>t2 d');
  });

  it('has no waste to turn over', () => {
    const variant = rowLab('allow');
    expect(refusal(variant, position(variant, {}), REDEAL)).toBe('no-stock: Lab has no waste to turn over.');
    expect(redealsLeft(variant, position(variant, {}))).toBe(0);
  });
});

describe('draw-to-waste stock', () => {
  const drawLab = (draw: number, redeals: number | 'unlimited'): Variant =>
    lab({ tableau: { emptyAccepts: 'king' }, stock: { kind: 'draw-to-waste', draw, redeals } }, { piles: 1 });

  it('draw 1: turns the top card of the stock onto the waste', () => {
    const variant = drawLab(1, 'unlimited');
    const state = position(variant, { t1: '5D', stock: 'AS 2S 3S 4C' });
    const outcome = applyMove(variant, state, DEAL);
    expect(outcome.cards.map(cardCode)).toEqual(['4C']);
    expect(layout(variant, outcome.state)).toEqual(['t1: 5D', 'f1:', 'f2:', 'f3:', 'f4:', 'stock: AS 2S 3S |', 'waste: 4C']);
    expect(moveList(variant, outcome.state)).toBe('waste>t1 d');
  });

  it('draw 3: turns three cards one by one, so the top card of the stock ends lowest and only the last is playable', () => {
    // Klondike draw three: only the top card of the waste is in play.
    const variant = drawLab(3, 'unlimited');
    const state = position(variant, { t1: '3D', stock: 'AS 2S 3S 4C' });
    const first = applyMove(variant, state, DEAL);
    expect(first.cards.map(cardCode)).toEqual(['4C', '3S', '2S']);
    expect(layout(variant, first.state).slice(5)).toEqual(['stock: AS |', 'waste: 4C 3S 2S']);
    expect(moveList(variant, first.state)).toBe('waste>t1 d');
    expect(refusal(variant, first.state, mv('waste', 't1', 2))).toBe('one-card-only: Only one card at a time may move from the waste.');
    const second = applyMove(variant, first.state, DEAL);
    expect(second.cards.map(cardCode)).toEqual(['AS']);
    expect(layout(variant, second.state).slice(5)).toEqual(['stock:', 'waste: 4C 3S 2S AS']);
    expect(moveList(variant, second.state)).toBe('waste>f4 r');
    expect(dealsLeft(variant, state)).toBe(2);
  });

  it('redeal: turns the waste over into a new stock, in the order it was first dealt', () => {
    const variant = drawLab(1, 'unlimited');
    const start = position(variant, { t1: '5D', stock: 'AS 2S 3S 4C' });
    const dealt = play(variant, start, DEAL, DEAL, DEAL, DEAL);
    expect(layout(variant, dealt).slice(5)).toEqual(['stock:', 'waste: 4C 3S 2S AS']);
    expect(moveList(variant, dealt)).toBe('waste>f4 r');
    expect(refusal(variant, dealt, DEAL)).toBe('stock-empty: The stock is empty: turn the waste over to redeal.');
    const outcome = applyMove(variant, dealt, REDEAL);
    expect(outcome.cards.map(cardCode)).toEqual(['AS', '2S', '3S', '4C']);
    expect(outcome.effects).toEqual([]);
    expect(outcome.state).toEqual({ ...start, redealsUsed: 1, movesMade: 5 });
    expect(redealsLeft(variant, outcome.state)).toBe(Number.POSITIVE_INFINITY);
  });

  it('limited redeals: after the last one the stock is simply empty', () => {
    const variant = drawLab(1, 1);
    const start = position(variant, { t1: '5D', stock: 'AS 2S' });
    const dealt = play(variant, start, DEAL, DEAL);
    expect(redealsLeft(variant, dealt)).toBe(1);
    expect(moveList(variant, dealt)).toBe('waste>f4 r');
    const again = play(variant, dealt, REDEAL, DEAL, DEAL);
    expect(redealsLeft(variant, again)).toBe(0);
    expect(again.redealsUsed).toBe(1);
    expect(moveList(variant, again)).toBe('waste>f4');
    expect(refusal(variant, again, REDEAL)).toBe('no-redeals-left: There are no redeals left.');
    expect(refusal(variant, again, DEAL)).toBe('stock-empty: The stock is empty.');
  });

  it('no redeals at all', () => {
    const variant = drawLab(1, 0);
    const dealt = play(variant, position(variant, { t1: '5D', stock: '2S' }), DEAL);
    expect(moveList(variant, dealt)).toBe('');
    expect(isStuck(variant, dealt)).toBe(true);
    expect(refusal(variant, dealt, REDEAL)).toBe('no-redeals-left: There are no redeals left.');
  });

  it('the waste is turned over only when the stock is empty, and only when it holds cards', () => {
    const variant = drawLab(1, 'unlimited');
    const state = position(variant, { t1: '5D', stock: 'AS', waste: '2S' });
    expect(refusal(variant, state, REDEAL)).toBe('stock-not-empty: You may turn the waste over only when the stock is empty.');
    const bare = position(variant, { t1: '5D' });
    expect(refusal(variant, bare, REDEAL)).toBe('waste-empty: The waste is empty.');
    // With nothing on the waste either, there is nothing to suggest.
    expect(refusal(variant, bare, DEAL)).toBe('stock-empty: The stock is empty.');
    expect(moveList(variant, bare)).toBe('');
  });

  it('cards in the stock are dealt, not moved; nothing is put on the stock or the waste', () => {
    const variant = drawLab(1, 'unlimited');
    const state = position(variant, { t1: '5D', stock: 'AS', waste: '4C' });
    expect(refusal(variant, state, mv('stock', 't1'))).toBe('from-stock: Cards in the stock are dealt, not moved.');
    expect(refusal(variant, state, mv('t1', 'waste'))).toBe('not-a-destination: Cards cannot be put on the waste.');
    expect(refusal(variant, state, mv('waste', 'stock'))).toBe('not-a-destination: Cards cannot be put on the stock.');
  });
});

describe('no stock', () => {
  it('refuses deals and redeals', () => {
    const state = deal(freecell, 1);
    expect(refusal(freecell, state, DEAL)).toBe('no-stock: FreeCell has no stock.');
    expect(refusal(freecell, state, REDEAL)).toBe('no-stock: FreeCell has no waste to turn over.');
    expect(dealsLeft(freecell, state)).toBe(0);
    expect(redealsLeft(freecell, state)).toBe(0);
  });
});

describe('automatic effects: turning up exposed cards', () => {
  it('turns up a face-down card left on top of a column', () => {
    // "When a face-down card is exposed as the top of a column, flip it face-up."
    const variant = lab({}, { piles: 2 });
    const outcome = applyMove(variant, position(variant, { t1: 'QD 4C | 5S', t2: '6H' }), mv('t1', 't2'));
    expect(outcome.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: card('4C') }]);
    expect(layout(variant, outcome.state).slice(0, 2)).toEqual(['t1: QD | 4C', 't2: 6H 5S']);
  });

  it('with turnUpExposed false, the exposed card stays face down: it cannot move and nothing builds on it', () => {
    const variant = lab({ effects: { turnUpExposed: false } }, { piles: 3 });
    const outcome = applyMove(variant, position(variant, { t1: 'QD 4C | 5S', t2: '6H', t3: '4D' }), mv('t1', 't2'));
    expect(outcome.effects).toEqual([]);
    expect(layout(variant, outcome.state).slice(0, 3)).toEqual(['t1: QD 4C |', 't2: 6H 5S', 't3: 4D']);
    expect(moveList(variant, outcome.state)).toBe('t3>t2');
    expect(refusal(variant, outcome.state, mv('t1', 't3'))).toBe('face-down-card: You may not move a face-down card.');
    expect(refusal(variant, outcome.state, mv('t3', 't1'))).toBe('face-down-target: You may not build on a face-down card.');
  });
});

describe('applyMove', () => {
  const variant = lab({}, { piles: 3 });
  const state = frozen(position(variant, { t1: 'KC | 9S 8H 7C', t2: 'TD', t3: '5S' }));

  it('returns a new position and the cards moved, bottom first, leaving the old position untouched', () => {
    const before = structuredClone(state);
    const outcome = applyMove(variant, state, mv('t1', 't2', 3));
    expect(outcome.cards).toEqual(cards('9S 8H 7C'));
    expect(outcome.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: card('KC') }]);
    expect(layout(variant, outcome.state).slice(0, 3)).toEqual(['t1: KC', 't2: TD 9S 8H 7C', 't3: 5S']);
    expect(outcome.state.movesMade).toBe(1);
    expect(state).toEqual(before);
  });

  it('tryApplyMove returns the outcome or the refusal as a value', () => {
    expect(tryApplyMove(variant, state, mv('t1', 't2', 3))).toEqual({ ok: true, value: applyMove(variant, state, mv('t1', 't2', 3)) });
    const result = tryApplyMove(variant, state, mv('t3', 't2'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(IllegalMoveError);
      expect(result.error.code).toBe('does-not-build');
    }
  });

  it('applyLegalMove agrees with applyMove on legal moves', () => {
    for (const move of legalMoves(variant, state)) expect(applyLegalMove(variant, state, move)).toEqual(applyMove(variant, state, move));
  });
});

describe('scoring', () => {
  const variant = lab({
    foundations: { kind: 'up-by-suit', takeBack: true },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' },
    scoring: { start: 100, perMove: -2, perCardToFoundation: 10, perRunLifted: 0 },
  }, { piles: 2 });

  it('adds perMove for every move and deal, perCardToFoundation for a card played home, and takes it off for a card taken back', () => {
    const start = position(variant, { t1: 'AC', t2: '5D', stock: 'KS' }, { score: 100 });
    const home = applyMove(variant, start, mv('t1', 'f1')).state;
    expect(home.score).toBe(108);
    const back = applyMove(variant, home, mv('f1', 't1')).state;
    expect(back.score).toBe(96);
    const dealt = applyMove(variant, back, DEAL).state;
    expect(dealt.score).toBe(94);
    const redealt = applyMove(variant, dealt, REDEAL).state;
    expect(redealt.score).toBe(92);
    expect(redealt.movesMade).toBe(4);
  });

  const standard = lab({
    foundations: { kind: 'up-by-suit', takeBack: true },
    stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' },
    scoring: { perCardToFoundation: 10, perCardTakenBack: -5, perWasteToTableau: 5, perCardTurnedUp: 5, perRedeal: -100, freeRedeals: 1 },
  }, { piles: 3 });

  it('standard scoring: 10 a card home and 5 a card turned up, 15 off a card taken back, 5 from the waste to a column, redeals after the free ones cost perRedeal', () => {
    const start = position(standard, { t1: '9S | AC', t2: '2H', t3: '5D', waste: '4C', stock: 'KS' });
    const scores: number[] = [];
    let state = start;
    for (const move of [mv('t1', 'f1'), mv('f1', 't2'), mv('waste', 't3'), DEAL, REDEAL, DEAL, REDEAL]) {
      state = applyMove(standard, state, move).state;
      scores.push(state.score);
    }
    // AC home (+10) turns up the 9S (+5); AC taken back onto 2H (-15); 4C from the waste onto 5D (+5); a deal (0);
    // the first redeal is free; a deal (0); the second redeal costs 100.
    expect(scores).toEqual([15, 0, 5, 5, 5, 5, -95]);
    expect(state.redealsUsed).toBe(2);
  });

  it('standard scoring counts no turn-up where no face-down card was left, and a card from the waste to a foundation only as a card home', () => {
    const start = position(standard, { t1: 'AC', t2: '2H', t3: '5D', waste: 'AD', stock: 'KS' });
    expect(play(standard, start, mv('t1', 'f1'), mv('waste', 'f2')).score).toBe(20);
  });

  it('keeps the score at 0 without scoring rules', () => {
    const plain = lab({}, { piles: 2 });
    const next = play(plain, position(plain, { t1: 'AC', t2: '5D' }), mv('t1', 'f1'), mv('t2', 't1'));
    expect(next.score).toBe(0);
    expect(next.movesMade).toBe(2);
  });
});

describe('status', () => {
  it('is won when every card is on the foundations', () => {
    // "The game is won when all 52 cards are on the four foundation piles".
    const variant = lab({}, { piles: 2 });
    const state = position(variant, { t1: 'KS', f1: seq('C', 1, 13), f2: seq('D', 1, 13), f3: seq('H', 1, 13), f4: seq('S', 1, 12) });
    expect(isWon(variant, state)).toBe(false);
    expect(moveList(variant, state)).toBe('t1>t2 t1>f4');
    const won = applyMove(variant, state, mv('t1', 'f4')).state;
    expect(isWon(variant, won)).toBe(true);
    expect(isStuck(variant, won)).toBe(false);
    expect(legalMoves(variant, won)).toEqual([]);
  });

  it('is stuck with no legal move and no deal', () => {
    const variant = lab({}, { piles: 4 });
    const state = position(variant, { t1: '2C', t2: '2D', t3: '2H', t4: '2S' });
    expect(isStuck(variant, state)).toBe(true);
    expect(isWon(variant, state)).toBe(false);
    expect(isStuck(variant, position(variant, { t1: '2C', t2: '2D', t3: '2H', t4: '3S' }))).toBe(false);
  });

  it('is neither at the start of a fixture deal', () => {
    for (const variant of FIXTURES) {
      expect(isWon(variant, deal(variant, 1))).toBe(false);
      expect(isStuck(variant, deal(variant, 1))).toBe(false);
    }
  });
});

/** One refusal per code (and a few more), each checked the same way below. */
interface RefusalCase {
  readonly variant: Variant;
  readonly state: GameState;
  readonly move: Move;
  readonly code: MoveRefusal;
  readonly message: string;
}

const basic = lab({}, { piles: 3, cells: 1 });
const basicState = position(basic, { t1: 'QD | 9S 8H', t2: 'TD', c1: '5C', f1: 'AC' });
const draw = lab({ stock: { kind: 'draw-to-waste', draw: 1, redeals: 1 } }, { piles: 2 });
const rows = lab({ tableau: { emptyAccepts: 'king' }, stock: { kind: 'deal-row', emptyPiles: 'forbid' } }, { piles: 2 });
const gap = lab({ tableau: { emptyAccepts: 'king' }, stock: { kind: 'deal-row', emptyPiles: 'allow-if-unfillable' } }, { piles: 2 });
const closed = lab({ tableau: { emptyAccepts: 'none' } }, { piles: 2 });
const belowBase = lab({ tableau: { emptyAccepts: 'below-base' } }, { piles: 3 });
const flat = lab({ tableau: { build: { direction: 'none', match: 'any-suit' }, pickUp: { kind: 'top-card' } } }, { piles: 2 });
const runs = lab({ foundations: { kind: 'complete-runs', match: 'same-suit' } }, { piles: 2 });
const oneCard = lab({ tableau: { pickUp: { kind: 'top-card' } } }, { piles: 2 });
const limited = lab({ tableau: { runLimit: 'free-spaces' } }, { piles: 3 });
const hidden = lab({ effects: { turnUpExposed: false } }, { piles: 2 });
const pairs = defineVariant({
  id: 'pairs', name: 'Pairs', layout: { tableau: [{ cards: 1, coveredBy: [2] }, { cards: 1 }] },
  rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' }, foundations: { kind: 'pairs' }, stock: { kind: 'draw-to-waste' } },
});
const twoDecksTakeBack = lab({ foundations: { kind: 'up-by-suit', takeBack: true } }, { piles: 2, decks: 2 });
const wholeColumns = lab({ tableau: { pickUp: { kind: 'top-or-whole-pile' } } }, { piles: 2 });
/** Fans of two at most (`rules.tableau.maxCards`), the rest of the deck in a stock, for the pile-full refusal. */
const fans = defineVariant({ id: 'fans', name: 'Fans', layout: { tableau: [{ cards: 2 }, { cards: 2 }] },
  rules: { tableau: { build: { direction: 'up-or-down', match: 'any-suit' }, pickUp: { kind: 'top-card' }, maxCards: 2 }, stock: { kind: 'draw-to-waste' } } });

/** A game whose tableau is gathered and dealt again (`rules.tableau.redeal`), for its refusal. */
const bySuit = defineVariant({
  id: 'by-suit', name: 'By suit', layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 1 }, { cards: 1 }] },
  rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' } }, foundations: { kind: 'pairs', pairBy: 'higher-of-suit' },
    stock: { kind: 'deal-row', emptyPiles: 'allow' }, win: { kind: 'aces-left' } },
});
const homeOnly = defineVariant({ id: 'home-only', name: 'Home only', layout: { tableau: [{ cards: 1 }, { cards: 1 }], reserve: { cards: 3 } },
  rules: { reserve: { playsTo: 'foundations' }, stock: { kind: 'draw-to-waste' } } });
const chooser = defineVariant({ id: 'chooser', name: 'Chooser', layout: { tableau: [{ cards: 1 }, { cards: 1 }, { cards: 0 }] },
  rules: { foundations: { base: 'first-card', baseChosen: true }, stock: { kind: 'draw-to-waste' } } });
const tommy = defineVariant({ id: 'tommy', name: 'Tommy', layout: { tableau: [{ cards: 1 }, { cards: 1 }] },
  rules: { tableau: { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, takesFrom: 'waste' },
    stock: { kind: 'draw-to-waste', placeBeforeTurning: true } } });
const redealt = defineVariant({ id: 'redealt', name: 'Redealt', layout: { tableau: [{ cards: 26 }, { cards: 26 }] }, rules: { tableau: { redeal: {} } } });
// Montana's grid: four rows of thirteen places, the Aces set aside.
const grid = defineVariant({
  id: 'grid', name: 'Grid', layout: { tableau: Array.from({ length: 52 }, () => ({ cards: 1 })) },
  rules: { tableau: { grid: { columns: 13, aces: 'set-aside' } }, foundations: { kind: 'up-by-suit' }, win: { kind: 'rows-in-sequence' } },
});
const gridState = position(grid, { t1: '2S', t3: '3S', t5: 'KH', t20: '5D' });

const REFUSALS: readonly RefusalCase[] = [
  { variant: basic, state: basicState, move: null as unknown as Move, code: 'unknown-move', message: "A move is an object such as { kind: 'move', from: 't1', to: 't2', count: 1 }; got null." },
  { variant: basic, state: basicState, move: { kind: 'jump' } as unknown as Move, code: 'unknown-move', message: 'Unknown kind of move: "jump".' },
  { variant: basic, state: basicState, move: mv('t9', 't1'), code: 'unknown-pile', message: 'There is no pile "t9" in Lab.' },
  { variant: basic, state: basicState, move: mv('t1', 'stock'), code: 'unknown-pile', message: 'There is no pile "stock" in Lab.' },
  { variant: basic, state: basicState, move: mv('t1', 't2', 0), code: 'bad-count', message: 'A move carries a whole number of cards, at least 1; got 0.' },
  { variant: basic, state: basicState, move: mv('t1', 't2', 1.5), code: 'bad-count', message: 'A move carries a whole number of cards, at least 1; got 1.5.' },
  { variant: basic, state: basicState, move: { kind: 'move', from: 't1', to: 't2', count: '2' } as unknown as Move, code: 'bad-count', message: 'A move carries a whole number of cards, at least 1; got "2".' },
  { variant: basic, state: basicState, move: mv('t1', 't1'), code: 'same-pile', message: 'Cards cannot move onto the pile they are on.' },
  { variant: basic, state: basicState, move: mv('t3', 't1'), code: 'empty-source', message: 'There is no card on column 3.' },
  { variant: basic, state: basicState, move: mv('t1', 't3', 4), code: 'not-enough-cards', message: 'Column 1 has only 3 cards.' },
  { variant: basic, state: basicState, move: mv('t1', 't3', 3), code: 'face-down-card', message: 'You may not move a face-down card.' },
  { variant: draw, state: position(draw, { t1: '5D', stock: 'AS' }), move: mv('stock', 't2'), code: 'from-stock', message: 'Cards in the stock are dealt, not moved.' },
  { variant: oneCard, state: position(oneCard, { t1: '9S 8H' }), move: mv('t1', 't2', 2), code: 'one-card-only', message: 'Only the top card of a column may move.' },
  { variant: basic, state: basicState, move: mv('t1', 'c1', 2), code: 'cell-occupied', message: 'Cell 1 already holds a card.' },
  { variant: basic, state: position(basic, { t1: '9S 8H' }), move: mv('t1', 'c1', 2), code: 'one-card-only', message: 'A cell holds one card.' },
  { variant: draw, state: position(draw, { waste: '5D 6D' }), move: mv('waste', 't1', 2), code: 'one-card-only', message: 'Only one card at a time may move from the waste.' },
  { variant: basic, state: position(basic, { t1: '9S 9H', t2: 'TD' }), move: mv('t1', 't2', 2), code: 'not-a-run', message: 'Only a run built down in alternating colours moves as a unit, and the top 2 cards of column 1 are not one.' },
  { variant: wholeColumns, state: position(wholeColumns, { t1: 'JS TH 9C', t2: 'JC' }), move: mv('t1', 't2', 2), code: 'whole-pile-only', message: 'Only the top card of a column or the whole column may move, not the top 2 of the 3 cards of column 1.' },
  { variant: limited, state: position(limited, { t1: '9S 8H', t2: 'TD', t3: '2C' }), move: mv('t1', 't2', 2), code: 'run-too-long', message: 'You may move at most 1 card at once now (0 empty cells, 0 other empty columns).' },
  { variant: basic, state: basicState, move: mv('f1', 't2'), code: 'foundation-locked', message: 'Cards on the foundations stay there.' },
  { variant: twoDecksTakeBack, state: position(twoDecksTakeBack, { f1: 'AC' }), move: mv('f1', 'f5'), code: 'foundation-to-foundation', message: 'A card taken back from a foundation goes to a column, not to another foundation.' },
  { variant: draw, state: position(draw, { t1: '5D', stock: 'AS' }), move: mv('t1', 'waste'), code: 'not-a-destination', message: 'Cards cannot be put on the waste.' },
  { variant: basic, state: position(basic, { t1: '2C AD' }), move: mv('t1', 'f1', 2), code: 'foundation-one-at-a-time', message: 'Cards go to a foundation one at a time.' },
  { variant: basic, state: basicState, move: mv('t2', 'f2'), code: 'foundation-order', message: 'The 10 of diamonds cannot go on foundation 2: it takes the Ace of diamonds first.' },
  { variant: runs, state: position(runs, { t1: 'AS' }), move: mv('t1', 'f1'), code: 'foundation-runs-only', message: 'Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.' },
  { variant: closed, state: position(closed, { t1: 'KS' }), move: mv('t1', 't2'), code: 'empty-pile-closed', message: 'No card may fill an empty column.' },
  { variant: rows, state: position(rows, { t1: 'QS', stock: 'AS' }), move: mv('t1', 't2'), code: 'empty-pile-needs-king', message: 'Only a King may fill an empty column.' },
  { variant: belowBase, state: position(belowBase, { t1: 'QS', t2: 'JS' }), move: mv('t1', 't3'), code: 'empty-pile-needs-rank',
    message: 'Only a King (one below the foundations\' base) may fill an empty column.' },
  { variant: flat, state: position(flat, { t1: '7H', t2: '8S' }), move: mv('t1', 't2'), code: 'no-building', message: 'Nothing may be built on the columns.' },
  { variant: hidden, state: position(hidden, { t1: '8S |', t2: '7H' }), move: mv('t2', 't1'), code: 'face-down-target', message: 'You may not build on a face-down card.' },
  { variant: basic, state: basicState, move: mv('c1', 't1'), code: 'does-not-build', message: 'The 5 of clubs cannot go on the 8 of hearts: build down in alternating colours.' },
  { variant: fans, state: position(fans, { t1: '7H', t2: '9S 8D' }), move: mv('t1', 't2'), code: 'pile-full', message: 'Column 2 holds 2 cards, and a column may hold at most 2.' },
  { variant: basic, state: basicState, move: DEAL, code: 'no-stock', message: 'Lab has no stock.' },
  { variant: basic, state: basicState, move: REDEAL, code: 'no-stock', message: 'Lab has no waste to turn over.' },
  { variant: rows, state: position(rows, { t1: 'QS', t2: 'KS' }), move: DEAL, code: 'stock-empty', message: 'The stock is empty.' },
  { variant: rows, state: position(rows, { t1: 'QS', stock: 'AS' }), move: DEAL, code: 'deal-with-empty-pile', message: 'You may not deal while a column is empty.' },
  { variant: gap, state: position(gap, { t1: 'QS | KS', stock: 'AS' }), move: DEAL, code: 'deal-while-gap-fillable', message: 'A King can fill the empty column: make that move before dealing.' },
  { variant: draw, state: position(draw, { stock: 'AS', waste: '5D' }), move: REDEAL, code: 'stock-not-empty', message: 'You may turn the waste over only when the stock is empty.' },
  { variant: draw, state: position(draw, { t1: '5D' }), move: REDEAL, code: 'waste-empty', message: 'The waste is empty.' },
  { variant: draw, state: position(draw, { waste: '5D' }, { redealsUsed: 1 }), move: REDEAL, code: 'no-redeals-left', message: 'There are no redeals left.' },
  { variant: pairs, state: position(pairs, { t1: 'KS', t2: '6H', stock: 'AS' }), move: mv('t1', 'f1'), code: 'covered', message: 'Column 1 is covered: clear column 2 first.' },
  { variant: pairs, state: position(pairs, { t1: 'KS', t2: '6H', stock: 'AS' }), move: mv('t2', 'f1'), code: 'not-a-pair', message: 'Only a King goes to the foundation alone; play the 6 of hearts onto a free card that makes 13 with it.' },
  { variant: bySuit, state: position(bySuit, { t1: 'KH', t2: 'QS', t3: 'AH' }), move: mv('t2', 'f1'), code: 'not-outranked', message: 'No higher card of the spades (Ace high) is the top card of another pile.' },
  { variant: homeOnly, state: position(homeOnly, { t1: '8S', reserve: '7H' }), move: mv('reserve', 't1'), code: 'reserve-home-only', message: 'The 7 of hearts is on the reserve, whose cards go only to the foundations.' },
  { variant: chooser, state: position(chooser, { t1: '8S', t2: '7H', stock: '2C' }), move: mv('t2', 't1'), code: 'base-not-chosen', message: "First choose the foundations' base: play the top card of a column to a foundation." },
  { variant: tommy, state: position(tommy, { t1: '8S', t2: '7H', waste: '5D', stock: '2C' }), move: mv('t2', 't1'), code: 'waste-pile', message: 'Column 1 is a waste pile: it takes cards only from the waste.' },
  { variant: tommy, state: position(tommy, { t1: '8S', t2: '7H', waste: '5D', stock: '2C' }), move: DEAL, code: 'card-waiting', message: 'Play the 5 of diamonds from the waste before turning another card.' },
  { variant: redealt, state: position(redealt, {}), move: REDEAL, code: 'nothing-to-redeal', message: 'The tableau is empty: there is nothing to deal again.' },
  { variant: grid, state: gridState, move: mv('t20', 't3'), code: 'not-a-gap', message: 'Row 1, place 3 holds a card: a card moves only to a gap.' },
  { variant: grid, state: gridState, move: mv('t20', 't6'), code: 'gap-closed', message: 'A gap right of a King stays empty.' },
  { variant: grid, state: gridState, move: mv('t20', 't4'), code: 'not-the-successor', message: 'The gap right of the 3 of spades takes only the 4 of spades.' },
  { variant: grid, state: gridState, move: mv('t20', 't14'), code: 'gap-takes-start', message: 'A gap in the first column takes only a 2.' },
];

describe('refusals', () => {
  it.each(REFUSALS.map((c) => [c.code, c.message, c] as const))('%s: %s', (code, message, c) => {
    const state = frozen(structuredClone(c.state));
    const before = structuredClone(state);
    const error = whyIllegal(c.variant, state, c.move);
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code, message, name: 'IllegalMoveError' });
    expect(caught(() => applyMove(c.variant, state, c.move))).toMatchObject({ code, message });
    const result = tryApplyMove(c.variant, state, c.move);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, message });
    expect(isLegal(c.variant, state, c.move)).toBe(false);
    expect(legalMoves(c.variant, state)).not.toContainEqual(c.move);
    // A refused move changes nothing.
    expect(state).toEqual(before);
  });

  it('covers every MoveRefusal code in src/errors/errors.ts', () => {
    const source = readFileSync(new URL('../src/errors/errors.ts', import.meta.url), 'utf8');
    const union = /export type MoveRefusal =([^;]*);/.exec(source)?.[1] ?? '';
    // `move-limit` is the Game's own refusal, not the engine's (test/hostile-round-two.test.ts covers it).
    const declared = [...union.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]).filter((code) => code !== 'move-limit').sort();
    expect(declared.length).toBeGreaterThan(20);
    // move-limit is Game's own refusal (a history as long as a save holds), tested in limits.test.ts.
    expect([...new Set(REFUSALS.map((c) => c.code))].sort()).toEqual(declared.filter((code) => code !== 'move-limit'));
  });
});
