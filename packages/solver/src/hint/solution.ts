/**
 * The solver's public answers: the search's, with a winning line made short (see `short-line.ts`) before anyone
 * reads it, so that a solution shown to a player, printed by the CLI or replayed by a program is the plan
 * without its detours.
 */
import type { Variant } from '@patience/core';
import { solve as search, solveAsync as searchAsync, positionOf, type Position } from '../search/solve.js';
import type { SolveOptions, SolveResult } from '../search/options.js';
import { shortenSolution } from './short-line.js';

/** A search's answer, its winning line (if any) shortened; the time taken counts the shortening. */
function shortened(variant: Variant, position: Position, result: SolveResult, began: number): SolveResult {
  if (result.status !== 'solved') return result;
  const moves = shortenSolution(variant, position, result.moves);
  return { ...result, moves, elapsedMs: Math.round((performance.now() - began) * 1000) / 1000 };
}

/**
 * Solves a position of any variant composed with core's rule vocabulary: finds a winning line, proves
 * there is none, or gives up within the limits.
 *
 * - `solved`: `moves` are core moves, the safe moves the solver plays at once included, that replay through
 *   `applyMove` from the position to a won game (turn-ups and lifted runs happen by themselves, as in play).
 *   The line is the search's made short by {@link shortenSolution} (detours dropped, runs moved in one move),
 *   which runs after the search's `timeMs` and is counted in `elapsedMs`.
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
  const began = performance.now();
  return shortened(variant, position, search(variant, position, options), began);
}

/**
 * {@link solve}, in slices: it searches for about 12 ms at a time and gives the event loop a turn between
 * slices, so that a page stays responsive and `signal` can stop the search while it runs (from a Cancel
 * button, a worker's message, `AbortSignal.timeout`). Same answers as `solve` for the same position and
 * limits, as long as the limits are not what stops the search (`timeMs` is wall-clock, and counts the
 * turns given away); a winning line is shortened as `solve`'s is.
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant, or a
 * `VariantError` naming the field of a variant that `defineVariant` would refuse, or `invalid-option` for an
 * option misnamed or a value it does not take (the promise is rejected).
 * @example
 * const controller = new AbortController();
 * cancelButton.onclick = () => controller.abort();
 * const result = await solveAsync(variant, game, { peek: true, signal: controller.signal });
 */
export async function solveAsync(variant: Variant, position: Position, options: SolveOptions = {}): Promise<SolveResult> {
  const began = performance.now();
  // The position as it is now: a `Game` may be played on while the search gives the event loop its turns.
  const start = positionOf(variant, position);
  return shortened(variant, start, await searchAsync(variant, position, options), began);
}
