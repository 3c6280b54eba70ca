import { rankOf, suitIndexOf, type CardId } from '../cards/card.js';
import type { MoveRefusal } from '../errors/errors.js';
import { faceOf, faceUpCount, pickUpDepth, picksUp, runDepth, runMoveLimit, wholePileDepth } from './building.js';
import {
  baseRankNow, CLASSIC_ORDER, foundationNeed, foundationOrder, pileStep, rankBelowBase, type FoundationOrder,
} from './foundations.js';
import { outrankingCard } from './discard.js';
import { gridOf, gridRefusal } from './grid.js';
import { singlePileTakes } from './single-pile.js';
import { baseToChoose } from './base-chosen.js';
import { goesAlone, isCovered, makesPair, type Table } from './table.js';
import type { GameState, PileState } from './types.js';

/**
 * The engine's one decision on card moves. Both the check of a single move (`whyIllegal`) and the move list
 * (`legalMoves`) ask these two functions, so that what the list offers and what the check accepts cannot
 * drift apart: the list only chooses which candidates to ask about.
 *
 * They answer with a refusal code and no words, allocating nothing: the list asks about many candidates a
 * position, and words are built only for a refusal a caller will read (`refusal-words.ts`).
 */

/** What every card move in one position shares, worked out once for the position. */
export interface Position {
  readonly table: Table;
  readonly piles: readonly PileState[];
  /** Empty cells that take cards. */
  readonly emptyCells: number;
  /** Empty tableau piles nothing covers. */
  readonly emptyPiles: number;
  /** The foundations' building order, and the base rank they start from in this position. */
  readonly order: FoundationOrder;
  readonly base: number;
}

/** The {@link Position} of a state of the table's variant. */
export function positionOf(table: Table, state: GameState): Position {
  const piles = state.piles;
  const rules = table.variant.rules;
  let emptyCells = 0;
  // Cells that take no cards are no free space.
  if (rules.cells?.accept !== 'none') {
    for (let i = table.cellStart; i < table.cellEnd; i++) if ((piles[i] as PileState).cards.length === 0) emptyCells++;
  }
  let emptyPiles = 0;
  // A covered pile takes no cards, so it is no free space either.
  for (let i = table.tableauStart; i < table.tableauEnd; i++) {
    if ((piles[i] as PileState).cards.length === 0 && !(table.coveredBy !== null && isCovered(table, piles, i))) emptyPiles++;
  }
  const order = rules.foundations.kind === 'up-by-suit' ? foundationOrder(rules.foundations) : CLASSIC_ORDER;
  const base = table.classicFoundations ? 1 : baseRankNow(order, piles, table.foundationStart, table.foundationEnd);
  return { table, piles, emptyCells, emptyPiles, order, base };
}

/**
 * The most cards one move may pick up from pile `s` (0 when it offers none), under the rules of its kind:
 * the stock deals and never gives; a covered pile gives nothing; a foundation gives its top card only when
 * cards may be taken back; a tableau pile gives what its pick-up rule allows; any other pile its top card.
 * Any count up to it may move, but under `top-or-whole-pile` only 1 or all of it ({@link dropRefusal} refuses
 * the counts between, as `whole-pile-only`).
 */
export function pickUpLimit(table: Table, piles: readonly PileState[], s: number): number {
  const pile = piles[s] as PileState;
  if (s === table.stock || pile.cards.length === 0) return 0;
  const faceUp = faceUpCount(pile);
  if (s < table.tableauEnd) {
    if (table.coveredBy !== null && isCovered(table, piles, s)) return 0;
    const tableau = table.variant.rules.tableau;
    if (tableau.pickUp.kind === 'run') return runDepth(pile, table.runLinks);
    if (tableau.pickUp.kind === 'top-or-whole-pile') return wholePileDepth(pile, runDepth(pile, table.runLinks));
    return pickUpDepth(pile, tableau.pickUp, tableau.build.direction, tableau.build.wrap === true);
  }
  if (s < table.foundationEnd && !takesBack(table)) return 0;
  return faceUp > 0 ? 1 : 0;
}

/** Whether cards may be taken back from the foundations. */
export function takesBack(table: Table): boolean {
  const foundations = table.variant.rules.foundations;
  return foundations.kind === 'up-by-suit' && foundations.takeBack;
}

/** The run-move limit onto pile `d`: the free spaces of the position, but `d` itself. */
export function runLimitOnto(position: Position, d: number): number {
  const { table, piles } = position;
  const intoEmpty = d < table.tableauEnd && (piles[d] as PileState).cards.length === 0;
  return runMoveLimit(table.variant.rules.tableau, position.emptyCells, intoEmpty ? position.emptyPiles - 1 : position.emptyPiles);
}

/**
 * Why the top `count` cards of pile `s` may not go onto pile `d`, as a refusal code, or `null` when they may.
 * The cards must be ones {@link pickUpLimit} lets the move pick up, and `s` and `d` different piles.
 */
