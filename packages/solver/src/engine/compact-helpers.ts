import { DEFAULT_WEIGHTS, type ScoreWeights } from '../search/heuristic.js';
import { FACE_DOWN, FILLED, FIRST_CARD, PAIRED, RUN_LIFTED, type CompactPosition } from './compact-position.js';
import { FOUNDATION, codeCount, codeFrom, codeTo, moveCode } from './compact-rules.js';
import { compactGridWon } from './compact-grid.js';

/*
 * The solver's position rules on the compact position: the win, the safe moves (see `position/safe-moves.ts`
 * for why each is safe), the score (see `search/heuristic.ts` for what it weighs), and the moves the search
 * skips as pointless or lateral. The safe moves and the score read as their core-state forms, which the
 * hints use; the search tests' exact solution lengths and position counts hold through both.
 */

/** Whether the position is won: every card home, or, where the rules say so, every column empty or every card but the Aces home. */
export function compactWon(pos: CompactPosition): boolean {
  const { foundationStart, foundationEnd, totalCards, tableauStart, tableauEnd } = pos.rules.layout;
  if (pos.rules.grid !== null) return compactGridWon(pos, pos.rules.grid);
  if (pos.rules.tableauCleared) {
    for (let t = tableauStart; t < tableauEnd; t++) if (pos.length[t] !== 0) return false;
    return true;
  }
  let home = 0;
  for (let f = foundationStart; f < foundationEnd; f++) home += pos.length[f] as number;
  // Every deck has four Aces, one in 13 cards; under `aces-left` they stay out.
  return home === (pos.rules.acesLeft ? totalCards - totalCards / 13 : totalCards);
}

/** `columnsInterchangeable` on the compact position. */
export function compactColumnsInterchangeable(pos: CompactPosition): boolean {
  // Columns that cover one another each have their place in the layout, and a redeal gathers them in their order.
  // A grid's places have their own neighbours.
  if (pos.rules.coveredBy !== null || pos.rules.tableauRedeal !== null || pos.rules.grid !== null) return false;
  if (pos.rules.stockKind !== 'deal-row') return true;
  return pos.length[pos.rules.layout.stock] === 0;
}

/** `safeMoveHome` on the compact position: the code of the first safe move home, or -1. */
export function compactSafeMoveHome(pos: CompactPosition): number {
  const rules = pos.rules;
  const layout = rules.layout;
  // Where the tableau is dealt again, every card left in it shapes the piles a redeal makes: no move is safe.
  // A grid's foundations only hold the Aces set aside.
  if (!rules.classicFoundations || rules.tableauRedeal !== null || rules.grid !== null) return -1;
  const length = pos.length;
  const stockLeft = layout.stock >= 0 ? (length[layout.stock] as number) : 0;
  const dealsLeft = rules.stockKind === 'deal-row' && stockLeft > 0;
  if (dealsLeft && rules.dealWithEmpty === 'allow-if-unfillable') return -1;
  const keepColumns = dealsLeft && rules.dealWithEmpty === 'forbid';
  const { foundationStart, foundationEnd, foundationSuit } = layout;
  const drawsSeveral = rules.stockKind === 'draw-to-waste' && rules.draw > 1;
  // Which foundation takes each face next (index + 1; 0 for none): the first of its suit that wants it,
  // as `safeMoveHome`'s table says; cleared again below.
  const wanted = layout.scratch.wanted;
  for (let f = foundationStart; f < foundationEnd; f++) {
    const rank = length[f] as number;
    const face = (foundationSuit[f - foundationStart] as number) * 13 + rank;
    if (rank < 13 && wanted[face] === 0) wanted[face] = f + 1;
  }
  const faces = pos.faces;
  const capacity = rules.capacity;
  let found = -1;
  for (let p = 0; p < rules.pileCount; p++) {
    if (p === layout.stock || (p >= foundationStart && p < foundationEnd)) continue;
    if (p === layout.waste && drawsSeveral) continue;
    const len = length[p] as number;
    if (len === 0) continue;
    const top = faces[p * capacity + len - 1] as number;
    if ((top & FACE_DOWN) !== 0) continue;
    if (keepColumns && len === 1 && p >= layout.tableauStart && p < layout.tableauEnd) continue;
    const face = top & 63;
    const home = (wanted[face] as number) - 1;
    if (home < 0) continue;
    if (rules.building && anyAwayBuildsOn(pos, face)) continue;
    found = moveCode(p, home, 1);
    break;
  }
  for (let f = foundationStart; f < foundationEnd; f++) {
    const rank = length[f] as number;
    if (rank < 13) wanted[(foundationSuit[f - foundationStart] as number) * 13 + rank] = 0;
  }
  return found;
}

