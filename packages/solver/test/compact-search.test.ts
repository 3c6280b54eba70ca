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
import type { SearchLimits } from '../src/search/search.js';
import { lineFingerprint } from './support.js';

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
  maxStates: 3000, timeMs: 600_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false, playSafeMovesHome: true,
  skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
};

/**
 * The search's exact answers on three deals of each game, for each strategy and pass: the end, the positions
 * stored, whether moves were skipped, whether a frontier was seen, the root's score, the line's length and
 * fingerprint, the opening safe moves, and the best rated move. Recorded when the search on core's positions
 * still ran beside this one and answered exactly the same; a change to the search, the move order or the
 * transposition table changes a number here.
 */
type Answer = readonly [string, number, boolean, boolean, number, number, string, number, unknown];
const EXPECTED: Record<string, readonly Answer[]> = Object.fromEntries([
  ['Seahaven Towers', [
    ['won', 1246, false, false, -176, 88, '3f508dbd', 3, null],
    ['won', 1246, false, false, -176, 88, '3f508dbd', 3, null],
    ['won', 1246, false, false, -176, 88, '3f508dbd', 3, null],
    ['max-states', 500, false, false, -176, 0, '741638a5', 3, [{'kind': 'move', 'from': 't10', 'to': 'c1', 'count': 1}, 248, false]],
    ['exhausted', 645, false, false, -178, 0, '741638a5', 3, null],
    ['exhausted', 645, false, false, -178, 0, '741638a5', 3, null],
    ['exhausted', 645, false, false, -178, 0, '741638a5', 3, null],
    ['max-states', 500, false, false, -178, 0, '741638a5', 3, [{'kind': 'move', 'from': 't6', 'to': 't2', 'count': 1}, -32, false]],
    ['won', 2313, false, false, -252, 198, '5ca0249d', 0, null],
    ['won', 1411, false, false, -252, 86, '17272d2f', 0, null],
    ['won', 2313, false, false, -252, 198, '5ca0249d', 0, null],
    ['max-states', 500, false, false, -252, 0, '741638a5', 0, [{'kind': 'move', 'from': 't4', 'to': 'c1', 'count': 1}, 294, false]],
  ]],
  ['Easthaven', [
    ['max-states', 3000, false, false, -216, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -216, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -216, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -216, 0, '741638a5', 0, [{'kind': 'move', 'from': 't3', 'to': 't6', 'count': 1}, -201, true]],
    ['max-states', 3000, false, false, -218, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -218, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -218, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -218, 0, '741638a5', 0, [{'kind': 'move', 'from': 't5', 'to': 't2', 'count': 1}, -203, true]],
    ['max-states', 3000, false, false, -182, 0, '741638a5', 1, null],
    ['max-states', 3000, false, false, -182, 0, '741638a5', 1, null],
    ['max-states', 3000, true, false, -182, 0, '741638a5', 1, null],
    ['frontier', 0, false, true, -182, 0, '741638a5', 1, [{'kind': 'move', 'from': 't6', 'to': 'f3', 'count': 1}, -167, true]],
  ]],
  ['Spider (one suit)', [
    ['max-states', 3000, false, false, -588, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -588, 0, '741638a5', 0, null],
    ['won', 1926, true, false, -588, 115, 'f85340a5', 0, null],
    ['exhausted', 1, false, true, -588, 0, '741638a5', 0, [{'kind': 'move', 'from': 't1', 'to': 't10', 'count': 1}, -573, true]],
    ['max-states', 3000, false, false, -588, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -588, 0, '741638a5', 0, null],
    ['won', 2511, true, false, -588, 128, '605c35ac', 0, null],
    ['exhausted', 1, false, true, -588, 0, '741638a5', 0, [{'kind': 'move', 'from': 't1', 'to': 't5', 'count': 1}, -573, true]],
    ['max-states', 3000, false, false, -588, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -588, 0, '741638a5', 0, null],
    ['won', 2025, true, false, -588, 150, 'de397daf', 0, null],
    ['exhausted', 1, false, true, -588, 0, '741638a5', 0, [{'kind': 'move', 'from': 't1', 'to': 't8', 'count': 1}, -573, true]],
  ]],
  ['Spiderette', [
    ['max-states', 3000, false, false, -288, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -288, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -288, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -288, 0, '741638a5', 0, [{'kind': 'move', 'from': 't2', 'to': 't3', 'count': 1}, -273, true]],
    ['max-states', 3000, false, false, -288, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -288, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -288, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -288, 0, '741638a5', 0, [{'kind': 'move', 'from': 't3', 'to': 't1', 'count': 1}, -273, true]],
    ['max-states', 3000, false, false, -288, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -288, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -288, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -288, 0, '741638a5', 0, [{'kind': 'move', 'from': 't2', 'to': 't6', 'count': 1}, -273, true]],
  ]],
  ['FreeCell', [
    ['won', 745, false, false, -246, 99, '6f44c8f7', 1, null],
    ['won', 745, false, false, -246, 99, '6f44c8f7', 1, null],
    ['won', 903, true, false, -246, 118, 'cde8e1ec', 1, null],
    ['max-states', 500, false, false, -246, 0, '741638a5', 1, [{'kind': 'move', 'from': 't5', 'to': 'f4', 'count': 1}, 239, false]],
    ['won', 1021, false, false, -270, 113, '6067a49d', 0, null],
    ['max-states', 3000, false, false, -270, 0, '741638a5', 0, null],
    ['won', 700, true, false, -270, 103, 'cc5f4987', 0, null],
    ['max-states', 500, false, false, -270, 0, '741638a5', 0, [{'kind': 'move', 'from': 't4', 'to': 'c1', 'count': 1}, 173, false]],
    ['won', 753, false, false, -278, 98, '783d46ef', 0, null],
    ['won', 737, false, false, -278, 98, '91182b7d', 0, null],
    ['won', 833, true, false, -278, 101, '050082ce', 0, null],
    ['max-states', 500, false, false, -278, 0, '741638a5', 0, [{'kind': 'move', 'from': 't8', 'to': 't7', 'count': 1}, 224, false]],
  ]],
  ['Klondike', [
    ['max-states', 3000, false, false, -306, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -306, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -306, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -306, 0, '741638a5', 0, [{'kind': 'move', 'from': 't5', 'to': 't1', 'count': 1}, -291, true]],
    ['max-states', 3000, false, false, -276, 0, '741638a5', 1, null],
    ['max-states', 3000, false, false, -276, 0, '741638a5', 1, null],
    ['max-states', 3000, true, false, -276, 0, '741638a5', 1, null],
    ['frontier', 0, false, true, -276, 0, '741638a5', 1, [{'kind': 'move', 'from': 't5', 'to': 'f1', 'count': 1}, -261, true]],
    ['won', 339, false, false, -254, 165, 'c7b38b55', 1, null],
    ['won', 339, false, false, -254, 165, 'c7b38b55', 1, null],
    ['won', 2913, true, false, -254, 115, '034fc806', 1, null],
    ['frontier', 0, false, true, -254, 0, '741638a5', 1, [{'kind': 'move', 'from': 't2', 'to': 'f2', 'count': 1}, -239, true]],
  ]],
  ['Klondike (draw 3)', [
    ['max-states', 3000, false, false, -306, 0, '741638a5', 0, null],
    ['max-states', 3000, false, false, -306, 0, '741638a5', 0, null],
    ['max-states', 3000, true, false, -306, 0, '741638a5', 0, null],
    ['exhausted', 1, false, true, -306, 0, '741638a5', 0, [{'kind': 'move', 'from': 't5', 'to': 't1', 'count': 1}, -291, true]],
    ['max-states', 3000, false, false, -276, 0, '741638a5', 1, null],
    ['max-states', 3000, false, false, -276, 0, '741638a5', 1, null],
    ['won', 1178, true, false, -276, 144, 'c3f75d6f', 1, null],
    ['frontier', 0, false, true, -276, 0, '741638a5', 1, [{'kind': 'move', 'from': 't5', 'to': 'f1', 'count': 1}, -261, true]],
    ['won', 445, false, false, -254, 193, 'ea5dbd49', 1, null],
    ['won', 443, false, false, -254, 191, 'fc641123', 1, null],
    ['won', 189, true, false, -254, 130, '0cc87eec', 1, null],
    ['frontier', 0, false, true, -254, 0, '741638a5', 1, [{'kind': 'move', 'from': 't2', 'to': 'f2', 'count': 1}, -239, true]],
  ]],
] as const);

describe('the compact search gives the recorded answers', () => {
  for (const [name, variant] of GAMES) {
    it(`${name}: same end, positions stored, line and rated move, for each strategy and pass`, () => {
      const layout = solverLayout(variant);
      const answers: Answer[] = [];
      for (let seed = 1; seed <= 3; seed++) {
        const start = deal(variant, seed);
        for (const limits of [
          BASE,
          { ...BASE, strategy: 'best-first' as const },
          { ...BASE, skipLateralMoves: true, mergeColumnsEarly: true },
          { ...BASE, stopAtHiddenCards: true, rateMoves: true, maxStates: 500 },
        ]) {
          const r = compactSearch(layout, start, limits);
          answers.push([r.end, r.statesExplored, r.skippedMoves, r.frontierSeen, r.rootScore, r.moves.length, lineFingerprint(r.moves), r.openingSafeMoves.length, r.best === null ? null : [r.best.move, r.best.score, r.best.turnsUpCards]]);
        }
      }
      expect(answers).toEqual(EXPECTED[name]);
    });
  }
});