export function dropRefusal(position: Position, s: number, d: number, count: number): MoveRefusal | null {
  const { table, piles } = position;
  const source = piles[s] as PileState;
  const moving = source.cards[source.cards.length - count] as CardId;
  const target = piles[d] as PileState;
  const kind = table.kinds[d];
  const grid = gridOf(table);
  if (grid !== undefined) return gridRefusal(grid, table, piles, s, d, count);
  if (position.base === 0 && !(s < table.tableauEnd && kind === 'foundation') && baseToChoose(table, piles)) return 'base-not-chosen';
  if (s === table.reserve && kind !== 'foundation' && table.variant.rules.reserve?.playsTo === 'foundations') return 'reserve-home-only';
  if (count > 1 && s < table.tableauEnd && table.variant.rules.tableau.pickUp.kind === 'top-or-whole-pile'
    && !picksUp(table.variant.rules.tableau.pickUp, pickUpLimit(table, piles, s), count)) return 'whole-pile-only';
  // With pairs foundations a card played onto a card is played onto its partner: both go to the foundation.
  if (table.pairing !== 'none' && target.cards.length > 0 && kind !== 'foundation' && kind !== 'stock') return pairRefusal(table, piles, d,
    moving, count);
  switch (kind) {
    case 'waste':
      return wasteRefusal(table, target, s, count, moving);
    case 'foundation':
      return foundationRefusal(position, s, d, count, moving);
    case 'cell':
      if (table.variant.rules.cells?.accept === 'none') return 'not-a-destination';
      if (target.cards.length > 0) return 'cell-occupied';
      return count > 1 ? 'one-card-only' : null;
    case 'tableau':
      return tableauRefusal(position, s, d, count, moving);
    default:
      // The stock deals and the reserve gives: neither is built on.
      return 'not-a-destination';
  }
}

function pairRefusal(table: Table, piles: readonly PileState[], d: number, moving: CardId, count: number): MoveRefusal | null {
  const target = piles[d] as PileState;
  if (d < table.tableauEnd && isCovered(table, piles, d)) return 'covered';
  if (target.faceDown >= target.cards.length) return 'face-down-target';
  // A pair is two cards. Pairs foundations require the top-card pick-up, so this only keeps the decision whole.
  if (count > 1) return 'one-card-only';
  return makesPair(table, rankOf(moving), rankOf(target.cards[target.cards.length - 1] as CardId)) ? null : 'not-a-pair';
}

function wasteRefusal(table: Table, target: PileState, s: number, count: number, moving: CardId): MoveRefusal | null {
  if (table.wasteBuilds === null) return 'not-a-destination';
  if (s >= table.foundationStart && s < table.foundationEnd) return 'not-a-destination';
  if (count > 1) return 'one-card-only';
  const top = target.cards[target.cards.length - 1];
  if (top === undefined) return 'waste-empty';
  return table.wasteBuilds[faceOf(moving) * 52 + faceOf(top)] === 1 ? null : 'does-not-build';
}

function foundationRefusal(position: Position, s: number, d: number, count: number, moving: CardId): MoveRefusal | null {
  const { table, piles } = position;
  const foundations = table.variant.rules.foundations;
  if (s >= table.foundationStart && s < table.foundationEnd) return 'foundation-to-foundation';
  if (foundations.kind === 'complete-runs') return 'foundation-runs-only';
  if (count > 1) return 'foundation-one-at-a-time';
  if (foundations.kind === 'pairs') {
    if (table.pairing === 'higher-of-suit') return outrankingCard(table, piles, s, moving) === undefined ? 'not-outranked' : null;
    return goesAlone(table, rankOf(moving)) ? null : 'not-a-pair';
  }
  // A variant without foundations has no foundation pile to name; this keeps the types exact.
  if (foundations.kind === 'none') return 'not-a-destination';
  if (foundations.kind === 'single-pile') return singlePileTakes(foundations, piles[d] as PileState, moving) ? null : 'foundation-order';
  const target = piles[d] as PileState;
  const suit = table.foundationSuit[d - table.foundationStart] ?? 0;
  if (!table.classicFoundations) return ownNeed(position, d, moving) === null ? null : 'foundation-order';
  return suitIndexOf(moving) === suit && rankOf(moving) === target.cards.length + 1 ? null : 'foundation-order';
}

/** What foundation `d` needs next under its own base and step, or `null` when `moving` may go on it (see `foundationNeed`). */
export function ownNeed(position: Position, d: number, moving: CardId): string | null {
  const { table, piles } = position;
  const index = d - table.foundationStart;
  const own = pileStep(position.order, position.base, index);
  return foundationNeed(position.order, own.base, piles[d] as PileState, table.foundationSuit[index] ?? 0, moving, own.step);
}

function tableauRefusal(position: Position, s: number, d: number, count: number, moving: CardId): MoveRefusal | null {
  const { table, piles } = position;
  const target = piles[d] as PileState;
  const tableau = table.variant.rules.tableau;
  if (table.coveredBy !== null && isCovered(table, piles, d)) return 'covered';
  // Waste piles take any card from the waste, on whatever they hold, and nothing from anywhere else.
  if (tableau.takesFrom === 'waste') {
    if (s !== table.waste) return 'waste-pile';
    return tableau.maxCards !== undefined && target.cards.length + count > tableau.maxCards ? 'pile-full' : null;
  }
  if (target.cards.length === 0) {
    if (tableau.emptyAccepts === 'none') return 'empty-pile-closed';
    if (tableau.emptyAccepts === 'king' && rankOf(moving) !== 13) return 'empty-pile-needs-king';
    if (tableau.emptyAccepts === 'below-base' && rankOf(moving) !== rankBelowBase(position.base)) return 'empty-pile-needs-rank';
  } else {
    if (tableau.build.direction === 'none') return 'no-building';
    if (target.faceDown === target.cards.length) return 'face-down-target';
    if (table.builds[faceOf(moving) * 52 + faceOf(target.cards[target.cards.length - 1] as CardId)] !== 1) return 'does-not-build';
  }
  if (tableau.maxCards !== undefined && target.cards.length + count > tableau.maxCards) return 'pile-full';
  return count > 1 && count > runLimitOnto(position, d) ? 'run-too-long' : null;
}