/**
 * The safe move `compactSafeMoveHome` and then `compactSafeMoveOntoSettledRun` would give (the code, or -1),
 * in a position that the card move `code` (with `effects`, from `make`) reached from a position where both
 * gave none: the search plays safe moves until there are none before it stores a position, so this holds
 * for every position it expands. Whether a pile's top card is safe home depends only on that card and on
 * the foundations and stock; whether a settled column takes a card, only on the two piles. So when the move
 * left the foundations and stock alone, only the two piles it touched can offer a safe move, and looking at
 * them (in the order a full scan would meet them) answers as the full scan does, without the scan. Any other
 * move (a deal, a redeal, a card to or from a foundation, a run lifted), or `code` -1, gets the full scan.
 */
export function compactSafeMoveAfter(pos: CompactPosition, code: number, effects: number): number {
  const rules = pos.rules;
  if (rules.tableauRedeal !== null || rules.grid !== null) return -1;
  if (code < 0 || (code & 3) !== 0 || (effects & (RUN_LIFTED | FILLED | PAIRED)) !== 0) return fullSafeMove(pos);
  const from = codeFrom(code);
  const to = codeTo(code);
  if (rules.kinds[from] === FOUNDATION || rules.kinds[to] === FOUNDATION) return fullSafeMove(pos);
  if (rules.classicFoundations && !homeBlockedByStock(pos)) {
    const low = from < to ? from : to;
    const high = from < to ? to : from;
    let found = safeHomeFrom(pos, low);
    if (found < 0) found = safeHomeFrom(pos, high);
    if (found >= 0) return found;
  }
  return settledMoveAfter(pos, from, to);
}

function fullSafeMove(pos: CompactPosition): number {
  const code = compactSafeMoveHome(pos);
  return code >= 0 ? code : compactSafeMoveOntoSettledRun(pos);
}

/** Whether the stock's rules stop every safe move home (`compactSafeMoveHome`'s first test). */
function homeBlockedByStock(pos: CompactPosition): boolean {
  const rules = pos.rules;
  const stock = rules.layout.stock;
  return rules.stockKind === 'deal-row' && stock >= 0 && (pos.length[stock] as number) > 0 && rules.dealWithEmpty === 'allow-if-unfillable';
}

/** `compactSafeMoveHome`'s test of pile `p` alone: the code of its top card's safe move home, or -1. */
function safeHomeFrom(pos: CompactPosition, p: number): number {
  const rules = pos.rules;
  const layout = rules.layout;
  const length = pos.length;
  if (p === layout.stock || (p >= layout.foundationStart && p < layout.foundationEnd)) return -1;
  if (p === layout.waste && rules.stockKind === 'draw-to-waste' && rules.draw > 1) return -1;
  const len = length[p] as number;
  if (len === 0) return -1;
  const top = pos.faces[p * rules.capacity + len - 1] as number;
  if ((top & FACE_DOWN) !== 0) return -1;
  const keepColumns = rules.stockKind === 'deal-row' && (length[layout.stock] as number) > 0 && rules.dealWithEmpty === 'forbid';
  if (keepColumns && len === 1 && p >= layout.tableauStart && p < layout.tableauEnd) return -1;
  const face = top & 63;
  const rank = face % 13;
  const homes = layout.foundationsOfSuit[Math.floor(face / 13)] as readonly number[];
  for (let i = 0; i < homes.length; i++) {
    const f = homes[i] as number;
    if (length[f] !== rank) continue;
    if (rules.building && anyAwayBuildsOn(pos, face)) return -1;
    return moveCode(p, f, 1);
  }
  return -1;
}

