import type { Move, PileId } from '@patience/core';
import type { PileKind } from '@patience/core/engine';

type CardMove = Extract<Move, { kind: 'move' }>;

/** Whether a move takes the top `count` cards of `from`. */
export function movesFrom(moves: readonly Move[], from: PileId, count: number): CardMove[] {
  return moves.filter((m): m is CardMove => m.kind === 'move' && m.from === from && m.count === count);
}

/**
 * A tap's destinations, best first: the hint's, then the foundations, then a pile already holding cards, then
 * an empty column, then a cell; within each, pile order. A player tapping a card means "play it", and the
 * foundation or a build is what a player most often means.
 */
export function rankDestinations(
  candidates: readonly CardMove[], kindOf: (id: PileId) => PileKind, isEmpty: (id: PileId) => boolean, hint: Move | null,
): CardMove[] {
  const score = (m: CardMove): number => {
    if (hint && hint.kind === 'move' && hint.from === m.from && hint.to === m.to && hint.count === m.count) return 0;
    const kind = kindOf(m.to);
    if (kind === 'foundation') return 1;
    if (!isEmpty(m.to)) return 2;
    if (kind === 'tableau') return 3;
    return 4;
  };
  return candidates.map((m, i) => ({ m, i, s: score(m) })).sort((a, b) => a.s - b.s || a.i - b.i).map((x) => x.m);
}

/** The stock's move now: a deal while one is legal, else a redeal (turning the waste over), else none. */
export function stockMove(moves: readonly Move[]): Move | null {
  return moves.find((m) => m.kind === 'deal') ?? moves.find((m) => m.kind === 'redeal') ?? null;
}

/**
 * The move a drop makes: the top `count` cards of `from` put on `to`, as core lists it; or, for the waste
 * dropped on the stock, turning the waste over (a redeal), as a player puts the waste back where it came from.
 */
export function dropMove(
  moves: readonly Move[], kindOf: (id: PileId) => PileKind, from: PileId, count: number, to: PileId,
): Move | undefined {
  const move = movesFrom(moves, from, count).find((m) => m.to === to);
  if (move) return move;
  if (kindOf(from) === 'waste' && kindOf(to) === 'stock') return moves.find((m) => m.kind === 'redeal');
  return undefined;
}
