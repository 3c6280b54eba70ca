/**
 * A hint's memory: the positions its game has been through, which it never steers back into. Without it a
 * hint that rates positions by what is in sight goes round a loop in the Spiders (A's best move leads to B,
 * whose best move leads back to A): following hints alone won no Spider deal (docs/benchmarks/solver-history.md).
 */
import type { Game, Variant } from '@patience/core';
import type { GameState, PileState } from '@patience/core/engine';
import { PatienceError } from '@patience/core';
import { stateFromSnapshot } from '@patience/core/snapshot';
import { show } from '@patience/core/rules';
import type { SolverLayout } from '../rules/layout.js';
import { positionKey } from '../position/key.js';
import { asSeen, stockSeen } from './seen.js';

/**
 * The most positions of a game's history a hint remembers: the latest ones. A loop that hints could go round is
 * made of positions since the last card turned up or deal, far fewer than this; bounding the memory bounds what
 * reading a history costs, whatever the game's length.
 */
export const MAX_HINT_HISTORY = 5000;

/**
 * The positions a game has been through, oldest first, as far back as a hint remembers ({@link MAX_HINT_HISTORY}):
 * the positions between its steps (undone ones not included), read from the game, not replayed.
 */
export function positionsPlayed(game: Game): GameState[] {
  return [...game.positions(MAX_HINT_HISTORY)];
}

/**
 * Whether two positions hide the same number of cards in each place (face down in each column or a reserve, the
 * stock); a stock the player knows (see `stockSeen`) hides none, whatever it holds.
 */
function hidesAlike(layout: SolverLayout, a: GameState, b: GameState): boolean {
  for (let p = 0; p < a.piles.length; p++) {
    if (p !== layout.stock && (a.piles[p] as PileState).faceDown !== (b.piles[p] as PileState).faceDown) return false;
  }
  if (layout.stock < 0) return true;
  const seenA = stockSeen(layout, a);
  if (seenA !== stockSeen(layout, b)) return false;
  return seenA || (a.piles[layout.stock] as PileState).cards.length === (b.piles[layout.stock] as PileState).cards.length;
}

/**
 * The positions of `history` the hint's look-ahead could meet again, as it sees them: those that hide as
 * many cards in each place as the current position (the look-ahead never turns a card up, nor deals from a
 * stock the player has not seen, so it meets no other), with their hidden cards masked as the current position's are. Where the cards hidden are
 * the same (they never move while hidden), the masks are equal exactly when the positions are: the memory
 * reads nothing a player cannot see.
 *
 * Each position is kept once (by the solver's key), so a game gone round a loop a thousand times costs the
 * look-ahead what its few positions do. Read newest first, the latest {@link MAX_HINT_HISTORY} at most, and only until `deadline` (a
 * `performance.now()` time): what reading the history costs is part of the hint's time, and the latest
 * positions are the ones a loop returns to. Positions given as an option (`check`) are each checked against
 * the variant as they are read; a `Game`'s own are the engine's.
 */
export function visitedAsSeen(layout: SolverLayout, current: GameState, history: readonly unknown[], deadline: number, check?: (position: unknown, index: number) => GameState): VisitedPositions {
  const seen: GameState[] = [];
  const keys = new Set<string>();
  const currentKey = positionKey(layout, asSeen(layout, current).seen);
  let currentTimes = 0;
  let newestIsCurrent = false;
  const oldest = Math.max(0, history.length - MAX_HINT_HISTORY);
  for (let i = history.length - 1; i >= oldest; i--) {
    // The newest position is read whatever the clock, so that a position given is checked even on a machine too
    // busy to reach it before the deadline.
    const read = history.length - 1 - i;
    if (read > 0 && read % 16 === 0 && performance.now() > deadline) break;
    const before = check ? check(history[i], i) : (history[i] as GameState);
    if (!hidesAlike(layout, current, before)) continue;
    const masked = asSeen(layout, before).seen;
    // Each position once, whatever how often the game came back to it: the look-ahead reads every one it is given.
    const key = positionKey(layout, masked);
    if (key === currentKey) {
      currentTimes++;
      if (i === history.length - 1) newestIsCurrent = true;
    }
    if (keys.has(key)) continue;
    keys.add(key);
    seen.push(masked);
  }
  return { positions: seen.reverse(), cameBack: currentTimes - (newestIsCurrent ? 1 : 0) > 0 };
}

/** What a hint remembers of its game: see {@link visitedAsSeen}. */
export interface VisitedPositions {
  /** The positions it could meet again, oldest first, each once. */
  readonly positions: GameState[];
  /**
   * Whether the game has come back to the current position (as the player sees it) after having left it: with
   * unlimited passes through a stock, a whole pass that changed nothing.
   */
  readonly cameBack: boolean;
}

/**
 * A check of one position of the option `history` of `hint` against the variant: a position that does not fit
 * (a hole in the array included) is refused with `invalid-option`, naming its index and what is wrong.
 * @throws {@link PatienceError} `invalid-option` when `history` is not an array.
 */
export function historyCheck(variant: Variant, history: unknown): (position: unknown, index: number) => GameState {
  if (!Array.isArray(history)) {
    throw new PatienceError('invalid-option', `hint: options.history must be an array of the game's positions; got ${show(history)}.`);
  }
  return (position, i) => {
    if (position === undefined && !(i in history)) {
      throw new PatienceError('invalid-option', `hint: options.history[${i}] is missing: the array has a hole here.`);
    }
    try {
      return stateFromSnapshot(variant, position);
    } catch (error) {
      throw new PatienceError('invalid-option', `hint: options.history[${i}] is not a position of ${variant.name}: ${(error as Error).message}`);
    }
  };
}
