/**
 * Kinds of moves, and lines of moves that use every kind a game allows: planned in Node with the engine, so that
 * the browser only plays them. A kind is what a player tells apart: a deal, a redeal, or cards from one kind of
 * pile to another (a run when more than one card goes).
 */
import { Game, type Move, type PileId, type Variant } from '@patience/core';
import { applyLegalMove, legalMoves, pileIds, pileKind, type GameState, type PileKind } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
// Where a tap sends a card is the board's choice: the test plans taps with the board's own ranking (one
// implementation), and the engine's position after each tap shows whether the board kept to it.
import { movesFrom, rankDestinations, stockMove } from '../../../../packages/board/src/choose.js';

/** How a line is played on the board: which input chooses each move. */
export type InputMode = 'pointer' | 'tap' | 'keyboard';

/** The most moves a line may take (the bound). */
export const MOST_MOVES = 200;

/** The deals tried when looking for the shortest line that uses every kind. */
const SEEDS_TRIED = 30;

type CardMove = Extract<Move, { kind: 'move' }>;

/** A move's kind: `deal`, `redeal`, `tableau>cell`, `tableau>tableau run`. */
export function kindOf(move: Move): string {
  return move.kind === 'move' ? `${pileKind(move.from)}>${pileKind(move.to)}${move.count > 1 ? ' run' : ''}` : move.kind;
}

/** The id of the top card of the `count` cards a move takes (the card a tap presses). */
function pressedCard(state: GameState, variant: Variant, move: CardMove): number | undefined {
  const pile = state.piles[pileIds(variant).indexOf(move.from)];
  return pile?.cards[pile.cards.length - move.count];
}

/**
 * The moves a tap can make now, each exactly as the board makes it: the stock's move (a deal, else a redeal),
 * and each card move that is the board's first choice for its cards (in a game of pairs, a card is picked up and
 * its partner tapped, so every pair is a tap's). The card tapped last is left out: a second tap on it cycles on
 * to its next destination, which is the board's business, tested beside it.
 */
function tapMoves(variant: Variant, state: GameState, moves: readonly Move[], lastTapped: number | undefined): Move[] {
  const stock = stockMove(moves);
  const pairs = variant.rules.foundations.kind === 'pairs';
  const kindOfPile = (id: PileId): PileKind => {
    const kind = pileKind(id);
    if (!kind) throw new Error(`No pile kind for ${id}.`);
    return kind;
  };
  const isEmpty = (id: PileId): boolean => (state.piles[pileIds(variant).indexOf(id)]?.cards.length ?? 0) === 0;
  const cards = moves.filter((m): m is CardMove => m.kind === 'move').filter((m) => {
    if (pressedCard(state, variant, m) === lastTapped) return false;
    if (pairs) return true;
    const [first] = rankDestinations(movesFrom(moves, m.from, m.count), kindOfPile, isEmpty, null);
    return first?.to === m.to;
  });
  return stock ? [stock, ...cards] : cards;
}

/** A line of moves from a numbered deal, and the kinds it uses, in the order first used. */
export interface PlannedLine {
  readonly seed: number;
  readonly moves: readonly Move[];
  readonly kinds: readonly string[];
}

/**
 * From one deal, moves chosen among the engine's (for taps, among those a tap makes): a kind not used yet
 * first, else one at random (seeded), until every kind in `wanted` is used or {@link MOST_MOVES} are made.
 */
export function planLine(variant: Variant, seed: number, wanted: readonly string[], mode: InputMode): PlannedLine {
  let state = new Game(variant, { seed }).state;
  const random = mulberry32(seed);
  const moves: Move[] = [];
  const kinds: string[] = [];
  let lastTapped: number | undefined;
  while (moves.length < MOST_MOVES && !wanted.every((k) => kinds.includes(k))) {
    const legal = legalMoves(variant, state);
    const offered = mode === 'tap' ? tapMoves(variant, state, legal, lastTapped) : legal;
    if (offered.length === 0) break;
    const move = offered.find((m) => !kinds.includes(kindOf(m))) ?? offered[randomBelow(random, offered.length)];
    if (!move) break;
    if (move.kind === 'move') lastTapped = pressedCard(state, variant, move);
    if (!kinds.includes(kindOf(move))) kinds.push(kindOf(move));
    moves.push(move);
    state = applyLegalMove(variant, state, move).state;
  }
  return { seed, moves, kinds };
}

/** The shortest line that uses every wanted kind, among the first deals; else the one that uses the most. */
export function shortestLine(variant: Variant, wanted: readonly string[], mode: InputMode): PlannedLine {
  let best: PlannedLine | undefined;
  const score = (line: PlannedLine): number => line.kinds.filter((k) => wanted.includes(k)).length * 1000 - line.moves.length;
  for (let seed = 1; seed <= SEEDS_TRIED; seed++) {
    const line = planLine(variant, seed, wanted, mode);
    if (!best || score(line) > score(best)) best = line;
  }
  if (!best) throw new Error('No deal was tried.');
  return best;
}
