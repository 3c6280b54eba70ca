import type { CardId } from '../cards/card.js';
import { deckCards } from '../cards/deck.js';
import type { Variant } from '../rules/vocabulary.js';
import { buildsOn } from './building.js';
import { legalMoves } from './legality.js';
import { checkedState } from './state-check.js';
import { tableOf } from './table.js';
import type { GameState, Move, PileState } from './types.js';

/**
 * The legal moves to a foundation that can never be regretted: the card goes home only if no card still
 * off the foundations could ever be built on it in the tableau. It is derived from the variant's own build
 * rule, so it holds for any variant: under "down in alternating colours" a red 5 is safe once both black
 * 4s are home; under "down in suit" every foundation move is safe, since the card that would build on it
 * is already home. Use it for optional safe auto-move to the foundations.
 * Each card and each foundation appears at most once, so every move listed can be played in turn; playing
 * one may make others safe, so ask again afterwards ({@link Game.autoPlay} does).
 * @example
 * for (let [m] = safeFoundationMoves(variant, state); m; [m] = safeFoundationMoves(variant, state)) {
 *   state = applyMove(variant, state, m).state;
 * }
 */
export function safeFoundationMoves(given: Variant, state: GameState): Move[] {
  const table = tableOf(given);
  const variant = table.variant;
  checkedState(table, state);
  if (variant.rules.foundations.kind !== 'up-by-suit') return [];
  const home = new Set<CardId>();
  for (let i = table.foundationStart; i < table.foundationEnd; i++) for (const c of (state.piles[i] as PileState).cards) home.add(c);
  const away = deckCards(variant.deck).filter((c) => !home.has(c));
  const build = variant.rules.tableau.build;
  const seen = new Set<CardId>();
  const filled = new Set<string>();
  return legalMoves(variant, state).filter((move) => {
    // Taking a card back from one foundation to another is never a step forward.
    if (move.kind !== 'move' || !move.to.startsWith('f') || move.from.startsWith('f')) return false;
    const pile = state.piles[table.indexOf.get(move.from) ?? -1] as PileState;
    const card = pile.cards[pile.cards.length - 1] as CardId;
    // With copies of a deck, two foundations may take the same card, and one foundation may be offered
    // two copies: offer each card once and each foundation once, so that every move listed can be played.
    if (seen.has(card) || filled.has(move.to)) return false;
    seen.add(card);
    filled.add(move.to);
    return build.direction === 'none' || !away.some((other) => other !== card && buildsOn(build, other, card));
  });
}
