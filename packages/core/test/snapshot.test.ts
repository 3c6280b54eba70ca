/**
 * The public snapshot: a documented, stable JSON view of a position and its legal moves, and the checks
 * that read one back.
 */
import { describe, expect, it } from 'vitest';
import { Game, type Variant } from '../src/index.js';
import { deal, type GameState } from '../src/entries/engine.js';
import { snapshot, stateFromSnapshot } from '../src/entries/snapshot.js';
import { freecell } from './fixtures/freecell.js';
import { klondike, klondikeDraw3 } from './fixtures/klondike.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { yukon } from './fixtures/yukon.js';
import { caught } from './support/engine-helpers.js';

const FIXTURES = [klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike];

/** A snapshot as loose JSON, to be broken on purpose. */
interface LooseCard { id: number; rank?: number; suit?: string; faceUp?: boolean }
interface LoosePile { id?: string; kind?: string; cards: LooseCard[] }
interface LooseSnapshot { format?: string; version?: number; piles: LoosePile[]; [key: string]: unknown }

function loose(variant: Variant, state: GameState): LooseSnapshot {
  return JSON.parse(JSON.stringify(snapshot(variant, state))) as LooseSnapshot;
}

function pileAt(s: LooseSnapshot, i: number): LoosePile {
  const pile = s.piles[i];
  if (!pile) throw new Error(`no pile ${i}`);
  return pile;
}

