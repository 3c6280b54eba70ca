/**
 * A move not yet made, in words, for hints and lessons ("Move the 9 of hearts onto the 10 of spades.").
 * The hint itself is the solver's (solver/useSolverHint.ts); this only says it.
 */
import type { Move, Variant } from '@patience/core';
import { pileKind, pileName, type GameState } from '@patience/core/engine';
import { cardName } from '@patience/core/cards';
import { pileOf } from '../input/piles.js';

/**
 * A move in words, read from the position it would be made in.
 * @example describeMove(variant, state, { kind: 'move', from: 't2', to: 't5', count: 1 }) // "Move the Queen of hearts onto the King of spades."
 */
export function describeMove(variant: Variant, state: GameState, move: Move): string {
  if (move.kind === 'deal') return variant.rules.stock.kind === 'deal-row' ? 'Deal a new row from the stock.' : 'Deal from the stock.';
  if (move.kind === 'redeal') return 'Turn the waste over to make a new stock.';
  const source = pileOf(variant, state, move.from);
  const target = pileOf(variant, state, move.to);
  const moving = source?.cards[source.cards.length - move.count];
  const what = moving === undefined ? `${move.count} cards from ${pileName(move.from, variant)}`
    : move.count > 1 ? `the ${cardName(moving)} and the ${move.count === 2 ? 'card' : `${move.count - 1} cards`} on it`
      : `the ${cardName(moving)}`;
  const top = target?.cards[target.cards.length - 1];
  const toColumn = pileKind(move.to) === 'tableau';
  const where = toColumn && top !== undefined ? `onto the ${cardName(top)}` : toColumn ? `to the empty ${pileName(move.to, variant)}` : `to ${pileName(move.to, variant)}`;
  return `Move ${what} ${where}.`;
}
