import type { Move, PileId } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import {
  compactColumnsInterchangeable, compactLateral, compactSafeMoveAfter, compactScore, compactWon,
} from '../engine/compact-helpers.js';
import { MoveList, searchMoveCodes } from '../engine/compact-moves.js';
import { CompactPosition, TURNED_UP } from '../engine/compact-position.js';
import { CELL, DEAL_CODE, NO_PILE, REDEAL_CODE, TABLEAU, codeCount, codeFrom, codeTo, compactRules, moveCode, type CompactRules } from '../engine/compact-rules.js';
import { SnapshotStore } from '../engine/snapshots.js';
import { DEFAULT_MAX_MEMORY_MB, MemoryBudget } from '../engine/memory-budget.js';
import { TranspositionTable } from '../engine/transposition.js';
import type { SolverLayout } from '../rules/layout.js';
import { searchBudget, searchClock } from './budget.js';
import { DEFAULT_WEIGHTS } from './heuristic.js';
import { CompactQueue } from './compact-queue.js';
import type { RatedMove, SearchLimits, SearchOutcome, SearchPaused } from './search.js';

export { DEFAULT_MAX_MEMORY_MB } from '../engine/memory-budget.js';

/** Score bonus of a frontier move: worth a little more than the card it turns up. */
const TURN_UP_BONUS = 15;

/**
 * The children of one position, kept in typed arrays that are made once per depth and reused by every
 * position expanded at that depth: no array or object is made per expansion or per child.
 */
/**
 * What a level's objects cost beside their arrays' contents (the level, its move list and seven typed arrays,
 * each with a header on the heap): a deep search holds one level a step, so the headers count too.
 */
const LEVEL_OBJECTS_BYTES = 1024;

class Level {
  /** The codes of every child's move and safe moves, one child after another. */
  codes = new Int32Array(64);
  /** Child `i`'s codes are `codes[starts[i] .. starts[i + 1])`. */
  starts = new Int32Array(33);
  scores = new Float64Array(32);
  /**
   * The code of the move back to this position from each child, or -1: a card move that changed nothing but
   * its two piles (no card turned up, no run lifted, no safe move after it) is taken straight back by its
   * reverse, whose outcome is this position, stored already; the child skips it rather than meet the table.
   */
  undos = new Int32Array(32);
  /** The root move each child descends from (at the root), else unused. */
  roots = new Int32Array(32);
  /** The children's indices, best score first (ties in the order they came). */
  order = new Int32Array(32);
  count = 0;
  /** The next child (a place in `order`) the depth-first search tries. */
  next = 0;
  /** The child of the level above whose codes led into this level's position. */
  entered = -1;
  readonly moves = new MoveList();

  /** The bytes the level holds (a depth-first stack of them is charged to the search's memory bound). */
  get bytes(): number {
    return LEVEL_OBJECTS_BYTES + this.codes.byteLength + this.starts.byteLength + this.scores.byteLength + this.undos.byteLength +
      this.roots.byteLength + this.order.byteLength + this.moves.codes.byteLength;
  }

  clear(): void {
    this.count = 0;
    this.next = 0;
    this.starts[0] = 0;
  }

  /** Adds a child: its first code, then the safe moves after it (`safe[0 .. safeCount)`). */
  add(code: number, safe: Int32Array, safeCount: number, score: number, undo: number, root: number): void {
    const i = this.count;
    if (i + 1 >= this.scores.length) this.#grow();
    let at = this.starts[i] as number;
    if (at + safeCount + 1 > this.codes.length) this.codes = widened(this.codes, at + safeCount + 1);
    this.codes[at++] = code;
    for (let k = 0; k < safeCount; k++) this.codes[at++] = safe[k] as number;
    this.starts[i + 1] = at;
    this.scores[i] = score;
    this.undos[i] = undo;
    this.roots[i] = root;
    this.count = i + 1;
  }

  /** Orders the children best score first; a stable insertion sort, as `Array.prototype.sort` is stable. */
  sort(): void {
    const order = this.order;
    const scores = this.scores;
    for (let i = 0; i < this.count; i++) {
      const score = scores[i] as number;
      let j = i;
      while (j > 0 && (scores[order[j - 1] as number] as number) < score) {
        order[j] = order[j - 1] as number;
        j--;
      }
      order[j] = i;
    }
  }

