/**
 * Hindsight optimisation: a hint that reasons about the cards the player cannot see. Their set is known (every
 * card not in sight), their order is not; so the hint deals orders of them at random, each consistent with all
 * that is in sight, lets the thoughtful solver (which may look at them) solve each one within a slice of the
 * budget, and names the first move that wins the most of them. It reads only the masked position, never the
 * hidden cards themselves.
 */
import type { CardId, Move, Variant } from '@patience/core';
import type { GameState, PileState } from '@patience/core/engine';
import { mulberry32, randomBelow, type RandomSource } from '@patience/core/random';
import { withCardsAt, type CardPlace } from '../position/hidden.js';
import { solve } from '../search/solve.js';

/** What the samples said: the move that won the most of them, how many it won, and how many were solved in time. */
export interface SampledMove {
  readonly move: Move;
  readonly wins: number;
  readonly tried: number;
}

/** The limits of {@link sampledMove}. */
export interface SampleLimits {
  /** How many orders of the unseen cards to try (one when none is unseen: the position itself). */
  readonly samples: number;
  /** The seed of the hint's own random orders: the same seed, the same orders. */
  readonly seed: number;
  /** The most positions each sample's solve may store. */
  readonly maxStates: number;
  /** When sampling must end (a `performance.now()` time); each sample gets an equal share of what is left. */
  readonly deadline: number;
  /** The move that wins a tie (the look-ahead's own), if it is among the most winning. */
  readonly prefer: Move | null;
}

/** A move's identity among the legal moves, for counting votes. */
function moveKey(move: Move): string {
  return move.kind === 'move' ? `${move.from}>${move.to}x${move.count}` : move.kind;
}

/** The unseen cards (the masked position's stand-ins, which are exactly the set not in sight) in a random order. */
function shuffledUnseen(seen: GameState, places: readonly CardPlace[], random: RandomSource): CardId[] {
  const cards = places.map(({ pile, index }) => (seen.piles[pile] as PileState).cards[index] as CardId);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = randomBelow(random, i + 1);
    [cards[i], cards[j]] = [cards[j] as CardId, cards[i] as CardId];
  }
  return cards;
}

/**
 * The first move that wins the most sampled orders of the unseen cards, or null when no sample was won in time.
 * `seen` is the position as the player sees it (unseen cards masked, at `places`: see `seen.ts`); `moves` its legal moves, in core's order,
 * which breaks ties after `prefer` (a move the solver names in a sample is legal in the position, since the cards in sight
 * are the same; only legal ones are counted all the same).
 */
export function sampledMove(variant: Variant, seen: GameState, places: readonly CardPlace[], moves: readonly Move[], limits: SampleLimits): SampledMove | null {
  const samples = places.length === 0 ? 1 : limits.samples;
  const random = mulberry32(limits.seed);
  const legal = new Map(moves.map((move, i) => [moveKey(move), i]));
  const wins = new Array<number>(moves.length).fill(0);
  let tried = 0;
  for (let i = 0; i < samples; i++) {
    const left = limits.deadline - performance.now();
    if (left <= 0) break;
    const sample = places.length === 0 ? seen : withCardsAt(seen, places, shuffledUnseen(seen, places, random));
    const result = solve(variant, sample, { peek: true, maxStates: limits.maxStates, timeMs: left / (samples - i) });
    tried++;
    const first = result.status === 'solved' ? result.moves[0] : undefined;
    const index = first === undefined ? undefined : legal.get(moveKey(first));
    if (index !== undefined) wins[index] = (wins[index] ?? 0) + 1;
  }
  let best = limits.prefer === null ? -1 : legal.get(moveKey(limits.prefer)) ?? -1;
  wins.forEach((count, i) => {
    if (count > 0 && (best < 0 || count > (wins[best] ?? 0))) best = i;
  });
  if (best >= 0 && (wins[best] ?? 0) === 0) return null;
  return best < 0 ? null : { move: moves[best] as Move, wins: wins[best] ?? 0, tried };
}
