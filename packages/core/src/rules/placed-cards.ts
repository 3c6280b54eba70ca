import type { DeckSpec } from '../cards/deck.js';
import type { FoundationRules, Layout } from './vocabulary.js';

/* Apart from the checks, so that the rules text and the engine's users read the count without the checker. */

/**
 * How many cards the deal places on the foundations: the Aces, every card of a fixed base rank, or the
 * fellows of the first card dealt (every card of its rank but itself), or the first `baseCardsPlaced` of them,
 * and the `foundationCards`.
 */
export function cardsPlacedOnFoundations(deck: DeckSpec, layout: Layout, foundations: FoundationRules): number {
  const ofARank = deck.decks * 4;
  const baseCards = layout.baseCardsToFoundations !== true ? 0
    : foundations.kind === 'up-by-suit' && foundations.base === 'first-card' ? ofARank - 1 : ofARank;
  const takenOut = (layout.acesToFoundations ? ofARank : 0) + baseCards;
  // Only the first `baseCardsPlaced` of them stay on the foundations; the others are dealt with the rest.
  return Math.min(takenOut, layout.baseCardsPlaced ?? takenOut) + (layout.foundationCards ?? 0);
}
