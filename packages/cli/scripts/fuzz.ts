/**
 * The command line's spawned-binary fuzzer at length (the soak runs it; `pnpm test` runs 40 cases):
 *
 *   tsx packages/cli/scripts/fuzz.ts --cases 2000 --seed 1 --parallel 2
 *
 * Needs the built binary (pnpm --filter @patience/cli build). Prints one summary line and each failure with
 * its arguments; exits 1 on any failure.
 */
import { fuzz, fuzzSummaryLine } from '../test/fuzz.js';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`fuzz: --${name} takes a whole number from 1 up`);
  return value;
}

const seed = flag('seed', 1);
const summary = await fuzz(seed, flag('cases', 2000), flag('parallel', 2));
for (const failure of summary.failures) process.stdout.write(`FAILED ${JSON.stringify(failure.fuzzCase.args).slice(0, 500)} input ${JSON.stringify(failure.fuzzCase.input.slice(0, 200))}: ${failure.problem ?? ''}\n`);
process.stdout.write(`${fuzzSummaryLine(summary, seed)}\n`);
process.exitCode = summary.failures.length > 0 ? 1 : 0;
