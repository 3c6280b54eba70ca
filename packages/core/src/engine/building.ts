import { isRed, suitIndexOf, rankOf, type CardId } from '../cards/card.js';
import type { BuildDirection, BuildRule, PickUpRule, SuitMatch, TableauRules } from '../rules/vocabulary.js';
import type { PileState } from './types.js';

/** Whether two cards' suits satisfy a match rule. */
export function suitsMatch(match: SuitMatch, card: CardId, target: CardId): boolean {
  switch (match) {
    case 'any-suit':
      return true;
    case 'same-suit':
      return suitIndexOf(card) === suitIndexOf(target);
    case 'other-suit':
      return suitIndexOf(card) !== suitIndexOf(target);
    case 'alternate-colour':
      return isRed(card) !== isRed(target);
    case 'same-colour':
      return isRed(card) === isRed(target);
  }
}

/** Whether `card` is one rank away from `target` in the given direction. */
export function ranksFollow(direction: BuildDirection, card: CardId, target: CardId): boolean {
  const diff = rankOf(target) - rankOf(card);
  switch (direction) {
    case 'down':
      return diff === 1;
    case 'up':
      return diff === -1;
    case 'up-or-down':
      return diff === 1 || diff === -1;
    case 'none':
      return false;
  }
}

/** Whether `card` may be placed on `target` under a build rule. */
export function buildsOn(rule: BuildRule, card: CardId, target: CardId): boolean {
  return ranksFollow(rule.direction, card, target) && suitsMatch(rule.match, card, target);
}

/** How many face-up cards a pile has on top. */
export function faceUpCount(pile: PileState): number {
  return pile.cards.length - pile.faceDown;
}

/**
 * How many cards on top of a tableau pile may be picked up together at most, under the pick-up rule
 * (before any run-move limit). Any number from 1 to this may be picked up, since the top part of a run is
 * a run too.
 */
export function pickUpDepth(pile: PileState, pickUp: PickUpRule, direction: BuildDirection): number {
  const up = faceUpCount(pile);
  if (up <= 0) return 0;
  switch (pickUp.kind) {
    case 'top-card':
      return 1;
    case 'any-face-up':
      return up;
    case 'run': {
      const cards = pile.cards;
      let depth = 1;
      for (let i = cards.length - 1; depth < up; i--, depth++) {
        const upper = cards[i] as CardId;
        const lower = cards[i - 1] as CardId;
        if (!ranksFollow(direction, upper, lower) || !suitsMatch(pickUp.match, upper, lower)) break;
      }
      return depth;
    }
  }
}

/**
 * The most cards one run move may carry, given the empty cells and the empty tableau piles that are not the
 * move's destination. See {@link RunLimit}.
 */
export function runMoveLimit(rules: TableauRules, emptyCells: number, emptyPiles: number): number {
  switch (rules.runLimit) {
    case 'unlimited':
      return Number.POSITIVE_INFINITY;
    case 'free-spaces':
      return rules.emptyAccepts === 'any' ? (emptyCells + 1) * 2 ** emptyPiles : emptyCells + 1;
    case 'doubling-per-empty-pile':
      return (emptyCells + 1) * 2 ** emptyPiles;
  }
}
