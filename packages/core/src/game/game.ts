import { IllegalMoveError, PatienceError, type Result } from '../errors/errors.js';
import { applyLegalMove, isLegal, plainMove } from '../engine/apply.js';
import { deal as dealPosition } from '../engine/deal.js';
import { legalMoves, redealsLeft, whyIllegal } from '../engine/legality.js';
import { safeFoundationMoves } from '../engine/auto.js';
import { dealsLeft, gameStatus, isWon, type GameStatus } from '../engine/status.js';
import { canonicalMove, tableOf } from '../engine/table.js';
import type { GameState, Move, PileId, PileState } from '../engine/types.js';
import { formatMove, formatMoves, parseMove } from '../notation/notation.js';
import type { DealerName } from '../random/dealers.js';
import { positionFromLine, positionToLine } from '../snapshot/position-line.js';
import { MAX_SAVE_MOVES, readSave, resolveVariant, type SaveData, type VariantSource } from '../saves/save.js';
import { snapshot, stateFromSnapshot, type PositionSnapshot, type SnapshotOptions } from '../snapshot/snapshot.js';
import type { Variant } from '../rules/vocabulary.js';
import { isRecord, show } from '../rules/check.js';
import { madeVariant } from '../rules/made.js';
import { changeOf, eventOf, type Change, type GameListener, type GameOptions, type MoveRecord } from './change.js';

/**
 * One step of undo: a move and the automatic moves it triggered (or safe moves played by themselves),
 * with the positions before and after, so that undo and redo are one assignment each.
 */
interface Step {
  readonly kind: 'move' | 'auto';
  readonly records: readonly MoveRecord[];
  readonly before: GameState;
  readonly after: GameState;
}

/** How {@link Game.load} replays a save: the game's options, and how its moves were grouped into steps. */
export interface LoadOptions extends GameOptions {
  /**
   * How many moves each step holds, oldest first ({@link Game.stepSizes} of the saved game), adding up to the
   * save's moves. Without it, each move is a step of its own.
   */
  readonly steps?: readonly number[];
}

/**
 * A game in play: a thin stateful layer over the pure engine, in the style of chess.js.
 * Every method that could change the game either succeeds completely or throws and changes nothing.
 * @example
 * const game = new Game(variant, { seed: 7 }, { autoFoundation: true });
 * const [first] = game.moves();
 * if (first) game.move(first); else if (game.canDeal()) game.deal();
 * game.undo();
 * const saved = game.save();
 * const again = Game.load(saved, variant);
 */
export class Game {
  /** The variant being played. */
  readonly variant: Variant;
  /** The deal number, or `null` for a game that started from a given position. */
  readonly seed: number | null;
  /** Which dealer made the numbered deal: `patience` (ours, also for a game from a position) or `microsoft`. */
  readonly dealer: DealerName;
  readonly #start: GameState;
  #state: GameState;
  #done: Step[] = [];
  /** How many moves the steps in {@link Game.#done} hold: the length of {@link Game.history}. */
  #made = 0;
  #undone: Step[] = [];
  #autoFoundation: boolean;
  #lastChange: Change | null = null;
  #listeners = new Set<GameListener>();

  /**
   * Deals a new game from a deal number, or sets one up from a position (a lesson, a puzzle, a test).
   * @param start `{ seed }` for a numbered deal, with `dealer: 'microsoft'` for Windows FreeCell's numbers;
   *   `{ position }` for a {@link PositionSnapshot}, a {@link GameState} or a position line
   *   ({@link positionFromLine}), checked card by card against the variant. Left out, a deal number is chosen
   *   at random (and kept in {@link Game.seed}, so the deal can be played again or shared).
   * @param options `autoFoundation`: see {@link GameOptions}. Throws `invalid-option` for a value that is
   *   not a boolean.
   * @throws {@link PatienceError} `invalid-seed` for a seed that is not a whole number from 0 to 2^32 - 1;
   *   `invalid-snapshot` for a position that does not fit the variant (`invalid-notation` for a position
   *   line); a `VariantError` for a variant
   *   core did not make (plain data, such as a variant read from JSON: pass it through `parseVariant` first).
   * @example
   * const game = new Game(klondike); // a random deal; game.seed says which
   */
  constructor(
    variant: Variant,
    start: { readonly seed: number; readonly dealer?: DealerName } | { readonly position: unknown } = { seed: randomSeed() },
    options: GameOptions = {},
  ) {
    // Only a variant core made, which is frozen: plain data is refused by name, with what to do about it.
    this.variant = madeVariant(variant);
    this.#autoFoundation = readAutoFoundation(options);
    if (!isRecord(start) || !('seed' in start || 'position' in start)) {
      throw new PatienceError('invalid-seed',
        `A game starts from { seed } or { position }, or from a random deal when left out; got ${show(start)}.`);
    }
    if ('seed' in start) {
      this.seed = start.seed;
      this.dealer = start.dealer ?? 'patience';
      this.#start = dealPosition(this.variant, start.seed, this.dealer);
    } else {
      this.seed = null;
      this.dealer = 'patience';
      const position = start.position;
      this.#start = typeof position === 'string' ? positionFromLine(this.variant, position) : stateFromSnapshot(this.variant, position);
    }
    this.#state = this.#start;
  }

