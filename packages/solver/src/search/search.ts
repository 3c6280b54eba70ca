import type { Effect, Move, PileId, PileState } from '@patience/core';
import { applyLegalMove, legalMoves, pileIds, type GameState } from '@patience/core/engine';
import { KeySet, columnsInterchangeable, keyWriter } from '../position/key.js';
import { safeMoveHome, safeMoveOntoSettledRun } from '../position/safe-moves.js';
import type { SolverLayout } from '../rules/layout.js';
import { searchBudget, searchClock } from './budget.js';
import { DEFAULT_MAX_MEMORY_MB, MemoryBudget } from '../engine/memory-budget.js';
import { DEFAULT_WEIGHTS, positionScore } from './heuristic.js';
import { NodeHeap, byScore, lineTo, type Node } from './node-heap.js';
import type { SearchLimits } from './limits.js';

export type { SearchLimits } from './limits.js';

/** The best first move a search saw, by the score of the best position it led to. */
export interface RatedMove {
  readonly move: Move;
  readonly score: number;
  /** The move turns up a hidden card or deals, or leads to a position where one does. */
  readonly turnsUpCards: boolean;
}

/** A search paused after its slice of time (see {@link SearchLimits.sliceMs}): `resume` carries it on. */
export interface SearchPaused {
  readonly end: 'paused';
  readonly resume: () => SearchOutcome | SearchPaused;
}

/** How a search ended. */
export interface SearchOutcome {
  readonly end: 'won' | 'exhausted' | 'frontier' | 'max-states' | 'max-memory' | 'time' | 'aborted';
  /** The moves from the position to a win, when `end` is `won`. */
  readonly moves: readonly Move[];
  /** Whether a move that turns up a hidden card was reached (only when stopping at hidden cards). */
  readonly frontierSeen: boolean;
  readonly statesExplored: number;
  /** The safe moves home played first, from the given position. */
  readonly openingSafeMoves: readonly Move[];
  /** The best first move by rating, when `rateMoves`. */
  readonly best: RatedMove | null;
  /** The score of the given position after its safe moves home. */
  readonly rootScore: number;
  /** Whether a lateral move was skipped: if so, running out of positions proves nothing. */
  readonly skippedMoves: boolean;
  /** The transposition table's bytes and its keys' bytes, where the compact search kept it. */
  readonly table?: { readonly bytes: number; readonly keyBytes: number; readonly pileBytes: number; readonly piles: number };
}

interface Child {
  readonly moves: readonly Move[];
  readonly state: GameState;
  readonly score: number;
  /** The move that leads straight back to the parent, when there is one (see {@link undoOf}). */
  readonly undo: Move | null;
}

interface Frame {
  readonly state: GameState;
  readonly moves: readonly Move[];
  readonly children: readonly Child[];
  next: number;
  /** The index of the root child this frame descends from, or -1 at the root. */
  readonly rootChild: number;
}

