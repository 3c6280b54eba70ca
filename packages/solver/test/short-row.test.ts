/**
 * `rules.stock.shortRow` in the compact engine: Irmgard's last seven cards go to the middle seven of nine columns.
 * The compact deal reads core's `dealRowStart`, the rule's one reading.
 */
import { parseVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { engineDisagreement, engineDisagreementOnLine } from '../src/engine/agreement.js';

const irmgard = parseVariant({
  id: 'irmgard', name: 'Irmgard', deck: { decks: 2 },
  layout: { tableau: [1, 2, 3, 4, 5, 4, 3, 2, 1].map((cards) => ({ cards, faceDown: cards - 1 })) },
  rules: { tableau: { emptyAccepts: 'king' }, stock: { kind: 'deal-row', emptyPiles: 'allow', shortRow: 'middle' } },
});

describe('rules.stock.shortRow in the compact engine', () => {
  it('deals the last row to the middle columns as core does, and takes it back', () => {
    // Nine deals empty the stock: eight rows of nine, then the short row of seven.
    expect(engineDisagreementOnLine(irmgard, 1, Array.from({ length: 9 }, () => ({ kind: 'deal' }) as const))).toBeNull();
  });

  it('lists the same moves as core on play-outs', () => {
    for (let seed = 1; seed <= 6; seed++) expect(engineDisagreement(irmgard, seed, 300)).toBeNull();
  });
});
