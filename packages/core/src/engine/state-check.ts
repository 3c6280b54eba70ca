import { CARD_ID_LIMIT } from '../cards/card.js';
import { PatienceError } from '../errors/errors.js';
import { isRecord, Reader } from '../rules/check.js';
import type { Table } from './table.js';
import type { GameState } from './types.js';

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new PatienceError('invalid-snapshot', `The position is not valid: ${path}: ${problem}.`);
});

/**
 * The shape of a {@link GameState} checked against a variant's table: its piles are the variant's, each an
 * object whose cards are card ids and whose face-down count fits, and its counters are whole numbers (the
 * score a finite number). The public engine functions that are not hot paths check their state with it, so
 * a malformed one is refused with `invalid-snapshot` rather than a TypeError; it does not check which cards
 * are where (for that, see `stateFromSnapshot`). Costs one pass over the cards, once per position when the
 * position can never change (see {@link fixedChecked}).
 * @throws {@link PatienceError} `invalid-snapshot`, naming the field.
 */
export function checkedState(table: Table, state: GameState): GameState {
  if (fixedChecked.get(state) === table) return state;
  const given: unknown = state;
  const r = reader;
  // Whether the position can never change, found out for each object before the check reads from it.
  let fixed = isFixed(given);
  const root = r.record(given, 'position');
  fixed &&= isFixed(root.piles);
  const piles = r.array(root.piles, 'piles', table.ids.length);
  if (piles.length !== table.ids.length) r.problem('piles', `${table.variant.name} has ${table.ids.length} piles; got ${piles.length}`);
  // An index loop, not the array's own forEach, which a caller's array could replace to skip the piles.
  for (let i = 0; i < piles.length; i++) {
    const pile: unknown = piles[i];
    const path = `piles[${i}]`;
    if (!isRecord(pile)) return r.problem(path, 'expected an object of cards and faceDown');
    fixed &&= isFixed(pile) && isFixed(pile.cards);
    const cards = r.array(pile.cards, `${path}.cards`, table.totalCards);
    for (let j = 0; j < cards.length; j++) {
      const card = cards[j];
      if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= CARD_ID_LIMIT) r.integer(card, `${path}.cards[${j}]`,
        0, CARD_ID_LIMIT - 1);
    }
    r.integer(pile.faceDown, `${path}.faceDown`, 0, cards.length);
  }
  r.integer(root.redealsUsed, 'redealsUsed', 0, Number.MAX_SAFE_INTEGER);
  r.number(root.score, 'score');
  r.integer(root.movesMade, 'movesMade', 0, Number.MAX_SAFE_INTEGER);
  if (fixed) fixedChecked.set(state, table);
  return state;
}

/**
 * Positions that passed the check and can never change, with the table they were checked against, so that a
 * caller asking about one position many times (every candidate move in it) pays for the check once. A caller
 * may change an ordinary object after a call, so only a position that cannot change is remembered: its objects
 * all frozen, plain objects and arrays (inheriting nothing a caller can change), holding data, not getters.
 * Freezing cannot be undone, so such a position reads as it did when checked; each object is found so before
 * the check reads from it, so no getter runs in between. Held weakly: a position is forgotten with the last
 * reference to it.
 */
const fixedChecked = new WeakMap<GameState, Table>();

/** Whether a value is a frozen plain object or array none of whose own properties has a getter: it reads the same for ever. */
function isFixed(value: unknown): boolean {
  return value instanceof Object && Object.isFrozen(value)
    && [Object.prototype, Array.prototype].includes(Object.getPrototypeOf(value) as object)
    && Object.values(Object.getOwnPropertyDescriptors(value)).every((property) => !property.get);
}
