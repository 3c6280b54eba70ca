/**
 * @patience/core/notation: moves written as text (`t3>t5`, `t3>t5x4`, `d`, `r`) and read back.
 * @packageDocumentation
 */
export { formatMove, parseMove, formatMoves, parseMoves } from '../notation/notation.js';
