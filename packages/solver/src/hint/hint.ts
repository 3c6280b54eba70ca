import type { Move, Variant } from '@patience/core';
import { legalMoves } from '@patience/core/engine';
import { hiddenCards, maskHiddenCards } from '../position/hidden.js';
import { solverLayout } from '../rules/layout.js';
import { isWonState } from '../search/search.js';
import { compactSearch } from '../search/compact-search.js';
import { HINT_OPTIONS, checkedOptions } from '../search/checked-options.js';
import { positionOf, type Position } from '../search/solve.js';

/** Limits of {@link hint}. */
export interface HintOptions {
  /** The most positions the hint's look-ahead may store. Default 20,000. */
  readonly maxStates?: number;
  /** The most milliseconds the look-ahead may take. Default 50. */
  readonly timeMs?: number;
}

/**
 * A hint: the move to play and why, or no move and why not.
 * - `reason` of a move says what the hint knows: that it starts a win, that it is safe (a card home that no
 *   other card will need, or a card joining a run built down from a King for good), or that it is the best
 *   move the look-ahead found.
 * - No move: "The game is won.", "No legal moves or deals are left.", or "No move keeps the game
 *   winnable." (only when that is proven without looking at a hidden card).
 */
export type Hint =
  | { readonly move: Move; readonly reason: string }
  | { readonly move: null; readonly reason: string };

/** The default of {@link HintOptions.maxStates}. */
export const DEFAULT_HINT_STATES = 20_000;
/** The default of {@link HintOptions.timeMs}. */
export const DEFAULT_HINT_TIME_MS = 50;

/**
 * The best next move in a position, as a player would be told it. A hint never peeks: it works on the
 * position as the player sees it (hidden cards replaced by stand-ins), so positions that differ only in
 * their hidden cards get the same hint. With every card in sight it searches for a win and names the
 * first move of one; otherwise, or when no win is found in time, it looks ahead over the moves that turn
 * up no hidden card and names the move towards the most promising position, rated from the rules
 * (cards home, cards turned up, columns in order, room to work). Fast: bounded by `timeMs` (50 ms).
 * For a deterministic hint (tests, replays), give a `maxStates` small enough to be reached first.
 * @throws {@link PatienceError} `invalid-snapshot` when the position does not fit the variant; a
 * `VariantError` naming the field when the variant is not one `defineVariant` would accept;
 * `invalid-option` naming an option misnamed or a value it does not take.
 * @example
 * const { move, reason } = hint(variant, game);
 * console.log(move ? `${formatMove(move)}: ${reason}` : reason);
 */
export function hint(variant: Variant, position: Position, given: HintOptions = {}): Hint {
  const options = checkedOptions('hint', given, HINT_OPTIONS);
  const state = positionOf(variant, position);
  const layout = solverLayout(variant);
  if (isWonState(layout, state)) return { move: null, reason: 'The game is won.' };
  const moves = legalMoves(variant, state);
  if (moves.length === 0) return { move: null, reason: 'No legal moves or deals are left.' };
  const hidden = hiddenCards(layout, state) > 0;
  const seen = hidden ? maskHiddenCards(layout, state) : state;
  const outcome = compactSearch(layout, seen, {
    maxStates: options.maxStates ?? DEFAULT_HINT_STATES,
    timeMs: options.timeMs ?? DEFAULT_HINT_TIME_MS,
    signal: undefined,
    stopAtHiddenCards: hidden,
    rateMoves: true,
    playSafeMovesHome: true,
    skipLateralMoves: false,
    mergeColumnsEarly: false,
    strategy: 'depth-first',
  });
  const safe = outcome.openingSafeMoves[0];
  if (outcome.end === 'won') {
    const [first] = outcome.moves;
    if (first) return { move: first, reason: `This move starts a win in ${outcome.moves.length} moves.` };
  }
  if (outcome.end === 'exhausted' && !outcome.frontierSeen) return { move: null, reason: 'No move keeps the game winnable.' };
  if (safe) {
    return safe.kind === 'move' && safe.to.startsWith('f')
      ? { move: safe, reason: 'This card can go to its foundation safely: no other card will need it.' }
      : { move: safe, reason: 'This card can join the run built down from a King for good: it never needs to move again.' };
  }
  const deal = moves.find((m) => m.kind === 'deal');
  const best = outcome.best;
  if (best && (best.score > outcome.rootScore || !deal)) {
    return {
      move: best.move,
      reason: best.turnsUpCards
        ? 'No win is in sight yet; this move works towards turning up a hidden card.'
        : 'No win is in sight yet; this move leads to the most promising position found.',
    };
  }
  if (deal) return { move: deal, reason: 'No move improves the position: deal.' };
  return { move: moves[0] as Move, reason: 'No move improves the position; this one at least keeps play going.' };
}
