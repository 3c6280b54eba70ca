import { describe, expect, it } from 'vitest';
import { exampleSubjects, shippedSubjects } from '../../reliability/src/subjects.js';
import { deal } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import type { Variant } from '@patience/core';
import { MoveList, legalMoveCodes } from '../src/engine/compact-moves.js';
import { CompactPosition, TURNED_UP } from '../src/engine/compact-position.js';
import { compactRules, compactUnsupported } from '../src/engine/compact-rules.js';
import { TranspositionTable, pack, writeFaces } from '../src/engine/transposition.js';
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
    const table = new TranspositionTable(rules, false, 64, pos);
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
  const subjects = [...shippedSubjects(), ...exampleSubjects()].filter((s) => compactUnsupported(s.variant) === undefined);
  for (const subject of subjects) {
    it(`${subject.label}: stores a position of a play-out exactly when core's key for it is new`, () => {
      const { differences, stored } = compare(subject.variant, 3, 300);
      expect(differences).toEqual([]);
      expect(stored).toBeGreaterThan(0);
    });
  }

  it('refuses a position with more face-down cards in a column than at its start, naming the column', () => {
    const subject = subjects.find((s) => s.game.id === 'spider');
    if (!subject) throw new Error('no Spider among the subjects');
    const rules = compactRules(solverLayout(subject.variant));
    const pos = new CompactPosition(rules, deal(subject.variant, 1));
    const list = new MoveList();
    const random = mulberry32(1);
    // Play until a move turns a card up, then make the table there and take the move back.
    for (let step = 0; step < 2000; step++) {
      legalMoveCodes(pos, list);
      const effects = pos.make(list.codes[randomBelow(random, list.size)] as number);
      if ((effects & TURNED_UP) === 0) continue;
      const table = new TranspositionTable(rules, false, 64, pos);
      const before = Array.from(pos.down);
      pos.unmake();
      const column = Array.from(pos.down).findIndex((down, p) => down > (before[p] as number)) - rules.layout.tableauStart + 1;
      expect(() => table.add(pos, 10)).toThrow(`Column ${column} has ${pos.down[column - 1 + rules.layout.tableauStart] as number} face-down cards, more than at the table's start`);
      return;
    }
    throw new Error('no card turned up in 2,000 moves');
  });
});

describe('the key symbols', () => {
  /** Every string of faces up to `longest` long from `faces`. */
  function strings(faces: readonly number[], longest: number): number[][] {
    const all: number[][] = [[]];
    for (let at = 0; at < all.length; at++) {
      const s = all[at] as number[];
      if (s.length < longest) for (const face of faces) all.push([...s, face]);
    }
    return all;
  }
  const encode = (faces: readonly number[]): string => {
    const symbols = new Uint8Array(64);
    const count = writeFaces(Uint8Array.from(faces), 0, faces.length, symbols, 0);
    const bytes = new Uint8Array(64);
    return Array.from(bytes.subarray(0, pack(symbols, count, bytes))).join(',');
  };

  it('give two strings of faces two keys, runs in suit (across an Ace and a King, longer than seven) included', () => {
    // A run of nine in spades (12 down to 4), the Ace of spades and the King of hearts beside it (0, 25), a copy.
    const faces = [12, 11, 10, 9, 8, 7, 6, 5, 4, 0, 25, 13];
    const seen = new Map<string, string>();
    for (const s of [...strings([12, 11, 0, 25, 13], 5), faces, faces.slice(0, 8), faces.slice(0, 7), faces.slice(1)]) {
      const key = encode(s);
      const before = seen.get(key);
      if (before !== undefined && before !== s.join(',')) throw new Error(`faces ${before} and ${s.join(',')} share the key ${key}`);
      seen.set(key, s.join(','));
    }
    expect(seen.size).toBe(3906 + 4);
  });

  it('write a run of nine in suit as its top card and two run symbols, packed four to three bytes', () => {
    expect(encode([12, 11, 10, 9, 8, 7, 6, 5, 4])).toBe(`${(12 << 2) | (62 >>> 4)},${((62 & 15) << 4) | (56 >>> 2)},${((56 & 3) << 6) | 63}`);
  });
});
