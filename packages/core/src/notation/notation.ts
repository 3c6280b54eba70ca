import { PatienceError } from '../errors/errors.js';
import { show } from '../rules/check.js';
import type { Move, PileId } from '../engine/types.js';

/**
 * The move notation: short, readable text for logs, saves and URLs.
 *
 * | text | move |
 * |---|---|
 * | `t3>t5` | one card from column 3 onto column 5 |
 * | `t3>t5x4` | four cards (a run) from column 3 onto column 5 |
 * | `t1>f2`, `waste>t4`, `c1>t7` | foundations are `f1`…, cells `c1`…, the waste `waste` |
 * | `d` | deal from the stock |
 * | `r` | turn the waste over (redeal) |
 *
 * A list of moves is written with single spaces between them. `parseMove(formatMove(m))` equals `m`.
 */
const PILE = '(?:t[1-9]\\d{0,2}|f[1-9]\\d{0,2}|c[1-9]\\d{0,2}|stock|waste)';
const MOVE_PATTERN = new RegExp(`^(${PILE})>(${PILE})(?:x([1-9]\\d{0,3}))?$`);

/**
 * Formats a move in the notation.
 * @throws {@link PatienceError} `invalid-notation` for a count that is not a whole number of at least 1.
 */
export function formatMove(move: Move): string {
  switch (move.kind) {
    case 'deal':
      return 'd';
    case 'redeal':
      return 'r';
    case 'move':
      if (!Number.isInteger(move.count) || move.count < 1) {
        throw new PatienceError('invalid-notation', `A move carries a whole number of cards, at least 1; got ${show(move.count)}.`);
      }
      return move.count === 1 ? `${move.from}>${move.to}` : `${move.from}>${move.to}x${move.count}`;
  }
}

/**
 * Parses one move written in the notation. It checks the text only; whether the move is legal is for the
 * engine to say.
 * @throws {@link PatienceError} with code `invalid-notation`, saying what was wrong.
 * @example parseMove('t3>t5x4') // { kind: 'move', from: 't3', to: 't5', count: 4 }
 */
export function parseMove(text: string): Move {
  if (typeof text !== 'string') throw new PatienceError('invalid-notation', `A move is written as text; got ${show(text)}.`);
  if (text === 'd') return { kind: 'deal' };
  if (text === 'r') return { kind: 'redeal' };
  const m = MOVE_PATTERN.exec(text);
  if (!m) {
    throw new PatienceError('invalid-notation', `${show(text)} is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.`);
  }
  return { kind: 'move', from: m[1] as PileId, to: m[2] as PileId, count: m[3] === undefined ? 1 : Number(m[3]) };
}

/** Formats a list of moves, separated by single spaces. */
export function formatMoves(moves: readonly Move[]): string {
  return moves.map(formatMove).join(' ');
}

/**
 * Parses a list of moves separated by whitespace; empty text is an empty list.
 * @throws {@link PatienceError} with code `invalid-notation`, naming the position of the bad move.
 */
export function parseMoves(text: string): Move[] {
  if (typeof text !== 'string') throw new PatienceError('invalid-notation', `A move list is written as text; got ${show(text)}.`);
  const words = text.trim() === '' ? [] : text.trim().split(/\s+/);
  return words.map((word, i) => {
    try {
      return parseMove(word);
    } catch (error) {
      if (error instanceof PatienceError) throw new PatienceError('invalid-notation', `Move ${i + 1}: ${error.message}`);
      throw error;
    }
  });
}
