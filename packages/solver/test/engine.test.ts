import { describe, expect, it } from 'vitest';
import { fixtureSubjects, shippedSubjects } from '../../reliability/src/subjects.js';
import { engineDisagreement } from '../src/engine/agreement.js';

describe('the compact engine agrees with core', () => {
  for (const subject of [...shippedSubjects(), ...fixtureSubjects()]) {
    it(`${subject.label}: same legal moves, positions, effects and hashes on play-outs, and unmake restores each`, () => {
      for (let seed = 1; seed <= 4; seed++) expect(engineDisagreement(subject.variant, seed, 250)).toBeNull();
    });
  }
});
