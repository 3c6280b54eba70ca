import { rankOf, suitIndexOf, type CardId } from '../cards/card.js';
import { runMoveLimit } from './building.js';
import { collectGridMoves, gridOf } from './grid.js';
import { isCovered, internedMove } from './table.js';
import { dropRefusal, pickUpLimit, type Position } from './transfer.js';
import type { Move, PileState } from './types.js';

/**
 * The card moves of a position, in pile order of source, then destination, then fewer cards first. Every
 * move listed is one `dropRefusal` accepted, with no more cards than `pickUpLimit` allows: this file decides
 * nothing. It only chooses which candidates to ask about, leaving out the ones the rules cannot accept
 * whatever the cards (a pile nothing builds on, a rank a run cannot reach), so that a position costs a few
 * questions rather than one per pair of piles and count.
 */
export function collectTransfers(position: Position, out: Move[]): void {
  const { table, piles } = position;
  const grid = gridOf(table);
  if (grid !== undefined) {
    collectGridMoves(grid, table, piles, out);
    return;
  }
  if (table.pairing !== 'none') {
    collectEveryDestination(position, out);
    return;
  }
  const targets = tableauTargets(position);
  for (let s = 0; s < piles.length; s++) {
    const depth = pickUpLimit(table, piles, s);
    if (depth === 0) continue;
    collectOntoTableau(position, targets, s, depth, out);
    collectOntoFoundations(position, s, out);
    collectOntoCells(position, s, out);
    // The waste comes last in pile order.
    if (table.wasteBuilds !== null) ask(position, s, table.waste, 1, out);
  }
}

/** Asks the one decision about a candidate, and lists it when accepted. */
function ask(position: Position, s: number, d: number, count: number, out: Move[]): void {
  if (s !== d && dropRefusal(position, s, d, count) === null) out.push(internedMove(position.table, s, d, count));
}

/** With pairs foundations a card may pair with any pile's top card: every destination is asked, in pile order. */
function collectEveryDestination(position: Position, out: Move[]): void {
  const { table, piles } = position;
  for (let s = 0; s < piles.length; s++) {
    const depth = pickUpLimit(table, piles, s);
    for (let d = 0; d < piles.length && depth > 0; d++) {
      for (let k = 1; k <= depth; k++) ask(position, s, d, k, out);
    }
  }
}

/**
 * Where the tableau piles could take cards, worked out once a position rather than once a source: per
 * rank, which piles show that rank on top and may be built on (a bit mask over the tableau), and which
 * piles are empty and take cards. A source then visits only the piles whose rank it could reach.
 */
interface TableauTargets {
  /** The top rank of each tableau pile that may be built on, or 0. */
  readonly ontoRank: Int32Array;
  /** How many 32-pile words each mask has: a tableau of more than 32 piles takes several. */
  readonly words: number;
  /** Per rank and word (`rank * words + word`), the piles of that word topped by that rank. */
  readonly pilesByRank: Int32Array;
  /** Per word, the empty piles that take cards. */
  readonly emptyMask: Int32Array;
  /** Per word, the piles that may be built on, whatever their rank. */
  readonly buildableMask: Int32Array;
  /** Whether a build follows ranks one way, one step, never round the corner: a run reaches one rank. */
  readonly directional: boolean;
  /** 1 when cards build down, -1 when up. */
  readonly step: number;
  readonly limitOnto: number;
  readonly limitIntoEmpty: number;
}

function tableauTargets(position: Position): TableauTargets {
  const { table, piles } = position;
  const tableau = table.variant.rules.tableau;
  const building = tableau.build.direction !== 'none';
  const ontoRank = scratch(table.tableauEnd);
  const words = Math.max(1, Math.ceil((table.tableauEnd - table.tableauStart) / 32));
  const { pilesByRank, emptyMask, buildableMask } = maskScratch(words);
  for (let d = table.tableauStart; d < table.tableauEnd; d++) {
    const pile = piles[d] as PileState;
    const len = pile.cards.length;
    ontoRank[d] = 0;
    if (table.coveredBy !== null && isCovered(table, piles, d)) continue;
    const word = (d - table.tableauStart) >> 5;
    const bit = 1 << ((d - table.tableauStart) & 31);
    if (len === 0) {
      if (tableau.emptyAccepts !== 'none') emptyMask[word] = (emptyMask[word] as number) | bit;
    } else if (building && pile.faceDown < len) {
      const rank = rankOf(pile.cards[len - 1] as CardId);
      ontoRank[d] = rank;
      pilesByRank[rank * words + word] = (pilesByRank[rank * words + word] as number) | bit;
      buildableMask[word] = (buildableMask[word] as number) | bit;
    }
  }
  const direction = tableau.build.direction;
  return {
    ontoRank,
    words,
    pilesByRank,
    emptyMask,
    buildableMask,
    directional: (direction === 'down' || direction === 'up') && tableau.build.wrap !== true,
    step: direction === 'down' ? 1 : -1,
    // The run limits only bound the counts asked about: `dropRefusal` refuses a longer run itself.
    limitOnto: runMoveLimit(tableau, position.emptyCells, position.emptyPiles),
    limitIntoEmpty: position.emptyPiles > 0 ? runMoveLimit(tableau, position.emptyCells, position.emptyPiles - 1) : 0,
  };
}

