import { Game, type CardId, type Move, type Variant } from '@patience/core';
import { applyMove, deal, isLegal, legalMoves, type GameState } from '@patience/core/engine';
import { parseMove } from '@patience/core/notation';
import { positionFromText, positionToText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hint, solve } from '../src/index.js';

// Bounded by positions, not time, so that a hint is the same on any machine.
const SAME_EVERYWHERE = { maxStates: 400, timeMs: 60_000 };
// The look-ahead's own choice, without samples of the unseen cards: what the hint falls back on, and what breaks its ties.
const LOOK_AHEAD_ONLY = { ...SAME_EVERYWHERE, samples: 0 };

/** The position with its hidden cards (face down in the tableau, and the stock) in the given order. */
function withHiddenCards(variant: Variant, state: GameState, order: readonly number[]): GameState {
  const stock = variant.rules.stock.kind === 'none' ? -1 : state.piles.length - (variant.rules.stock.kind === 'draw-to-waste' ? 2 : 1);
  const places: [number, number][] = [];
  state.piles.forEach((pile, p) => {
    const hidden = p === stock ? pile.cards.length : p < variant.layout.tableau.length ? pile.faceDown : 0;
    for (let i = 0; i < hidden; i++) places.push([p, i]);
  });
  const hidden = places.map(([p, i]) => state.piles[p]?.cards[i] as CardId);
  const piles = state.piles.map((pile) => ({ cards: pile.cards.slice(), faceDown: pile.faceDown }));
  places.forEach(([p, i], k) => {
    (piles[p] as { cards: CardId[] }).cards[i] = hidden[order[k] ?? k] as CardId;
  });
  return { ...state, piles };
}

describe('hint never peeks', () => {
  const games: readonly (readonly [string, Variant])[] = [
    ['Easthaven', easthaven.variant()],
    ['Spiderette', spiderette.variant()],
    ['Spider (two suits)', spider.variant({ suits: 2 })],
  ];
  for (const [name, variant] of games) {
    it(`${name}: deals that differ only in their hidden cards get the same hint`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 31 }), (seed, shuffleSeed) => {
          const state = deal(variant, seed);
          const count = variant.deck.decks * 52 - variant.layout.tableau.reduce((sum, p) => sum + p.cards - p.faceDown, 0);
          const order = Array.from({ length: count }, (_, i) => i);
          let x = shuffleSeed;
          for (let i = count - 1; i > 0; i--) {
            x = (x * 1103515245 + 12345) % 2 ** 31;
            const j = x % (i + 1);
            [order[i], order[j]] = [order[j] as number, order[i] as number];
          }
          const other = withHiddenCards(variant, state, order);
          expect(hint(variant, other, SAME_EVERYWHERE)).toEqual(hint(variant, state, SAME_EVERYWHERE));
        }),
        { numRuns: 8 },
      );
    });
  }

  it('a hint is a legal move of the position', () => {
    for (const variant of [easthaven.variant(), seahaven.variant(), spider.variant()]) {
      for (let seed = 1; seed <= 3; seed++) {
        const state = deal(variant, seed);
        const { move } = hint(variant, state, SAME_EVERYWHERE);
        expect(move && isLegal(variant, state, move)).toBe(true);
      }
    }
  });
});

describe('hint: what it says', () => {
  const variant = seahaven.variant();
  const allOf = (suit: string): string => 'A 2 3 4 5 6 7 8 9 T J Q K'.split(' ').map((r) => r + suit).join(' ');

  it('names the first move of a win when every card is in sight and a win is found', () => {
    expect(hint(variant, deal(variant, 5), SAME_EVERYWHERE)).toEqual({
      move: { kind: 'move', from: 't8', to: 'f4', count: 1 },
      reason: 'This move starts a win in 73 moves.',
    });
  });

  it('says plainly that a game proven lost can no longer be won, and still names a legal move (a Seahaven Towers deal)', () => {
    const lost = deal(variant, 2);
    const answer = hint(variant, lost, { maxStates: 10_000, timeMs: 60_000 });
    expect(answer).toMatchObject({
      lost: true,
      reason: 'The game can no longer be won: no line of moves wins it, whatever the hidden cards. This move only keeps play going.',
    });
    expect(answer.move && isLegal(variant, lost, answer.move)).toBe(true);
  });

  it('names the first move of a short win: the Ace home', () => {
    const state = positionFromText(variant, {
      f1: allOf('C'), f2: allOf('D'), f3: allOf('H'), t1: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', c1: 'AS',
    });
    expect(hint(variant, state)).toEqual({
      move: { kind: 'move', from: 'c1', to: 'f4', count: 1 },
      reason: 'This move starts a win in 13 moves.',
    });
  });

  it('has nothing to say in a won game, or when no move is left', () => {
    const won = positionFromText(variant, { f1: allOf('C'), f2: allOf('D'), f3: allOf('H'), f4: allOf('S') });
    expect(hint(variant, won)).toEqual({ move: null, reason: 'The game is won.' });
    const spiderVariant = spider.variant({ suits: 1 });
    const stuck = deal(spiderVariant, 1);
    expect(legalMoves(spiderVariant, { ...stuck, piles: stuck.piles.map(() => ({ cards: [], faceDown: 0 })) })).toEqual([]);
  });
});

