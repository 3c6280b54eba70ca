import type { Move, PileId } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import {
  compactColumnsInterchangeable, compactLateral, compactPointless, compactSafeMoveHome, compactSafeMoveOntoSettledRun, compactScore, compactWon,
} from '../engine/compact-helpers.js';
import { MoveList, legalMoveCodes } from '../engine/compact-moves.js';
import { CompactPosition, TURNED_UP } from '../engine/compact-position.js';
import { DEAL_CODE, REDEAL_CODE, compactUnsupported, codeCount, codeFrom, codeTo, compactRules, moveCode, type CompactRules } from '../engine/compact-rules.js';
import { TranspositionTable } from '../engine/transposition.js';
import type { SolverLayout } from '../rules/layout.js';
import { searchBudget } from './budget.js';
import { DEFAULT_WEIGHTS } from './heuristic.js';
import { NodeHeap, lineTo, type Node } from './node-heap.js';
import { CLOCK_EVERY, searchInSlices, type RatedMove, type SearchLimits, type SearchOutcome, type SearchPaused } from './search.js';

/** The memory bound of a search's transposition table when none is given, in megabytes. */
export const DEFAULT_MAX_MEMORY_MB = 512;

/** Score bonus of a frontier move: worth a little more than the card it turns up (as in `search.ts`). */
const TURN_UP_BONUS = 15;

/** The children of a position, as the depth-first search keeps them: flat arrays, no object a child. */
interface Frame {
  /** The codes of every child's move and safe moves, one child after another. */
  readonly codes: number[];
  /** Child `i`'s codes are `codes[starts[i] .. starts[i + 1])`. */
  readonly starts: number[];
  readonly scores: number[];
  /** The code of the move back to this position from each child, or -1 (see `undoOf`). */
  readonly undos: number[];
  /** The root move each child descends from (at the root), else unused. */
  readonly roots: number[];
  /** A snapshot of each child, for the best-first search only. */
  readonly snapshots: Int32Array[];
  /** The children's indices, best score first. */
  order: number[];
}

interface CompactNode extends Node {
  readonly snapshot: Int32Array;
  readonly undoCode: number;
}

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

/** A copy of a compact position: lengths, face-down counts, redeals, then every pile's cards. */
function snapshotOf(pos: CompactPosition): Int32Array {
  const n = pos.rules.pileCount;
  let cards = 0;
  for (let p = 0; p < n; p++) cards += pos.length[p] as number;
  const out = new Int32Array(2 * n + 1 + cards);
  let at = 2 * n + 1;
  for (let p = 0; p < n; p++) {
    const len = pos.length[p] as number;
    out[p] = len;
    out[n + p] = pos.down[p] as number;
    for (let i = 0; i < len; i++) out[at++] = pos.card(p, i);
  }
  out[2 * n] = pos.redealsUsed;
  return out;
}

/** A core state from a snapshot, to load into the position. */
function stateOf(rules: CompactRules, snapshot: Int32Array): GameState {
  const n = rules.pileCount;
  let at = 2 * n + 1;
  const piles = [];
  for (let p = 0; p < n; p++) {
    const len = snapshot[p] as number;
    piles.push({ cards: Array.from(snapshot.subarray(at, at + len)), faceDown: snapshot[n + p] as number });
    at += len;
  }
  return { piles, redealsUsed: snapshot[2 * n] as number, score: 0, movesMade: 0 };
}

/**
 * `searchInSlices` (see `search.ts`: the same search, position for position and move for move) on the
 * compact engine: one position played and taken back in place, the children of a position kept as move
 * codes and scores, and a {@link TranspositionTable} found by incremental Zobrist hashes and bounded by
 * `maxMemoryMB` as well as `maxStates`. The best-first search keeps a snapshot of each position waiting.
 */
