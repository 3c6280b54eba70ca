import { CELL, DEAL_CODE, FOUNDATION, REDEAL_CODE, STOCK, TABLEAU, codeCount, codeFrom, codeTo, moveCode, runLimitOf, type CompactRules } from './compact-rules.js';
import { redealShape } from '@patience/core/engine';
import { collectGridCodes, gridRedealAllowed } from './compact-grid.js';
import type { PileLayout, TableauRedeal } from '@patience/core/rules';
import { compactOutranked } from './compact-discard.js';
import type { CompactPosition } from './compact-position.js';

const EMPTY = -1;
const BLOCKED = -2;

/** A reusable buffer of move codes: `codes[0 .. size)`. */
export class MoveList {
  codes = new Int32Array(256);
  size = 0;
  push(code: number): void {
    if (this.size >= this.codes.length) {
      const codes = new Int32Array(this.codes.length * 2);
      codes.set(this.codes);
      this.codes = codes;
    }
    this.codes[this.size++] = code;
  }

  /** Empties the list, keeping its room. */
  clear(): void {
    this.size = 0;
  }

  /** Whether `code` is in the list. */
  includes(code: number): boolean {
    for (let i = 0; i < this.size; i++) if (this.codes[i] === code) return true;
    return false;
  }
}

interface Tables {
  readonly ontoRank: Int32Array;
  /** Each pile's free card's rank with pairs foundations (see `collectPairs`), 0 for none. */
  readonly free: Int32Array;
  /** How many 32-column words each mask has: a tableau of more than 32 columns takes several. */
  readonly words: number;
  /** Per rank and word (`rank * words + word`), the columns of that word topped by that rank. */
  readonly pilesByRank: Int32Array;
  /** Per word, the empty columns a card may go into (the first alone where the others are pointless). */
  readonly intoEmpty: Int32Array;
  /** Every card move, where a deal's legality needs them and the search's list left some out. */
  readonly moves: MoveList;
}

/** Scratch of {@link legalMoveCodes}, one per position's rules. */
const scratch = new WeakMap<object, Tables>();

function tablesOf(rules: CompactPosition['rules']): Tables {
  let tables = scratch.get(rules);
  if (!tables) {
    const words = Math.max(1, Math.ceil((rules.layout.tableauEnd - rules.layout.tableauStart) / 32));
    tables = { ontoRank: new Int32Array(rules.pileCount), free: new Int32Array(rules.pileCount), words, pilesByRank: new Int32Array(14 * words),
      intoEmpty: new Int32Array(words), moves: new MoveList() };
    scratch.set(rules, tables);
  }
  return tables;
}

/**
 * Every legal move and deal of a compact position, as codes, in core's `legalMoves` order: card moves by
 * source pile, then destination (tableau, foundations, cells), fewer cards first; then the deal; then the
 * redeal. A port of core's move generator onto the compact position, check for check; a test proves the
 * two equal on play-outs of every shipped game and core's fixtures.
 */
export function legalMoveCodes(pos: CompactPosition, out: MoveList): void {
  out.size = 0;
  collectTransfers(pos, out, NONE_SKIPPED);
  finishList(pos, out, out);
}

/**
 * {@link legalMoveCodes} without the moves the search finds pointless (`compactPointless` with the same
 * `symmetric`), in the same order: none into a cell but the first empty one, none from cell to cell, and
 * where the columns are interchangeable (`symmetric`) none into an empty column but the first, nor a whole
 * column into one. The search would list them only to drop them; a test checks the two lists agree.
 */
export function searchMoveCodes(pos: CompactPosition, out: MoveList, symmetric: boolean): void {
  out.size = 0;
  collectTransfers(pos, out, symmetric ? CELLS_AND_COLUMNS_SKIPPED : CELLS_SKIPPED);
  finishList(pos, out, null);
}

/** Adds the deal and the redeal when legal; `transfers` are every card move listed, or null if some were skipped. */
function finishList(pos: CompactPosition, out: MoveList, transfers: MoveList | null): void {
  const rules = pos.rules;
  const { stock, waste } = rules.layout;
  // Nothing is dealt before the player chooses the base.
  if (rules.heldColumns !== null && baseRankNow(pos) === 0) return;
  if (dealAllowed(pos, transfers, transfers ? undefined : tablesOf(rules).moves)) out.push(DEAL_CODE);
  if (waste >= 0 && pos.length[stock] === 0 && pos.length[waste] !== 0 && pos.redealsUsed < rules.redeals) out.push(REDEAL_CODE);
  const tableauRedeal = rules.tableauRedeal;
  if (tableauRedeal !== null && pos.redealsUsed < rules.redeals && tableauRedealAllowed(pos, tableauRedeal)) out.push(REDEAL_CODE);
  if (rules.grid !== null && gridRedealAllowed(pos, rules.grid)) out.push(REDEAL_CODE);
}

