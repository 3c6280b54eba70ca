/**
 * The play page's rules, apart from React and the DOM: one deal at the table, played through core's `Game`
 * session (a move and its automatic moves are one step of undo; `lastChange` says what changed), with the
 * clock, when the statistics count the game, and what is stored. The hook (usePlayTable) only adapts this
 * to React state; the tests drive it directly.
 *
 * Times are passed in (`now`, in the milliseconds of `performance.now()`), so the rules hold without a clock.
 */
import type { CardId, Change, Game, Move, PileId } from '@patience/core';
import type { GameStats } from '../stats/stats.js';
import { storedGame, type SavedGame } from '../storage/saved-game.js';
import { changeWords } from './announce.js';
import { clockTime, type ClockState } from './clock-state.js';

/** Where the statistics go: the page's statistics book for one game, or a test's record. */
export interface StatsRecorder {
  /** The first move of a game was made: it counts as played. */
  readonly start: (game: Game) => void;
  /** The game was won (`assisted`: after "Show me the solution"); returns its variant's statistics with the win. */
  readonly win: (game: Game, timeMs: number, seed: number, assisted: boolean) => GameStats;
  /** The game in progress was given up for another: it counts as lost. */
  readonly loss: (game: Game, seed: number) => void;
  /** The game's variant's statistics as they stand. */
  readonly current: (game: Game) => GameStats;
}

/** A won game's figures, for the win dialog. */
export interface WinFigures {
  readonly timeMs: number;
  readonly moves: number;
  /** Won after "Show me the solution": counted as won with help. */
  readonly assisted: boolean;
  readonly stats: GameStats;
}

/** What an action at the table did, and the sentence for the status line (the screen reader's live region). */
export type TableNews =
  | { readonly kind: 'changed'; readonly change: Change; readonly text: string }
  | { readonly kind: 'refused'; readonly text: string; readonly at?: PileId }
  | { readonly kind: 'unchanged'; readonly text: string };

/** What the page must do after a change: show the win, and store or remove the game in progress. */
export interface Settled {
  /** The won game's figures, or null while it is not won. */
  readonly win: WinFigures | null;
  /** The win was counted just now (the first time this game reached it). */
  readonly firstWin: boolean;
  /** The entry to store, null to remove the stored game, undefined to leave storage as it is. */
  readonly store: SavedGame | null | undefined;
}

/** The cards a change moves in a way the FLIP animation shows: turned up (a flip) and lifted off (Spider's runs). */
export interface Animated {
  readonly turnedUp: ReadonlySet<CardId>;
  /** Each lifted card and its place in the run from the top, so the run leaves top card first. */
  readonly lifted: ReadonlyMap<CardId, number>;
}

/** A game at the table: what it was opened with. */
export interface OpenedDeal {
  readonly game: Game;
  readonly seed: number;
  readonly elapsedMs: number;
  /** A solution was shown for this deal before it was stored (see {@link TableSession.assist}). */
  readonly assisted?: boolean;
}

/** One deal in play. */
export class TableSession {
  readonly game: Game;
  readonly seed: number;
  readonly options: SavedGame['options'];
  /** The first move has been counted in the statistics (true for a resumed game with moves). */
  #counted: boolean;
  /** The win has been counted: undoing the last move and making it again does not win twice. */
  #wonCounted: boolean;
  /** A solution was shown: a win of this deal is one with help, whatever is undone or restarted after. */
  #assisted: boolean;
  #clock: ClockState;

  constructor(opened: OpenedDeal, options: SavedGame['options'], now: number) {
    this.game = opened.game;
    this.seed = opened.seed;
    this.options = options;
    const played = opened.game.history().length > 0;
    this.#counted = played;
    this.#wonCounted = opened.game.isWon();
    this.#assisted = opened.assisted === true;
    this.#clock = { baseMs: opened.elapsedMs, startedAt: played && !opened.game.isWon() ? now : null };
  }

  /** The game clock: it runs from the first move until the win. */
  get clock(): ClockState {
    return this.#clock;
  }

  /** A solution was shown for this deal: its win counts as one with help. */
  get assisted(): boolean {
    return this.#assisted;
  }

  /**
   * "Show me the solution" showed a line for this deal: from now on its win is one with help (a restart or an
   * undo does not unsee it). A game already won stays counted as it was.
   */
  assist(): void {
    this.#assisted = true;
  }

  /**
   * Whether leaving this game now gives it up: a move has been made (so it counts as played) and it is not
   * won. A deal looked at but not played is left freely.
   */
  get atStake(): boolean {
    return this.#counted && !this.game.isWon();
  }

