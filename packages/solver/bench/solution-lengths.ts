/**
 * Solution lines before and after shortening (issue 38): for each game, the deals the search wins within a
 * bound on positions (so that the lines are the same on any machine), the median length of the search's own
 * line and of the line `solve` gives (made short by `shortenSolution`), and the CPU time of the shortening.
 * A benchmark, never a test.
 *
 *   pnpm exec tsx packages/solver/bench/solution-lengths.ts --deals 20 --max-states 200000 [--games easthaven,spiderette,seahaven]
 */
import { loadavg } from 'node:os';
import { deal } from '@patience/core/engine';
import { shortenSolution } from '../src/index.js';
import { solve as search } from '../src/search/solve.js';
import { BENCHES, cpuSeconds, flag, ms, numberFlag, percentile, replaysDealToWin } from './common.js';

const deals = numberFlag('deals', 20);
const maxStates = numberFlag('max-states', 200_000);
const keys = (flag('games') ?? 'easthaven,spiderette,seahaven').split(',');
console.log(`Solution lines: deals 1–${deals}, the search bounded at ${maxStates} positions; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on 2 cores`);
console.log('| game | lines | median before → after | shortest / longest after | shortening CPU ms median / max |');
console.log('|---|---|---|---|---|');
for (const bench of BENCHES.filter((b) => keys.includes(b.key))) {
  const before: number[] = [];
  const after: number[] = [];
  const cpu: number[] = [];
  for (let seed = 1; seed <= deals; seed++) {
    const start = deal(bench.variant, seed);
    const result = search(bench.variant, start, { peek: bench.peek, maxStates, timeMs: 600_000 });
    if (result.status !== 'solved') continue;
    const { value: short, cpu: seconds } = cpuSeconds(() => shortenSolution(bench.variant, start, result.moves));
    if (!replaysDealToWin(bench.variant, seed, short)) throw new Error(`${bench.key} deal ${seed}: the short line does not win`);
    before.push(result.moves.length);
    after.push(short.length);
    cpu.push(seconds * 1000);
  }
  const sorted = (xs: number[]): number[] => xs.slice().sort((a, b) => a - b);
  const [b, a, c] = [sorted(before), sorted(after), sorted(cpu)];
  console.log(`| ${bench.name} | ${before.length} of ${deals} | ${percentile(b, 0.5)} → ${percentile(a, 0.5)} | ${a[0] ?? '–'} / ${a[a.length - 1] ?? '–'} | ${ms(percentile(c, 0.5))} / ${ms(c[c.length - 1] ?? 0)} |`);
}
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
