/**
 * Seahaven Towers beside fc-solve: the same deals solved by ours (in this process, CPU time from
 * `process.cpuUsage`) and by fc-solve with its default search and with its fast flags (`-sp r:tf`, Horne's
 * rule), each as a child process. Prints the disagreements, the replay check of every line we found, the CPU
 * totals and the deals over 1 s.
 */
import { deal, pileIds } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { solve } from '../src/index.js';
import { count, cpuSeconds, describeSeeds, ms, numberFlag, percentile, progress, replaysDealToWin, seedsFor, quick } from './common.js';
import { ensureFcSolve, fcSolveBoard, fcSolveVersion, runFcSolve, type FcSolveAnswer } from './fc-solve.js';

const FLAGS = { default: ['-g', 'seahaven'], fast: ['-g', 'seahaven', '-sp', 'r:tf'] } as const;

export function runSeahavenBesideFcSolve(): void {
  const variant = seahaven.variant();
  const seeds = seedsFor(quick ? 40 : 1000);
  const timeMs = numberFlag('time-ms', 10_000);
  const maxStates = numberFlag('max-states', 3_000_000);
  console.log(`\nSeahaven Towers beside fc-solve: ${describeSeeds(seeds)}, ours at ${timeMs} ms and ${count(maxStates)} positions a deal`);
  if (!ensureFcSolve()) {
    console.log('  fc-solve is not installed and could not be (apt-get install -y freecell-solver-bin): section skipped');
    process.exitCode = 1;
    return;
  }
  console.log(`  fc-solve: freecell-solver-bin ${fcSolveVersion()}, default "${FLAGS.default.join(' ')}" and fast "${FLAGS.fast.join(' ')}"`);
  const ids = pileIds(variant);
  const indicesOf = (prefix: string): number[] => ids.flatMap((id, i) => (id.startsWith(prefix) ? [i] : []));
  const [tableau, foundations, cells] = [indicesOf('t'), indicesOf('f'), indicesOf('c')];
  const ours = { cpu: 0, won: 0, lost: 0, undecided: [] as number[], slow: [] as string[], times: [] as number[], badReplays: [] as number[] };
  const theirs = { default: { cpu: 0, slow: [] as string[] }, fast: { cpu: 0, slow: [] as string[] } };
  const disagreements: string[] = [];
  const began = performance.now();
  for (const [index, seed] of seeds.entries()) {
    const state = deal(variant, seed);
    const { value: result, cpu } = cpuSeconds(() => solve(variant, state, { timeMs, maxStates }));
    ours.cpu += cpu;
    ours.times.push(cpu * 1000);
    if (cpu > 1) ours.slow.push(`${seed} (${cpu.toFixed(2)} s)`);
    const verdict = result.status === 'solved' ? 'won' : result.status === 'unwinnable' ? 'lost' : 'unknown';
    if (result.status === 'solved') {
      ours.won++;
      if (!replaysDealToWin(variant, seed, result.moves)) ours.badReplays.push(seed);
    } else if (result.status === 'unwinnable') ours.lost++;
    else ours.undecided.push(seed);
    const board = fcSolveBoard(state, tableau, foundations, cells);
    const answers: Record<keyof typeof FLAGS, FcSolveAnswer> = { default: runFcSolve(board, FLAGS.default), fast: runFcSolve(board, FLAGS.fast) };
    for (const key of ['default', 'fast'] as const) {
      theirs[key].cpu += answers[key].cpu;
      if (answers[key].cpu > 1) theirs[key].slow.push(`${seed} (${answers[key].cpu.toFixed(2)} s)`);
      if (answers[key].verdict !== verdict) disagreements.push(`deal ${seed}: ours ${verdict}, fc-solve ${key} ${answers[key].verdict}`);
    }
    if (process.env.BENCH_VERBOSE) process.stderr.write(`    seed ${seed} ${verdict} ${ms(cpu * 1000)} ms; fc-solve ${answers.default.verdict} ${ms(answers.default.cpu * 1000)} ms, fast ${answers.fast.verdict} ${ms(answers.fast.cpu * 1000)} ms\n`);
    progress('seahaven/fc-solve', index + 1, seeds.length, began, `(${ours.won} won, ${ours.lost} lost, ${disagreements.length} disagreements)`);
  }
  ours.times.sort((a, b) => a - b);
  console.log(`  verdicts    ours ${ours.won} won, ${ours.lost} lost, ${ours.undecided.length} undecided${ours.undecided.length ? ` (${ours.undecided.join(', ')})` : ''}`);
  console.log(`  disagree    ${disagreements.length}${disagreements.length ? `: ${disagreements.join('; ')}` : ' (the same verdict on every deal, both fc-solve searches)'}`);
  console.log(`  replays     ${ours.won - ours.badReplays.length}/${ours.won} of our lines replayed through Game to a win${ours.badReplays.length ? ` (FAILED: ${ours.badReplays.join(', ')})` : ''}`);
  console.log(`  CPU ours    ${ours.cpu.toFixed(1)} s (median ${ms(percentile(ours.times, 0.5))} ms, p95 ${ms(percentile(ours.times, 0.95))} ms, max ${ms(ours.times[ours.times.length - 1] ?? 0)} ms)`);
  console.log(`  CPU fc-solve default ${theirs.default.cpu.toFixed(1)} s, fast (-sp r:tf) ${theirs.fast.cpu.toFixed(1)} s (child rusage, process start included)`);
  console.log(`  ratio       ours / fc-solve fast ${(ours.cpu / Math.max(theirs.fast.cpu, 1e-9)).toFixed(2)}, ours / fc-solve default ${(ours.cpu / Math.max(theirs.default.cpu, 1e-9)).toFixed(2)}`);
  console.log(`  over 1 s    ours ${ours.slow.length}${ours.slow.length ? `: ${ours.slow.join(', ')}` : ''}; fc-solve default ${theirs.default.slow.length}, fast ${theirs.fast.slow.length}`);
  console.log(`  wall        ${((performance.now() - began) / 1000).toFixed(1)} s for the section`);
  if (disagreements.length > 0 || ours.badReplays.length > 0) process.exitCode = 1;
}
