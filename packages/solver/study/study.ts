/**
 * `pnpm study`: a winnability study. Solves numbered deals of a game, or of a variant written as JSON, on
 * every core at once (one worker thread a core; each takes the next deal when it is done with one), prints
 * one line a deal in deal order and a summary, and replays every winning line through the engine. Exit
 * status: 0, 1 when a winning line did not replay to a win, 2 for a command line that makes no study.
 *
 *   pnpm study spiderette --deals 1-200 --time-ms 10000
 *   pnpm study spider/2-suits --deals 50 --workers 1 --csv two-suits.csv
 *   pnpm study spiderette --seeds 1,2,8,9 --time-ms 120000
 *   pnpm study --variant my-game.json --no-peek
 *
 * The benchmark (`pnpm bench:solver`) measures the solver on one core; a study uses them all.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseVariant } from '@patience/core';
import { CSV_HEADER, USAGE, UsageError, csvLine, headline, planStudy, studyDeal, summary, verdictLine, type DealVerdict, type StudyPlan } from './study-plan.js';

/** A worker's messages: ready for a deal, or a deal's verdict (and ready for the next). */
type FromWorker = { readonly kind: 'ready' } | { readonly kind: 'verdict'; readonly verdict: DealVerdict };

async function main(): Promise<void> {
  let plan: StudyPlan;
  try {
    plan = planStudy(process.argv.slice(2), (path) => readFileSync(path, 'utf8'), availableParallelism());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.log(headline(plan));
  const started = performance.now();
  const verdicts: DealVerdict[] = [];
  const waiting = new Map<number, DealVerdict>();
  const csv: string[] = [CSV_HEADER];
  let nextToPrint = 0;
  let nextToSolve = 0;
  // Deals finish out of order; each line is printed once every deal before it in the plan has been.
  const record = (verdict: DealVerdict): void => {
    waiting.set(verdict.seed, verdict);
    for (let v = waiting.get(plan.deals[nextToPrint] ?? -1); v; v = waiting.get(plan.deals[nextToPrint] ?? -1)) {
      waiting.delete(v.seed);
      verdicts.push(v);
      csv.push(csvLine(v));
      console.log(verdictLine(v));
      nextToPrint++;
    }
  };
  const workerCount = Math.min(plan.workers, plan.deals.length);
  const workers = Array.from({ length: workerCount }, () => new Promise<void>((resolve, reject) => {
    // The worker runs this TypeScript file too, so it first registers tsx's loader, as the main thread has it.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: { plan } });
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'verdict') record(message.verdict);
      if (nextToSolve < plan.deals.length) worker.postMessage(plan.deals[nextToSolve++]);
      else worker.postMessage(null);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`study: a worker exited with code ${code}`));
    });
  }));
  // Stopped early (Ctrl-C): sum up the deals printed so far.
  process.on('SIGINT', () => {
    console.log(`(interrupted after ${verdicts.length} deals)\n${summary(verdicts, performance.now() - started)}`);
    process.exit(130);
  });
  await Promise.all(workers);
  console.log(summary(verdicts, performance.now() - started));
  if (plan.csv !== null) writeFileSync(plan.csv, `${csv.join('\n')}\n`);
  if (verdicts.some((v) => v.replayed === false)) process.exit(1);
}

/** A worker: solves the deals it is sent, one at a time, until it is sent null. */
function work(): void {
  const { plan } = workerData as { plan: StudyPlan };
  // The plan crossed the thread boundary as data: read the variant back into one the engine knows.
  const variant = parseVariant(plan.variant);
  const port = parentPort;
  if (!port) return;
  port.on('message', (seed: number | null) => {
    if (seed === null) {
      port.close();
      return;
    }
    port.postMessage({ kind: 'verdict', verdict: studyDeal({ ...plan, variant }, seed) } satisfies FromWorker);
  });
  port.postMessage({ kind: 'ready' } satisfies FromWorker);
}

if (isMainThread) await main();
else work();
