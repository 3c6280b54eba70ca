/**
 * A hint until the solver lands: a heuristic that reads the rules and the position. It prefers moves to
 * the foundations, moves that turn up a face-down card or empty a column, builds in suit; it avoids moves
 * that undo the previous one, shuffle a whole column into an empty one, or break a run already in order.
 * When nothing useful is left, it suggests dealing.
 */
import type { Move, Variant } from '@patience/core';
import { buildsOn, legalMoves, pileName, type GameState } from '@patience/core/engine';
import { cardName, suitOf } from '@patience/core/cards';
import { pileOf } from '../input/piles.js';

/** Below this score a move is not worth suggesting while the stock can deal. */
const USEFUL = 1;
/** Below this score a move is never suggested: it goes round in circles. */
const POINTLESS = -100;

function reverses(move: Move, previous: Move | null): boolean {
  return previous !== null && previous.kind === 'move' && move.kind === 'move'
    && previous.from === move.to && previous.to === move.from && previous.count === move.count;
}

/**
 * How promising a legal move is, by the heuristic's rules (higher is better; negative means pointless).
 * @example scoreMove(variant, state, { kind: 'move', from: 't1', to: 'f1', count: 1 }, null) // 100
 */
export function scoreMove(variant: Variant, state: GameState, move: Move, previous: Move | null): number {
  if (move.kind !== 'move') return 0;
  const source = pileOf(variant, state, move.from);
  const target = pileOf(variant, state, move.to);
  if (!source || !target) return POINTLESS;
  const moving = source.cards[source.cards.length - move.count];
  if (moving === undefined) return POINTLESS;
  if (reverses(move, previous)) return -200;
  let score = 0;
  const fromColumn = move.from.startsWith('t');
  const toColumn = move.to.startsWith('t');
  const faceUp = source.cards.length - source.faceDown;
  const turnsUp = fromColumn && source.faceDown > 0 && move.count === faceUp;
  const empties = fromColumn && move.count === source.cards.length;

  if (move.to.startsWith('f')) score += 100;
  if (move.from.startsWith('f')) score -= 60;
  if (move.to.startsWith('c')) score -= 30;
  if (move.from.startsWith('c')) score += 20;
  if (turnsUp) score += 80 + source.faceDown;
  if (empties) {
    // A whole column into an empty one changes nothing.
    if (toColumn && target.cards.length === 0) return -150;
    score += 25;
  }
  if (toColumn) {
    const top = target.cards[target.cards.length - 1];
    if (top === undefined) score -= 10;
    else score += suitOf(top) === suitOf(moving) ? 30 : 10;
  }
  // Lifting a card off the card it already sits on in order breaks a run, unless it turns a card up
  // or improves the run (a mixed-suit pair becomes a same-suit one).
  const under = source.cards[source.cards.length - move.count - 1];
  const underFaceUp = source.cards.length - move.count - 1 >= source.faceDown;
  if (fromColumn && under !== undefined && underFaceUp && buildsOn(variant.rules.tableau.build, moving, under) && !move.to.startsWith('f')) {
    const top = target.cards[target.cards.length - 1];
    const improves = top !== undefined && suitOf(top) === suitOf(moving) && suitOf(under) !== suitOf(moving);
    if (!improves) score -= suitOf(under) === suitOf(moving) ? 80 : 45;
  }
  return score;
}

/**
 * The move the heuristic suggests, or null when there is none worth making (or none at all).
 * @example findHint(variant, state, null) // { kind: 'move', from: 't4', to: 'f1', count: 1 }
 */
export function findHint(variant: Variant, state: GameState, previous: Move | null, moves: readonly Move[] = legalMoves(variant, state)): Move | null {
  let best: Move | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let deal: Move | null = null;
  for (const move of moves) {
    if (move.kind !== 'move') {
      deal ??= move;
      continue;
    }
    const score = scoreMove(variant, state, move, previous);
    if (score > bestScore) {
      best = move;
      bestScore = score;
    }
  }
  if (deal && bestScore < USEFUL) return deal;
  return bestScore > POINTLESS ? best : deal;
}

/**
 * A move in words, for hints and the status line.
 * @example describeMove(variant, state, { kind: 'move', from: 't2', to: 't5', count: 1 }) // "Move the Queen of hearts onto the King of spades."
 */
export function describeMove(variant: Variant, state: GameState, move: Move): string {
  if (move.kind === 'deal') return variant.rules.stock.kind === 'deal-row' ? 'Deal a new row from the stock.' : 'Deal from the stock.';
  if (move.kind === 'redeal') return 'Turn the waste over to make a new stock.';
  const source = pileOf(variant, state, move.from);
  const target = pileOf(variant, state, move.to);
  const moving = source?.cards[source.cards.length - move.count];
  const what = moving === undefined ? `${move.count} cards from ${pileName(move.from, variant)}`
    : move.count > 1 ? `the ${cardName(moving)} and the ${move.count === 2 ? 'card' : `${move.count - 1} cards`} on it`
      : `the ${cardName(moving)}`;
  const top = target?.cards[target.cards.length - 1];
  const where = move.to.startsWith('f') ? `to ${pileName(move.to, variant)}`
    : move.to.startsWith('t') ? (top === undefined ? `to the empty ${pileName(move.to, variant)}` : `onto the ${cardName(top)}`)
      : `to ${pileName(move.to, variant)}`;
  return `Move ${what} ${where}.`;
}
