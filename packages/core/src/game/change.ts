import type { CardId } from '../cards/card.js';
import type { Effect, GameState, Move } from '../engine/types.js';

/** What a move did: the move, its notation, the cards it carried or dealt, and the automatic effects. */
export interface MoveRecord {
  readonly move: Move;
  readonly notation: string;
  readonly cards: readonly CardId[];
  readonly effects: readonly Effect[];
}

/** Options of a {@link Game} in play, set when it starts and changed with {@link Game.setAutoFoundation}. */
export interface GameOptions {
  /**
   * After each move the player makes, play every safe move to the foundations ({@link safeFoundationMoves})
   * as part of the same step, so that one undo takes back the move and the cards that followed it home.
   * Off by default.
   */
  readonly autoFoundation?: boolean;
}

/**
 * What the last call that changed a {@link Game} did, for animation and screen-reader announcements
 * ({@link Game.lastChange}).
 *
 * - `move`: the player's move (`records[0]`), then the safe moves to the foundations that followed it
 *   when `autoFoundation` is on;
 * - `auto`: safe moves to the foundations played by themselves (turning `autoFoundation` on);
 * - `undo`, `redo`: the step taken back or made again, its moves in the order they were played;
 * - `restart`: every step taken back, in the order they were played.
 */
export interface Change {
  readonly kind: 'move' | 'auto' | 'undo' | 'redo' | 'restart';
  readonly records: readonly MoveRecord[];
  /** The automatic effects of those moves (turn-ups, lifted runs), in the order they happened. */
  readonly effects: readonly Effect[];
}

/** A change made of the given records. */
export function changeOf(kind: Change['kind'], records: readonly MoveRecord[]): Change {
  return { kind, records, effects: records.flatMap((r) => r.effects) };
}

/**
 * What a {@link Game} tells its listeners after each change ({@link Game.subscribe}).
 *
 * `type` is the change's kind, except that a player's deal or redeal (a `move` change whose first record is a
 * deal or a redeal) is `deal`, so that a board can animate the stock without looking into the records.
 */
export interface GameEvent {
  readonly type: 'move' | 'deal' | 'auto' | 'undo' | 'redo' | 'restart';
  /** The change, as {@link Game.lastChange} holds it: its records and their effects. */
  readonly change: Change;
  /** The position after the change. */
  readonly state: GameState;
}

/** A function {@link Game.subscribe} calls with each {@link GameEvent}. */
export type GameListener = (event: GameEvent) => void;

/** The event that tells listeners of a change, with the position after it. */
export function eventOf(change: Change, state: GameState): GameEvent {
  const first = change.records[0]?.move.kind;
  const type = change.kind === 'move' && (first === 'deal' || first === 'redeal') ? 'deal' : change.kind;
  return { type, change, state };
}
