import { MemoryBudget } from '../src/engine/memory-budget.js';
import { describe, expect, it } from 'vitest';
import { exampleSubjects, shippedSubjects } from './support.js';
import { deal } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import type { Variant } from '@patience/core';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { CompactPosition, FACE_DOWN, FIRST_CARD } from '../src/engine/compact-position.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { PileStore } from '../src/engine/pile-store.js';
import { TranspositionTable, writeId } from '../src/engine/transposition.js';
import { positionKey } from '../src/position/key.js';
import { solverLayout } from '../src/rules/layout.js';

/**
 * Plays random games of `plies` moves from each deal, storing every position reached in a table made at the
 * deal, and checks that the table finds a position new exactly when core's key for it is new. Returns the
 * differences and how many positions were stored.
 */
function compare(variant: Variant, seeds: number, plies: number): { differences: string[]; stored: number } {
  const layout = solverLayout(variant);
  const rules = compactRules(layout);
  const list = new MoveList();
  const differences: string[] = [];
  let stored = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    const random = mulberry32(seed);
    const pos = new CompactPosition(rules, deal(variant, seed));
    const table = new TranspositionTable(rules, false, new MemoryBudget(64));
    const keys = new Set<string>();
    for (let step = 0; step < plies; step++) {
      const key = positionKey(layout, pos.toState());
      const added = table.add(pos, Number.MAX_SAFE_INTEGER);
      if (added !== !keys.has(key)) differences.push(`deal ${seed}, move ${step}: the table says ${String(added)}, core's key ${keys.has(key) ? 'was' : 'was not'} stored`);
      keys.add(key);
      legalMoveCodes(pos, list);
      if (list.size === 0) break;
      pos.make(list.codes[randomBelow(random, list.size)] as number);
    }
    stored += table.size;
  }
  return { differences, stored };
}

describe('the transposition table', () => {
  const subjects = [...shippedSubjects(), ...exampleSubjects()];
  for (const subject of subjects) {
    it(`${subject.label}: stores a position of a play-out exactly when core's key for it is new`, () => {
      const { differences, stored } = compare(subject.variant, 3, 300);
      expect(differences).toEqual([]);
      expect(stored).toBeGreaterThan(0);
    });
  }
});

describe('the pile store', () => {
  const CAPACITY = 8;
  /** A stand-in position holding the given piles' bytes (face, `FIRST_CARD`, `FACE_DOWN`), no id known. */
  function piles(contents: readonly (readonly number[])[]): CompactPosition {
    const faces = new Uint8Array(contents.length * CAPACITY);
    contents.forEach((pile, p) => {
      faces.set(pile, p * CAPACITY);
    });
    return {
      rules: { capacity: CAPACITY },
      faces,
      length: Int32Array.from(contents, (pile) => pile.length),
      pileIds: new Int32Array(contents.length),
      pileValid: new Int32Array(contents.length),
    } as unknown as CompactPosition;
  }
  /** Every string of up to `longest` bytes from `bytes`, the empty one first. */
  function strings(bytes: readonly number[], longest: number): number[][] {
    const all: number[][] = [[]];
    for (let at = 0; at < all.length; at++) {
      const s = all[at] as number[];
      if (s.length < longest) for (const b of bytes) all.push([...s, b]);
    }
    return all;
  }
  const ids = (store: PileStore, pos: CompactPosition): number[] => {
    store.refresh(pos, 0, pos.length.length);
    return Array.from(pos.pileIds);
  };

  it('gives two piles one id exactly when their bytes are equal', () => {
    // Every face, face up and face down, as a first card or not, in piles of up to two cards: 43,473 piles,
    // 208 on each, so that piles alike but for a bit of their top card meet in the store's slots.
    const bytes = Array.from({ length: 52 }, (_, face) => [face, face | FACE_DOWN, face | FIRST_CARD, face | FIRST_CARD | FACE_DOWN]).flat();
    const contents = strings(bytes, 2);
    const store = new PileStore();
    const given = ids(store, piles(contents));
    expect(new Set(given).size).toBe(contents.length);
    expect(store.size).toBe(contents.length);
    expect(given[0]).toBe(0);
    // Met again, in another order, each pile keeps its id.
    expect(ids(store, piles([...contents].reverse())).reverse()).toEqual(given);
    expect(store.size).toBe(contents.length);
  });

  const subjects = [...shippedSubjects(), ...exampleSubjects()];
  for (const subject of subjects) {
    it(`${subject.label}: a position's kept ids, after moves, moves taken back and snapshots restored, are its piles' ids`, () => {
      const layout = solverLayout(subject.variant);
      const rules = compactRules(layout);
      const list = new MoveList();
      const random = mulberry32(7);
      const store = new PileStore();
      const pos = new CompactPosition(rules, deal(subject.variant, 7));
      pos.useIdsOf(store);
      const saved = new Uint16Array(pos.snapshotLength);
      pos.snapshot(saved, 0);
      for (let step = 0; step < 400; step++) {
        const roll = randomBelow(random, 10);
        legalMoveCodes(pos, list);
        if (roll === 0) pos.restore(saved, 0);
        else if (roll < 4 && pos.depth > 0) pos.unmake();
        else if (list.size > 0) pos.make(list.codes[randomBelow(random, list.size)] as number);
        if (roll === 9) pos.snapshot(saved, 0);
        const afresh = new CompactPosition(rules, pos.toState());
        afresh.useIdsOf(store);
        expect(ids(store, pos), `step ${step}`).toEqual(ids(store, afresh));
      }
    });
  }

  it('writes ids so that no list of ids is written as another', () => {
    const around = [0, 1, 127, 128, 129, 255, 16383, 16384, 2 ** 21 - 1, 2 ** 21, 2 ** 28 + 5];
    const seen = new Map<string, string>();
    for (const list of strings(around, 3)) {
      const bytes = new Uint8Array(32);
      let at = 0;
      for (const id of list) at = writeId(bytes, at, id);
      const key = Array.from(bytes.subarray(0, at)).join(',');
      const before = seen.get(key);
      if (before !== undefined) throw new Error(`ids ${before} and ${list.join(',')} share the bytes ${key}`);
      seen.set(key, list.join(','));
    }
    expect(seen.size).toBe(1 + 11 + 121 + 1331);
  });
});
