/**
 * A proof of loss read from the rules: no order of digging out the columns keeps the cells from
 * overflowing. It extends the cell deadlock (`cell-deadlock.ts`), which reads one column at a time, to every
 * column at once, for the same games (`cellDeadlockApplies`: Seahaven Towers, not FreeCell).
 *
 * In a win every card leaves the column it lies in now, and a column's cards leave it from the top down;
 * cards put on a column later lie above them and change neither order. Call "event (c, k)" the moment the
 * card k places from the top of column c leaves it. A line of play orders the events, so it passes through
 * *dig states*, how many cards each column has lost so far; the proof searches the dig states and shows that
 * none where every column is dug out can be reached.
 *
 * What a dig state s tells of a card X (only what must hold, so the proof can only be too hopeful):
 * - X **may go home** once every lower card of its suit that lies in a column has left it;
 * - X **may be built on a card** T (of a face the build rule takes) once the cards above T in its column are
 *   gone; a T in a cell or on a foundation counts as always reachable (it may be moved somewhere first);
 * - X **may fill an empty column** once another column is dug out (only where an empty column takes X);
 * - X **leaves with the card under it** when the pick-up rule links them (it is then carried, not alone).
 * Each of these, once true, stays true as more cards leave: call X *free at s* when one holds. A card that
 * leaves while not free goes to a cell, alone; a card in a cell leaves it only once it is free.
 *
 * So at s the cells hold at least the cards that started in a cell and are not free, and the column cards
 * whose event is past that are not free and not carried (not free at s means not free at any earlier state
 * either, so each went to a cell and is still there). An event whose card is neither free nor carried needs
 * one more cell. A dig state is reachable only through events that fit.
 *
 * The search plays an event whose card is free (or carried) at once, before any other: it uses no cell, and
 * playing it earlier only frees cards sooner, so every line that wins from the state wins after it too. It
 * branches only on the events that take a cell, and remembers the dig states it has been through. Finding a
 * dig state with every column dug out proves nothing (the real game may still be lost); running out of dig
 * states proves the position lost. The search stops, proving nothing, after `maxDigStates` of them.
 */
import { rankOf, suitIndexOf } from '@patience/core/cards';
import type { GameState, PileState } from '@patience/core/engine';
import { cellDeadlockApplies } from './cell-deadlock.js';
import type { SolverLayout } from '../rules/layout.js';

/** How many dig states the proof visits before it gives up, proving nothing. */
export const MAX_DIG_STATES = 20_000;

/** A proof that the position is lost: how many dig states were tried, none of which digs every column out. */
export interface DigDeadlock {
  /** The dig states the search went through. */
  readonly digStates: number;
  /** The most cards it ever found waiting in the cells at once (the cells, or one fewer). */
  readonly cells: number;
}

/** What the search needs of one card: when it becomes free, read off a dig state. */
interface CardNeeds {
  /** For each column, how many of its cards must be gone before the card may go home (0: none). */
  readonly home: Int16Array;
  /** Columns and depths of the cards it may be built on, as pairs; `alwaysBuilt` when one lies outside the columns. */
  readonly targets: readonly number[];
  readonly alwaysBuilt: boolean;
  /** Whether an empty column would take it. */
  readonly fillsEmpty: boolean;
}

/** The cards, top-first, of each column. */
function columnsOf(layout: SolverLayout, state: GameState): number[][] {
  const columns: number[][] = [];
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) columns.push([...(state.piles[t] as PileState).cards].reverse().map((card) => card % 52));
  return columns;
}

function needsOf(layout: SolverLayout, face: number, columns: readonly (readonly number[])[], place: Int16Array): CardNeeds {
  const home = new Int16Array(columns.length);
  const suit = suitIndexOf(face);
  for (let rank = 1; rank < rankOf(face); rank++) {
    const lower = suit * 13 + rank - 1;
    const where = place[lower] ?? -1;
    if (where < 0) continue;
    const col = where >> 8;
    home[col] = Math.max(home[col] ?? 0, (where & 255) + 1);
  }
  const targets: number[] = [];
  let alwaysBuilt = false;
  for (const target of targetsOf(layout, face)) {
    const where = place[target] ?? -1;
    if (where < 0) alwaysBuilt = true;
    else targets.push(where >> 8, where & 255);
  }
  const { emptyAccepts } = layout.variant.rules.tableau;
  return { home, targets, alwaysBuilt, fillsEmpty: emptyAccepts === 'any' || (emptyAccepts === 'king' && rankOf(face) === 13) };
}

