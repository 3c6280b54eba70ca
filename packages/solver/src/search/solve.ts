import { stateFromSnapshot, type Game, type GameState, type Variant } from '@patience/core';
import { hiddenCards } from '../position/hidden.js';
import { solverLayout, type SolverLayout } from '../rules/layout.js';
import { DEFAULT_MAX_STATES, DEFAULT_TIME_MS, type SearchStrategy, type SolveOptions, type SolveResult } from './options.js';
import { RESTART_UNIT, luby, restartWeights } from './restarts.js';
import { searchInSlices, type SearchLimits, type SearchOutcome, type SearchPaused } from './search.js';

/** A position to solve: a {@link GameState}, or a {@link Game} (its current position). */
export type Position = GameState | Game;

/** The position of a {@link Position}, checked against the variant. */
export function positionOf(variant: Variant, position: Position): GameState {
  // A Game's state was checked when it was made; a bare GameState is checked card by card.
  return 'piles' in position ? stateFromSnapshot(variant, position) : position.state;
}

/**
 * The share of the limits the first pass gets. Where building is freer than moving runs (Spider: build on
 * any suit, move runs of one suit) lateral moves are many, the first pass finds the wins and the complete
 * pass seldom proves anything in time: it gets four fifths. Elsewhere (lateral moves only split runs) the
 * complete pass is what proves deals lost, and it also wins most of the deals the first pass has not won in
 * its first seconds: it gets three quarters (measured on the 42 Easthaven deals of 1–200 that took over
 * 3 s or were undecided at 10 s with half each: a quarter decided 25 of them, half 22).
 */
function firstPassShare(variant: Variant): number {
  const { build, pickUp } = variant.rules.tableau;
  return pickUp.kind === 'run' && pickUp.match !== build.match ? 0.8 : 0.25;
}

/**
 * How the first pass walks the positions: best-first in a one-deck game where building is freer than
 * moving runs among the deck's cards (Spiderette: a card may be built on another suit, but runs move in one
 * suit), depth-first elsewhere. The choice is measured, not derived: on Spiderette deals 1–30 at 10 s the
 * depth-first first pass dives into one long line of rearrangements and stays under it (6 won), where
 * best-first keeps coming back to the most promising position stored (13 won); on two-suit Spider (two
 * decks) best-first won 1 of deals 1–10 at 30 s against 3 for depth-first, and where building and moving
 * agree on the deck (Easthaven, Seahaven Towers, one-suit Spider, in which any-suit building is same-suit
 * building) depth-first is faster (one-suit Spider deals 1–200: 91.5% decided best-first against 99.5%).
 * The complete pass is depth-first unless a strategy is given.
 */
export function firstPassStrategy(layout: SolverLayout): SearchStrategy {
  return layout.singleCopies && layout.buildingFreerThanRuns ? 'best-first' : 'depth-first';
}

/**
 * Solves a position of any variant composed with core's rule vocabulary: finds a winning line, proves
 * there is none, or gives up within the limits.
 *
 * - `solved`: `moves` are core moves, the safe moves the solver plays at once included, that replay through
 *   `applyMove` from the position to a won game (turn-ups and lifted runs happen by themselves, as in play).
 * - `unwinnable`: every position reachable from this one was tried. With `peek: false` (the default) and
 *   cards hidden, this is claimed only when no line can ever turn a hidden card up, so the proof holds
 *   whatever the hidden cards are.
 * - `gave-up`: out of states, time, aborted, or (without `peek`) the answer depends on hidden cards.
 *
 * Games with every card in sight (Seahaven Towers) are solved exactly. Games with hidden cards
 * (Easthaven, Spider) are solved "thoughtfully" with `peek: true`: the solver sees the face-down cards
 * and the stock, as in the winnability studies of thoughtful solitaire.
 *
 * Where building is freer than moving runs (two- and four-suit Spider, Spiderette), the search first makes
 * a run of short attempts, each weighing positions its own way: the answers stay deterministic (the same
 * position and limits give the same answer, time limits aside), and a `solved` line is as real as any.
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant.
 * @example
 * const result = solve(variant, deal(variant, 1), { peek: true, timeMs: 5000 });
 * if (result.status === 'solved') console.log(`won in ${result.moves.length} moves`);
 */
export function solve(variant: Variant, position: Position, options: SolveOptions = {}): SolveResult {
  const steps = solveInSlices(variant, position, options, undefined);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
  }
}

/** How long {@link solveAsync} searches before giving the event loop a turn. */
export const SLICE_MS = 12;

/**
 * {@link solve}, in slices: it searches for about 12 ms at a time and gives the event loop a turn between
 * slices, so that a page stays responsive and `signal` can stop the search while it runs (from a Cancel
 * button, a worker's message, `AbortSignal.timeout`). Same answers as `solve` for the same position and
 * limits, as long as the limits are not what stops the search (`timeMs` is wall-clock, and counts the
 * turns given away).
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant (the promise
 * is rejected).
 * @example
 * const controller = new AbortController();
 * cancelButton.onclick = () => controller.abort();
 * const result = await solveAsync(variant, game, { peek: true, signal: controller.signal });
 */
