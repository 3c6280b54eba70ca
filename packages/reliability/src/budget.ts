/**
 * The suite's budget and replay settings, read from the environment so that a long run or a replay needs
 * no code change:
 * - `RELIABILITY_RUNS`: a multiplier for every property's number of runs (default 1, the bounded counts
 *   `pnpm test` runs);
 * - `RELIABILITY_SEED` and `RELIABILITY_PATH`: the seed and path fast-check printed for a failure, to
 *   replay exactly that case (run the one failing test with `-t`).
 */
import type { Parameters } from 'fast-check';

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number; got ${JSON.stringify(text)}.`);
  return value;
}

/** How many times the bounded counts to run. */
export const RUNS = Math.max(1, wholeNumber('RELIABILITY_RUNS', process.env.RELIABILITY_RUNS, 1));

/** fast-check parameters for a property that runs `runs` times at the default budget. */
export function budget(runs: number): Parameters<unknown> {
  const seed = process.env.RELIABILITY_SEED;
  const path = process.env.RELIABILITY_PATH;
  return {
    numRuns: runs * RUNS,
    ...(seed === undefined || seed === '' ? {} : { seed: wholeNumber('RELIABILITY_SEED', seed, 0) }),
    ...(path === undefined || path === '' ? {} : { path, endOnFailure: true }),
  };
}