describe('snapshot', () => {
  it('describes every pile, card and derived fact of a position', () => {
    expect(snapshot(klondike, deal(klondike, 1))).toEqual({
      format: 'patience-position',
      version: 1,
      view: 'full',
      variant: { id: 'klondike', name: 'Klondike', rulesVersion: '1', options: {} },
      piles: [
        { id: 't1', kind: 'tableau', cards: [
          { id: 8, rank: 9, suit: 'clubs', faceUp: true },
        ] },
        { id: 't2', kind: 'tableau', cards: [
          { id: 0, rank: 1, suit: 'clubs', faceUp: false },
          { id: 43, rank: 5, suit: 'spades', faceUp: true },
        ] },
        { id: 't3', kind: 'tableau', cards: [
          { id: 9, rank: 10, suit: 'clubs', faceUp: false },
          { id: 51, rank: 13, suit: 'spades', faceUp: false },
          { id: 5, rank: 6, suit: 'clubs', faceUp: true },
        ] },
        { id: 't4', kind: 'tableau', cards: [
          { id: 3, rank: 4, suit: 'clubs', faceUp: false },
          { id: 4, rank: 5, suit: 'clubs', faceUp: false },
          { id: 34, rank: 9, suit: 'hearts', faceUp: false },
          { id: 38, rank: 13, suit: 'hearts', faceUp: true },
        ] },
        { id: 't5', kind: 'tableau', cards: [
          { id: 33, rank: 8, suit: 'hearts', faceUp: false },
          { id: 24, rank: 12, suit: 'diamonds', faceUp: false },
          { id: 23, rank: 11, suit: 'diamonds', faceUp: false },
          { id: 10, rank: 11, suit: 'clubs', faceUp: false },
          { id: 20, rank: 8, suit: 'diamonds', faceUp: true },
        ] },
        { id: 't6', kind: 'tableau', cards: [
          { id: 22, rank: 10, suit: 'diamonds', faceUp: false },
          { id: 31, rank: 6, suit: 'hearts', faceUp: false },
          { id: 35, rank: 10, suit: 'hearts', faceUp: false },
          { id: 19, rank: 7, suit: 'diamonds', faceUp: false },
          { id: 28, rank: 3, suit: 'hearts', faceUp: false },
          { id: 14, rank: 2, suit: 'diamonds', faceUp: true },
        ] },
        { id: 't7', kind: 'tableau', cards: [
          { id: 1, rank: 2, suit: 'clubs', faceUp: false },
          { id: 13, rank: 1, suit: 'diamonds', faceUp: false },
          { id: 44, rank: 6, suit: 'spades', faceUp: false },
          { id: 26, rank: 1, suit: 'hearts', faceUp: false },
          { id: 47, rank: 9, suit: 'spades', faceUp: false },
          { id: 18, rank: 6, suit: 'diamonds', faceUp: false },
          { id: 25, rank: 13, suit: 'diamonds', faceUp: true },
        ] },
        { id: 'f1', kind: 'foundation', suit: 'clubs', cards: [] },
        { id: 'f2', kind: 'foundation', suit: 'diamonds', cards: [] },
        { id: 'f3', kind: 'foundation', suit: 'hearts', cards: [] },
        { id: 'f4', kind: 'foundation', suit: 'spades', cards: [] },
        { id: 'stock', kind: 'stock', cards: [
          { id: 50, rank: 12, suit: 'spades', faceUp: false },
          { id: 17, rank: 5, suit: 'diamonds', faceUp: false },
          { id: 46, rank: 8, suit: 'spades', faceUp: false },
          { id: 11, rank: 12, suit: 'clubs', faceUp: false },
          { id: 48, rank: 10, suit: 'spades', faceUp: false },
          { id: 7, rank: 8, suit: 'clubs', faceUp: false },
          { id: 41, rank: 3, suit: 'spades', faceUp: false },
          { id: 30, rank: 5, suit: 'hearts', faceUp: false },
          { id: 21, rank: 9, suit: 'diamonds', faceUp: false },
          { id: 2, rank: 3, suit: 'clubs', faceUp: false },
          { id: 29, rank: 4, suit: 'hearts', faceUp: false },
          { id: 42, rank: 4, suit: 'spades', faceUp: false },
          { id: 32, rank: 7, suit: 'hearts', faceUp: false },
          { id: 6, rank: 7, suit: 'clubs', faceUp: false },
          { id: 49, rank: 11, suit: 'spades', faceUp: false },
          { id: 16, rank: 4, suit: 'diamonds', faceUp: false },
          { id: 40, rank: 2, suit: 'spades', faceUp: false },
          { id: 12, rank: 13, suit: 'clubs', faceUp: false },
          { id: 39, rank: 1, suit: 'spades', faceUp: false },
          { id: 27, rank: 2, suit: 'hearts', faceUp: false },
          { id: 36, rank: 11, suit: 'hearts', faceUp: false },
          { id: 37, rank: 12, suit: 'hearts', faceUp: false },
          { id: 45, rank: 7, suit: 'spades', faceUp: false },
          { id: 15, rank: 3, suit: 'diamonds', faceUp: false },
        ] },
        { id: 'waste', kind: 'waste', cards: [] },
      ],
      dealsLeft: 24,
      redealsLeft: 'unlimited',
      redealsUsed: 0,
      score: 0,
      movesMade: 0,
      won: false,
      stuck: false,
      legalMoves: [
        { kind: 'move', from: 't5', to: 't1', count: 1, notation: 't5>t1' },
        { kind: 'deal', notation: 'd' },
      ],
    });
  });

  it('is plain JSON', () => {
    for (const variant of FIXTURES) {
      const snap = snapshot(variant, deal(variant, 2));
      expect(JSON.parse(JSON.stringify(snap))).toEqual(snap);
    }
  });

  it('counts deals and redeals left', () => {
    const limited = snapshot(spiderLike, deal(spiderLike, 1));
    expect(limited).toMatchObject({ dealsLeft: 5, redealsLeft: 0, redealsUsed: 0, score: 500 });
    expect(limited.piles.filter((p) => p.kind === 'foundation').map((p) => p.suit)).toEqual(Array.from({ length: 8 }, () => undefined));
    expect(snapshot(freecell, deal(freecell, 1)).piles.slice(8, 12).map((p) => p.suit)).toEqual(['clubs', 'diamonds', 'hearts', 'spades']);
  });
});

