import { applyMove, deal } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { positionFromText } from '@patience/core/snapshot';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { freecell as freecellGame } from '@patience/example-freecell';
import { solve } from '../src/index.js';
import { cellDeadlockApplies, findCellDeadlock } from '../src/proofs/cell-deadlock.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';

const freecell = freecellGame.variant();

const variant = seahaven.variant();
const layout = solverLayout(variant);

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
    const searched = compactSearch(layout, state, {
      maxStates: 200_000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false,
      playSafeMovesHome: true, skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
    });
    expect(searched.end).toBe('exhausted');
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

  it('is sound: it never fires on a won deal of Seahaven Towers 1–40, nor on any position along its winning line', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const start = deal(variant, seed);
      const result = solve(variant, start, { maxStates: 300_000, timeMs: 60_000 });
      if (result.status !== 'solved') continue;
      let state = start;
      expect(findCellDeadlock(layout, state)).toBeNull();
      for (const move of result.moves) {
        state = applyMove(variant, state, move).state;
        expect(findCellDeadlock(layout, state)).toBeNull();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});

describe('solve tries the proofs before it searches', () => {
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
