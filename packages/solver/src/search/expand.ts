import { compactColumnsInterchangeable, compactLateral, compactSafeMoveAfter, compactScore, compactWon } from '../engine/compact-helpers.js';
import { searchMoveCodes } from '../engine/compact-moves.js';
import { TURNED_UP, type CompactPosition } from '../engine/compact-position.js';
import { DEAL_CODE, codeCount, codeFrom, codeTo, moveCode } from '../engine/compact-rules.js';
import type { StoreRefusal } from '../engine/transposition.js';
import { finish, type SearchContext } from './context.js';
import { strandedCard, unpairedRank } from '../proofs/stranded-card.js';
import { tooFewPredecessors, tooFewWalks } from '../proofs/waste-walks.js';
import type { Level } from './level.js';
import type { SearchOutcome } from './search.js';

/** Score bonus of a frontier move: worth a little more than the card it turns up. */
export const TURN_UP_BONUS = 15;

/** What an expansion answers: its children are in the level, or why the search stops. */
export type Expansion = 'expanded' | 'won' | 'frontier' | 'max-states' | 'max-memory';

/**
 * The expand step: fills `level` with the children of the position `pos` is at, each with the safe moves
 * after it played, stored in the table as new and scored, then ordered best first (`Level.sort`, the order
 * step). Answers `expanded`, or what stopped it: `won` (the line's codes in `context.winning`), `frontier`,
 * `max-states` or `max-memory`. `parent` and `entered` say how the depth-first search came here, for the
 * prune step (null elsewhere); `undo` is the move straight back to the parent, skipped; `rootChild` the
 * root move this position descends from (-1 at the root, whose children number themselves).
 */
export function expand(context: SearchContext, level: Level, rootChild: number, undo: number, parent: Level | null = null, entered = -1): Expansion {
  const { pos, limits } = context;
  level.clear();
  const symmetric = context.merging || compactColumnsInterchangeable(pos);
  const parentScore = limits.rateMoves ? compactScore(pos, context.weights) : 0;
  const list = level.moves;
  searchMoveCodes(pos, list, symmetric);
  context.pruning.enter(parent, entered);
  for (let i = 0; i < list.size; i++) {
    const code = list.codes[i] as number;
    if (code === undo) continue;
    if (context.pruning.skips(code)) {
      if (limits.checkSkippedMoves) checkStored(context, code);
      continue;
    }
    if (limits.skipLateralMoves && compactLateral(pos, code)) {
      context.skippedMoves = true;
      // Not played, so not a detour's other end (see `Pruning`).
      list.codes[i] = -1;
      continue;
    }
    const child = addChild(context, level, code, rootChild < 0 ? context.rootChildMoves.length : rootChild, rootChild < 0, parentScore);
    if (child !== 'expanded') return child;
  }
  level.sort();
  return 'expanded';
}

/**
 * Plays `code` and the safe moves after it, and stores the child in `level` when it is new (the store
 * step); `pos` is back where it was after. `here` is the root move the child descends from, `atRoot`
 * whether it is that move.
 */
function addChild(context: SearchContext, level: Level, code: number, here: number, atRoot: boolean, parentScore: number): Expansion {
  const { pos, limits, safe } = context;
  if (limits.stopAtHiddenCards && code === DEAL_CODE && limits.stockSeen !== true) {
    if (atRoot && limits.rateMoves) context.rootChildMoves.push(context.toMove(code));
    // A deal turns up a row of cards, but none of them is known to help: it rates lower than one card.
    return frontierMet(context, here, parentScore + TURN_UP_BONUS / 3);
  }
  const effects = pos.make(code);
  if (atRoot) context.rootChildMoves.push(context.toMove(code));
  if (limits.stopAtHiddenCards && (effects & TURNED_UP) !== 0) {
    pos.unmake();
    return frontierMet(context, here, parentScore + TURN_UP_BONUS);
  }
  const turnedUp = playSafe(context, code, effects);
  const made = 1 + safe.size;
  if (turnedUp) {
    unmake(pos, made);
    return frontierMet(context, here, parentScore + TURN_UP_BONUS);
  }
  if (compactWon(pos)) {
    context.winning = [code, ...safe.codes.subarray(0, safe.size)];
    return 'won';
  }
  const stored = store(context);
  if (stored !== true || provedLost(context)) {
    // A child proved lost is stored, so that no other line enters it, and never expanded.
    unmake(pos, made);
    return stored === false || stored === true ? 'expanded' : stored;
  }
  const score = compactScore(pos, context.weights);
  if (limits.rateMoves) rate(context, here, score, false);
  level.add(code, safe.codes, safe.size, score, moveBack(code, effects, safe.size), here);
  unmake(pos, made);
  return 'expanded';
}

