import { Game, type Move, type Variant } from '@patience/core';
import { applyLegalMove, legalMoves, type GameState, type PileState } from '@patience/core/engine';
import { solverLayout, type SolverLayout } from '../rules/layout.js';
import { isWonState, playSafeMoves, positionScore } from '../position/compact-reading.js';
import { compactSearch } from '../search/compact-search.js';
import { HINT_OPTIONS, checkedOptions } from '../search/checked-options.js';
import { positionOf, type Position } from '../search/solve.js';
import type { SearchOutcome } from '../search/search.js';
import { positionKey } from '../position/key.js';
import { historyCheck, MAX_HINT_HISTORY, visitedAsSeen } from './history.js';
import { sampledMove, type SampledMove } from './samples.js';
import { asSeen, stockSeen } from './seen.js';

/** Limits of {@link hint}. */
export interface HintOptions {
  /** The most positions the hint's look-ahead may store. Default 20,000. */
  readonly maxStates?: number;
  /**
   * The most milliseconds the hint may take, counted from its start (reading the history included, which
   * stops at a fifth of it); its look-ahead stops at seven tenths of it. Default 50.
   */
  readonly timeMs?: number;
  /**
   * The positions the game has been through, oldest first (the current one may be among them), which the hint
   * never steers back into; it remembers the latest {@link MAX_HINT_HISTORY} (5,000), read newest first while
   * a fifth of `timeMs` lasts, each checked against the variant. Default: when the position is a `Game`, the
   * positions between its steps ({@link Game.positions}); else none. Give `[]` to turn the memory off.
   */
  readonly history?: readonly GameState[];
  /**
   * How many orders of the unseen cards to try (hindsight optimisation, move by move): each, consistent with all
   * that is in sight, is dealt from the hint's own `seed`, every candidate move is played in it and searched
   * from there by a small search that sees the order's cards (300 positions at most), and the hint names the move that wins the most
   * orders (then: fewest lost; where it wins one, a card move before a deal and a move that turns a card up
   * before one that does not; the furthest got in the undecided orders; the look-ahead's move). Only as many as `timeMs` gives 5 ms each
   * are tried, and none when that is fewer than 2 (the look-ahead then has the whole time). With every card in
   * sight, one: the position itself, and only when asked for. Default {@link DEFAULT_HINT_SAMPLES} (4);
   * {@link THINK_HARDER_HINT_SAMPLES} with the "think harder" budget; 0 for the look-ahead alone.
   */
  readonly samples?: number;
  /** The seed of the hint's own random orders of the unseen cards: the same seed, the same hint. Default 1. */
  readonly seed?: number;
}

/**
 * A hint: the move to play and why, or no move and why not. While any legal move or deal is left, a hint names
 * one: the best it found.
 * - `reason` of a move says what the hint knows: that it starts a win, that it is safe (a card home that no
 *   other card will need, or a card joining a run built down from a King for good), or that it is the best
 *   move the look-ahead found.
 * - `lost: true` says the hint believes the game can no longer be won (proven without looking at a hidden
 *   card, or every way on leads back to a position already played); its move then only keeps play going, and
 *   a player or a program following hints may stop.
 * - No move: "The game is won." or "No legal moves or deals are left.".
 */
export type Hint =
  | { readonly move: Move; readonly reason: string; readonly lost?: true }
  | { readonly move: null; readonly reason: string };

/** The default of {@link HintOptions.maxStates}. */
export const DEFAULT_HINT_STATES = 20_000;
/** The default of {@link HintOptions.timeMs}: a click in the demo, whose worker answers at once. */
export const DEFAULT_HINT_TIME_MS = 50;
/**
 * The "think harder" budget of {@link HintOptions.timeMs}: for a player who asks again, the CLI and studies of
 * hint-following, where a second a move is worth what it wins.
 */
export const THINK_HARDER_HINT_TIME_MS = 1000;
/**
 * The "think harder" number of {@link HintOptions.samples}: orders of the unseen cards tried in its budget. Each
 * move's search in an order stays small, so a longer budget buys more orders, not deeper searches.
 */
