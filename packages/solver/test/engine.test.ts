import { describe, expect, it } from 'vitest';
import { parseVariant } from '@patience/core';
import { deal, legalMoves, pileTable } from '@patience/core/engine';
import { engineDisagreement, engineDisagreementOnLine } from '../src/engine/agreement.js';
import { exampleSubjects, shippedSubjects, type Subject } from './support.js';

describe('the compact engine agrees with core', () => {
  for (const subject of [...shippedSubjects(), ...exampleSubjects()]) {
    it(`${subject.label}: same legal moves, positions, effects and hashes on play-outs, and unmake restores each`, () => {
      for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(subject.variant, seed, 250)).toBeNull();
    });
  }
});

describe('the agreement check along a given line (as the soak runs it)', () => {
  const variant = (shippedSubjects()[0] as Subject).variant;
  it('passes a line of legal moves and names a move core does not list', () => {
    const start = deal(variant, 3);
    const line = legalMoves(variant, start).slice(0, 1);
    expect(engineDisagreementOnLine(variant, 3, line)).toBeNull();
    expect(engineDisagreementOnLine(variant, 3, [{ kind: 'move', from: 't1', to: 't1', count: 1 }]))
      .toBe(`${variant.id}, deal 3, move 0: the line's move is not among core's legal moves`);
  });
});

describe('the largest layout the vocabulary allows', () => {
  // 48 columns, 32 cells, 32 foundations (eight decks), a reserve, a stock and a waste: 115 piles, past six
  // bits a pile in a move code, and columns past one 32-bit word of the move generator's masks.
  const variant = parseVariant({
    id: 'largest', name: 'Largest', deck: { decks: 8 },
    layout: { tableau: Array.from({ length: 48 }, () => ({ cards: 6, faceDown: 3 })), cells: Array.from({ length: 32 }, () => ({ cards: 0 })), reserve: { cards: 20, faceDown: 19 } },
    rules: { tableau: { emptyAccepts: 'any' }, stock: { kind: 'draw-to-waste', draw: 3, redeals: 'unlimited' } },
  });
  it('is mirrored by the compact engine: same moves, positions and effects on play-outs', () => {
    expect(pileTable(variant).ids.length).toBe(115);
    for (let seed = 1; seed <= 2; seed++) expect(engineDisagreement(variant, seed, 150)).toBeNull();
  });
});
