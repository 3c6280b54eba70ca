import { describe, expect, it } from 'vitest';
import { Game, type CardId, type PileState } from '../src/index.js';
import { safeFoundationMoves, type GameState } from '../src/entries/engine.js';
import { cardId } from '../src/entries/cards.js';
import { formatMove } from '../src/entries/notation.js';
import { freecell } from './fixtures/freecell.js';
import { spiderLike } from './fixtures/spider-like.js';

const pile = (...cards: CardId[]): PileState => ({ cards, faceDown: 0 });
const run = (suit: 'clubs' | 'diamonds' | 'hearts' | 'spades', top: number): CardId[] =>
  Array.from({ length: top }, (_, i) => cardId((i + 1) as 1, suit));

/** FreeCell piles: t1..t8, then f1 clubs, f2 diamonds, f3 hearts, f4 spades, then c1..c4. */
function freecellPosition(tableau: PileState[], foundations: CardId[][]): GameState {
  const empty = pile();
  return {
    piles: [...tableau, ...Array.from({ length: 8 - tableau.length }, () => empty), ...foundations.map((cards) => pile(...cards)), empty, empty, empty, empty],
    redealsUsed: 0,
    score: 0,
    movesMade: 0,
  };
}

describe('safe moves to the foundations', () => {
  // Clubs home to 4, diamonds to 4, hearts none, spades to 3.
  const state = freecellPosition(
    [pile(cardId(5, 'diamonds')), pile(cardId(5, 'clubs')), pile(cardId(1, 'hearts')), pile(cardId(4, 'spades'))],
    [run('clubs', 4), run('diamonds', 4), [], run('spades', 3)],
  );

  it('offers only cards that no card still in play could be built on', () => {
    // Legal to the foundations: 5♦ (a black 4, the 4♠, is still out), 5♣ (the 4♥ is out),
    // A♥ (nothing builds on an Ace), 4♠ (the 3♥ is out). Only the Ace is safe.
    expect(safeFoundationMoves(freecell, state).map(formatMove)).toEqual(['t3>f3']);
  });

  it('becomes safe once every card that could build on it is home', () => {
    const later = freecellPosition(
      [pile(cardId(5, 'diamonds')), pile(cardId(5, 'clubs'))],
      [run('clubs', 4), run('diamonds', 4), run('hearts', 4), run('spades', 4)],
    );
    expect(safeFoundationMoves(freecell, later).map(formatMove)).toEqual(['t1>f2', 't2>f1']);
  });

  it('is empty for games whose foundations take only completed runs', () => {
    expect(safeFoundationMoves(spiderLike, new Game(spiderLike, { seed: 3 }).state)).toEqual([]);
  });
});

describe('Game.autoPlay and games from a position', () => {
  // Everything home but the four Kings, which wait in the cells (c1..c4), and the Queen of spades on t1.
  const nearlyWon = freecellPosition(
    [pile(cardId(12, 'spades'))],
    [run('clubs', 12), run('diamonds', 12), run('hearts', 12), run('spades', 11)],
  );
  const withKings: GameState = {
    ...nearlyWon,
    piles: nearlyWon.piles.map((p, i) => (i >= 12 ? pile(cardId(13, (['clubs', 'diamonds', 'hearts', 'spades'] as const)[i - 12] ?? 'clubs')) : p)),
  };

  it('plays every safe foundation move, each one undoable, and wins', () => {
    const game = new Game(freecell, { position: withKings });
    expect(game.seed).toBe(null);
    const played = game.autoPlay();
    expect(played.map((r) => r.notation)).toEqual(['t1>f4', 'c1>f1', 'c2>f2', 'c3>f3', 'c4>f4']);
    expect(game.isWon()).toBe(true);
    game.undo();
    expect(game.isWon()).toBe(false);
    expect(game.history().length).toBe(4);
  });

  it('saves its starting position and loads back to the same state', () => {
    const game = new Game(freecell, { position: withKings });
    game.move('t1>f4');
    const save = game.save();
    expect(save.seed).toBe(null);
    expect(save.start).toEqual(withKings);
    const loaded = Game.load(JSON.stringify(save), freecell);
    expect(loaded.state).toEqual(game.state);
  });

  it('refuses a position that loses a card', () => {
    const missing: GameState = { ...withKings, piles: withKings.piles.map((p, i) => (i === 0 ? pile() : p)) };
    expect(() => new Game(freecell, { position: missing })).toThrow('The position is not valid: piles: hold 51 of the deck\'s 52 cards.');
    const save = { ...new Game(freecell, { position: withKings }).save(), start: missing };
    expect(() => Game.load(save, freecell)).toThrow(
      "This save cannot be loaded: its starting position is wrong: The position is not valid: piles: hold 51 of the deck's 52 cards.",
    );
  });
});

describe('Game.moves with a source pile', () => {
  it('lists only the card moves from that pile', () => {
    const game = new Game(freecell, { seed: 1 });
    expect(game.moves({ from: 't2' }).map(formatMove)).toEqual(['t2>t6', 't2>c1', 't2>c2', 't2>c3', 't2>c4']);
    expect(game.moves({ from: 'c1' })).toEqual([]);
    expect(game.moves().length).toBe(36);
  });
});

describe('Game history owns its moves', () => {
  it('keeps the engine\'s frozen move, not the object the caller passed', () => {
    const game = new Game(freecell, { seed: 1 });
    const mine = { kind: 'move' as const, from: 't2' as const, to: 't6' as const, count: 1 };
    game.move(mine);
    mine.count = 99;
    const [record] = game.history();
    expect(record?.move).toEqual({ kind: 'move', from: 't2', to: 't6', count: 1 });
    expect(Object.isFrozen(record?.move)).toBe(true);
  });
});

describe('starting a Game from bad input', () => {
  it('refuses a start that is neither a seed nor a position, with a clear error', () => {
    expect(() => new Game(freecell, null as unknown as { seed: number })).toThrow('A game starts from { seed } or { position }, or from a random deal when left out; got null.');
    expect(() => new Game(freecell, {} as unknown as { seed: number })).toThrow('A game starts from { seed } or { position }, or from a random deal when left out; got an object.');
    expect(() => new Game(freecell, { seed: -1 })).toThrow('A deal number is a whole number from 0 to 4294967295; got -1.');
  });
});