describe('stateFromSnapshot', () => {
  it('reads back every fixture deal exactly', () => {
    for (const variant of FIXTURES) {
      for (const seed of [1, 2]) {
        const state = deal(variant, seed);
        expect(stateFromSnapshot(variant, snapshot(variant, state))).toEqual(state);
        expect(stateFromSnapshot(variant, JSON.parse(JSON.stringify(snapshot(variant, state))))).toEqual(state);
      }
    }
  });

  it('keeps the score, the moves made and the redeals used', () => {
    const game = new Game(klondike, { seed: 1 });
    for (let i = 0; i < 24; i++) game.deal();
    game.move('r');
    game.move('d');
    const spider = new Game(spiderLike, { seed: 1 });
    spider.move('t1>t10');
    for (const g of [game, spider]) {
      expect(stateFromSnapshot(g.variant, g.snapshot())).toEqual(g.state);
    }
    expect(stateFromSnapshot(klondike, game.snapshot())).toMatchObject({ redealsUsed: 1, movesMade: 26 });
    expect(stateFromSnapshot(spiderLike, spider.snapshot())).toMatchObject({ score: 499, movesMade: 1 });
  });

  it('reads the compact form, a GameState itself', () => {
    const state = deal(yukon, 3);
    expect(stateFromSnapshot(yukon, state)).toEqual(state);
  });

  it('takes cards as face up and the score from the rules when a field is left out', () => {
    const state = deal(spiderLike, 1);
    const bare = { piles: state.piles.map((p) => ({ cards: p.cards.map((id, j) => (j < p.faceDown ? { id, faceUp: false } : { id })) })) };
    expect(stateFromSnapshot(spiderLike, bare)).toEqual({ ...state, score: 500 });
  });

  it('ignores the derived fields', () => {
    const snap = { ...loose(klondike, deal(klondike, 1)), legalMoves: [], won: true, dealsLeft: 0 };
    expect(stateFromSnapshot(klondike, snap)).toEqual(deal(klondike, 1));
  });
});

