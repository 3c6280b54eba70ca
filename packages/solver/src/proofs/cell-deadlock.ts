/**
 * A proof of loss read from the rules: more cards that can leave a column only through a cell than there
 * are cells, at the same time.
 *
 * Where it applies (checked from the rules, never the game's id): no stock, every card face up, one copy of
 * each card, foundations built up by suit from the Ace, an empty column that does not take every card, and
 * a pick-up rule that carries a card only on a card it links to (not Yukon's "any face-up card"). Seahaven
 * Towers and Baker's Game are such games; FreeCell and Easthaven are not (an empty column takes any card in
 * FreeCell; Easthaven has a stock).
 *
 * The argument, for one column at a time, numbering its cards from the top (0) down. The column's cards leave
 * it in that order; call "event k" the moment the card at index k leaves.
 * - A card X at index p is **forced into a cell** when it can leave only alone and only to a cell: it is not
 *   carried by a run with the card under it (the pick-up rule does not link them), a lower card of its suit
 *   lies deeper in the column (so it cannot go home first), every card it may be built on lies deeper in the
 *   column (so none is exposed while X covers it), and an empty column would not take it. It enters a cell
 *   at event p.
 * - A card W in a cell cannot leave it before event q(W) of the column: going home waits for its suit's
 *   lower cards (the deepest of them in the column: event at its index), being built on a card waits for
 *   that card to be exposed (when every card it may go on is in the column: the event just above the
 *   shallowest), and an empty column takes it only if the rules let it. If any of its ways out does not
 *   depend on the column, q(W) is -1 (no bound).
 * - At event k of a forced card, the cells hold every forced card of the column with p < k ≤ q, and every
 *   card that was in a cell at the start with k ≤ q, and the forced card needs one more. If that is more
 *   than the cells, no line of play gets past event k, so the column is never cleared and the game is lost.
 */
import { rankOf, suitIndexOf } from '@patience/core/cards';
import type { GameState, PileState } from '@patience/core/engine';
import type { SolverLayout } from '../rules/layout.js';

/**
 * Whether the rules are ones the argument holds for (see the module's comment). Written to fail closed: a
 * pile kind other than columns, foundations and cells, a foundation rule with any field beyond the plain
 * Ace-up-by-suit one, gaps other than Kings-only or closed ones (the argument reads no other gap rule), a
 * tableau dealt again (which moves cards no column's order foretells), or a win that is not every card home,
 * and the proof does not apply.
 */
export function cellDeadlockApplies(layout: SolverLayout): boolean {
  const { rules } = layout.variant;
  const foundationFields = Object.keys(rules.foundations).filter((key) => key !== 'kind' && key !== 'takeBack');
  const win = (rules as { readonly win?: { readonly kind: string } }).win;
  return layout.stock < 0 && layout.waste < 0 && layout.singleCopies && rules.foundations.kind === 'up-by-suit'
    && foundationFields.length === 0 && (win === undefined || win.kind === 'all-on-foundations')
    && [...layout.indexOf.keys()].every((id) => /^[tfc]\d+$/.test(id))
    && (rules.tableau.emptyAccepts === 'king' || rules.tableau.emptyAccepts === 'none') && rules.tableau.redeal === undefined && (rules.tableau.pickUp.kind === 'run' || rules.tableau.pickUp.kind === 'top-card');
}

/** Where each card lies: its column and its index from the top (-1 when not in a column). */
function placesOf(layout: SolverLayout, state: GameState): { readonly column: Int16Array; readonly depth: Int16Array } {
  const column = new Int16Array(52).fill(-1);
  const depth = new Int16Array(52).fill(-1);
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
    const cards = (state.piles[t] as PileState).cards;
    cards.forEach((card, i) => {
      column[card % 52] = t;
      depth[card % 52] = cards.length - 1 - i;
    });
  }
  return { column, depth };
}

/**
 * The event of `column` before which a card of face `face` cannot leave a cell (see the module's comment),
 * or -1 when one of its ways out does not wait for this column.
 */
function leavesCellAfter(layout: SolverLayout, face: number, col: number, places: ReturnType<typeof placesOf>): number {
  const { emptyAccepts } = layout.variant.rules.tableau;
  if (emptyAccepts === 'king' && rankOf(face) === 13) return -1;
  const suit = suitIndexOf(face);
  let home = -1;
  for (let rank = 1; rank < rankOf(face); rank++) {
    const lower = suit * 13 + rank - 1;
    if (places.column[lower] === col) home = Math.max(home, places.depth[lower] ?? -1);
  }
  if (home < 0) return -1;
  let built = Number.POSITIVE_INFINITY;
  for (let target = 0; target < 52; target++) {
    if (layout.builds[face * 52 + target] !== 1 || (layout.copiesOfFace[target] ?? 0) === 0) continue;
    if (places.column[target] !== col) return -1;
    built = Math.min(built, (places.depth[target] ?? 0) - 1);
  }
  return Math.min(home, built);
}

/** A proof that the position is lost: the column and the card that finds no cell. */
export interface CellDeadlock {
  /** Index of the column in `state.piles`. */
  readonly pile: number;
  /** The card that would need a cell when none is left. */
  readonly card: number;
  /** How many cells it would need at that moment, counting itself. */
  readonly needed: number;
}

/** A cell deadlock in the position, or null when none is found (which proves nothing). */
export function findCellDeadlock(layout: SolverLayout, state: GameState): CellDeadlock | null {
  if (!cellDeadlockApplies(layout)) return null;
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) if ((state.piles[t] as PileState).faceDown > 0) return null;
  const cells = layout.cellEnd - layout.cellStart;
  const places = placesOf(layout, state);
  const inCells: number[] = [];
  for (let c = layout.cellStart; c < layout.cellEnd; c++) inCells.push(...(state.piles[c] as PileState).cards.map((card) => card % 52));
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
    const cards = (state.piles[t] as PileState).cards;
    // Forced cards of this column, as (index, q), from the top down.
    const forced: { readonly p: number; readonly q: number }[] = [];
    for (let p = 0; p < cards.length; p++) {
      const card = (cards[cards.length - 1 - p] as number) % 52;
      const under = cards[cards.length - 2 - p];
      if (under !== undefined && layout.runLinks[card * 52 + (under % 52)] === 1) continue;
      const q = leavesCellAfter(layout, card, t, places);
      // Forced: its way home and every card it may go on lie deeper than itself (q ≥ p means both do).
      if (q < p || !deeperLowerCard(card, t, p, places)) continue;
      const held = forced.filter((f) => f.p < p && p <= f.q).length + inCells.filter((w) => p <= leavesCellAfter(layout, w, t, places)).length;
      if (held + 1 > cells) return { pile: t, card: cards[cards.length - 1 - p] as number, needed: held + 1 };
      forced.push({ p, q });
    }
  }
  return null;
}

/** Whether a lower card of the card's suit lies deeper than index p in the column. */
function deeperLowerCard(face: number, col: number, p: number, places: ReturnType<typeof placesOf>): boolean {
  const suit = suitIndexOf(face);
  for (let rank = 1; rank < rankOf(face); rank++) {
    const lower = suit * 13 + rank - 1;
    if (places.column[lower] === col && (places.depth[lower] ?? -1) > p) return true;
  }
  return false;
}