describe('hint: which move, where the look-ahead sees none better', () => {
  it('among moves that each turn a card up, names the one that joins a run of its suit: 7D onto 8D, not onto 8S', () => {
    const variant = spiderette.variant();
    const state = deal(variant, 28);
    expect(positionToText(variant, state).slice(4, 7)).toEqual(['t5: QD JC TH TD | 7D', 't6: 4H 6D TS 8C 7C | 8S', 't7: 3H 4C 3S 7S 7H JH | 8D']);
    expect(legalMoves(variant, state)).toEqual([
      { kind: 'move', from: 't5', to: 't6', count: 1 }, { kind: 'move', from: 't5', to: 't7', count: 1 }, { kind: 'deal' },
    ]);
    expect(hint(variant, state, LOOK_AHEAD_ONLY)).toEqual({
      move: { kind: 'move', from: 't5', to: 't7', count: 1 },
      reason: 'No win is in sight yet; this move works towards turning up a hidden card.',
    });
  });

  describe('keeps the deal: the Ace of clubs home would empty t3, where only a King may go, and none is free', () => {
    // Easthaven deal 12 after nine moves; following hints, the Ace home lost a deal the solver wins.
    const position = {
      t1: 'KD QS', t2: 'KC QH 9H 8C', t3: 'AC', t4: '5C 4D | 9C 2C', t5: 'TH JH | 6S 5D 8D 7C 6H', t6: '4C AH | 9D JS',
      t7: '4H KH | 3S 8H', f2: 'AD', f4: 'AS', stock: '6C 2H 4S 5H JC 7D JD TS QC 2S 9S QD 3H 3D 7H 7S KS 8S 6D 2D TC TD 3C 5S',
    };

    it('by the classic rules the stock may not deal while a column is empty: a move that keeps the deal, 7C 6H onto 8H', () => {
      const variant = easthaven.variant();
      const state = positionFromText(variant, position);
      expect(legalMoves(variant, state)).toEqual([
        { kind: 'move', from: 't3', to: 'f1', count: 1 }, { kind: 'move', from: 't5', to: 't7', count: 2 }, { kind: 'deal' },
      ]);
      expect(hint(variant, state, LOOK_AHEAD_ONLY)).toEqual({
        move: { kind: 'move', from: 't5', to: 't7', count: 2 },
        reason: 'No win is in sight yet; this move leads to the most promising position found.',
      });
    });

    it('deals when every other move empties t3: the Ace home, or onto the Two of hearts', () => {
      const variant = easthaven.variant();
      const state = positionFromText(variant, { ...position, t7: '4H KH | 3S 2H', stock: position.stock.replace('2H', '8H') });
      expect(legalMoves(variant, state)).toEqual([
        { kind: 'move', from: 't3', to: 't7', count: 1 }, { kind: 'move', from: 't3', to: 'f1', count: 1 }, { kind: 'deal' },
      ]);
      expect(hint(variant, state, LOOK_AHEAD_ONLY)).toEqual({
        move: { kind: 'deal' },
        reason: 'No win is in sight yet; this move works towards turning up a hidden card.',
      });
    });

    it('where the stock may deal past a gap no card can fill, the Ace goes home', () => {
      const variant = easthaven.variant({ dealWithEmptyColumns: 'allow-if-unfillable' });
      expect(hint(variant, positionFromText(variant, position), LOOK_AHEAD_ONLY)).toEqual({
        move: { kind: 'move', from: 't3', to: 'f1', count: 1 },
        reason: 'No win is in sight yet; this move works towards turning up a hidden card.',
      });
    });
  });

  it('answers a forced deal at once', () => {
    const variant = easthaven.variant();
    const game = new Game(variant, { seed: 1 });
    for (const move of ['t3>t6', 't4>t7', 't6>t4x2', 't6>f2']) game.move(parseMove(move));
    expect(legalMoves(variant, game.state)).toEqual([{ kind: 'deal' }]);
    expect(hint(variant, game)).toEqual({ move: { kind: 'deal' }, reason: 'The only move is to deal.' });
  });
});

