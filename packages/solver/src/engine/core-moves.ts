import type { Move, PileId } from '@patience/core';
import { DEAL_CODE, REDEAL_CODE, codeCount, codeFrom, codeTo, type CompactRules } from './compact-rules.js';

const DEAL: Move = Object.freeze({ kind: 'deal' });
const REDEAL: Move = Object.freeze({ kind: 'redeal' });

/**
 * The boundary between the compact engine's move codes and core's typed moves: the core `Move` of a code
 * under `rules`, frozen and made once per code (a search answers with the same object for the same move).
 * Every search turns its codes into moves here and nowhere else.
 */
export function coreMoves(rules: CompactRules): (code: number) => Move {
  const made = new Map<number, Move>();
  return (code) => {
    if (code === DEAL_CODE) return DEAL;
    if (code === REDEAL_CODE) return REDEAL;
    let move = made.get(code);
    if (!move) {
      move = Object.freeze({ kind: 'move', from: rules.ids[codeFrom(code)] as PileId, to: rules.ids[codeTo(code)] as PileId, count: codeCount(code) });
      made.set(code, move);
    }
    return move;
  };
}
