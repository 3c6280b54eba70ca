/**
 * `@patience/board`: a framework-free board for `@patience/core`. It draws any variant's position as SVG cards
 * and plays it by drag, tap and keyboard; the host passes positions and legal moves with `set()` and plays the
 * moves the board reports. Import `@patience/board/board.css` once for its look.
 * @packageDocumentation
 */
export { createBoard } from './board.js';
export { BOARD_KEYS } from './keys.js';
export type { CardFace } from './card.js';
export type {
  Board, BoardConfig, BoardEvents, BoardHint, BoardPosition, BoardRefusal, BoardRefused, BoardSelection, BoardVariant,
} from './types.js';
