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

/**
 * Whether `card` is one rank away from `target` in the given direction; with `wrap`, ranks go round the
 * corner (a King is one below an Ace, an Ace one above a King).
 */
export function ranksFollow(direction: BuildDirection, card: CardId, target: CardId, wrap = false): boolean {
  const raw = rankOf(target) - rankOf(card);
  // Round the corner, King–Ace is a difference of 12 either way: fold it to one.
  const diff = wrap && (raw === 12 || raw === -12) ? -Math.sign(raw) : raw;
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
  return ranksFollow(rule.direction, card, target, rule.wrap === true) && suitsMatch(rule.match, card, target);
}

/** How many face-up cards a pile has on top. */
export function faceUpCount(pile: PileState): number {
  return pile.cards.length - pile.faceDown;
}

/**
 * How many cards on top of a tableau pile may be picked up together at most, under the pick-up rule
 * (before any run-move limit). Any number from 1 to this may be picked up, since the top part of a run is
 * a run too, except under `top-or-whole-pile`, which picks up 1 or this many (see {@link picksUp}).
 */
export function pickUpDepth(pile: PileState, pickUp: PickUpRule, direction: BuildDirection, wrap = false): number {
  const up = faceUpCount(pile);
  if (up <= 0) return 0;
  switch (pickUp.kind) {
    case 'top-card':
      return 1;
    case 'any-face-up':
      return up;
    case 'run':
      return runDepth(pile, compiledFaces(direction, pickUp.match, wrap));
    case 'top-or-whole-pile':
      return wholePileDepth(pile, runDepth(pile, compiledFaces(direction, pickUp.match, wrap)));
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
      // Gaps that take only one rank cannot park the cards of a run, so only the cells count.
      return rules.emptyAccepts === 'any' ? (emptyCells + 1) * 2 ** emptyPiles : emptyCells + 1;
    case 'doubling-per-empty-pile':
      return (emptyCells + 1) * 2 ** emptyPiles;
  }
}

/**
 * A rule compiled to a lookup table over the 52 distinct faces: entry `face(card) * 52 + face(target)` is 1
 * when `card` may lie on `target`. Copies of a card share a face (`id % 52`), so one table serves any deck.
 * Move generation reads these tables instead of re-deciding the rule for every pair of cards.
 */
export type FaceTable = Uint8Array;

const FACE = Uint8Array.from({ length: 52 * 32 }, (_, id) => id % 52);

/** The face of a card id: its rank and suit without the copy, 0–51. */
export function faceOf(id: CardId): number {
  return FACE[id] ?? id % 52;
}

const compiled = new Map<string, FaceTable>();

/** "May `card` lie on `target`" as a {@link FaceTable}, compiled once per direction, match and wrap. */
export function compiledFaces(direction: BuildDirection, match: SuitMatch, wrap = false): FaceTable {
  const key = `${direction} ${match} ${wrap}`;
  let table = compiled.get(key);
  if (!table) {
    table = compileFaces(direction, match, wrap);
    compiled.set(key, table);
  }
  return table;
}

function compileFaces(direction: BuildDirection, match: SuitMatch, wrap: boolean): FaceTable {
  const table = new Uint8Array(52 * 52);
  for (let card = 0; card < 52; card++) {
    for (let target = 0; target < 52; target++) {
      table[card * 52 + target] = ranksFollow(direction, card, target, wrap) && suitsMatch(match, card, target) ? 1 : 0;
    }
  }
  return table;
}

/**
 * The `top-or-whole-pile` depth of a pile whose top `run` cards form a run: the whole pile when the run is all
 * of it (so no card lies face down), else its top card alone, and nothing when no card is face up (`run` 0).
 */
export function wholePileDepth(pile: PileState, run: number): number {
  return run === pile.cards.length ? run : Math.min(run, 1);
}

/**
 * Whether a move may pick up `count` cards from a tableau pile whose pick-up depth is `depth`: any count up
 * to the depth, but only the top card or the whole depth under `top-or-whole-pile` (a part of a pile never
 * moves there, though the top part of a run is a run).
 */
export function picksUp(pickUp: PickUpRule, depth: number, count: number): boolean {
  return count <= depth && (count === 1 || count === depth || pickUp.kind !== 'top-or-whole-pile');
}

/**
 * How many top cards of a pile form a run, by its compiled table (`links`: may the upper card of a run lie
 * on the card below it): the `run` case of {@link pickUpDepth}.
 */
export function runDepth(pile: PileState, links: FaceTable): number {
  const up = pile.cards.length - pile.faceDown;
  if (up <= 0) return 0;
  const cards = pile.cards;
  let depth = 1;
  for (let i = cards.length - 1; depth < up; i--, depth++) {
    if (links[faceOf(cards[i] as CardId) * 52 + faceOf(cards[i - 1] as CardId)] !== 1) break;
  }
  return depth;
}

/**
 * Whether the 13 cards of `cards` from index `from` are a complete run from King down to Ace whose
 * neighbours follow `match`.
 */
export function isCompleteRun(cards: readonly CardId[], from: number, match: SuitMatch): boolean {
  if (cards.length - from < 13 || rankOf(cards[from] as CardId) !== 13) return false;
  for (let i = from + 1; i < from + 13; i++) {
    const upper = cards[i] as CardId;
    const lower = cards[i - 1] as CardId;
    if (!ranksFollow('down', upper, lower) || !suitsMatch(match, upper, lower)) return false;
  }
  return true;
}