describe('stateFromSnapshot refusals', () => {
  const k1 = deal(klondike, 1);

  function refusal(variant: Variant, input: unknown): unknown {
    return caught(() => stateFromSnapshot(variant, input));
  }

  it.each([
    ['not an object', (): unknown => null, 'position: expected an object, got null.'],
    ['another format', (): unknown => ({ ...loose(klondike, k1), format: 'patience-save' }), 'format: expected "patience-position".'],
    ['a version before 1', (): unknown => ({ ...loose(klondike, k1), version: 0 }), 'version: 0 is outside 1 to 9007199254740991.'],
    ['a version that is not a number', (): unknown => ({ ...loose(klondike, k1), version: '1' }), 'version: expected a whole number, got "1".'],
    ['the wrong number of piles', (): unknown => {
      const s = loose(klondike, k1);
      s.piles.pop();
      return s;
    }, 'piles: Klondike has 13 piles (t1, t2, t3, t4, t5, t6, t7, f1, f2, f3, f4, stock, waste); got 12.'],
    ['piles out of place', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 0).id = 't2';
      return s;
    }, 'piles[0].id: expected "t1" in this place, got "t2".'],
    ['a duplicate card', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 1).cards.push({ id: 8, rank: 9, suit: 'clubs', faceUp: true });
      return s;
    }, 'piles[1].cards[2].id: card 8 appears twice.'],
    ['a missing card', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 11).cards.pop();
      return s;
    }, "piles: hold 51 of the deck's 52 cards."],
    ['a card from another deck', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 0).cards = [{ id: 60 }];
      return s;
    }, "piles[0].cards[0].id: card 60 is not in this variant's deck."],
    ['a card with the wrong rank', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 0).cards = [{ id: 8, rank: 10 }];
      return s;
    }, 'piles[0].cards[0].rank: card 8 has rank 9.'],
    ['a card with the wrong suit', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 0).cards = [{ id: 8, suit: 'spades' }];
      return s;
    }, 'piles[0].cards[0].suit: card 8 is a clubs card.'],
    ['a face-down card on a face-up one', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 1).cards = [{ id: 0, faceUp: true }, { id: 43, faceUp: false }];
      return s;
    }, 'piles[1].cards[1].faceUp: a face-down card cannot lie on a face-up card.'],
    ['a face-up card in the stock', (): unknown => {
      const s = loose(klondike, k1);
      const stock = pileAt(s, 11).cards;
      stock.push({ ...(stock.pop() ?? { id: -1 }), faceUp: true });
      return s;
    }, 'piles[11].cards: cards in the stock are face down.'],
    ['a face-down card on the waste', (): unknown => {
      const s = loose(klondike, k1);
      const stock = pileAt(s, 11).cards;
      pileAt(s, 12).cards.push(stock.pop() ?? { id: -1 });
      return s;
    }, 'piles[12].cards: cards on a waste are face up.'],
    ['a foundation out of order', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 7).cards = pileAt(s, 0).cards;
      pileAt(s, 0).cards = [];
      return s;
    }, 'piles[7].cards[0]: foundation 1 is built up from the Ace of clubs.'],
    ['an Ace on the foundation of another suit', (): unknown => {
      const s = loose(klondike, k1);
      pileAt(s, 8).cards = [{ id: 0, faceUp: true }];
      pileAt(s, 1).cards = [{ id: 43 }];
      return s;
    }, 'piles[8].cards[0]: foundation 2 is built up from the Ace of diamonds.'],
  ] as const)('refuses %s', (_, make, message) => {
    const error = refusal(klondike, make());
    expect(error).toMatchObject({ code: 'invalid-snapshot', message: `The position is not valid: ${message}` });
  });

  it('refuses a face-down card in a cell, and two cards in a cell', () => {
    const f1 = deal(freecell, 1);
    const down = loose(freecell, f1);
    pileAt(down, 12).cards = [{ ...(pileAt(down, 0).cards.pop() ?? { id: -1 }), faceUp: false }];
    expect(refusal(freecell, down)).toMatchObject({
      code: 'invalid-snapshot', message: 'The position is not valid: piles[12].cards: cards on a cell are face up.',
    });
    const two = loose(freecell, f1);
    pileAt(two, 12).cards = pileAt(two, 0).cards.splice(-2);
    expect(refusal(freecell, two)).toMatchObject({
      code: 'invalid-snapshot', message: 'The position is not valid: piles[12].cards: a cell holds one card.',
    });
  });

  it('refuses a complete-runs foundation that holds anything but one complete run', () => {
    const s = loose(spiderLike, deal(spiderLike, 1));
    pileAt(s, 10).cards = pileAt(s, 0).cards.splice(-1);
    expect(refusal(spiderLike, s)).toMatchObject({
      code: 'invalid-snapshot', message: 'The position is not valid: piles[10].cards: a foundation holds one complete King-to-Ace run.',
    });
  });
});

describe('snapshot versions and the player view', () => {
  it('reads a later version, which only adds fields, as version 1', () => {
    const state = deal(klondike, 1);
    expect(stateFromSnapshot(klondike, { ...snapshot(klondike, state), version: 2, somethingNew: true })).toEqual(state);
  });

  it('hides face-down cards in the player view, and refuses to read such a view back', () => {
    const view = snapshot(klondike, deal(klondike, 1), { hideFaceDown: true });
    expect(view.view).toBe('player');
    expect(view.piles[1]?.cards).toEqual([{ faceUp: false }, { id: 43, rank: 5, suit: 'spades', faceUp: true }]);
    expect(view.piles.find((p) => p.id === 'stock')?.cards.every((c) => !('id' in c))).toBe(true);
    expect(() => stateFromSnapshot(klondike, view)).toThrow('The position is not valid: piles[1].cards[0].id: a hidden card (from a player\'s view) cannot be read back.');
  });
});