/**
 * Whether the tableau may be dealt again (core's `nothing-to-redeal` refusal, on counts): it holds a card, and,
 * gathered in order, the redeal changes it, as it does unless every column already holds as many cards, and as
 * many face down, as the redeal would deal it (core's `redealShape`). Gathered in order, the cards keep their
 * order, so the counts alone tell.
 */
function tableauRedealAllowed(pos: CompactPosition, rule: TableauRedeal): boolean {
  const { tableauStart, tableauEnd } = pos.rules.layout;
  let total = 0;
  for (let t = tableauStart; t < tableauEnd; t++) total += pos.length[t] as number;
  if (total === 0) return false;
  // Gathered into the stock, the cards wait there until it is empty (core's `stock-not-empty`).
  if (rule.into === 'stock') return pos.length[pos.rules.layout.stock] === 0;
  if (rule.gather === 'shuffled') return true;
  return redealShapeOf(pos.rules, rule, total)
    .some((shape, i) => pos.length[tableauStart + i] !== shape.cards || pos.down[tableauStart + i] !== shape.faceDown);
}

const REDEAL_SHAPES = new WeakMap<CompactRules, PileLayout[][]>();

/** Core's `redealShape` for `total` cards, kept per rules: move generation asks it at every position. */
function redealShapeOf(rules: CompactRules, rule: TableauRedeal, total: number): readonly PileLayout[] {
  let shapes = REDEAL_SHAPES.get(rules);
  if (shapes === undefined) REDEAL_SHAPES.set(rules, shapes = []);
  return shapes[total] ??= redealShape(rule, rules.layout.variant.layout.tableau, total);
}

// Which pointless moves `collectTransfers` leaves out (see `searchMoveCodes`).
const NONE_SKIPPED = 0;
const CELLS_SKIPPED = 1;
const CELLS_AND_COLUMNS_SKIPPED = 2;

/**
 * Whether a deal is legal in the position (core's `isLegal` of a deal), without listing the other moves
 * unless the rules need them (a deal past a gap only when no card can fill it); `scratch` holds them then.
 */
export function canDeal(pos: CompactPosition, scratch: MoveList): boolean {
  return dealAllowed(pos, null, scratch);
}

/** Whether the deal is legal; `transfers` are the position's card moves, or null to collect them into `scratch` if needed. */
function dealAllowed(pos: CompactPosition, transfers: MoveList | null, scratch?: MoveList): boolean {
  const rules = pos.rules;
  const { stock, tableauStart, tableauEnd } = rules.layout;
  if (stock < 0 || pos.length[stock] === 0) return false;
  // A turned card waiting on the waste is placed before the next is turned.
  if (rules.placeBeforeTurning && pos.length[rules.layout.waste] !== 0) return false;
  if (rules.stockKind !== 'deal-row' || rules.dealWithEmpty === 'allow') return true;
  let empty = false;
  for (let t = tableauStart; t < tableauEnd; t++) if (pos.length[t] === 0) empty = true;
  if (!empty) return true;
  if (rules.dealWithEmpty !== 'allow-if-unfillable') return false;
  let moves = transfers;
  if (!moves) {
    moves = scratch ?? new MoveList();
    moves.size = 0;
    collectTransfers(pos, moves, NONE_SKIPPED);
  }
  return !fillsGap(pos, moves);
}

/** Whether a card move of `moves` fills an empty column (a whole column moved into a gap fills nothing). */
function fillsGap(pos: CompactPosition, moves: MoveList): boolean {
  for (let i = 0; i < moves.size; i++) {
    const code = moves.codes[i] as number;
    const to = codeTo(code);
    const from = codeFrom(code);
    if (pos.rules.kinds[to] !== TABLEAU || pos.length[to] !== 0) continue;
    if (pos.rules.kinds[from] === TABLEAU && codeCount(code) === pos.length[from]) continue;
    return true;
  }
  return false;
}