export const THINK_HARDER_HINT_SAMPLES = 40;

/**
 * The share of `timeMs` by which the look-ahead ends when the hint samples the unseen cards: enough for what it
 * decides alone (a win in sight, a safe move, a game lost), the rest for the samples, which end at
 * {@link SAMPLES_SHARE}.
 */
const LOOK_AHEAD_SHARE_WHEN_SAMPLING = 0.3;
/** The share of `timeMs` by which the samples end: the rest is for the answer, and for a clock read late. */
const SAMPLES_SHARE = 0.85;

/**
 * The least time an order of the unseen cards is worth: every candidate move is searched in it, a few hundred
 * positions each, enough to tell a move that gets on from one that gets stuck.
 */
const LEAST_SAMPLE_MS = 5;
/** The fewest samples whose scores say more than the look-ahead's rating. */
const FEWEST_SAMPLES = 2;

/** The default of {@link HintOptions.samples}: as many orders as the default 50 ms holds. */
export const DEFAULT_HINT_SAMPLES = 4;

/**
 * How many of the samples asked for fit in `timeMs`, each given at least {@link LEAST_SAMPLE_MS}: fewer samples
 * scored well beat more scored blind. Below {@link FEWEST_SAMPLES}, none: the look-ahead then keeps its whole
 * share of the time instead of ending early.
 */
export function samplesInTime(asked: number, timeMs: number): number {
  const fit = Math.min(asked, Math.floor(((SAMPLES_SHARE - LOOK_AHEAD_SHARE_WHEN_SAMPLING) * timeMs) / LEAST_SAMPLE_MS));
  return fit >= FEWEST_SAMPLES ? fit : 0;
}

