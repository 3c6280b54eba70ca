import { cardName, rankName, rankOf, suitIndexOf, suitOf, type CardId } from '../cards/card.js';
import type { MoveRefusal } from '../errors/errors.js';
import { shuffled } from '../random/shuffle.js';
import { gridStartRank } from '../rules/grid-start-rank.js';
import type { GridRules, Variant } from '../rules/vocabulary.js';
import { refuse, type Reason } from './reason.js';
import { internedMove, type Table } from './table.js';
import { shuffleSeed } from './tableau-redeal.js';
import type { Move, PileState } from './types.js';

/*
 * The tableau as a grid of places (`rules.tableau.grid`): the one reading of the rule that the deal, the move's
 * legality, the move list, the redeal and the win all take their answers from. A place is a tableau pile that
 * holds one card or none; place `i` is in row `floor(i / columns)`, column `i % columns`.
 */

/** The grid of a table's variant, or `undefined` for a tableau of piles. */
export function gridOf(table: Table): GridRules | undefined {
  return table.variant.rules.tableau.grid;
}

/** Reads the card a place of the grid holds (places counted from 0, row by row), or `undefined` for a gap. */
export type PlaceReader = (place: number) => CardId | undefined;

/** The {@link PlaceReader} of a position's tableau. */
function placesOf(table: Table, piles: readonly PileState[]): PlaceReader {
  return (place) => piles[table.tableauStart + place]?.cards[0];
}

/**
 * What a gap takes, as a rank and a suit index (`suit` -1 for any suit), or `null` when it takes nothing: the
 * start rank in the first column; elsewhere the card one rank above, in suit, the card to its left, and nothing
 * right of a King or of another gap.
 */
export function gapTakes(grid: GridRules, place: number, cardAt: PlaceReader): { readonly rank: number; readonly suit: number } | null {
  if (place % grid.columns === 0) return { rank: gridStartRank(grid), suit: -1 };
  const left = cardAt(place - 1);
  if (left === undefined || rankOf(left) === 13) return null;
  return { rank: rankOf(left) + 1, suit: suitIndexOf(left) };
}

/**
 * Why gap `place` does not take `card`, as a code, or `null` when it does ({@link gapTakes}). Core's move check
 * and a solver's compact engine both ask it.
 */
export function gapRefusal(grid: GridRules, place: number, card: CardId, cardAt: PlaceReader):
  'gap-closed' | 'gap-takes-start' | 'not-the-successor' | null {
  const wanted = gapTakes(grid, place, cardAt);
  if (wanted === null) return 'gap-closed';
  if (rankOf(card) === wanted.rank && (wanted.suit < 0 || suitIndexOf(card) === wanted.suit)) return null;
  return wanted.suit < 0 ? 'gap-takes-start' : 'not-the-successor';
}

/**
 * Why the card on pile `s` may not move to pile `d` of a grid, as a code, or `null` when it may: only one card,
 * only from a place to a gap, and only the card the gap takes ({@link gapRefusal}).
 */
export function gridRefusal(grid: GridRules, table: Table, piles: readonly PileState[], s: number, d: number, count: number):
  MoveRefusal | null {
  if (table.kinds[s] !== 'tableau' || table.kinds[d] !== 'tableau') return 'not-a-destination';
  if (count > 1) return 'one-card-only';
  if ((piles[d] as PileState).cards.length > 0) return 'not-a-gap';
  return gapRefusal(grid, d - table.tableauStart, (piles[s] as PileState).cards[0] as CardId, placesOf(table, piles));
}

/** The words of a {@link gridRefusal} code for the card on pile `s` to pile `d`. */
export function gridReason(grid: GridRules, table: Table, piles: readonly PileState[], d: number, code: MoveRefusal): Reason {
  const place = d - table.tableauStart;
  const left = place % grid.columns === 0 ? undefined : placesOf(table, piles)(place - 1);
  switch (code) {
    case 'not-a-gap':
      return refuse(code, `${capitalisedPlace(grid, place)} holds a card: a card moves only to a gap.`);
    case 'gap-closed':
      return refuse(code, left === undefined ? 'A gap right of another gap takes no card.' : 'A gap right of a King stays empty.');
    case 'gap-takes-start':
      return refuse(code, `A gap in the first column takes only ${gridStartRank(grid) === 1 ? 'an Ace' : 'a 2'}.`);
    case 'not-the-successor':
      return refuse(code, `The gap right of the ${cardName(left as CardId)} takes only the ${rankName(rankOf(left as CardId) + 1)} `
        + `of ${suitOf(left as CardId)}.`);
    case 'one-card-only':
      return refuse(code, 'The cards of a grid move one at a time.');
    default:
      return refuse(code, 'In a grid a card moves only from its place to a gap.');
  }
}

/** A place in a sentence, as a player counts: "row 2, place 5". */
export function gridPlaceName(grid: GridRules, place: number): string {
  return `row ${Math.floor(place / grid.columns) + 1}, place ${(place % grid.columns) + 1}`;
}

