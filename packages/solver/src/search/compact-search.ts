import type { GameState } from '@patience/core/engine';
import { compactScore, compactWon } from '../engine/compact-helpers.js';
import { CompactPosition } from '../engine/compact-position.js';
import type { SolverLayout } from '../rules/layout.js';
import { bestFirst } from './best-first.js';
import { finish, openSearch, type SearchContext } from './context.js';
import { depthFirst } from './depth-first.js';
import { TURN_UP_BONUS, expand, playSafe, provedLost, stoppedBy } from './expand.js';
import { Level } from './level.js';
import type { SearchLimits, SearchOutcome, SearchPaused } from './search.js';

export { DEFAULT_MAX_MEMORY_MB } from '../engine/memory-budget.js';

/** A way to walk the positions from the root's children on: the search's one switch. */
type Strategy = (context: SearchContext, root: Level) => SearchOutcome | SearchPaused;

const STRATEGIES: Readonly<Record<SearchLimits['strategy'], Strategy>> = { 'depth-first': depthFirst, 'best-first': bestFirst };

/**
 * The search over positions of the compact engine: one search with named steps over an explicit context
 * (`context.ts`): it opens (plays the safe moves of the given position, stores it), expands the root
 * (`expand.ts`: expand, prune, store, order), then hands the root's children to its strategy, depth-first
 * (`depth-first.ts`) or best-first (`best-first.ts`), which expand position after position until a win,
 * a limit, or no position is left. The restarts and the deal-by-deal strategy run searches from `solve.ts`.
 *
 * Safe moves are played as soon as they appear and become part of the move that led to them. Complete
 * unless it skipped moves: when the reachable positions are exhausted, there is no win among them. With
 * `limits.sliceMs` it pauses every so often, and `resume` carries on exactly where it stopped. Everything
 * it holds is bounded by `maxMemoryMB` as well as `maxStates`.
 */
export function compactSearchInSlices(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome | SearchPaused {
  const context = openSearch(layout, start, limits);
  const opened = open(context);
  if (opened) return opened;
  // The clock is read after the setup too: on a large variant the opening alone can use up a budget.
  const setUp = context.clock.check();
  if (setUp && setUp !== 'pause') return finish(context, setUp);
  const root = new Level();
  const first = expand(context, root, -1, -1);
  const early = stoppedBy(context, first);
  if (early) return early;
  if (first === 'won') return finish(context, 'won', [...context.opening, ...context.winning]);
  return STRATEGIES[limits.strategy](context, root);
}

/**
 * Plays the given position's safe moves and stores it, with the positions the search counts as stored
 * already (`limits.visited`); answers the outcome when that alone ends the search (a card turned up, a win).
 */
function open(context: SearchContext): SearchOutcome | null {
  const { pos, table, limits } = context;
  const turnedUp = playSafe(context, -1, 0);
  context.opening = Array.from(context.safe.codes.subarray(0, context.safe.size));
  context.rootScore = compactScore(pos, context.weights);
  if (turnedUp) {
    context.frontierSeen = true;
    const first = context.opening[0];
    if (first !== undefined) context.best = { move: context.toMove(first), score: context.rootScore + TURN_UP_BONUS, turnsUpCards: true };
    return finish(context, 'frontier');
  }
  if (compactWon(pos)) return finish(context, 'won', context.opening);
  table.add(pos, Number.POSITIVE_INFINITY);
  for (const before of limits.visited ?? []) table.add(new CompactPosition(context.rules, before), Number.POSITIVE_INFINITY);
  // A position a proof shows lost: nothing reachable from it wins.
  if (provedLost(context)) return finish(context, 'exhausted');
  return null;
}

/** Runs a compact search to its end, resuming it whenever it pauses. */
export function compactSearch(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome {
  let result = compactSearchInSlices(layout, start, limits);
  while (result.end === 'paused') result = result.resume();
  return result;
}
