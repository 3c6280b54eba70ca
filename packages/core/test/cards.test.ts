import { describe, expect, it } from 'vitest';
import type { Card, CardId, Rank } from '../src/index.js';
import {
  STANDARD_DECK, SUITS, cardCode, cardId, cardLabel, cardName, cardOf, colourOf, colourOfSuit, deckCards, deckSize, rankName, rankOf, suitIndexOf, suitOf, type DeckSpec,
} from '../src/entries/cards.js';

/** The whole numbers from `from` to `to`, both included. */
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const RANKS: readonly Rank[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

/** How many times each card code occurs in a list of cards. */
function codeCounts(cards: readonly CardId[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of cards) {
    const code = cardCode(id);
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

describe('card identities: "id = copy * 52 + suitIndex * 13 + (rank - 1)"', () => {
  it('orders the suits clubs, diamonds, hearts, spades', () => {
    expect(SUITS).toEqual(['clubs', 'diamonds', 'hearts', 'spades']);
  });

  it('gives the first copy of each suit thirteen ids in a row, Ace first', () => {
    expect(cardId(1, 'clubs')).toBe(0);
    expect(cardId(13, 'clubs')).toBe(12);
    expect(cardId(1, 'diamonds')).toBe(13);
    expect(cardId(12, 'hearts')).toBe(37);
    expect(cardId(1, 'spades')).toBe(39);
    expect(cardId(13, 'spades')).toBe(51);
  });

  it('puts copies of the same card 52 apart: one-suit Spider has eight Aces of spades (ids 39, 91, ...)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((copy) => cardId(1, 'spades', copy))).toEqual([39, 91, 143, 195, 247, 299, 351, 403]);
    expect(cardId(10, 'diamonds', 1)).toBe(52 + 13 + 9);
  });

  it('reads rank, suit, colour and copy back from an id', () => {
    expect(cardOf(37)).toEqual<Card>({ id: 37, rank: 12, suit: 'hearts', colour: 'red', copy: 0 });
    expect(cardOf(0)).toEqual<Card>({ id: 0, rank: 1, suit: 'clubs', colour: 'black', copy: 0 });
    expect(cardOf(25)).toEqual<Card>({ id: 25, rank: 13, suit: 'diamonds', colour: 'red', copy: 0 });
    expect(cardOf(91)).toEqual<Card>({ id: 91, rank: 1, suit: 'spades', colour: 'black', copy: 1 });
    expect(cardOf(415)).toEqual<Card>({ id: 415, rank: 13, suit: 'spades', colour: 'black', copy: 7 });
  });

  it('round-trips every rank, suit and copy through cardId and cardOf', () => {
    const mismatches: string[] = [];
    for (let copy = 0; copy < 8; copy++) {
      for (const suit of SUITS) {
        for (const rank of RANKS) {
          const card = cardOf(cardId(rank, suit, copy));
          if (card.rank !== rank || card.suit !== suit || card.copy !== copy) mismatches.push(`${rank} ${suit} ${copy}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('has rankOf, suitOf and suitIndexOf agree with the formula', () => {
    expect(rankOf(0)).toBe(1);
    expect(rankOf(12)).toBe(13);
    expect(rankOf(13)).toBe(1);
    expect(rankOf(52 * 3 + 13 * 2 + 6)).toBe(7);
    expect(suitIndexOf(52 * 3 + 13 * 2 + 6)).toBe(2);
    expect(suitOf(52 * 3 + 13 * 2 + 6)).toBe('hearts');
    expect([0, 13, 26, 39, 52, 65, 78, 91].map(suitOf)).toEqual([
      'clubs', 'diamonds', 'hearts', 'spades', 'clubs', 'diamonds', 'hearts', 'spades',
    ]);
  });

  it('derives colour from suit: "clubs and spades are black, diamonds and hearts red"', () => {
    expect(SUITS.map(colourOfSuit)).toEqual(['black', 'red', 'red', 'black']);
    expect([cardId(5, 'clubs'), cardId(5, 'diamonds'), cardId(5, 'hearts'), cardId(5, 'spades')].map(colourOf))
      .toEqual(['black', 'red', 'red', 'black']);
    expect(colourOf(cardId(5, 'hearts', 3))).toBe('red');
  });
});

describe('card names, codes and labels', () => {
  it('names a card as a player says it: "Queen of hearts"', () => {
    expect(cardName(cardId(12, 'hearts'))).toBe('Queen of hearts');
    expect(cardName(cardId(1, 'spades'))).toBe('Ace of spades');
    expect(cardName(cardId(10, 'clubs'))).toBe('10 of clubs');
    expect(cardName(cardId(11, 'diamonds'))).toBe('Jack of diamonds');
    expect(cardName(cardId(13, 'clubs'))).toBe('King of clubs');
    expect(cardName(cardId(7, 'diamonds'))).toBe('7 of diamonds');
  });

  it('names copies like the first copy', () => {
    expect(cardName(cardId(1, 'spades', 7))).toBe('Ace of spades');
  });

  it('names every rank', () => {
    expect(RANKS.map(rankName)).toEqual(['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King']);
  });

  it('codes a card in two characters, rank then suit: "QH", "TC", "AS"', () => {
    expect(cardCode(cardId(12, 'hearts'))).toBe('QH');
    expect(cardCode(cardId(10, 'clubs'))).toBe('TC');
    expect(cardCode(cardId(1, 'spades'))).toBe('AS');
    expect(cardCode(cardId(13, 'diamonds', 5))).toBe('KD');
    expect(range(0, 12).map(cardCode)).toEqual(['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC']);
  });

  it('labels a card with its suit symbol: "Q♥"', () => {
    expect(cardLabel(cardId(12, 'hearts'))).toBe('Q♥');
    expect(cardLabel(cardId(10, 'clubs'))).toBe('10♣');
    expect(cardLabel(cardId(1, 'diamonds'))).toBe('A♦');
    expect(cardLabel(cardId(11, 'spades', 2))).toBe('J♠');
    expect(range(39, 51).map(cardLabel)).toEqual(['A♠', '2♠', '3♠', '4♠', '5♠', '6♠', '7♠', '8♠', '9♠', '10♠', 'J♠', 'Q♠', 'K♠']);
  });
});

describe('deck specs: "1/2/4-suit Spider is a deck spec, not a rule change"', () => {
  it('has one standard deck of four suits', () => {
    expect(STANDARD_DECK).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
    expect(deckSize(STANDARD_DECK)).toBe(52);
  });

  it('sizes a deck at 52 cards a deck, whatever its suits', () => {
    expect(deckSize({ decks: 2, suits: ['spades'] })).toBe(104);
    expect(deckSize({ decks: 1, suits: ['spades', 'hearts'] })).toBe(52);
    expect(deckSize({ decks: 8, suits: SUITS })).toBe(416);
  });

  it('lays out one four-suit deck as the ids 0..51 in order', () => {
    const cards = deckCards(STANDARD_DECK);
    expect(cards).toEqual(range(0, 51));
    expect(cards.slice(0, 14).map(cardCode)).toEqual(['AC', '2C', '3C', '4C', '5C', '6C', '7C', '8C', '9C', 'TC', 'JC', 'QC', 'KC', 'AD']);
  });

  it('lays out two four-suit decks as the ids 0..103 in order', () => {
    expect(deckCards({ decks: 2, suits: SUITS })).toEqual(range(0, 103));
  });

  it('makes two decks of one suit 104 spades: eight copies of each rank, every id unique', () => {
    const cards = deckCards({ decks: 2, suits: ['spades'] });
    expect(cards).toHaveLength(104);
    expect(new Set(cards).size).toBe(104);
    expect(new Set(cards.map(suitOf))).toEqual(new Set(['spades']));
    expect(cards.filter((id) => rankOf(id) === 1)).toEqual([39, 91, 143, 195, 247, 299, 351, 403]);
    expect(codeCounts(cards)).toEqual({
      AS: 8, '2S': 8, '3S': 8, '4S': 8, '5S': 8, '6S': 8, '7S': 8, '8S': 8, '9S': 8, TS: 8, JS: 8, QS: 8, KS: 8,
    });
    expect(cards.slice(0, 13)).toEqual(range(39, 51));
    expect(cards.slice(13, 26)).toEqual(range(91, 103));
    expect(cards.slice(91)).toEqual(range(403, 415));
    expect(cards.map((id) => cardOf(id).copy)).toEqual([0, 1, 2, 3, 4, 5, 6, 7].flatMap((copy) => Array<number>(13).fill(copy)));
  });

  it('makes two decks of two suits four sets of spades and four of hearts, spread over them in turn', () => {
    const cards = deckCards({ decks: 2, suits: ['spades', 'hearts'] });
    expect(cards).toHaveLength(104);
    expect(new Set(cards).size).toBe(104);
    const setSuits = [0, 1, 2, 3, 4, 5, 6, 7].map((set) => suitOf(cards[set * 13] ?? -1));
    expect(setSuits).toEqual(['spades', 'hearts', 'spades', 'hearts', 'spades', 'hearts', 'spades', 'hearts']);
    expect(cards.filter((id) => rankOf(id) === 1)).toEqual([39, 26, 91, 78, 143, 130, 195, 182]);
    expect(cards.slice(0, 26)).toEqual([...range(39, 51), ...range(26, 38)]);
    expect(codeCounts(cards)).toEqual({
      AS: 4, '2S': 4, '3S': 4, '4S': 4, '5S': 4, '6S': 4, '7S': 4, '8S': 4, '9S': 4, TS: 4, JS: 4, QS: 4, KS: 4,
      AH: 4, '2H': 4, '3H': 4, '4H': 4, '5H': 4, '6H': 4, '7H': 4, '8H': 4, '9H': 4, TH: 4, JH: 4, QH: 4, KH: 4,
    });
  });

  it('makes one deck of one suit four sets of spades', () => {
    const cards = deckCards({ decks: 1, suits: ['spades'] });
    expect(cards).toEqual([...range(39, 51), ...range(91, 103), ...range(143, 155), ...range(195, 207)]);
    expect(new Set(cards.map(cardCode)).size).toBe(13);
  });

  it('makes one deck of two suits two sets of spades and two of hearts', () => {
    const cards = deckCards({ decks: 1, suits: ['spades', 'hearts'] });
    expect(cards).toEqual([...range(39, 51), ...range(26, 38), ...range(91, 103), ...range(78, 90)]);
  });

  it('follows the order the spec gives its suits, not the order of SUITS', () => {
    const hearts: DeckSpec = { decks: 1, suits: ['hearts', 'spades'] };
    expect(deckCards(hearts).slice(0, 14)).toEqual([...range(26, 38), 39]);
  });

  it('makes eight four-suit decks the ids 0..415, each card eight times', () => {
    const cards = deckCards({ decks: 8, suits: SUITS });
    expect(cards).toEqual(range(0, 415));
    expect(codeCounts(cards).QH).toBe(8);
  });

  it('makes eight one-suit decks 416 spades with unique ids up to 1663, each read back rightly', () => {
    // Ids of many-deck, few-suit decks run past 415 (8 four-suit decks): nothing may assume they stop there.
    const cards = deckCards({ decks: 8, suits: ['spades'] });
    expect(cards).toHaveLength(416);
    expect(new Set(cards).size).toBe(416);
    expect(cards.at(-1)).toBe(1663);
    expect(cardOf(1663)).toEqual<Card>({ id: 1663, rank: 13, suit: 'spades', colour: 'black', copy: 31 });
    expect(cardOf(1017)).toEqual<Card>({ id: 1017, rank: 4, suit: 'hearts', colour: 'red', copy: 19 });
    expect([cardCode(1663), cardName(1017), cardLabel(1017)]).toEqual(['KS', '4 of hearts', '4♥']);
    expect(new Set(cards.map(cardCode)).size).toBe(13);
    expect(cards.filter((id) => cardCode(id) === 'QS')).toHaveLength(32);
  });

  it('returns a fresh array each time', () => {
    const a = deckCards(STANDARD_DECK);
    a.reverse();
    expect(deckCards(STANDARD_DECK)).toEqual(range(0, 51));
  });
});
