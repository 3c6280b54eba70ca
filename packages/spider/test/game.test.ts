/**
 * Real play through the `Game` facade: eighteen moves and a deal of one-suit Spider deal 1, chosen from the
 * legal moves; then positions one move from completing a run and one move from the win.
 */
import { Game, gameSource, type MoveRecord } from '@patience/core';
import { cardCode } from '@patience/core/cards';
import { parseCards } from '@patience/core/snapshot';
import { describe, expect, it } from 'vitest';
import { spider } from '../src/index.js';
import { layout, position, seq } from './support.js';

const oneSuit = spider.variant({ suits: 1 });

/** A move record in a line: notation, the cards carried, and what happened by itself. */
function line(record: MoveRecord): string {
  const effects = record.effects.map((e) =>
    e.kind === 'turned-up' ? `, ${e.pile} turns up ${cardCode(e.card)}` : `, ${e.from} lifted to ${e.to}: ${e.cards.map(cardCode).join(' ')}`,
  );
  return `${record.notation} ${record.cards.map(cardCode).join(' ')}${effects.join('')}`;
}

/** The legal moves of a game in notation. */
function moves(game: Game): string {
  return game.moves().map((m) => (m.kind === 'move' ? `${m.from}>${m.to}${m.count > 1 ? `x${m.count}` : ''}` : 'd')).join(' ');
}

