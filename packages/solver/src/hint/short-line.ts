/**
 * A solution line made short before it is shown: a player reads "Show me the solution" move by move, and a line
 * that wanders (a card moved and moved back, a detour that comes back to a position already met, a run carried
 * across one card at a time) hides the plan.
 */
import { Game, PatienceError, type Move, type Variant } from '@patience/core';
import { applyLegalMove, applyMove, isLegal, isWon, legalMoves, type GameState, type PileState } from '@patience/core/engine';
import { formatMove } from '@patience/core/notation';
import { positionOf, type Position } from '../search/solve.js';

/** Whether two positions are the same, card for card and pile for pile (the score and the move count aside). */
function samePosition(a: GameState, b: GameState): boolean {
  if (a.redealsUsed !== b.redealsUsed || a.piles.length !== b.piles.length) return false;
  return a.piles.every((pile, p) => {
    const other = b.piles[p] as PileState;
    return pile === other || (pile.faceDown === other.faceDown && pile.cards.length === other.cards.length && pile.cards.every((card, i) => card === other.cards[i]));
  });
}

/**
 * A position's hash, card for card and pile for pile: equal positions, equal hashes. Not the solver's
 * `positionKey`, which makes one of positions that play alike (copies of a card, columns in another order): a
 * line must name the very piles it moves between. Each pile's hash is worked out once, since a move leaves
 * all piles but two or three as they were (the same objects).
 */
function positionHash(state: GameState): number {
  let hash = state.redealsUsed;
  for (const pile of state.piles) hash = Math.imul(hash ^ pileHash(pile), 0x01000193) >>> 0;
  return hash;
}

const pileHashes = new WeakMap<PileState, number>();

/** A pile's hash (FNV-1a over its face-down count and its cards), kept with the pile. */
function pileHash(pile: PileState): number {
  let hash = pileHashes.get(pile);
  if (hash === undefined) {
    hash = Math.imul(0x811c9dc5 ^ pile.faceDown, 0x01000193);
    for (const card of pile.cards) hash = Math.imul(hash ^ card, 0x01000193);
    pileHashes.set(pile, hash >>> 0);
  }
  return hash >>> 0;
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
 * Where a position stands on the line: the last step of the line at that very position, or undefined when the
 * line never passes through it. The last, because from there the line has least left to do.
 */
function placesOn(states: readonly GameState[]): (state: GameState) => number | undefined {
  const steps = new Map<number, number[]>();
  states.forEach((state, i) => {
    const hash = positionHash(state);
    steps.set(hash, [i, ...(steps.get(hash) ?? [])]);
  });
  // Each hash's steps are kept latest first.
  return (state) => steps.get(positionHash(state))?.find((i) => samePosition(states[i] as GameState, state));
}

/**
 * The fewest moves from the line's start to a won position, through the positions the line passes and the
 * moves between them: the line's own moves, any one move from one of its positions to a later or earlier one
 * (a run carried in one move rather than card by card, a detour skipped), and any one move that wins. A
 * position the line meets twice is one position, so a detour that comes back costs nothing. Breadth first,
 * a position at a time: each of the line's positions is expanded once, with one list of legal moves.
 */
function fewestMoves(variant: Variant, states: readonly GameState[]): Move[] {
  const placeOf = placesOn(states);
  const won = states.length - 1;
  const came = new Map<number, { readonly from: number; readonly move: Move }>();
  let frontier = [placeOf(states[0] as GameState) as number];
  const reached = new Set(frontier);
  while (!reached.has(won) && frontier.length > 0) {
    const next: number[] = [];
    for (const from of frontier) {
      const here = states[from] as GameState;
      for (const move of legalMoves(variant, here)) {
        const after = applyLegalMove(variant, here, move).state;
        const to = isWon(variant, after) ? won : placeOf(after);
        if (to === undefined || reached.has(to)) continue;
        reached.add(to);
        came.set(to, { from, move });
        next.push(to);
      }
    }
    frontier = next;
  }
  const line: Move[] = [];
  for (let step = came.get(won); step; step = came.get(step.from)) line.unshift(step.move);
  return line;
}

/** Whether the line, played move by move through core's `Game` from `start`, wins it. */
function winsThroughGame(variant: Variant, start: GameState, moves: readonly Move[]): boolean {
  const game = new Game(variant, { position: start });
  return moves.every((move) => game.tryMove(move).ok) && game.isWon();
}

/**
 * A winning line made short for a player to read: the fewest moves that win through the positions the line
 * passes (detours dropped, a card moved and moved back included; a run moved in one move rather than card by
 * card; a card sent home in one move where the line took a longer way round), replayed through core's `Game`
 * from the position to prove it still wins (else, which no test has seen, the line given is returned as it was).
 * `solve` and `solveAsync` give their lines shortened by it already.
 * @throws {@link PatienceError} `invalid-option` when a move of the line is not legal where it is played, or the
 * line does not win; `invalid-snapshot` when the position does not fit the variant.
 * @example
 * const result = solve(variant, game, { peek: true });
 * if (result.status === 'solved') console.log(shortenSolution(variant, game, result.moves).length);
 */
export function shortenSolution(variant: Variant, position: Position, moves: readonly Move[]): Move[] {
  const start = positionOf(variant, position);
  const states = positionsAlong(variant, start, moves);
  if (!winsThroughGame(variant, start, moves)) throw new PatienceError('invalid-option', `shortenSolution: the line of ${moves.length} moves does not win the game.`);
  const short = fewestMoves(variant, states);
  // Every step is a legal move between positions of a winning line, so the short line wins; the proof is the engine's all the same.
  return winsThroughGame(variant, start, short) ? short : moves.slice();
}
