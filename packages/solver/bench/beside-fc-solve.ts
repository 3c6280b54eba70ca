/**
 * A game fc-solve also plays (Seahaven Towers; FreeCell on Microsoft's deals) beside fc-solve: the same deals
 * solved by ours (in this process, CPU time from `process.cpuUsage`) and by fc-solve with its default search and
 * with its fast flags (`-sp r:tf`, Horne's rule), each as a child process. Prints the disagreements, the replay
 * check of every line we found, the CPU totals and the deals over 1 s.
 */
import type { Variant } from '@patience/core';
import { deal, pileIds } from '@patience/core/engine';
import type { DealerName } from '@patience/core/random';
import { freecell } from '@patience/freecell';
import { seahaven } from '@patience/seahaven';
import { solve } from '../src/index.js';
import { count, cpuSeconds, describeSeeds, maxStatesFor, ms, numberFlag, percentile, progress, replaysDealToWin, seedsFor, quick } from './common.js';
import { ensureFcSolve, fcSolveBoard, fcSolveVersion, runFcSolve, type FcSolveAnswer } from './fc-solve.js';

/** A game both solvers play, and how fc-solve is told which. */
export interface FcSolveSubject {
  /** The section's key in the progress lines: `seahaven/fc-solve`. */
  readonly key: string;
  /** What the report calls the deals: `Seahaven Towers deals`. */
  readonly title: string;
  readonly variant: Variant;
  /** Whose numbers the deals are: ours, or Microsoft's (FreeCell as fc-solve and every FreeCell solver number it). */
  readonly dealer: DealerName;
  /** fc-solve's flags for its default search and its fast one. */
  readonly flags: { readonly default: readonly string[]; readonly fast: readonly string[] };
}

/** Seahaven Towers on our deals 1-1,000. */
export const SEAHAVEN_BESIDE_FC_SOLVE: FcSolveSubject = {
  key: 'seahaven/fc-solve', title: 'Seahaven Towers', variant: seahaven.variant(), dealer: 'patience',
  flags: { default: ['-g', 'seahaven'], fast: ['-g', 'seahaven', '-sp', 'r:tf'] },
};

/** FreeCell on Microsoft's deals 1-1,000, the numbers FreeCell solvers are measured on. */
export const MICROSOFT_FREECELL_BESIDE_FC_SOLVE: FcSolveSubject = {
  key: 'freecell-ms/fc-solve', title: "FreeCell (Microsoft's deals)", variant: freecell.variant(), dealer: 'microsoft',
  flags: { default: ['-g', 'freecell'], fast: ['-g', 'freecell', '-sp', 'r:tf'] },
};