  /** Plays a move (with the safe moves home that follow it when auto-move is on), or says why not. */
  play(move: Move): TableNews {
    if (this.game.isWon()) return { kind: 'unchanged', text: 'The game is won: nothing left to do.' };
    const result = this.game.tryMove(move);
    if (!result.ok) {
      // Shown beside the card refused: the pile it was to leave (the stock, for a refused deal).
      const at: PileId | undefined = move.kind === 'move' ? move.from : move.kind === 'deal' ? 'stock' : undefined;
      return { kind: 'refused', text: result.error.message, ...(at ? { at } : {}) };
    }
    return this.#news();
  }

  /** Takes back the last step: a move and the automatic moves it set off. */
  undo(): TableNews {
    return this.game.undo() ? this.#news() : { kind: 'unchanged', text: 'There is nothing to undo.' };
  }

  /** Makes the last step undone again. */
  redo(): TableNews {
    return this.game.redo() ? this.#news() : { kind: 'unchanged', text: 'There is nothing to redo.' };
  }

  /** Back to the opening deal; every step can be redone. */
  restart(): TableNews {
    this.game.restart();
    return this.#news();
  }

  /** Turns auto-move (core's `autoFoundation`) on or off; turning it on plays the safe moves there are now. */
  setAutoMove(on: boolean): TableNews {
    if (!on) {
      this.game.setAutoFoundation(false);
      return { kind: 'unchanged', text: 'Auto-move is off.' };
    }
    const played = this.game.setAutoFoundation(true);
    const change = this.game.lastChange;
    return played.length > 0 && change ? { kind: 'changed', change, text: changeWords(change, this.game.variant, this.seed, this.game.dealer) } : { kind: 'unchanged', text: 'Auto-move is on: safe cards go to the foundations by themselves.' };
  }

  #news(): TableNews {
    const change = this.game.lastChange;
    if (!change) return { kind: 'unchanged', text: '' };
    return { kind: 'changed', change, text: changeWords(change, this.game.variant, this.seed, this.game.dealer) };
  }

  /**
   * The bookkeeping after a change, once per change: the first move counts the game as played, a win is
   * counted once and stops the clock, and the game in progress is stored (kept even when undone to the
   * start once played, so a reload does not bring back moves taken back) or removed once won.
   */
  settle(now: number, stats: StatsRecorder): Settled {
    const g = this.game;
    const played = g.history().length > 0;
    if (played && !this.#counted) {
      this.#counted = true;
      stats.start(g);
    }
    if (g.isWon()) {
      if (this.#clock.startedAt !== null) this.#clock = { baseMs: clockTime(this.#clock, now), startedAt: null };
      const timeMs = this.#clock.baseMs;
      const firstWin = !this.#wonCounted;
      this.#wonCounted = true;
      const book = firstWin ? stats.win(g, timeMs, this.seed, this.#assisted) : stats.current(g);
      return { win: { timeMs, moves: g.movesMade, assisted: this.#assisted, stats: book }, firstWin, store: null };
    }
    if (played && this.#clock.startedAt === null) this.#clock = { baseMs: this.#clock.baseMs, startedAt: now };
    return { win: null, firstWin: false, store: played || this.#counted ? storedGame(g, this.options, clockTime(this.#clock, now), this.#assisted) : undefined };
  }

  /**
   * The entry to store when the page goes away, or null when there is nothing worth keeping: a won game, or one
   * with no move made (unless its solution was shown, which a reload must not forget).
   */
  saveNow(now: number): SavedGame | null {
    return (this.game.history().length === 0 && !this.#assisted) || this.game.isWon() ? null : storedGame(this.game, this.options, clockTime(this.#clock, now), this.#assisted);
  }

  /** The player leaves this game for another deal: a game at stake counts as lost. */
  leave(stats: StatsRecorder): void {
    if (this.atStake) stats.loss(this.game, this.seed);
    this.#counted = false;
  }
}

/** What of a change the board animates: cards turned up and runs lifted; an undo or a restart animates only the moves. */
export function animatedBy(change: Change | null): Animated {
  const turnedUp = new Set<CardId>();
  const lifted = new Map<CardId, number>();
  if (change && change.kind !== 'undo' && change.kind !== 'restart') {
    for (const effect of change.effects) {
      if (effect.kind === 'turned-up') turnedUp.add(effect.card);
      else [...effect.cards].reverse().forEach((card, i) => { lifted.set(card, i); });
    }
  }
  return { turnedUp, lifted };
}
