import { SUITS, type CardId, type Suit } from './card.js';

/**
 * Which cards a game is played with: a number of 52-card decks whose cards take the given suits.
 *
 * Each deck is four sets of thirteen ranks. With four suits that is the usual deck; with fewer suits
 * the sets are spread over them in turn, so `{ decks: 2, suits: ['spades', 'hearts'] }` is two-suit
 * Spider: 104 cards, four sets of spades and four of hearts. One-, two- and four-suit Spider differ only
 * in their deck spec, never in their rules.
 */
export interface DeckSpec {
  /** How many 52-card decks are shuffled together. */
  readonly decks: number;
  /** Which suits the cards take: one, two or four distinct suits. */
  readonly suits: readonly Suit[];
}

/** One standard 52-card deck. */
export const STANDARD_DECK: DeckSpec = Object.freeze({ decks: 1, suits: Object.freeze(SUITS) });

/** How many cards a deck spec holds. */
export function deckSize(spec: DeckSpec): number {
  return spec.decks * 52;
}

/**
 * The cards of a deck spec in their fresh, unshuffled order: set by set, each set Ace to King.
 * Every id is unique; copies of the same rank and suit get ids 52 apart.
 */
export function deckCards(spec: DeckSpec): CardId[] {
  const cards: CardId[] = [];
  const sets = spec.decks * 4;
  const copiesSoFar = new Map<Suit, number>();
  for (let set = 0; set < sets; set++) {
    const suit = spec.suits[set % spec.suits.length] as Suit;
    const copy = copiesSoFar.get(suit) ?? 0;
    copiesSoFar.set(suit, copy + 1);
    const base = copy * 52 + SUITS.indexOf(suit) * 13;
    for (let r = 0; r < 13; r++) cards.push(base + r);
  }
  return cards;
}