  /**
   * Loads a saved game, replaying its moves.
   * @param save a {@link SaveData} object or its JSON text.
   * @param variants where to find the variant the save names.
   * @param options `autoFoundation` for the moves to come (the saved moves are replayed as they are, never
   *   followed by automatic ones); `steps` to group the saved moves for undo as they were grouped in play.
   * @throws {@link PatienceError} `invalid-save` or `unknown-variant`, saying what is wrong (`invalid-save`
   *   too for `steps` that are not whole numbers from 1 adding up to the save's moves).
   */
  static load(save: unknown, variants: VariantSource, options: LoadOptions = {}): Game {
    const data = readSave(save);
    const variant = resolveVariant(data, variants);
    // Each move is parsed as it is replayed, so a save whose first move is bad is refused at once, however
    // long it is; `readSave` has already refused one with more moves than a save may hold.
    const words = data.moves.match(/\S+/g) ?? [];
    const sizes = stepSizesFor(options, words.length);
    let game: Game;
    try {
      game = data.seed === null ? new Game(variant, { position: data.start }, options)
        : new Game(variant, { seed: data.seed, dealer: data.dealer ?? 'patience' }, options);
    } catch (error) {
      throw new PatienceError('invalid-save', `This save cannot be loaded: its starting position is wrong: ${(error as Error).message}`);
    }
    let next = 0;
    for (const size of sizes) {
      const before = game.#state;
      const records: MoveRecord[] = [];
      for (let i = 0; i < size; i++, next++) {
        let move: Move;
        try {
          move = parseMove(words[next] as string);
        } catch (error) {
          throw new PatienceError('invalid-save', `This save cannot be loaded: Move ${next + 1}: ${(error as Error).message}`);
        }
        const refusal = whyIllegal(game.variant, game.#state, move);
        if (refusal) {
          throw new PatienceError('invalid-save', `This save cannot be loaded: move ${next
            + 1} (${formatMove(move)}) is not legal: ${refusal.message}`);
        }
        records.push(game.#apply(move));
      }
      game.#done.push({ kind: 'move', records, before, after: game.#state });
      game.#made += records.length;
    }
    return game;
  }

  /** The current position (plain data; never mutated, so it may be kept). */
  get state(): GameState {
    return this.#state;
  }

  /** The score under the variant's scoring rules (0 when it keeps none). */
  get score(): number {
    return this.#state.score;
  }

  /** Moves, deals and redeals made since the start, automatic ones included (undone ones are not). */
  get movesMade(): number {
    return this.#state.movesMade;
  }

  /** Whether safe moves to the foundations follow each move the player makes ({@link GameOptions}). */
  get autoFoundation(): boolean {
    return this.#autoFoundation;
  }

  /**
   * What the last call that changed the game did ({@link Change}), or `null` before the first one. A UI
   * reads it after a move, undo, redo or restart to animate the cards and to announce what happened.
   * @example
   * game.move('t3>t5');
   * game.lastChange?.effects.some((e) => e.kind === 'turned-up'); // a card was turned face up
   */
  get lastChange(): Change | null {
    return this.#lastChange;
  }

  /**
   * Turns automatic moves to the foundations on or off. Turning them on plays the safe moves there are
   * now, as one step (its {@link Change} of kind `auto` is then {@link Game.lastChange}).
   * @returns the moves played now (none when turning off or when no move is safe).
   * @throws {@link PatienceError} `invalid-option` when `on` is not a boolean.
   */
  setAutoFoundation(on: boolean): readonly MoveRecord[] {
    this.#autoFoundation = readAutoFoundation({ autoFoundation: on });
    if (!on) return [];
    const before = this.#state;
    const records = this.#playSafeMoves();
    if (records.length > 0) {
      this.#push('auto', before, records);
      this.#changed('auto', records);
    }
    return records;
  }
  /**
   * The cards of a pile, bottom to top, with its face-down count.
   * @throws {@link PatienceError} `unknown-pile` when the variant has no such pile.
   */
  pile(id: PileId): PileState {
    const index = tableOf(this.variant).indexOf.get(id);
    const pile = index === undefined ? undefined : this.#state.piles[index];
    if (!pile) throw new PatienceError('unknown-pile', `There is no pile ${show(id)} in ${this.variant.name}.`);
    return pile;
  }

  /**
   * Every legal move and deal now, in {@link legalMoves}' order; with `from`, only the card moves from that
   * pile (for lighting up the destinations of a card a player picks up).
   * @example game.moves({ from: 't3' }).map((m) => m.kind === 'move' && m.to)
   */
  moves(filter?: { readonly from?: PileId }): Move[] {
    if (this.#made >= MAX_SAVE_MOVES) return [];
    const all = legalMoves(this.variant, this.#state);
    const from = filter?.from;
    return from === undefined ? all : all.filter((m) => m.kind === 'move' && m.from === from);
  }

  /**
   * Makes a move, given as data or in notation; with `autoFoundation` on, the safe moves to the foundations
   * follow it in the same step (see {@link Game.lastChange}). Returns the record of the move itself.
   * @throws {@link IllegalMoveError} (or `invalid-notation`) when it is not legal; the game is unchanged.
   */
  move(move: Move | string): MoveRecord {
    const result = this.tryMove(move);
    if (!result.ok) throw result.error;
    return result.value;
  }

  /** {@link Game.move} that returns the refusal instead of throwing it. */
  tryMove(move: Move | string): Result<MoveRecord> {
    const parsed = this.#parse(move);
    if (!parsed.ok) return parsed;
    const refusal = this.#whyNot(parsed.value);
    if (refusal) return { ok: false, error: refusal };
    const before = this.#state;
    const record = this.#apply(parsed.value);
    const records = this.#autoFoundation ? [record, ...this.#playSafeMoves(1)] : [record];
    this.#push('move', before, records);
    this.#changed('move', records);
    return { ok: true, value: record };
  }

  #parse(move: Move | string): Result<Move> {
    if (typeof move !== 'string') return { ok: true, value: plainMove(move) };
    try {
      return { ok: true, value: parseMove(move) };
    } catch (error) {
      return { ok: false, error: error as PatienceError };
    }
  }

  /**
   * Why a move (as data or in notation) is not legal now, or `null` when it is: an {@link IllegalMoveError},
   * or a {@link PatienceError} `invalid-notation` for text that is not a move.
   */
  whyIllegal(move: Move | string): PatienceError | null {
    const result = this.#parse(move);
    return result.ok ? this.#whyNot(result.value) : result.error;
  }

  /**
   * Why the game refuses a move now: the rules' reason, or `move-limit` once the history holds as many moves
   * as a save may ({@link MAX_SAVE_MOVES}), so that every game `save()` writes, `Game.load` reads back.
   */
  #whyNot(move: Move): PatienceError | null {
    const refusal = whyIllegal(this.variant, this.#state, move);
    if (refusal || this.#made < MAX_SAVE_MOVES) return refusal;
    return new IllegalMoveError(
      'move-limit',
      `This game has made ${MAX_SAVE_MOVES} moves, the most a save holds; undo or restart to play on.`,
    );
  }

  /**
   * Deals from the stock.
   * @throws {@link IllegalMoveError}, such as `deal-with-empty-pile`: "You may not deal while a column is empty."
   */
  deal(): MoveRecord {
    return this.move({ kind: 'deal' });
  }

  /** Whether the stock may deal now. */
  canDeal(): boolean {
    return this.#made < MAX_SAVE_MOVES && isLegal(this.variant, this.#state, { kind: 'deal' });
  }

  /** How many more deals the stock holds. */
  dealsLeft(): number {
    return dealsLeft(this.variant, this.#state);
  }

  /** How many more times the waste may be turned over, or the tableau dealt again (Infinity when unlimited). */
  redealsLeft(): number {
    return redealsLeft(this.variant, this.#state);
  }

  /**
   * Plays every safe move to the foundations ({@link safeFoundationMoves}), one after another, until none
   * is left, and returns what was played. Each is a step of its own, undone one at a time: this is the
   * by-hand form for a caller that groups moves itself; a player's table uses `autoFoundation` instead,
   * whose moves join the step of the move that freed them.
   */
  autoPlay(): MoveRecord[] {
    const played: MoveRecord[] = [];
    for (;;) {
      const [move] = this.#made < MAX_SAVE_MOVES ? safeFoundationMoves(this.variant, this.#state) : [];
      if (!move) break;
      const before = this.#state;
      const record = this.#apply(move);
      this.#push('auto', before, [record]);
      played.push(record);
    }
    if (played.length > 0) this.#changed('auto', played);
    return played;
  }

  /**
   * Takes back the last step: a move and the automatic moves to the foundations that followed it (all of
   * them are in {@link Game.lastChange}). Returns the step's first move, or `null` when there is nothing
   * to undo.
   */
  undo(): MoveRecord | null {
    const step = this.#takeBack();
    if (!step) return null;
    this.#changed('undo', step.records);
    return step.records[0] ?? null;
  }

  /** Makes again the last step undone; returns its first move, or `null` when there is nothing to redo. */
  redo(): MoveRecord | null {
    const step = this.#undone.pop();
    if (!step) return null;
    this.#done.push(step);
    this.#made += step.records.length;
    this.#state = step.after;
    this.#changed('redo', step.records);
    return step.records[0] ?? null;
  }

  #takeBack(): Step | undefined {
    const step = this.#done.pop();
    if (!step) return undefined;
    this.#undone.push(step);
    this.#made -= step.records.length;
    this.#state = step.before;
    return step;
  }

  /** Whether there is a move to undo. */
  canUndo(): boolean {
    return this.#done.length > 0;
  }

  /** Whether there is a move to redo. */
  canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /** The moves made so far (not counting undone ones), oldest first, automatic ones included. */
  history(): readonly MoveRecord[] {
    return this.#done.flatMap((s) => s.records);
  }

  /**
   * The positions the game has been through, oldest first: its start, then the position after each step of
   * {@link Game.history} (undone steps not included). They are the engine's own frozen states, shared, not
   * copied, so that a tool that must not repeat a position (the solver's hint) reads them without replaying.
   * @param last at most this many of the latest positions (all by default).
   * @throws {@link PatienceError} `invalid-option` for a `last` that is not a number from 0.
   */
  positions(last = Number.POSITIVE_INFINITY): readonly GameState[] {
    if (typeof last !== 'number' || !(last >= 0)) throw new PatienceError('invalid-option',
      `positions(last) takes a number from 0; got ${show(last)}.`);
    // Only the steps asked for are read, so that a hint asking for the latest few costs the same in any game.
    const steps = last > this.#done.length ? this.#done : this.#done.slice(this.#done.length - Math.ceil(last));
    const after = steps.map((s) => s.after);
    return last > this.#done.length ? [this.#start, ...after] : after;
  }

  /**
   * How many moves each step of {@link Game.history} holds, oldest first: what {@link Game.load} takes as
   * `steps` to group a saved game's moves for undo as they were grouped in play.
   */
  stepSizes(): number[] {
    return this.#done.map((s) => s.records.length);
  }

  /** Goes back to the opening deal, keeping the steps so that they can be redone. */
  restart(): void {
    const records = this.history();
    while (this.#takeBack());
    this.#changed('restart', records);
  }

  /** Whether every card is on the foundations. */
  isWon(): boolean {
    return isWon(this.variant, this.#state);
  }

  /** Whether the game is lost for good: not won, no legal move and no deal. */
  isStuck(): boolean {
    return this.status() === 'lost';
  }

  /**
   * Where the game stands: `won`, `lost` (no legal move, deal or redeal is left) or `playing`
   * ({@link gameStatus}).
   * @example if (game.status() === 'lost') showMessage('No moves left.');
   */
  status(): GameStatus {
    return gameStatus(this.variant, this.#state);
  }

  /** Whether the game is over, won or lost: {@link Game.status} is not `playing`. */
  isGameOver(): boolean {
    return this.status() !== 'playing';
  }

  /** The game as a versioned save (JSON-serialisable). Undone moves are not saved. */
  save(): SaveData {
    return {
      format: 'patience-save',
      version: 1,
      variant: { id: this.variant.id, rulesVersion: this.variant.rulesVersion, options: this.variant.options },
      seed: this.seed,
      // Only another dealer is written, so saves of our own deals read exactly as before.
      ...(this.dealer === 'patience' ? {} : { dealer: this.dealer }),
      ...(this.seed === null ? { start: this.#start } : {}),
      moves: formatMoves(this.history().map((r) => r.move)),
    };
  }

  /**
   * The current position as one line of URL-safe text ({@link positionToLine}), which
   * `new Game(variant, { position: line })` starts from.
   * @example const again = new Game(game.variant, { position: game.positionLine() });
   */
  positionLine(): string {
    return positionToLine(this.variant, this.#state);
  }

  /** The documented JSON snapshot of the current position and its legal moves; see {@link snapshot}. */
  snapshot(options?: SnapshotOptions): PositionSnapshot {
    return snapshot(this.variant, this.#state, options);
  }

  /** Applies a legal move to the current position; the caller records the step. */
  #apply(given: Move): MoveRecord {
    // History keeps the engine's own frozen move, never the caller's object, which the caller may change.
    const move = canonicalMove(this.variant, given);
    const outcome = applyLegalMove(this.variant, this.#state, move);
    this.#state = outcome.state;
    return { move, notation: formatMove(move), cards: outcome.cards, effects: outcome.effects };
  }

  /** Plays the safe moves to the foundations there are, as many as the history has room for. */
  #playSafeMoves(alreadyPlayed = 0): MoveRecord[] {
    const played: MoveRecord[] = [];
    const room = MAX_SAVE_MOVES - this.#made - alreadyPlayed;
    while (played.length < room) {
      const [move] = safeFoundationMoves(this.variant, this.#state);
      if (!move) break;
      played.push(this.#apply(move));
    }
    return played;
  }

  /** Records a new step; a new step clears the redo list, as in any editor. */
  #push(kind: Step['kind'], before: GameState, records: readonly MoveRecord[]): void {
    this.#done.push({ kind, records, before, after: this.#state });
    this.#made += records.length;
    this.#undone = [];
  }

  /**
   * Records what a call changed as {@link Game.lastChange} and tells every listener, once the game is whole
   * again: a listener sees the new position, and one that throws cannot leave the game half changed.
   */
  #changed(kind: Change['kind'], records: readonly MoveRecord[]): void {
    const change = changeOf(kind, records);
    this.#lastChange = change;
    if (this.#listeners.size === 0) return;
    const event = eventOf(change, this.#state);
    // A copy, so that a listener may subscribe or unsubscribe others while this event goes round; one
    // removed before its turn is not called, as with an EventTarget.
    for (const listener of [...this.#listeners]) {
      if (!this.#listeners.has(listener)) continue;
      try {
        listener(event);
      } catch (error) {
        reportListenerError(error);
      }
    }
  }

  /**
   * Calls `listener` after every change of the game, with a {@link GameEvent}: a move or a deal (with the
   * automatic moves that followed it), automatic moves to the foundations, an undo, a redo or a restart.
   * What {@link Game.lastChange} says, pushed to a board, a React hook or a Vue store instead of polled.
   * A listener that throws does not stop the others, nor undo the change: its error is reported as an
   * EventTarget reports one (to `reportError` where the platform has it, else thrown in a microtask).
   * @returns a function that unsubscribes the listener (safe to call during an event, and more than once).
   * @throws {@link PatienceError} `invalid-option` when `listener` is not a function.
   * @example
   * const stop = game.subscribe((event) => board.set(event.state));
   * game.move('t3>t5'); // the listener sees { type: 'move', change, state }
   * stop();
   */
  subscribe(listener: GameListener): () => void {
    if (typeof listener !== 'function') throw new PatienceError('invalid-option',
      `Game.subscribe takes a function; got ${show(listener)}.`);
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}

/**
 * A deal number chosen at random, from the platform's cryptographic source: the one every supported runtime
 * (Node, browsers, workers) has, and one whose numbers a player cannot guess from the last deal.
 */
function randomSeed(): number {
  return globalThis.crypto.getRandomValues(new Uint32Array(1))[0] as number;
}

/** Reports an error a listener threw without interrupting the change that was going round. */
function reportListenerError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === 'function') report(error);
  else {
    queueMicrotask(() => {
      throw error;
    });
  }
}

function readAutoFoundation(options: unknown): boolean {
  if (!isRecord(options)) throw new PatienceError('invalid-option',
    `Game: options are an object such as { autoFoundation: true }; got ${show(options)}.`);
  const on = options['autoFoundation'] ?? false;
  if (typeof on !== 'boolean') throw new PatienceError('invalid-option',
    `Game: options.autoFoundation must be true or false; got ${show(on)}.`);
  return on;
}

/** The step sizes `Game.load` groups a save's moves by, checked against the number of moves. */
function stepSizesFor(options: LoadOptions, moves: number): readonly number[] {
  const steps: unknown = options.steps;
  if (steps === undefined) return Array.from({ length: moves }, () => 1);
  const sizes: number[] = [];
  for (const n of Array.isArray(steps) ? (steps as readonly unknown[]) : [null]) {
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
      throw new PatienceError('invalid-save',
        `This save cannot be loaded: its steps are whole numbers from 1, one per step; got ${show(steps)}.`);
    }
    sizes.push(n);
  }
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total !== moves) throw new PatienceError('invalid-save',
    `This save cannot be loaded: its steps add up to ${total} moves, but it has ${moves}.`);
  return sizes;
}
