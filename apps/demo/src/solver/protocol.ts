/**
 * The messages between the play page and the solver's Web Worker. Everything is plain data (structured
 * clone): a game is named by its id and options, a position is core's `GameState`, which is plain JSON-ready data.
 */
import type { Move, Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';

/** A game as the worker loads it: a shipped game's id and its options, or a composed variant whole. */
export interface GameRef {
  readonly gameId: string;
  readonly options: Readonly<Record<string, string | number | boolean>>;
  /**
   * A variant composed on the compose page, as plain data: the worker checks it with `parseVariant`
   * instead of loading a package (it cannot read the page's storage).
   */
  readonly variant?: Variant;
}

/** A job for the solver. */
export type SolverTask =
  /**
   * The best next move, as `hint` of `@patience/solver` gives it: never peeks at hidden cards, and never
   * steers back into one of `history`, the positions the game has been through.
   */
  | { readonly kind: 'hint'; readonly game: GameRef; readonly position: GameState; readonly history?: readonly GameState[] }
  /** Can this position still be won? Decided "thoughtfully": the solver sees the hidden cards. */
  | { readonly kind: 'winnable'; readonly game: GameRef; readonly position: GameState }
  /** The first deal from `from` on that the solver proves winnable, within the search's budget. */
  | { readonly kind: 'find-deal'; readonly game: GameRef; readonly from: number }
  /**
   * How often the variant can be won: each of `deals` deals from deal 1 solved thoughtfully (the hidden cards
   * seen), within ESTIMATE_LIMITS (the Variant Lab's quick estimate).
   */
  | { readonly kind: 'estimate'; readonly game: GameRef; readonly deals: number }
  /** The daily deal of a UTC day `YYYY-MM-DD` for a game, as `gameKey` names it (see daily/daily-seed.ts). */
  | { readonly kind: 'daily-deal'; readonly game: GameRef; readonly day: string; readonly gameKey: string };

/** What the solver concluded about a position's winnability. */
export type Verdict = 'winnable' | 'lost' | 'unknown';

/** The worker's answer to a task, or its news while it works. */
export type SolverAnswer =
  | { readonly kind: 'hint'; readonly move: Move | null; readonly reason: string; readonly elapsedMs: number }
  | {
    readonly kind: 'winnable';
    readonly verdict: Verdict;
    /** The position had hidden cards, so the verdict is the "thoughtful" one (face-down cards seen). */
    readonly thoughtful: boolean;
    /** Why no verdict, for `unknown`: the solver's give-up reason. */
    readonly gaveUp: string | null;
    /** For `winnable`, the solver's winning line from the position, made short (the play page's "Show me the solution"). */
    readonly line: readonly Move[] | null;
    readonly statesExplored: number;
    readonly elapsedMs: number;
  }
  | {
    readonly kind: 'find-deal';
    /** The deal found, or null when none was proven winnable within the budget. */
    readonly seed: number | null;
    /** Deals tried, the one found included. */
    readonly tried: number;
    /** Some deal tried had hidden cards, so "winnable" is the thoughtful claim. */
    readonly thoughtful: boolean;
    readonly elapsedMs: number;
  }
  | {
    readonly kind: 'daily-deal';
    readonly day: string;
    readonly seed: number;
    /** The solver proved it winnable (else no candidate was proven within the budget: the first is used). */
    readonly proven: boolean;
    readonly tried: number;
  }
  | {
    readonly kind: 'estimate';
    /** Deals solved, proven lost, and left undecided within the limits; they add up to the deals asked for. */
    readonly won: number;
    readonly lost: number;
    readonly undecided: number;
    /** Why the undecided deals were given up, as the solver says it ("time", "max-states"...), with their counts. */
    readonly gaveUp: Readonly<Record<string, number>>;
    readonly elapsedMs: number;
  }
  /** While looking for a deal or estimating: `tried` deals done, the last being `seed`. */
  | { readonly kind: 'progress'; readonly tried: number; readonly seed: number }
  /** The task could not be run: a sentence saying why. */
  | { readonly kind: 'error'; readonly message: string };

/** A message to the worker. */
export interface TaskMessage {
  readonly id: number;
  readonly task: SolverTask;
}

/**
 * Stops task `id` in the worker, which stays up for the next task: the search is run in slices
 * (`solveAsync`), so the worker reads this message between two slices and the search ends within one.
 */
export interface CancelMessage {
  readonly id: number;
  readonly cancel: true;
}

/** What the page sends the worker. */
export type ToWorkerMessage = TaskMessage | CancelMessage;

/** A message from the worker: the answer (or progress) of task `id`. */
export interface AnswerMessage {
  readonly id: number;
  readonly answer: SolverAnswer;
}
