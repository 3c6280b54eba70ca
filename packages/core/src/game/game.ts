import type { CardId } from '../cards/card.js';
import { PatienceError, type Result } from '../errors/errors.js';
import { applyLegalMove, isLegal, plainMove } from '../engine/apply.js';
import { deal as dealPosition } from '../engine/deal.js';
import { legalMoves, redealsLeft, whyIllegal } from '../engine/legality.js';
import { safeFoundationMoves } from '../engine/auto.js';
import { dealsLeft, isStuck, isWon } from '../engine/status.js';
import { canonicalMove, tableOf } from '../engine/table.js';
import type { Effect, GameState, Move, PileId, PileState } from '../engine/types.js';
import { formatMove, formatMoves, parseMove } from '../notation/notation.js';
import { readSave, resolveVariant, type SaveData, type VariantSource } from '../saves/save.js';
import { snapshot, stateFromSnapshot, type PositionSnapshot, type SnapshotOptions } from '../snapshot/snapshot.js';
import type { Variant } from '../rules/vocabulary.js';
import { isRecord, show } from '../rules/check.js';
import { checkedVariant } from '../rules/variant.js';

/** What a move did: the move, its notation, the cards it carried or dealt, and the automatic effects. */
export interface MoveRecord {
  readonly move: Move;
  readonly notation: string;
  readonly cards: readonly CardId[];
  readonly effects: readonly Effect[];
}

interface Step {
  readonly record: MoveRecord;
  readonly before: GameState;
  readonly after: GameState;
}

