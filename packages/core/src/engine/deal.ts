import type { CardId } from '../cards/card.js';
import { deckCards } from '../cards/deck.js';
import { PatienceError } from '../errors/errors.js';
import { isValidSeed, MAX_SEED } from '../random/prng.js';
import { show } from '../rules/check.js';
import { shuffled } from '../random/shuffle.js';
import { checkedVariant } from '../rules/variant.js';
import type { Variant } from '../rules/vocabulary.js';
import { tableOf } from './table.js';
import type { GameState, PileState } from './types.js';

/**
 * The opening position of a variant for a seed. The deck, in its fresh order ({@link deckCards}), is
 * shuffled with the seed ({@link shuffled}); then the cards are dealt from the front of the shuffled deck
 * row by row, left to right across the tableau piles that still need cards, then one to each cell that
 * gets one. The rest form the stock in the same order, so the last card of the shuffled deck is the top
 * of the stock. The same variant and seed give the same position everywhere.
 * @throws {@link PatienceError} with code `invalid-seed` when the seed is not a whole number from 0 to 2^32 - 1;
 * a `VariantError` naming the field when the variant is not one `defineVariant` would accept (see
 * {@link checkedVariant}).
 * @example const state = deal(variant, 42);
 */
export function deal(given: Variant, seed: number): GameState {
  const variant = checkedVariant(given);
  if (!isValidSeed(seed)) {
    throw new PatienceError('invalid-seed', `A deal number is a whole number from 0 to ${MAX_SEED}; got ${show(seed)}.`);
  }
  return dealCards(variant, shuffled(deckCards(variant.deck), seed));
}

/** Lays out an already ordered deck as {@link deal} does. */
export function dealCards(given: Variant, deck: readonly CardId[]): GameState {
  const table = tableOf(given);
  const variant = table.variant;
  const layout = variant.layout;
  const columns: CardId[][] = layout.tableau.map(() => []);
  let next = 0;
  const rows = Math.max(0, ...layout.tableau.map((p) => p.cards));
  for (let row = 0; row < rows; row++) {
    layout.tableau.forEach((pile, i) => {
      if (pile.cards > row) (columns[i] as CardId[]).push(deck[next++] as CardId);
    });
  }
  const cells: CardId[][] = layout.cells.map((pile) => (pile.cards > 0 ? [deck[next++] as CardId] : []));
  const rest = deck.slice(next);
  const piles: PileState[] = [];
  columns.forEach((cards, i) => piles.push({ cards, faceDown: layout.tableau[i]?.faceDown ?? 0 }));
  for (let i = table.foundationStart; i < table.foundationEnd; i++) piles.push({ cards: [], faceDown: 0 });
  for (const cards of cells) piles.push({ cards, faceDown: 0 });
  if (table.stock >= 0) piles.push({ cards: rest, faceDown: rest.length });
  if (table.waste >= 0) piles.push({ cards: [], faceDown: 0 });
  return { piles, redealsUsed: 0, score: variant.rules.scoring?.start ?? 0, movesMade: 0 };
}
