/**
 * Hostile input (issue 17): the classes of src/hostile.ts at their bounded counts, times RELIABILITY_RUNS.
 */
import { describe, it } from 'vitest';
import { RUNS } from '../src/budget.js';
import { HOSTILE_CLASSES } from '../src/hostile.js';

describe('hostile input is refused with typed errors, in bounded time and memory', () => {
  for (const { name, run, runs } of HOSTILE_CLASSES) {
    it(`${name} (${runs * RUNS} runs)`, () => {
      run(runs * RUNS);
    }, 120_000);
  }
});
