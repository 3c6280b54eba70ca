/**
 * Hindsight optimisation, move by move: a hint that reasons about the cards the player cannot see. Their set is
 * known (every card not in sight), their order is not; so the hint deals orders of them at random from its own
 * seed, each consistent with all that is in sight, and scores every candidate move over the same orders: in each
 * order the move is played and a small search bounded by positions and time (which may look at the order's
 * cards: they are the hint's own guesses) says whether the position after it wins, is lost, or, undecided, how
 * far it got (the best position it met, by the rules' rating: cards home, cards turned up, runs in order). It
 * reads only the masked position, never the hidden cards themselves.
 *
 * Every move is scored in every order counted, so no move gains from being the one a solver tries first; an order
 * is counted only once every candidate has been scored in it. The moves are ranked by the orders they win, then
 * the fewest lost; among moves that win (at least one) and lose as many orders, a deal or a turn of the stock comes
 * after any card move (in an order whose every card is known a deal is worth what any move is worth, while in play
 * it only passes time that a card move keeps), and a move that turns a card up before one that does not (it tells
 * the player something no order could: the one that looks keeps more options); then the furthest the undecided
 * orders got, then the look-ahead's move, then core's order.
 */
import type { CardId, Move } from '@patience/core';
import { applyLegalMove, type GameState, type PileState } from '@patience/core/engine';
import { mulberry32, randomBelow, type RandomSource } from '@patience/core/random';
import { withCardsAt, type CardPlace } from '../position/hidden.js';
import { positionKey } from '../position/key.js';
import type { SolverLayout } from '../rules/layout.js';
import { compactSearch } from '../search/compact-search.js';
import type { SearchOutcome } from '../search/search.js';

/** What the samples said: the move ranked first, how many orders it won, and how many orders were scored in time. */
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
  /** The most positions each search of a move in an order may store. */
  readonly maxStates: number;
  /** When scoring must end (a `performance.now()` time); each search gets an equal share of what is left. */
  readonly deadline: number;
  /** The look-ahead's own move: it ranks first among moves equal in every other way. */
  readonly prefer: Move | null;
}

/**
 * The most positions a search of a move in an order stores. A small search tells a move that gets on from one that
 * gets stuck; a large one wins an order by committing early with every card of it in sight (hindsight optimisation's
 * bias), and spends time that more orders would use better.
 */
const SEARCH_STATES = 300;

/** What one order says of one move: the position after it wins, is lost, or got as far as `reached`. */
type Fate = { readonly end: 'wins' } | { readonly end: 'loses' } | { readonly end: 'unknown'; readonly reached: number };

/** A candidate move, with what is known of it before any order is dealt. */
interface Candidate {
  readonly move: Move;
  /** Its place in core's order of the legal moves. */
  readonly index: number;
  /** A deal from the stock, or a turn of the waste back into it. */
  readonly stockOnly: boolean;
  /** It turns a hidden card up at once. */
  readonly turnsUp: boolean;
  readonly preferred: boolean;
}

