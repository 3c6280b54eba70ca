/**
 * The Game facade: a thin stateful layer over the pure engine, in the style of chess.js.
 */
import { describe, expect, it } from 'vitest';
import { defineVariant, extendVariant, Game, IllegalMoveError, PatienceError } from '../src/index.js';
import { applyMove, deal, gameStatus, isGameOver, legalMoves } from '../src/entries/engine.js';
import { cardCode } from '../src/entries/cards.js';
import { formatMoves } from '../src/entries/notation.js';
import { snapshot } from '../src/entries/snapshot.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { card, caught, DEAL, mv, position, seq } from './support/engine-helpers.js';

/** Every card starts in the stock and goes home straight from the waste: a game a simple policy always wins. */
const stockPatience = defineVariant({
  id: 'stock-patience',
  name: 'Stock patience',
  layout: { tableau: [{ cards: 0, faceDown: 0 }] },
  rules: { tableau: { emptyAccepts: 'none' }, stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' } },
});

/** Plays a card home whenever one can go, otherwise deals or turns the waste over, until nothing is left. */
function playHome(game: Game): void {
  for (let i = 0; i < 5000; i++) {
    const moves = game.moves();
    const next = moves.find((m) => m.kind === 'move') ?? moves[0];
    if (!next) return;
    game.move(next);
  }
}

describe('Game: starting', () => {
  it('deals the variant with the seed', () => {
    const game = new Game(klondike, { seed: 1 });
    expect(game.variant).toBe(klondike);
    expect(game.seed).toBe(1);
    expect(game.state).toEqual(deal(klondike, 1));
    expect(game.score).toBe(0);
    expect(game.history()).toEqual([]);
    expect(game.canUndo()).toBe(false);
    expect(game.canRedo()).toBe(false);
    expect(game.isWon()).toBe(false);
    expect(game.isStuck()).toBe(false);
  });

  it('refuses a bad seed', () => {
    expect(caught(() => new Game(klondike, { seed: 1.5 }))).toMatchObject({
      code: 'invalid-seed', message: 'A deal number is a whole number from 0 to 4294967295; got 1.5.',
    });
  });

  it('shows a pile, and refuses a pile the game does not have', () => {
    const game = new Game(klondike, { seed: 1 });
    expect(game.pile('t2')).toEqual({ cards: [card('AC'), card('5S')], faceDown: 1 });
    const error = caught(() => game.pile('t9'));
    // A query, not a move: a plain PatienceError.
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).not.toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code: 'unknown-pile', message: 'There is no pile "t9" in Klondike.' });
  });
});

