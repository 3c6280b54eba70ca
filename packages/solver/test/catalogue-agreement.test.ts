import { describe, expect, it } from 'vitest';
import { engineDisagreement } from '../src/engine/agreement.js';
import { catalogueVariants } from './support.js';

describe('the compact engine agrees with core on the catalogue games', () => {
  for (const { id, variant } of catalogueVariants()) {
    it(`${id}: same legal moves, positions, effects and hashes on play-outs, and unmake restores each`, () => {
      for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(variant, seed, 250)).toBeNull();
    });
  }
});
