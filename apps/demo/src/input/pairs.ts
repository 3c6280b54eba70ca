/**
 * Tap-tap for games that remove cards in pairs (Pyramid): the first tap picks a free card, the second names
 * its partner, and the pair is played as one card onto the other; a card that makes the total alone (a King)
 * goes to the discard pile at the first tap. Pure, so it is tested without a browser.
 */
import type { Move, PileId, Variant } from '@patience/core';
import { cardName } from '@patience/core/cards';
import { pileKind, type GameState } from '@patience/core/engine';
import { whyStuck } from './destinations.js';
import { pileOf } from './piles.js';

/** What a tap does in a game of pairs. */
export type PairTap =
  | { readonly kind: 'play'; readonly move: Move }
  | { readonly kind: 'pick'; readonly pile: PileId; readonly message: string }
  | { readonly kind: 'put-back'; readonly message: string }
  | { readonly kind: 'stuck'; readonly message: string };

/** Whether a variant's cards leave in pairs, so that a tap picks a card rather than sends it somewhere. */
export function removesPairs(variant: Variant): boolean {
  return variant.rules.foundations.kind === 'pairs';
}

/**
 * What a tap on the top card of `tapped` does when `picked` (or nothing) is already picked up. The second
 * card's move is played even when illegal, so that the player hears the engine's own reason.
 * @example pairTap(variant, state, moves, 't22', 't23') // { kind: 'play', move: { kind: 'move', from: 't22', to: 't23', count: 1 } }
 */
export function pairTap(variant: Variant, state: GameState, moves: readonly Move[], picked: PileId | null, tapped: PileId): PairTap {
  if (picked === tapped) return { kind: 'put-back', message: 'Put back.' };
  if (picked !== null) return { kind: 'play', move: { kind: 'move', from: picked, to: tapped, count: 1 } };
  const alone = moves.find((m) => m.kind === 'move' && m.from === tapped && pileKind(m.to) === 'foundation');
  if (alone) return { kind: 'play', move: alone };
  if (!moves.some((m) => m.kind === 'move' && m.from === tapped)) return { kind: 'stuck', message: whyStuck(variant, state, tapped, 1) };
  const pile = pileOf(variant, state, tapped);
  const card = pile?.cards[pile.cards.length - 1];
  const total = variant.rules.foundations.kind === 'pairs' ? variant.rules.foundations.total : 13;
  const what = card === undefined ? 'this card' : `the ${cardName(card)}`;
  return { kind: 'pick', pile: tapped, message: `Picked up ${what}: now tap a free card that adds up to ${total} with it.` };
}
