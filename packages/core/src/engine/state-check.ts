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
 * are where (for that, see `stateFromSnapshot`). Costs one pass over the cards.
 * @throws {@link PatienceError} `invalid-snapshot`, naming the field.
 */
export function checkedState(table: Table, state: GameState): GameState {
  const given: unknown = state;
  const r = reader;
  const root = r.record(given, 'position');
  const piles = r.array(root.piles, 'piles', table.ids.length);
  if (piles.length !== table.ids.length) r.problem('piles', `${table.variant.name} has ${table.ids.length} piles; got ${piles.length}`);
  piles.forEach((pile: unknown, i) => {
    const path = `piles[${i}]`;
    if (!isRecord(pile)) return r.problem(path, 'expected an object of cards and faceDown');
    const cards = r.array(pile.cards, `${path}.cards`, table.totalCards);
    for (let j = 0; j < cards.length; j++) {
      const card = cards[j];
      if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= CARD_ID_LIMIT) r.integer(card, `${path}.cards[${j}]`,
        0, CARD_ID_LIMIT - 1);
    }
    r.integer(pile.faceDown, `${path}.faceDown`, 0, cards.length);
    return undefined;
  });
  r.integer(root.redealsUsed, 'redealsUsed', 0, Number.MAX_SAFE_INTEGER);
  r.number(root.score, 'score');
  r.integer(root.movesMade, 'movesMade', 0, Number.MAX_SAFE_INTEGER);
  return state;
}
