import { stateFromSnapshot, type Game, type GameState, type Variant } from '@patience/core';
import { hiddenCards } from '../position/hidden.js';
import { solverLayout } from '../rules/layout.js';
import { DEFAULT_MAX_STATES, DEFAULT_TIME_MS, type SolveOptions, type SolveResult } from './options.js';
import { search } from './search.js';

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
 * complete pass is what proves deals lost: half each.
 */
function firstPassShare(variant: Variant): number {
  const { build, pickUp } = variant.rules.tableau;
  return pickUp.kind === 'run' && pickUp.match !== build.match ? 0.8 : 0.5;
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
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant.
 * @example
 * const result = solve(variant, deal(variant, 1), { peek: true, timeMs: 5000 });
 * if (result.status === 'solved') console.log(`won in ${result.moves.length} moves`);
 */
export function solve(variant: Variant, position: Position, options: SolveOptions = {}): SolveResult {
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
  } as const;
  // First without lateral moves, which finds most wins fast; if that proves nothing, the complete search
  // with what is left of the limits. A first pass that has skipped nothing yet is complete so far: it runs
  // on to the full limits instead of handing over to a second pass that would start again from scratch.
  const share = firstPassShare(variant);
  const quick = search(layout, state, {
    ...limits, timeMs: timeMs * share, maxStates: Math.ceil(maxStates * share), whileComplete: { timeMs, maxStates },
  });
  const decisive = quick.end === 'won' || quick.end === 'frontier' || quick.end === 'aborted' || !quick.skippedMoves;
  const outcome = decisive ? quick : search(layout, state, {
    ...limits,
    skipLateralMoves: false,
    mergeColumnsEarly: false,
    timeMs: Math.max(0, timeMs - (performance.now() - began)),
    maxStates: Math.max(1, maxStates - quick.statesExplored),
  });
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
