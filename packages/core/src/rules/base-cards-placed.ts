import type { DeckSpec } from '../cards/deck.js';
import { F, reader } from './variant-reader.js';
import type { FoundationRules, Layout } from './vocabulary.js';

/** `layout.baseCardsPlaced`: a whole number in the table's range. */
export function readBaseCardsPlaced(value: unknown): number {
  const { min, max } = F['layout.baseCardsPlaced'];
  return reader.integer(value, 'layout.baseCardsPlaced', min, max);
}

/**
 * Some of the cards placed at the deal need cards placed to choose from (`acesToFoundations` or
 * `baseCardsToFoundations`), and no more than the deck has of them: every card of the rank, or, under a
 * `first-card` base, the first card's fellows.
 */
export function checkBaseCardsPlaced(deck: DeckSpec, layout: Layout, foundations: FoundationRules): void {
  const placed = layout.baseCardsPlaced;
  if (placed === undefined) return;
  const path = 'layout.baseCardsPlaced';
  if (layout.acesToFoundations !== true && layout.baseCardsToFoundations !== true) reader.problem(path,
    'says how many of the Aces or base cards start the foundations, and the deal places none: add `acesToFoundations: true` or '
    + '`baseCardsToFoundations: true`');
  const ofARank = deck.decks * 4;
  const fellows = layout.baseCardsToFoundations === true && foundations.kind === 'up-by-suit' && foundations.base === 'first-card';
  const most = fellows ? ofARank - 1 : ofARank;
  const what = layout.acesToFoundations === true ? 'Aces' : fellows ? "fellows of the first card" : 'cards of the base rank';
  if (placed > most) reader.problem(path, `${placed} is more than the ${most} ${what} the deck has; leave it out to place all of them`);
}