function collectTransfers(pos: CompactPosition, out: MoveList, skip: number): void {
  const rules = pos.rules;
  if (rules.grid !== null) {
    collectGridCodes(pos, rules.grid, out);
    return;
  }
  if (rules.pairs) {
    collectPairs(pos, out, skip);
    return;
  }
  if (rules.heldColumns !== null && baseRankNow(pos) === 0) {
    collectBaseChoices(pos, out);
    return;
  }
  const { layout, capacity } = rules;
  const { tableauStart, tableauEnd, foundationStart, foundationEnd, cellStart, cellEnd, runLinks, builds } = layout;
  const cardsOf = pos.cards;
  const length = pos.length;
  const down = pos.down;
  const { ontoRank, words, pilesByRank, intoEmpty } = tablesOf(rules);
  pilesByRank.fill(0);
  intoEmpty.fill(0);
  const oneEmptyColumn = skip === CELLS_AND_COLUMNS_SKIPPED;
  let firstEmptyColumn = -1;
  let emptyPiles = 0;
  const covers = rules.coveredBy !== null;
  for (let d = tableauStart; d < tableauEnd; d++) {
    const len = length[d] as number;
    const word = (d - tableauStart) >> 5;
    const bit = 1 << ((d - tableauStart) & 31);
    // A covered pile takes nothing, empty or not.
    if (covers && pos.covered(d)) ontoRank[d] = BLOCKED;
    else if (len === 0) {
      ontoRank[d] = EMPTY;
      // The empty columns a card may go into: the first alone when the others are pointless.
      if (firstEmptyColumn < 0 || !oneEmptyColumn) intoEmpty[word] = (intoEmpty[word] as number) | bit;
      if (firstEmptyColumn < 0) firstEmptyColumn = d;
      emptyPiles++;
    } else {
      const rank = rules.building && (down[d] as number) < len ? ((cardsOf[d * capacity + len - 1] as number) % 13) + 1 : BLOCKED;
      ontoRank[d] = rank;
      if (rank > 0) pilesByRank[rank * words + word] = (pilesByRank[rank * words + word] as number) | bit;
    }
  }
  // A cell that takes no cards is no free space: nothing goes into it, and it carries no run.
  let emptyCells = 0;
  let firstEmptyCell = -1;
  if (rules.cellsTakeCards) {
    for (let i = cellStart; i < cellEnd; i++) {
      if (length[i] !== 0) continue;
      if (emptyCells++ === 0) firstEmptyCell = i;
    }
  }
  const limitOnto = runLimitOf(rules, emptyCells, emptyPiles);
  const limitIntoEmpty = emptyPiles > 0 ? runLimitOf(rules, emptyCells, emptyPiles - 1) : 0;
  // Round the corner a run's ranks do not step to a single depth per target rank: wrapping builds take the
  // general path, which tries each depth against the build table.
  const directional = (rules.direction === 'down' || rules.direction === 'up') && !rules.wrap;
  const runsStepByRank = directional && rules.pickUp !== 'any-face-up';
  // Only the top card or the whole column may move: a count between them is never listed (`picksUp` in core).
  const wholeOnly = rules.pickUp === 'top-or-whole-pile';
  const step = rules.direction === 'down' ? 1 : -1;
  const gapRank = gapRankIndex(pos);
  const pileCount = rules.pileCount;
  const stock = layout.stock;
  const foundationBase = rules.toFoundations && !rules.classicFoundations ? baseRankNow(pos) : 0;
  const waste = layout.waste;
  const wasteBuilds = rules.wasteBuilds;
  const wasteTop = wasteBuilds !== null && (length[waste] as number) > 0 ? pos.top(waste) % 52 : -1;
  // No move may leave a column holding more than this (core's `pile-full`).
  const maxCards = rules.maxCards;

  for (let s = 0; s < pileCount; s++) {
    const len = length[s] as number;
    if (len === 0 || s === stock) continue;
    if (covers && s < tableauEnd && pos.covered(s)) continue;
    // A reserve whose top card lies face down (exposed cards do not turn up) offers nothing.
    if (s === rules.reserve && (down[s] as number) >= len) continue;
    // A reserve that plays home only offers its top card to the foundations alone (core's `reserve-home-only`).
    if (s === rules.reserve && rules.reserveHomeOnly) {
      collectOntoFoundations(pos, out, s, foundationBase);
      continue;
    }
    const base = s * capacity;
    let depth: number;
    if (s < tableauEnd) {
      const up = len - (down[s] as number);
      if (up <= 0) depth = 0;
      else if (rules.pickUp === 'top-card') depth = 1;
      else if (rules.pickUp === 'any-face-up') depth = up;
      else if (pos.runStale[s] === 0) depth = pos.runDepth[s] as number;
      else {
        depth = 1;
        for (let i = len - 1; depth < up; i--, depth++) {
          if (runLinks[((cardsOf[base + i] as number) % 52) * 52 + ((cardsOf[base + i - 1] as number) % 52)] !== 1) break;
        }
        pos.runDepth[s] = depth;
        pos.runStale[s] = 0;
      }
      // Under top-or-whole-pile a run moves only when it is the whole column.
      if (wholeOnly && depth > 1 && depth < len) depth = 1;
    } else if (s < foundationEnd) depth = rules.takeBack ? 1 : 0;
    else depth = 1;
    if (depth === 0) continue;
    const top = cardsOf[base + len - 1] as number;
    const topRank = (top % 13) + 1;
    const maxOnto = depth < limitOnto ? depth : limitOnto;
    const maxIntoEmpty = depth < limitIntoEmpty ? depth : limitIntoEmpty;
    const rankedRuns = (s < tableauEnd && runsStepByRank) || (directional && depth === 1);
    // A whole column into an empty one is pointless where the columns are interchangeable.
    const wholeColumnPointless = oneEmptyColumn && s >= tableauStart && s < tableauEnd;

    if (rules.wastePiles) {
      // Waste piles take any card from the waste, on whatever they hold (core's `waste-pile`), and nothing else.
      if (s === waste) collectOntoWastePiles(pos, out, s, maxCards);
    } else if (rankedRuns) {
      // Word by word, so that the columns are visited in their order.
      for (let word = 0; word < words; word++) {
        let candidates = 0;
        for (let k = 1; k <= maxOnto; k++) {
          const rank = topRank + k * step;
          if (rank < 1 || rank > 13) break;
          candidates |= pilesByRank[rank * words + word] as number;
        }
        if (maxIntoEmpty > 0 && gapRank !== NO_RANK) candidates |= intoEmpty[word] as number;
        if (s < tableauEnd && (s - tableauStart) >> 5 === word) candidates &= ~(1 << ((s - tableauStart) & 31));
        while (candidates !== 0) {
          const lowest = candidates & -candidates;
          candidates ^= lowest;
          const d = tableauStart + word * 32 + 31 - Math.clz32(lowest);
          const targetRank = ontoRank[d] as number;
          if (targetRank > 0) {
            const k = (targetRank - topRank) * step;
            const card = cardsOf[base + len - k] as number;
            if (builds[(card % 52) * 52 + ((cardsOf[d * capacity + (length[d] as number) - 1] as number) % 52)] === 1 && (!wholeOnly || k === 1 || k === depth)
              && (length[d] as number) + k <= maxCards) out.push(moveCode(s, d, k));
          } else {
            const most = Math.min(wholeColumnPointless && maxIntoEmpty === len ? len - 1 : maxIntoEmpty, maxCards);
            for (let k = 1; k <= most; k++) {
              if ((gapRank === ANY_RANK || (cardsOf[base + len - k] as number) % 13 === gapRank) && (!wholeOnly || k === 1 || k === depth)) out.push(moveCode(s, d, k));
            }
          }
        }
      }
    } else {
      for (let d = tableauStart; d < tableauEnd; d++) {
        const targetRank = ontoRank[d] as number;
        if (targetRank > 0) {
          if (d !== s) {
            const onto = (cardsOf[d * capacity + (length[d] as number) - 1] as number) % 52;
            const most = Math.min(maxOnto, maxCards - (length[d] as number));
            for (let k = 1; k <= most; k++) {
              const card = cardsOf[base + len - k] as number;
              if (((card % 13) + 1 - targetRank) * step === -1 || !directional) {
                if (builds[(card % 52) * 52 + onto] === 1 && (!wholeOnly || k === 1 || k === depth)) out.push(moveCode(s, d, k));
              }
            }
          }
        } else if (targetRank === EMPTY && gapRank !== NO_RANK && d !== s && (!oneEmptyColumn || d === firstEmptyColumn)) {
          const most = Math.min(wholeColumnPointless && maxIntoEmpty === len ? len - 1 : maxIntoEmpty, maxCards);
          for (let k = 1; k <= most; k++) {
            if ((gapRank === ANY_RANK || (cardsOf[base + len - k] as number) % 13 === gapRank) && (!wholeOnly || k === 1 || k === depth)) out.push(moveCode(s, d, k));
          }
        }
      }
    }
    if (!(s >= foundationStart && s < foundationEnd)) collectOntoFoundations(pos, out, s, foundationBase);
    if (emptyCells > 0) {
      if (skip !== NONE_SKIPPED) {
        if (s < cellStart || s >= cellEnd) out.push(moveCode(s, firstEmptyCell, 1));
      } else {
        for (let c = cellStart; c < cellEnd; c++) {
          if (c !== s && length[c] === 0) out.push(moveCode(s, c, 1));
        }
      }
    }
    // The waste comes last in pile order; where it is built on, it takes single cards from any pile but a foundation.
    if (wasteTop >= 0 && s !== waste && !(s >= foundationStart && s < foundationEnd) && (wasteBuilds as Uint8Array)[(top % 52) * 52 + wasteTop] === 1) {
      out.push(moveCode(s, waste, 1));
    }
  }
}

