/**
 * @patience/core/cards: card ids and what they stand for (rank, suit, colour, names and codes), and deck
 * specs.
 * @packageDocumentation
 */
export {
  SUITS, CARD_ID_LIMIT, rankOf, suitOf, suitIndexOf, colourOf, colourOfSuit, cardId, cardOf, cardName, cardCode, cardLabel, rankName,
} from '../cards/card.js';
export type { Suit, Rank, Colour, CardId, Card } from '../cards/card.js';
export { STANDARD_DECK, deckSize, deckCards } from '../cards/deck.js';
export type { DeckSpec } from '../cards/deck.js';
