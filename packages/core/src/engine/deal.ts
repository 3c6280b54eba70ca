import { foundationTaking } from './play-during-deal.js';
import { rankOf, suitIndexOf, type CardId } from '../cards/card.js';
import { deckCards, type DeckSpec } from '../cards/deck.js';
import { PatienceError } from '../errors/errors.js';
import { DEALERS, microsoftDeal, type DealerName } from '../random/dealers.js';
import { isValidSeed, MAX_SEED } from '../random/prng.js';
import { shuffled } from '../random/shuffle.js';
import { show } from '../rules/check.js';
import { madeVariant } from '../rules/made.js';
import type { Variant } from '../rules/vocabulary.js';
import { foundationOrder, pileStep } from '../rules/foundation-order.js';
import { acesToRowStarts, placeGridAces } from './grid.js';
import { tableOf } from './table.js';
import type { GameState, PileState } from './types.js';

/**
 * The opening position of a variant for a seed. The deck, in its fresh order ({@link deckCards}), is
 * shuffled with the seed ({@link shuffled}); then the cards are dealt from the front of the shuffled deck
 * row by row, left to right across the tableau piles that still need cards, then one to each cell that
 * gets one. The rest form the stock in the same order, so the last card of the shuffled deck is the top
 * of the stock. The same variant and seed give the same position everywhere.
 * With `dealer` `microsoft` the deck is instead ordered as Windows FreeCell deals its numbered deals
 * ({@link microsoftDeal}), one standard deck only.
 * @throws {@link PatienceError} with code `invalid-seed` when the seed is not a whole number from 0 to 2^32 - 1
 * (1 to 2^31 - 1 for `microsoft`); `invalid-option` for an unknown dealer or a `microsoft` deal of another deck;
 * a `VariantError` when the variant is not one core made (plain data, such as a variant read from JSON:
 * pass it through `parseVariant` first).
 * @example const state = deal(variant, 42);
 */
export function deal(given: Variant, seed: number, dealer: DealerName = 'patience'): GameState {
  const variant = madeVariant(given);
  return dealCards(variant, dealtDeck(variant.deck, seed, dealer));
}

/** Whether a deck spec is one standard 52-card deck in the four suits, the only deck Microsoft's deals shuffle. */
function isOneStandardDeck(deck: DeckSpec): boolean {
  return deck.decks === 1 && deck.suits.length === 4 && new Set(deck.suits).size === 4;
}

/**
 * A deck's cards in the order a dealer deals them, for {@link dealCards} to lay out row by row.
 * @throws {@link PatienceError} `invalid-seed` for a number outside the dealer's range (0 to 2^32 - 1 for
 *   `patience`, 1 to 2^31 - 1 for `microsoft`), and `invalid-option` for an unknown dealer or a `microsoft`
 *   deal of anything but one standard deck.
 * @example dealtDeck(STANDARD_DECK, 11982, 'microsoft').slice(0, 2) // [26, 39]: AH AS
 */
export function dealtDeck(deck: DeckSpec, seed: number, dealer: DealerName = 'patience'): CardId[] {
  // Checked although typed: a dealer may come from a link or the command line.
  const named: string = dealer;
  if (named === 'patience') {
    if (!isValidSeed(seed)) throw new PatienceError('invalid-seed',
      `A deal number is a whole number from 0 to ${MAX_SEED}; got ${show(seed)}.`);
    return shuffled(deckCards(deck), seed);
  }
  if (named !== 'microsoft') {
    throw new PatienceError('invalid-option', `A dealer is one of ${DEALERS.join(', ')}; got ${show(dealer)}.`);
  }
  if (!isOneStandardDeck(deck)) {
    throw new PatienceError('invalid-option', `Microsoft's deals are of one standard 52-card deck; this game uses ${show(deck)}.`);
  }
  return microsoftDeal(seed);
}

/**
 * Lays out an already ordered deck as {@link deal} does. Cards placed at the deal come first or last as the
 * layout says: with `acesToFoundations` the Aces, with `baseCardsToFoundations` the cards of the base rank
 * (of a `first-card` base, the first card's fellows), are taken out of the deck first (each to the first empty
 * foundation that takes its suit) and the other cards dealt in their order; with `kingsUnder` each
 * column's Kings then go beneath its other cards; the reserve is dealt after the cells, then the
 * `foundationCards`; last, `wasteCards` are turned from the top of the stock onto the waste.
 */