export function runBesideFcSolve(subject: FcSolveSubject): void {
  const { variant, dealer, flags: FLAGS } = subject;
  const seeds = seedsFor(quick ? 40 : 1000);
  const timeMs = numberFlag('time-ms', 10_000);
  const maxStates = maxStatesFor(timeMs);
  // fc-solve's default search takes over a second on some deals: --fc-default-deals runs it on the first N only.
  const defaultDeals = numberFlag('fc-default-deals', seeds.length);
  console.log(`\n${subject.title} beside fc-solve: ${describeSeeds(seeds)}, ours at ${timeMs} ms and ${count(maxStates)} positions a deal`);
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
  const theirs = { default: { cpu: 0, slow: [] as string[], deals: 0, oursCpu: 0 }, fast: { cpu: 0, slow: [] as string[], deals: 0, oursCpu: 0 } };
  // What starting fc-solve costs, measured on a board that is won already (every card home), every 10th deal.
  const startCosts: number[] = [];
  const wonBoard = 'Foundations: H-K C-K D-K S-K\nFreecells: - - - -\n' + ':\n'.repeat(tableau.length);
  const disagreements: string[] = [];
  const undecidedVerdicts: string[] = [];
  const began = performance.now();
  for (const [index, seed] of seeds.entries()) {
    const state = deal(variant, seed, dealer);
    const { value: result, cpu } = cpuSeconds(() => solve(variant, state, { timeMs, maxStates }));
    ours.cpu += cpu;
    ours.times.push(cpu * 1000);
    if (cpu > 1) ours.slow.push(`${seed} (${cpu.toFixed(2)} s)`);
    const verdict = result.status === 'solved' ? 'won' : result.status === 'unwinnable' ? 'lost' : 'unknown';
    if (result.status === 'solved') {
      ours.won++;
      if (!replaysDealToWin(variant, seed, result.moves, dealer)) ours.badReplays.push(seed);
    } else if (result.status === 'unwinnable') ours.lost++;
    else ours.undecided.push(seed);
    const board = fcSolveBoard(state, tableau, foundations, cells);
    const answers: Partial<Record<keyof typeof FLAGS, FcSolveAnswer>> = {
      fast: runFcSolve(board, FLAGS.fast), ...(index < defaultDeals ? { default: runFcSolve(board, FLAGS.default) } : {}),
    };
    if (index % 10 === 0) startCosts.push(runFcSolve(wonBoard, FLAGS.fast).cpu);
    for (const key of ['default', 'fast'] as const) {
      const answer = answers[key];
      if (answer === undefined) continue;
      theirs[key].cpu += answer.cpu;
      theirs[key].deals++;
      theirs[key].oursCpu += cpu;
      if (answer.cpu > 1) theirs[key].slow.push(`${seed} (${answer.cpu.toFixed(2)} s)`);
      // A deal we left undecided is listed with fc-solve's verdict, not counted as a disagreement.
      if (verdict === 'unknown') undecidedVerdicts.push(`${seed}: fc-solve ${key} ${answer.verdict}`);
      else if (answer.verdict !== verdict) disagreements.push(`deal ${seed}: ours ${verdict}, fc-solve ${key} ${answer.verdict}`);
    }
    if (process.env.BENCH_VERBOSE) {
      const show = (a: FcSolveAnswer | undefined): string => (a ? `${a.verdict} ${ms(a.cpu * 1000)} ms` : 'not run');
      process.stderr.write(`    seed ${seed} ${verdict} ${ms(cpu * 1000)} ms; fc-solve default ${show(answers.default)}, fast ${show(answers.fast)}\n`);
    }
    progress(subject.key, index + 1, seeds.length, began, `(${ours.won} won, ${ours.lost} lost, ${disagreements.length} disagreements; ` +
      `CPU ours ${ours.cpu.toFixed(1)} s, fc-solve fast ${theirs.fast.cpu.toFixed(1)} s, default ${theirs.default.cpu.toFixed(1)} s on ${theirs.default.deals})`);
  }
  ours.times.sort((a, b) => a - b);
  console.log(`  verdicts    ours ${ours.won} won, ${ours.lost} lost, ${ours.undecided.length} undecided${ours.undecided.length ? ` (${undecidedVerdicts.join('; ')})` : ''}`);
  console.log(`  disagree    ${disagreements.length}${disagreements.length ? `: ${disagreements.join('; ')}` : ' (the same verdict on every deal, both fc-solve searches)'}`);
  console.log(`  replays     ${ours.won - ours.badReplays.length}/${ours.won} of our lines replayed through Game to a win${ours.badReplays.length ? ` (FAILED: ${ours.badReplays.join(', ')})` : ''}`);
  console.log(`  CPU ours    ${ours.cpu.toFixed(1)} s (median ${ms(percentile(ours.times, 0.5))} ms, p95 ${ms(percentile(ours.times, 0.95))} ms, max ${ms(ours.times[ours.times.length - 1] ?? 0)} ms)`);
  startCosts.sort((a, b) => a - b);
  const start = percentile(startCosts, 0.5);
  for (const key of ['fast', 'default'] as const) {
    const t = theirs[key];
    const net = Math.max(0, t.cpu - start * t.deals);
    console.log(`  CPU fc-solve ${key.padEnd(7)} ${t.cpu.toFixed(1)} s on ${t.deals} deals (child rusage), ${net.toFixed(1)} s without process start; ` +
      `ours on the same deals ${t.oursCpu.toFixed(1)} s: ratio ${(t.oursCpu / Math.max(t.cpu, 1e-9)).toFixed(2)}, ${(t.oursCpu / Math.max(net, 1e-9)).toFixed(2)} without start`);
  }
  console.log(`  fc-solve start ${ms(start * 1000)} ms a process (median of ${startCosts.length}, on a board already won)`);
  console.log(`  over 1 s    ours ${ours.slow.length}${ours.slow.length ? `: ${ours.slow.join(', ')}` : ''}; fc-solve default ${theirs.default.slow.length}, fast ${theirs.fast.slow.length}`);
  console.log(`  wall        ${((performance.now() - began) / 1000).toFixed(1)} s for the section`);
  if (disagreements.length > 0 || ours.badReplays.length > 0) process.exitCode = 1;
}
