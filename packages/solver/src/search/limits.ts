// The limits of a search, apart from the search itself, so that the budget that enforces them and the
// search that obeys them both read them without importing each other.
import type { GameState } from '@patience/core/engine';
import type { ScoreWeights } from './heuristic.js';
import type { SearchStrategy } from './options.js';

/** What bounds a search and what it looks for. */
export interface SearchLimits {
  readonly maxStates: number;
  /** The transposition table's memory bound in megabytes (the compact search's; default 512). */
  readonly maxMemoryMB?: number | undefined;
  readonly timeMs: number;
  readonly signal: AbortSignal | undefined;
  /**
   * Search only moves that turn up no hidden card: a move that turns one up, and every deal, is a
   * frontier the search does not cross. Used when the solver may not peek at hidden cards.
   */
  readonly stopAtHiddenCards: boolean;
  /**
   * With `stopAtHiddenCards`: every card the stock can deal is known (a stock that draws to a waste, turned
   * over), so a deal turns up nothing unseen and is an ordinary move, not a frontier. Absent: false.
   */
  readonly stockSeen?: boolean;
  /** Keep searching after the first frontier, to rate moves for a hint. */
  readonly rateMoves: boolean;
  /**
   * Skip lateral moves (see `compactLateral`): the search is then incomplete, and finds wins much faster
   * where building is freer than moving runs (Spider).
   */
  readonly skipLateralMoves: boolean;
  /**
   * The limits to carry on to when `maxStates` or `timeMs` runs out before any lateral move was skipped:
   * the search is complete so far, and starting a complete pass afresh would only repeat it.
   */
  readonly whileComplete?: { readonly maxStates: number; readonly timeMs: number };
  /**
   * Play safe moves home as soon as they appear (see `safeMoveHome`). Always on in the solver; off only
   * to check in tests that proofs do not depend on it.
   */
  readonly playSafeMovesHome: boolean;
  /**
   * Treat the columns as interchangeable even while a deal-row stock holds cards for each of them: an
   * approximation that merges positions which differ, so the search is incomplete (it is counted as
   * skipping moves), but it finds wins much faster. Only for a first pass, whose wins are real lines.
   */
  readonly mergeColumnsEarly: boolean;
  /** Depth-first with the best child first, or best-first over every position stored. */
  readonly strategy: SearchStrategy;
  /**
   * Pause after running this many milliseconds, answering {@link SearchPaused}, so that a caller can give
   * the event loop a turn (and an abort signal a chance to fire) before resuming. Absent: never pause.
   */
  readonly sliceMs?: number;
  /**
   * Positions the search counts as stored already, so that it never enters them: the positions a hint's
   * game has been through (see `hint/history.ts`). Absent: none.
   */
  readonly visited?: readonly GameState[];
  /** The weighting of the score that orders the search. Default `DEFAULT_WEIGHTS`. */
  readonly weights?: ScoreWeights;
  /**
   * Drop every position the proofs read during the search show lost (a stranded card, see
   * `proofs/stranded-card.ts`; too few waste walks, see `proofs/waste-walks.ts`), where they apply and the
   * search may look at hidden cards. Absent: true. Off only in tests, to check the proofs against a search
   * that does not use them.
   */
  readonly dropStranded?: boolean;
  /**
   * For tests: the compact depth-first search plays each move it skips as commuting with the move that
   * entered the position (see `Pruning` in `pruning.ts`) and throws unless the position
   * it leads to is stored already.
   */
  readonly checkSkippedMoves?: boolean;
}
