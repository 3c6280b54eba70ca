import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import { compactPointless } from '../src/engine/compact-helpers.js';
import { MoveList, searchMoveCodes } from '../src/engine/compact-moves.js';
import { compactPlayOuts, exampleSubjects, shippedSubjects } from './support.js';

/**
 * Plays random games of `plies` moves and, before each move, compares the search's list (columns
 * interchangeable and not) with the legal moves less the pointless ones. Returns the differences and how
 * many pointless moves the search's list left out.
 */
function compare(variant: Variant, seeds: number, plies: number): { differences: string[]; left: number } {
  const search = new MoveList();
  const differences: string[] = [];
  let left = 0;
  compactPlayOuts(variant, seeds, plies, (pos, codes, { seed, step }) => {
    for (const symmetric of [false, true]) {
      const expected = codes.filter((code) => !compactPointless(pos, code, symmetric));
      searchMoveCodes(pos, search, symmetric);
      const got = Array.from(search.codes.subarray(0, search.size));
      if (JSON.stringify(got) !== JSON.stringify(expected)) differences.push(`deal ${seed}, move ${step}, symmetric ${symmetric}: ${JSON.stringify(got)} where ${JSON.stringify(expected)}`);
      left += codes.length - got.length;
    }
  });
  return { differences, left };
}

describe("the search's move list: the legal moves less the pointless ones, in core's order", () => {
  const subjects = [...shippedSubjects(), ...exampleSubjects()];
  for (const subject of subjects) {
    it(`${subject.label}: on play-outs, with the columns interchangeable and not`, () => {
      expect(compare(subject.variant, 3, 150).differences).toEqual([]);
    });
  }

  it('leaves moves out where there are empty cells and columns: Seahaven Towers and FreeCell', () => {
    for (const id of ['seahaven-towers', 'freecell']) {
      const subject = subjects.find((s) => s.game.id === id) as { variant: Variant };
      expect(compare(subject.variant, 3, 150).left, id).toBeGreaterThan(0);
    }
  });
});