export function compactSearchInSlices(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome | SearchPaused {
  if (compactUnsupported(layout.variant) !== undefined) return searchInSlices(layout, start, limits);
  const rules = compactRules(layout);
  const began = performance.now();
  const pos = new CompactPosition(rules, start);
  const merging = limits.mergeColumnsEarly && rules.stockKind === 'deal-row';
  const table = new TranspositionTable(rules, merging, limits.maxMemoryMB ?? DEFAULT_MAX_MEMORY_MB);
  const list = new MoveList();
  const toMove = moveMaker(rules);
  const weights = limits.weights ?? DEFAULT_WEIGHTS;
  const bestFirstSearch = limits.strategy === 'best-first';
  let frontierSeen = false;
  let skippedMoves = merging;
  const budget = searchBudget(limits, began, () => skippedMoves);
  let best: RatedMove | null = null;
  const rootChildMoves: Move[] = [];
  const safeCodes: number[] = [];

  /** Plays safe moves while there are any; true when one turned up a hidden card and that stops us. */
  const playSafe = (into: number[]): boolean => {
    if (!limits.playSafeMovesHome) return false;
    for (;;) {
      let code = compactSafeMoveHome(pos);
      if (code < 0) code = compactSafeMoveOntoSettledRun(pos);
      if (code < 0) return false;
      const effects = pos.make(code);
      into.push(code);
      if (limits.stopAtHiddenCards && (effects & TURNED_UP) !== 0) return true;
    }
  };
  const opening: number[] = [];
  const openingTurned = playSafe(opening);
  const openingSafeMoves = opening.map(toMove);
  const rootScore = compactScore(pos, weights);
  const finish = (end: SearchOutcome['end'], codes: readonly number[] = []): SearchOutcome => ({
    end, moves: codes.map(toMove), frontierSeen, statesExplored: table.size, openingSafeMoves, best, rootScore, skippedMoves, table: { bytes: table.bytes, keyBytes: table.keyBytes },
  });
  if (openingTurned) {
    frontierSeen = true;
    const first = openingSafeMoves[0];
    if (first) best = { move: first, score: rootScore + TURN_UP_BONUS, turnsUpCards: true };
    return finish('frontier');
  }
  if (compactWon(pos)) return finish('won', opening);
  table.add(pos, Number.POSITIVE_INFINITY);

  const rate = (rootChild: number, score: number, turnsUpCards: boolean): void => {
    const move = rootChildMoves[rootChild];
    if (move && (!best || score > best.score)) best = { move, score, turnsUpCards };
  };
  const unmake = (n: number): void => {
    for (let i = 0; i < n; i++) pos.unmake();
  };

  /** The children of the position `pos` is at, best first; or the winning line's codes; or why it stopped. */
  const expand = (rootChild: number, undo: number): Frame | number[] | 'frontier' | 'full' | 'memory' => {
    const frame: Frame = { codes: [], starts: [0], scores: [], undos: [], roots: [], snapshots: [], order: [] };
    const symmetric = merging || compactColumnsInterchangeable(pos);
    const parentScore = limits.rateMoves ? compactScore(pos, weights) : 0;
    legalMoveCodes(pos, list);
    const n = list.size;
    const codes = list.codes.slice(0, n);
    for (let i = 0; i < n; i++) {
      const code = codes[i] as number;
      if (code === undo) continue;
      if (compactPointless(pos, code, symmetric)) continue;
      if (limits.skipLateralMoves && compactLateral(pos, code)) {
        skippedMoves = true;
        continue;
      }
      const here = rootChild < 0 ? rootChildMoves.length : rootChild;
      if (limits.stopAtHiddenCards && code === DEAL_CODE) {
        frontierSeen = true;
        if (!limits.rateMoves) return 'frontier';
        if (rootChild < 0) rootChildMoves.push(toMove(code));
        rate(here, parentScore + TURN_UP_BONUS / 3, true);
        continue;
      }
      const effects = pos.make(code);
      if (rootChild < 0) rootChildMoves.push(toMove(code));
      if (limits.stopAtHiddenCards && (effects & TURNED_UP) !== 0) {
        pos.unmake();
        frontierSeen = true;
        if (!limits.rateMoves) return 'frontier';
        rate(here, parentScore + TURN_UP_BONUS, true);
        continue;
      }
      safeCodes.length = 0;
      const turnedUp = playSafe(safeCodes);
      const made = 1 + safeCodes.length;
      if (turnedUp) {
        unmake(made);
        frontierSeen = true;
        if (!limits.rateMoves) return 'frontier';
        rate(here, parentScore + TURN_UP_BONUS, true);
        continue;
      }
      if (compactWon(pos)) return [code, ...safeCodes];
      let stored = table.add(pos, budget.maxStates);
      if (stored === 'max-states') stored = budget.extend() ? table.add(pos, budget.maxStates) : 'max-states';
      if (stored !== true) {
        unmake(made);
        if (stored === false) continue;
        return stored === 'max-states' ? 'full' : 'memory';
      }
      const score = compactScore(pos, weights);
      if (limits.rateMoves) rate(here, score, false);
      frame.codes.push(code);
      for (const safe of safeCodes) frame.codes.push(safe);
      frame.starts.push(frame.codes.length);
      frame.scores.push(score);
      frame.undos.push((code & 3) === 0 && effects === 0 && safeCodes.length === 0 ? moveCode(codeTo(code), codeFrom(code), codeCount(code)) : -1);
      frame.roots.push(here);
      if (bestFirstSearch) frame.snapshots.push(snapshotOf(pos));
      unmake(made);
    }
    const scores = frame.scores;
    frame.order = scores.map((_, i) => i);
    frame.order.sort((a, b) => (scores[b] as number) - (scores[a] as number));
    return frame;
  };

  const stopped = (value: Frame | number[] | 'frontier' | 'full' | 'memory'): SearchOutcome | null => {
    if (value === 'frontier') return finish('frontier');
    if (value === 'full') return finish('max-states');
    if (value === 'memory') return finish('max-memory');
    return null;
  };

  // The clock is read after the setup too: on a large variant the opening alone can use up a budget.
  if (limits.signal?.aborted) return finish('aborted');
  if (budget.outOfTime(performance.now())) return finish('time');
  const first = expand(-1, -1);
  const early = stopped(first);
  if (early) return early;
  if (Array.isArray(first)) return finish('won', [...opening, ...first]);
  const root = first as Frame;
  let expansions = 0;
  const { sliceMs } = limits;
  let sliceEnds = sliceMs === undefined ? Number.POSITIVE_INFINITY : began + sliceMs;
  const outOfBudget = (): SearchOutcome['end'] | 'pause' | null => {
    if (++expansions % CLOCK_EVERY === 0) {
      if (limits.signal?.aborted) return 'aborted';
      const now = performance.now();
      if (budget.outOfTime(now)) return 'time';
      if (now > sliceEnds) return 'pause';
    }
    return null;
  };
  const pause = (run: () => SearchOutcome | SearchPaused): SearchPaused => ({
    end: 'paused',
    resume: () => {
      sliceEnds = performance.now() + (sliceMs ?? 0);
      return run();
    },
  });

  if (bestFirstSearch) {
    const heap = new NodeHeap<CompactNode>();
    const push = (frame: Frame, parent: CompactNode | null, rootChild: number): void => {
      for (let i = 0; i < frame.scores.length; i++) {
        const c = frame.order[i] as number;
        heap.push({
          moves: frame.codes.slice(frame.starts[c], frame.starts[c + 1]).map(toMove),
          state: null,
          score: frame.scores[c] as number,
          parent,
          depth: parent ? parent.depth + 1 : 1,
          rootChild: rootChild < 0 ? (frame.roots[c] as number) : rootChild,
          undo: null,
          snapshot: frame.snapshots[c] as Int32Array,
          undoCode: frame.undos[c] as number,
        });
      }
    };
    push(root, null, -1);
    const bestFirst = (): SearchOutcome | SearchPaused => {
      while (heap.size > 0) {
        const stop = outOfBudget();
        if (stop === 'pause') return pause(bestFirst);
        if (stop) return finish(stop);
        const node = heap.pop() as CompactNode;
        pos.load(stateOf(rules, node.snapshot));
        const children = expand(node.rootChild, node.undoCode);
        const end = stopped(children);
        if (end) return end;
        if (Array.isArray(children)) {
          return { ...finish('won', opening), moves: [...openingSafeMoves, ...lineTo(node), ...children.map(toMove)] };
        }
        push(children as Frame, node, node.rootChild);
      }
      return finish('exhausted');
    };
    return bestFirst();
  }

  // The depth-first stack: each frame's children, the next to try, and the codes that led into it.
  const frames: Frame[] = [root];
  const next: number[] = [0];
  const entered: number[][] = [[]];
  const rootOf: number[] = [-1];
  const depthFirst = (): SearchOutcome | SearchPaused => {
    while (frames.length > 0) {
      const top = frames.length - 1;
      const frame = frames[top] as Frame;
      if ((next[top] as number) >= frame.scores.length) {
        frames.pop();
        next.pop();
        rootOf.pop();
        unmake((entered.pop() as number[]).length);
        continue;
      }
      const stop = outOfBudget();
      if (stop === 'pause') return pause(depthFirst);
      if (stop) return finish(stop);
      const c = frame.order[next[top] as number] as number;
      next[top] = (next[top] as number) + 1;
      const codes = frame.codes.slice(frame.starts[c], frame.starts[c + 1]);
      for (const code of codes) pos.make(code);
      const rootChild = (rootOf[top] as number) < 0 ? (frame.roots[c] as number) : (rootOf[top] as number);
      const children = expand(rootChild, frame.undos[c] as number);
      const end = stopped(children);
      if (end) return end;
      if (Array.isArray(children)) {
        const line = [...opening];
        for (let i = 1; i < entered.length; i++) line.push(...(entered[i] as number[]));
        line.push(...codes, ...children);
        return finish('won', line);
      }
      frames.push(children as Frame);
      next.push(0);
      entered.push(codes);
      rootOf.push(rootChild);
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
