/**
 * A move not yet made, in words, as a hint or a lesson tells it: one implementation, for the demo's hints and
 * lessons and the CLI alike.
 */
import type { Move, Variant } from '@patience/core';
import { pileKind, pileName, pileTable, type GameState } from '@patience/core/engine';
import { cardName } from '@patience/core/cards';

/**
 * A move in words, read from the position it would be made in: "Move the 9 of hearts onto the 10 of spades.",
 * "Move the Queen of hearts and the 2 cards on it to the empty column 4.", "Deal a new row from the stock.".
 * Where cards leave in pairs (Pyramid), a card played onto its partner removes both: "Remove the 8 of spades
 * and the 5 of clubs."; a card that makes the total alone, or is discarded by a higher card of its suit (Aces Up):
 * "Remove the King of hearts.".
 * @example describeMove(variant, state, { kind: 'move', from: 't2', to: 't5', count: 1 }) // "Move the Queen of hearts onto the King of spades."
 */
export function describeMove(variant: Variant, state: GameState, move: Move): string {
  if (move.kind === 'deal') return variant.rules.stock.kind === 'deal-row' ? 'Deal a new row from the stock.' : 'Deal from the stock.';
  if (move.kind === 'redeal') return 'Turn the waste over to make a new stock.';
  const indexOf = pileTable(variant).indexOf;
  const source = state.piles[indexOf.get(move.from) ?? -1];
  const target = state.piles[indexOf.get(move.to) ?? -1];
  const moving = source?.cards[source.cards.length - move.count];
  const top = target?.cards[target.cards.length - 1];
  // A card played onto a card is played onto its partner: both leave the game together. A card into an empty
  // column or cell (Aces Up's gaps) is moved, not removed.
  if (variant.rules.foundations.kind === 'pairs' && moving !== undefined && (pileKind(move.to) === 'foundation' || top !== undefined)) {
    const partner = pileKind(move.to) === 'foundation' ? undefined : top;
    return partner === undefined ? `Remove the ${cardName(moving)}.` : `Remove the ${cardName(moving)} and the ${cardName(partner)}.`;
  }
  const what = moving === undefined ? `${move.count} cards from ${pileName(move.from, variant)}`
    : move.count > 1 ? `the ${cardName(moving)} and the ${move.count === 2 ? 'card' : `${move.count - 1} cards`} on it`
      : `the ${cardName(moving)}`;
  const toColumn = pileKind(move.to) === 'tableau';
  const where = toColumn && top !== undefined ? `onto the ${cardName(top)}` : toColumn ? `to the empty ${pileName(move.to, variant)}` : `to ${pileName(move.to, variant)}`;
  return `Move ${what} ${where}.`;
}