describe('one-suit Spider, deal 1, played through Game', () => {
  const BEFORE_THE_DEAL = ['t6>t2', 't1>t10', 't7>t3', 't8>t9', 't3>t10x2', 't10>t7x4', 't8>t6', 't1>t6', 't2>t10', 't9>t4x2', 't10>t9x2', 't4>t3x3'];
  const AFTER_THE_DEAL = ['t3>t4', 't7>t2', 't1>t5', 't3>t2x4', 't2>t1x6'];

  function played(): Game {
    const game = new Game(oneSuit, { seed: 1 });
    for (const move of [...BEFORE_THE_DEAL, 'd', ...AFTER_THE_DEAL]) game.move(move);
    return game;
  }

  it('twelve moves build the low spades into runs and turn up ten cards', () => {
    const game = new Game(oneSuit, { seed: 1 });
    const records = BEFORE_THE_DEAL.map((move) => line(game.move(move)));
    expect(records).toEqual([
      't6>t2 JS, t6 turns up KS',
      't1>t10 3S, t1 turns up JS',
      't7>t3 AS, t7 turns up 5S',
      't8>t9 AS, t8 turns up QS',
      't3>t10x2 2S AS, t3 turns up 4S',
      't10>t7x4 4S 3S 2S AS, t10 turns up QS',
      't8>t6 QS, t8 turns up 7S',
      't1>t6 JS, t1 turns up 7S',
      't2>t10 JS',
      't9>t4x2 2S AS, t9 turns up KS',
      't10>t9x2 QS JS, t10 turns up 4S',
      't4>t3x3 3S 2S AS, t4 turns up AS',
    ]);
    expect(layout(oneSuit, game.state).slice(0, 10)).toEqual([
      't1: KS 8S 5S | 7S',
      't2: 9S TS 8S 6S 3S | QS',
      't3: 8S 5S 2S QS | 4S 3S 2S AS',
      't4: 9S JS JS QS | AS',
      't5: TS 7S TS 7S | 7S',
      't6: 5S 7S 3S | KS QS JS',
      't7: TS 9S KS | 5S 4S 3S 2S AS',
      't8: 5S 7S | 7S',
      't9: 8S KS 8S | KS QS JS',
      't10: 2S 5S | 4S',
    ]);
    expect(moves(game)).toBe('t3>t10x3 t6>t2 t7>t10x3 t9>t2 d');
    expect(game.score).toBe(488);
  });

  it('the deal covers every column with one face-up card from the top of the stock', () => {
    const game = new Game(oneSuit, { seed: 1 });
    for (const move of BEFORE_THE_DEAL) game.move(move);
    expect(game.dealsLeft()).toBe(5);
    expect(line(game.deal())).toBe('d 3S 6S QS KS 4S 9S 5S 4S 4S 9S');
    expect(game.dealsLeft()).toBe(4);
    expect(layout(oneSuit, game.state).slice(0, 10)).toEqual([
      't1: KS 8S 5S | 7S 3S',
      't2: 9S TS 8S 6S 3S | QS 6S',
      't3: 8S 5S 2S QS | 4S 3S 2S AS QS',
      't4: 9S JS JS QS | AS KS',
      't5: TS 7S TS 7S | 7S 4S',
      't6: 5S 7S 3S | KS QS JS 9S',
      't7: TS 9S KS | 5S 4S 3S 2S AS 5S',
      't8: 5S 7S | 7S 4S',
      't9: 8S KS 8S | KS QS JS 4S',
      't10: 2S 5S | 4S 9S',
    ]);
    expect(moves(game)).toBe('t1>t5 t1>t8 t1>t9 t3>t4 t5>t7 t7>t2 t8>t7 t9>t7 d');
  });

  it('five more moves gather 7♠ to A♠ in column 1; the score is 500 less one a move', () => {
    const game = played();
    expect(game.history().slice(-5).map(line)).toEqual([
      't3>t4 QS',
      't7>t2 5S',
      't1>t5 3S',
      't3>t2x4 4S 3S 2S AS, t3 turns up QS',
      't2>t1x6 6S 5S 4S 3S 2S AS',
    ]);
    expect(layout(oneSuit, game.state)).toEqual([
      't1: KS 8S 5S | 7S 6S 5S 4S 3S 2S AS',
      't2: 9S TS 8S 6S 3S | QS',
      't3: 8S 5S 2S | QS',
      't4: 9S JS JS QS | AS KS QS',
      't5: TS 7S TS 7S | 7S 4S 3S',
      't6: 5S 7S 3S | KS QS JS 9S',
      't7: TS 9S KS | 5S 4S 3S 2S AS',
      't8: 5S 7S | 7S 4S',
      't9: 8S KS 8S | KS QS JS 4S',
      't10: 2S 5S | 4S 9S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: JS 6S JS QS 3S 3S TS JS TS AS 4S AS 8S KS 6S 2S 4S AS AS 6S TS QS KS 7S 6S TS 9S 8S 8S 2S 2S AS 9S 9S 3S 2S 6S 5S JS 6S |',
    ]);
    expect(moves(game)).toBe('t1>t5x2 t1>t8x3 t1>t9x3 t5>t8 t5>t9 t7>t5x2 t7>t8x3 t7>t9x3 d');
    expect(game.state.movesMade).toBe(18);
    expect(game.score).toBe(482);
    expect(game.isWon()).toBe(false);
    expect(game.isStuck()).toBe(false);
  });

  it('undo and redo step through the same positions', () => {
    const game = played();
    const end = game.snapshot();
    expect(line(game.undo() as MoveRecord)).toBe('t2>t1x6 6S 5S 4S 3S 2S AS');
    expect(line(game.undo() as MoveRecord)).toBe('t3>t2x4 4S 3S 2S AS, t3 turns up QS');
    // The turned-up Queen is face down again, and the score is back to 484.
    expect(layout(oneSuit, game.state).slice(0, 3)).toEqual([
      't1: KS 8S 5S | 7S',
      't2: 9S TS 8S 6S 3S | QS 6S 5S',
      't3: 8S 5S 2S QS | 4S 3S 2S AS',
    ]);
    expect(game.score).toBe(484);
    expect(game.canRedo()).toBe(true);
    expect(game.redo()?.notation).toBe('t3>t2x4');
    expect(game.redo()?.notation).toBe('t2>t1x6');
    expect(game.redo()).toBeNull();
    expect(game.snapshot()).toEqual(end);
    // A new move after an undo clears what could be redone.
    game.undo();
    game.move('t2>t5x2');
    expect(game.canRedo()).toBe(false);
    expect(layout(oneSuit, game.state)[4]).toBe('t5: TS 7S TS 7S | 7S 4S 3S 2S AS');
  });

  it('save, then Game.load, gives the same game', () => {
    const game = played();
    game.undo();
    const save = game.save();
    expect(save).toEqual({
      format: 'patience-save',
      version: 1,
      variant: { id: 'spider', rulesVersion: '1', options: { suits: 1, dealWithEmptyColumns: 'forbid' } },
      seed: 1,
      moves: 't6>t2 t1>t10 t7>t3 t8>t9 t3>t10x2 t10>t7x4 t8>t6 t1>t6 t2>t10 t9>t4x2 t10>t9x2 t4>t3x3 d t3>t4 t7>t2 t1>t5 t3>t2x4',
    });
    for (const loaded of [Game.load(JSON.stringify(save), oneSuit), Game.load(save, gameSource([spider]))]) {
      expect(loaded.snapshot()).toEqual(game.snapshot());
      expect(loaded.history().map(line)).toEqual(game.history().map(line));
      expect(loaded.score).toBe(483);
      // Undone moves are not saved.
      expect(loaded.canRedo()).toBe(false);
    }
  });
});

