import { rankOf } from '../cards/card.js';
import type { WasteBuildRule } from '../rules/vocabulary.js';
import { compiledFaces, type FaceTable } from './building.js';

const closed = new Map<FaceTable, FaceTable>();

/**
 * "May a card of face `a` be played onto the waste's top card of face `b`" (`a * 52 + b`) under a waste's build
 * rule: the rule's faces, with no card onto a King where a King closes the waste (Dead King Golf). The engine's
 * move check and the solver's compact engine both read this table, so the rule has one reading.
 */
export function wasteFaces(rule: WasteBuildRule): FaceTable {
  const open = compiledFaces(rule.direction, rule.match, rule.wrap === true);
  if (rule.closedByKing !== true) return open;
  let table = closed.get(open);
  if (!table) {
    table = Uint8Array.from(open, (may, i) => (rankOf(i % 52) === 13 ? 0 : may));
    closed.set(open, table);
  }
  return table;
}
