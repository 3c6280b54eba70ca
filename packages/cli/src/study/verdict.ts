/**
 * One deal of a study: solved by the solver from the numbered deal, and every winning line replayed through
 * core's `Game` to a win, so that a solver bug cannot be counted as a win.
 */
import { Game, type Move, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import type { DealerName } from '@patience/core/random';
import { hint, solve, THINK_HARDER_HINT_SAMPLES } from '@patience/solver';

/**
 * The limits a study solves each deal under, and whether the solver may look at face-down cards. With `policy`
 * `hints`, each deal is played by following the hint alone (`hintMs` a hint, never peeking), and the thoughtful
 * solver (`peek`, `timeMs`, `maxStates`) solves the same deal beside it.
 */
export interface StudyLimits {
  readonly timeMs: number;
  readonly maxStates: number;
  readonly peek: boolean;
  readonly policy?: 'hints';
  readonly hintMs?: number;
}

/**
 * The most moves a deal played by hints may take: far more than any win needs (a Spider win takes a few hundred),
 * so a game that reaches it has gone round without the hint saying it is lost.
 */
export const MAX_HINT_MOVES = 3000;

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
  /** With the `hints` policy: the thoughtful solver's verdict on the same deal. */
  readonly thoughtful?: 'solved' | 'unwinnable' | 'gave-up';
}

/** Solves one deal and replays its winning line, if any; or, with the `hints` policy, plays it by the hint. */
export function studyDeal(variant: Variant, limits: StudyLimits, seed: number, dealer: DealerName = 'patience'): DealVerdict {
  if (limits.policy === 'hints') return followHints(variant, limits, seed, dealer);
  const result = solve(variant, deal(variant, seed, dealer), limits);
  // Fields in the order of the CSV columns, so a JSON line reads as the CSV row does.
  const solved = result.status === 'solved';
  return {
    deal: seed,
    status: result.status,
    reason: result.status === 'gave-up' ? result.reason : null,
    moves: solved ? result.moves.length : null,
    ms: Math.round(result.elapsedMs * 100) / 100,
    positions: result.statesExplored,
    replayed: solved ? replaysToWin(variant, seed, result.moves, dealer) : null,
  };
}

/** Whether moves played from a numbered deal win it (false too when one is refused). */
export function replaysToWin(variant: Variant, seed: number, moves: readonly Move[], dealer: DealerName = 'patience'): boolean {
  const game = new Game(variant, { seed, dealer });
  for (const move of moves) if (!game.tryMove(move).ok) return false;
  return game.isWon();
}

/**
 * One deal played by following the hint alone from the opening, as a player who never peeks would (the hint
 * never reads a hidden card): `solved` when the game is won through core's `Game`, else `gave-up` with why the
 * play stopped: `hints-lost` (the hint said the game can no longer be won), `no-move`, or `move-limit`
 * ({@link MAX_HINT_MOVES}). Beside it, the thoughtful solver's verdict on the same deal. The hint thinks harder
 * (samples of the unseen cards) within `hintMs`, from the deal's number as its own seed.
 */
function followHints(variant: Variant, limits: StudyLimits, seed: number, dealer: DealerName): DealVerdict {
  const began = performance.now();
  const game = new Game(variant, { seed, dealer });
  let reason: string | null = 'move-limit';
  for (let moves = 0; moves < MAX_HINT_MOVES && !game.isWon(); moves++) {
    const given = hint(variant, game, { timeMs: limits.hintMs, samples: THINK_HARDER_HINT_SAMPLES, seed });
    if (given.move === null) {
      reason = 'no-move';
      break;
    }
    if ('lost' in given) {
      reason = 'hints-lost';
      break;
    }
    game.move(given.move);
  }
  const ms = Math.round((performance.now() - began) * 100) / 100;
  const thoughtful = solve(variant, deal(variant, seed, dealer), { timeMs: limits.timeMs, maxStates: limits.maxStates, peek: limits.peek }).status;
  const won = game.isWon();
  return {
    deal: seed, status: won ? 'solved' : 'gave-up', reason: won ? null : reason, moves: won ? game.history().length : null,
    ms, positions: 0, replayed: won ? true : null, thoughtful,
  };
}
