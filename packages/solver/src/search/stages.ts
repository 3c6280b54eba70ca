import { DEFAULT_MAX_MEMORY_MB, MemoryBudget } from '../engine/memory-budget.js';
import type { Move } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { compactLateral, compactPointless, compactSafeMoveHome, compactSafeMoveOntoSettledRun, compactScore, compactWon } from '../engine/compact-helpers.js';
import { MoveList, canDeal, legalMoveCodes } from '../engine/compact-moves.js';
import { CompactPosition } from '../engine/compact-position.js';
import { DEAL_CODE, codeCount, codeFrom, codeTo, compactRules, moveCode } from '../engine/compact-rules.js';
import { coreMoves } from '../engine/core-moves.js';
import { SnapshotStore } from '../engine/snapshots.js';
import { TranspositionTable, type StoreRefusal } from '../engine/transposition.js';
import type { SolverLayout } from '../rules/layout.js';
import { DEFAULT_WEIGHTS } from './heuristic.js';
import { NodeHeap, byScore, lower, type Node } from './node-heap.js';
import { searchClock, type SearchClock } from './budget.js';
import type { ScoreWeights } from './heuristic.js';
import type { SearchOutcome, SearchPaused } from './search.js';

/** The limits of one deal-by-deal search. */
export interface StageLimits {
  /** The most positions expanded between two deals. */
  readonly perStage: number;
  /** The most positions a deal leads to that the next stage starts from: the beam's width. */
  readonly width: number;
  readonly maxStates: number;
  /** The transposition table's memory bound in megabytes (the compact search's; default 512). */
  readonly maxMemoryMB?: number | undefined;
  readonly timeMs: number;
  readonly signal: AbortSignal | undefined;
  readonly weights?: ScoreWeights;
  /** Pause after running this many milliseconds (see `SearchLimits.sliceMs`). */
  readonly sliceMs?: number;
}

/** How many positions to deal from are kept for each place in the beam: the deals choose among them. */
export const OFFERS_PER_PLACE = 8;
/** How many stages' worth of positions the search walks after the last deal. */
export const LAST_STAGE_SHARE = 4;


/**
 * A search deal by deal, for games with a deal-row stock where building is freer than moving runs (every
 * attempt of two- and four-suit Spider's first pass, every other one of Spiderette's; see `dealByDeal` in
 * `solve.ts`): a beam search whose steps are the deals.
 *
 * Between two deals it walks best-first from the positions the last deal left (the beam), for at most
 * `perStage` positions, without dealing. Then it deals from the best positions it met where a deal is
 * legal, and keeps the `width` best positions the deals lead to as the next beam. After the last deal it
 * walks on for four stages' worth of positions, to the win.
 *
 * Why: a deal is the only move that cannot be undone, and between two deals a Spider position has
 * millions of rearrangements of equal promise. A search over the whole game (best-first or depth-first)
 * spends its budget among the rearrangements before the first deals and never sees the end of the game;
 * this one is made to move on, as a player squeezes the useful moves out of a position and then deals.
 * It is incomplete twice over (the budget of each stage, the width of the beam), so it finds wins and
 * proves nothing; the first pass restarts it with longer stages, a wider beam and another weighting of
 * the score (see `solve.ts` and `restarts.ts`).
 *
 * It runs on the compact engine (one position played and taken back in place, each waiting position a
 * snapshot slot, the transposition table found by Zobrist hashes).
 */

/** A position met between two deals; `offered` while it is among the positions to deal from. */
interface StageNode extends Node {
  /** The codes from the parent to this position. */
  readonly codes: readonly number[];
  readonly parent: StageNode | null;
  /** The snapshot slot of the position, or -1 once it is no longer needed (see `drop`). */
  slot: number;
  /** The code of the move back to the parent, or -1 (see `undoOf` in `search.ts`). */
  readonly undoCode: number;
  offered: boolean;
  expanded: boolean;
}

const NO_MOVES: readonly Move[] = Object.freeze([]);

/**
 * What a node costs on the heap beside its codes: the object and its fields, its codes array's header, and
 * its place in a queue's array. An estimate (engines lay objects out their own way), on the high side.
 */
const NODE_BYTES = 160;

/**
 * The nodes the search holds, charged to its memory bound: every node made in the stage running, and the
 * nodes on the lines to the beam it started from (what a stage's end lets go of is garbage from then on).
 */