/**
 * `compactSafeMoveOntoSettledRun` after a move that touched only piles `a` and `b`: a settled column takes a
 * card now only if it is one of them, or if the card it wants is now on top of one of them.
 */
function settledMoveAfter(pos: CompactPosition, a: number, b: number): number {
  const rules = pos.rules;
  const layout = rules.layout;
  if (!rules.settledColumns) return -1;
  if (rules.stockKind === 'deal-row' && pos.length[layout.stock] !== 0) return -1;
  const drawsSeveral = rules.stockKind === 'draw-to-waste' && rules.draw > 1;
  const topA = offeredTop(pos, a, drawsSeveral);
  const topB = offeredTop(pos, b, drawsSeveral);
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
    const len = pos.length[t] as number;
    if (len === 0 || pos.down[t] !== 0 || pos.kingRun[t] !== len) continue;
    const wanted = (pos.top(t) % 52) - 1;
    if (wanted % 13 === 12 || wanted < 0) continue;
    let p: number;
    if (t === a || t === b) p = pileWithTop(pos, wanted, drawsSeveral);
    else p = wanted === topA ? a : wanted === topB ? b : -1;
    if (p >= 0 && p !== t) return moveCode(p, t, 1);
  }
  return -1;
}

/** The face pile `p`'s top card offers to a settled column (as `pileWithTop` reads it), or -1. */
function offeredTop(pos: CompactPosition, p: number, drawsSeveral: boolean): number {
  const layout = pos.rules.layout;
  if (p === layout.stock || (p >= layout.foundationStart && p < layout.foundationEnd)) return -1;
  if (p === layout.waste && drawsSeveral) return -1;
  const n = pos.length[p] as number;
  if (n === 0) return -1;
  const byte = pos.faces[p * pos.rules.capacity + n - 1] as number;
  return (byte & FACE_DOWN) !== 0 ? -1 : byte & 63;
}

function anyAwayBuildsOn(pos: CompactPosition, face: number): boolean {
  const layout = pos.rules.layout;
  for (const other of layout.buildersOfFace[face] as readonly number[]) {
    const rank = (other % 13) + 1;
    let home = 0;
    for (const f of layout.foundationsOfSuit[Math.floor(other / 13)] as readonly number[]) {
      if ((pos.length[f] as number) >= rank) home++;
    }
    if (home < (layout.copiesOfFace[other] as number)) return true;
  }
  return false;
}

/** `safeMoveOntoSettledRun` on the compact position: the code of the move, or -1. */
export function compactSafeMoveOntoSettledRun(pos: CompactPosition): number {
  const rules = pos.rules;
  const layout = rules.layout;
  if (!rules.settledColumns) return -1;
  if (rules.stockKind === 'deal-row' && pos.length[layout.stock] !== 0) return -1;
  const drawsSeveral = rules.stockKind === 'draw-to-waste' && rules.draw > 1;
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
    const len = pos.length[t] as number;
    // Settled: every card face up, and all of them a run built down in suit from a King (kept by the position).
    if (len === 0 || pos.down[t] !== 0 || pos.kingRun[t] !== len) continue;
    const wanted = (pos.top(t) % 52) - 1;
    if (wanted % 13 === 12 || wanted < 0) continue;
    // One copy of each card: the card a settled column wants lies on top of one pile at most.
    const p = pileWithTop(pos, wanted, drawsSeveral);
    if (p >= 0 && p !== t) return moveCode(p, t, 1);
  }
  return -1;
}

