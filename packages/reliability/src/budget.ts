/**
 * The suite's budget and replay settings, read from the environment so that a long run or a replay needs
 * no code change:
 * - `RELIABILITY_RUNS`: a multiplier for every property's number of runs (default 1, the bounded counts
 *   `pnpm test` runs);
 * - `RELIABILITY_SEED` and `RELIABILITY_PATH`: the seed and path fast-check printed for a failure, to
 *   replay exactly that case (run the one failing test with `-t`); `RELIABILITY_SEED=random` for a new
 *   random seed each run.
 *
 * Without `RELIABILITY_SEED` the seed comes from the commit under test (the first 32 bits of `git rev-parse
 * HEAD`): every commit tries cases no commit before it tried, yet a commit's run is the same on every
 * machine, so the run that passed before a push is the run CI makes. Outside a git checkout it is random.
 */
import { execFileSync } from 'node:child_process';
import type { Parameters } from 'fast-check';

function wholeNumber(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number; got ${JSON.stringify(text)}.`);
  return value;
}

/** How many times the bounded counts to run. */
export const RUNS = Math.max(1, wholeNumber('RELIABILITY_RUNS', process.env.RELIABILITY_RUNS, 1));

/** The commit under test as a 32-bit seed, or undefined outside a git checkout. */
function commitSeed(): number | undefined {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], cwd: import.meta.dirname }).trim();
    return /^[0-9a-f]{8}/.test(head) ? Number.parseInt(head.slice(0, 8), 16) | 0 : undefined;
  } catch {
    return undefined;
  }
}

/** The seed of every property this run: given, from the commit, or undefined for a random one. */
export const SEED: number | undefined = (() => {
  const given = process.env.RELIABILITY_SEED;
  if (given === 'random') return undefined;
  if (given !== undefined && given !== '') return wholeNumber('RELIABILITY_SEED', given, 0);
  return commitSeed();
})();

/** fast-check parameters for a property that runs `runs` times at the default budget. */
export function budget(runs: number): Parameters<unknown> {
  const path = process.env.RELIABILITY_PATH;
  return {
    numRuns: runs * RUNS,
    ...(SEED === undefined ? {} : { seed: SEED }),
    ...(path === undefined || path === '' ? {} : { path, endOnFailure: true }),
  };
}
