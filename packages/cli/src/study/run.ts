/**
 * `patience study`: solves the selected deals on worker threads (one a core by default; each takes the next
 * deal when it is done with one), appends one line a deal to `--out` as each finishes, and prints the summary.
 * `--resume` carries on from an existing output file; Ctrl+C stops the workers and prints what is done.
 */
import { appendFileSync, existsSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Chosen } from '../select.js';
import { UsageError } from '../usage.js';
import { studyVersions } from '../versions.js';
import type { FromWorker, WorkerSetup } from '../study-worker.js';
import { progressBar } from './progress.js';
import { fileStart, formatOf, readStudyFile, selectedDeals, studyKey, variantHash, verdictLine, type DealSelection, type StudyHeader } from './record.js';
import { summarise, summaryText } from './summary.js';
import type { DealVerdict, StudyLimits } from './verdict.js';

/** A study as the command line asks for it. */
export interface StudyRequest {
  readonly chosen: Chosen;
  readonly limits: StudyLimits;
  readonly deals: DealSelection;
  readonly workers: number;
  readonly out: string | null;
  readonly resume: boolean;
  readonly json: boolean;
}

/** The header a study of a request records. */
export function studyHeader(request: Pick<StudyRequest, 'chosen' | 'limits' | 'deals'>): StudyHeader {
  const { variant, named } = request.chosen;
  return {
    format: 'patience-study',
    version: 1,
    variant: { id: variant.id, name: request.chosen.name, rulesVersion: variant.rulesVersion, options: variant.options, hash: variantHash(variant) },
    limits: request.limits,
    deals: request.deals,
    versions: studyVersions(named?.shipped.pkg ?? null),
  };
}

/** The deals already in an output file being resumed (checked to be of the same study), or none for a new file. */
function openOutput(file: string, header: StudyHeader, resume: boolean): DealVerdict[] {
  const format = formatOf(file);
  if (!existsSync(file)) {
    writeFileSync(file, fileStart(header, format));
    return [];
  }
  if (!resume) throw new UsageError(`${file} already exists: give --resume to carry on with the study in it, or name another file.`);
  const found = readStudyFile(file, readFileSync(file, 'utf8'));
  if (studyKey(found.header) !== studyKey(header) || JSON.stringify(found.header.deals) !== JSON.stringify(header.deals)) {
    throw new UsageError(`${file} holds a different study (${found.header.variant.name}, ${found.header.variant.hash}, deals ${found.header.deals.from}-${found.header.deals.to}); --resume carries on with the same game, limits, deals, shard and package versions.`);
  }
  // A line cut short when the process was killed is dropped, so the deal is solved again.
  truncateSync(file, Buffer.byteLength(readFileSync(file, 'utf8').slice(0, found.goodLength)));
  const wanted = new Set(selectedDeals(header.deals));
  const seen = new Set<number>();
  for (const v of found.verdicts) {
    if (!wanted.has(v.deal)) throw new UsageError(`${file} has deal ${v.deal}, which is not one of this study's deals.`);
    if (seen.has(v.deal)) throw new UsageError(`${file} has deal ${v.deal} twice.`);
    seen.add(v.deal);
  }
  return [...found.verdicts];
}

const count = (n: number): string => n.toLocaleString('en-GB');

/** Runs a study; resolves to the exit code (0, or 1 when a winning line did not replay to a win). */
export async function runStudy(request: StudyRequest): Promise<number> {
  const header = studyHeader(request);
  const deals = selectedDeals(request.deals);
  const format = request.out === null ? null : formatOf(request.out);
  const verdicts = request.out === null ? [] : openOutput(request.out, header, request.resume);
  const done = new Set(verdicts.map((v) => v.deal));
  const todo = deals.filter((d) => !done.has(d));
  const started = performance.now();
  const bar = progressBar(process.stderr, deals.length);
  let won = verdicts.filter((v) => v.status === 'solved').length;
  const workerCount = Math.max(1, Math.min(request.workers, todo.length));
  const finish = (interrupted: boolean): number => {
    bar.clear();
    const summary = summarise(header, request.deals, verdicts, deals.length);
    const seconds = (performance.now() - started) / 1000;
    const timing = `${interrupted ? 'interrupted: ' : ''}studied ${count(verdicts.length - (deals.length - todo.length))} deals in ${seconds.toFixed(1)} s on ${workerCount} worker${workerCount === 1 ? '' : 's'}`
      + (deals.length > todo.length ? ` (${count(deals.length - todo.length)} more were in ${request.out ?? ''} already)` : '')
      + (interrupted && request.out !== null ? `; carry on with --resume --out ${request.out}` : '');
    if (request.json) {
      process.stderr.write(`${timing}\n`);
      process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    } else {
      process.stdout.write(`${timing}\n${summaryText(summary)}\n`);
    }
    return summary.replayFailures > 0 ? 1 : 0;
  };
  if (todo.length === 0) return finish(false);
  bar.update(verdicts.length, won);
  let next = 0;
  const setup: WorkerSetup = { variant: request.chosen.variant, limits: request.limits };
  const workers: Worker[] = [];
  const running = Array.from({ length: workerCount }, () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./study-worker.js', import.meta.url), { workerData: setup });
    workers.push(worker);
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'verdict') {
        const v = message.verdict;
        verdicts.push(v);
        if (v.status === 'solved') won++;
        if (request.out !== null && format !== null) appendFileSync(request.out, verdictLine(v, format));
        bar.update(verdicts.length, won);
      }
      worker.postMessage(next < todo.length ? todo[next++] : null);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`A study's worker stopped with exit code ${code}.`));
    });
  }));
  // Ctrl+C: the deals done are in the file already; stop the workers and sum up what there is.
  const interrupt = (): void => {
    for (const worker of workers) void worker.terminate();
    process.exit(finish(true) === 0 ? 130 : 1);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    await Promise.all(running);
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
  return finish(false);
}