class LiveNodes {
  bytes = 0;

  /** Counts a node just made, with `codes` codes, and answers it. */
  made(node: StageNode, codes: number): StageNode {
    this.bytes += NODE_BYTES + 8 * codes;
    return node;
  }

  /** From now on, only the nodes on the lines to `beam` are held. */
  keepLinesTo(beam: readonly StageNode[]): void {
    const held = new Set<StageNode>();
    let bytes = 0;
    for (const last of beam) {
      for (let at: StageNode | null = last; at && !held.has(at); at = at.parent) {
        held.add(at);
        bytes += NODE_BYTES + 8 * at.codes.length;
      }
    }
    this.bytes = bytes;
  }
}

/** The codes from the root to a node. */
function codesTo(node: StageNode): number[] {
  const parts: (readonly number[])[] = [];
  for (let at: StageNode | null = node; at; at = at.parent) parts.push(at.codes);
  const line: number[] = [];
  for (let i = parts.length - 1; i >= 0; i--) for (const code of parts[i] as readonly number[]) line.push(code);
  return line;
}

/**
 * Everything one deal-by-deal search works on: the position played and taken back in place, what bounds
 * it, what it stores (the table, a snapshot a waiting position, a node a position met) and whether a
 * stage's budget or the beam's width has cut anything off yet. The steps below take it first.
 */
interface StageContext {
  readonly limits: StageLimits;
  readonly layout: SolverLayout;
  readonly pos: CompactPosition;
  readonly weights: ScoreWeights;
  readonly memory: MemoryBudget;
  readonly table: TranspositionTable;
  readonly snapshots: SnapshotStore;
  readonly nodes: LiveNodes;
  readonly clock: SearchClock;
  /** The move list an expansion fills, and one for asking whether a deal is legal. */
  readonly list: MoveList;
  readonly scratch: MoveList;
  readonly toMove: (code: number) => Move;
  readonly opening: number[];
  rootScore: number;
  cutOff: boolean;
}

function openStages(layout: SolverLayout, start: GameState, limits: StageLimits): StageContext {
  const rules = compactRules(layout);
  const began = performance.now();
  const pos = new CompactPosition(rules, start);
  const memory = new MemoryBudget(limits.maxMemoryMB ?? DEFAULT_MAX_MEMORY_MB);
  const context: StageContext = {
    limits, layout, pos,
    weights: limits.weights ?? DEFAULT_WEIGHTS,
    memory,
    table: new TranspositionTable(rules, true, memory),
    snapshots: new SnapshotStore(pos),
    nodes: new LiveNodes(),
    clock: searchClock(limits, began, (now) => now - began >= limits.timeMs),
    list: new MoveList(),
    scratch: new MoveList(),
    toMove: coreMoves(rules),
    opening: [],
    rootScore: 0,
    cutOff: false,
  };
  memory.charge(context.snapshots);
  memory.charge(context.nodes);
  return context;
}

function finish(context: StageContext, end: SearchOutcome['end'], codes: readonly number[] = []): SearchOutcome {
  const { table, toMove } = context;
  return {
    end, moves: codes.map(toMove), frontierSeen: false, statesExplored: table.size, openingSafeMoves: context.opening.map(toMove), best: null,
    rootScore: context.rootScore, skippedMoves: true,
    table: { bytes: table.bytes, keyBytes: table.keyBytes, pileBytes: table.pileBytes, piles: table.piles },
  };
}

/** The end of a search that ran out of positions to try: `max-states` when anything was cut off. */
function ranOut(context: StageContext): SearchOutcome {
  return finish(context, context.cutOff ? 'max-states' : 'exhausted');
}

/** Plays safe moves while there are any, their codes onto `into`. */
function playSafe(pos: CompactPosition, into: number[]): void {
  for (;;) {
    let code = compactSafeMoveHome(pos);
    if (code < 0) code = compactSafeMoveOntoSettledRun(pos);
    if (code < 0) return;
    pos.make(code);
    into.push(code);
  }
}

