import { PatienceError } from '../errors/errors.js';
import { show } from '../rules/check.js';

/**
 * The four French suits, in the order used for card identities and for assigning suits to foundations.
 */
export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** One of the four French suits. */
export type Suit = (typeof SUITS)[number];

/** A card's rank: 1 is the Ace, 11 the Jack, 12 the Queen, 13 the King. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** A suit's colour: clubs and spades are black, diamonds and hearts red. */
export type Colour = 'red' | 'black';

/**
 * A card's identity: a small non-negative integer, unique within a deal even when the deck holds copies.
 *
 * It is self-describing: `id = copy * 52 + suitIndex * 13 + (rank - 1)`, where `suitIndex` follows
 * {@link SUITS}. Two-deck Spider has ids 0–103; one-suit Spider has eight Aces of spades (ids 39, 91, ...).
 * Positions store card ids, not objects, so that they stay small and fast to copy.
 */
export type CardId = number;

/** A card with its derived facts, for display and for snapshots. */
export interface Card {
  /** The card's identity; see {@link CardId}. */
  readonly id: CardId;
  readonly rank: Rank;
  readonly suit: Suit;
  readonly colour: Colour;
  /** Which copy of this rank and suit the card is (0 for the first), when the deck holds several. */
  readonly copy: number;
}

/** The rank of a card id. */
export function rankOf(id: CardId): Rank {
  return (RANK_TABLE[id] ?? (id % 13) + 1) as Rank;
}

/**
 * One more than the largest card id: eight decks spread over one suit hold 32 copies of each card.
 */
export const CARD_ID_LIMIT = 52 * 32;

// Lookup tables for every possible id: the engine asks for ranks and suits in its hottest loops.
const MAX_CARD_IDS = CARD_ID_LIMIT;
const RANK_TABLE = Uint8Array.from({ length: MAX_CARD_IDS }, (_, id) => (id % 13) + 1);
const SUIT_TABLE = Uint8Array.from({ length: MAX_CARD_IDS }, (_, id) => Math.floor(id / 13) % 4);

/** The index of a card's suit in {@link SUITS}. */
export function suitIndexOf(id: CardId): number {
  return SUIT_TABLE[id] ?? Math.floor(id / 13) % 4;
}

/** The suit of a card id. */
export function suitOf(id: CardId): Suit {
  return SUITS[suitIndexOf(id)] as Suit;
}

/** The colour of a suit. */
export function colourOfSuit(suit: Suit): Colour {
  return suit === 'diamonds' || suit === 'hearts' ? 'red' : 'black';
}

/** The colour of a card id. */
export function colourOf(id: CardId): Colour {
  const s = suitIndexOf(id);
  return s === 1 || s === 2 ? 'red' : 'black';
}

/** 1 for a red card, 0 for a black one: a cheap colour test for the engine's inner loops. */
export function isRed(id: CardId): number {
  const s = suitIndexOf(id);
  return s === 1 || s === 2 ? 1 : 0;
}

/**
 * The card id for a rank, suit and copy.
 * @throws {@link PatienceError} `invalid-card` for a rank that is not 1 to 13, a suit that is not one of
 *   {@link SUITS}, or a copy that is not a whole number from 0 to 31.
 */
export function cardId(rank: Rank, suit: Suit, copy = 0): CardId {
  const r: unknown = rank;
  const c: unknown = copy;
  if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > 13) throw new PatienceError('invalid-card',
    `A rank is a whole number from 1 (Ace) to 13 (King); got ${show(r)}.`);
  const s = SUITS.indexOf(suit);
  if (s < 0) throw new PatienceError('invalid-card', `A suit is one of ${SUITS.join(', ')}; got ${show(suit)}.`);
  if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= CARD_ID_LIMIT / 52) {
    throw new PatienceError('invalid-card', `A copy is a whole number from 0 to ${CARD_ID_LIMIT / 52 - 1}; got ${show(c)}.`);
  }
  return c * 52 + s * 13 + (r - 1);
}

/**
 * The id itself when it is a card id (a whole number from 0 below {@link CARD_ID_LIMIT}).
 * @throws {@link PatienceError} `invalid-card` otherwise.
 */
function checkedId(id: unknown): CardId {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id >= CARD_ID_LIMIT) {
    throw new PatienceError('invalid-card', `A card id is a whole number from 0 to ${CARD_ID_LIMIT - 1}; got ${show(id)}.`);
  }
  return id;
}

/** The full {@link Card} for a card id. @throws {@link PatienceError} `invalid-card` for a number that is not a card id. */
export function cardOf(given: CardId): Card {
  const id = checkedId(given);
  const suit = suitOf(id);
  return { id, rank: rankOf(id), suit, colour: colourOfSuit(suit), copy: Math.floor(id / 52) };
}

const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'] as const;
const RANK_LETTERS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const SUIT_LETTERS = ['C', 'D', 'H', 'S'] as const;
const SUIT_SYMBOLS = ['♣', '♦', '♥', '♠'] as const;

/** A rank as a word: "Ace", "7", "Queen". */
export function rankName(rank: number): string {
  return RANK_NAMES[rank - 1] ?? String(rank);
}

/**
 * A card as a player says it: "Queen of hearts". Screen readers read this, so it is plain words.
 * @throws {@link PatienceError} `invalid-card` for a number that is not a card id.
 * @example cardName(cardId(12, 'hearts')) // "Queen of hearts"
 */
export function cardName(id: CardId): string {
  checkedId(id);
  return `${rankName(rankOf(id))} of ${suitOf(id)}`;
}

/** A card in two characters, rank then suit: "QH", "TC", "AS". Used in logs and golden tests. */
export function cardCode(id: CardId): string {
  checkedId(id);
  return `${RANK_LETTERS[id % 13] ?? '?'}${SUIT_LETTERS[suitIndexOf(id)] ?? '?'}`;
}

/** A card with its suit symbol: "Q♥". */
export function cardLabel(id: CardId): string {
  checkedId(id);
  const rank = rankOf(id);
  const r = rank === 1 || rank > 10 ? (RANK_LETTERS[rank - 1] ?? '?') : String(rank);
  return `${r}${SUIT_SYMBOLS[suitIndexOf(id)] ?? '?'}`;
}
