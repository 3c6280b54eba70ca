/**
 * The Game as a player's table: a move and the safe moves to the foundations it frees undo and redo as one
 * step, the counters follow, and `lastChange` says what each call did, for animation and announcements.
 */
import { describe, expect, it } from 'vitest';
import { Game, PatienceError } from '../src/index.js';
import { pileKind, pileTable, type GameState } from '../src/entries/engine.js';
import { cardCode } from '../src/entries/cards.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { caught, layout, position, seq } from './support/engine-helpers.js';

/** FreeCell near its end: moving the 5 of spades off the Ace of hearts lets the Ace and the 2 go home. */
const nearlyDone = position(freecell, {
  t1: 'AH 5S', t2: '6H', t3: '2H', t4: `${seq('H', 13, 7)} 5H 4H`, t5: `${seq('S', 13, 7)} 3H 6S`,
  f1: seq('C', 1, 13), f2: seq('D', 1, 13), f4: seq('S', 1, 4),
});

/** The piles of a position that are not empty, as text. */
function table(state: GameState): string[] {
  return layout(freecell, state).filter((line) => !line.endsWith(':') && !/^f[12]:/.test(line));
}

describe('Game session: automatic moves to the foundations', () => {
  it('are off by default: a move is a step of its own', () => {
    const game = new Game(freecell, { position: nearlyDone });
    expect(game.autoFoundation).toBe(false);
    game.move('t1>t2');
    expect(game.history().map((r) => r.notation)).toEqual(['t1>t2']);
    expect(game.lastChange).toMatchObject({ kind: 'move', effects: [] });
    expect(game.lastChange?.records.map((r) => r.notation)).toEqual(['t1>t2']);
  });

  it('with autoFoundation, follow the move in the same step, and one undo takes them all back', () => {
    const game = new Game(freecell, { position: nearlyDone }, { autoFoundation: true });
    const start = game.state;
    const record = game.move('t1>t2');
    // move() returns the player's move; lastChange has the whole step.
    expect(record.notation).toBe('t1>t2');
    expect(game.lastChange?.kind).toBe('move');
    expect(game.lastChange?.records.map((r) => r.notation)).toEqual(['t1>t2', 't1>f3', 't3>f3']);
    expect(table(game.state)).toEqual([
      't2: 6H 5S', 't4: KH QH JH TH 9H 8H 7H 5H 4H', 't5: KS QS JS TS 9S 8S 7S 3H 6S', 'f3: AH 2H', 'f4: AS 2S 3S 4S',
    ]);
    expect([game.movesMade, game.stepSizes(), game.history().length]).toEqual([3, [3], 3]);
    const after = game.state;

    expect(game.undo()?.notation).toBe('t1>t2');
    expect(game.state).toBe(start);
    expect(game.lastChange?.kind).toBe('undo');
    expect(game.lastChange?.records.map((r) => r.notation)).toEqual(['t1>t2', 't1>f3', 't3>f3']);
    expect([game.movesMade, game.canUndo(), game.canRedo(), game.history()]).toEqual([0, false, true, []]);

    expect(game.redo()?.notation).toBe('t1>t2');
    expect(game.state).toBe(after);
    expect(game.lastChange?.kind).toBe('redo');
    expect([game.movesMade, game.stepSizes()]).toEqual([3, [3]]);
  });

  it('collect the effects of every move of the step, in order', () => {
    const game = new Game(klondike, { seed: 2 }, { autoFoundation: true });
    game.move('t3>t1');
    expect(game.lastChange?.records.map((r) => r.notation)).toEqual(['t3>t1', 't5>f1']);
    expect(game.lastChange?.effects.map((e) => (e.kind === 'turned-up' ? `${e.pile} ${cardCode(e.card)}` : e.kind))).toEqual(['t3 JS', 't5 4H']);
    expect(game.score).toBe(game.state.score);
  });

  it('turning them on plays the safe moves now as one step; turning them off plays nothing', () => {
    const start = position(freecell, { ...{ t1: '5S AH', t2: '6H' }, t3: '2H', t4: `${seq('H', 13, 7)} 5H 4H`, t5: `${seq('S', 13, 7)} 3H 6S`, f1: seq('C', 1, 13), f2: seq('D', 1, 13), f4: seq('S', 1, 4) });
    const game = new Game(freecell, { position: start });
    game.move('t2>c1');
    expect(game.setAutoFoundation(true).map((r) => r.notation)).toEqual(['t1>f3', 't3>f3']);
    expect(game.autoFoundation).toBe(true);
    expect(game.lastChange?.kind).toBe('auto');
    expect(game.stepSizes()).toEqual([1, 2]);
    game.undo();
    expect(game.history().map((r) => r.notation)).toEqual(['t2>c1']);
    expect(game.setAutoFoundation(false)).toEqual([]);
    expect(game.autoFoundation).toBe(false);
    // The step undone can still be redone: turning the option off changed nothing.
    expect(game.canRedo()).toBe(true);
  });

  it('autoPlay plays each safe move as a step of its own', () => {
    const start = position(freecell, { t1: '5S AH', t2: '6H', t3: '2H', t4: `${seq('H', 13, 7)} 5H 4H`, t5: `${seq('S', 13, 7)} 3H 6S`, f1: seq('C', 1, 13), f2: seq('D', 1, 13), f4: seq('S', 1, 4) });
    const game = new Game(freecell, { position: start });
    expect(game.autoPlay().map((r) => r.notation)).toEqual(['t1>f3', 't3>f3']);
    expect(game.lastChange?.kind).toBe('auto');
    expect(game.stepSizes()).toEqual([1, 1]);
  });

  it('refuses an autoFoundation that is not a boolean', () => {
    expect(caught(() => new Game(freecell, { seed: 1 }, { autoFoundation: 'yes' as unknown as boolean }))).toMatchObject({
      code: 'invalid-option', message: 'Game: options.autoFoundation must be true or false; got "yes".',
    });
    const game = new Game(freecell, { seed: 1 });
    expect(caught(() => game.setAutoFoundation(1 as unknown as boolean))).toMatchObject({ code: 'invalid-option' });
    expect(game.autoFoundation).toBe(false);
  });
});

