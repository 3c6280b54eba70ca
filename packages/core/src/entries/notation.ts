/**
 * @patience/core/notation: moves written as text (`t3>t5`, `t3>t5x4`, `d`, `r`) and read back, and whole
 * positions as one URL-safe line.
 * @packageDocumentation
 */
export { formatMove, parseMove, formatMoves, parseMoves } from '../notation/notation.js';
export { positionToLine, positionFromLine, MAX_POSITION_LINE } from '../snapshot/position-line.js';