/**
 * The card moves of a position with pairs foundations, in pile order, as core's `collectPairs` lists them: a
 * free card (the face-up top card of a pile nothing covers, but the stock's and the foundation's) onto
 * another free card that makes a pair with it (by the total, or of equal rank), to the foundation alone when its rank is the total, or
 * into an empty column or cell that takes it. Where `skip` says, the moves into a cell or an empty column
 * that `compactPointless` drops are left out, as in {@link collectTransfers}.
 */
function collectPairs(pos: CompactPosition, out: MoveList, skip: number): void {
  const rules = pos.rules;
  const { kinds, pileCount, pairTotal, pairsOfEqualRank } = rules;
  const gapRank = gapRankIndex(pos);
  const { tableauStart, tableauEnd, cellStart, cellEnd } = rules.layout;
  const length = pos.length;
  const free = tablesOf(rules).free;
  let firstEmptyCell = -1;
  let firstEmptyColumn = -1;
  for (let i = 0; i < pileCount; i++) {
    const len = length[i] as number;
    const kind = kinds[i];
    free[i] = len === 0 || (pos.down[i] as number) >= len || kind === STOCK || kind === FOUNDATION || pos.covered(i) ? 0 : (pos.top(i) % 13) + 1;
    if (len === 0 && kind === CELL && firstEmptyCell < 0) firstEmptyCell = i;
    if (len === 0 && kind === TABLEAU && firstEmptyColumn < 0) firstEmptyColumn = i;
  }
  const oneCell = skip !== NONE_SKIPPED;
  const oneColumn = skip === CELLS_AND_COLUMNS_SKIPPED;
  for (let s = 0; s < pileCount; s++) {
    const rank = free[s] as number;
    if (rank === 0) continue;
    const fromCell = s >= cellStart && s < cellEnd;
    const wholeColumn = s >= tableauStart && s < tableauEnd && length[s] === 1;
    for (let d = 0; d < pileCount; d++) {
      if (d === s) continue;
      const kind = kinds[d];
      if (kind === FOUNDATION) {
        if (rules.discardBySuit ? compactOutranked(pos, free, s) : rank === pairTotal) out.push(moveCode(s, d, 1));
      } else if (length[d] !== 0) {
        const partner = free[d] as number;
        if (kind !== STOCK && partner > 0 && (pairsOfEqualRank ? rank === partner : rank + partner === pairTotal)) out.push(moveCode(s, d, 1));
      } else if (kind === TABLEAU) {
        if (oneColumn && (d !== firstEmptyColumn || wholeColumn)) continue;
        if (!pos.covered(d) && (gapRank === ANY_RANK || rank - 1 === gapRank)) out.push(moveCode(s, d, 1));
      } else if (kind === CELL && rules.cellsTakeCards) {
        if (oneCell && (d !== firstEmptyCell || fromCell)) continue;
        out.push(moveCode(s, d, 1));
      }
    }
  }
}