  #grow(): void {
    const n = this.scores.length * 2;
    this.starts = widened(this.starts, n + 1);
    const scores = new Float64Array(n);
    scores.set(this.scores);
    this.scores = scores;
    this.undos = widened(this.undos, n);
    this.roots = widened(this.roots, n);
    this.order = widened(this.order, n);
  }
}

function widened(array: Int32Array, atLeast: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(atLeast, array.length * 2));
  next.set(array);
  return next;
}


// What an expansion answers: its children are in the level, or why it stopped.
const EXPANDED = 0;
const WON = 1;
const FRONTIER = 2;
const FULL = 3;
const MEMORY = 4;

/** The core move of a code (frozen, made once per code and search). */
function moveMaker(rules: CompactRules): (code: number) => Move {
  const made = new Map<number, Move>();
  const deal: Move = Object.freeze({ kind: 'deal' });
  const redeal: Move = Object.freeze({ kind: 'redeal' });
  return (code) => {
    if (code === DEAL_CODE) return deal;
    if (code === REDEAL_CODE) return redeal;
    let move = made.get(code);
    if (!move) {
      move = Object.freeze({ kind: 'move', from: rules.ids[codeFrom(code)] as PileId, to: rules.ids[codeTo(code)] as PileId, count: codeCount(code) });
      made.set(code, move);
    }
    return move;
  };
}

/**
 * A depth-first search over positions with a transposition table, children tried best-score first ("soft
 * DFS" in fc-solve's words), or a best-first one (`limits.strategy`). Safe moves are played as soon as they
 * appear and become part of the move that led to them. Complete unless it skipped moves: when the reachable
 * positions are exhausted, there is no win among them. With `limits.sliceMs` it pauses every so often, and
 * `resume` carries on exactly where it stopped. It runs on the compact engine: one position played and taken back in place, the children of a position kept as move
 * codes and scores, and a {@link TranspositionTable} found by incremental Zobrist hashes and bounded by
 * `maxMemoryMB` as well as `maxStates`. The best-first search keeps a snapshot of each position waiting.
 */
