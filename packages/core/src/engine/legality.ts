import { cardName } from '../cards/card.js';
import { IllegalMoveError } from '../errors/errors.js';
import { isRecord, show } from '../rules/check.js';
import type { Variant } from '../rules/vocabulary.js';
import { collectTransfers } from './move-list.js';
import { BASE_FIRST, dropReason, pickUpReason, refuse, type Reason } from './refusal-words.js';
import { baseToChoose } from './base-chosen.js';
import { checkedState } from './state-check.js';
import { DEAL, REDEAL, tableOf, type Table } from './table.js';
import { gridOf, gridRedealRefusal } from './grid.js';
import { tableauRedealRefusal } from './tableau-redeal.js';
import { dropRefusal, pickUpLimit, positionOf } from './transfer.js';
import type { GameState, Move, PileState } from './types.js';

export type { Reason } from './refusal-words.js';

/**
 * Why a move or deal is not legal in a position, or `null` when it is. This is the engine's one acceptance
 * check: {@link applyMove} refuses exactly what it refuses, and {@link legalMoves} lists exactly what it accepts.
 */
export function whyIllegal(variant: Variant, state: GameState, move: Move): IllegalMoveError | null {
  checkedState(tableOf(variant), state);
  const reason = reasonIllegal(variant, state, move);
  return reason ? new IllegalMoveError(reason.code, reason.message) : null;
}

/**
 * {@link whyIllegal}'s reason (a code and a message), without the error: for callers that only ask whether a
 * move is legal, many times over (a solver's search), where building an `Error` and its stack would cost.
 * It trusts the state to be one the engine made (see {@link legalMoves}).
 */
export function reasonIllegal(given: Variant, state: GameState, move: Move): Reason | null {
  const table = tableOf(given);
  const variant = table.variant;
  if (!isRecord(move)) return refuse('unknown-move',
    `A move is an object such as { kind: 'move', from: 't1', to: 't2', count: 1 }; got ${show(move)}.`);
  switch (move.kind) {
    case 'move':
      return whyIllegalTransfer(variant, table, state, move.from, move.to, move.count);
    case 'deal':
      return whyNoDeal(variant, table, state);
    case 'redeal':
      return whyNoRedeal(variant, table, state);
    default:
      return refuse('unknown-move', `Unknown kind of move: ${show((move as { kind: unknown }).kind)}.`);
  }
}

function whyIllegalTransfer(variant: Variant, table: Table, state: GameState, from: unknown, to: unknown, count: unknown): Reason | null {
  if (from === undefined) return refuse('unknown-pile',
    'A card move names the pile it takes cards from, as `from`, such as "t1"; this one has none.');
  if (to === undefined) return refuse('unknown-pile',
    'A card move names the pile it puts cards on, as `to`, such as "t2"; this one has none.');
  const fromIndex = typeof from === 'string' ? table.indexOf.get(from) : undefined;
  if (fromIndex === undefined) return refuse('unknown-pile', `There is no pile ${show(from)} in ${variant.name}.`);
  const toIndex = typeof to === 'string' ? table.indexOf.get(to) : undefined;
  if (toIndex === undefined) return refuse('unknown-pile', `There is no pile ${show(to)} in ${variant.name}.`);
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return refuse('bad-count', `A move carries a whole number of cards, at least 1; got ${show(count)}.`);
  }
  if (fromIndex === toIndex) return refuse('same-pile', 'Cards cannot move onto the pile they are on.');
  if (count > pickUpLimit(table, state.piles, fromIndex)) return pickUpReason(table, state.piles, fromIndex, count);
  const position = positionOf(table, state);
  const code = dropRefusal(position, fromIndex, toIndex, count);
  return code === null ? null : dropReason(position, fromIndex, toIndex, count, code);
}

function whyNoDeal(variant: Variant, table: Table, state: GameState): Reason | null {
  const stockRules = variant.rules.stock;
  if (stockRules.kind === 'none' || table.stock < 0) return refuse('no-stock', `${variant.name} has no stock.`);
  if (baseToChoose(table, state.piles)) return refuse('base-not-chosen', BASE_FIRST);
  const stock = state.piles[table.stock] as PileState;
  if (stock.cards.length === 0) {
    // Only suggest a redeal that would be legal: the waste must hold cards to turn over.
    const canRedeal = stockRules.kind === 'draw-to-waste' && redealsLeft(variant, state) > 0
      && (state.piles[table.waste] as PileState).cards.length > 0;
    return refuse('stock-empty', canRedeal
      ? 'The stock is empty: turn the waste over to redeal.'
      : 'The stock is empty.');
  }
  if (stockRules.kind === 'draw-to-waste' && stockRules.placeBeforeTurning === true) {
    const waiting = (state.piles[table.waste] as PileState).cards.at(-1);
    if (waiting !== undefined) return refuse('card-waiting', `Play the ${cardName(waiting)} from the waste before turning another card.`);
  }
  if (stockRules.kind === 'deal-row' && stockRules.emptyPiles !== 'allow' && hasEmptyTableauPile(table, state)) {
    if (stockRules.emptyPiles === 'forbid') return refuse('deal-with-empty-pile', 'You may not deal while a column is empty.');
    if (canFillEmptyPile(table, state)) {
      return refuse('deal-while-gap-fillable', variant.rules.tableau.emptyAccepts === 'king'
        ? 'A King can fill the empty column: make that move before dealing.'
        : 'A card can fill the empty column: make that move before dealing.');
    }
  }
  return null;
}

