import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { catalogueVariants } from './support.js';

/**
 * The catalogue games written with a word the compact engine does not play yet, and the refusal each gets: the
 * solver names the word rather than play it as another.
 */
const SHUFFLED_REDEAL = (name: string): string => `rules.tableau.redeal: the solver cannot search ${name} yet: it does not play a `
  + 'shuffled redeal of the tableau, whose order no player knows before it is made ("gather": "shuffled"); the game itself plays it';
const REFUSED: Readonly<Record<string, string>> = {
  'la-belle-lucie': SHUFFLED_REDEAL('La Belle Lucie'),
  'trefoil': SHUFFLED_REDEAL('Trefoil'),
};

describe('the compact engine agrees with core on the catalogue games', () => {
  for (const { id, variant } of catalogueVariants()) {
    const refusal = REFUSED[id];
    if (refusal !== undefined) {
      it(`${id}: refused by name, never played as another word`, () => {
        expect(() => engineDisagreement(variant, 1, 1)).toThrow(refusal);
      });
      continue;
    }
    it(`${id}: same legal moves, positions, effects and hashes on play-outs, and unmake restores each`, () => {
      for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(variant, seed, 250)).toBeNull();
    });
  }
});