export function compactSearchInSlices(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome | SearchPaused {
  const rules = compactRules(layout);
  const began = performance.now();
  const pos = new CompactPosition(rules, start);
  const merging = limits.mergeColumnsEarly && rules.stockKind === 'deal-row' && rules.coveredBy === null;
  const memory = new MemoryBudget(limits.maxMemoryMB ?? DEFAULT_MAX_MEMORY_MB);
  const table = new TranspositionTable(rules, merging, memory);
  const toMove = moveMaker(rules);
  const weights = limits.weights ?? DEFAULT_WEIGHTS;
  const bestFirstSearch = limits.strategy === 'best-first';
  const { playSafeMovesHome, stopAtHiddenCards, rateMoves, skipLateralMoves } = limits;
  let frontierSeen = false;
  let skippedMoves = merging;
  const budget = searchBudget(limits, began, () => skippedMoves);
  let best: RatedMove | null = null;
  const rootChildMoves: Move[] = [];
  let safe = new Int32Array(64);
  let safeCount = 0;
  /** The codes of the winning line from the last expanded position, when an expansion finds one. */
  let winning: number[] = [];

  /**
   * Plays safe moves while there are any, their codes into `safe` from `safeCount` on; true when one turned
   * up a hidden card and that stops us. `last` and `lastEffects` are the move that reached the position
   * from one with no safe move, or -1 when there is none such (see `compactSafeMoveAfter`). After a safe
   * move the scan is full: the position it was played from may have offered others.
   */
  const playSafe = (last: number, lastEffects: number): boolean => {
    if (!playSafeMovesHome) return false;
    for (let code = compactSafeMoveAfter(pos, last, lastEffects); code >= 0; code = compactSafeMoveAfter(pos, -1, 0)) {
      const effects = pos.make(code);
      if (safeCount >= safe.length) safe = widened(safe, safeCount + 1);
      safe[safeCount++] = code;
      if (stopAtHiddenCards && (effects & TURNED_UP) !== 0) return true;
    }
    return false;
  };
  safeCount = 0;
  const openingTurned = playSafe(-1, 0);
  const opening = Array.from(safe.subarray(0, safeCount));
  const openingSafeMoves = opening.map(toMove);
  const rootScore = compactScore(pos, weights);
  const finish = (end: SearchOutcome['end'], codes: readonly number[] = []): SearchOutcome => ({
    end, moves: codes.map(toMove), frontierSeen, statesExplored: table.size, openingSafeMoves, best, rootScore, skippedMoves, table: { bytes: table.bytes, keyBytes: table.keyBytes, pileBytes: table.pileBytes, piles: table.piles },
  });
  if (openingTurned) {
    frontierSeen = true;
    const first = openingSafeMoves[0];
    if (first) best = { move: first, score: rootScore + TURN_UP_BONUS, turnsUpCards: true };
    return finish('frontier');
  }
  if (compactWon(pos)) return finish('won', opening);
  table.add(pos, Number.POSITIVE_INFINITY);
  for (const before of limits.visited ?? []) table.add(new CompactPosition(rules, before), Number.POSITIVE_INFINITY);

  const rate = (rootChild: number, score: number, turnsUpCards: boolean): void => {
    const move = rootChildMoves[rootChild];
    if (move && (!best || score > best.score)) best = { move, score, turnsUpCards };
  };

  /** The codes of {@link commutingSiblings}, `[0 .. commutingCount)`. */
  let commuting = new Int32Array(32);
  let commutingCount = 0;
  /**
   * Where the depth-first search entered this position from `parent` by its child `entered` alone (one card
   * move, no effect, no safe move after it), collects the earlier children of `parent` that commute with
   * that move: plain moves too, on other piles, after which the entering move is still listed. For such a
   * child `b` of the parent `P` and the entering move `a`, the search has already expanded `P + b` whole,
   * where `a` was listed (see `listedAfter`), so `P + b + a`, which is `P + a + b`, is stored already (or the
   * search would have stopped there): `b` here can only meet the table. Skipping it stores the same
   * positions in the same order. Cells are interchangeable in the key, so a move into a cell counts as the
   * same move whichever cell it takes (`anyCell`): two cards sent to the first empty cell, one before the
   * other, commute, each taking the next empty cell after the other (a card that leaves a cell frees one
   * too). A hint's search rates the children that turn up a card without storing them, so it skips nothing.
   */
  const commutingSiblings = (parent: Level | null, entered: number): void => {
    commutingCount = 0;
    if (parent === null || (stopAtHiddenCards && rateMoves) || (parent.undos[entered] as number) < 0) return;
    const a = parent.codes[parent.starts[entered] as number] as number;
    const aFrom = codeFrom(a);
    const aTo = codeTo(a);
    for (let i = 0; i < parent.next - 1; i++) {
      const b = parent.order[i] as number;
      if ((parent.undos[b] as number) < 0) continue;
      const code = parent.codes[parent.starts[b] as number] as number;
      const from = codeFrom(code);
      const to = codeTo(code);
      if (from === aFrom || from === aTo || to === aFrom || (to === aTo && rules.kinds[to] !== CELL)) continue;
      if (!listedAfter(a, code)) continue;
      if (commutingCount >= commuting.length) commuting = widened(commuting, commutingCount + 1);
      commuting[commutingCount++] = anyCell(code);
    }
  };
  /** Whether a pile's emptiness counts in the move rules: a column or a cell (run limits, pointless moves). */
  const isSpace = (p: number): boolean => rules.kinds[p] === TABLEAU || rules.kinds[p] === CELL;
  /**
   * Whether the card move `a` (played last, into the position `pos` is at) was listed, and not found
   * pointless, after the card move `b` on other piles, in the position `a` was played from, or its like
   * into another cell when `a` went into a cell. Only the empty columns and cells that `b` changes can
   * tell: filling one lowers the run limits (a single card moves whatever they are); emptying one raises
   * them, and makes a move into a later empty column pointless (into a later empty cell too, but the card
   * then goes into the cell `b` emptied, which the key cannot tell from the other).
   */
  const listedAfter = (a: number, b: number): boolean => {
    const aTo = codeTo(a);
    const bFrom = codeFrom(b);
    const bTo = codeTo(b);
    const length = pos.length;
    const aToCell = rules.kinds[aTo] === CELL;
    if (isSpace(bTo) && length[bTo] === 0 && codeCount(a) !== 1) return false;
    if (isSpace(bFrom) && length[bFrom] === codeCount(b) && !aToCell) {
      const aToWasEmpty = isSpace(aTo) && length[aTo] === codeCount(a);
      if (aToWasEmpty && rules.kinds[bFrom] === rules.kinds[aTo] && bFrom < aTo) return false;
    }
    return true;
  };
  /** A card move's code with any cell it goes into named alike (`NO_PILE`). */
  const anyCell = (code: number): number => (rules.kinds[codeTo(code)] === CELL ? moveCode(codeFrom(code), NO_PILE, codeCount(code)) : code);
  /** The entering move's source and destination and the cards it carried, and the parent's list (see `detours`). */
  let detourFrom = -1;
  let detourTo = -1;
  let detourCount = 0;
  let detourList: MoveList | null = null;
  /**
   * Where the depth-first search entered this position `P` from `parent` (the position `G`) by its child
   * `entered` alone, a plain card move `a` of `k` cards from pile `s` to pile `d` (no effect, no safe move
   * after it), notes `a` and `G`'s list, for {@link isDetour}.
   */
  const detours = (parent: Level | null, entered: number): void => {
    detourList = null;
    if (parent === null || (stopAtHiddenCards && rateMoves) || (parent.undos[entered] as number) < 0) return;
    const a = parent.codes[parent.starts[entered] as number] as number;
    detourFrom = codeFrom(a);
    detourTo = codeTo(a);
    detourCount = codeCount(a);
    detourList = parent.moves;
  };
  /**
   * Whether `code` moves on the `k` cards `a` moved, from `d` to a pile `e`, where `G` listed a move of
   * `k` cards from `s` to `e` and its expansion played it (not skipped as lateral: see `expand`). That
   * leads to `G` played `s` to `e`: pile `s` lost the cards, `d` is as it was in `G` (its top card was face
   * up, or it was empty, before `a`: `a` turned nothing up), `e` gained them, and whatever the move lifts
   * from `e` it lifts in both; both positions were entered from one with no safe move, so they play the same
   * safe moves after it. `G`'s expansion made that child and found it stored or stored it, or skipped it as
   * the way back, as commuting or as such a detour (each proved stored): the move here can only meet the
   * table, so skipping it stores the same positions in the same order. Cells are not named alike here: a
   * move listed into a cell is into the first empty one, and `a` leaves the cells but `s` and `d` alone.
   */
  const isDetour = (code: number): boolean => {
    const list = detourList;
    if (list === null || codeFrom(code) !== detourTo || codeCount(code) !== detourCount || (code & 3) !== 0) return false;
    const direct = moveCode(detourFrom, codeTo(code), detourCount);
    for (let i = 0; i < list.size; i++) if (list.codes[i] === direct) return true;
    return false;
  };
  const commutes = (code: number): boolean => {
    const key = anyCell(code);
    for (let i = 0; i < commutingCount; i++) if (commuting[i] === key) return true;
    return false;
  };

  /**
   * Fills `level` with the children of the position `pos` is at, best first. Answers what stopped it
   * instead: `WON` (the line's codes are in `winning`), `FRONTIER`, `FULL` or `MEMORY`. `parent` and
   * `entered` say how the depth-first search came here (see `commutingSiblings`); null elsewhere.
   */
  const expand = (level: Level, rootChild: number, undo: number, parent: Level | null = null, entered = -1): number => {
    level.clear();
    const symmetric = merging || compactColumnsInterchangeable(pos);
    const parentScore = rateMoves ? compactScore(pos, weights) : 0;
    const list = level.moves;
    searchMoveCodes(pos, list, symmetric);
    commutingSiblings(parent, entered);
    detours(parent, entered);
    const n = list.size;
    const codes = list.codes;
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      if (code === undo) continue;
      if (commutingCount > 0 && commutes(code)) {
        if (limits.checkSkippedMoves) checkStored(code);
        continue;
      }
      if (isDetour(code)) {
        if (limits.checkSkippedMoves) checkStored(code);
        continue;
      }
      if (skipLateralMoves && compactLateral(pos, code)) {
        skippedMoves = true;
        // Not played, so not a detour's other end (see `detours`).
        codes[i] = -1;
        continue;
      }
      const here = rootChild < 0 ? rootChildMoves.length : rootChild;
      if (stopAtHiddenCards && code === DEAL_CODE) {
        frontierSeen = true;
        if (!rateMoves) return FRONTIER;
        if (rootChild < 0) rootChildMoves.push(toMove(code));
        rate(here, parentScore + TURN_UP_BONUS / 3, true);
        continue;
      }
      const effects = pos.make(code);
      if (rootChild < 0) rootChildMoves.push(toMove(code));
      if (stopAtHiddenCards && (effects & TURNED_UP) !== 0) {
        pos.unmake();
        frontierSeen = true;
        if (!rateMoves) return FRONTIER;
        rate(here, parentScore + TURN_UP_BONUS, true);
        continue;
      }
      safeCount = 0;
      const turnedUp = playSafe(code, effects);
      const made = 1 + safeCount;
      if (turnedUp) {
        unmake(made);
        frontierSeen = true;
        if (!rateMoves) return FRONTIER;
        rate(here, parentScore + TURN_UP_BONUS, true);
        continue;
      }
      if (compactWon(pos)) {
        winning = [code, ...safe.subarray(0, safeCount)];
        return WON;
      }
      let stored = table.add(pos, budget.maxStates);
      if (stored === 'max-states') stored = budget.extend() ? table.add(pos, budget.maxStates) : 'max-states';
      if (stored !== true) {
        unmake(made);
        if (stored === false) continue;
        return stored === 'max-states' ? FULL : MEMORY;
      }
      const score = compactScore(pos, weights);
      if (rateMoves) rate(here, score, false);
      const back = (code & 3) === 0 && effects === 0 && safeCount === 0 ? moveCode(codeTo(code), codeFrom(code), codeCount(code)) : -1;
      level.add(code, safe, safeCount, score, back, here);
      unmake(made);
    }
    level.sort();
    return EXPANDED;
  };
  /** `checkSkippedMoves`: the skipped move's child, safe moves played, must be stored already. */
  const checkStored = (code: number): void => {
    safeCount = 0;
    pos.make(code);
    playSafe(-1, 0);
    const stored = table.has(pos);
    unmake(1 + safeCount);
    if (!stored) throw new Error(`The move ${code} skipped as commuting leads to a position not stored.`);
  };
  const unmake = (n: number): void => {
    for (let i = 0; i < n; i++) pos.unmake();
  };

  const stopped = (status: number): SearchOutcome | null => {
    if (status === FRONTIER) return finish('frontier');
    if (status === FULL) return finish('max-states');
    if (status === MEMORY) return finish('max-memory');
    return null;
  };

  // The clock is read after the setup too: on a large variant the opening alone can use up a budget.
  const clock = searchClock(limits, began, (now) => budget.outOfTime(now));
  const setUp = clock.check();
  if (setUp && setUp !== 'pause') return finish(setUp);
  const levels: Level[] = [new Level()];
  /** The depth-first stack's bytes: each level as charged when last expanded into. */
  const stack = { bytes: 0 };
  const charged: number[] = [];
  memory.charge(stack);
  const root = levels[0] as Level;
  const first = expand(root, -1, -1);
  const early = stopped(first);
  if (early) return early;
  if (first === WON) return finish('won', [...opening, ...winning]);
  const outOfBudget = (): SearchOutcome['end'] | 'pause' | null => clock.tick() ?? (memory.fits(0) ? null : 'max-memory');
  const pause = (run: () => SearchOutcome | SearchPaused): SearchPaused => ({
    end: 'paused',
    resume: () => {
      clock.resumed();
      return run();
    },
  });

  if (bestFirstSearch) {
    const queue = new CompactQueue();
    // One snapshot an expanded position, shared by its children (each is its codes played from it), kept
    // while any of them waits: `waiting[slot]` counts them.
    const snapshots = new SnapshotStore(pos);
    memory.charge(queue);
    memory.charge(snapshots);
    let waiting = new Int32Array(256);
    const push = (level: Level, parent: number, rootChild: number): void => {
      if (level.count === 0) return;
      const slot = snapshots.save();
      if (slot >= waiting.length) waiting = widened(waiting, slot + 1);
      waiting[slot] = level.count;
      for (let i = 0; i < level.count; i++) {
        const c = level.order[i] as number;
        const root = rootChild < 0 ? (level.roots[c] as number) : rootChild;
        queue.push(level.codes, level.starts[c] as number, level.starts[c + 1] as number, level.scores[c] as number, parent, root, slot, level.undos[c] as number);
      }
    };
    push(root, -1, -1);
    /** The node whose position `pos` is at (-1: the root's, where the search starts). */
    let loaded = -1;
    const bestFirst = (): SearchOutcome | SearchPaused => {
      while (queue.size > 0) {
        const stop = outOfBudget();
        if (stop === 'pause') return pause(bestFirst);
        if (stop) return finish(stop);
        const node = queue.pop();
        const slot = queue.slot(node);
        // The best node is often a child of the one expanded last, whose position `pos` is back at.
        if (queue.parent(node) !== loaded) snapshots.restore(slot);
        for (const code of queue.codes(node)) pos.make(code);
        waiting[slot] = (waiting[slot] as number) - 1;
        if (waiting[slot] === 0) snapshots.free(slot);
        loaded = node;
        const status = expand(root, queue.rootChild(node), queue.undo(node));
        const end = stopped(status);
        if (end) return end;
        if (status === WON) return finish('won', [...opening, ...queue.line(node), ...winning]);
        push(root, node, queue.rootChild(node));
      }
      return finish('exhausted');
    };
    return bestFirst();
  }

  // The depth-first stack: one level a depth, each holding its position's children and the next to try.
  let depth = 0;
  /** The codes that led into the level at `d` (its `entered` child of the level above). */
  const enteredCount = (d: number): number => {
    const above = levels[d - 1] as Level;
    const c = (levels[d] as Level).entered;
    return (above.starts[c + 1] as number) - (above.starts[c] as number);
  };
  const depthFirst = (): SearchOutcome | SearchPaused => {
    while (depth >= 0) {
      const level = levels[depth] as Level;
      if (level.next >= level.count) {
        if (depth > 0) unmake(enteredCount(depth));
        depth--;
        continue;
      }
      const stop = outOfBudget();
      if (stop === 'pause') return pause(depthFirst);
      if (stop) return finish(stop);
      const c = level.order[level.next++] as number;
      const from = level.starts[c] as number;
      const to = level.starts[c + 1] as number;
      for (let k = from; k < to; k++) pos.make(level.codes[k] as number);
      // Below the root, every level descends from the root child the first level was entered by.
      const rootChild = depth === 0 ? (level.roots[c] as number) : (root.roots[(levels[1] as Level).entered] as number);
      if (depth + 1 >= levels.length) levels.push(new Level());
      const child = levels[depth + 1] as Level;
      const status = expand(child, rootChild, level.undos[c] as number, level, c);
      stack.bytes += child.bytes - (charged[depth + 1] ?? 0);
      charged[depth + 1] = child.bytes;
      const end = stopped(status);
      if (end) return end;
      child.entered = c;
      if (status === WON) {
        const line = [...opening];
        for (let d = 1; d <= depth + 1; d++) {
          const above = levels[d - 1] as Level;
          const e = (levels[d] as Level).entered;
          for (let k = above.starts[e] as number; k < (above.starts[e + 1] as number); k++) line.push(above.codes[k] as number);
        }
        line.push(...winning);
        return finish('won', line);
      }
      depth++;
    }
    return finish('exhausted');
  };
  return depthFirst();
}

/** Runs a compact search to its end, resuming it whenever it pauses. */
export function compactSearch(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome {
  let result = compactSearchInSlices(layout, start, limits);
  while (result.end === 'paused') result = result.resume();
  return result;
}
