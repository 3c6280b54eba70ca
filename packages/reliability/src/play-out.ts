/**
 * A play-out: one seeded deal of a variant played through the `Game` facade, a legal move at a time, to the
 * end of the game (won, or no legal move or deal left) or to a step cap, checking every invariant at every
 * step. The moves are chosen by a caller's function, so fast-check can generate (and shrink) the choices.
 */
import { Game, type Move } from '@patience/core';
import { applyMove, legalMoves, type GameState } from '@patience/core/engine';
import { randomBelow, type RandomSource } from '@patience/core/random';
import { formatMove, formatMoves, parseMove } from '@patience/core/notation';
import { snapshot, stateFromSnapshot } from '@patience/core/snapshot';
import type { VariantSource } from '@patience/core/saves';
import { checkLegalMoves, checkPosition, deepFreeze, expectDeepEqual, InvariantViolation } from './invariants.js';
import type { Subject } from './subjects.js';

/** How thoroughly to check, and how long to play. */
export interface PlayOptions {
  /** The most moves to make; a game that cycles (Klondike's redeals, moves back and forth) stops here. */
  readonly stepCap: number;
  /**
   * Whether to run the exhaustive legalMoves ⇔ whyIllegal check (about a thousand candidate moves or
   * more) at this step; every other check runs at every step.
   */
  readonly fullCheck: (step: number) => boolean;
  /**
   * Whether to save, load and compare, and to read the position back from its snapshot, at this step
   * (loading replays the whole game so far, so checking it at every step costs the square of the game's
   * length); the end of the game is always checked.
   */
  readonly saveCheck: (step: number) => boolean;
}

/** Save then load gives the same position and history. */
function checkSaveLoad(game: Game, source: VariantSource): void {
  const loaded = Game.load(JSON.stringify(game.save()), source);
  expectDeepEqual(loaded.state, game.state, 'the position after save then load');
  expectDeepEqual(loaded.history().map((r) => r.notation), game.history().map((r) => r.notation), 'the history after save then load');
}

/** Every check at every step. */
export const THOROUGH: Omit<PlayOptions, 'stepCap'> = { fullCheck: () => true, saveCheck: () => true };

/** How a play-out ended. */
export interface PlayResult {
  readonly outcome: 'won' | 'stuck' | 'step-cap';
  /** How many moves were made. */
  readonly steps: number;
  /** The moves made, in order (for checks that replay the game, as the soak's engine agreement check). */
  readonly moves: readonly Move[];
  /** How many positions had the exhaustive move check. */
  readonly fullChecks: number;
}

/**
 * Picks one of the legal moves at each step: returns any integer, taken modulo the number of moves.
 * It sees the moves and the position, so a policy can prefer moves that make progress.
 */
export type Chooser = (moves: readonly Move[], state: GameState, step: number) => number;

/** Whether a move makes progress: a card home, a deal or redeal, or a face-down card turned up. */
function progresses(move: Move, state: GameState, pileIndex: ReadonlyMap<string, number>): boolean {
  if (move.kind !== 'move') return true;
  if (move.to.startsWith('f')) return !move.from.startsWith('f');
  const source = state.piles[pileIndex.get(move.from) ?? -1];
  return source !== undefined && source.faceDown > 0 && move.count === source.cards.length - source.faceDown;
}

/**
 * A random player that tends to finish its games: nine times in ten it sends a card home when it can;
 * otherwise, half the time, it makes a progress move when there is one (a deal, a face-down card turned
 * up); otherwise any legal move except the one that
 * would just take back its previous move, when it has another. Uniform random play shuffles cards between
 * columns for ever and seldom reaches the end of a game.
 */
export function finishingPlayer(next: RandomSource, pileIndex: ReadonlyMap<string, number>): Chooser {
  let last: Move | undefined;
  return (moves, state) => {
    let pool: readonly Move[] = moves;
    if (randomBelow(next, 10) < 9) {
      const home = moves.filter((m) => m.kind === 'move' && m.to.startsWith('f') && !m.from.startsWith('f'));
      if (home.length > 0) pool = home;
    }
    if (pool === moves && randomBelow(next, 2) === 0) {
      const progress = moves.filter((m) => progresses(m, state, pileIndex));
      if (progress.length > 0) pool = progress;
    }
    if (pool === moves && last?.kind === 'move') {
      const back = last;
      const forward = moves.filter((m) => !(m.kind === 'move' && m.from === back.to && m.to === back.from));
      if (forward.length > 0) pool = forward;
    }
    const move = pool[randomBelow(next, pool.length)] as Move;
    last = move;
    return moves.indexOf(move);
  };
}

