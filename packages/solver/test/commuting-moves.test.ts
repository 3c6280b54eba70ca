import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';
import type { SearchLimits } from '../src/search/search.js';
import { exampleSubjects, shippedSubjects } from './support.js';

const CHECKED: SearchLimits = {
  maxStates: 2000, timeMs: 60_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false, playSafeMovesHome: true,
  skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first', checkSkippedMoves: true,
};

describe('moves skipped as commuting with the move that entered a position, or as a detour of it', () => {
  const subjects = [...shippedSubjects(), ...exampleSubjects()];
  for (const subject of subjects) {
    it(`${subject.label}: each leads to a position stored already (cells taken in either order included)`, () => {
      const layout = solverLayout(subject.variant);
      for (let seed = 1; seed <= 2; seed++) {
        const start = deal(subject.variant, seed);
        for (const limits of [CHECKED, { ...CHECKED, skipLateralMoves: true, mergeColumnsEarly: true }, { ...CHECKED, stopAtHiddenCards: true }]) {
          // The check throws on the first skipped move whose position is not stored.
          expect(() => compactSearch(layout, start, limits), `deal ${seed}`).not.toThrow();
        }
      }
    });
  }
});
