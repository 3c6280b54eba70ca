/**
 * Hindsight optimisation: a hint that reasons about the cards the player cannot see. Their set is known (every
 * card not in sight), their order is not; so the hint deals orders of them at random, each consistent with all
 * that is in sight, lets the thoughtful solver (which may look at them) solve each one within a slice of the
 * budget, and names the move that wins the most of them. It reads only the masked position, never the hidden
 * cards themselves.
 *
 * A solved line names one winning first move, and an order may be won by several: counting only the solver's
 * first moves would favour whatever the solver tries first. So the vote runs in two rounds (hindsight
 * optimisation's per-move average, over the moves worth checking): each order is first solved from the position
 * (a win for its line's first move, or a loss for every move when no line wins it); then each contender (the
 * moves that won an order, and the look-ahead's own) is played in the orders where its fate is still unknown and
 * solved from there. A move's score is the orders it wins; ties go to the fewest orders lost, then to the
 * look-ahead's move (which knows the game's past), then to core's order of the moves. Either round stops as soon
 * as no other move can overtake the leader.
 */
import type { CardId, Move, Variant } from '@patience/core';
import { applyLegalMove, type GameState, type PileState } from '@patience/core/engine';
import { mulberry32, randomBelow, type RandomSource } from '@patience/core/random';
import { withCardsAt, type CardPlace } from '../position/hidden.js';
import { solve } from '../search/solve.js';
import type { SolveResult } from '../search/options.js';

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
  /** The most positions each solve may store. */
  readonly maxStates: number;
  /** When sampling must end (a `performance.now()` time); each solve gets an equal share of what is left. */
  readonly deadline: number;
  /** The look-ahead's own move: it wins a tie of wins and losses, and is always checked in the second round. */
  readonly prefer: Move | null;
}

/** The most moves the second round checks beside the look-ahead's: the leaders of the first. */
const CONTENDERS = 2;

/** The share of the sampling time the first round may use when a second round follows. */
const FIRST_ROUND_SHARE = 0.5;

/** What an order of the unseen cards says of a move: it wins from there, it loses, or no solve has said yet. */
type Fate = 'wins' | 'loses' | 'unknown';

/**
 * A solve of a position (with `peek`: the orders' cards are the hint's own guesses) within a share of the time to
 * `ends`, `solvesLeft` solves sharing it; null when the time is up.
 */
type Solver = (position: GameState, ends: number, solvesLeft: number) => SolveResult | null;

/** The fewest orders a leader must win before its winning every one ends the first round. */
const FEWEST_WINS = 3;

