/** A played move in a few words, for the status line after Undo and Redo. */
import type { MoveRecord, Variant } from '@patience/core';
import { pileName } from '@patience/core/engine';
import { cardName } from '@patience/core/cards';

/**
 * What a move did, in words: "the deal", "the 7 of clubs to column 3", "the King of spades and 4 more to column 1",
 * a pair "the 2 of spades and the Jack of diamonds to foundation 1".
 * @example recordWords(game.deal(), variant) // "the deal"
 */
export function recordWords(record: MoveRecord, variant: Variant): string {
  const move = record.move;
  if (move.kind === 'deal') return 'the deal';
  if (move.kind === 'redeal') return 'the redeal';
  const first = record.cards[0];
  const second = record.cards[1];
  // A pair (Pyramid) is played as one card onto the other, but both leave for the discard pile.
  if (variant.rules.foundations.kind === 'pairs' && record.cards.length === 2 && first !== undefined && second !== undefined) {
    return `the ${cardName(first)} and the ${cardName(second)} to ${pileName('f1', variant)}`;
  }
  const what = first === undefined ? `${move.count} cards` : `the ${cardName(first)}${record.cards.length > 1 ? ` and ${record.cards.length - 1} more` : ''}`;
  return `${what} to ${pileName(move.to, variant)}`;
}