function capitalisedPlace(grid: GridRules, place: number): string {
  const name = gridPlaceName(grid, place);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Every legal card move of a grid, by source place, then gap, in pile order (each one {@link gridRefusal} accepts). */
export function collectGridMoves(grid: GridRules, table: Table, piles: readonly PileState[], out: Move[]): void {
  const gaps: number[] = [];
  for (let d = table.tableauStart; d < table.tableauEnd; d++) if ((piles[d] as PileState).cards.length === 0) gaps.push(d);
  const cardAt = placesOf(table, piles);
  for (let s = table.tableauStart; s < table.tableauEnd; s++) {
    const card = (piles[s] as PileState).cards[0];
    if (card === undefined) continue;
    for (const d of gaps) if (gapRefusal(grid, d - table.tableauStart, card, cardAt) === null) out.push(internedMove(table, s, d, 1));
  }
}

/** How many places of row `row`, from its first, run from a card of the start rank up in one suit. */
export function sequenceLength(grid: GridRules, row: number, cardAt: PlaceReader): number {
  const first = row * grid.columns;
  const start = cardAt(first);
  const startRank = gridStartRank(grid);
  if (start === undefined || rankOf(start) !== startRank) return 0;
  let length = 1;
  while (length < grid.columns) {
    const card = cardAt(first + length);
    if (card === undefined || suitIndexOf(card) !== suitIndexOf(start) || rankOf(card) !== startRank + length) break;
    length++;
  }
  return length;
}

/**
 * Whether every one of the grid's `rows` runs in one suit from its start rank to its King (the win
 * `rows-in-sequence`).
 */
export function rowsInSequence(grid: GridRules, rows: number, cardAt: PlaceReader): boolean {
  const full = 14 - gridStartRank(grid);
  for (let row = 0; row < rows; row++) if (sequenceLength(grid, row, cardAt) !== full) return false;
  return true;
}

/** {@link rowsInSequence} of a position's tableau. */
export function gridWon(grid: GridRules, table: Table, piles: readonly PileState[]): boolean {
  return rowsInSequence(grid, (table.tableauEnd - table.tableauStart) / grid.columns, placesOf(table, piles));
}

/**
 * Whether some card of the grid's `rows` is out of sequence, so that a redeal has cards to gather (core's
 * `nothing-to-redeal` refusal when none is).
 */
export function someOutOfSequence(grid: GridRules, rows: number, cardAt: PlaceReader): boolean {
  for (let row = 0; row < rows; row++) {
    for (let place = row * grid.columns + sequenceLength(grid, row, cardAt); place < (row + 1) * grid.columns; place++) {
      if (cardAt(place) !== undefined) return true;
    }
  }
  return false;
}

/** Why the grid may not be redealt now, as a code, or `null`: no redeal left, or every card already in sequence. */
export function gridRedealRefusal(grid: GridRules, table: Table, piles: readonly PileState[], redealsUsed: number):
  'no-redeals-left' | 'nothing-to-redeal' | null {
  if (redealsUsed >= grid.redeals) return 'no-redeals-left';
  const rows = (table.tableauEnd - table.tableauStart) / grid.columns;
  return someOutOfSequence(grid, rows, placesOf(table, piles)) ? null : 'nothing-to-redeal';
}

/**
 * The grid's places after a redeal: the cards not in sequence gathered row by row, shuffled from the position's
 * own seed (as a shuffled tableau redeal is, so the move is a pure function of the position), and dealt back
 * row by row into the places they left, each row's first such place, right after its sequence, left a gap.
 * `tableau` is the grid's places in order; `redealsUsed` the position's count before this redeal. Core's redeal
 * move and a solver's compact engine both deal these places.
 * @example redealtGrid({ columns: 13, aces: 'set-aside', redeals: 2 }, state.piles.slice(0, 52), state.redealsUsed)
 */
export function redealtGrid(grid: GridRules, tableau: readonly PileState[], redealsUsed: number): PileState[] {
  const cardAt: PlaceReader = (place) => tableau[place]?.cards[0];
  const cards: CardId[] = [];
  const places: number[][] = [];
  for (let row = 0; row < tableau.length / grid.columns; row++) {
    const rowPlaces: number[] = [];
    for (let place = row * grid.columns + sequenceLength(grid, row, cardAt); place < (row + 1) * grid.columns; place++) {
      rowPlaces.push(place);
      const card = cardAt(place);
      if (card !== undefined) cards.push(card);
    }
    places.push(rowPlaces);
  }
  const dealt = shuffled(cards, shuffleSeed(cards, redealsUsed));
  const after = tableau.slice();
  for (const rowPlaces of places) {
    rowPlaces.forEach((place, i) => {
      const card = i === 0 ? undefined : dealt.shift();
      after[place] = { cards: card === undefined ? [] : [card], faceDown: 0 };
    });
  }
  return after;
}

/**
 * The Aces a grid lays on its rows' first places before the deal (`aces: "to-row-starts"`), in the deck's
 * order; none under any other rule.
 */
export function acesToRowStarts(variant: Variant, deck: readonly CardId[]): CardId[] {
  return variant.rules.tableau.grid?.aces === 'to-row-starts' ? deck.filter((card) => rankOf(card) === 1) : [];
}

/**
 * Places a grid's Aces once the deal is done: `to-row-starts` lays the Aces taken out before the deal
 * (`aside`) on the rows' first places; `moved-to-row-starts` moves the dealt Aces, row by row, there;
 * `set-aside` moves each to the first empty foundation of its suit. Columns and foundations change in place.
 */
export function placeGridAces(table: Table, columns: CardId[][], foundations: CardId[][], aside: readonly CardId[]): void {
  const grid = gridOf(table);
  if (grid === undefined || grid.aces === 'in-deal') return;
  const aces = grid.aces === 'to-row-starts' ? aside : columns.flatMap((column) => column.filter((card) => rankOf(card) === 1));
  if (grid.aces !== 'to-row-starts') columns.forEach((column, i) => { columns[i] = column.filter((card) => rankOf(card) !== 1); });
  aces.forEach((ace, i) => {
    if (grid.aces !== 'set-aside') {
      columns[i * grid.columns] = [ace];
      return;
    }
    const slot = foundations.findIndex((pile, f) => pile.length === 0 && table.foundationSuit[f] === suitIndexOf(ace));
    (foundations[slot] as CardId[]).push(ace);
  });
}