export function dealCards(given: Variant, deck: readonly CardId[]): GameState {
  const table = tableOf(given);
  const variant = table.variant;
  const layout = variant.layout;
  const foundations: CardId[][] = Array.from({ length: table.foundationEnd - table.foundationStart }, () => []);
  const home = cardsStartingHome(variant, deck);
  for (const card of home) {
    const slot = foundations.findIndex((pile, i) => pile.length === 0 && startsFoundation(variant, table, i, card));
    (foundations[slot] as CardId[]).push(card);
  }
  const rowStarts = acesToRowStarts(variant, deck);
  const cards = home.size === 0 && rowStarts.length === 0 ? deck : deck.filter((c) => !home.has(c) && !rowStarts.includes(c));
  const columns: CardId[][] = layout.tableau.map(() => []);
  let next = 0;
  // Under playDuringDeal a card a foundation takes goes there, and its pile gets none in that row.
  const dealTo = (column: CardId[], card: CardId): void => {
    const home = layout.playDuringDeal === true ? foundationTaking(variant, table.foundationSuit, foundations, card) : -1;
    (home < 0 ? column : foundations[home] as CardId[]).push(card);
  };
  const rows = Math.max(0, ...layout.tableau.map((p) => p.cards));
  for (let row = 0; row < rows; row++) {
    layout.tableau.forEach((pile, i) => {
      if (pile.cards > row) dealTo(columns[i] as CardId[], cards[next++] as CardId);
    });
  }
  // With no stock to hold them, the cards the rows leave over are dealt in further rows across every pile.
  while (layout.playDuringDeal === true && table.stock < 0 && next < cards.length) {
    for (let i = 0; i < columns.length && next < cards.length; i++) dealTo(columns[i] as CardId[], cards[next++] as CardId);
  }
  placeGridAces(table, columns, foundations, rowStarts);
  if (layout.kingsUnder === true) {
    // A stable partition: the Kings in the order they were dealt, then the other cards in theirs.
    columns.forEach((column, i) => {
      columns[i] = [...column.filter((c) => rankOf(c) === 13), ...column.filter((c) => rankOf(c) !== 13)];
    });
  }
  const cells: CardId[][] = layout.cells.map((pile) => (pile.cards > 0 ? [cards[next++] as CardId] : []));
  const reserve = cards.slice(next, next + (layout.reserve?.cards ?? 0));
  next += reserve.length;
  for (let i = 0; i < (layout.foundationCards ?? 0); i++) {
    const card = cards[next++] as CardId;
    // Under suit-per-pile the card goes to a foundation of its suit; otherwise to the first.
    const slot = foundations.findIndex((pile, f) => pile.length === 0 && (variant.rules.foundations.kind !== 'up-by-suit'
      || (variant.rules.foundations.follow ?? 'suit-per-pile') !== 'suit-per-pile' || table.foundationSuit[f] === suitIndexOf(card)));
    (foundations[slot] as CardId[]).push(card);
  }
  const rest = cards.slice(next);
  // Turned from the top of the stock, which is the end of what is left.
  const waste = rest.splice(rest.length - (layout.wasteCards ?? 0));
  const piles: PileState[] = [];
  columns.forEach((column, i) => piles.push({ cards: column, faceDown: layout.tableau[i]?.faceDown ?? 0 }));
  for (const pile of foundations) piles.push({ cards: pile, faceDown: 0 });
  for (const cell of cells) piles.push({ cards: cell, faceDown: 0 });
  if (table.reserve >= 0) piles.push({ cards: reserve, faceDown: layout.reserve?.faceDown ?? 0 });
  if (table.stock >= 0) piles.push({ cards: rest, faceDown: stockFaceDown(variant, rest.length) });
  if (table.waste >= 0) piles.push({ cards: waste, faceDown: 0 });
  return { piles, redealsUsed: 0, score: variant.rules.scoring?.start ?? 0, movesMade: 0 };
}

/**
 * The cards taken out of the deck before the deal to start the foundations, in deck order: the Aces
 * (`acesToFoundations`), or the cards of the base rank (`baseCardsToFoundations`): of a fixed base every one,
 * of a `first-card` base the fellows of the first card dealt (the deck's first), which stays in its column; with
 * `baseCardsPlaced`, only the first that many of them.
 */
function cardsStartingHome(variant: Variant, deck: readonly CardId[]): ReadonlySet<CardId> {
  const { layout, rules } = variant;
  if (layout.baseCardsToFoundations === true && rules.foundations.kind === 'up-by-suit' && rules.foundations.stepByPile === true) {
    return steppedBaseCards(variant, deck);
  }
  const first = deck[0];
  const firstCardBase = rules.foundations.kind === 'up-by-suit' && rules.foundations.base === 'first-card';
  const rank = layout.acesToFoundations === true ? 1
    : layout.baseCardsToFoundations !== true || rules.foundations.kind !== 'up-by-suit' ? 0
      : firstCardBase ? (first === undefined ? 0 : rankOf(first)) : foundationOrder(rules.foundations).base;
  const candidates = deck.filter((c) => rankOf(c) === rank && !(firstCardBase && c === first));
  // The first `baseCardsPlaced` of them the deal comes to start the foundations; the others are dealt with the rest.
  return new Set(candidates.slice(0, layout.baseCardsPlaced ?? candidates.length));
}

/**
 * Whether `card`, taken out at the deal, starts foundation `index`: the single pile takes its Ace whatever the suit;
 * a foundation stepped by pile (Calculation) takes its own rank, in its own suit only under `suit-per-pile`; any
 * other takes its own suit.
 */
function startsFoundation(variant: Variant, table: ReturnType<typeof tableOf>, index: number, card: CardId): boolean {
  const f = variant.rules.foundations;
  if (f.kind === 'single-pile') return true;
  const suitOk = table.foundationSuit[index] === suitIndexOf(card);
  if (f.kind !== 'up-by-suit' || f.stepByPile !== true) return suitOk;
  const order = foundationOrder(f);
  return rankOf(card) === pileStep(order, 0, index).base && (order.follow !== 'suit-per-pile' || suitOk);
}

/** The base cards of foundations stepped by pile: for each foundation in turn, the first card in the deck that starts it. */
function steppedBaseCards(variant: Variant, deck: readonly CardId[]): ReadonlySet<CardId> {
  const table = tableOf(variant);
  const taken = new Set<CardId>();
  for (let i = 0; i < table.foundationEnd - table.foundationStart; i++) {
    const card = deck.find((c) => !taken.has(c) && startsFoundation(variant, table, i, c));
    if (card !== undefined) taken.add(card);
  }
  return taken;
}

/**
 * How many cards of a stock `cards` high lie face down: all of them, unless the layout turns the stock face
 * up (`stockFaceUp`), when none do. The deal, each deal from the stock and each redeal ask it.
 */
export function stockFaceDown(variant: Variant, cards: number): number {
  return variant.layout.stockFaceUp === true ? 0 : cards;
}
