/**
 * Choosing where cards go when the player does not say: a click sends a card (and the cards on it) to the
 * best legal destination, Enter on a target moves the most cards it can. Pure functions of the position.
 */
import type { Move, PileId, Variant } from '@patience/core';
import { legalMoves, pileIds, pileKind, pileName, whyIllegal, type GameState } from '@patience/core/engine';
import { cardName, suitOf } from '@patience/core/cards';
import { pileOf } from './piles.js';

type CardMove = Extract<Move, { kind: 'move' }>;

function isCardMove(move: Move): move is CardMove {
  return move.kind === 'move';
}

/**
 * How good a destination is for a click: a foundation first (the card's journey ends there), then a column
 * whose top card is of the same suit (a natural run), then any other column with cards, then an empty
 * column, then a cell last (cells are scarce).
 */
export function destinationRank(variant: Variant, state: GameState, move: CardMove): number {
  const target = pileOf(variant, state, move.to);
  const source = pileOf(variant, state, move.from);
  if (!target || !source) return 0;
  const kind = pileKind(move.to);
  if (kind === 'foundation') return 50;
  if (kind === 'cell') return 10;
  const top = target.cards[target.cards.length - 1];
  if (top === undefined) return 20;
  const moving = source.cards[source.cards.length - move.count];
  return moving !== undefined && suitOf(moving) === suitOf(top) ? 40 : 30;
}

/**
 * The best legal move of the top `count` cards of a pile, or null when they can go nowhere.
 * Ties go to the leftmost destination, so a click is predictable.
 * @example bestDestination(variant, state, 't3', 1) // { kind: 'move', from: 't3', to: 'f1', count: 1 }
 */
export function bestDestination(variant: Variant, state: GameState, from: PileId, count: number, moves: readonly Move[] = legalMoves(variant, state)): CardMove | null {
  let best: CardMove | null = null;
  let bestRank = -1;
  for (const move of moves) {
    if (!isCardMove(move) || move.from !== from || move.count !== count) continue;
    const rank = destinationRank(variant, state, move);
    if (rank > bestRank) {
      best = move;
      bestRank = rank;
    }
  }
  return best;
}

/**
 * The legal move from one pile to another that carries the most cards, or null.
 * @example largestMove(variant, state, 't1', 't4') // { ..., count: 3 }
 */
export function largestMove(variant: Variant, state: GameState, from: PileId, to: PileId, moves: readonly Move[] = legalMoves(variant, state)): CardMove | null {
  let best: CardMove | null = null;
  for (const move of moves) {
    if (isCardMove(move) && move.from === from && move.to === to && (!best || move.count > best.count)) best = move;
  }
  return best;
}

/** The legal card moves out of a pile with exactly `count` cards: the destinations a drag lights up. */
export function legalTargets(from: PileId, count: number, moves: readonly Move[]): Set<PileId> {
  const targets = new Set<PileId>();
  for (const move of moves) if (isCardMove(move) && move.from === from && move.count === count) targets.add(move.to);
  return targets;
}

/** How many face-up cards lie on top of a pile: the most a single move could take. */
export function faceUpCount(variant: Variant, state: GameState, pile: PileId): number {
  const p = pileOf(variant, state, pile);
  return p ? p.cards.length - p.faceDown : 0;
}

/** Whether cards are played onto the waste: a waste built on (Golf, TriPeaks), or a pair's partner (Pyramid). */
export function wasteTakesCards(variant: Variant): boolean {
  const { stock, foundations } = variant.rules;
  return stock.kind === 'draw-to-waste' && (stock.waste !== undefined || foundations.kind === 'pairs');
}

/**
 * Why the top `count` cards of a pile can go nowhere, as a sentence: the engine's reason when it refuses
 * every destination for the same reason (it will not lift those cards at all), else a sentence naming them.
 * @example whyStuck(variant, state, 't2', 3) // "Only a run built down in alternating colours moves as a unit, ..."
 */
export function whyStuck(variant: Variant, state: GameState, from: PileId, count: number): string {
  const source = pileOf(variant, state, from);
  const card = source?.cards[source.cards.length - count];
  const reasons = new Set<string>();
  for (const to of pileIds(variant)) {
    if (to === from || to === 'stock' || (to === 'waste' && !wasteTakesCards(variant))) continue;
    const refusal = whyIllegal(variant, state, { kind: 'move', from, to, count });
    if (refusal) reasons.add(refusal.message);
  }
  const [only] = reasons;
  if (reasons.size === 1 && only !== undefined) return only;
  if (card === undefined) return `There is no card on ${pileName(from, variant)}.`;
  const what = count > 1 ? `the ${cardName(card)} and the ${count === 2 ? 'card' : `${count - 1} cards`} on it` : `the ${cardName(card)}`;
  return `There is no legal move for ${what}.`;
}