/** A candidate's score over the orders counted so far. */
interface Score {
  readonly candidate: Candidate;
  wins: number;
  losses: number;
  /** The sum over the undecided orders of the best rating the search met. */
  reached: number;
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

/** Whether two moves are the same move. */
function sameMove(a: Move, b: Move | null): boolean {
  if (b === null || a.kind !== b.kind) return false;
  return a.kind !== 'move' || (b.kind === 'move' && a.from === b.from && a.to === b.to && a.count === b.count);
}

/**
 * The moves worth scoring: one of each set of moves that lead to the same position as the player sees it (moving
 * the same card to either of two empty columns, say), the look-ahead's own where it is among them.
 */
function candidatesOf(layout: SolverLayout, seen: GameState, moves: readonly Move[], prefer: Move | null): Candidate[] {
  const byPosition = new Map<string, Candidate>();
  moves.forEach((move, index) => {
    const { state, effects } = applyLegalMove(layout.variant, seen, move);
    const key = positionKey(layout, state);
    const preferred = sameMove(move, prefer);
    if (byPosition.has(key) && !preferred) return;
    const turnsUp = effects.some((effect) => effect.kind === 'turned-up');
    byPosition.set(key, { move, index, stockOnly: move.kind !== 'move', turnsUp, preferred });
  });
  return [...byPosition.values()].sort((a, b) => a.index - b.index);
}

/**
 * What an order says of a move: the position after it searched for a win (every card of the order in sight), at
 * most `maxStates` positions and `timeMs`. Where building is freer than moving runs (Spider) the search skips
 * lateral moves, as the solver's first pass does: it finds wins much faster, and then running out proves nothing.
 */
function fateIn(layout: SolverLayout, order: GameState, move: Move, maxStates: number, timeMs: number): Fate {
  const after = applyLegalMove(layout.variant, order, move).state;
  const outcome: SearchOutcome = compactSearch(layout, after, {
    maxStates,
    timeMs,
    signal: undefined,
    stopAtHiddenCards: false,
    rateMoves: true,
    playSafeMovesHome: true,
    skipLateralMoves: layout.buildingFreerThanRuns,
    mergeColumnsEarly: false,
    strategy: 'depth-first',
  });
  if (outcome.end === 'won') return { end: 'wins' };
  if (outcome.end === 'exhausted' && !outcome.skippedMoves) return { end: 'loses' };
  return { end: 'unknown', reached: Math.max(outcome.rootScore, outcome.best?.score ?? Number.NEGATIVE_INFINITY) };
}

/** Whether `a` ranks before `b` (see the file's comment). */
function ranksBefore(a: Score, b: Score): boolean {
  if (a.wins !== b.wins) return a.wins > b.wins;
  if (a.losses !== b.losses) return a.losses < b.losses;
  const [ca, cb] = [a.candidate, b.candidate];
  if (a.wins > 0 && ca.stockOnly !== cb.stockOnly) return cb.stockOnly;
  if (a.wins > 0 && ca.turnsUp !== cb.turnsUp) return ca.turnsUp;
  if (a.reached !== b.reached) return a.reached > b.reached;
  if (ca.preferred !== cb.preferred) return ca.preferred;
  return ca.index < cb.index;
}

/**
 * The move that scores best over sampled orders of the unseen cards (see the file's comment), or null when not one
 * order could be scored in time, or every move lost in every order scored (the look-ahead then answers: the orders
 * prove nothing of the real deal). `seen` is the position as the player sees it (unseen cards masked, at `places`:
 * see `seen.ts`); `moves` the legal moves the hint may name, in core's order.
 */
export function sampledMove(layout: SolverLayout, seen: GameState, places: readonly CardPlace[], moves: readonly Move[], limits: SampleLimits): SampledMove | null {
  const candidates = candidatesOf(layout, seen, moves, limits.prefer);
  if (candidates.length === 0) return null;
  const samples = places.length === 0 ? 1 : limits.samples;
  const random = mulberry32(limits.seed);
  const scores: Score[] = candidates.map((candidate) => ({ candidate, wins: 0, losses: 0, reached: 0 }));
  let tried = 0;
  for (let s = 0; s < samples; s++) {
    const order = places.length === 0 ? seen : withCardsAt(seen, places, shuffledUnseen(seen, places, random));
    const fates: Fate[] = [];
    for (const [c, candidate] of candidates.entries()) {
      const left = limits.deadline - performance.now();
      if (left <= 0) break;
      const searchesLeft = (samples - s) * candidates.length - c;
      fates.push(fateIn(layout, order, candidate.move, Math.min(limits.maxStates, SEARCH_STATES), left / searchesLeft));
    }
    // An order counts only when every move was scored in it: a move left out would lose the order's vote.
    if (fates.length < candidates.length) break;
    tried++;
    fates.forEach((fate, c) => {
      const score = scores[c] as Score;
      if (fate.end === 'wins') score.wins++;
      else if (fate.end === 'loses') score.losses++;
      else score.reached += fate.reached;
    });
  }
  if (tried === 0) return null;
  let best = scores[0] as Score;
  for (const score of scores) if (ranksBefore(score, best)) best = score;
  if (best.losses === tried) return null;
  return { move: best.candidate.move, wins: best.wins, tried };
}
