import { VariantError } from '../errors/errors.js';
import { Reader } from '../rules/check.js';
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

/** The most 52-card decks a game may shuffle together. */
export const MAX_DECKS = 8;

const reader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new VariantError(path, problem);
});

/**
 * Reads untrusted data as a deck spec: a whole number of decks from 1 to {@link MAX_DECKS} and one, two or
 * four distinct suits. The one check of a deck, shared by `parseVariant` and the deck functions.
 * @throws {@link VariantError} naming the field under `path`, such as `deck.decks: 1.5 is not a whole number`.
 */
export function readDeckSpec(value: unknown, path = 'deck'): DeckSpec {
  const r = reader;
  const obj = r.record(value, path);
  r.onlyKeys(obj, path, ['decks', 'suits']);
  const decks = r.integer(obj.decks, `${path}.decks`, 1, MAX_DECKS);
  const suits = r.array(obj.suits, `${path}.suits`, 4).map((s, i) => r.oneOf(s, `${path}.suits[${i}]`, SUITS));
  if (![1, 2, 4].includes(suits.length)) r.problem(`${path}.suits`, `has ${suits.length} suits; a deck is spread over 1, 2 or 4 suits`);
  if (new Set(suits).size !== suits.length) r.problem(`${path}.suits`, 'names a suit twice');
  return { decks, suits };
}

/**
 * How many cards a deck spec holds.
 * @throws {@link VariantError} for a spec that a variant may not have (see {@link readDeckSpec}).
 */
export function deckSize(spec: DeckSpec): number {
  return readDeckSpec(spec).decks * 52;
}

/**
 * The cards of a deck spec in their fresh, unshuffled order: set by set, each set Ace to King.
 * Every id is unique; copies of the same rank and suit get ids 52 apart.
 * @throws {@link VariantError} for a spec that a variant may not have (see {@link readDeckSpec}).
 */
export function deckCards(given: DeckSpec): CardId[] {
  // Read once, so that the spec checked is the spec used even if the caller's object has getters.
  const spec = readDeckSpec(given);
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
