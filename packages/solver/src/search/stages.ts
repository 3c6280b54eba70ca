import { MemoryBudget } from '../engine/memory-budget.js';
import type { Move } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { compactLateral, compactPointless, compactSafeMoveHome, compactSafeMoveOntoSettledRun, compactScore, compactWon } from '../engine/compact-helpers.js';
import { MoveList, canDeal, legalMoveCodes } from '../engine/compact-moves.js';
import { CompactPosition } from '../engine/compact-position.js';
import { DEAL_CODE, codeCount, codeFrom, codeTo, compactRules, moveCode } from '../engine/compact-rules.js';
import { coreMoves } from '../engine/core-moves.js';
import { SnapshotStore } from '../engine/snapshots.js';
import { TranspositionTable } from '../engine/transposition.js';
import type { SolverLayout } from '../rules/layout.js';
import { DEFAULT_MAX_MEMORY_MB } from './compact-search.js';
import { DEFAULT_WEIGHTS } from './heuristic.js';
import { NodeHeap, byScore, lower, type Node } from './node-heap.js';
import { searchClock } from './budget.js';
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
 * Runs the deal-by-deal search described at the top of this module. It ends `won`; `max-states` when the
 * stages' budgets or the beam's width cut anything off (a wider run may do better), or when `maxStates`
 * ran out; `max-memory` when the table's memory bound did; `exhausted` when nothing was cut off; or `time`,
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
  const rules = compactRules(layout);
  const began = performance.now();
  const weights = limits.weights ?? DEFAULT_WEIGHTS;
  const pos = new CompactPosition(rules, start);
  const memory = new MemoryBudget(limits.maxMemoryMB ?? DEFAULT_MAX_MEMORY_MB);
  const table = new TranspositionTable(rules, true, memory);
  const store = new SnapshotStore(pos);
  memory.charge(store);
  const nodes = new LiveNodes();
  memory.charge(nodes);
  const list = new MoveList();
  const scratch = new MoveList();
  const toMove = coreMoves(rules);
  /** Plays safe moves while there are any, their codes onto `into`. */
  const playSafe = (into: number[]): void => {
    for (;;) {
      let code = compactSafeMoveHome(pos);
      if (code < 0) code = compactSafeMoveOntoSettledRun(pos);
      if (code < 0) return;
      pos.make(code);
      into.push(code);
    }
  };
  const opening: number[] = [];
  playSafe(opening);
  const openingSafeMoves = opening.map(toMove);
  const rootScore = compactScore(pos, weights);
  let cutOff = false;
  const finish = (end: SearchOutcome['end'], codes: readonly number[] = []): SearchOutcome => ({
    end, moves: codes.map(toMove), frontierSeen: false, statesExplored: table.size, openingSafeMoves, best: null, rootScore, skippedMoves: true,
    table: { bytes: table.bytes, keyBytes: table.keyBytes, pileBytes: table.pileBytes, piles: table.piles },
  });
  if (compactWon(pos)) return finish('won', opening);
  table.add(pos, Number.POSITIVE_INFINITY);

  /** A node for the position `pos` is at now, reached from `parent` by `codes`. */
  const node = (codes: readonly number[], parent: StageNode | null, undoCode: number): StageNode => nodes.made({
    moves: NO_MOVES, codes, state: null, score: compactScore(pos, weights), parent, depth: parent ? parent.depth + 1 : 0, rootChild: -1, undo: null,
    slot: store.save(), undoCode, offered: false, expanded: false,
  }, codes.length);
  const drop = (n: StageNode): void => {
    if (n.slot >= 0) store.free(n.slot);
    n.slot = -1;
  };
  /**
   * Plays a move and the safe moves after it; answers the codes played (`pos` is left at the position they
   * lead to) and the code that takes the move back, if one can (see `undoOf`).
   */
  const play = (code: number): { codes: number[]; undo: number } => {
    const effects = pos.make(code);
    const codes = [code];
    playSafe(codes);
    const undo = (code & 3) === 0 && effects === 0 && codes.length === 1 ? moveCode(codeTo(code), codeFrom(code), codeCount(code)) : -1;
    return { codes, undo };
  };
  const unplay = (n: number): void => {
    for (let i = 0; i < n; i++) pos.unmake();
  };
  /** Stores the position `pos` is at: `new`, `seen` before, `full` (`maxStates`) or `memory` (`maxMemoryMB`). */
  const stored = (): 'new' | 'seen' | 'full' | 'memory' => {
    const added = table.add(pos, limits.maxStates);
    if (added === true) return 'new';
    if (added === false) return 'seen';
    return added === 'max-states' ? 'full' : 'memory';
  };

  let beam: StageNode[] = [node(opening, null, -1)];
  const clock = searchClock(limits, began, (now) => now - began >= limits.timeMs);
  // The clock is read after the setup too: on a large variant the opening alone can use up a budget or a slice.
  const setUp = clock.check();
  if (setUp === 'pause') {
    yield;
    clock.resumed();
  } else if (setUp) return finish(setUp);
  const stock = layout.stock;
  for (;;) {
    const last = beam.every((n) => {
      store.restore(n.slot);
      return pos.length[stock] === 0;
    });
    const budget = last ? limits.perStage * LAST_STAGE_SHARE : limits.perStage;
    const maxOffers = limits.width * OFFERS_PER_PLACE;
    // The positions to deal from: the best seen this stage, in a min-heap so that the worst leaves first.
    // `offer` is called with `pos` at the node's position.
    const offers = new NodeHeap<StageNode>(lower);
    const offer = (n: StageNode): void => {
      if (last || !canDeal(pos, scratch)) return;
      if (offers.size >= maxOffers) {
        const worst = offers.peek() as StageNode;
        if (!lower(worst, n)) {
          cutOff = true;
          return;
        }
        offers.pop();
        worst.offered = false;
        if (worst.expanded) drop(worst);
        cutOff = true;
      }
      n.offered = true;
      offers.push(n);
    };
    const queue = new NodeHeap<StageNode>();
    for (const n of beam) {
      queue.push(n);
      store.restore(n.slot);
      offer(n);
    }
    let stageExpansions = 0;
    while (queue.size > 0) {
      if (stageExpansions >= budget) {
        cutOff = true;
        break;
      }
      const stop = clock.tick();
      if (stop === 'pause') {
        yield;
        clock.resumed();
      } else if (stop) return finish(stop);
      if (!memory.fits(0)) return finish('max-memory');
      stageExpansions++;
      const parent = queue.pop() as StageNode;
      store.restore(parent.slot);
      legalMoveCodes(pos, list);
      const n = list.size;
      const moves = list.codes;
      for (let i = 0; i < n; i++) {
        const code = moves[i] as number;
        if (code === DEAL_CODE || code === parent.undoCode || compactPointless(pos, code, true) || compactLateral(pos, code)) continue;
        const after = play(code);
        if (compactWon(pos)) return finish('won', [...codesTo(parent), ...after.codes]);
        const status = stored();
        if (status === 'full') return finish('max-states');
        if (status === 'memory') return finish('max-memory');
        if (status === 'new') {
          const child = node(after.codes, parent, after.undo);
          queue.push(child);
          offer(child);
        }
        unplay(after.codes.length);
      }
      parent.expanded = true;
      if (!parent.offered) drop(parent);
    }
    // What is left in the queue is not needed unless it is offered.
    for (const n of queue.items()) if (!n.offered && !n.expanded) drop(n);
    if (last) return finish(cutOff ? 'max-states' : 'exhausted');
    // Deal from every offer and keep the best positions the deals lead to: the cards a deal brings are
    // seen (the search runs only where it may look at them), and where they land counts.
    const offered = [...offers.items()].sort(byScore);
    const dealt: StageNode[] = [];
    for (const from of offered) {
      store.restore(from.slot);
      const after = play(DEAL_CODE);
      if (compactWon(pos)) return finish('won', [...codesTo(from), ...after.codes]);
      const status = stored();
      if (status === 'full') return finish('max-states');
      if (status === 'memory') return finish('max-memory');
      if (status === 'new') dealt.push(node(after.codes, from, -1));
    }
    dealt.sort(byScore);
    if (dealt.length > limits.width) cutOff = true;
    const next = dealt.slice(0, limits.width);
    for (const n of dealt.slice(limits.width)) drop(n);
    if (next.length === 0) return finish(cutOff ? 'max-states' : 'exhausted');
    // The positions of this stage are done with: only the lines to the new beam are kept.
    for (const n of offered) drop(n);
    nodes.keepLinesTo(next);
    beam = next;
  }
}
