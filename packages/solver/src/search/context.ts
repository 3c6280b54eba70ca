import type { Move } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { MoveList } from '../engine/compact-moves.js';
import { CompactPosition } from '../engine/compact-position.js';
import { compactRules, type CompactRules } from '../engine/compact-rules.js';
import { coreMoves } from '../engine/core-moves.js';
import { DEFAULT_MAX_MEMORY_MB, MemoryBudget } from '../engine/memory-budget.js';
import { TranspositionTable } from '../engine/transposition.js';
import type { SolverLayout } from '../rules/layout.js';
import { searchBudget, searchClock, type SearchBudget, type SearchClock } from './budget.js';
import { DEFAULT_WEIGHTS, type ScoreWeights } from './heuristic.js';
import { Pruning } from './pruning.js';
import { strandRules, type StrandRules } from '../proofs/stranded-card.js';
import { walkRules, type WalkRules } from '../proofs/waste-walks.js';
import type { RatedMove, SearchLimits, SearchOutcome, SearchPaused } from './search.js';

/**
 * Everything one compact search works on, in one place: what it searches (the rules, the one position
 * played and taken back in place), what bounds it (the memory budget, the states and time budget, the
 * clock), what it stores (the table), and what it has learnt so far (the flags and the best move that end
 * up in its outcome). The steps (`expand.ts`, `pruning.ts`) and the strategies (`depth-first.ts`,
 * `best-first.ts`) take it as their first argument and change only the fields named mutable here.
 */
export interface SearchContext {
  readonly rules: CompactRules;
  readonly limits: SearchLimits;
  readonly pos: CompactPosition;
  /** The one memory bound: the table charges itself, each strategy charges what it holds. */
  readonly memory: MemoryBudget;
  readonly table: TranspositionTable;
  readonly budget: SearchBudget;
  readonly clock: SearchClock;
  /** Core's move for a code: the boundary where the search's answers become typed moves. */
  readonly toMove: (code: number) => Move;
  readonly weights: ScoreWeights;
  /** Columns merged while a deal-row stock holds cards (`limits.mergeColumnsEarly`, where it applies). */
  readonly merging: boolean;
  readonly pruning: Pruning;
  /**
   * The stranded-card proof's rules (`proofs/stranded-card.ts`), or null where it does not apply or the
   * search may not look at hidden cards: a position with a card that can never leave is lost, and dropped.
   */
  readonly strand: StrandRules | null;
  /** The waste-walks proof's rules (`proofs/waste-walks.ts`), or null, on the same terms as {@link strand}. */
  readonly walks: WalkRules | null;
  /** The safe moves the last {@link playSafe}-like step played, in order. */
  readonly safe: MoveList;
  /** The root's children's moves, by the index the expand step gives them (read by the rating of a hint). */
  readonly rootChildMoves: Move[];
  /** The safe moves played from the given position before anything else, and its score after them. */
  opening: readonly number[];
  rootScore: number;
  /** Whether a move that turns up a hidden card (or a deal) was met, with `limits.stopAtHiddenCards`. */
  frontierSeen: boolean;
  /** Whether any move was skipped that could lead somewhere new: then running out proves nothing. */
  skippedMoves: boolean;
  /** The best root move by rating, with `limits.rateMoves`. */
  best: RatedMove | null;
  /** The codes of the winning line from the last expanded position, once an expansion finds one. */
  winning: readonly number[];
}

/** The context of a search from `start` under `limits`, begun now; nothing is searched yet. */
export function openSearch(layout: SolverLayout, start: GameState, limits: SearchLimits): SearchContext {
  const rules = compactRules(layout);
  const began = performance.now();
  const pos = new CompactPosition(rules, start);
  const merging = limits.mergeColumnsEarly && rules.stockKind === 'deal-row' && rules.coveredBy === null;
  const memory = new MemoryBudget(limits.maxMemoryMB ?? DEFAULT_MAX_MEMORY_MB);
  const budget = searchBudget(limits, began, () => context.skippedMoves);
  const context: SearchContext = {
    rules,
    limits,
    pos,
    memory,
    table: new TranspositionTable(rules, merging, memory),
    budget,
    clock: searchClock(limits, began, (now) => budget.outOfTime(now)),
    toMove: coreMoves(rules),
    weights: limits.weights ?? DEFAULT_WEIGHTS,
    merging,
    pruning: new Pruning(rules, pos, !(limits.stopAtHiddenCards && limits.rateMoves)),
    strand: limits.stopAtHiddenCards || limits.dropStranded === false ? null : strandRules(rules),
    walks: limits.stopAtHiddenCards || limits.dropStranded === false ? null : walkRules(rules),
    safe: new MoveList(),
    rootChildMoves: [],
    opening: [],
    rootScore: 0,
    frontierSeen: false,
    skippedMoves: merging,
    best: null,
    winning: [],
  };
  return context;
}

/** The search's answer, ending with `end`, and with the line `codes` when it won. */
export function finish(context: SearchContext, end: SearchOutcome['end'], codes: readonly number[] = []): SearchOutcome {
  const { table } = context;
  return {
    end,
    moves: codes.map(context.toMove),
    frontierSeen: context.frontierSeen,
    statesExplored: table.size,
    openingSafeMoves: context.opening.map(context.toMove),
    best: context.best,
    rootScore: context.rootScore,
    skippedMoves: context.skippedMoves,
    table: { bytes: table.bytes, keyBytes: table.keyBytes, pileBytes: table.pileBytes, piles: table.piles },
  };
}

/** Why the search must stop before its next expansion (its clock, or its memory bound), or null. */
export function outOfBudget(context: SearchContext): SearchOutcome['end'] | 'pause' | null {
  return context.clock.tick() ?? (context.memory.fits(0) ? null : 'max-memory');
}

/** A pause that `run` resumes, starting the clock's next slice. */
export function pausedAt(context: SearchContext, run: () => SearchOutcome | SearchPaused): SearchPaused {
  return {
    end: 'paused',
    resume: () => {
      context.clock.resumed();
      return run();
    },
  };
}
