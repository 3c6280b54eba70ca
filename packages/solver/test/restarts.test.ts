import { deal } from '@patience/core/engine';
import { spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { solve } from '../src/index.js';
import { DEFAULT_WEIGHTS } from '../src/search/heuristic.js';
import { luby, restartWeights } from '../src/search/restarts.js';
import { replaysToWin } from './support.js';

describe('restarts of a Spider-like first pass', () => {
  it('budgets attempts by Luby\'s sequence', () => {
    expect(Array.from({ length: 31 }, (_, i) => luby(i))).toEqual([
      1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 16,
    ]);
  });

  it('starts with the default weighting, then draws the same weightings on every run, within their ranges', () => {
    expect(restartWeights(0)).toBe(DEFAULT_WEIGHTS);
    expect(restartWeights(1)).toEqual({
      home: 20, faceDown: 12, hardBreak: 11, softBreak: 9, buried: 2, emptyCell: 3, emptyColumn: 11, stock: 2,
    });
    const drawn = Array.from({ length: 200 }, (_, i) => restartWeights(i + 1));
    expect(drawn).toEqual(Array.from({ length: 200 }, (_, i) => restartWeights(i + 1)));
    for (const w of drawn) {
      expect(w.faceDown).toBeGreaterThanOrEqual(8);
      expect(w.faceDown).toBeLessThanOrEqual(20);
      expect(w.hardBreak).toBeGreaterThanOrEqual(4);
      expect(w.hardBreak).toBeLessThanOrEqual(12);
      expect(w.softBreak).toBeGreaterThanOrEqual(2);
      expect(w.softBreak).toBeLessThanOrEqual(w.hardBreak);
      expect(w.emptyColumn).toBeGreaterThanOrEqual(8);
      expect(w.emptyColumn).toBeLessThanOrEqual(24);
      expect(w.stock).toBeGreaterThanOrEqual(-1);
      expect(w.stock).toBeLessThanOrEqual(3);
      expect([w.home, w.buried, w.emptyCell]).toEqual([20, 2, 3]);
    }
    // Drawn, not repeated: the first 200 attempts hold many weightings.
    expect(new Set(drawn.map((w) => JSON.stringify(w))).size).toBeGreaterThan(190);
  });

  it('wins Spiderette deal 16 within 150,000 positions searching the whole game, which one search with the default weighting did not win in 1,200,000', () => {
    const variant = spiderette.variant();
    const start = deal(variant, 16);
    // A strategy given: every attempt searches the whole game, none goes deal by deal.
    const result = solve(variant, start, { peek: true, maxStates: 150_000, timeMs: 120_000, strategy: 'best-first' });
    expect(result.status).toBe('solved');
    if (result.status !== 'solved') return;
    expect(result.statesExplored).toBeGreaterThan(40_000);
    expect(replaysToWin(variant, start, result.moves)).toBe(true);
  });
});