describe('completing runs through Game', () => {
  /** Codes of one-suit cards in copies `copies`, King first in each rank, leaving out `except`. */
  function spades(copies: readonly number[], except: readonly string[]): string[] {
    const out: string[] = [];
    for (let rank = 13; rank >= 1; rank--) {
      for (const copy of copies) {
        const code = seq('S', rank, rank, copy);
        if (!except.includes(code)) out.push(code);
      }
    }
    return out;
  }

  it('one move from completing a run: the run is lifted, the card under it turns up, the score gains 100', () => {
    // All 104 cards: one run already home; column 1 holds K♠ to 2♠ on a face-down 5♠; column 2 an A♠ on
    // a face-down 9♠; the other cards lie face down under one face-up card in columns 3 to 10, or in the stock.
    const rest = spades([1, 2, 3, 4, 5, 6], ['5S#6', '9S#6']);
    const column = (i: number): string => `${rest.slice(20 + i * 7, 26 + i * 7).join(' ')} | ${rest[26 + i * 7] ?? ''}`;
    const piles: Record<string, string> = {
      t1: `5S#6 | ${seq('S', 13, 2)}`,
      t2: '9S#6 | AS',
      f1: seq('S', 13, 1, 7),
      stock: rest.slice(0, 20).join(' '),
    };
    for (let i = 0; i < 8; i++) piles[`t${i + 3}`] = column(i);
    const game = new Game(oneSuit, { position: { ...position(oneSuit, piles), score: 559, movesMade: 41 } });
    expect(layout(oneSuit, game.state).slice(0, 4)).toEqual([
      't1: 5S | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S',
      't2: 9S | AS',
      't3: TS TS TS TS 9S 9S | 9S',
      't4: 9S 9S 8S 8S 8S 8S | 8S',
    ]);
    expect(game.dealsLeft()).toBe(2);
    expect(moves(game)).toBe('t1>t3x7 t1>t4x6 t1>t5x5 t1>t6x3 t1>t7x2 t1>t8 t2>t1 t2>t9 t4>t3 t5>t4 t7>t6 t8>t7 t9>t8 t10>t1 t10>t9 d');
    const record = game.move('t2>t1');
    expect(line(record)).toBe('t2>t1 AS, t1 lifted to f2: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS, t1 turns up 5S, t2 turns up 9S');
    expect(record.effects[0]).toEqual({ kind: 'run-lifted', from: 't1', to: 'f2', cards: parseCards(seq('S', 13, 1)) });
    expect(layout(oneSuit, game.state).slice(0, 2)).toEqual(['t1: 5S', 't2: 9S']);
    expect(layout(oneSuit, game.state).slice(10, 12)).toEqual([
      'f1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
      'f2: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
    ]);
    expect(game.score).toBe(658);
    expect(game.isWon()).toBe(false);
    // Undo puts the run back, face-down cards and score too.
    game.undo();
    expect(layout(oneSuit, game.state).slice(0, 2)).toEqual(['t1: 5S | KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S', 't2: 9S | AS']);
    expect(game.score).toBe(559);
  });

  it('one move from the win: the eighth run is lifted and the game is won', () => {
    const home = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((copy) => [`f${copy}`, seq('S', 13, 1, copy)]));
    const game = new Game(oneSuit, { position: { ...position(oneSuit, { ...home, t1: seq('S', 13, 2), t2: 'AS' }), score: 1100 } });
    // Any part of the run into one of the eight empty columns (12 × 8), or the Ace onto the 2 or into a column.
    expect(moves(game).split(' ').slice(0, 3)).toEqual(['t1>t3', 't1>t3x2', 't1>t3x3']);
    expect(moves(game).split(' ').slice(96)).toEqual(['t2>t1', 't2>t3', 't2>t4', 't2>t5', 't2>t6', 't2>t7', 't2>t8', 't2>t9', 't2>t10']);
    expect(game.moves()).toHaveLength(105);
    expect(game.isWon()).toBe(false);
    const record = game.move('t2>t1');
    expect(line(record)).toBe('t2>t1 AS, t1 lifted to f8: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS');
    expect(game.isWon()).toBe(true);
    expect(game.isStuck()).toBe(false);
    expect(game.moves()).toEqual([]);
    expect(game.score).toBe(1199);
    expect(game.snapshot().won).toBe(true);
    const again = Game.load(game.save(), oneSuit);
    expect(again.isWon()).toBe(true);
    expect(again.snapshot()).toEqual(game.snapshot());
  });
});
