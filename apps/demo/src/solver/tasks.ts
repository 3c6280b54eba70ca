/**
 * The solver's jobs, as the worker runs them, within the budgets of limits.ts. Kept apart from the
 * worker's messaging so that the tests can run them directly.
 */
import { type Variant } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { isValidSeed, MAX_SEED } from '@patience/core/random';
import { findWinnableDealAsync, hint, solveAsync } from '@patience/solver';
import { findDailyDeal } from '../daily/daily-seed.js';
import { ESTIMATE_LIMITS, FIND_DEAL_LIMITS, WINNABLE_LIMITS } from './limits.js';
import type { GameRef, SolverAnswer, SolverTask } from './protocol.js';

/** Loads the variant a task names; rejects for an unknown game or options. */
export type VariantLoader = (game: GameRef) => Promise<Variant>;

/**
 * Whether any card of the position is hidden from the player (face down in the tableau or the stock): the
 * cards a snapshot shows face down, read straight from the piles' face-down counts.
 */
export function hasHiddenCards(state: GameState): boolean {
  return state.piles.some((pile) => pile.faceDown > 0);
}

/**
 * Runs one task to its answer. `report` receives progress while a deal is looked for. The searches run in
 * slices, so `signal` stops them while they run (the answer then says the solver gave up, `aborted`). Never
 * throws: a task that cannot be run (an unknown game, a position that does not fit it) answers with an `error`.
 */
export async function runTask(task: SolverTask, loadVariant: VariantLoader, report: (answer: SolverAnswer) => void = () => undefined, now: () => number = () => performance.now(), signal?: AbortSignal): Promise<SolverAnswer> {
  try {
    const variant = await loadVariant(task.game);
    switch (task.kind) {
      case 'hint': {
        const began = now();
        const { move, reason } = hint(variant, task.position, { history: task.history ?? [] });
        return { kind: 'hint', move, reason, elapsedMs: now() - began };
      }
      case 'winnable': {
        const result = await solveAsync(variant, task.position, { peek: true, ...WINNABLE_LIMITS, ...(signal ? { signal } : {}) });
        return {
          kind: 'winnable',
          verdict: result.status === 'solved' ? 'winnable' : result.status === 'unwinnable' ? 'lost' : 'unknown',
          thoughtful: hasHiddenCards(task.position),
          gaveUp: result.status === 'gave-up' ? result.reason : null,
          line: result.status === 'solved' ? result.moves : null,
          statesExplored: result.statesExplored,
          elapsedMs: result.elapsedMs,
        };
      }
      case 'find-deal':
        return await findDeal(variant, task.from, report, now, signal);
      case 'estimate':
        return await estimate(variant, task.deals, report, now, signal);
      case 'daily-deal': {
        const found = await findDailyDeal(variant, task.day, task.gameKey, signal);
        return found ? { kind: 'daily-deal', ...found } : { kind: 'error', message: 'The search for the daily deal was stopped.' };
      }
    }
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

async function findDeal(variant: Variant, from: number, report: (answer: SolverAnswer) => void, now: () => number, signal: AbortSignal | undefined): Promise<SolverAnswer> {
  if (!isValidSeed(from)) return { kind: 'error', message: `A deal number is a whole number from 0 to ${MAX_SEED}; got ${String(from)}.` };
  const began = now();
  let tried = 0;
  let thoughtful = false;
  // One deal at a time, so that progress can be told and the clock checked between deals.
  for (let seed = from; seed <= MAX_SEED && tried < FIND_DEAL_LIMITS.maxSeeds && now() - began < FIND_DEAL_LIMITS.totalMs && signal?.aborted !== true; seed++) {
    tried++;
    thoughtful ||= hasHiddenCards(deal(variant, seed));
    const found = await findWinnableDealAsync(variant, { from: seed, maxSeeds: 1, timeMsPerDeal: FIND_DEAL_LIMITS.timeMsPerDeal, maxStatesPerDeal: FIND_DEAL_LIMITS.maxStatesPerDeal, ...(signal ? { signal } : {}) });
    if (found) return { kind: 'find-deal', seed: found.seed, tried, thoughtful, elapsedMs: now() - began };
    report({ kind: 'progress', tried, seed });
  }
  return { kind: 'find-deal', seed: null, tried, thoughtful, elapsedMs: now() - began };
}

/** Deals 1 to `deals` (at most ESTIMATE_LIMITS.deals), each solved thoughtfully within the estimate's limits. */
async function estimate(variant: Variant, deals: number, report: (answer: SolverAnswer) => void, now: () => number, signal: AbortSignal | undefined): Promise<SolverAnswer> {
  if (!Number.isInteger(deals) || deals < 1 || deals > ESTIMATE_LIMITS.deals) {
    return { kind: 'error', message: `An estimate takes 1 to ${ESTIMATE_LIMITS.deals} deals; got ${String(deals)}.` };
  }
  const began = now();
  let won = 0;
  let lost = 0;
  let undecided = 0;
  const gaveUp: Record<string, number> = {};
  for (let seed = 1; seed <= deals; seed++) {
    if (signal?.aborted === true) return { kind: 'error', message: 'The estimate was stopped.' };
    const result = await solveAsync(variant, deal(variant, seed), { peek: true, timeMs: ESTIMATE_LIMITS.timeMsPerDeal, maxStates: ESTIMATE_LIMITS.maxStatesPerDeal, ...(signal ? { signal } : {}) });
    if (result.status === 'solved') won++;
    else if (result.status === 'unwinnable') lost++;
    else {
      undecided++;
      gaveUp[result.reason] = (gaveUp[result.reason] ?? 0) + 1;
    }
    report({ kind: 'progress', tried: seed, seed });
  }
  return { kind: 'estimate', won, lost, undecided, gaveUp, elapsedMs: now() - began };
}
