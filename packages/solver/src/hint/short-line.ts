/**
 * A solution line made short before it is shown: a player reads "Show me the solution" move by move, and a line
 * that wanders (a card moved and moved back, a detour that comes back to a position already met, a run carried
 * across one card at a time) hides the plan.
 */
import { Game, PatienceError, type Move, type Variant } from '@patience/core';
import { applyMove, isLegal, legalMoves, type GameState, type PileState } from '@patience/core/engine';
import { formatMove } from '@patience/core/notation';
import { positionKey } from '../position/key.js';
import { solverLayout } from '../rules/layout.js';
import { positionOf, type Position } from '../search/solve.js';

/** The most moves in a row that one move may stand for when the line is merged (a run of at most this many cards). */
const LONGEST_MERGE = 4;

/** Whether two positions are the same, card for card and pile for pile (the score and the move count aside). */
function samePosition(a: GameState, b: GameState): boolean {
  if (a.redealsUsed !== b.redealsUsed || a.piles.length !== b.piles.length) return false;
  return a.piles.every((pile, p) => {
    const other = b.piles[p] as PileState;
    return pile.faceDown === other.faceDown && pile.cards.length === other.cards.length && pile.cards.every((card, i) => card === other.cards[i]);
  });
}

/** The positions a line passes through, its start first; refused with the move's number when one is not legal. */
function positionsAlong(variant: Variant, start: GameState, moves: readonly Move[]): GameState[] {
  const states = [start];
  moves.forEach((move, i) => {
    const before = states[i] as GameState;
    if (!isLegal(variant, before, move)) {
      throw new PatienceError('invalid-option', `shortenSolution: move ${i + 1} of the line (${formatMove(move)}) is not legal where it is played.`);
    }
    states.push(applyMove(variant, before, move).state);
  });
  return states;
}

/**
 * The line without its detours: wherever it comes back to a position it has met (by the solver's key, then
 * card for card), the moves between are dropped. A card moved and moved back is the shortest such detour.
 */
function withoutDetours(variant: Variant, start: GameState, moves: readonly Move[]): Move[] {
  const layout = solverLayout(variant);
  const kept: Move[] = [];
  const states: GameState[] = [start];
  const firstSeen = new Map<string, number[]>([[positionKey(layout, start), [0]]]);
  for (const move of moves) {
    const next = applyMove(variant, states[states.length - 1] as GameState, move).state;
    const key = positionKey(layout, next);
    const earlier = (firstSeen.get(key) ?? []).find((i) => samePosition(states[i] as GameState, next));
    if (earlier === undefined) {
      kept.push(move);
      states.push(next);
      firstSeen.set(key, [...(firstSeen.get(key) ?? []), states.length - 1]);
      continue;
    }
    // Back where it was: forget the detour and every position met on it.
    for (const dropped of states.splice(earlier + 1)) {
      const k = positionKey(layout, dropped);
      firstSeen.set(k, (firstSeen.get(k) ?? []).filter((i) => i <= earlier));
    }
    kept.length = earlier;
  }
  return kept;
}

/** The line with each stretch of two to {@link LONGEST_MERGE} moves that one legal move does replaced by that move. */
function merged(variant: Variant, start: GameState, moves: readonly Move[]): Move[] {
  const states = positionsAlong(variant, start, moves);
  const result: Move[] = [];
  for (let i = 0; i < moves.length;) {
    const here = states[i] as GameState;
    let step = 1;
    let chosen = moves[i] as Move;
    for (let w = Math.min(LONGEST_MERGE, moves.length - i); w >= 2 && step === 1; w--) {
      const target = states[i + w] as GameState;
      const one = legalMoves(variant, here).find((m) => samePosition(applyMove(variant, here, m).state, target));
      if (one) {
        chosen = one;
        step = w;
      }
    }
    result.push(chosen);
    i += step;
  }
  return result;
}

/** Whether the line, played move by move through core's `Game` from `start`, wins it. */
function winsThroughGame(variant: Variant, start: GameState, moves: readonly Move[]): boolean {
  const game = new Game(variant, { position: start });
  return moves.every((move) => game.tryMove(move).ok) && game.isWon();
}

/**
 * A winning line made short for a player to read: detours dropped (wherever the line comes back to a position it
 * has met, a card moved and moved back included), then stretches of moves that one move does merged into it (a
 * run moved in one move rather than card by card), and the result replayed through core's `Game` from the
 * position to prove it still wins (else, which no test has seen, the line given is returned as it was).
 * @throws {@link PatienceError} `invalid-option` when a move of the line is not legal where it is played, or the
 * line does not win; `invalid-snapshot` when the position does not fit the variant.
 * @example
 * const result = solve(variant, game, { peek: true });
 * if (result.status === 'solved') console.log(shortenSolution(variant, game, result.moves).length);
 */
export function shortenSolution(variant: Variant, position: Position, moves: readonly Move[]): Move[] {
  const start = positionOf(variant, position);
  positionsAlong(variant, start, moves);
  if (!winsThroughGame(variant, start, moves)) throw new PatienceError('invalid-option', `shortenSolution: the line of ${moves.length} moves does not win the game.`);
  const short = merged(variant, start, withoutDetours(variant, start, moves));
  // Each step keeps the positions the line reaches, so the short line wins; the proof is the engine's all the same.
  return winsThroughGame(variant, start, short) ? short : moves.slice();
}