/**
 * A chooser that takes its choices from a list first (fast-check generates and shrinks it; each entry is
 * an index into the legal moves, modulo their number), then from `then`, so that every play-out runs to
 * the end of its game whatever the list's length.
 */
export function listThen(choices: readonly number[], then: Chooser): Chooser {
  return (moves, state, step) => choices[step] ?? then(moves, state, step);
}

/**
 * Plays one deal to the end, checking at every step:
 * - the position's invariants ({@link checkPosition}), and, where `fullCheck` says, the move list against
 *   the acceptance check ({@link checkLegalMoves}); `Game.moves()` equals `legalMoves`;
 * - where `saveCheck` says, the position's snapshot reads back to the same position;
 * - the move, given to `Game.move` as data or (every other step) as notation, gives the record and the
 *   position the pure `applyMove` gives, and leaves the position it was made from unchanged (positions are
 *   frozen, so a change throws);
 * - undo gives back a position deep-equal to the one before, and redo the one after;
 * - where `saveCheck` says, save then load gives the same position and history.
 * @throws {@link InvariantViolation} naming the variant, the deal and the moves so far, in notation.
 */
export function playOut(subject: Subject, seed: number, choose: Chooser, options: PlayOptions): PlayResult {
  const { variant, source } = subject;
  const game = new Game(variant, { seed });
  const played: Move[] = [];
  let fullChecks = 0;
  try {
    for (let step = 0; ; step++) {
      const before = deepFreeze(game.state);
      checkPosition(variant, before, played.length);
      const full = options.fullCheck(step);
      const moves = full ? checkLegalMoves(variant, before) : legalMoves(variant, before);
      if (full) fullChecks++;
      // Where the game ends, the move list is always checked exhaustively: nothing legal may be missing.
      if (!full && (moves.length === 0 || game.isWon() || step >= options.stepCap)) {
        checkLegalMoves(variant, before);
        fullChecks++;
      }
      expectDeepEqual(game.moves(), moves, 'Game.moves()');
      if (options.saveCheck(step)) expectDeepEqual(stateFromSnapshot(variant, snapshot(variant, before)), before, 'the position read back from its snapshot');
      const outcome = game.isWon() ? 'won' : moves.length === 0 ? 'stuck' : step >= options.stepCap ? 'step-cap' : undefined;
      if (outcome !== undefined) {
        if (game.isStuck() !== (outcome === 'stuck')) throw new InvariantViolation(`the game ended ${outcome}, but Game.isStuck() says ${String(game.isStuck())}`);
        checkSaveLoad(game, source);
        expectDeepEqual(stateFromSnapshot(variant, snapshot(variant, before)), before, 'the position read back from its snapshot');
        return { outcome, steps: step, moves: played, fullChecks };
      }

      const choice = choose(moves, before, step);
      const move = moves[((choice % moves.length) + moves.length) % moves.length] as Move;
      const expected = applyMove(variant, before, move);
      const record = game.move(step % 2 === 0 ? { ...move } : formatMove(move));
      played.push(move);
      expectDeepEqual(record.move, move, 'the move recorded');
      if (record.notation !== formatMove(move)) throw new InvariantViolation(`the record's notation is ${record.notation}`);
      expectDeepEqual(parseMove(record.notation), move, `parseMove(${JSON.stringify(record.notation)})`);
      const after: GameState = game.state;
      expectDeepEqual(after, expected.state, `the position after ${record.notation} (Game.move vs applyMove)`);
      expectDeepEqual([record.cards, record.effects], [expected.cards, expected.effects], `the cards and effects of ${record.notation}`);

      const undone = game.undo();
      expectDeepEqual(undone?.move, move, 'the move undone');
      expectDeepEqual(game.state, before, `the position after undoing ${record.notation}`);
      expectDeepEqual(game.history().length, played.length - 1, 'the history after undo');
      const redone = game.redo();
      expectDeepEqual(redone?.move, move, 'the move redone');
      expectDeepEqual(game.state, after, `the position after redoing ${record.notation}`);

      if (options.saveCheck(step)) checkSaveLoad(game, source);
    }
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new InvariantViolation(
      `${subject.label}, deal ${seed}, after ${played.length} moves "${formatMoves(played)}": ${message}`,
    );
  }
}
