import { Game, type Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { stateFromSnapshot } from '@patience/core/snapshot';
import { SOLVE_OPTIONS, checkedOptions } from './checked-options.js';
import { hiddenCards, shuffledRedealLeft } from '../position/hidden.js';
import { solverLayout, type SolverLayout } from '../rules/layout.js';
import { DEFAULT_MAX_STATES, DEFAULT_TIME_MS, type SearchStrategy, type SolveOptions, type SolveResult } from './options.js';
import { RESTART_UNIT, STAGE_UNIT, WIDTH_UNIT, luby, restartWeights } from './restarts.js';
import type { SearchLimits, SearchOutcome, SearchPaused } from './search.js';
import { compactSearchInSlices } from './compact-search.js';
import { stagedSearch } from './stages.js';
import { provenLost } from '../proofs/prove-lost.js';

/** A position to solve: a {@link GameState}, or a {@link Game} (its current position). */
export type Position = GameState | Game;

/**
 * The position of a {@link Position}, checked against the variant. The variant is checked on the way: a
 * `Game` checked it when it was made, and `stateFromSnapshot` reads it through core's compiled table, which
 * checks a variant the first time it meets it; so a hand-made or damaged variant is refused with its field
 * named before the search sees it.
 */
export function positionOf(variant: Variant, position: Position): GameState {
  // A Game's state was checked against its own variant when it was made; a bare GameState, or a Game of
  // another variant, is checked card by card.
  // Anything that is not a Game (an object that only looks like one included) is read as a position.
  if (!(position instanceof Game)) return stateFromSnapshot(variant, position);
  return position.variant === variant ? position.state : stateFromSnapshot(variant, position.state);
}

/**
 * The share of the limits the first pass gets. Where building is freer than moving runs among the deck's
 * cards (two- and four-suit Spider, Spiderette: build on any suit, move runs of one suit) lateral moves are
 * many, the first pass finds the wins and the complete pass seldom proves anything in time: the first pass
 * gets four fifths. Elsewhere (lateral moves only split runs) the complete pass is what proves deals lost,
 * and it also wins most of the deals the first pass has not won in its first seconds: the first pass gets a
 * quarter. One-suit Spider is in the second group (measured: docs/benchmarks/solver-history.md).
 */
export function firstPassShare(layout: SolverLayout): number {
  return layout.buildingFreerThanRuns ? 0.8 : 0.25;
}

/**
 * How the first pass walks the whole game, in the attempts that are not deal by deal (see
 * {@link dealByDeal}): best-first in a one-deck game where building is freer than moving runs among the
 * deck's cards (Spiderette: a card may be built on another suit, but runs move in one suit), depth-first
 * elsewhere. The choice is measured, not derived (docs/benchmarks/solver-history.md).
 * The complete pass is depth-first unless a strategy is given; a given strategy is used by both passes.
 */
export function firstPassStrategy(layout: SolverLayout): SearchStrategy {
  return layout.singleCopies && layout.buildingFreerThanRuns ? 'best-first' : 'depth-first';
}

/**
 * Which attempts of a restarting first pass go deal by deal (see `stages.ts`), in a game with a deal-row
 * stock where building is freer than moving runs (measured with `peek`: docs/benchmarks/solver-history.md):
 * - `always` with copies of each card (two- and four-suit Spider): a search over the whole game spends its
 *   budget among rearrangements before the first deals;
 * - `every-other` with one copy (Spiderette), alternating with whole-game attempts: each kind wins deals
 *   the other misses;
 * - `never` elsewhere.
 */
export function dealByDeal(layout: SolverLayout): 'always' | 'every-other' | 'never' {
  if (!layout.buildingFreerThanRuns || layout.variant.rules.stock.kind !== 'deal-row') return 'never';
  return layout.singleCopies ? 'every-other' : 'always';
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
 * a run of short attempts, each weighing positions its own way; with `peek`, every attempt in two- and
 * four-suit Spider and every other one in Spiderette goes deal by deal, a beam search whose steps are the
 * deals. The answers stay deterministic (the same position and limits give the same answer, time limits
 * aside), and a `solved` line is as real as any.
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant; a
 * `VariantError` naming the field when the variant is not one `defineVariant` would accept;
 * `invalid-option` naming an option misnamed or a value it does not take.
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
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant, or a
 * `VariantError` naming the field of a variant that `defineVariant` would refuse, or `invalid-option` for an
 * option misnamed or a value it does not take (the promise
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

/** One attempt of a restarting first pass, given its number, the positions it may store and its time. */
type Attempt = (attempt: number, maxStates: number, timeMs: number) => SearchOutcome | SearchPaused;

/**
 * A first pass as a run of restarts (see `restarts.ts`): attempt after attempt, each with its own weighting
 * and a budget from Luby's sequence, until one ends otherwise than by filling its budget, or the pass's
 * limits run out. An attempt that runs out of positions to try ends the run: every weighting reaches the
 * same positions, so the next would too. `began` is when the whole solve began, which the pass's `timeMs`
 * counts from.
 */
function* restarting(limits: SearchLimits, began: number, attempt: Attempt): Generator<void, SearchOutcome, void> {
  let explored = 0;
  for (let i = 0; ; i++) {
    const timeMs = limits.timeMs - (performance.now() - began);
    const outcome = yield* untilDone(attempt(i, limits.maxStates - explored, timeMs));
    explored += outcome.statesExplored;
    if (outcome.end !== 'max-states' || explored >= limits.maxStates) return { ...outcome, statesExplored: explored };
  }
}

/**
 * The attempts of a restarting first pass: deal by deal (see `stages.ts`), with stages and a beam that grow
 * by Luby's sequence, or short searches over the whole game with budgets from it, as {@link dealByDeal}
 * says; each with its own weighting. Never deal by deal when the search may not look at hidden cards (a
 * deal is then a frontier), or when the caller chose a strategy.
 */
function attempts(layout: SolverLayout, state: GameState, limits: SearchLimits, chooseStrategy: boolean): Attempt {
  const staged: Attempt = (i, maxStates, timeMs) => stagedSearch(layout, state, {
    perStage: STAGE_UNIT * luby(i), width: WIDTH_UNIT * luby(i), maxStates: Math.max(1, maxStates), maxMemoryMB: limits.maxMemoryMB, timeMs,
    signal: limits.signal, weights: restartWeights(i), sliceMs: limits.sliceMs,
  });
  const whole: Attempt = (i, maxStates, timeMs) => compactSearchInSlices(layout, state, {
    ...limits, weights: restartWeights(i), timeMs, maxStates: Math.max(1, Math.min(maxStates, luby(i) * RESTART_UNIT)), whileComplete: undefined,
  });
  const plan = chooseStrategy && !limits.stopAtHiddenCards ? dealByDeal(layout) : 'never';
  if (plan === 'always') return staged;
  if (plan === 'never') return whole;
  // Each kind takes its own Luby sequence and weightings. Deal by deal goes first (docs/benchmarks/solver-history.md).
  return (i, maxStates, timeMs) => (i % 2 === 0 ? staged(i >> 1, maxStates, timeMs) : whole(i >> 1, maxStates, timeMs));
}

/** The work of {@link solve}, pausing every `sliceMs` when given (never when undefined). */
function* solveInSlices(variant: Variant, position: Position, given: SolveOptions, sliceMs: number | undefined): Generator<void, SolveResult, void> {
  const began = performance.now();
  const options = checkedOptions(sliceMs === undefined ? 'solve' : 'solveAsync', given, SOLVE_OPTIONS);
  const state = positionOf(variant, position);
  const layout = solverLayout(variant);
  const stopAtHiddenCards = options.peek !== true && (hiddenCards(layout, state) > 0 || shuffledRedealLeft(variant, state));
  // Reading the position and laying out a large variant take time too: give the event loop its turn first.
  if (sliceMs !== undefined && performance.now() - began > sliceMs) yield;
  const proven = provenLost(layout, state, began, !stopAtHiddenCards);
  if (proven) return proven;
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES;
  const timeMs = options.timeMs ?? DEFAULT_TIME_MS;
  const limits = {
    maxStates,
    maxMemoryMB: options.maxMemoryMB,
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
  const share = firstPassShare(layout);
  const firstStrategy = options.strategy ?? firstPassStrategy(layout);
  const firstLimits: SearchLimits = {
    ...limits, strategy: firstStrategy, timeMs: timeMs * share, maxStates: Math.ceil(maxStates * share), whileComplete: { timeMs, maxStates },
  };
  const quick = layout.buildingFreerThanRuns
    ? yield* restarting(firstLimits, began, attempts(layout, state, firstLimits, options.strategy === undefined))
    : yield* untilDone(compactSearchInSlices(layout, state, firstLimits));
  const decisive = quick.end === 'won' || quick.end === 'frontier' || quick.end === 'aborted' || !quick.skippedMoves;
  const outcome = decisive ? quick : yield* untilDone(compactSearchInSlices(layout, state, {
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
