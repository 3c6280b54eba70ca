import { applyLegalMove, deal, legalMoves, mulberry32, pileIds, randomBelow, safeFoundationMoves, type GameState, type Variant } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { freecell } from '../../core/test/fixtures/freecell.js';
import { klondike, klondikeDraw3 } from '../../core/test/fixtures/klondike.js';
import { positionKey } from '../src/position/key.js';
import { safeMoveHome } from '../src/position/safe-moves.js';
import { solverLayout } from '../src/rules/layout.js';
import { search, type SearchLimits } from '../src/search/search.js';

const GAMES: readonly (readonly [string, Variant])[] = [
  ['Seahaven Towers', seahaven.variant()],
  ['Easthaven', easthaven.variant()],
  ['Easthaven (PySolFC rules)', easthaven.variant({ emptyColumns: 'any', dealWithEmptyColumns: 'allow', foundationTakeBack: true })],
  ['Spider', spider.variant()],
  ['Spider (one suit)', spider.variant({ suits: 1 })],
  ['Spiderette', spiderette.variant()],
  ['FreeCell', freecell],
  ['Klondike', klondike],
  ['Klondike (draw 3)', klondikeDraw3],
];

/** Positions along random play-outs of a variant: the deal and every position after it. */
function playOut(variant: Variant, seed: number, plies: number): GameState[] {
  const random = mulberry32(seed);
  const seen = [deal(variant, seed)];
  for (let i = 0; i < plies; i++) {
    const state = seen[seen.length - 1] as GameState;
    const moves = legalMoves(variant, state);
    if (moves.length === 0) break;
    seen.push(applyLegalMove(variant, state, moves[randomBelow(random, moves.length)] as (typeof moves)[number]).state);
  }
  return seen;
}

describe('safe moves home agree with core', () => {
  for (const [name, variant] of GAMES) {
    it(`${name}: every safe move the solver plays is one of core's safeFoundationMoves`, () => {
      const layout = solverLayout(variant);
      const ids = pileIds(variant);
      let played = 0;
      for (let seed = 1; seed <= 6; seed++) {
        for (const state of playOut(variant, seed, 150)) {
          const move = safeMoveHome(layout, state, ids);
          if (!move) continue;
          played++;
          expect(safeFoundationMoves(variant, state)).toContainEqual(move);
        }
      }
      // Spider's foundations take whole runs: no card is ever moved home by hand there.
      if (variant.rules.foundations.kind === 'complete-runs') expect(played).toBe(0);
    });
  }
});

describe('transposition keys', () => {
  it('Seahaven Towers: columns are interchangeable, so swapping two gives the same key', () => {
    const variant = seahaven.variant();
    const state = deal(variant, 1);
    const piles = state.piles.slice();
    [piles[0], piles[3]] = [piles[3] as GameState['piles'][number], piles[0] as GameState['piles'][number]];
    const layout = solverLayout(variant);
    expect(positionKey(layout, { ...state, piles })).toBe(positionKey(layout, state));
  });

  it('Spider: while the stock deals each column its own cards, swapping two columns changes the key', () => {
    const variant = spider.variant();
    const state = deal(variant, 1);
    const piles = state.piles.slice();
    [piles[4], piles[5]] = [piles[5] as GameState['piles'][number], piles[4] as GameState['piles'][number]];
    const layout = solverLayout(variant);
    expect(positionKey(layout, { ...state, piles })).not.toBe(positionKey(layout, state));
  });

  it('Spider: once the stock is empty the columns are interchangeable again', () => {
    const variant = spider.variant();
    const dealt = deal(variant, 1);
    const state = { ...dealt, piles: dealt.piles.map((pile, i) => (i === dealt.piles.length - 1 ? { cards: [], faceDown: 0 } : pile)) };
    const piles = state.piles.slice();
    [piles[4], piles[5]] = [piles[5] as GameState['piles'][number], piles[4] as GameState['piles'][number]];
    const layout = solverLayout(variant);
    expect(positionKey(layout, { ...state, piles })).toBe(positionKey(layout, state));
  });
});

describe('proofs do not lean on the shortcuts', () => {
  const limits: SearchLimits = {
    maxStates: 1_000_000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false,
    playSafeMovesHome: false, skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
  };
  it('Seahaven Towers deal 2 and Easthaven deal 21 are unwinnable without safe moves home too', () => {
    for (const variant of [seahaven.variant(), easthaven.variant()]) {
      const seed = variant.rules.stock.kind === 'none' ? 2 : 21;
      expect(search(solverLayout(variant), deal(variant, seed), limits).end).toBe('exhausted');
    }
  });

  it('best-first reaches the same verdicts as depth-first', () => {
    const variant = seahaven.variant();
    const layout = solverLayout(variant);
    expect(search(layout, deal(variant, 2), { ...limits, playSafeMovesHome: true, strategy: 'best-first' }).end).toBe('exhausted');
    expect(search(layout, deal(variant, 5), { ...limits, playSafeMovesHome: true, strategy: 'best-first' }).end).toBe('won');
  });
});