/**
 * A game in play: a thin stateful layer over the pure engine, in the style of chess.js.
 * Every method that could change the game either succeeds completely or throws and changes nothing.
 * @example
 * const game = new Game(variant, { seed: 7 });
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
  readonly #start: GameState;
  #state: GameState;
  #done: Step[] = [];
  #undone: Step[] = [];

  /**
   * Deals a new game from a deal number, or sets one up from a position (a lesson, a puzzle, a test).
   * @param start `{ seed }` for a numbered deal; `{ position }` for a {@link PositionSnapshot} or a
   *   {@link GameState}, checked card by card against the variant.
   * @throws {@link PatienceError} `invalid-seed` for a seed that is not a whole number from 0 to 2^32 - 1;
   *   `invalid-snapshot` for a position that does not fit the variant; a `VariantError` for a variant
   *   that `defineVariant` would refuse.
   */
  constructor(variant: Variant, start: { readonly seed: number } | { readonly position: unknown }) {
    // The checked, frozen copy: a hand-made variant changed after this has no effect on the game.
    this.variant = checkedVariant(variant);
    if (!isRecord(start) || !('seed' in start || 'position' in start)) {
      throw new PatienceError('invalid-seed', `A game starts from { seed } or { position }; got ${show(start)}.`);
    }
    if ('seed' in start) {
      this.seed = start.seed;
      this.#start = dealPosition(this.variant, start.seed);
    } else {
      this.seed = null;
      this.#start = stateFromSnapshot(this.variant, start.position);
    }
    this.#state = this.#start;
  }

  /**
   * Loads a saved game, replaying its moves.
   * @param save a {@link SaveData} object or its JSON text.
   * @param variants where to find the variant the save names.
   * @throws {@link PatienceError} `invalid-save` or `unknown-variant`, saying what is wrong.
   */
  static load(save: unknown, variants: VariantSource): Game {
    const data = readSave(save);
    const variant = resolveVariant(data, variants);
    let game: Game;
    try {
      game = data.seed === null ? new Game(variant, { position: data.start }) : new Game(variant, { seed: data.seed });
    } catch (error) {
      throw new PatienceError('invalid-save', `This save cannot be loaded: its starting position is wrong: ${(error as Error).message}`);
    }
    // Each move is parsed as it is replayed, so a save whose first move is bad is refused at once, however
    // long it is; `readSave` has already refused one with more moves than a save may hold.
    let i = 0;
    for (const [word] of data.moves.matchAll(/\S+/g)) {
      i++;
      let move: Move;
      try {
        move = parseMove(word);
      } catch (error) {
        throw new PatienceError('invalid-save', `This save cannot be loaded: Move ${i}: ${(error as Error).message}`);
      }
      const refusal = whyIllegal(game.variant, game.#state, move);
      if (refusal) {
        throw new PatienceError('invalid-save', `This save cannot be loaded: move ${i} (${formatMove(move)}) is not legal: ${refusal.message}`);
      }
      game.#apply(move);
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
    const all = legalMoves(this.variant, this.#state);
    const from = filter?.from;
    return from === undefined ? all : all.filter((m) => m.kind === 'move' && m.from === from);
  }

  /**
   * Makes a move, given as data or in notation.
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
    const refusal = whyIllegal(this.variant, this.#state, parsed.value);
    if (refusal) return { ok: false, error: refusal };
    return { ok: true, value: this.#apply(parsed.value) };
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
    return result.ok ? whyIllegal(this.variant, this.#state, result.value) : result.error;
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
    return isLegal(this.variant, this.#state, { kind: 'deal' });
  }

  /** How many more deals the stock holds. */
  dealsLeft(): number {
    return dealsLeft(this.variant, this.#state);
  }

  /** How many more times the waste may be turned over (Infinity when unlimited). */
  redealsLeft(): number {
    return redealsLeft(this.variant, this.#state);
  }

  /**
   * Plays every safe move to the foundations ({@link safeFoundationMoves}), one after another, until none
   * is left, and returns what was played. Each is an ordinary move: it can be undone.
   */
  autoPlay(): MoveRecord[] {
    const played: MoveRecord[] = [];
    for (;;) {
      const [move] = safeFoundationMoves(this.variant, this.#state);
      if (!move) return played;
      played.push(this.#apply(move));
    }
  }

  /** Takes back the last move; returns it, or `null` when there is nothing to undo. */
  undo(): MoveRecord | null {
    const step = this.#done.pop();
    if (!step) return null;
    this.#undone.push(step);
    this.#state = step.before;
    return step.record;
  }

  /** Makes again the last move undone; returns it, or `null` when there is nothing to redo. */
  redo(): MoveRecord | null {
    const step = this.#undone.pop();
    if (!step) return null;
    this.#done.push(step);
    this.#state = step.after;
    return step.record;
  }

  /** Whether there is a move to undo. */
  canUndo(): boolean {
    return this.#done.length > 0;
  }

  /** Whether there is a move to redo. */
  canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /** The moves made so far (not counting undone ones), oldest first. */
  history(): readonly MoveRecord[] {
    return this.#done.map((s) => s.record);
  }

  /** Goes back to the opening deal, keeping the moves so that they can be redone. */
  restart(): void {
    while (this.undo()) {
      // undo until the opening position
    }
  }

  /** Whether every card is on the foundations. */
  isWon(): boolean {
    return isWon(this.variant, this.#state);
  }

  /** Whether the game is lost for good: not won, no legal move and no deal. */
  isStuck(): boolean {
    return isStuck(this.variant, this.#state);
  }

  /** The game as a versioned save (JSON-serialisable). Undone moves are not saved. */
  save(): SaveData {
    return {
      format: 'patience-save',
      version: 1,
      variant: { id: this.variant.id, rulesVersion: this.variant.rulesVersion, options: this.variant.options },
      seed: this.seed,
      ...(this.seed === null ? { start: this.#start } : {}),
      moves: formatMoves(this.#done.map((s) => s.record.move)),
    };
  }

  /** The documented JSON snapshot of the current position and its legal moves; see {@link snapshot}. */
  snapshot(options?: SnapshotOptions): PositionSnapshot {
    return snapshot(this.variant, this.#state, options);
  }

  #apply(given: Move): MoveRecord {
    const before = this.#state;
    // History keeps the engine's own frozen move, never the caller's object, which the caller may change.
    const move = canonicalMove(this.variant, given);
    const outcome = applyLegalMove(this.variant, before, move);
    const record: MoveRecord = { move, notation: formatMove(move), cards: outcome.cards, effects: outcome.effects };
    this.#done.push({ record, before, after: outcome.state });
    this.#undone = [];
    this.#state = outcome.state;
    return record;
  }
}