/** Score bonus of a frontier move: worth a little more than the card it turns up. */
const TURN_UP_BONUS = 15;
/** Runs a search to its end, resuming it whenever it pauses. */
export function search(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome {
  let result = searchInSlices(layout, start, limits);
  while (result.end === 'paused') result = result.resume();
  return result;
}

/**
 * A depth-first search over positions with a transposition table, children tried best-score first
 * ("soft DFS" in fc-solve's words). Safe moves home are played as soon as they appear and become part
 * of the move that led to them. Complete: when the reachable positions are exhausted, there is no win
 * among them. With `limits.sliceMs` it pauses every so often; its state lives in this call's closures, so
 * `resume` carries on exactly where it stopped.
 */
export function searchInSlices(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchOutcome | SearchPaused {
  const variant = layout.variant;
  const ids = pileIds(variant);
  const began = performance.now();
  const visited = new KeySet();
  const memory = new MemoryBudget(limits.maxMemoryMB ?? DEFAULT_MAX_MEMORY_MB);
  const held = positionsHeld(layout);
  memory.charge(visited);
  memory.charge(held);
  const merging = limits.mergeColumnsEarly && layout.variant.rules.stock.kind === 'deal-row';
  const keys = keyWriter(layout, merging);
  const weights = limits.weights ?? DEFAULT_WEIGHTS;
  let frontierSeen = false;
  let skippedMoves = merging;
  const budget = searchBudget(limits, began, () => skippedMoves);
  let best: RatedMove | null = null;
  const rootChildMoves: Move[] = [];

  const opening = playSafeMoves(layout, start, ids, limits);
  const openingSafeMoves = opening.moves;
  const root = opening.state;
  const rootScore = positionScore(layout, root, weights);
  const finish = (end: SearchOutcome['end'], moves: readonly Move[] = []): SearchOutcome => ({
    end, moves, frontierSeen, statesExplored: visited.size, openingSafeMoves, best, rootScore, skippedMoves,
  });
  if (opening.turnedUp) {
    frontierSeen = true;
    const first = openingSafeMoves[0];
    if (first) best = { move: first, score: rootScore + TURN_UP_BONUS, turnsUpCards: true };
    return finish('frontier');
  }
  if (isWonState(layout, root)) return finish('won', openingSafeMoves);
  visited.add(keys.bytes, keys.write(root));
  for (const before of limits.visited ?? []) visited.add(keys.bytes, keys.write(before));

  const rate = (rootChild: number, score: number, turnsUpCards: boolean): void => {
    const move = rootChildMoves[rootChild];
    if (move && (!best || score > best.score)) best = { move, score, turnsUpCards };
  };

  /** The children of a position, best first; or the winning line when one of them wins. */
  const expand = (state: GameState, rootChild: number, undo: Move | null): Child[] | readonly Move[] | 'frontier' | 'full' => {
    const children: Child[] = [];
    const symmetric = merging || columnsInterchangeable(layout, state);
    // Only a hint rates moves by their parent's score: the solver does not need it.
    const parentScore = limits.rateMoves ? positionScore(layout, state, weights) : 0;
    for (const move of legalMoves(variant, state)) {
      if (undo && sameMove(move, undo)) continue;
      if (pointless(layout, state, move, symmetric)) continue;
      if (limits.skipLateralMoves && lateral(layout, state, move)) {
        skippedMoves = true;
        continue;
      }
      const here = rootChild < 0 ? rootChildMoves.length : rootChild;
      if (limits.stopAtHiddenCards && move.kind === 'deal') {
        frontierSeen = true;
        if (!limits.rateMoves) return 'frontier';
        if (rootChild < 0) rootChildMoves.push(move);
        rate(here, parentScore + TURN_UP_BONUS / 3, true);
        continue;
      }
      const outcome = applyLegalMove(variant, state, move);
      if (rootChild < 0) rootChildMoves.push(move);
      if (limits.stopAtHiddenCards && turnsUp(outcome.effects)) {
        frontierSeen = true;
        if (!limits.rateMoves) return 'frontier';
        rate(here, parentScore + TURN_UP_BONUS, true);
        continue;
      }
      const after = playSafeMoves(layout, outcome.state, ids, limits);
      let moves: readonly Move[];
      if (after.moves.length === 0) moves = [move];
      else {
        const line = [move];
        for (const safe of after.moves) line.push(safe);
        moves = line;
      }
      if (after.turnedUp) {
        frontierSeen = true;
        if (!limits.rateMoves) return 'frontier';
        rate(here, parentScore + TURN_UP_BONUS, true);
        continue;
      }
      if (isWonState(layout, after.state)) return moves;
      const keyLength = keys.write(after.state);
      if (visited.size >= budget.maxStates) {
        if (visited.has(keys.bytes, keyLength)) continue;
        if (!budget.extend()) return 'full';
      }
      if (!visited.add(keys.bytes, keyLength)) continue;
      const score = positionScore(layout, after.state, weights);
      if (limits.rateMoves) rate(here, score, false);
      children.push({ moves, state: after.state, score, undo: undoOf(move, outcome.effects, after.moves) });
    }
    children.sort(byScore);
    return children;
  };

  const clock = searchClock(limits, began, (now) => budget.outOfTime(now));
  // The clock is read after the setup too: on a large variant the opening alone can use up a budget or a slice.
  const setUp = clock.check();
  if (setUp === 'pause') return pause(explore);
  if (setUp) return finish(setUp);
  return explore();

  function explore(): SearchOutcome | SearchPaused {
    const first = expand(root, -1, null);
    if (first === 'frontier') return finish('frontier');
    if (first === 'full') return finish('max-states');
    if (isLine(first)) return finish('won', [...openingSafeMoves, ...first]);
    if (limits.strategy === 'best-first') {
      // A max-heap of positions by score, deeper first among equals; each remembers how it was reached.
      const heap = new NodeHeap();
      held.waiting += first.length;
      held.nodes += first.length;
      for (const child of first) heap.push({ moves: child.moves, state: child.state, score: child.score, parent: null, depth: 1, rootChild: rootIndexOf(child, rootChildMoves), undo: child.undo });
      return bestFirst(heap);
    }
    held.waiting += first.length;
    return depthFirst([{ state: root, moves: [], children: first, next: 0, rootChild: -1 }]);
  }
  function outOfBudget(): SearchOutcome['end'] | 'pause' | null {
    return clock.tick() ?? (memory.fits(0) ? null : 'max-memory');
  }
  /** A pause of the search; `run` is the loop to carry on with. */
  function pause(run: () => SearchOutcome | SearchPaused): SearchPaused {
    return {
      end: 'paused',
      resume: () => {
        clock.resumed();
        return run();
      },
    };
  }

  // The two loops. Each checks the budget before taking the next position, so that a pause loses none.
  function bestFirst(heap: NodeHeap): SearchOutcome | SearchPaused {
    while (heap.size > 0) {
      const stop = outOfBudget();
      if (stop === 'pause') return pause(() => bestFirst(heap));
      if (stop) return finish(stop);
      const node = heap.pop() as Node;
      held.waiting--;
      const children = expand(node.state as GameState, node.rootChild, node.undo);
      node.state = null;
      if (children === 'frontier') return finish('frontier');
      if (children === 'full') return finish('max-states');
      if (isLine(children)) {
        return finish('won', [...openingSafeMoves, ...lineTo(node), ...children]);
      }
      held.waiting += children.length;
      held.nodes += children.length;
      for (const child of children) {
        heap.push({ moves: child.moves, state: child.state, score: child.score, parent: node, depth: node.depth + 1, rootChild: node.rootChild, undo: child.undo });
      }
    }
    return finish('exhausted');
  }

  function depthFirst(stack: Frame[]): SearchOutcome | SearchPaused {
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      if (frame.next >= frame.children.length) {
        held.waiting -= frame.children.length;
        stack.pop();
        continue;
      }
      const stop = outOfBudget();
      if (stop === 'pause') return pause(() => depthFirst(stack));
      if (stop) return finish(stop);
      const child = frame.children[frame.next++] as Child;
      const rootChild = frame.rootChild < 0 ? rootIndexOf(child, rootChildMoves) : frame.rootChild;
      const children = expand(child.state, rootChild, child.undo);
      if (children === 'frontier') return finish('frontier');
      if (children === 'full') return finish('max-states');
      if (isLine(children)) {
        const line: Move[] = [...openingSafeMoves];
        for (let i = 1; i < stack.length; i++) line.push(...(stack[i] as Frame).moves);
        line.push(...child.moves, ...children);
        return finish('won', line);
      }
      held.waiting += children.length;
      stack.push({ state: child.state, moves: child.moves, children, next: 0, rootChild });
    }
    return finish('exhausted');
  }
}

/** What it costs a search on core's positions to keep a position waiting (see {@link positionsHeld}). */
const POSITION_OBJECTS_BYTES = 512;
/** What a best-first node costs once expanded: it stays, with its moves, to write out a line through it. */
const NODE_BYTES = 160;

/**
 * The positions a search on core's positions holds, as a holder of its memory bound: those waiting (on the
 * depth-first stack or in the best-first heap) and the best-first nodes kept for their lines. A position
 * shares the piles its moves left alone with its parent; what is its own is its list of piles, the piles
 * its moves changed (two columns' worth of cards, or so) and its objects.
 */
function positionsHeld(layout: SolverLayout): { waiting: number; nodes: number; readonly bytes: number } {
  const piles = layout.indexOf.size;
  const columns = Math.max(1, layout.tableauEnd - layout.tableauStart);
  const cardsInColumn = Math.ceil(layout.totalCards / columns);
  const positionBytes = POSITION_OBJECTS_BYTES + 8 * piles + 2 * (64 + 8 * cardsInColumn);
  return {
    waiting: 0,
    nodes: 0,
    get bytes() {
      return this.waiting * positionBytes + this.nodes * NODE_BYTES;
    },
  };
}

/**
 * The move that takes a move straight back, when the move changed nothing but the two piles: no card
 * turned up, no run lifted (`effects`), no safe move played after it (`safeMoves`). Its outcome is the
 * position the move was played from, which the search has stored already, so the search skips it rather
 * than play it and find its key stored. In Spider most moves between columns can be taken back (measured: docs/benchmarks/solver-history.md).
 */
export function undoOf(move: Move, effects: readonly Effect[], safeMoves: readonly Move[]): Move | null {
  if (move.kind !== 'move' || effects.length > 0 || safeMoves.length > 0) return null;
  return { kind: 'move', from: move.to, to: move.from, count: move.count };
}

/** Whether two moves are the same move. */
export function sameMove(a: Move, b: Move): boolean {
  return a.kind === 'move' && b.kind === 'move' && a.from === b.from && a.to === b.to && a.count === b.count;
}

function isLine(value: Child[] | readonly Move[] | 'full'): value is readonly Move[] {
  if (value === 'full') return false;
  const first = value[0];
  return first !== undefined && !('state' in first);
}

/** Which of the root's moves a root child starts with. */
function rootIndexOf(child: Child, rootChildMoves: readonly Move[]): number {
  return rootChildMoves.indexOf(child.moves[0] as Move);
}

/** Whether the position is won: every card home, or, where the rules say so, every column empty. */
export function isWonState(layout: SolverLayout, state: GameState): boolean {
  if (layout.variant.rules.win.kind === 'tableau-cleared') {
    for (let t = layout.tableauStart; t < layout.tableauEnd; t++) if ((state.piles[t] as PileState).cards.length > 0) return false;
    return true;
  }
  let home = 0;
  for (let f = layout.foundationStart; f < layout.foundationEnd; f++) home += (state.piles[f] as PileState).cards.length;
  return home === layout.totalCards;
}

/**
 * Moves that can only waste time, because their outcome is, up to the interchangeability of piles, the
 * position itself or the outcome of a move tried already: a card from one cell to another; a card to any
 * empty cell but the first; and, when the columns are interchangeable, a whole column into an empty
 * column, or cards into any empty column but the first (other than the one they leave).
 */
export function pointless(layout: SolverLayout, state: GameState, move: Move, symmetric: boolean): boolean {
  if (move.kind !== 'move') return false;
  const from = layout.indexOf.get(move.from) ?? -1;
  const to = layout.indexOf.get(move.to) ?? -1;
  const piles = state.piles;
  if (to >= layout.cellStart && to < layout.cellEnd) {
    // (A card played onto a card in a cell is a pair, with pairs foundations: not a move between cells.)
    if (from >= layout.cellStart && from < layout.cellEnd && (piles[to] as PileState).cards.length === 0) return true;
    for (let c = layout.cellStart; c < to; c++) if ((piles[c] as PileState).cards.length === 0) return true;
    return false;
  }
  if (!symmetric || to < layout.tableauStart || to >= layout.tableauEnd || (piles[to] as PileState).cards.length > 0) return false;
  const fromColumn = from >= layout.tableauStart && from < layout.tableauEnd;
  if (fromColumn && (piles[from] as PileState).cards.length === move.count) return true;
  for (let t = layout.tableauStart; t < to; t++) if (t !== from && (piles[t] as PileState).cards.length === 0) return true;
  return false;
}

/**
 * A lateral move: a run moved from one column onto a card of another, when the run already lies on a
 * card it may be built on and the new card does not link to it any better (under the pick-up rule's
 * match), or when it splits a run that could be picked up whole. Such moves rarely help: they
 * rearrange without turning up, emptying or joining anything. Moves into an empty column are never
 * lateral: clearing a mixed column through an empty one is how Spider is played.
 */
export function lateral(layout: SolverLayout, state: GameState, move: Move): boolean {
  if (move.kind !== 'move') return false;
  const from = layout.indexOf.get(move.from) ?? -1;
  const to = layout.indexOf.get(move.to) ?? -1;
  if (from < layout.tableauStart || from >= layout.tableauEnd || to < layout.tableauStart || to >= layout.tableauEnd) return false;
  const source = state.piles[from] as PileState;
  const target = state.piles[to] as PileState;
  if (target.cards.length === 0) return false;
  const under = source.cards.length - move.count - 1;
  if (under < source.faceDown || under < 0) return false;
  const bottom = (source.cards[under + 1] as number) % 52;
  const below = (source.cards[under] as number) % 52;
  if (layout.runLinks[bottom * 52 + below] === 1) return true;
  if (layout.builds[bottom * 52 + below] !== 1) return false;
  const onto = (target.cards[target.cards.length - 1] as number) % 52;
  return layout.runLinks[bottom * 52 + onto] !== 1;
}

/** Plays safe moves (home, and onto settled columns) while there are any; stops at one that turns up a hidden card when asked to. */
export function playSafeMoves(layout: SolverLayout, state: GameState, ids: readonly PileId[], limits: Pick<SearchLimits, 'stopAtHiddenCards' | 'playSafeMovesHome'>):
{ state: GameState; moves: readonly Move[]; turnedUp: boolean } {
  if (!limits.playSafeMovesHome) return { state, moves: NO_MOVES, turnedUp: false };
  const stopAtHiddenCards = limits.stopAtHiddenCards;
  // No closures or allocations unless a safe move is found: this runs once for every child position.
  let moves: Move[] | null = null;
  let current = state;
  for (;;) {
    const move = safeMoveHome(layout, current, ids) ?? safeMoveOntoSettledRun(layout, current, ids);
    if (!move) break;
    const outcome = applyLegalMove(layout.variant, current, move);
    (moves ??= []).push(move);
    current = outcome.state;
    if (stopAtHiddenCards && turnsUp(outcome.effects)) return { state: current, moves, turnedUp: true };
  }
  return { state: current, moves: moves ?? NO_MOVES, turnedUp: false };
}

const NO_MOVES: readonly Move[] = Object.freeze([]);

/** Whether a move's effects turned up a hidden card. */
function turnsUp(effects: readonly Effect[]): boolean {
  for (let i = 0; i < effects.length; i++) if ((effects[i] as Effect).kind === 'turned-up') return true;
  return false;
}