/** The pile whose face-up top card has face `face` (one copy of each card: at most one), or -1. */
function pileWithTop(pos: CompactPosition, face: number, drawsSeveral: boolean): number {
  const layout = pos.rules.layout;
  const capacity = pos.rules.capacity;
  const faces = pos.faces;
  for (let p = 0; p < pos.rules.pileCount; p++) {
    if (p === layout.stock || (p >= layout.foundationStart && p < layout.foundationEnd)) continue;
    if (p === layout.waste && drawsSeveral) continue;
    const n = pos.length[p] as number;
    // A face-down top card carries the FACE_DOWN mark, so its byte never equals a bare face's.
    if (n !== 0 && ((faces[p * capacity + n - 1] as number) & ~FIRST_CARD) === face) return p;
  }
  return -1;
}

/**
 * Whether a move (its code) can only waste time, because its outcome is, up to the interchangeability of
 * piles, the position itself or the outcome of a move tried already: a card from one cell to another; a
 * card to any empty cell but the first; and, when the columns are interchangeable (`symmetric`), a whole
 * column into an empty column, or cards into any empty column but the first (other than the one they leave).
 */
export function compactPointless(pos: CompactPosition, code: number, symmetric: boolean): boolean {
  if ((code & 3) !== 0) return false;
  const layout = pos.rules.layout;
  const from = codeFrom(code);
  const to = codeTo(code);
  const length = pos.length;
  if (to >= layout.cellStart && to < layout.cellEnd) {
    if (from >= layout.cellStart && from < layout.cellEnd) return true;
    for (let c = layout.cellStart; c < to; c++) if (length[c] === 0) return true;
    return false;
  }
  if (!symmetric || to < layout.tableauStart || to >= layout.tableauEnd || length[to] !== 0) return false;
  const fromColumn = from >= layout.tableauStart && from < layout.tableauEnd;
  if (fromColumn && length[from] === codeCount(code)) return true;
  for (let t = layout.tableauStart; t < to; t++) if (t !== from && length[t] === 0) return true;
  return false;
}

/**
 * Whether a move (its code) is lateral: a run moved from one column onto a card of another, when the run
 * already lies on a card it may be built on and the new card does not link to it any better (under the
 * pick-up rule's match), or when it splits a run that could be picked up whole. Such moves rarely help: they
 * rearrange without turning up, emptying or joining anything. Moves into an empty column are never lateral:
 * clearing a mixed column through an empty one is how Spider is played.
 */
export function compactLateral(pos: CompactPosition, code: number): boolean {
  if ((code & 3) !== 0) return false;
  const layout = pos.rules.layout;
  const from = codeFrom(code);
  const to = codeTo(code);
  if (from < layout.tableauStart || from >= layout.tableauEnd || to < layout.tableauStart || to >= layout.tableauEnd) return false;
  if (pos.length[to] === 0) return false;
  const under = (pos.length[from] as number) - codeCount(code) - 1;
  if (under < (pos.down[from] as number) || under < 0) return false;
  const bottom = pos.card(from, under + 1) % 52;
  const below = pos.card(from, under) % 52;
  if (layout.runLinks[bottom * 52 + below] === 1) return true;
  if (layout.builds[bottom * 52 + below] !== 1) return false;
  return layout.runLinks[bottom * 52 + (pos.top(to) % 52)] !== 1;
}

/**
 * How promising a position looks, from the rules alone: higher is better. It orders the search (the
 * most promising move is tried first) and picks a hint when no win is found in time. It reads only
 * face-up cards and counts of face-down ones, so it never peeks.
 * - Cards on the foundations count most: they are the goal.
 * - Face-down cards cost: turning them up is how hidden games progress.
 * - A break in a column (a face-up card that does not continue the run under it) costs: it has to be
 *   undone before the column can move as one. A card that may at least be built where it lies (a soft
 *   break: Spider's card on another suit) may cost less than one that may not (a hard break).
 * - For suit-by-suit foundations, the cards piled above the next card each foundation needs cost.
 * - Empty cells and, where they can be filled, empty columns are worth something: they are room to work.
 * - Cards in the stock may cost or count, to hasten or delay the deals (nothing, by default).
 */
