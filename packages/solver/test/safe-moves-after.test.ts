import { describe, expect, it } from 'vitest';
import type { Variant } from '@patience/core';
import { compactSafeMoveAfter, compactSafeMoveHome, compactSafeMoveOntoSettledRun } from '../src/engine/compact-helpers.js';
import type { CompactPosition } from '../src/engine/compact-position.js';
import { compactPlayOuts, exampleSubjects, shippedSubjects } from './support.js';

/** The full scans' answer: the first safe move home, else the first onto a settled run, else -1. */
function fullScan(pos: CompactPosition): number {
  const home = compactSafeMoveHome(pos);
  return home >= 0 ? home : compactSafeMoveOntoSettledRun(pos);
}

/**
 * Plays random games of `plies` moves; before each move plays the full scans' safe moves until there are
 * none (as the search does before it stores a position), then tries every legal move and compares
 * `compactSafeMoveAfter` with the full scans. Returns the differences and how many tries found a safe move.
 */
function compare(variant: Variant, seeds: number, plies: number): { differences: string[]; found: number } {
  const differences: string[] = [];
  let found = 0;
  const settle = (pos: CompactPosition): void => {
    for (let safe = fullScan(pos); safe >= 0; safe = fullScan(pos)) pos.make(safe);
  };
  compactPlayOuts(variant, seeds, plies, (pos, codes, { seed, step }) => {
    for (const code of codes) {
      const effects = pos.make(code);
      const expected = fullScan(pos);
      const got = compactSafeMoveAfter(pos, code, effects);
      if (got !== expected) differences.push(`deal ${seed}, move ${step}, code ${code}: ${got} where the full scans give ${expected}`);
      if (expected >= 0) found++;
      pos.unmake();
    }
  }, settle);
  return { differences, found };
}

describe('the safe move after a move, looked for only where the move changed something', () => {
  const subjects = [...shippedSubjects(), ...exampleSubjects()];
  for (const subject of subjects) {
    it(`${subject.label}: is the full scans' answer after every legal move of play-outs, from positions with no safe move`, () => {
      expect(compare(subject.variant, 3, 120).differences).toEqual([]);
    });
  }

  it('is tested where there are safe moves to find: after some moves of Seahaven Towers and Easthaven', () => {
    for (const label of ['seahaven-towers', 'easthaven']) {
      const subject = subjects.find((s) => s.game.id === label);
      expect(subject, label).toBeDefined();
      expect(compare((subject as { variant: Variant }).variant, 3, 120).found).toBeGreaterThan(0);
    }
  });
});
