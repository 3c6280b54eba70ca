import type { Move, PileState } from '@patience/core';
import { applyLegalMove, isLegal, legalMoves, pileIds, type GameState } from '@patience/core/engine';
import { KeySet, keyWriter } from '../position/key.js';
import type { SolverLayout } from '../rules/layout.js';
import { DEFAULT_WEIGHTS, positionScore, type ScoreWeights } from './heuristic.js';
import { NodeHeap, byScore, lineTo, lower, type Node } from './node-heap.js';
import { searchClock } from './budget.js';
import { isWonState, lateral, playSafeMoves, pointless, sameMove, undoOf, type SearchOutcome, type SearchPaused } from './search.js';

/*
 * The deal-by-deal search (see `stages.ts`) on core's positions: what `stagedSearch` runs for a variant the
 * compact engine does not mirror (see `compactUnsupported`), and what the tests compare the compact one with.
 */

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

/** A position met between two deals; `offered` while it is among the positions to deal from. */
interface StageNode extends Node {
  offered: boolean;
  expanded: boolean;
}

export const DEAL: Move = Object.freeze({ kind: 'deal' });
/** How many positions to deal from are kept for each place in the beam: the deals choose among them. */
export const OFFERS_PER_PLACE = 8;
/** How many stages' worth of positions the search walks after the last deal. */
export const LAST_STAGE_SHARE = 4;

/** `stagedSearch` (see `stages.ts`) on core's positions: the same search, position for position. */
export function stagedSearchOnStates(layout: SolverLayout, start: GameState, limits: StageLimits): SearchOutcome | SearchPaused {
  const run = stages(layout, start, limits);
  const step = (): SearchOutcome | SearchPaused => {
    const next = run.next();
    return next.done === true ? next.value : { end: 'paused', resume: step };
  };
  return step();
}

function* stages(layout: SolverLayout, start: GameState, limits: StageLimits): Generator<void, SearchOutcome, void> {
  const variant = layout.variant;
  const ids = pileIds(variant);
  const began = performance.now();
  const weights = limits.weights ?? DEFAULT_WEIGHTS;
  const visited = new KeySet();
  const keys = keyWriter(layout, true);
  const safeLimits = { stopAtHiddenCards: false, playSafeMovesHome: true } as const;
  const opening = playSafeMoves(layout, start, ids, safeLimits);
  const rootScore = positionScore(layout, opening.state, weights);
  let cutOff = false;
  const finish = (end: SearchOutcome['end'], moves: readonly Move[] = []): SearchOutcome => ({
    end, moves, frontierSeen: false, statesExplored: visited.size, openingSafeMoves: opening.moves, best: null, rootScore, skippedMoves: true,
  });
  if (isWonState(layout, opening.state)) return finish('won', opening.moves);
  visited.add(keys.bytes, keys.write(opening.state));

  const node = (moves: readonly Move[], state: GameState, parent: StageNode | null, undo: Move | null): StageNode => ({
    moves, state, score: positionScore(layout, state, weights), parent, depth: parent ? parent.depth + 1 : 0, rootChild: -1,
    undo, offered: false, expanded: false,
  });
  // Within a stage every position holds the stock its beam holds: not the last stage, so cards to deal.
  const canDeal = (state: GameState): boolean => isLegal(variant, state, DEAL);
  const drop = (n: StageNode): void => {
    n.state = null;
  };
  /** A move played, then the safe moves after it; the line lists them all, and `undo` takes it back if one can. */
  const play = (state: GameState, move: Move): { state: GameState; moves: readonly Move[]; undo: Move | null } => {
    const outcome = applyLegalMove(variant, state, move);
    const after = playSafeMoves(layout, outcome.state, ids, safeLimits);
    const moves = after.moves.length === 0 ? [move] : [move, ...after.moves];
    return { state: after.state, moves, undo: undoOf(move, outcome.effects, after.moves) };
  };
  /** Stores a position's key: `new`, `seen` before, or `full` when a new one would pass `maxStates`. */
  const store = (state: GameState): 'new' | 'seen' | 'full' => {
    const length = keys.write(state);
    if (visited.size >= limits.maxStates && !visited.has(keys.bytes, length)) return 'full';
    return visited.add(keys.bytes, length) ? 'new' : 'seen';
  };

  let beam: StageNode[] = [node(opening.moves, opening.state, null, null)];
  const clock = searchClock(limits, began, (now) => now - began >= limits.timeMs);
  // The clock is read after the setup too: on a large variant the opening alone can use up a budget or a slice.
  const setUp = clock.check();
  if (setUp === 'pause') {
    yield;
    clock.resumed();
  } else if (setUp) return finish(setUp);
  for (;;) {
    const last = beam.every((n) => ((n.state as GameState).piles[layout.stock] as PileState).cards.length === 0);
    const budget = last ? limits.perStage * LAST_STAGE_SHARE : limits.perStage;
    const maxOffers = limits.width * OFFERS_PER_PLACE;
    // The positions to deal from: the best seen this stage, in a min-heap so that the worst leaves first.
    const offers = new NodeHeap<StageNode>(lower);
    const offer = (n: StageNode): void => {
      if (last || !canDeal(n.state as GameState)) return;
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
      stageExpansions++;
      const parent = queue.pop() as StageNode;
      const state = parent.state as GameState;
      const undo = parent.undo;
      for (const move of legalMoves(variant, state)) {
        if (move.kind === 'deal' || (undo && sameMove(move, undo)) || pointless(layout, state, move, true) || lateral(layout, state, move)) continue;
        const after = play(state, move);
        if (isWonState(layout, after.state)) return finish('won', [...lineTo(parent), ...after.moves]);
        const stored = store(after.state);
        if (stored === 'full') return finish('max-states');
        if (stored === 'seen') continue;
        const child = node(after.moves, after.state, parent, after.undo);
        queue.push(child);
        offer(child);
      }
      parent.expanded = true;
      if (!parent.offered) drop(parent);
    }
    if (last) return finish(cutOff ? 'max-states' : 'exhausted');
    // Deal from every offer and keep the best positions the deals lead to: the cards a deal brings are
    // seen (the search runs only where it may look at them), and where they land counts.
    const offered = [...offers.items()].sort(byScore);
    const dealt: StageNode[] = [];
    for (const from of offered) {
      const after = play(from.state as GameState, DEAL);
      if (isWonState(layout, after.state)) return finish('won', [...lineTo(from), ...after.moves]);
      const stored = store(after.state);
      if (stored === 'full') return finish('max-states');
      if (stored === 'new') dealt.push(node(after.moves, after.state, from, null));
    }
    dealt.sort(byScore);
    if (dealt.length > limits.width) cutOff = true;
    const next = dealt.slice(0, limits.width);
    if (next.length === 0) return finish(cutOff ? 'max-states' : 'exhausted');
    // The positions of this stage are done with: only the lines to the new beam are kept.
    for (const n of offered) drop(n);
    beam = next;
  }
}
