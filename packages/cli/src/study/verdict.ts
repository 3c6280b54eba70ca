/**
 * One deal of a study: solved by the solver from the numbered deal, and every winning line replayed through
 * core's `Game` to a win, so that a solver bug cannot be counted as a win.
 */
import { Game, type Move, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { solve } from '@patience/solver';

/** The limits a study solves each deal under, and whether the solver may look at face-down cards. */
export interface StudyLimits {
  readonly timeMs: number;
  readonly maxStates: number;
  readonly peek: boolean;
}

/** What became of one deal: one line of a study's output file. */
export interface DealVerdict {
  readonly deal: number;
  readonly status: 'solved' | 'unwinnable' | 'gave-up';
  /** Why the solver gave up (`time`, `max-states`, `hidden-cards`), or null. */
  readonly reason: string | null;
  /** The length of the winning line, or null. */
  readonly moves: number | null;
  /** Milliseconds the solver took (two decimals). */
  readonly ms: number;
  /** The positions the solver explored. */
  readonly positions: number;
  /** For a solved deal, whether its line replayed to a win through core's `Game`; null otherwise. */
  readonly replayed: boolean | null;
}

/** Solves one deal and replays its winning line, if any. */
export function studyDeal(variant: Variant, limits: StudyLimits, seed: number): DealVerdict {
  const result = solve(variant, deal(variant, seed), limits);
  // Fields in the order of the CSV columns, so a JSON line reads as the CSV row does.
  const solved = result.status === 'solved';
  return {
    deal: seed,
    status: result.status,
    reason: result.status === 'gave-up' ? result.reason : null,
    moves: solved ? result.moves.length : null,
    ms: Math.round(result.elapsedMs * 100) / 100,
    positions: result.statesExplored,
    replayed: solved ? replaysToWin(variant, seed, result.moves) : null,
  };
}

/** Whether moves played from a numbered deal win it (false too when one is refused). */
export function replaysToWin(variant: Variant, seed: number, moves: readonly Move[]): boolean {
  const game = new Game(variant, { seed });
  for (const move of moves) if (!game.tryMove(move).ok) return false;
  return game.isWon();
}
