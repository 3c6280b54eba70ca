/**
 * A single foundation for the whole deck (`rules.foundations: { kind: 'single-pile' }`, Black Hole, All in a Row): a
 * card goes on it when one rank above or below its top card, whatever the suit, King and Ace one apart with `wrap`;
 * an empty one takes any card. The move check, the refusal's words and the solver's compact engine all read these.
 */
import { rankName, rankOf, type CardId } from '../cards/card.js';
import type { SinglePileFoundation } from '../rules/vocabulary.js';
import { anA } from '../text/words.js';
import { compiledFaces, faceOf, type FaceTable } from './building.js';
import type { PileState } from './types.js';

/** "May a card of face `a` go on the single pile topped by face `b`" (`a * 52 + b`). */
export function singlePileFaces(foundation: SinglePileFoundation): FaceTable {
  return compiledFaces('up-or-down', 'any-suit', foundation.wrap === true);
}

/** Whether the single pile takes `card` now: any card while it is empty, else one rank from its top card. */
export function singlePileTakes(foundation: SinglePileFoundation, pile: PileState, card: CardId): boolean {
  const top = pile.cards[pile.cards.length - 1];
  return top === undefined || singlePileFaces(foundation)[faceOf(card) * 52 + faceOf(top)] === 1;
}

/** What the single pile takes next, for a card it refuses: "it takes a 4 or a 6 next", "it takes a Queen or an Ace next". */
export function singlePileNeed(foundation: SinglePileFoundation, pile: PileState): string {
  const top = pile.cards[pile.cards.length - 1];
  if (top === undefined) return 'it takes any card first';
  const rank = rankOf(top);
  const wrap = foundation.wrap === true;
  const ranks = [rank > 1 ? rank - 1 : wrap ? 13 : 0, rank < 13 ? rank + 1 : wrap ? 1 : 0].filter((r) => r > 0);
  const words = ranks.map((r) => anA(rankName(r)));
  return `it takes ${words.join(' or ')} next`;
}