export function compactScore(pos: CompactPosition, weights: ScoreWeights = DEFAULT_WEIGHTS): number {
  const rules = pos.rules;
  const layout = rules.layout;
  // The next card each foundation needs is read as up from the Ace in suit: other orders go without it.
  const upBySuit = rules.classicFoundations;
  const emptyColumnsCount = rules.emptyAccepts !== 'none';
  const length = pos.length;
  const faces = pos.faces;
  const capacity = rules.capacity;
  let home = 0;
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) home += length[f] as number;
  let faceDown = 0;
  let hardBreaks = 0;
  let softBreaks = 0;
  let emptyColumns = 0;
  let buried = 0;
  const needed = layout.scratch.needed;
  if (upBySuit) markNeeded(pos, 1);
  for (let p = layout.tableauStart; p < layout.tableauEnd; p++) {
    const len = length[p] as number;
    if (len === 0) {
      emptyColumns++;
      continue;
    }
    faceDown += pos.down[p] as number;
    if (pos.breaksStale[p] === 1) countBreaks(pos, p);
    hardBreaks += pos.hardBreaks[p] as number;
    softBreaks += pos.softBreaks[p] as number;
    if (upBySuit) {
      const base = p * capacity;
      for (let i = 0; i < len; i++) if (needed[(faces[base + i] as number) & 63] === 1) buried += len - 1 - i;
    }
  }
  if (upBySuit) markNeeded(pos, 0);
  let emptyCells = 0;
  for (let c = layout.cellStart; c < layout.cellEnd; c++) if (length[c] === 0) emptyCells++;
  const stock = layout.stock >= 0 ? (length[layout.stock] as number) : 0;
  return home * weights.home - faceDown * weights.faceDown - hardBreaks * weights.hardBreak - softBreaks * weights.softBreak
    - buried * weights.buried + emptyCells * weights.emptyCell + (emptyColumnsCount ? emptyColumns * weights.emptyColumn : 0)
    - stock * weights.stock;
}

/**
 * Counts column `p`'s breaks into the position's `hardBreaks` and `softBreaks`: each face-up card (above the
 * bottom card) that does not continue the pick-up run under it, soft where it may be built there.
 */
function countBreaks(pos: CompactPosition, p: number): void {
  const layout = pos.rules.layout;
  const links = layout.runLinks;
  const builds = layout.builds;
  const faces = pos.faces;
  const base = p * pos.rules.capacity;
  const len = pos.length[p] as number;
  let hard = 0;
  let soft = 0;
  for (let i = Math.max(pos.down[p] as number, 1); i < len; i++) {
    const pair = ((faces[base + i] as number) & 63) * 52 + ((faces[base + i - 1] as number) & 63);
    if (links[pair] !== 1) {
      if (builds[pair] === 1) soft++;
      else hard++;
    }
  }
  pos.hardBreaks[p] = hard;
  pos.softBreaks[p] = soft;
  pos.breaksStale[p] = 0;
}

function markNeeded(pos: CompactPosition, mark: number): void {
  const layout = pos.rules.layout;
  const needs = layout.scratch.needs;
  needs.fill(14);
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) {
    const suit = layout.foundationSuit[f - layout.foundationStart] ?? 0;
    const next = (pos.length[f] as number) + 1;
    if (next < (needs[suit] as number)) needs[suit] = next;
  }
  for (let suit = 0; suit < 4; suit++) {
    const rank = needs[suit] as number;
    if (rank <= 13) layout.scratch.needed[suit * 13 + rank - 1] = mark;
  }
}