describe('hint remembers the positions the game has been through', () => {
  const spiderOneSuit = spider.variant({ suits: 1 });
  const key = (state: GameState): string => JSON.stringify(state.piles);

  it('followed move after move, never steers back into a position already played (without a memory it went round a loop)', () => {
    const game = new Game(spiderOneSuit, { seed: 1 });
    const played = new Set<string>();
    const history: GameState[] = [];
    for (let i = 0; i < 60 && !game.isWon(); i++) {
      played.add(key(game.state));
      history.push(game.state);
      const { move } = hint(spiderOneSuit, game.state, { ...SAME_EVERYWHERE, history });
      if (move === null) break;
      game.move(move);
      expect(played.has(key(game.state))).toBe(false);
    }
    expect(game.history().length).toBeGreaterThan(40);
  });

  it('reads the history of a Game by itself: the same hint as with its positions given', () => {
    const game = new Game(spiderOneSuit, { seed: 3 });
    for (let i = 0; i < 12; i++) {
      const { move } = hint(spiderOneSuit, game, SAME_EVERYWHERE);
      if (move) game.move(move);
    }
    const positions = [deal(spiderOneSuit, 3)];
    for (const record of game.history()) positions.push(applyMove(spiderOneSuit, positions[positions.length - 1] as GameState, record.move).state);
    expect(hint(spiderOneSuit, game, SAME_EVERYWHERE)).toEqual(hint(spiderOneSuit, game.state, { ...SAME_EVERYWHERE, history: positions }));
  });

  it('names no move back into the position just left', () => {
    const variant = seahaven.variant();
    const start = deal(variant, 5);
    const { move } = hint(variant, start, SAME_EVERYWHERE);
    expect(move).not.toBeNull();
    const next = applyMove(variant, start, move as Move).state;
    const again = hint(variant, next, { ...SAME_EVERYWHERE, history: [start] });
    if (again.move) expect(key(applyMove(variant, next, again.move).state)).not.toBe(key(start));
  });

  it('refuses a history that is not a list of positions of the game, naming what is wrong', () => {
    const variant = seahaven.variant();
    const start = deal(variant, 1);
    expect(() => hint(variant, start, { history: 5 as unknown as GameState[] }))
      .toThrow("hint: options.history must be an array of the game's positions; got 5.");
    expect(() => hint(variant, start, { history: [start, { piles: [] } as unknown as GameState] }))
      .toThrow(/^hint: options\.history\[1\] is not a position of Seahaven Towers: /);
  });
});

describe('hint: a history of any length', () => {
  it('a game gone round two positions a million times gets the hint those two positions alone get (each read once, the latest 5,000 at most)', () => {
    const variant = seahaven.variant();
    const game = new Game(variant, { seed: 5 });
    const there = legalMoves(variant, game.state).find((m) => m.kind === 'move' && m.from.startsWith('c') && m.to.startsWith('c')) as Move & { kind: 'move' };
    game.move(there);
    game.move({ kind: 'move', from: there.to, to: there.from, count: 1 });
    const two = game.positions(2);
    const looped = Array.from({ length: 1_000_000 }, (_, i) => two[i % 2] as GameState);
    const alone = hint(variant, game.state, { ...SAME_EVERYWHERE, history: two });
    expect(hint(variant, game.state, { ...SAME_EVERYWHERE, history: looped })).toEqual(alone);
    expect(alone.move).not.toBeNull();
  });
});

describe('hint: unlimited passes through the stock', () => {
  it('plans through a stock it has seen (every deal an ordinary move), so it proves a game lost once no pass can turn a card up: Klondike draw three deal 1 after 16 moves', async () => {
    const { findGame } = await import('@patience/games');
    const variant = findGame('klondike')?.game.variant({ draw: 3, redeals: 'unlimited' }) as Variant;
    const game = new Game(variant, { seed: 1 });
    let last = hint(variant, game, LOOK_AHEAD_ONLY);
    while (last.move !== null && !('lost' in last) && game.history().length < 3000) {
      game.move(last.move);
      last = hint(variant, game, LOOK_AHEAD_ONLY);
    }
    expect(game.history().length).toBe(16);
    expect(last).toEqual({
      move: { kind: 'move', from: 'waste', to: 't7', count: 1 },
      reason: 'The game can no longer be won: no line of moves wins it, whatever the hidden cards. This move only keeps play going.',
      lost: true,
    });
    // The proof read no hidden card; the thoughtful solver, which reads them all, agrees.
    expect(solve(variant, game.state, { peek: true, maxStates: 10_000, timeMs: 600_000 }).status).toBe('unwinnable');
  });
});