/** The moves of the waste's top card onto each column that is a waste pile, in column order, where it has room. */
function collectOntoWastePiles(pos: CompactPosition, out: MoveList, s: number, maxCards: number): void {
  const { tableauStart, tableauEnd } = pos.rules.layout;
  for (let d = tableauStart; d < tableauEnd; d++) {
    if ((pos.length[d] as number) < maxCards && !pos.covered(d)) out.push(moveCode(s, d, 1));
  }
}

/**
 * The only moves while the player has yet to choose the base (core's `base-not-chosen`): each column's face-up top
 * card to each foundation that takes it, in pile order.
 */
function collectBaseChoices(pos: CompactPosition, out: MoveList): void {
  const { tableauStart, tableauEnd } = pos.rules.layout;
  for (let s = tableauStart; s < tableauEnd; s++) {
    if ((pos.length[s] as number) > (pos.down[s] as number)) collectOntoFoundations(pos, out, s, 0);
  }
}

/**
 * The moves of pile `s`'s top card to the foundations that take it, in foundation order: by the order tables, from
 * `foundationBase` (see {@link baseRankNow}), or on classic foundations, the next rank of the card's suit.
 */
function collectOntoFoundations(pos: CompactPosition, out: MoveList, s: number, foundationBase: number): void {
  const rules = pos.rules;
  const { foundationStart, foundationEnd } = rules.layout;
  const top = pos.top(s);
  if (rules.singlePile !== null) {
    const home = foundationStart;
    if (pos.length[home] === 0 || rules.singlePile[(top % 52) * 52 + (pos.top(home) % 52)] === 1) out.push(moveCode(s, home, 1));
  }
  if (rules.toFoundations && !rules.classicFoundations) {
    for (let f = foundationStart; f < foundationEnd; f++) if (foundationTakes(pos, f, top, foundationBase)) out.push(moveCode(s, f, 1));
  }
  if (rules.classicFoundations) {
    const homes = rules.layout.foundationsOfSuit[Math.floor((top % 52) / 13)] as readonly number[];
    for (let i = 0; i < homes.length; i++) {
      const f = homes[i] as number;
      if ((top % 13) + 1 === (pos.length[f] as number) + 1) out.push(moveCode(s, f, 1));
    }
  }
}