/** The votes so far: `fates[order][move]`, the moves indexed as in `moves`. */
interface Tally {
  readonly fates: Fate[][];
  readonly moves: readonly Move[];
  readonly preferred: number;
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

/** How many orders a move wins and loses so far. */
function countOf(tally: Tally, move: number): { wins: number; losses: number; unknown: number } {
  let wins = 0;
  let losses = 0;
  let unknown = 0;
  for (const fates of tally.fates) {
    const fate = fates[move];
    if (fate === 'wins') wins++;
    else if (fate === 'loses') losses++;
    else unknown++;
  }
  return { wins, losses, unknown };
}

/** The moves best first: most orders won, then fewest lost, then the look-ahead's, then core's order. */
function ranking(tally: Tally): number[] {
  const counts = tally.moves.map((_, i) => countOf(tally, i));
  return tally.moves.map((_, i) => i).sort((a, b) => {
    const [ca, cb] = [counts[a] as ReturnType<typeof countOf>, counts[b] as ReturnType<typeof countOf>];
    return cb.wins - ca.wins || ca.losses - cb.losses || Number(b === tally.preferred) - Number(a === tally.preferred) || a - b;
  });
}

/**
 * Whether none of `rivals` can overtake the leader: each, winning every order still to try (`ordersLeft`) and
 * every order whose fate for it is unknown, would still win fewer than the leader has.
 */
function nothingOvertakes(tally: Tally, leader: number, rivals: readonly number[], ordersLeft: number): boolean {
  const lead = countOf(tally, leader).wins;
  return lead > 0 && rivals.every((rival) => {
    if (rival === leader) return true;
    const count = countOf(tally, rival);
    return count.wins + count.unknown + ordersLeft < lead;
  });
}

/**
 * Whether the leader of the first round won every order tried that any line wins (at least `least` of them): no
 * move can win more of those, so more orders would only say so again.
 */
function wonEveryOrder(tally: Tally, leader: number, least: number): boolean {
  return countOf(tally, leader).wins >= least && tally.fates.every((fates) => fates[leader] === 'wins' || fates.every((fate) => fate === 'loses'));
}

/** The fate a solve's answer gives a move: won, proven lost, or not known in time. */
function fateOf(result: SolveResult): Fate {
  if (result.status === 'solved') return 'wins';
  return result.status === 'unwinnable' ? 'loses' : 'unknown';
}

/**
 * The move that wins the most sampled orders of the unseen cards (see the file's comment), or null when no order
 * was won in time. `seen` is the position as the player sees it (unseen cards masked, at `places`: see `seen.ts`);
 * `moves` the legal moves the vote may name, in core's order (a move the solver names in a sample is legal in the
 * position, since the cards in sight are the same; only those in `moves` are counted all the same).
 */
export function sampledMove(variant: Variant, seen: GameState, places: readonly CardPlace[], moves: readonly Move[], limits: SampleLimits): SampledMove | null {
  const samples = places.length === 0 ? 1 : limits.samples;
  const random = mulberry32(limits.seed);
  const index = new Map(moves.map((move, i) => [moveKey(move), i]));
  const orders = Array.from({ length: samples }, () => (places.length === 0 ? seen : withCardsAt(seen, places, shuffledUnseen(seen, places, random))));
  const tally: Tally = { fates: [], moves, preferred: limits.prefer === null ? -1 : index.get(moveKey(limits.prefer)) ?? -1 };
  const began = performance.now();
  const secondRound = samples > 1 && moves.length > 1;
  const firstEnds = secondRound ? began + FIRST_ROUND_SHARE * (limits.deadline - began) : limits.deadline;
  const solveIn: Solver = (position, ends, solvesLeft) => {
    const left = ends - performance.now();
    return left <= 0 ? null : solve(variant, position, { peek: true, maxStates: limits.maxStates, timeMs: left / solvesLeft });
  };
  // The first round: each order solved from the position.
  for (let i = 0; i < samples; i++) {
    const leader = ranking(tally)[0];
    if (leader !== undefined && (wonEveryOrder(tally, leader, FEWEST_WINS) || nothingOvertakes(tally, leader, ranking(tally), samples - i))) return answerOf(tally);
    const result = solveIn(orders[i] as GameState, firstEnds, samples - i);
    if (result === null) break;
    // A line won says only that its first move wins; a proof that none wins, that every move loses.
    const fates = new Array<Fate>(moves.length).fill(result.status === 'unwinnable' ? 'loses' : 'unknown');
    const first = result.status === 'solved' && result.moves[0] !== undefined ? index.get(moveKey(result.moves[0])) : undefined;
    if (first !== undefined) fates[first] = 'wins';
    tally.fates.push(fates);
  }
  if (secondRound) checkContenders(variant, tally, orders, solveIn, limits.deadline);
  return answerOf(tally);
}

/** The vote's answer: its leader, or null when no order was won. */
function answerOf(tally: Tally): SampledMove | null {
  const [best] = ranking(tally);
  const wins = best === undefined ? 0 : countOf(tally, best).wins;
  return best === undefined || wins === 0 ? null : { move: tally.moves[best] as Move, wins, tried: tally.fates.length };
}

/**
 * The second round: each contender (the look-ahead's move, and the {@link CONTENDERS} leaders of the first
 * round) played in each order where its fate is unknown, and solved from there; until `deadline`, or until no
 * other move can overtake the leader.
 */
function checkContenders(
  variant: Variant, tally: Tally, orders: readonly GameState[],
  solveIn: Solver, deadline: number,
): void {
  const leaders = ranking(tally).filter((m) => countOf(tally, m).wins > 0).slice(0, CONTENDERS);
  const contenders = [...new Set([...leaders, ...(tally.preferred >= 0 ? [tally.preferred] : [])])];
  const checks: { order: number; move: number }[] = [];
  tally.fates.forEach((fates, order) => {
    for (const move of contenders) if (fates[move] === 'unknown') checks.push({ order, move });
  });
  for (let c = 0; c < checks.length; c++) {
    if (nothingOvertakes(tally, ranking(tally)[0] as number, contenders, 0)) return;
    const { order, move } = checks[c] as { order: number; move: number };
    const after = applyLegalMove(variant, orders[order] as GameState, tally.moves[move] as Move).state;
    const result = solveIn(after, deadline, checks.length - c);
    if (result === null) return;
    (tally.fates[order] as Fate[])[move] = fateOf(result);
  }
}
