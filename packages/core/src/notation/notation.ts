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
const PILE = '(?:t[1-9]\\d{0,2}|f[1-9]\\d{0,2}|c[1-9]\\d{0,2}|reserve|stock|waste)';
const MOVE_PATTERN = new RegExp(`^(${PILE})>(${PILE})(?:x([1-9]\\d{0,3}))?$`);

const PILE_PATTERN = new RegExp(`^${PILE}$`);
/** The largest count the notation writes: four digits. */
const MAX_COUNT = 9999;

/**
 * Formats a move in the notation.
 * @throws {@link PatienceError} `invalid-notation` for anything the notation cannot write so that
 *   {@link parseMove} reads it back: a value that is not a move, an unknown kind, a pile id that is not one
 *   of `t1`…, `f1`…, `c1`…, `reserve`, `stock`, `waste`, or a count that is not a whole number from 1 to 9999.
 */
export function formatMove(move: Move): string {
  // Typed as a Move, but it comes from callers in JavaScript and from parsed JSON too.
  const given: unknown = move;
  if (typeof given !== 'object' || given === null) {
    throw new PatienceError('invalid-notation',
      `A move is an object such as { kind: 'move', from: 't1', to: 't2', count: 1 }; got ${show(given)}.`);
  }
  const kind: unknown = move.kind;
  switch (kind) {
    case 'deal':
      return 'd';
    case 'redeal':
      return 'r';
    case 'move': {
      const { from, to, count } = move as { from: unknown; to: unknown; count: unknown };
      for (const pile of [from, to]) {
        if (typeof pile !== 'string' || !PILE_PATTERN.test(pile)) {
          throw new PatienceError('invalid-notation',
            `The notation writes piles as t1…, f1…, c1…, reserve, stock or waste; got ${show(pile)}.`);
        }
      }
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
        throw new PatienceError('invalid-notation', `A move carries a whole number of cards, at least 1; got ${show(count)}.`);
      }
      if (count > MAX_COUNT) throw new PatienceError('invalid-notation',
        `The notation writes at most ${MAX_COUNT} cards a move; got ${count}.`);
      return count === 1 ? `${from as string}>${to as string}` : `${from as string}>${to as string}x${count}`;
    }
    default:
      throw new PatienceError('invalid-notation', `Unknown kind of move: ${show(kind)}.`);
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
    throw new PatienceError('invalid-notation',
      `${show(text)} is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.`);
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