/** The faces of the deck that a card of this face may be built on. */
function targetsOf(layout: SolverLayout, face: number): number[] {
  const out: number[] = [];
  for (let target = 0; target < 52; target++) if (layout.builds[face * 52 + target] === 1 && (layout.copiesOfFace[target] ?? 0) > 0) out.push(target);
  return out;
}

/** Whether the card is free at the dig state `dug` (see the module's comment); `own` is its column, or -1. */
function free(needs: CardNeeds, dug: Int16Array, lengths: readonly number[], own: number): boolean {
  let home = true;
  for (let c = 0; c < dug.length; c++) if ((dug[c] ?? 0) < (needs.home[c] ?? 0)) { home = false; break; }
  if (home || needs.alwaysBuilt) return true;
  for (let i = 0; i < needs.targets.length; i += 2) if ((dug[needs.targets[i] as number] ?? 0) >= (needs.targets[i + 1] as number)) return true;
  if (needs.fillsEmpty) for (let c = 0; c < dug.length; c++) if (c !== own && dug[c] === lengths[c]) return true;
  return false;
}

/**
 * A dig deadlock in the position, or null when none is found (which proves nothing: the dig states let
 * through a line, or there were more than `maxDigStates` of them).
 */
export function findDigDeadlock(layout: SolverLayout, state: GameState, maxDigStates = MAX_DIG_STATES): DigDeadlock | null {
  if (!cellDeadlockApplies(layout)) return null;
  for (let t = layout.tableauStart; t < layout.tableauEnd; t++) if ((state.piles[t] as PileState).faceDown > 0) return null;
  const cells = layout.cellEnd - layout.cellStart;
  const columns = columnsOf(layout, state);
  const lengths = columns.map((cards) => cards.length);
  // Where each face lies: column * 256 + depth from the top, or -1 (a cell or a foundation).
  const place = new Int16Array(52).fill(-1);
  columns.forEach((cards, c) => { cards.forEach((face, depth) => { place[face] = c * 256 + depth; }); });
  const needs = columns.map((cards) => cards.map((face) => needsOf(layout, face, columns, place)));
  const carried = columns.map((cards) => cards.map((face, depth) => depth + 1 < cards.length && layout.runLinks[face * 52 + (cards[depth + 1] as number)] === 1));
  const inCells: CardNeeds[] = [];
  for (let c = layout.cellStart; c < layout.cellEnd; c++) for (const card of (state.piles[c] as PileState).cards) inCells.push(needsOf(layout, card % 52, columns, place));

  const waiting = (dug: Int16Array): number => {
    let held = 0;
    for (const cardNeeds of inCells) if (!free(cardNeeds, dug, lengths, -1)) held++;
    for (let c = 0; c < columns.length; c++) {
      for (let k = 0; k < (dug[c] ?? 0); k++) if (!(carried[c]?.[k] ?? false) && !free(needs[c]?.[k] as CardNeeds, dug, lengths, c)) held++;
    }
    return held;
  };
  const freeEvent = (dug: Int16Array, c: number): boolean => {
    const k = dug[c] ?? 0;
    return (carried[c]?.[k] ?? false) || free(needs[c]?.[k] as CardNeeds, dug, lengths, c);
  };
  // Plays every free event, in any order, until none is left (see the module's comment for why it loses no line).
  const settle = (dug: Int16Array): void => {
    for (let changed = true; changed;) {
      changed = false;
      for (let c = 0; c < columns.length; c++) {
        while ((dug[c] ?? 0) < (lengths[c] ?? 0) && freeEvent(dug, c)) { dug[c] = (dug[c] ?? 0) + 1; changed = true; }
      }
    }
  };
  const keyOf = (dug: Int16Array): number => dug.reduce((key, k, c) => key * ((lengths[c] ?? 0) + 1) + k, 0);

  const start = new Int16Array(columns.length);
  settle(start);
  const seen = new Set<number>([keyOf(start)]);
  const stack: Int16Array[] = [start];
  let most = 0;
  while (stack.length > 0) {
    const dug = stack.pop() as Int16Array;
    if (dug.every((k, c) => k === lengths[c])) return null;
    const held = waiting(dug);
    most = Math.max(most, held);
    if (held + 1 > cells) continue;
    for (let c = 0; c < columns.length; c++) {
      if ((dug[c] ?? 0) >= (lengths[c] ?? 0)) continue;
      const next = dug.slice();
      next[c] = (next[c] ?? 0) + 1;
      settle(next);
      const key = keyOf(next);
      if (seen.has(key)) continue;
      if (seen.size >= maxDigStates) return null;
      seen.add(key);
      stack.push(next);
    }
  }
  return { digStates: seen.size, cells: most };
}
