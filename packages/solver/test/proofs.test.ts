import { applyMove, deal } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { freecell as freecellGame } from '@patience/freecell';
import { solve } from '../src/index.js';
import { cellDeadlockApplies, findCellDeadlock } from '../src/proofs/cell-deadlock.js';
import { findDigDeadlock } from '../src/proofs/dig-order.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';

const freecell = freecellGame.variant();

const variant = seahaven.variant();
const layout = solverLayout(variant);

/** The complete search on its own (solve would answer from a proof before searching). */
const completeSearch = (state: ReturnType<typeof positionFromText>) => compactSearch(layout, state, {
  maxStates: 200_000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false,
  playSafeMovesHome: true, skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
});

/**
 * Column t1, bottom to top: AS 9S 2D 4D 7D 6S 9D 5C 8D; the towers hold 3D, 6D, 5S and 8S, whose ways out
 * (home, or onto 4D, 7D, 6S, 9S) all lie in t1. The 8 of diamonds can leave t1 only to a tower, and none
 * will be free. The other cards fill t2–t10 in id order.
 */
function deadlocked(): ReturnType<typeof positionFromText> {
  const t1 = ['AS', '9S', '2D', '4D', '7D', '6S', '9D', '5C', '8D'];
  const towers = ['3D', '6D', '5S', '8S'];
  const rest = Array.from({ length: 52 }, (_, id) => cardCode(id)).filter((code) => !t1.includes(code) && !towers.includes(code));
  const piles: Record<string, string> = { t1: t1.join(' ') };
  for (let t = 2; t <= 10; t++) piles[`t${t}`] = rest.filter((_, i) => i % 9 === t - 2).join(' ');
  towers.forEach((code, i) => { piles[`c${i + 1}`] = code; });
  return positionFromText(variant, piles);
}

describe('cell deadlock: a proof of loss read from the rules', () => {
  it('applies where the argument holds (no stock, all face up, one deck, up-by-suit, no empty column for any card)', () => {
    expect(cellDeadlockApplies(layout)).toBe(true);
    expect(cellDeadlockApplies(solverLayout(seahaven.variant({ runLimit: 'unlimited' })))).toBe(true);
    for (const other of [freecell, easthaven.variant(), spider.variant(), spiderette.variant()]) {
      expect(cellDeadlockApplies(solverLayout(other))).toBe(false);
    }
  });

  it('proves the constructed position lost, naming the column and the card, as the exact search does', () => {
    const state = deadlocked();
    expect(findCellDeadlock(layout, state)).toEqual({ pile: 0, card: 7 + 13, needed: 5 });
    // The complete search on its own (solve would answer from the proof) exhausts the position too.
    expect(completeSearch(state).end).toBe('exhausted');
  });

  it('finds nothing when one tower is free of the column (the 8 of spades swapped for the 10, which may go on the jack in t2)', () => {
    const state = deadlocked();
    // Swap the 8 of spades in c4 with the top card of t10, the 10 of spades, which may go on the jack of spades in another column.
    const piles = state.piles.map((p) => ({ cards: [...p.cards], faceDown: p.faceDown }));
    const t10 = piles[9]?.cards as number[];
    const c4 = piles[17]?.cards as number[];
    [t10[t10.length - 1], c4[0]] = [c4[0] as number, t10[t10.length - 1] as number];
    expect(cardCode(c4[0])).toBe('TS');
    expect(findCellDeadlock(layout, { ...state, piles })).toBeNull();
  });

  it('is sound: neither proof fires on a won deal of Seahaven Towers 1–40, nor on any position along its winning line', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const start = deal(variant, seed);
      const result = solve(variant, start, { maxStates: 300_000, timeMs: 60_000 });
      if (result.status !== 'solved') continue;
      let state = start;
      expect(findCellDeadlock(layout, state)).toBeNull();
      expect(findDigDeadlock(layout, state)).toBeNull();
      for (const move of result.moves) {
        state = applyMove(variant, state, move).state;
        expect(findCellDeadlock(layout, state)).toBeNull();
        expect(findDigDeadlock(layout, state)).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});

/**
 * Deal 1 of Seahaven Towers after random moves (the benchmark's mid-game position of deal 1): the towers
 * hold 2H, 7S, 9D and 9S, and no column's top card can go home, on a card of its suit, or to an empty column
 * without a tower, however the columns are dug out.
 */
function stuckMidGame(): ReturnType<typeof positionFromText> {
  return positionFromText(variant, {
    t1: '9C QD 7D 8S 7H', t2: 'AC 6H AH QC 7C', t3: 'TC AD 8D TS JS', t4: '4C 6C 3H 8C 4D 3D', t5: '8H 9H',
    t6: 'TD JD 2D 5H KC', t7: '2C TH 6D', t8: '5S 6S KD 3C', t9: 'KS KH QS 4H', t10: '5C JC 5D 4S QH JH',
    f4: 'AS 2S 3S', c1: '2H', c2: '7S', c3: '9D', c4: '9S',
  });
}

describe('dig order: the cell deadlock over every column at once', () => {
  it('proves a real lost mid-game position of deal 1 that the one-column count misses, as the exact search does', () => {
    const state = stuckMidGame();
    expect(findCellDeadlock(layout, state)).toBeNull();
    expect(findDigDeadlock(layout, state)).toEqual({ digStates: 1, cells: 4 });
    expect(completeSearch(state).end).toBe('exhausted');
  });

  it('proves the constructed one-column deadlock too, and nothing once a tower is free of the column', () => {
    const state = deadlocked();
    expect(findDigDeadlock(layout, state)).toEqual({ digStates: 1, cells: 4 });
    const piles = state.piles.map((p) => ({ cards: [...p.cards], faceDown: p.faceDown }));
    const t10 = piles[9]?.cards as number[];
    const c4 = piles[17]?.cards as number[];
    [t10[t10.length - 1], c4[0]] = [c4[0] as number, t10[t10.length - 1] as number];
    expect(findDigDeadlock(layout, { ...state, piles })).toBeNull();
  });

  it('finds nothing at the opening of a lost deal (deal 2: the search proves it, the dig order cannot)', () => {
    expect(findDigDeadlock(layout, deal(variant, 2))).toBeNull();
  });

  it('does not apply where an empty column takes any card (FreeCell) or cards are face down (Spiderette)', () => {
    expect(findDigDeadlock(solverLayout(freecell), deal(freecell, 1))).toBeNull();
    expect(findDigDeadlock(solverLayout(spiderette.variant()), deal(spiderette.variant(), 1))).toBeNull();
  });
});

describe('solve tries the proofs before it searches', () => {
  it('answers a position the dig order proves with its proof in words and no position stored', () => {
    expect(solve(variant, stuckMidGame(), { maxStates: 10 })).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: 'Whatever order the columns are dug out in, more cards would have to wait in the towers at once than the 4 there are.',
    });
  });

  it('answers unwinnable with the proof in words and no position stored', () => {
    const result = solve(variant, deadlocked(), { maxStates: 10 });
    expect(result).toMatchObject({
      status: 'unwinnable',
      statesExplored: 0,
      proof: "Column t1's cards can leave it only through the towers: when the 8 of diamonds has to go, 5 would be needed at once and there are 4.",
    });
  });

  it('searches as before where no proof applies: deal 2 of Seahaven Towers is proven lost by the search', () => {
    const result = solve(variant, deal(variant, 2), { maxStates: 100_000 });
    expect(result.status).toBe('unwinnable');
    expect(result.statesExplored).toBeGreaterThan(0);
    expect('proof' in result).toBe(false);
  });
});
