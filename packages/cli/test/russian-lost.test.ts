/**
 * Russian Solitaire's "lost" verdicts, checked by a second, deliberately naive search written here from the rules
 * (PySolFC's Russian Solitaire: Yukon's layout and moves, building down in suit; a King or a group led by one fills
 * an empty column; foundations up in suit from the Ace, nothing taken back). It shares nothing with the solver
 * but the deal itself: if the solver called a winnable deal lost, this search would find the win.
 */
import { describe, expect, it } from 'vitest';
import { rankOf as rank, suitOf } from '@patience/core/cards';
import { deal } from '@patience/core/engine';
import { findGame } from '@patience/games';
import { solve } from '@patience/solver';

interface Table {
  /** Each column bottom first: a card id and whether it is face up. */
  readonly columns: readonly (readonly { readonly card: number; readonly up: boolean }[])[];
  /** The highest rank home in each suit (0 for none), by suit index. */
  readonly home: readonly number[];
}

const found = findGame('russian-solitaire');
if (found === undefined) throw new Error('Russian Solitaire is missing from @patience/games.');
const RUSSIAN = found.game.variant();

function opening(seed: number): Table {
  const state = deal(RUSSIAN, seed);
  const columns = state.piles.slice(0, 7).map((p) => p.cards.map((card, i) => ({ card, up: i >= p.faceDown })));
  return { columns, home: [0, 0, 0, 0] };
}

const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
const suitIndex = (card: number): number => SUITS.indexOf(suitOf(card));

/** Turns up a column's new top card when a move left it face down. */
function turnUp(column: { card: number; up: boolean }[]): { card: number; up: boolean }[] {
  const top = column[column.length - 1];
  if (top && !top.up) column[column.length - 1] = { card: top.card, up: true };
  return column;
}

/** Every table one move away: a top card home, or a face-up card with all the cards on it onto a column. */
function nextTables(table: Table): Table[] {
  const next: Table[] = [];
  table.columns.forEach((column, from) => {
    const top = column[column.length - 1];
    if (top && rank(top.card) === (table.home[suitIndex(top.card)] ?? 0) + 1) {
      const home = [...table.home];
      home[suitIndex(top.card)] = rank(top.card);
      const columns = table.columns.map((c, i) => (i === from ? turnUp(c.slice(0, -1)) : c));
      next.push({ columns, home });
    }
    column.forEach(({ card, up }, at) => {
      if (!up) return;
      table.columns.forEach((target, to) => {
        if (to === from) return;
        const onto = target[target.length - 1];
        const fits = onto === undefined ? rank(card) === 13 && at > 0 : suitOf(onto.card) === suitOf(card) && rank(onto.card) === rank(card) + 1;
        if (!fits) return;
        const columns = table.columns.map((c, i) => (i === from ? turnUp(c.slice(0, at)) : i === to ? [...c, ...column.slice(at)] : c));
        next.push({ columns, home: table.home });
      });
    });
  });
  return next;
}

/** Far more positions than any deal checked here has, so that a search stopped by the cap fails the test. */
const CAP = 20_000;

const key = (table: Table): string => `${table.home.join(',')}|${table.columns.map((c) => c.map((x) => `${x.card}${x.up ? '' : 'd'}`).join('.')).join('/')}`;

/** Every position reachable from the deal, unless one is won or `cap` are seen first. */
function explore(seed: number, cap: number): { readonly won: boolean; readonly positions: number } {
  const seen = new Set<string>();
  const stack = [opening(seed)];
  while (stack.length > 0 && seen.size < cap) {
    const table = stack.pop() as Table;
    const k = key(table);
    if (seen.has(k)) continue;
    seen.add(k);
    if (table.home.every((h) => h === 13)) return { won: true, positions: seen.size };
    stack.push(...nextTables(table));
  }
  return { won: false, positions: seen.size };
}

describe("Russian Solitaire's lost deals, checked by a naive search from the rules", () => {
  it('finds deal 2 lost in exactly 8 positions: three moves that reveal nothing, in any combination', () => {
    // 5♦ (with three cards) onto 6♦, 7♥ onto 8♥, 9♣ onto 10♣: none turns up a card or empties a column.
    expect(explore(2, 1000)).toEqual({ won: false, positions: 8 });
  });

  it('agrees with the solver on the deals of 1 to 20 that are small enough to search whole in a test', () => {
    // Deals 3, 6, 7, 12, 15 and 17 (lost, 1,549 to 51,371 positions) agree too; left out to keep the test cheap.
    const seeds = [1, 2, 4, 5, 8, 9, 10, 11, 13, 14, 16, 18, 19, 20];
    const solver = seeds.map((seed) => solve(RUSSIAN, deal(RUSSIAN, seed), { timeMs: 5000, peek: true }).status);
    const naive = seeds.map((seed) => explore(seed, CAP));
    const won = [10, 14];
    expect(solver).toEqual(seeds.map((seed) => (won.includes(seed) ? 'solved' : 'unwinnable')));
    expect(naive.map((e) => e.won)).toEqual(seeds.map((seed) => won.includes(seed)));
    // Each lost verdict is a whole search, far below the cap: deal 9's 820 positions are the most.
    expect(Math.max(...naive.map((e) => e.positions))).toBe(820);
  });
});
