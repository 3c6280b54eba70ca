/**
 * `layout.playDuringDeal` in the compact engine: Die Königsbergerin's "every Ace going to the foundations as it is
 * dealt, at the start and from the stock alike". The compact deal asks core's `foundationTaking`, the rule's one
 * reading; the opening deal is core's own.
 */
import { parseVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { engineDisagreement, engineDisagreementOnLine } from '../src/engine/agreement.js';

const koenigsbergerin = parseVariant({
  id: 'die-koenigsbergerin', name: 'Die Königsbergerin', deck: { decks: 2 },
  layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 3 })), playDuringDeal: true },
  rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } },
});

const citadel = parseVariant({
  id: 'citadel', name: 'Citadel',
  layout: { tableau: Array.from({ length: 8 }, () => ({ cards: 6 })), acesToFoundations: true, playDuringDeal: true },
  rules: { tableau: { build: { match: 'any-suit' }, pickUp: { kind: 'top-card' } } },
});

describe('layout.playDuringDeal in the compact engine', () => {
  it('deals the stock as core does, cards home included, and takes every deal back', () => {
    // Ten deals empty the stock: 80 cards in rows of eight.
    for (let seed = 1; seed <= 4; seed++) {
      expect(engineDisagreementOnLine(koenigsbergerin, seed, Array.from({ length: 10 }, () => ({ kind: 'deal' }) as const))).toBeNull();
    }
  });

  it('lists the same moves as core on play-outs', () => {
    for (let seed = 1; seed <= 4; seed++) {
      expect(engineDisagreement(koenigsbergerin, seed, 300)).toBeNull();
      expect(engineDisagreement(citadel, seed, 200)).toBeNull();
    }
  });
});