describe('Game: moves and move', () => {
  it('lists the legal moves', () => {
    const game = new Game(klondike, { seed: 2 });
    expect(game.moves()).toEqual([mv('t3', 't1'), mv('t5', 'f1'), DEAL]);
    expect(game.moves()).toEqual(legalMoves(klondike, game.state));
  });

  it('makes a move given as data and returns what it did', () => {
    const game = new Game(klondike, { seed: 1 });
    const before = game.state;
    const record = game.move({ kind: 'move', from: 't5', to: 't1', count: 1 });
    expect(record).toEqual({
      move: mv('t5', 't1'), notation: 't5>t1', cards: [card('8D')], effects: [{ kind: 'turned-up', pile: 't5', card: card('JC') }],
    });
    expect(game.state).toEqual(applyMove(klondike, before, mv('t5', 't1')).state);
    expect(before).toEqual(deal(klondike, 1));
  });

  it('makes a move given in notation', () => {
    const game = new Game(klondike, { seed: 1 });
    expect(game.move('d')).toEqual({ move: DEAL, notation: 'd', cards: [card('3D')], effects: [] });
    expect(game.move('t5>t1').notation).toBe('t5>t1');
    expect(game.history().map((r) => r.notation)).toEqual(['d', 't5>t1']);
  });

  it('refuses an illegal move with a typed error and changes nothing', () => {
    const game = new Game(klondike, { seed: 1 });
    game.move('d');
    game.undo();
    const state = game.state;
    const copy = structuredClone(state);
    const error = caught(() => game.move('t1>t2'));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({
      code: 'does-not-build', message: 'The 9 of clubs cannot go on the 5 of spades: build down in alternating colours.',
    });
    expect(game.state).toBe(state);
    expect(game.state).toEqual(copy);
    expect(game.history()).toEqual([]);
    // The move that was undone can still be redone.
    expect(game.canRedo()).toBe(true);
  });

  it('refuses bad notation with invalid-notation', () => {
    const game = new Game(klondike, { seed: 1 });
    const state = game.state;
    const error = caught(() => game.move('t1-t2'));
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).toMatchObject({
      code: 'invalid-notation',
      message: '"t1-t2" is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.',
    });
    expect(game.state).toBe(state);
  });

  it('tryMove returns the record or the refusal as a value', () => {
    const game = new Game(klondike, { seed: 1 });
    const refused = game.tryMove(mv('t1', 't2'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatchObject({ code: 'does-not-build' });
    const badText = game.tryMove('t1>');
    expect(badText.ok).toBe(false);
    if (!badText.ok) expect(badText.error.code).toBe('invalid-notation');
    const made = game.tryMove('t5>t1');
    expect(made.ok).toBe(true);
    if (made.ok) expect(made.value.notation).toBe('t5>t1');
    expect(game.history()).toHaveLength(1);
  });

  it('whyIllegal says why, or null', () => {
    const game = new Game(klondike, { seed: 1 });
    expect(game.whyIllegal(mv('t5', 't1'))).toBeNull();
    expect(game.whyIllegal({ kind: 'redeal' })).toMatchObject({
      code: 'stock-not-empty', message: 'You may turn the waste over only when the stock is empty.',
    });
  });
});

describe('Game: dealing', () => {
  it('deals from the stock when it may', () => {
    const game = new Game(klondike, { seed: 1 });
    expect(game.canDeal()).toBe(true);
    expect(game.dealsLeft()).toBe(24);
    expect(game.deal().cards.map(cardCode)).toEqual(['3D']);
    expect(game.dealsLeft()).toBe(23);
    expect(game.redealsLeft()).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses to deal without a stock, changing nothing', () => {
    const game = new Game(freecell, { seed: 1 });
    const state = game.state;
    expect(game.canDeal()).toBe(false);
    expect(caught(() => game.deal())).toMatchObject({ code: 'no-stock', message: 'FreeCell has no stock.' });
    expect(game.state).toBe(state);
    expect(game.dealsLeft()).toBe(0);
    expect(game.redealsLeft()).toBe(0);
  });
});

describe('Game: undo, redo, history, restart', () => {
  it('undo and redo restore the exact positions', () => {
    const game = new Game(klondike, { seed: 1 });
    const s0 = game.state;
    const copy0 = structuredClone(s0);
    const first = game.move('t5>t1');
    const s1 = game.state;
    const copy1 = structuredClone(s1);
    const second = game.move('d');
    const s2 = game.state;

    expect(game.undo()).toBe(second);
    expect(game.state).toBe(s1);
    expect(game.state).toEqual(copy1);
    expect(game.undo()).toBe(first);
    expect(game.state).toBe(s0);
    expect(game.state).toEqual(copy0);
    expect(game.undo()).toBeNull();
    expect(game.canUndo()).toBe(false);
    expect(game.canRedo()).toBe(true);

    expect(game.redo()).toBe(first);
    expect(game.state).toBe(s1);
    expect(game.redo()).toBe(second);
    expect(game.state).toBe(s2);
    expect(game.redo()).toBeNull();
    expect(game.canRedo()).toBe(false);
  });

  it('a new move clears the moves that could be redone', () => {
    const game = new Game(klondike, { seed: 1 });
    game.move('t5>t1');
    game.move('d');
    game.undo();
    expect(game.canRedo()).toBe(true);
    game.move('d');
    expect(game.canRedo()).toBe(false);
    expect(game.redo()).toBeNull();
    expect(game.history().map((r) => r.notation)).toEqual(['t5>t1', 'd']);
  });

  it('history lists the moves made, oldest first, without the undone ones', () => {
    const game = new Game(klondike, { seed: 1 });
    for (const m of ['d', 'd', 'd', 't5>t1']) game.move(m);
    game.undo();
    expect(game.history().map((r) => r.notation)).toEqual(['d', 'd', 'd']);
    expect(game.history().map((r) => r.cards.map(cardCode).join(''))).toEqual(['3D', '7S', 'QH']);
  });

  it('restart goes back to the deal and keeps the moves for redo', () => {
    const game = new Game(klondike, { seed: 1 });
    const opening = game.state;
    for (const m of ['d', 't5>t1', 'd']) game.move(m);
    const end = game.state;
    game.restart();
    expect(game.state).toBe(opening);
    expect(game.history()).toEqual([]);
    while (game.redo()) {
      // redo every move
    }
    expect(game.state).toBe(end);
    expect(game.history().map((r) => r.notation)).toEqual(['d', 't5>t1', 'd']);
  });
});

describe('Game: score and status', () => {
  it('keeps the score of the variant', () => {
    const game = new Game(spiderLike, { seed: 1 });
    expect(game.score).toBe(500);
    game.move('t1>t10');
    expect(game.score).toBe(499);
    game.deal();
    expect(game.score).toBe(498);
    game.undo();
    game.undo();
    expect(game.score).toBe(500);
  });

  it('is won when every card is home', () => {
    const game = new Game(stockPatience, { seed: 1 });
    playHome(game);
    expect(game.isWon()).toBe(true);
    expect(game.isStuck()).toBe(false);
    expect(game.moves()).toEqual([]);
    expect(game.history()).toHaveLength(257);
    expect(game.state.redealsUsed).toBe(5);
    expect(game.snapshot()).toMatchObject({ won: true, stuck: false, dealsLeft: 0, legalMoves: [] });
    expect(Game.load(game.save(), stockPatience).isWon()).toBe(true);
    game.undo();
    expect(game.isWon()).toBe(false);
    // The King of clubs is the last card, alone on the waste with the stock empty.
    expect(formatMoves(game.moves())).toBe('waste>f1 r');
    expect(game.pile('waste').cards).toEqual([card('KC')]);
  });

  it('is won from a position one move from home', () => {
    const before = new Game(klondike, { seed: 1 });
    const nearlyWon = position(klondike, { t3: 'KS', f1: seq('C', 1, 13), f2: seq('D', 1, 13), f3: seq('H', 1, 13), f4: seq('S', 1, 12) });
    const game = new Game(klondike, { position: nearlyWon });
    expect(game.seed).toBeNull();
    expect(game.state).toEqual(nearlyWon);
    expect(before.isWon()).toBe(false);
    expect(formatMoves(game.moves())).toBe('t3>t1 t3>t2 t3>t4 t3>t5 t3>t6 t3>t7 t3>f4');
    game.move('t3>f4');
    expect(game.isWon()).toBe(true);
    expect(game.isStuck()).toBe(false);
    expect(game.moves()).toEqual([]);
    game.undo();
    expect(game.state).toEqual(nearlyWon);
  });

  it('starts from a snapshot of another game', () => {
    const other = new Game(klondike, { seed: 2 });
    other.move('t5>f1');
    other.deal();
    const game = new Game(klondike, { position: other.snapshot() });
    expect(game.state).toEqual(other.state);
    expect(game.moves()).toEqual(other.moves());
    expect(caught(() => new Game(klondike, { position: { piles: [] } }))).toMatchObject({ code: 'invalid-snapshot' });
  });

  it('is stuck when no move and no deal is left', () => {
    const noRedeal = extendVariant(stockPatience, {
      id: 'stock-patience-once', name: 'Stock patience (once)', rules: { stock: { kind: 'draw-to-waste', draw: 1, redeals: 0 } },
    });
    const game = new Game(noRedeal, { seed: 1 });
    playHome(game);
    expect(game.isStuck()).toBe(true);
    expect(game.isWon()).toBe(false);
    expect(game.history()).toHaveLength(58);
    expect(game.pile('waste').cards).toHaveLength(46);
    expect(game.snapshot()).toMatchObject({ won: false, stuck: true, dealsLeft: 0, redealsLeft: 0 });
  });

  it('deals a random deal when started with the variant alone, and records its seed', () => {
    const seeds = new Set<number | null>();
    for (let i = 0; i < 8; i++) {
      const game = new Game(klondike);
      expect(Number.isInteger(game.seed) && (game.seed as number) >= 0 && (game.seed as number) <= 0xffffffff).toBe(true);
      expect(game.state).toEqual(new Game(klondike, { seed: game.seed as number }).state);
      expect(Game.load(game.save(), klondike).state).toEqual(game.state);
      seeds.add(game.seed);
    }
    // Eight draws from 2^32 deal numbers: a repeat would mean the seed is not random.
    expect(seeds.size).toBe(8);
    expect(caught(() => new Game(klondike, {} as never))).toMatchObject({
      code: 'invalid-seed', message: 'A game starts from { seed } or { position }, or from a random deal when left out; got an object.',
    });
  });

  it('status() says playing, won or lost, and isGameOver() whether it is not playing', () => {
    const noRedeal = extendVariant(stockPatience, {
      id: 'stock-patience-once', name: 'Stock patience (once)', rules: { stock: { kind: 'draw-to-waste', draw: 1, redeals: 0 } },
    });
    const lost = new Game(noRedeal, { seed: 1 });
    expect([lost.status(), lost.isGameOver()]).toEqual(['playing', false]);
    playHome(lost);
    expect([lost.status(), lost.isGameOver(), gameStatus(noRedeal, lost.state), isGameOver(noRedeal, lost.state)]).toEqual(['lost', true, 'lost', true]);
    lost.undo();
    expect([lost.status(), lost.isGameOver()]).toEqual(['playing', false]);
    const won = new Game(stockPatience, { seed: 1 });
    playHome(won);
    expect([won.status(), won.isGameOver(), gameStatus(stockPatience, won.state)]).toEqual(['won', true, 'won']);
    expect(caught(() => gameStatus(klondike, { ...won.state, piles: [] }))).toMatchObject({ code: 'invalid-snapshot' });
  });

  it('snapshot() is the snapshot of the current position', () => {
    const game = new Game(klondike, { seed: 1 });
    game.move('d');
    expect(game.snapshot()).toEqual(snapshot(klondike, game.state));
  });
});