/** A node for the position `pos` is at now, reached from `parent` by `codes`, its position saved. */
function nodeHere(context: StageContext, codes: readonly number[], parent: StageNode | null, undoCode: number): StageNode {
  return context.nodes.made({
    moves: NO_MOVES, codes, state: null, score: compactScore(context.pos, context.weights), parent, depth: parent ? parent.depth + 1 : 0,
    rootChild: -1, undo: null, slot: context.snapshots.save(), undoCode, offered: false, expanded: false,
  }, codes.length);
}

/** Lets go of a node's snapshot: its position is no longer needed (its codes stay, for the lines through it). */
function drop(context: StageContext, n: StageNode): void {
  if (n.slot >= 0) context.snapshots.free(n.slot);
  n.slot = -1;
}

/**
 * Plays a move and the safe moves after it; answers the codes played (`pos` is left at the position they
 * lead to) and the code that takes the move back, if one can (a card move that changed nothing else).
 */
function play(pos: CompactPosition, code: number): { codes: number[]; undo: number } {
  const effects = pos.make(code);
  const codes = [code];
  playSafe(pos, codes);
  const undo = (code & 3) === 0 && effects === 0 && codes.length === 1 ? moveCode(codeTo(code), codeFrom(code), codeCount(code)) : -1;
  return { codes, undo };
}

/** Stores the position `pos` is at: `new`, `seen` before, or why it could not (`maxStates`, `maxMemoryMB`). */
function store(context: StageContext): 'new' | 'seen' | StoreRefusal {
  const added = context.table.add(context.pos, context.limits.maxStates);
  if (added === true) return 'new';
  return added === false ? 'seen' : added;
}

/**
 * The positions to deal from: the best met in a stage where a deal is legal, at most `width` times
 * {@link OFFERS_PER_PLACE}, in a min-heap so that the worst leaves first (its snapshot too, once expanded).
 */
class Offers {
  readonly heap = new NodeHeap<StageNode>(lower);
  readonly #context: StageContext;
  readonly #max: number;
  /** The last stage deals no more: nothing is offered. */
  readonly #last: boolean;

  constructor(context: StageContext, last: boolean) {
    this.#context = context;
    this.#max = context.limits.width * OFFERS_PER_PLACE;
    this.#last = last;
  }

