/**
 * The long soak: many seeded games of every shipped game and every example game (every option
 * combination), each played to its end by a random player through the `Game` facade, with the reliability
 * suite's invariants checked at every step (see docs/reliability.md for what is checked where).
 *
 *   pnpm soak                                   # 100,000 games on one worker thread
 *   pnpm soak --games 20000 --workers 2         # fewer games, both cores
 *   pnpm soak --only 4711                       # replay game 4711 of a soak alone (same --seed)
 *
 * Options: --games N (100000), --workers N (1), --seed N (1: picks every deal and every player's choices),
 * --step-cap N (400 moves a game), --full-every N (50: the exhaustive legalMoves ⇔ whyIllegal check runs
 * every N moves and wherever a game ends), --save-every N (50: save then load, and a snapshot read back, every N moves and at the
 * end), --only N (just game N), --hostile N (20: the hostile-input fuzzers of src/hostile.ts run N times their
 * `pnpm test` counts first, on the main thread; 0 to skip them), --cli-fuzz N (1000: the command line's spawned-binary
 * fuzzer, packages/cli/scripts/fuzz.ts, runs N cases after them, on the built binary; 0 to skip it). Prints progress and one summary line; exits 1 on any failure, printing
 * each failure with its game number, variant, deal and moves in notation. Stopped early (Ctrl-C or SIGTERM),
 * it prints the summary of the games played so far and exits 2 (1 if any failed).
 *
 * Each game's moves are also replayed on the solver's compact engine beside core's (`engineDisagreementOnLine`):
 * the same legal moves in the same order, the same position and effects after each move, hashes kept move by
 * move equal to hashes afresh, and every move taken back to the deal.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { pileIds } from '@patience/core/engine';
import { mulberry32 } from '@patience/core/random';
import { finishingPlayer, playOut, type PlayResult } from '../src/play-out.js';
import { HOSTILE_CLASSES } from '../src/hostile.js';
import { allSubjects } from '../src/subjects.js';
// The solver's engine check is internal to the solver (not a published export): the soak reads its source.
import { engineDisagreementOnLine } from '@patience/solver/agreement';

interface Settings {
  readonly games: number;
  readonly workers: number;
  readonly seed: number;
  readonly stepCap: number;
  readonly fullEvery: number;
  readonly saveEvery: number;
  readonly only: number | null;
  readonly hostile: number;
  readonly cliFuzz: number;
}

type Report =
  | { readonly kind: 'progress'; readonly games: number; readonly steps: number; readonly outcomes: Record<PlayResult['outcome'], number>; readonly fullChecks: number }
  | { readonly kind: 'failure'; readonly game: number; readonly message: string };

function readSettings(argv: readonly string[]): Settings {
  const flags = new Map<string, number>();
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i] ?? '';
    const value = Number(argv[i + 1]);
    if (!/^--(games|workers|seed|step-cap|full-every|save-every|only|hostile|cli-fuzz)$/.test(name) || !Number.isInteger(value) || value < 0) {
      throw new Error(`soak: unknown option or bad value: ${name} ${argv[i + 1] ?? ''}; see the comment at the top of scripts/soak.ts`);
    }
    flags.set(name.slice(2), value);
  }
  return {
    games: flags.get('games') ?? 100_000,
    workers: Math.max(1, flags.get('workers') ?? 1),
    seed: flags.get('seed') ?? 1,
    stepCap: flags.get('step-cap') ?? 400,
    fullEvery: Math.max(1, flags.get('full-every') ?? 50),
    saveEvery: Math.max(1, flags.get('save-every') ?? 50),
    only: flags.get('only') ?? null,
    hostile: flags.get('hostile') ?? 20,
    cliFuzz: flags.get('cli-fuzz') ?? 1000,
  };
}

/** Game `n` of a soak: which subject, which deal, which player; the same on every run with the same seed. */
function gameSpec(n: number, seed: number, subjectCount: number): { subject: number; deal: number; player: number } {
  const next = mulberry32((seed * 0x9e3779b1 + n) >>> 0);
  return { subject: n % subjectCount, deal: next(), player: next() };
}

/** Plays the games `first`, `first + stride`, ... below `games`, reporting progress and failures. */
function soak(settings: Settings, first: number, stride: number, report: (r: Report) => void): void {
  // Refused candidate moves are errors; without stack traces they cost far less.
  Error.stackTraceLimit = 0;
  const subjects = allSubjects();
  const pileIndexes = subjects.map((s) => new Map(pileIds(s.variant).map((id, i) => [id as string, i])));
  const outcomes: Record<PlayResult['outcome'], number> = { won: 0, stuck: 0, 'step-cap': 0 };
  let games = 0;
  let steps = 0;
  let fullChecks = 0;
  const flush = (): void => {
    report({ kind: 'progress', games, steps, outcomes: { ...outcomes }, fullChecks });
    games = 0;
    steps = 0;
    fullChecks = 0;
    outcomes.won = 0;
    outcomes.stuck = 0;
    outcomes['step-cap'] = 0;
  };
  const range = settings.only === null ? { from: first, to: settings.games } : { from: settings.only, to: settings.only + 1 };
  for (let n = range.from; n < range.to; n += stride) {
    const spec = gameSpec(n, settings.seed, subjects.length);
    const subject = subjects[spec.subject];
    const pileIndex = pileIndexes[spec.subject];
    if (!subject || !pileIndex) continue;
    try {
      const result = playOut(subject, spec.deal, finishingPlayer(mulberry32(spec.player), pileIndex), {
        stepCap: settings.stepCap,
        fullCheck: (step) => step % settings.fullEvery === 0,
        saveCheck: (step) => step % settings.saveEvery === 0,
      });
      const disagreement = engineDisagreementOnLine(subject.variant, spec.deal, result.moves);
      if (disagreement !== null) throw new Error(`the solver's compact engine disagrees with core: ${disagreement}`);
      outcomes[result.outcome]++;
      steps += result.steps;
      fullChecks += result.fullChecks;
    } catch (error) {
      report({ kind: 'failure', game: n, message: error instanceof Error ? error.message : String(error) });
    }
    games++;
    if (games === 50) flush();
  }
  flush();
}