/**
 * Whether a proof read from the rules shows the position `pos` is at lost (`src/proofs/`: a stranded card or
 * ranks that cannot be paired off, too few waste walks or predecessors). Each holds whatever is played next, so the search may drop the position.
 */
export function provedLost(context: SearchContext): boolean {
  const { pos, strand, walks } = context;
  return (walks !== null && (tooFewWalks(pos, walks) || tooFewPredecessors(pos, walks))) || (strand !== null && (strandedCard(pos, strand) !== null || unpairedRank(pos, strand) !== 0));
}

/**
 * A move across the frontier (it turns up a hidden card, or deals, where the search may not look): the
 * search stops there, or, when it rates moves for a hint, rates the move at `score` and goes on.
 */
function frontierMet(context: SearchContext, here: number, score: number): Expansion {
  context.frontierSeen = true;
  if (!context.limits.rateMoves) return 'frontier';
  rate(context, here, score, true);
  return 'expanded';
}

/** Keeps the root move `rootChild` as the best if `score` beats the best so far. */
function rate(context: SearchContext, rootChild: number, score: number, turnsUpCards: boolean): void {
  const move = context.rootChildMoves[rootChild];
  if (move && (!context.best || score > context.best.score)) context.best = { move, score, turnsUpCards };
}

/**
 * The move that takes a child straight back to its parent, or -1: only a card move that changed nothing
 * but its two piles (no card turned up, no run lifted, no safe move after it) is undone by its reverse.
 */
function moveBack(code: number, effects: number, safeMoves: number): number {
  return (code & 3) === 0 && effects === 0 && safeMoves === 0 ? moveCode(codeTo(code), codeFrom(code), codeCount(code)) : -1;
}

/**
 * The store step: stores the position `pos` is at. When `maxStates` is reached while the search is still
 * complete, its budget moves on to the limits it carries on to (see `SearchBudget.extend`) and it tries
 * again. `true` when new, `false` when stored already, else why it could not be stored.
 */
export function store(context: SearchContext): boolean | StoreRefusal {
  const { table, pos, budget } = context;
  const stored = table.add(pos, budget.maxStates);
  if (stored !== 'max-states' || !budget.extend()) return stored;
  return table.add(pos, budget.maxStates);
}

/**
 * Plays safe moves while there are any, their codes into `context.safe`; true when one turned up a hidden
 * card and that stops the search. `last` and `lastEffects` are the move that reached the position from one
 * with no safe move, or -1 when there is none such (see `compactSafeMoveAfter`). After a safe move the scan
 * is full: the position it was played from may have offered others.
 */
export function playSafe(context: SearchContext, last: number, lastEffects: number): boolean {
  const { pos, limits, safe } = context;
  safe.clear();
  if (!limits.playSafeMovesHome) return false;
  for (let code = compactSafeMoveAfter(pos, last, lastEffects); code >= 0; code = compactSafeMoveAfter(pos, -1, 0)) {
    const effects = pos.make(code);
    safe.push(code);
    if (limits.stopAtHiddenCards && (effects & TURNED_UP) !== 0) return true;
  }
  return false;
}

/** `checkSkippedMoves`: the pruned move's child, safe moves played, must be stored already. */
function checkStored(context: SearchContext, code: number): void {
  const { pos } = context;
  pos.make(code);
  playSafe(context, -1, 0);
  const stored = context.table.has(pos);
  unmake(pos, 1 + context.safe.size);
  if (!stored) throw new Error(`The move ${code} skipped as commuting leads to a position not stored.`);
}

/** Takes back the last `n` moves played on `pos`. */
export function unmake(pos: CompactPosition, n: number): void {
  for (let i = 0; i < n; i++) pos.unmake();
}

/** The outcome an expansion that stopped the search ends it with, or null when it goes on (`expanded`, `won`). */
export function stoppedBy(context: SearchContext, expansion: Expansion): SearchOutcome | null {
  return expansion === 'expanded' || expansion === 'won' ? null : finish(context, expansion);
}