describe('Game session: restart, counters, saves with steps', () => {
  it('restart takes back every step and says which moves', () => {
    const game = new Game(freecell, { position: nearlyDone }, { autoFoundation: true });
    game.move('t1>t2');
    game.move('t2>c1');
    game.restart();
    expect(game.lastChange?.kind).toBe('restart');
    expect(game.lastChange?.records.map((r) => r.notation)).toEqual(['t1>t2', 't1>f3', 't3>f3', 't2>c1']);
    expect([game.movesMade, game.state]).toEqual([0, nearlyDone]);
    expect(game.redo()?.notation).toBe('t1>t2');
    expect(game.movesMade).toBe(3);
  });

  it('a new step clears the redo list', () => {
    const game = new Game(freecell, { position: nearlyDone }, { autoFoundation: true });
    game.move('t1>t2');
    game.undo();
    game.move('t1>c1');
    expect(game.canRedo()).toBe(false);
    expect(game.history().map((r) => r.notation)).toEqual(['t1>c1', 't1>f3', 't3>f3']);
  });

  it('Game.load groups the saved moves by steps, and does not add automatic moves to them', () => {
    const game = new Game(freecell, { position: nearlyDone }, { autoFoundation: true });
    game.move('t1>t2');
    game.move('t2>c1');
    const loaded = Game.load(game.save(), freecell, { autoFoundation: true, steps: game.stepSizes() });
    expect(loaded.state).toEqual(game.state);
    expect([loaded.stepSizes(), loaded.autoFoundation, loaded.lastChange]).toEqual([[3, 1], true, null]);
    loaded.undo();
    loaded.undo();
    expect(loaded.state).toEqual(nearlyDone);
    // Without steps, each saved move is a step of its own.
    expect(Game.load(game.save(), freecell).stepSizes()).toEqual([1, 1, 1, 1]);
  });

  it('Game.load refuses steps that do not fit the save', () => {
    const game = new Game(freecell, { position: nearlyDone }, { autoFoundation: true });
    game.move('t1>t2');
    const error = caught(() => Game.load(game.save(), freecell, { steps: [2] }));
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).toMatchObject({ code: 'invalid-save', message: 'This save cannot be loaded: its steps add up to 2 moves, but it has 3.' });
    expect(caught(() => Game.load(game.save(), freecell, { steps: [0, 3] }))).toMatchObject({
      code: 'invalid-save', message: 'This save cannot be loaded: its steps are whole numbers from 1, one per step; got an array.',
    });
  });
});

describe('pileTable and pileKind', () => {
  it('lay out the piles of a variant by kind', () => {
    const piles = pileTable(klondike);
    expect(piles.ids.join(' ')).toBe('t1 t2 t3 t4 t5 t6 t7 f1 f2 f3 f4 stock waste');
    expect([piles.tableauStart, piles.tableauEnd, piles.foundationStart, piles.foundationEnd, piles.cellStart, piles.cellEnd, piles.stock, piles.waste])
      .toEqual([0, 7, 7, 11, 11, 11, 11, 12]);
    expect(piles.kinds[12]).toBe('waste');
    expect(piles.indexOf.get('f2')).toBe(8);
    expect([piles.foundationSuit, piles.totalCards]).toEqual([[0, 1, 2, 3], 52]);
    expect(pileTable(klondike)).toBe(piles);
  });

  it('give each foundation its suit in a two-deck game', () => {
    const piles = pileTable(spiderLike);
    expect(piles.foundationEnd - piles.foundationStart).toBe(8);
    expect(piles.foundationSuit).toEqual(piles.foundationSuit.map((_, i) => piles.foundationSuit[i % 4]));
    expect(piles.foundationsBySuit.flat().length).toBe(8);
  });

  it('cannot be changed by a caller', () => {
    const piles = pileTable(freecell);
    expect(Object.isFrozen(piles) && Object.isFrozen(piles.ids) && Object.isFrozen(piles.foundationSuit)).toBe(true);
    expect('set' in piles.indexOf).toBe(false);
    expect([piles.cellStart, piles.cellEnd, piles.stock]).toEqual([12, 16, -1]);
  });

  it('pileKind reads the kind from the id alone', () => {
    expect(['t3', 'f12', 'c1', 'stock', 'waste', 't0', 'x1', 'f', 'T3'].map(pileKind)).toEqual([
      'tableau', 'foundation', 'cell', 'stock', 'waste', null, null, null, null,
    ]);
  });
});