function whyNoRedeal(variant: Variant, table: Table, state: GameState): Reason | null {
  const grid = gridOf(table);
  if (grid !== undefined) {
    const code = gridRedealRefusal(grid, table, state.piles, state.redealsUsed);
    return code === null ? null : refuse(code, code === 'no-redeals-left' ? 'There are no redeals left.'
      : 'Every card is in sequence: there is nothing to deal again.');
  }
  if (baseToChoose(table, state.piles)) return refuse('base-not-chosen', BASE_FIRST);
  const tableauRedeal = variant.rules.tableau.redeal;
  if (tableauRedeal !== undefined) {
    switch (tableauRedealRefusal(tableauRedeal, table, state.piles, state.redealsUsed)) {
      case 'no-redeals-left':
        return refuse('no-redeals-left', 'There are no redeals left.');
      case 'tableau-empty':
        return refuse('nothing-to-redeal', 'The tableau is empty: there is nothing to deal again.');
      case 'stock-not-empty':
        return refuse('stock-not-empty', 'You may gather the columns into the stock only when the stock is empty.');
      case 'changes-nothing':
        return refuse('nothing-to-redeal', 'Every pile is already dealt as a redeal would deal it: it would change nothing.');
      case null:
        return null;
    }
  }
  if (variant.rules.stock.kind !== 'draw-to-waste' || table.waste < 0) {
    return refuse('no-stock', `${variant.name} has no waste to turn over.`);
  }
  if ((state.piles[table.stock] as PileState).cards.length > 0) {
    return refuse('stock-not-empty', 'You may turn the waste over only when the stock is empty.');
  }
  if ((state.piles[table.waste] as PileState).cards.length === 0) return refuse('waste-empty', 'The waste is empty.');
  if (redealsLeftOf(variant, state) <= 0) return refuse('no-redeals-left', 'There are no redeals left.');
  return null;
}

/**
 * The most redeals a position of the variant can have used: its rule's number, none without a waste, and no
 * bound but the largest safe integer when redeals are unlimited. Positions read back are checked against it,
 * so that every position the engine produces can be read back.
 */
export function maxRedealsUsed(variant: Variant): number {
  const times = redealTimes(tableOf(variant).variant);
  return times === 'unlimited' ? Number.MAX_SAFE_INTEGER : times;
}

/** How many redeals the rules allow in a game: the tableau's, the waste's, or none. */
function redealTimes(variant: Variant): number | 'unlimited' {
  const { tableau, stock } = variant.rules;
  if (tableau.redeal !== undefined) return tableau.redeal.times;
  if (tableau.grid !== undefined) return tableau.grid.redeals;
  return stock.kind === 'draw-to-waste' ? stock.redeals : 0;
}

/**
 * How many more times the waste may be turned over, or the tableau dealt again (Infinity when unlimited, 0
 * for a game that never redeals).
 * @throws {@link PatienceError} `invalid-snapshot` for a state that is not a position of the variant.
 */
export function redealsLeft(variant: Variant, state: GameState): number {
  const table = tableOf(variant);
  return redealsLeftOf(table.variant, checkedState(table, state));
}

/** {@link redealsLeft} for a checked variant and a state the engine made: move generation asks it. */
function redealsLeftOf(variant: Variant, state: GameState): number {
  const times = redealTimes(variant);
  return times === 'unlimited' ? Number.POSITIVE_INFINITY : Math.max(0, times - state.redealsUsed);
}

function hasEmptyTableauPile(table: Table, state: GameState): boolean {
  for (let i = table.tableauStart; i < table.tableauEnd; i++) {
    if ((state.piles[i] as PileState).cards.length === 0) return true;
  }
  return false;
}

function canFillEmptyPile(table: Table, state: GameState): boolean {
  const moves: Move[] = [];
  collectTransfers(positionOf(table, state), moves);
  return moves.some((m) => {
    if (m.kind !== 'move') return false;
    const to = table.indexOf.get(m.to) ?? -1;
    if (table.kinds[to] !== 'tableau' || (state.piles[to] as PileState).cards.length > 0) return false;
    // Moving a whole column into a gap only moves the gap elsewhere: it fills nothing.
    const from = table.indexOf.get(m.from) ?? -1;
    return !(table.kinds[from] === 'tableau' && m.count === (state.piles[from] as PileState).cards.length);
  });
}

/**
 * Every legal move and deal in a position, in a fixed order: card moves by source pile (in pile order),
 * then destination pile (in pile order), fewer cards first; then the deal; then the redeal.
 * For speed it trusts the state to be one the engine made ({@link deal}, {@link applyMove},
 * `stateFromSnapshot`) or one of that shape: a malformed state may throw a TypeError. Check a state from
 * elsewhere with `stateFromSnapshot` first.
 * @example legalMoves(variant, state).filter((m) => m.kind === 'move' && m.to.startsWith('f'))
 */
export function legalMoves(given: Variant, state: GameState): Move[] {
  const table = tableOf(given);
  const variant = table.variant;
  const moves: Move[] = [];
  collectTransfers(positionOf(table, state), moves);
  if (table.stock >= 0 && whyNoDeal(variant, table, state) === null) moves.push(DEAL);
  const redeals = table.waste >= 0 || variant.rules.tableau.redeal !== undefined || variant.rules.tableau.grid !== undefined;
  if (redeals && whyNoRedeal(variant, table, state) === null) moves.push(REDEAL);
  return moves;
}
