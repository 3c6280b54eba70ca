import { describe, expect, it } from 'vitest';
import { defineVariant, type Variant } from '@patience/core';
import { boardLayout } from '../src/board/layout.js';
import { nextFocus } from '../src/input/focus-model.js';
import { pairTap } from '../src/input/pairs.js';
import { isCoveredNow } from '../src/input/piles.js';
import { recordWords } from '../src/play/record-words.js';
import { legalMoves, type GameState } from '@patience/core/engine';
import { Game } from '@patience/core';

const OPEN_COLUMNS = { build: { direction: 'none' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none' } as const;

/** Pyramid: seven rows of one-card piles numbered from the apex, each covered by the two below it. */
const pyramid: Variant = defineVariant({
  id: 'pyramid-layout',
  name: 'Pyramid',
  layout: {
    tableau: [1, 2, 3, 4, 5, 6, 7].flatMap((row) => Array.from({ length: row }, (_, i) => {
      const below = (row * (row + 1)) / 2 + 1 + i;
      return row < 7 ? { cards: 1, coveredBy: [below, below + 1] } : { cards: 1 };
    })),
    wasteCards: 1,
  },
  rules: { tableau: OPEN_COLUMNS, foundations: { kind: 'pairs', total: 13 }, stock: { kind: 'draw-to-waste', redeals: 2 } },
});

/** TriPeaks: three peaks, a row of six, a row of nine (face down) over the front row of ten. */
const tripeaks: Variant = defineVariant({
  id: 'tripeaks-layout',
  name: 'TriPeaks',
  layout: {
    tableau: [
      ...[[4, 5], [6, 7], [8, 9], [10, 11], [11, 12], [13, 14], [14, 15], [16, 17], [17, 18],
        [19, 20], [20, 21], [21, 22], [22, 23], [23, 24], [24, 25], [25, 26], [26, 27], [27, 28]]
        .map((coveredBy) => ({ cards: 1, faceDown: 1, coveredBy })),
      ...Array.from({ length: 10 }, () => ({ cards: 1 })),
    ],
    wasteCards: 1,
  },
  rules: {
    tableau: OPEN_COLUMNS,
    foundations: { kind: 'none' },
    stock: { kind: 'draw-to-waste', waste: { direction: 'up-or-down', wrap: true } },
    win: { kind: 'tableau-cleared' },
  },
});

/** Golf: seven open columns of five, cleared onto the waste. */
const golf: Variant = defineVariant({
  id: 'golf-layout',
  name: 'Golf',
  layout: { tableau: Array.from({ length: 7 }, () => ({ cards: 5 })), wasteCards: 1 },
  rules: {
    tableau: OPEN_COLUMNS,
    foundations: { kind: 'none' },
    stock: { kind: 'draw-to-waste', waste: { direction: 'up-or-down' } },
    win: { kind: 'tableau-cleared' },
  },
});

/** The tableau as `id x y` lines, back row first. */
function places(variant: Variant): string[] {
  return boardLayout(variant).tableau.map((p) => `${p.id} ${p.x} ${p.y}`);
}

describe('a tableau whose piles cover each other', () => {
  it('lays Pyramid out as a triangle of seven rows, the apex at the back, half a card between rows', () => {
    const layout = boardLayout(pyramid);
    expect(layout.covered).toBe(true);
    expect(layout.columns).toBe(7);
    expect(layout.tableauHeight).toBe(4);
    expect(places(pyramid)).toEqual([
      't1 3 0',
      't2 2.5 0.5', 't3 3.5 0.5',
      't4 2 1', 't5 3 1', 't6 4 1',
      't7 1.5 1.5', 't8 2.5 1.5', 't9 3.5 1.5', 't10 4.5 1.5',
      't11 1 2', 't12 2 2', 't13 3 2', 't14 4 2', 't15 5 2',
      't16 0.5 2.5', 't17 1.5 2.5', 't18 2.5 2.5', 't19 3.5 2.5', 't20 4.5 2.5', 't21 5.5 2.5',
      't22 0 3', 't23 1 3', 't24 2 3', 't25 3 3', 't26 4 3', 't27 5 3', 't28 6 3',
    ]);
    expect(layout.tableau.map((p) => p.row)).toEqual([0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6, 6, 6, 6, 6, 6, 6]);
  });

  it('puts Pyramid\'s one discard pile at the right end of the top row, after the stock and the waste', () => {
    expect(boardLayout(pyramid).top).toEqual([{ id: 'stock', x: 0 }, { id: 'waste', x: 1 }, { id: 'f1', x: 6 }]);
  });

  it('lays TriPeaks out as three peaks over a row of ten', () => {
    const layout = boardLayout(tripeaks);
    expect(layout.columns).toBe(10);
    expect(layout.tableauHeight).toBe(2.5);
    expect(places(tripeaks)).toEqual([
      't1 1.5 0', 't2 4.5 0', 't3 7.5 0',
      't4 1 0.5', 't5 2 0.5', 't6 4 0.5', 't7 5 0.5', 't8 7 0.5', 't9 8 0.5',
      't10 0.5 1', 't11 1.5 1', 't12 2.5 1', 't13 3.5 1', 't14 4.5 1', 't15 5.5 1', 't16 6.5 1', 't17 7.5 1', 't18 8.5 1',
      't19 0 1.5', 't20 1 1.5', 't21 2 1.5', 't22 3 1.5', 't23 4 1.5', 't24 5 1.5', 't25 6 1.5', 't26 7 1.5', 't27 8 1.5', 't28 9 1.5',
    ]);
    // No foundations: the top row is the stock and the waste.
    expect(layout.top).toEqual([{ id: 'stock', x: 0 }, { id: 'waste', x: 1 }]);
  });

  it('leaves Golf\'s open columns as a row of columns, with no foundation row', () => {
    const layout = boardLayout(golf);
    expect(layout.covered).toBe(false);
    expect(layout.tableauHeight).toBe(0);
    expect(layout.columns).toBe(7);
    expect(layout.top).toEqual([{ id: 'stock', x: 0 }, { id: 'waste', x: 1 }]);
    expect(layout.tableau.map((p) => `${p.id} ${p.x}`)).toEqual(['t1 0', 't2 1', 't3 2', 't4 3', 't5 4', 't6 5', 't7 6']);
  });

  it('centres a covered tableau narrower than the top row', () => {
    // Two piles covering one, under a top row of stock, waste and four foundations: six columns.
    const small = defineVariant({
      id: 'small-covered',
      name: 'Small',
      layout: { tableau: [{ cards: 1, coveredBy: [2, 3] }, { cards: 1 }, { cards: 1 }], wasteCards: 1 },
      rules: { stock: { kind: 'draw-to-waste' } },
    });
    const layout = boardLayout(small);
    expect(layout.columns).toBe(6);
    expect(places(small)).toEqual(['t1 2.5 0', 't2 2 0.5', 't3 3 0.5']);
  });
});

describe('the keyboard on a covered tableau', () => {
  it('moves up and down Pyramid\'s rows to the nearest card, and along a row with Left and Right', () => {
    const layout = boardLayout(pyramid);
    expect(nextFocus(layout, 't28', 'ArrowUp')).toBe('t21');
    // Between two cards above, the left one, as Left comes before Right.
    expect(nextFocus(layout, 't25', 'ArrowUp')).toBe('t18');
    expect(nextFocus(layout, 't2', 'ArrowUp')).toBe('t1');
    expect(nextFocus(layout, 't1', 'ArrowUp')).toBe('waste');
    expect(nextFocus(layout, 't1', 'ArrowDown')).toBe('t2');
    expect(nextFocus(layout, 't22', 'ArrowDown')).toBe('t22');
    expect(nextFocus(layout, 't5', 'ArrowLeft')).toBe('t4');
    expect(nextFocus(layout, 't6', 'ArrowRight')).toBe('t6');
    expect(nextFocus(layout, 'f1', 'ArrowDown')).toBe('t1');
  });
});

describe('pairs by tap', () => {
  const game = new Game(pyramid, { seed: 7 });
  const state: GameState = game.state;
  const moves = legalMoves(pyramid, state);
  const pair = moves.find((m) => m.kind === 'move' && m.to !== 'f1');

  it('knows which of Pyramid\'s cards are covered at the deal: every row but the front', () => {
    expect((['t1', 't21', 't22', 't28'] as const).map((id) => isCoveredNow(pyramid, state, id))).toEqual([true, true, false, false]);
  });

  it('picks a free card at the first tap and plays the pair at the second', () => {
    if (pair?.kind !== 'move') throw new Error('deal 7 of Pyramid has a pair at the deal');
    const first = pairTap(pyramid, state, moves, null, pair.from);
    expect(first.kind).toBe('pick');
    expect(first).toMatchObject({ pile: pair.from });
    expect(pairTap(pyramid, state, moves, pair.from, pair.to)).toEqual({ kind: 'play', move: { kind: 'move', from: pair.from, to: pair.to, count: 1 } });
    expect(pairTap(pyramid, state, moves, pair.from, pair.from)).toEqual({ kind: 'put-back', message: 'Put back.' });
  });

  it('says why a covered card cannot be picked', () => {
    const tap = pairTap(pyramid, state, moves, null, 't1');
    expect(tap.kind).toBe('stuck');
  });
});

describe('a pair in words', () => {
  it('names both cards of a pair, going to the discard pile', () => {
    const game = new Game(pyramid, { seed: 2 });
    expect(recordWords(game.move('t22>t24'), pyramid)).toBe('the 2 of spades and the Jack of diamonds to foundation 1');
  });
});
