/**
 * The loss proofs the solver tries before it searches: arguments read from the rules that show a position
 * lost without visiting its positions. Each is sound (it never calls a winnable position lost: the
 * benchmark's `proofs` section and the tests check it against the search on many won deals); none is
 * complete (finding none proves nothing, and the search runs as before).
 */
import { cardName } from '@patience/core/cards';
import { pileIds, type GameState } from '@patience/core/engine';
import type { SolverLayout } from '../rules/layout.js';
import type { SolveResult } from '../search/options.js';
import { findCellDeadlock } from './cell-deadlock.js';
import { findDigDeadlock } from './dig-order.js';
import { strandRules, strandedCard, unpairedRank } from './stranded-card.js';
import { tooFewPredecessors, tooFewWalks, walkRules } from './waste-walks.js';
import { compactRules } from '../engine/compact-rules.js';
import { CompactPosition } from '../engine/compact-position.js';

/** Why a position is lost, in words a player reads. */
export interface LossProof {
  /**
   * Which argument proved it: `cell-deadlock` (see `cell-deadlock.ts`), `dig-order` (see `dig-order.ts`),
   * `stranded-card` (see `stranded-card.ts`) or `waste-walks` (see `waste-walks.ts`).
   */
  readonly kind: 'cell-deadlock' | 'dig-order' | 'stranded-card' | 'waste-walks';
  readonly reason: string;
}

/**
 * A proof that the position is lost, or null when none of the arguments applies. `seesHiddenCards`: the
 * stranded-card proof reads where every card lies, so it runs only when the caller may look at hidden cards
 * (or none is hidden).
 */
export function proveLost(layout: SolverLayout, state: GameState, seesHiddenCards = false): LossProof | null {
  const read = seesHiddenCards ? proofReadingEveryCard(layout, state) : null;
  if (read !== null) return read;
  const cell = layout.variant.layout.cellName ?? 'cell';
  const deadlock = findCellDeadlock(layout, state);
  if (deadlock === null) {
    // Only with every cell taken: every position the dig order proved in the benchmark was so, and it costs
    // half a millisecond on an opening (the history's tenth round).
    const dug = everyCellTaken(layout, state) ? findDigDeadlock(layout, state) : null;
    if (dug === null) return null;
    const cells = layout.cellEnd - layout.cellStart;
    return {
      kind: 'dig-order',
      reason: `Whatever order the columns are dug out in, more cards would have to wait in the ${cell}s at once than the ${cells} there are.`,
    };
  }
  const column = pileIds(layout.variant)[deadlock.pile] ?? `pile ${deadlock.pile}`;
  const cells = layout.cellEnd - layout.cellStart;
  const card = cardName(deadlock.card);
  const reason = cells === 0
    ? `The ${card} can never leave column ${column}: a lower card of its suit lies under it, every card it may go on lies under it too, and there is no ${cell}.`
    : `Column ${column}'s cards can leave it only through the ${cell}s: when the ${card} has to go, ${deadlock.needed} would be needed at once and there are ${cells}.`;
  return { kind: 'cell-deadlock', reason };
}

/** The answer, in words, of the proofs that read where every card lies (stranded card, waste walks), or null. */
function proofReadingEveryCard(layout: SolverLayout, state: GameState): LossProof | null {
  const rules = compactRules(layout);
  const strand = strandRules(rules);
  const walks = walkRules(rules);
  if (strand === null && walks === null) return null;
  const pos = new CompactPosition(rules, state);
  if (walks !== null && tooFewWalks(pos, walks)) {
    return {
      kind: 'waste-walks',
      reason: 'The cards left in the tableau cannot all be played: the cards played onto the waste after each card the stock turns alternate between two kinds, each played only on the other (odd and even ranks, where cards go one rank up or down), and too few turns are left for the cards of one kind.',
    };
  }
  if (walks !== null && tooFewPredecessors(pos, walks)) {
    return {
      kind: 'waste-walks',
      reason: 'The cards left in the tableau cannot all be played: each must go on a card of a neighbouring rank still to come onto the waste, one card on each, and too few are left.',
    };
  }
  if (strand === null) return null;
  const found = strandedCard(pos, strand);
  if (found === null) {
    const rank = unpairedRank(pos, strand);
    if (rank === 0) return null;
    return {
      kind: 'stranded-card',
      reason: `The ${rankPlural(rank)} and ${rankPlural(rules.pairTotal - rank)} left cannot all be removed: too few of them can ever be free at the same time as a partner.`,
    };
  }
  const card = cardName(pos.card(found.pile, found.index));
  const reason = strand.how === 'onto-waste'
    ? `The ${card} can never leave: every card it could be played on is gone or lies under it.`
    : `The ${card} can never be removed: every card it could pair with is gone, lies in its way, or can never be free at the same time.`;
  return { kind: 'stranded-card', reason };
}

/** A rank's name in the plural, as a player says it: "Aces", "4s", "Jacks". */
function rankPlural(rank: number): string {
  return ['Aces', '2s', '3s', '4s', '5s', '6s', '7s', '8s', '9s', '10s', 'Jacks', 'Queens', 'Kings'][rank - 1] ?? `rank ${rank}s`;
}

function everyCellTaken(layout: SolverLayout, state: GameState): boolean {
  for (let c = layout.cellStart; c < layout.cellEnd; c++) if ((state.piles[c]?.cards.length ?? 0) === 0) return false;
  return true;
}

/**
 * `solve`'s answer when a proof shows the position lost before any search, or null. The cell deadlock and
 * the dig order read only what a player sees (each applies only with every card face up), so they hold with
 * or without `peek`; the stranded-card proof runs only when `seesHiddenCards`.
 */
export function provenLost(layout: SolverLayout, state: GameState, began: number, seesHiddenCards: boolean): SolveResult | null {
  const proof = proveLost(layout, state, seesHiddenCards);
  if (proof === null) return null;
  return { status: 'unwinnable', statesExplored: 0, elapsedMs: Math.round((performance.now() - began) * 1000) / 1000, proof: proof.reason };
}