export async function solveAsync(variant: Variant, position: Position, options: SolveOptions = {}): Promise<SolveResult> {
  const steps = solveInSlices(variant, position, options, SLICE_MS);
  for (;;) {
    const step = steps.next();
    if (step.done === true) return step.value;
    await nextTurn();
  }
}

/**
 * Waits for the event loop's next turn: `scheduler.yield()` where there is one (recent browsers), else a
 * zero timer (which browsers stretch to 4 ms after a few in a row: a slice of 12 ms keeps that cost low).
 */
function nextTurn(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => { setTimeout(resolve, 0); });
}

/** Runs a search, yielding at each pause. */
function* untilDone(first: SearchOutcome | SearchPaused): Generator<void, SearchOutcome, void> {
  let result = first;
  while (result.end === 'paused') {
    yield;
    result = result.resume();
  }
  return result;
}

/**
 * A first pass as a run of restarts (see `restarts.ts`): attempt after attempt, each with its own weighting
 * and a budget of positions from Luby's sequence, until one ends otherwise than by filling its budget, or
 * the pass's limits run out. An attempt that runs out of positions to try ends the run: every weighting
 * reaches the same positions, so the next would too. `began` is when the whole solve began, which the
 * pass's `timeMs` counts from.
 */
function* restarting(layout: SolverLayout, state: GameState, limits: SearchLimits, began: number): Generator<void, SearchOutcome, void> {
  let explored = 0;
  for (let attempt = 0; ; attempt++) {
    const timeMs = limits.timeMs - (performance.now() - began);
    const budget = Math.min(limits.maxStates - explored, luby(attempt) * RESTART_UNIT);
    const outcome = yield* untilDone(searchInSlices(layout, state, {
      ...limits, weights: restartWeights(attempt), timeMs, maxStates: Math.max(1, budget), whileComplete: undefined,
    }));
    explored += outcome.statesExplored;
    if (outcome.end !== 'max-states' || explored >= limits.maxStates) return { ...outcome, statesExplored: explored };
  }
}

/** The work of {@link solve}, pausing every `sliceMs` when given (never when undefined). */
function* solveInSlices(variant: Variant, position: Position, options: SolveOptions, sliceMs: number | undefined): Generator<void, SolveResult, void> {
  const began = performance.now();
  const state = positionOf(variant, position);
  const layout = solverLayout(variant);
  const stopAtHiddenCards = options.peek !== true && hiddenCards(layout, state) > 0;
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const limits = {
    maxStates,
    timeMs,
    signal: options.signal,
    stopAtHiddenCards,
    rateMoves: false,
    playSafeMovesHome: true,
    skipLateralMoves: true,
    mergeColumnsEarly: true,
    strategy: options.strategy ?? 'depth-first',
    sliceMs,
  } as const;
  // First without lateral moves, which finds most wins fast; if that proves nothing, the complete search
  // with what is left of the limits. A first pass that has skipped nothing yet is complete so far: it runs
  // on to the full limits instead of handing over to a second pass that would start again from scratch.
  const share = firstPassShare(variant);
  const firstStrategy = options.strategy ?? firstPassStrategy(layout);
  const firstLimits: SearchLimits = {
    ...limits, strategy: firstStrategy, timeMs: timeMs * share, maxStates: Math.ceil(maxStates * share), whileComplete: { timeMs, maxStates },
  };
  const quick = layout.buildingFreerThanRuns
    ? yield* restarting(layout, state, firstLimits, began)
    : yield* untilDone(searchInSlices(layout, state, firstLimits));
  const decisive = quick.end === 'won' || quick.end === 'frontier' || quick.end === 'aborted' || !quick.skippedMoves;
  const outcome = decisive ? quick : yield* untilDone(searchInSlices(layout, state, {
    ...limits,
    skipLateralMoves: false,
    mergeColumnsEarly: false,
    timeMs: Math.max(0, timeMs - (performance.now() - began)),
    maxStates: Math.max(1, maxStates - quick.statesExplored),
  }));
  const statesExplored = decisive ? quick.statesExplored : quick.statesExplored + outcome.statesExplored;
  const elapsedMs = Math.round((performance.now() - began) * 1000) / 1000;
  switch (outcome.end) {
    case 'won':
      return { status: 'solved', moves: outcome.moves, statesExplored, elapsedMs };
    case 'exhausted':
      return outcome.frontierSeen
        ? { status: 'gave-up', reason: 'hidden-cards', statesExplored, elapsedMs }
        : { status: 'unwinnable', statesExplored, elapsedMs };
    case 'frontier':
      return { status: 'gave-up', reason: 'hidden-cards', statesExplored, elapsedMs };
    default:
      return { status: 'gave-up', reason: outcome.end, statesExplored, elapsedMs };
  }
}