/** The options of {@link hint}: the look-ahead's, and the samples'. */
const HINT_OPTION_RULES = {
  ...HINT_OPTIONS,
  samples: { accepts: (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1000, expected: 'a whole number from 0 to 1000' },
  seed: { accepts: (v: unknown) => Number.isSafeInteger(v), expected: 'a whole number' },
};
/**
 * The share of `timeMs`, counted from the hint's start (reading the game's history included), by which the
 * look-ahead ends: the rest is for what follows it (the answer, and the collection of the look-ahead's
 * table), so that the whole hint keeps within `timeMs` (docs/benchmarks/solver-history.md).
 */
const LOOK_AHEAD_SHARE = 0.7;

/**
 * The share of `timeMs` by which reading the game's history must end (its newest positions first): the rest of
 * the history is not remembered, so that a history of any length leaves the look-ahead its time.
 */
const HISTORY_SHARE = 0.2;

/**
 * The best next move in a position, as a player would be told it. A hint never peeks: it works on the
 * position as the player sees it (hidden cards replaced by stand-ins), so positions that differ only in
 * their hidden cards get the same hint. With every card in sight it searches for a win and names the
 * first move of one; otherwise, or when no win is found in time, it looks ahead over the moves that turn
 * up no hidden card and names the move towards the most promising position, rated from the rules
 * (cards home, cards turned up, columns in order, room to work); where cards are hidden it then scores every
 * candidate move over a few random orders of the unseen cards (`samples`) and names the move that wins the most
 * of them (see {@link HintOptions.samples}). It never steers back into a position the
 * game has been through (`history`, read from a `Game` by itself), so that hints followed one after
 * another do not go round in a loop. Fast: bounded by `timeMs` (50 ms).
 * For a deterministic hint (tests, replays), give a `maxStates` small enough to be reached first.
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant; a
 * `VariantError` naming the field when the variant is not one `defineVariant` would accept;
 * `invalid-option` naming an option misnamed or a value it does not take.
 * @example
 * const { move, reason } = hint(variant, game);
 * console.log(move ? `${formatMove(move)}: ${reason}` : reason);
 */
export function hint(variant: Variant, position: Position, given: HintOptions = {}): Hint {
  const began = performance.now();
  const options = checkedOptions('hint', given, HINT_OPTION_RULES);
  const timeMs = options.timeMs ?? DEFAULT_HINT_TIME_MS;
  const state = positionOf(variant, position);
  const layout = layoutOf(variant);
  if (isWonState(layout, state)) return { move: null, reason: 'The game is won.' };
  const moves = legalMoves(variant, state);
  if (moves.length === 0) return { move: null, reason: 'No legal moves or deals are left.' };
  // A deal turns up cards, so no look-ahead can prove it loses, nor find a better move where it is the only one.
  if (moves.length === 1 && moves[0]?.kind === 'deal') return { move: moves[0], reason: 'The only move is to deal.' };
  const { seen, unseen } = asSeen(layout, state);
  const hidden = unseen.length > 0;
  const samples = hidden ? samplesInTime(options.samples ?? DEFAULT_HINT_SAMPLES, timeMs) : options.samples ?? 0;
  const historyEnds = began + HISTORY_SHARE * timeMs;
  const remembered = options.history !== undefined
    ? visitedAsSeen(layout, state, options.history, historyEnds, historyCheck(variant, options.history))
    : visitedAsSeen(layout, state, position instanceof Game ? position.positions(MAX_HINT_HISTORY) : [], historyEnds);
  const visited = remembered.positions;
  const lookAheadEnds = began + (samples > 0 ? LOOK_AHEAD_SHARE_WHEN_SAMPLING : LOOK_AHEAD_SHARE) * timeMs;
  const lookAhead = (avoid: readonly GameState[]): SearchOutcome => compactSearch(layout, seen, {
    maxStates: options.maxStates ?? DEFAULT_HINT_STATES,
    timeMs: Math.max(0, lookAheadEnds - performance.now()),
    signal: undefined,
    stopAtHiddenCards: hidden,
    stockSeen: stockSeen(layout, state),
    rateMoves: true,
    playSafeMovesHome: true,
    skipLateralMoves: false,
    mergeColumnsEarly: false,
    // With cards hidden the look-ahead rates positions, and best-first keeps it near the position, where
    // depth-first wanders down long lines that the next hint abandons (docs/benchmarks/solver-history.md);
    // with every card in sight it searches for a win, which depth-first finds faster.
    strategy: hidden ? 'best-first' : 'depth-first',
    visited: avoid,
  });
  const outcome = lookAhead(visited);
  if (outcome.end === 'exhausted' && !outcome.frontierSeen) return withoutNewPositions(visited.length > 0 ? lookAhead([]) : outcome, moves[0] as Move);
  // The best position met since the last card turned up or deal: a move is worth naming only if it aims higher.
  let reached = Number.NEGATIVE_INFINITY;
  for (const before of visited) reached = Math.max(reached, positionScore(layout, before));
  const bestOf = (found: SearchOutcome): SearchOutcome['best'] =>
    (found.best && found.best.turnsUpCards ? { ...found.best, move: turnUpOfChoice(layout, seen, moves, found.best.move) } : found.best);
  let best = bestOf(outcome);
  let losesTheDeal = best !== null && takesAwayTheDeal(layout, seen, moves, best.move);
  // The look-ahead again, never entering the position such a move leads to, for the best move that keeps the deal.
  let avoided = visited;
  for (let again = 0; losesTheDeal && again < LOOK_AGAIN && best !== null; again++) {
    // The look-ahead stores a position with its safe moves played: both are what it must not enter.
    const next = applyLegalMove(variant, seen, best.move).state;
    avoided = [...avoided, next, playSafeMoves(layout, next, { stopAtHiddenCards: true }).state];
    const other = lookAhead(avoided);
    if (other.end === 'exhausted' && !other.frontierSeen) break;
    best = bestOf(other);
    losesTheDeal = best !== null && takesAwayTheDeal(layout, seen, moves, best.move);
  }
  const judged = hintFrom({ ...outcome, best }, moves, reached, losesTheDeal, () => moveBeforeDeal(layout, seen, moves, visited));
  // Back where a pass through the stock began, and again nothing better than to deal: the next pass goes round too.
  const wentRound = judged.move?.kind === 'deal' && remembered.cameBack;
  // A win in sight or a safe move needs no samples; else the samples may know better than the rating, and may
  // find a way on where the rating saw none.
  const sampled = samples === 0 || outcome.end === 'won' || outcome.openingSafeMoves.length > 0 ? null : (() => {
    // Samples know nothing of the game's past: they choose among the moves that lead to a new position.
    const played = new Set(visited.map((before) => positionKey(layout, before)));
    const fresh = moves.filter((move) => !played.has(positionKey(layout, applyLegalMove(variant, seen, move).state)));
    return sampledMove(layout, seen, unseen, fresh, {
      samples, seed: options.seed ?? 1, maxStates: options.maxStates ?? DEFAULT_HINT_STATES, deadline: began + SAMPLES_SHARE * timeMs, prefer: judged.move,
    });
  })();
  // An order won says more than the way round the stock; an order only got far in does not. Nor does it where
  // building is freer than moving runs (Spider): there a small search of an order wins nothing, and how far it got
  // counts builds made with every card of the order in sight, which the look-ahead, rating only what the player
  // sees, judges better (docs/benchmarks/hints.md, round six).
  const orderGotFar = sampled !== null && sampled.wins === 0;
  if (sampled && (!orderGotFar || (!wentRound && !layout.buildingFreerThanRuns))) return { move: sampled.move, reason: sampledReason(sampled, hidden) };
  if (wentRound) {
    return {
      move: judged.move,
      reason: 'The game can no longer be won, as far as the hint can see: a whole pass through the stock came back to a position already played, and no move improves it. Dealing only keeps play going.',
      lost: true,
    };
  }
  return judged;
}

/** What the samples' move is known to do. */
function sampledReason(sampled: SampledMove, hidden: boolean): string {
  if (!hidden) return sampled.wins > 0 ? 'This move starts a win that the solver found.' : 'No win was found in time; this move got furthest towards one.';
  const orders = `${sampled.tried} ${sampled.tried === 1 ? 'order' : 'orders'} of the unseen cards the hint tried`;
  return sampled.wins > 0
    ? `This move starts a win in ${sampled.wins} of the ${orders}.`
    : `No win was found in time in the ${orders}; this move got furthest in them.`;
}

/** How many times the look-ahead looks again when its best move would take the deal away. */
const LOOK_AGAIN = 3;

/**
 * Whether a move takes the deal away for good, as far as the player can see: the stock may deal now, and
 * after the move it holds cards but may not deal (Easthaven's rule: not while a column is empty) and no
 * move can fill the column left empty but by emptying another (only a King may, and none is free). The
 * look-ahead rates the empty column as room to work, but the stock left dead ends the game unless a card
 * moved about frees a King: following hints, such moves lost Easthaven deals 8, 12, 14, 17 and 23 that the
 * thoughtful solver wins (docs/benchmarks/solver-history.md).
 */
function takesAwayTheDeal(layout: SolverLayout, seen: GameState, moves: readonly Move[], move: Move): boolean {
  if (move.kind !== 'move' || !moves.some((m) => m.kind === 'deal')) return false;
  const after = applyLegalMove(layout.variant, seen, move).state;
  const next = legalMoves(layout.variant, after);
  if (next.some((m) => m.kind === 'deal')) return false;
  const cardsIn = (id: string): number => {
    const index = layout.indexOf.get(id) as number;
    return index >= layout.tableauStart && index < layout.tableauEnd ? (after.piles[index] as PileState).cards.length : -1;
  };
  // A whole column moved into the gap only moves the gap.
  return !next.some((m) => m.kind === 'move' && cardsIn(m.to) === 0 && cardsIn(m.from) !== m.count);
}

/**
 * What a move does apart from the hidden cards it turns up: the position it leads to, rated with those
 * cards hidden again, so that a card turned up (a stand-in, in the masked position) counts for nothing;
 * null when the move turns up no card at once.
 */
function ratingWithoutTurnUps(layout: SolverLayout, seen: GameState, move: Move): number | null {
  if (move.kind !== 'move') return null;
  const { state, effects } = applyLegalMove(layout.variant, seen, move);
  const turned = new Set<number>();
  for (const effect of effects) if (effect.kind === 'turned-up') turned.add(layout.indexOf.get(effect.pile) as number);
  if (turned.size === 0) return null;
  const hiddenAgain = state.piles.map((pile, p) => (turned.has(p) ? { cards: pile.cards, faceDown: pile.faceDown + 1 } : pile));
  return positionScore(layout, { ...state, piles: hiddenAgain });
}

/**
 * The move to name when the look-ahead's best move turns up a hidden card at once. The look-ahead rates
 * every such move alike (the position before it, and the card), so it named the first it met: among them,
 * the one that leaves the best position apart from the card it turns up (a card joining a run of its suit
 * rather than breaking one); the look-ahead's own on a tie. (Preferring next the column with the fewest
 * cards left face down lost one-suit Spider deal 1: docs/benchmarks/solver-history.md.)
 */
function turnUpOfChoice(layout: SolverLayout, seen: GameState, moves: readonly Move[], named: Move): Move {
  let bestRating = ratingWithoutTurnUps(layout, seen, named);
  if (bestRating === null) return named;
  let chosen = named;
  for (const move of moves) {
    const rating = ratingWithoutTurnUps(layout, seen, move);
    if (rating !== null && rating > bestRating) {
      chosen = move;
      bestRating = rating;
    }
  }
  return chosen;
}

/**
 * Where the stock holds cards but may not deal now (Spider's rule: not while a column is empty), the move
 * that makes way for a deal: one that fills an empty column, leaving the fewest empty and then towards the
 * best-rated position, never back to a position already played; or null. (Asking core for the moves after
 * each candidate, to see whether the stock may deal, made one-suit Spider's hints twice as slow.)
 */
function moveBeforeDeal(layout: SolverLayout, seen: GameState, moves: readonly Move[], visited: readonly GameState[]): Move | null {
  if (layout.stock < 0 || (seen.piles[layout.stock] as PileState).cards.length === 0) return null;
  const gaps = (state: GameState): number => {
    let empty = 0;
    for (let t = layout.tableauStart; t < layout.tableauEnd; t++) if ((state.piles[t] as PileState).cards.length === 0) empty++;
    return empty;
  };
  const emptyNow = gaps(seen);
  if (emptyNow === 0) return null;
  const isGap = (id: string): boolean => {
    const index = layout.indexOf.get(id);
    return index !== undefined && index >= layout.tableauStart && index < layout.tableauEnd && (seen.piles[index] as PileState).cards.length === 0;
  };
  let before: Set<string> | null = null;
  let chosen: Move | null = null;
  let bestRank = Number.NEGATIVE_INFINITY;
  for (const move of moves) {
    if (move.kind !== 'move' || !isGap(move.to)) continue;
    const after = applyLegalMove(layout.variant, seen, move).state;
    const left = gaps(after);
    if (left >= emptyNow) continue;
    before ??= new Set(visited.map((state) => positionKey(layout, state)));
    if (before.has(positionKey(layout, after))) continue;
    const rank = positionScore(layout, after) - 1e6 * left;
    if (rank > bestRank) {
      chosen = move;
      bestRank = rank;
    }
  }
  return chosen;
}

const layouts = new WeakMap<Variant, SolverLayout>();

/**
 * The solver's reading of a variant, made once a variant: the compact engine compiles its rules once a
 * layout, which cost a Spider hint about 2 ms of reading and 8 ms of compiling when each hint read its own
 * (docs/benchmarks/solver-history.md). Hints run one at a time, so they may share its scratch tables.
 */
function layoutOf(variant: Variant): SolverLayout {
  let layout = layouts.get(variant);
  if (!layout) {
    layout = solverLayout(variant);
    layouts.set(variant, layout);
  }
  return layout;
}

/** Whether the position given is a `Game` (else a `GameState`, which has piles). */
/**
 * The hint of a look-ahead that met new positions or a frontier. Without a win in sight it names the first
 * move towards the best-rated position found only if that position is rated above both the current one and
 * `reached`, the best the game has met since its last card turned up or deal; a move that turns a card up
 * goes by the current one alone. Otherwise it deals, where it can. Why: with a memory but no aim, a hint
 * wanders among rearrangements of equal promise (a Spider game has millions of them), each new, none
 * better; aiming above the best already reached makes every stretch of play between two cards turned up
 * climb, so it ends.
 */
function hintFrom(outcome: SearchOutcome, moves: readonly Move[], reached: number, losesTheDeal: boolean, beforeDeal: () => Move | null): Hint {
  const safe = outcome.openingSafeMoves[0];
  if (outcome.end === 'won') {
    const [first] = outcome.moves;
    if (first) return { move: first, reason: `This move starts a win in ${outcome.moves.length} moves.` };
  }
  if (safe) {
    return safe.kind === 'move' && safe.to.startsWith('f')
      ? { move: safe, reason: 'This card can go to its foundation safely: no other card will need it.' }
      : { move: safe, reason: 'This card can join the run built down from a King for good: it never needs to move again.' };
  }
  const deal = moves.find((m) => m.kind === 'deal');
  const best = outcome.best;
  const aim = Math.max(outcome.rootScore, reached);
  const towardsBest = (): Hint | null => (best ? {
    move: best.move,
    reason: best.turnsUpCards
      ? 'No win is in sight yet; this move works towards turning up a hidden card.'
      : 'No win is in sight yet; this move leads to the most promising position found.',
  } : null);
  if (best && best.score > aim && !losesTheDeal) return towardsBest() as Hint;
  if (deal && losesTheDeal) return { move: deal, reason: 'The most promising move found would leave a column empty that no card can fill, and the stock unable to deal: deal now.' };
  if (deal) return { move: deal, reason: 'No move improves the position: deal.' };
  const makingWay = beforeDeal();
  if (makingWay) return { move: makingWay, reason: 'No move improves the position: this one makes way for a deal.' };
  const anyBest = towardsBest();
  if (anyBest) return anyBest;
  return { move: moves[0] as Move, reason: 'No move improves the position; this one at least keeps play going.' };
}

/**
 * The hint when the look-ahead that avoids the game's past positions ran out of positions with no card
 * turned up and no win: `unbounded` is the look-ahead through them too. If that one is exhausted as well, the
 * game is lost (proven without peeking); if it wins, the win passes through a position already played, and
 * the hint names its first move; otherwise every way on leads back, and the hint says the game is lost as far
 * as it can see, instead of going round. Either way it names a move (`anyMove` when the look-ahead rated none),
 * so that a player may play on.
 */
function withoutNewPositions(unbounded: SearchOutcome, anyMove: Move): Hint {
  const [first] = unbounded.moves;
  if (unbounded.end === 'won' && first) {
    return { move: first, reason: `This move starts a win in ${unbounded.moves.length} moves, back through a position already played.` };
  }
  // Still a move to name: the player may play on, and a program following hints must not be left without one.
  const keepsPlayGoing = unbounded.openingSafeMoves[0] ?? unbounded.best?.move ?? anyMove;
  if (unbounded.end === 'exhausted' && !unbounded.frontierSeen) {
    return { move: keepsPlayGoing, reason: 'The game can no longer be won: no line of moves wins it, whatever the hidden cards. This move only keeps play going.', lost: true };
  }
  return { move: keepsPlayGoing, reason: 'The game can no longer be won, as far as the hint can see: every way on leads back to a position already played. This move only keeps play going.', lost: true };
}
