/**
 * "Show me" in a lesson: the board's marks for the move the lesson expects next, every card that move takes
 * and the pile it goes to, or the stock for a deal. Pure, so that every step of every lesson is checked
 * without a browser.
 */
import type { Move } from '@patience/core';
import type { BoardMark } from '../board/GameBoard.js';

/**
 * The marks for a lesson's next move: a card move's source pile with the number of cards it takes (the board
 * marks that many from the top), and its destination; the stock for a deal or a redeal.
 * @example showMeMark({ kind: 'move', from: 't2', to: 't1', count: 3 }) // { from: 't2', to: 't1', count: 3 }
 */
export function showMeMark(move: Move): BoardMark {
  return move.kind === 'move' ? { from: move.from, to: move.to, count: move.count } : { from: 'stock' };
}
