/**
 * The deal sections: numbered deals of one game solved one after another (one core), with the share
 * decided, the positions each verdict needed (what a loaded machine's wall clock cannot move), CPU time,
 * and every line replayed through core's `Game`. With `--rerun-ms MS`, the deals left undecided are solved
 * again with MS each and their outcomes listed (Spiderette's lost-looking deals at 150 s).
 */
import { deal } from '@patience/core/engine';
import { solve } from '../src/index.js';
import type { Bench } from './common.js';
import { count, cpuSeconds, describeSeeds, flag, maxStatesFor, ms, numberFlag, percentile, progress, quick, replaysDealToWin, seedsFor, share } from './common.js';

/** What one deal came to. */
interface DealResult {
  readonly seed: number;
  readonly status: 'solved' | 'unwinnable' | 'gave-up';
  readonly reason: string;
  readonly positions: number;
  readonly elapsedMs: number;
  readonly cpu: number;
  readonly replayed: boolean;
}

function solveDeal(bench: Bench, seed: number, timeMs: number, maxStates: number): DealResult {
  const strategy = flag('strategy') as 'depth-first' | 'best-first' | undefined;
  const memory = flag('max-memory-mb');
  const { value: result, cpu } = cpuSeconds(() => solve(bench.variant, deal(bench.variant, seed), {
    peek: bench.peek, timeMs, maxStates, ...(strategy ? { strategy } : {}), ...(memory === undefined ? {} : { maxMemoryMB: Number(memory) }),
  }));
  const replayed = result.status !== 'solved' || replaysDealToWin(bench.variant, seed, result.moves);
  const reason = result.status === 'gave-up' ? result.reason : result.status;
  return { seed, status: result.status, reason, positions: result.statesExplored, elapsedMs: result.elapsedMs, cpu, replayed };
}

function solveAll(bench: Bench, seeds: readonly number[], timeMs: number, maxStates: number): DealResult[] {
  const results: DealResult[] = [];
  const began = performance.now();
  for (const [index, seed] of seeds.entries()) {
    const r = solveDeal(bench, seed, timeMs, maxStates);
    results.push(r);
    if (process.env.BENCH_VERBOSE) process.stderr.write(`    seed ${seed} ${r.reason} ${Math.round(r.elapsedMs)} ms ${r.positions}\n`);
    const solved = results.filter((x) => x.status === 'solved').length;
    const lost = results.filter((x) => x.status === 'unwinnable').length;
    progress(bench.key, index + 1, seeds.length, began, `(${solved} solved, ${lost} unwinnable, ${results.length - solved - lost} undecided)`);
  }
  return results;
}

const quantiles = (values: number[]): string => {
  values.sort((a, b) => a - b);
  return values.length === 0 ? 'none' : `median ${count(percentile(values, 0.5))}, p95 ${count(percentile(values, 0.95))}, max ${count(values[values.length - 1] ?? 0)}`;
};

export function runDeals(bench: Bench): void {
  const seeds = seedsFor(quick ? 10 : bench.deals);
  const timeMs = numberFlag('time-ms', quick ? 2000 : bench.timeMs);
  const maxStates = maxStatesFor(timeMs);
  console.log(`\n${bench.name}: ${describeSeeds(seeds)}, ${timeMs} ms and ${count(maxStates)} positions a deal${bench.peek ? ', peeking at hidden cards' : ''}`);
  const began = performance.now();
  const results = solveAll(bench, seeds, timeMs, maxStates);
  const solved = results.filter((r) => r.status === 'solved');
  const lost = results.filter((r) => r.status === 'unwinnable');
  const undecided = results.filter((r) => r.status === 'gave-up');
  const decided = [...solved, ...lost];
  const times = results.map((r) => r.elapsedMs).sort((a, b) => a - b);
  const cpu = results.reduce((sum, r) => sum + r.cpu, 0);
  const positions = results.reduce((sum, r) => sum + r.positions, 0);
  // A verdict reached after more than half the limit is one a machine twice as loaded could lose.
  const close = decided.filter((r) => r.elapsedMs > timeMs / 2);
  const bad = solved.filter((r) => !r.replayed);
  const reasons = [...new Set(undecided.map((r) => r.reason))].map((reason) => `${undecided.filter((r) => r.reason === reason).length} ${reason}`).join(', ');
  console.log(`  decided     ${share(decided.length, results.length)}: ${solved.length} solved, ${lost.length} unwinnable`);
  console.log(`  undecided   ${undecided.length}${undecided.length ? ` (${reasons}): seeds ${undecided.map((r) => r.seed).join(', ')}` : ''}`);
  console.log(`  positions   won: ${quantiles(solved.map((r) => r.positions))}; lost: ${quantiles(lost.map((r) => r.positions))}; ` +
    `undecided, when stopped: ${quantiles(undecided.map((r) => r.positions))}`);
  console.log(`  CPU share   ${(100 * cpu / Math.max(results.reduce((sum, r) => sum + r.elapsedMs, 0) / 1000, 1e-9)).toFixed(0)}% of a core while solving (the rest went to other work on the machine)`);
  console.log(`  close calls ${close.length} verdicts took over half the limit${close.length ? ` (${close.map((r) => `${r.seed}: ${count(r.positions)} positions, ${(r.elapsedMs / 1000).toFixed(1)} s`).join('; ')})` : ''}`);
  console.log(`  time        median ${ms(percentile(times, 0.5))} ms, p95 ${ms(percentile(times, 0.95))} ms (wall); CPU ${cpu.toFixed(1)} s; wall ${((performance.now() - began) / 1000).toFixed(1)} s`);
  console.log(`  positions/s ${count(positions / Math.max(cpu, 1e-9))} (per CPU second)`);
  console.log(`  replays     ${solved.length - bad.length}/${solved.length} solutions replayed through Game to a win${bad.length ? ` (FAILED: ${bad.map((r) => r.seed).join(', ')})` : ''}`);
  if (bad.length > 0) process.exitCode = 1;
  const rerunMs = flag('rerun-ms');
  if (rerunMs !== undefined && undecided.length > 0) rerun(bench, undecided.map((r) => r.seed), Number(rerunMs), maxStates);
}

/** The undecided deals again, with more time each: each one's outcome. */
function rerun(bench: Bench, seeds: readonly number[], timeMs: number, maxStates: number): void {
  const limit = numberFlag('rerun-max-states', Math.max(maxStates, 50_000_000));
  console.log(`\n${bench.name}: the ${seeds.length} undecided deals again, ${timeMs} ms and ${count(limit)} positions each`);
  const results = solveAll(bench, seeds, timeMs, limit);
  for (const r of results) {
    console.log(`  deal ${String(r.seed).padStart(4)}  ${r.reason.padEnd(10)} ${count(r.positions).padStart(12)} positions ${(r.elapsedMs / 1000).toFixed(1).padStart(6)} s${r.replayed ? '' : ' REPLAY FAILED'}`);
  }
  const decided = results.filter((r) => r.status !== 'gave-up').length;
  console.log(`  decided     ${share(decided, results.length)} of them`);
}