/** {@link gapRankIndex} when any card may fill an empty column. */
const ANY_RANK = -1;
/** {@link gapRankIndex} when no card may: a rank index no card has. */
const NO_RANK = 13;

/**
 * The rank index (0 for an Ace to 12 for a King) a card must have to fill an empty column, or a run it heads:
 * {@link ANY_RANK} when any card may, {@link NO_RANK} when none may. A `below-base` gap takes the rank one
 * below the base in force, round the corner (an Ace's is the King), and none while that base is not known.
 */
function gapRankIndex(pos: CompactPosition): number {
  switch (pos.rules.emptyAccepts) {
    case 'any':
      return ANY_RANK;
    case 'king':
      return 12;
    case 'none':
      return NO_RANK;
    case 'below-base': {
      const base = baseRankNow(pos);
      // Base rank b (1–13) has index b - 1; the rank below it has index b - 2, round the corner.
      return base === 0 ? NO_RANK : (base + 11) % 13;
    }
  }
}

/**
 * The base rank in force on the foundations: the fixed base (the Ace's 1 on classic ones), or, for `first-card`, the
 * rank of the bottom card of the first foundation that holds one; 0 while every foundation is empty (any
 * rank may start one).
 */
function baseRankNow(pos: CompactPosition): number {
  const { foundationStart, foundationEnd } = pos.rules.layout;
  const fixed = pos.rules.foundationOrder.base;
  if (fixed !== 0) return fixed;
  for (let f = foundationStart; f < foundationEnd; f++) if (pos.length[f] !== 0) return (pos.card(f, 0) % 13) + 1;
  return 0;
}

/** Whether foundation `f` takes `card` next, under the foundations' order and the base rank in force. */
function foundationTakes(pos: CompactPosition, f: number, card: number, base: number): boolean {
  const order = pos.rules.foundationOrder;
  const len = pos.length[f] as number;
  if (len >= 13) return false;
  const face = card % 52;
  const layout = pos.rules.layout;
  // Stepped by pile, each foundation has its own step and base rank (core's `pileStep`).
  const own = order.stepFollows === null ? -1 : (f - layout.foundationStart) % 4;
  if (len > 0) return (own < 0 ? order.follows : order.stepFollows?.[own] as Uint8Array)[face * 52 + (pos.top(f) % 52)] === 1;
  const needed = own < 0 ? base : own + 1;
  if (needed !== 0 && (face % 13) + 1 !== needed) return false;
  return !order.suitPerPile || Math.floor(face / 13) === layout.foundationSuit[f - layout.foundationStart];
}