/** The hostile-input classes at `times` their bounded counts; a failure is printed and ends the soak. */
function runHostile(times: number): void {
  for (const { name, run, runs } of HOSTILE_CLASSES) {
    const began = performance.now();
    try {
      run(runs * times);
    } catch (error) {
      console.error(`soak: hostile input, ${name}: FAILED: ${(error as Error).message}`);
      process.exit(1);
    }
    console.log(`soak: hostile input, ${name}: ${runs * times} cases passed in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  }
}

/** The command line's fuzzer (its own script, on its built binary); a failure ends the soak. */
function runCliFuzz(cases: number, seed: number): void {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const built = spawnSync('pnpm', ['--filter', '@patience/cli', 'build'], { cwd: root, stdio: 'ignore' });
  const run = built.status === 0
    ? spawnSync('pnpm', ['exec', 'tsx', 'packages/cli/scripts/fuzz.ts', '--cases', String(cases), '--seed', String(seed)], { cwd: root, stdio: 'inherit' })
    : built;
  if (run.status !== 0) {
    console.error(`soak: the command line's fuzzer FAILED${built.status === 0 ? '' : ' (its build failed)'}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const settings = readSettings(process.argv.slice(2));
  const started = performance.now();
  const total = { games: 0, steps: 0, fullChecks: 0, outcomes: { won: 0, stuck: 0, 'step-cap': 0 } };
  const failures: { game: number; message: string }[] = [];
  const target = settings.only === null ? settings.games : 1;
  let lastPrint = 0;
  const onReport = (r: Report): void => {
    if (r.kind === 'failure') {
      failures.push(r);
      console.error(`FAILURE in game ${r.game}: ${r.message}`);
      return;
    }
    total.games += r.games;
    total.steps += r.steps;
    total.fullChecks += r.fullChecks;
    for (const k of ['won', 'stuck', 'step-cap'] as const) total.outcomes[k] += r.outcomes[k];
    const now = performance.now();
    if (now - lastPrint > 30_000 || (total.games === target && r.games > 0)) {
      lastPrint = now;
      const rate = total.games / ((now - started) / 1000);
      console.log(`soak: ${total.games}/${target} games, ${total.steps} steps, ${failures.length} failures, ${((now - started) / 1000).toFixed(0)} s (${rate.toFixed(1)} games/s)`);
    }
  };
  if (settings.only === null && settings.hostile > 0) runHostile(settings.hostile);
  if (settings.only === null && settings.cliFuzz > 0) runCliFuzz(settings.cliFuzz, settings.seed);
  console.log(`soak: ${target} games over ${allSubjects().length} variants, seed ${settings.seed}, step cap ${settings.stepCap}, exhaustive move check every ${settings.fullEvery} moves, save/load every ${settings.saveEvery}, ${settings.workers} worker(s)`);
  const workerCount = settings.only === null ? settings.workers : 1;
  const workers = Array.from({ length: workerCount }, (_, w) => new Promise<void>((resolve, reject) => {
    // The worker runs this TypeScript file too, so it first registers tsx's loader, as the main thread has it.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: { settings, first: w, stride: workerCount } });
    worker.on('message', (r: Report) => {
      onReport(r);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`soak: worker ${w} exited with code ${code}`));
    });
  }));
  const summarise = (interrupted: boolean): void => {
    const elapsed = (performance.now() - started) / 1000;
    const { won, stuck } = total.outcomes;
    console.log(
      `soak summary${interrupted ? ' (interrupted)' : ''}: ${total.games} games, ${total.steps} steps, ${failures.length} failures, ${elapsed.toFixed(0)} s elapsed `
      + `(won ${won}, stuck ${stuck}, stopped at the step cap ${total.outcomes['step-cap']}; ${total.fullChecks} exhaustive move checks; seed ${settings.seed})`,
    );
    if (failures.length > 0) {
      console.error(`soak: ${failures.length} failure(s); replay one with: pnpm soak --seed ${settings.seed} --only <game>`);
      for (const f of failures.slice(0, 20)) console.error(`  game ${f.game}: ${f.message}`);
    }
  };
  // Stopped early (Ctrl-C, or a time limit's SIGTERM): report what was played, and exit 2 unless something failed.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      summarise(true);
      process.exit(failures.length > 0 ? 1 : 2);
    });
  }
  await Promise.all(workers);
  summarise(false);
  if (failures.length > 0) process.exit(1);
}

if (isMainThread) {
  await main();
} else {
  const { settings, first, stride } = workerData as { settings: Settings; first: number; stride: number };
  soak(settings, first, stride, (r) => {
    parentPort?.postMessage(r);
  });
}