  /** Offers node `n`, whose position `pos` is at, if a deal is legal there and it is among the best. */
  offer(n: StageNode): void {
    const context = this.#context;
    if (this.#last || !canDeal(context.pos, context.scratch)) return;
    const heap = this.heap;
    if (heap.size >= this.#max) {
      const worst = heap.peek() as StageNode;
      context.cutOff = true;
      if (!lower(worst, n)) return;
      heap.pop();
      worst.offered = false;
      if (worst.expanded) drop(context, worst);
    }
    n.offered = true;
    heap.push(n);
  }
}

/** Whether every position of the beam has dealt its whole stock: the stage after the last deal. */
function afterLastDeal(context: StageContext, beam: readonly StageNode[]): boolean {
  const stock = context.layout.stock;
  return beam.every((n) => {
    context.snapshots.restore(n.slot);
    return context.pos.length[stock] === 0;
  });
}

/**
 * One stage: walks best-first from the beam without dealing, for at most its budget of expansions,
 * offering the positions to deal from as it meets them. Answers the offers, or the outcome that ends the
 * search (a win, a limit); yields at each pause.
 */
function* walkStage(context: StageContext, beam: readonly StageNode[], last: boolean): Generator<void, Offers | SearchOutcome, void> {
  const { limits, clock } = context;
  const budget = last ? limits.perStage * LAST_STAGE_SHARE : limits.perStage;
  const offers = new Offers(context, last);
  const queue = new NodeHeap<StageNode>();
  for (const n of beam) {
    queue.push(n);
    context.snapshots.restore(n.slot);
    offers.offer(n);
  }
  for (let expansions = 0; queue.size > 0; expansions++) {
    if (expansions >= budget) {
      context.cutOff = true;
      break;
    }
    const stop = clock.tick();
    if (stop === 'pause') {
      yield;
      clock.resumed();
    } else if (stop) return finish(context, stop);
    if (!context.memory.fits(0)) return finish(context, 'max-memory');
    const parent = queue.pop() as StageNode;
    context.snapshots.restore(parent.slot);
    const ended = expandInStage(context, parent, queue, offers);
    if (ended) return ended;
    parent.expanded = true;
    if (!parent.offered) drop(context, parent);
  }
  // What is left in the queue is not needed unless it is offered.
  for (const n of queue.items()) if (!n.offered && !n.expanded) drop(context, n);
  return offers;
}

/** Queues and offers the new children of `parent` (no deal, no pointless or lateral move); the outcome if one ends the search. */
function expandInStage(context: StageContext, parent: StageNode, queue: NodeHeap<StageNode>, offers: Offers): SearchOutcome | null {
  const { pos, list } = context;
  legalMoveCodes(pos, list);
  for (let i = 0; i < list.size; i++) {
    const code = list.codes[i] as number;
    if (code === DEAL_CODE || code === parent.undoCode || compactPointless(pos, code, true) || compactLateral(pos, code)) continue;
    const after = play(pos, code);
    if (compactWon(pos)) return finish(context, 'won', [...codesTo(parent), ...after.codes]);
    const status = store(context);
    if (status === 'max-states' || status === 'max-memory') return finish(context, status);
    if (status === 'new') {
      const child = nodeHere(context, after.codes, parent, after.undo);
      queue.push(child);
      offers.offer(child);
    }
    for (let k = 0; k < after.codes.length; k++) pos.unmake();
  }
  return null;
}

/**
 * Deals from every offer and keeps the `width` best positions the deals lead to as the next beam: the
 * cards a deal brings are seen (the search runs only where it may look at them), and where they land
 * counts. Answers the beam, or the outcome that ends the search.
 */
function dealFromOffers(context: StageContext, offers: Offers): StageNode[] | SearchOutcome {
  const { pos, limits } = context;
  const offered = [...offers.heap.items()].sort(byScore);
  const dealt: StageNode[] = [];
  for (const from of offered) {
    context.snapshots.restore(from.slot);
    const after = play(pos, DEAL_CODE);
    if (compactWon(pos)) return finish(context, 'won', [...codesTo(from), ...after.codes]);
    const status = store(context);
    if (status === 'max-states' || status === 'max-memory') return finish(context, status);
    if (status === 'new') dealt.push(nodeHere(context, after.codes, from, -1));
  }
  dealt.sort(byScore);
  if (dealt.length > limits.width) context.cutOff = true;
  const next = dealt.slice(0, limits.width);
  for (const n of dealt.slice(limits.width)) drop(context, n);
  if (next.length === 0) return ranOut(context);
  // The positions of this stage are done with: only the lines to the new beam are kept.
  for (const n of offered) drop(context, n);
  context.nodes.keepLinesTo(next);
  return next;
}

/**
 * Runs the deal-by-deal search described at the top of this module. It ends `won`; `max-states` when the
 * stages' budgets or the beam's width cut anything off (a wider run may do better), or when `maxStates`
 * ran out; `max-memory` when the memory bound did; `exhausted` when nothing was cut off; or `time`,
 * `aborted`. It always skips moves, so running out proves nothing.
 */
export function stagedSearch(layout: SolverLayout, start: GameState, limits: StageLimits): SearchOutcome | SearchPaused {
  const run = stages(layout, start, limits);
  const step = (): SearchOutcome | SearchPaused => {
    const next = run.next();
    return next.done === true ? next.value : { end: 'paused', resume: step };
  };
  return step();
}

function* stages(layout: SolverLayout, start: GameState, limits: StageLimits): Generator<void, SearchOutcome, void> {
  const context = openStages(layout, start, limits);
  const { pos, clock } = context;
  playSafe(pos, context.opening);
  context.rootScore = compactScore(pos, context.weights);
  if (compactWon(pos)) return finish(context, 'won', context.opening);
  context.table.add(pos, Number.POSITIVE_INFINITY);
  let beam: StageNode[] = [nodeHere(context, context.opening, null, -1)];
  // The clock is read after the setup too: on a large variant the opening alone can use up a budget or a slice.
  const setUp = clock.check();
  if (setUp === 'pause') {
    yield;
    clock.resumed();
  } else if (setUp) return finish(context, setUp);
  for (;;) {
    const last = afterLastDeal(context, beam);
    const walked = yield* walkStage(context, beam, last);
    if (!(walked instanceof Offers)) return walked;
    if (last) return ranOut(context);
    const next = dealFromOffers(context, walked);
    if (!Array.isArray(next)) return next;
    beam = next;
  }
}
