import { describe, expect, it } from 'vitest';
import { PatienceError, type Move } from '../src/index.js';
import { deal, legalMoves, pileIds } from '../src/entries/engine.js';
import { formatMove, formatMoves, parseMove, parseMoves } from '../src/entries/notation.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { yukon } from './fixtures/yukon.js';

/** What a refusal says: its code and its whole message. */
interface Refusal {
  readonly code: string;
  readonly message: string;
}

/** Runs `f`, which must throw a PatienceError, and returns its code and message. */
function refusal(f: () => unknown): Refusal {
  try {
    f();
  } catch (error) {
    if (error instanceof PatienceError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a PatienceError, but nothing was thrown');
}

const HOW_TO_WRITE = 'write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.';

/** The refusal of a text that is not a move. */
function notAMove(shown: string): Refusal {
  return { code: 'invalid-notation', message: `${shown} is not a move: ${HOW_TO_WRITE}` };
}

describe('the move notation: "parseMove(formatMove(m)) equals m"', () => {
  const examples: readonly (readonly [string, Move])[] = [
    ['t3>t5', { kind: 'move', from: 't3', to: 't5', count: 1 }],
    ['t3>t5x4', { kind: 'move', from: 't3', to: 't5', count: 4 }],
    ['t1>f2', { kind: 'move', from: 't1', to: 'f2', count: 1 }],
    ['waste>t4', { kind: 'move', from: 'waste', to: 't4', count: 1 }],
    ['waste>f2', { kind: 'move', from: 'waste', to: 'f2', count: 1 }],
    ['c1>t7', { kind: 'move', from: 'c1', to: 't7', count: 1 }],
    ['t8>c4', { kind: 'move', from: 't8', to: 'c4', count: 1 }],
    ['f3>t1', { kind: 'move', from: 'f3', to: 't1', count: 1 }],
    ['c2>c3', { kind: 'move', from: 'c2', to: 'c3', count: 1 }],
    ['t10>t1x13', { kind: 'move', from: 't10', to: 't1', count: 13 }],
    ['t999>f999x9999', { kind: 'move', from: 't999', to: 'f999', count: 9999 }],
    ['d', { kind: 'deal' }],
    ['r', { kind: 'redeal' }],
  ];

  it.each(examples)('writes and reads %s', (text, move) => {
    expect(formatMove(move)).toBe(text);
    expect(parseMove(text)).toEqual(move);
    expect(parseMove(formatMove(move))).toEqual(move);
  });

  it('gives the documented example: parseMove("t3>t5x4")', () => {
    expect(parseMove('t3>t5x4')).toEqual<Move>({ kind: 'move', from: 't3', to: 't5', count: 4 });
  });

  it('accepts "x1" and writes the move back without it', () => {
    const move = parseMove('t1>t2x1');
    expect(move).toEqual<Move>({ kind: 'move', from: 't1', to: 't2', count: 1 });
    expect(formatMove(move)).toBe('t1>t2');
  });

  it('checks the text only: legality, such as a move from the stock or onto the same pile, is for the engine', () => {
    expect(parseMove('stock>t1')).toEqual<Move>({ kind: 'move', from: 'stock', to: 't1', count: 1 });
    expect(parseMove('t1>t1')).toEqual<Move>({ kind: 'move', from: 't1', to: 't1', count: 1 });
    expect(parseMove('f1>waste')).toEqual<Move>({ kind: 'move', from: 'f1', to: 'waste', count: 1 });
  });
});

describe('parseMove refuses what is not a move, with code invalid-notation', () => {
  const refused: readonly (readonly [string, string])[] = [
    ['a column numbered 0', 't0>t1'],
    ['a column number with a leading zero', 't01>t2'],
    ['a column numbered 1000', 't1000>t1'],
    ['a count of 0', 't1>t2x0'],
    ['a count with a leading zero', 't1>t2x04'],
    ['a count of five digits', 't1>t2x10000'],
    ['a capital pile letter', 'T1>t2'],
    ['a capital X', 't1>t2X3'],
    ['spaces around the arrow', 't1 > t2'],
    ['a leading space', ' t1>t2'],
    ['a trailing newline', 't1>t2\n'],
    ['an empty text', ''],
    ['a capital D', 'D'],
    ['"deal" in full', 'deal'],
    ['a missing destination', 't1>'],
    ['a missing source', '>t2'],
    ['an unknown pile letter', 'p1>t2'],
    ['"stock" with a number', 'stock1>t2'],
    ['a negative count', 't1>t2x-1'],
    ['two moves in one text', 't1>t2 d'],
  ];

  it.each(refused)('refuses %s', (_, text) => {
    expect(refusal(() => parseMove(text))).toEqual(notAMove(JSON.stringify(text)));
  });

  it('shows a long text cut short at 40 characters', () => {
    expect(refusal(() => parseMove('t1>t2'.repeat(10)))).toEqual(notAMove(`"${'t1>t2'.repeat(8)}…"`));
  });

  it('refuses input that is not text, saying what it got', () => {
    expect(refusal(() => parseMove(42 as unknown as string))).toEqual({ code: 'invalid-notation', message: 'A move is written as text; got 42.' });
    expect(refusal(() => parseMove(null as unknown as string))).toEqual({ code: 'invalid-notation', message: 'A move is written as text; got null.' });
    expect(refusal(() => parseMove(undefined as unknown as string))).toEqual({ code: 'invalid-notation', message: 'A move is written as text; got nothing.' });
    expect(refusal(() => parseMove({ kind: 'deal' } as unknown as string))).toEqual({
      code: 'invalid-notation',
      message: 'A move is written as text; got an object.',
    });
  });
});

describe('move lists: "written with single spaces between them"', () => {
  const moves: readonly Move[] = [
    { kind: 'move', from: 't3', to: 't5', count: 4 },
    { kind: 'deal' },
    { kind: 'move', from: 'waste', to: 'f2', count: 1 },
    { kind: 'redeal' },
    { kind: 'move', from: 'c1', to: 't7', count: 1 },
  ];

  it('writes a list with single spaces and reads it back', () => {
    expect(formatMoves(moves)).toBe('t3>t5x4 d waste>f2 r c1>t7');
    expect(parseMoves('t3>t5x4 d waste>f2 r c1>t7')).toEqual(moves);
  });

  it('writes no moves as empty text, and reads empty or blank text as no moves', () => {
    expect(formatMoves([])).toBe('');
    expect(parseMoves('')).toEqual([]);
    expect(parseMoves('  \n\t ')).toEqual([]);
  });

  it('reads moves separated by any whitespace, with whitespace around them', () => {
    expect(parseMoves('  t3>t5x4\td\n\nwaste>f2   r\r\nc1>t7 \n')).toEqual(moves);
  });

  it('names the position of a bad move: "Move N:"', () => {
    expect(refusal(() => parseMoves('t1>t2  d\n r\tx y'))).toEqual({
      code: 'invalid-notation',
      message: `Move 4: "x" is not a move: ${HOW_TO_WRITE}`,
    });
    expect(refusal(() => parseMoves('t0>t1 d'))).toEqual({
      code: 'invalid-notation',
      message: `Move 1: "t0>t1" is not a move: ${HOW_TO_WRITE}`,
    });
  });

  it('refuses a list that is not text', () => {
    expect(refusal(() => parseMoves(null as unknown as string))).toEqual({
      code: 'invalid-notation',
      message: 'A move list is written as text; got null.',
    });
    expect(refusal(() => parseMoves(['d'] as unknown as string))).toEqual({
      code: 'invalid-notation',
      message: 'A move list is written as text; got an array.',
    });
  });
});

describe('the notation and the engine agree on pile names', () => {
  it('writes and reads back every legal opening move of every fixture', () => {
    for (const variant of [klondike, freecell, yukon, spiderLike, easthavenLike]) {
      const moves = legalMoves(variant, deal(variant, 1));
      expect(moves.length).toBeGreaterThan(0);
      expect(parseMoves(formatMoves(moves))).toEqual(moves);
    }
  });

  it('can write the name of every pile of every fixture', () => {
    for (const variant of [klondike, freecell, yukon, spiderLike, easthavenLike]) {
      const moves = pileIds(variant).map((id): Move => ({ kind: 'move', from: id, to: id, count: 2 }));
      expect(moves.map((move) => parseMove(formatMove(move)))).toEqual(moves);
    }
  });
});
