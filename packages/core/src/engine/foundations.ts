import { isRed, rankName, rankOf, suitIndexOf, type CardId } from '../cards/card.js';
import { SUITS } from '../cards/card.js';
import { anA } from '../text/words.js';
import type { PileState } from './types.js';

// The order's reading of the rule data lives with the rules, so that the rules text can read it too.
export { CLASSIC_ORDER, foundationOrder, isClassicOrder, pileStep, type FoundationOrder } from '../rules/foundation-order.js';
import { foundationOrder, type FoundationOrder } from '../rules/foundation-order.js';
import type { FoundationFollow, UpBySuitFoundations } from '../rules/vocabulary.js';

/** The rank that follows `rank` on a foundation, going round the corner from King to Ace (or Ace to King). */
export function nextFoundationRank(rank: number, direction: 'up' | 'down', step = 1): number {
  const moved = rank - 1 + (direction === 'up' ? step : -step);
  return (((moved % 13) + 13) % 13) + 1;
}

/**
 * The rank one below a base rank, round the corner (an Ace's is the King): the rank a `below-base` gap
 * takes. 0 while the base is not known yet (a first-card base before any foundation holds a card), when no
 * rank may fill a gap.
 */
export function rankBelowBase(base: number): number {
  return base === 0 ? 0 : base === 1 ? 13 : base - 1;
}

/**
 * The base rank in force: the fixed base, or, for `first-card`, the rank of the bottom card of the first
 * foundation that holds one; 0 while every foundation is empty (any rank may start one).
 */
export function baseRankNow(order: FoundationOrder, piles: readonly PileState[], start: number, end: number): number {
  if (order.base !== 'first-card') return order.base;
  for (let i = start; i < end; i++) {
    const bottom = (piles[i] as PileState).cards[0];
    if (bottom !== undefined) return rankOf(bottom);
  }
  return 0;
}

/**
 * What a foundation needs next, or `null` when `card` may go on it; `pileSuit` is the suit index the
 * foundation takes under `suit-per-pile`. The need reads "the 6 of spades", "a 6", "a red 6", "a black 6",
 * "any 6" or "none: it is complete", for the refusal a player reads.
 */
export function foundationNeed(order: FoundationOrder, base: number, pile: PileState, pileSuit: number, card: CardId,
  step = 1): string | null {
  const cards = pile.cards;
  if (cards.length >= 13) return 'it is complete';
  const top = cards[cards.length - 1];
  const rank = top === undefined ? base : nextFoundationRank(rankOf(top), order.direction, step);
  const rankOk = rank === 0 || rankOf(card) === rank;
  const word = rank === 0 ? 'card' : rankName(rank);
  const when = top === undefined ? 'first' : 'next';
  if (order.follow === 'suit-per-pile') {
    if (rankOk && suitIndexOf(card) === pileSuit) return null;
    return rank === 0 ? `it takes a card of ${SUITS[pileSuit] ?? ''} first` : `it takes the ${word} of ${SUITS[pileSuit] ?? ''} ${when}`;
  }
  if (top === undefined) return rankOk ? null : `it takes ${anA(word)} ${when}`;
  if (rankOk && followsSuit(order.follow, card, top)) return null;
  switch (order.follow) {
    case 'same-suit':
      return `it takes the ${word} of ${SUITS[suitIndexOf(top)] ?? ''} ${when}`;
    case 'same-colour':
      return `it takes a ${isRed(top) ? 'red' : 'black'} ${word} ${when}`;
    case 'alternate-colour':
      return `it takes a ${isRed(top) ? 'black' : 'red'} ${word} ${when}`;
    default:
      return `it takes any ${word} ${when}`;
  }
}

function followsSuit(follow: FoundationFollow, card: CardId, top: CardId): boolean {
  switch (follow) {
    case 'suit-per-pile':
    case 'same-suit':
      return suitIndexOf(card) === suitIndexOf(top);
    case 'same-colour':
      return isRed(card) === isRed(top);
    case 'alternate-colour':
      return isRed(card) !== isRed(top);
    case 'any-suit':
      return true;
  }
}

/**
 * Whether a foundation's cards, bottom to top, are a legal build under the order: the base rank in force
 * (`base`, 0 for any), then each card following the one below it. The reason when not, or `null`.
 */
export function foundationCardsProblem(order: FoundationOrder, base: number, cards: readonly CardId[], pileSuit: number,
  step = 1): string | null {
  const built: CardId[] = [];
  for (const card of cards) {
    const need = foundationNeed(order, base, { cards: built, faceDown: 0 }, pileSuit, card, step);
    if (need !== null) return need;
    built.push(card);
  }
  return null;
}

/**
 * "May a card of face `a` go on a foundation topped by face `b`" (`a * 52 + b`) for a foundation of these rules
 * stepping by `step` (1, or its own under `stepByPile`), read off {@link foundationNeed} itself (the foundation
 * taken to be of `b`'s suit), so that a table built from it (the solver's compact engine) has the rule's one reading.
 */
export function foundationFollowFaces(foundations: UpBySuitFoundations, step: number): Uint8Array {
  const order = foundationOrder(foundations);
  const faces = new Uint8Array(52 * 52);
  for (let b = 0; b < 52; b++) {
    const pile = { cards: [b], faceDown: 0 };
    for (let a = 0; a < 52; a++) faces[a * 52 + b] = foundationNeed(order, 0, pile, suitIndexOf(b), a, step) === null ? 1 : 0;
  }
  return faces;
}
