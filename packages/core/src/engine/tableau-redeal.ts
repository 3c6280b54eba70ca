import type { CardId } from '../cards/card.js';
import { shuffled } from '../random/shuffle.js';
import type { PileLayout, TableauRedeal } from '../rules/vocabulary.js';
import type { Table } from './table.js';
import type { PileState } from './types.js';

/*
 * The tableau gathered and dealt again (`rules.tableau.redeal`): one reading of the rule, which the move's
 * legality, the move itself and the solver's compact engine all take their piles from.
 */

/**
 * The tableau piles after a redeal: the cards still in the tableau gathered by the rule's `gather` and dealt
 * again in the shape {@link redealShape} gives for their number. `opening` is the layout's tableau, the pattern
 * an `"as-dealt"` redeal follows; `redealsUsed` is the position's count before this redeal. The redeal move
 * (`{ kind: 'redeal' }` under `rules.tableau.redeal`) deals these piles; a solver that plays the move on its own
 * position reads them here.
 * @example redealtTableau({ times: 'unlimited', gather: 'in-order', perPile: 4 }, state.piles.slice(0, 12), state.redealsUsed,
 *   variant.layout.tableau)
 */
export function redealtTableau(rule: TableauRedeal, tableau: readonly PileState[], redealsUsed: number,
  opening: readonly PileLayout[]): PileState[] {
  const inOrder = gatheredInOrder(tableau);
  const cards = rule.gather === 'in-order' ? inOrder : shuffled(inOrder, shuffleSeed(inOrder, redealsUsed));
  // Both orders are fresh arrays: each pile takes its cards off the front.
  return redealShape(rule, opening, cards.length).map((shape) => ({ cards: cards.splice(0, shape.cards), faceDown: shape.faceDown }));
}

/**
 * The stock a redeal `into: 'stock'` forms from the tableau (`rules.tableau.redeal`): the cards still in the tableau
 * gathered by the rule's `gather`, as a pile whose top (its last card) is the first gathered, so that the stock deals
 * them again in the order gathered. The piles are left empty. `redealsUsed` is the position's count before it.
 * @example gatheredStock({ times: 2, gather: 'in-order', perPile: 3, into: 'stock' }, state.piles.slice(0, 4), state.redealsUsed)
 */
export function gatheredStock(rule: TableauRedeal, tableau: readonly PileState[], redealsUsed: number): CardId[] {
  const inOrder = gatheredInOrder(tableau);
  const cards = rule.gather === 'in-order' ? inOrder : shuffled(inOrder, shuffleSeed(inOrder, redealsUsed));
  return cards.reverse();
}

/**
 * How many cards, and how many of them face down, a redeal of `total` cards deals each tableau pile, from the
 * first; `opening` is the layout's tableau. With a number `perPile`, that many cards to each pile, all face up.
 * With `"as-dealt"`, each pile as many cards, and as many face down, as the opening deal gave it. Either way
 * the piles are dealt in full while the cards last: the first pile the cards do not fill takes what is left,
 * the piles after it stay empty, and the last pile takes any cards beyond the pattern. A pile dealt short of its
 * pattern is short of face-down cards, never of face-up ones, since a deal lays a pile's face-down cards first
 * and its face-up cards on them: a fan of three with two face down, dealt two cards, has one face down and one up.
 * @example redealShape({ times: 6, gather: 'shuffled', perPile: 'as-dealt' }, [{ cards: 3, faceDown: 2 }, { cards: 3, faceDown: 2 }], 5)
 * // [{ cards: 3, faceDown: 2 }, { cards: 2, faceDown: 1 }]
 */
export function redealShape(rule: TableauRedeal, opening: readonly PileLayout[], total: number): PileLayout[] {
  let left = total;
  return opening.map((pile, i) => {
    const pattern = rule.perPile === 'as-dealt' ? pile : { cards: rule.perPile, faceDown: 0 };
    const cards = i === opening.length - 1 ? left : Math.min(pattern.cards, left);
    left -= cards;
    const faceUp = pattern.cards - pattern.faceDown;
    return { cards, faceDown: Math.max(0, Math.min(cards, pattern.cards) - faceUp) };
  });
}

/** The tableau's cards picked up pile by pile from the first, each from its bottom card up. */
function gatheredInOrder(tableau: readonly PileState[]): CardId[] {
  return tableau.flatMap((pile) => pile.cards);
}

/**
 * The seed of a shuffled redeal, read off the position it is made from: the cards gathered, in order, and the
 * redeals made before. A position always redeals the same way, so that the move is a pure function of the
 * position (replays, undo and saves give the same cards), while no player can tell the order before the move.
 */
export function shuffleSeed(cards: readonly CardId[], redealsUsed: number): number {
  // FNV-1a over the card ids and the count: any change to either changes the seed.
  let hash = 0x811c9dc5;
  for (const card of cards) hash = Math.imul(hash ^ card, 0x01000193);
  return Math.imul(hash ^ redealsUsed, 0x01000193) >>> 0;
}

/**
 * Why the tableau may not be redealt now, as a code, or `null` when it may: no redeal left, no card in the
 * tableau, or (in order) a redeal that would leave every pile as it is.
 */
export function tableauRedealRefusal(rule: TableauRedeal, table: Table, piles: readonly PileState[], redealsUsed: number):
  'no-redeals-left' | 'tableau-empty' | 'changes-nothing' | 'stock-not-empty' | null {
  if (rule.times !== 'unlimited' && redealsUsed >= rule.times) return 'no-redeals-left';
  const tableau = piles.slice(table.tableauStart, table.tableauEnd);
  const cards = gatheredInOrder(tableau).length;
  if (cards === 0) return 'tableau-empty';
  // Gathered into the stock, the cards wait there until it is empty, and always leave the piles changed.
  if (rule.into === 'stock') return (piles[table.stock] as PileState).cards.length > 0 ? 'stock-not-empty' : null;
  // Gathered in order, the cards keep their order, so the redeal changes nothing exactly when every pile already
  // holds as many cards, and as many face down, as it would deal it (the solver's compact engine asks the same).
  const shape = redealShape(rule, table.variant.layout.tableau, cards);
  const unchanged = shape.every((s, i) => s.cards === tableau[i]?.cards.length && s.faceDown === tableau[i].faceDown);
  return rule.gather === 'in-order' && unchanged ? 'changes-nothing' : null;
}