function collectOntoTableau(position: Position, targets: TableauTargets, s: number, depth: number, out: Move[]): void {
  const { table, piles } = position;
  // Waste piles take the waste's card whatever they hold, and nothing else: no rank narrows the candidates.
  if (table.variant.rules.tableau.takesFrom === 'waste') {
    if (s === table.waste) for (let d = table.tableauStart; d < table.tableauEnd; d++) ask(position, s, d, 1, out);
    return;
  }
  const cards = (piles[s] as PileState).cards;
  const len = cards.length;
  const topRank = rankOf(cards[len - 1] as CardId);
  const maxOnto = Math.min(depth, targets.limitOnto);
  const maxIntoEmpty = Math.min(depth, targets.limitIntoEmpty);
  const step = targets.step;
  // Within a run of a directional build ranks step by one, so one depth at most brings the right rank.
  const runsStepByRank = targets.directional
    && (depth === 1 || (s < table.tableauEnd && table.variant.rules.tableau.pickUp.kind !== 'any-face-up'));
  const words = targets.words;
  // Word by word, so that the piles are visited in their order.
  for (let word = 0; word < words; word++) {
    let candidates = maxIntoEmpty > 0 ? targets.emptyMask[word] as number : 0;
    if (runsStepByRank) {
      for (let k = 1; k <= maxOnto; k++) {
        const rank = topRank + k * step;
        if (rank < 1 || rank > 13) break;
        candidates |= targets.pilesByRank[rank * words + word] as number;
      }
    } else if (maxOnto > 0) candidates |= targets.buildableMask[word] as number;
    while (candidates !== 0) {
      const lowest = candidates & -candidates;
      candidates ^= lowest;
      const d = table.tableauStart + word * 32 + 31 - Math.clz32(lowest);
      const targetRank = targets.ontoRank[d] as number;
      if (targetRank === 0) {
        for (let k = 1; k <= maxIntoEmpty; k++) ask(position, s, d, k, out);
      } else if (runsStepByRank) {
        ask(position, s, d, (targetRank - topRank) * step, out);
      } else {
        for (let k = 1; k <= maxOnto; k++) {
          // A directional build takes only the card one rank from the target's.
          if (!targets.directional || (rankOf(cards[len - k] as CardId) - targetRank) * step === -1) ask(position, s, d, k, out);
        }
      }
    }
  }
}

function collectOntoFoundations(position: Position, s: number, out: Move[]): void {
  const { table, piles } = position;
  const kind = table.variant.rules.foundations.kind;
  if ((kind !== 'up-by-suit' && kind !== 'single-pile') || (s >= table.foundationStart && s < table.foundationEnd)) return;
  if (!table.classicFoundations) {
    for (let f = table.foundationStart; f < table.foundationEnd; f++) ask(position, s, f, 1, out);
    return;
  }
  // Classic foundations take a card only in their own suit.
  const cards = (piles[s] as PileState).cards;
  const homes = table.foundationsBySuit[suitIndexOf(cards[cards.length - 1] as CardId)] as readonly number[];
  for (let i = 0; i < homes.length; i++) ask(position, s, homes[i] as number, 1, out);
}

function collectOntoCells(position: Position, s: number, out: Move[]): void {
  const { table, piles } = position;
  if (position.emptyCells === 0) return;
  for (let c = table.cellStart; c < table.cellEnd; c++) if ((piles[c] as PileState).cards.length === 0) ask(position, s, c, 1, out);
}

let scratchBuffer = new Int32Array(64);
/** The masks of {@link TableauTargets}, for one word count; reused by every call, and cleared for it. */
let masks = { words: 0, pilesByRank: new Int32Array(0), emptyMask: new Int32Array(0), buildableMask: new Int32Array(0) };

function maskScratch(words: number): typeof masks {
  if (masks.words !== words) {
    masks = { words, pilesByRank: new Int32Array(14 * words), emptyMask: new Int32Array(words), buildableMask: new Int32Array(words) };
  } else {
    masks.pilesByRank.fill(0);
    masks.emptyMask.fill(0);
    masks.buildableMask.fill(0);
  }
  return masks;
}

/** A reused buffer of at least `size` entries, so that move generation allocates nothing per call. */
function scratch(size: number): Int32Array {
  if (scratchBuffer.length < size) scratchBuffer = new Int32Array(size * 2);
  return scratchBuffer;
}
