import { type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { freecell as freecellGame } from '@patience/freecell';
import { klondike as klondikeGame } from '@patience/klondike';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';
import { search, type SearchLimits } from '../src/search/search.js';

const freecell = freecellGame.variant();
const klondike = klondikeGame.variant();
const klondikeDraw3 = klondikeGame.variant({ draw: 3 });

const GAMES: readonly (readonly [string, Variant])[] = [
  ['Seahaven Towers', seahaven.variant()],
  ['Easthaven', easthaven.variant()],
  ['Spider (one suit)', spider.variant({ suits: 1 })],
  ['Spiderette', spiderette.variant()],
  ['FreeCell', freecell],
  ['Klondike', klondike],
  ['Klondike (draw 3)', klondikeDraw3],
];

const BASE: SearchLimits = {
  maxStates: 3000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false, playSafeMovesHome: true,
  skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
};

describe('the compact search is the same search as the one on core states', () => {
  for (const [name, variant] of GAMES) {
    it(`${name}: same end, positions stored, line and rated move, for each strategy and pass`, () => {
      const layout = solverLayout(variant);
      for (let seed = 1; seed <= 3; seed++) {
        const start = deal(variant, seed);
        for (const limits of [
          BASE,
          { ...BASE, strategy: 'best-first' as const },
          { ...BASE, skipLateralMoves: true, mergeColumnsEarly: true },
          { ...BASE, stopAtHiddenCards: true, rateMoves: true, maxStates: 500 },
        ]) {
          const old = search(layout, start, limits);
          const now = compactSearch(layout, start, limits);
          const what = `deal ${seed}, ${JSON.stringify({ ...limits, signal: undefined })}`;
          expect([now.end, now.statesExplored, now.skippedMoves, now.frontierSeen, now.rootScore], what)
            .toEqual([old.end, old.statesExplored, old.skippedMoves, old.frontierSeen, old.rootScore]);
          expect(now.moves, what).toEqual(old.moves);
          expect(now.openingSafeMoves, what).toEqual(old.openingSafeMoves);
          expect(now.best, what).toEqual(old.best);
        }
      }
    });
  }
});
