/**
 * `patience study`: solves the selected deals on worker threads (one a core by default; each takes the next
 * deal when it is done with one), appends one line a deal to `--out` as each finishes, and prints the summary.
 * `--resume` carries on from an existing output file; Ctrl+C stops the workers and prints what is done.
 */
import { appendFileSync, existsSync, truncateSync, writeFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Chosen } from '../select.js';
import { UsageError } from '../usage.js';
import { studyVersions } from '../versions.js';
import type { FromWorker, WorkerSetup } from '../study-worker.js';
import { progressBar } from './progress.js';
import { fileProblem, MAX_STUDY_FILE_BYTES, readLimitedFile, writingFile } from '../files.js';
import { printable, pathText } from '../printable.js';
import { dealCount, dealerOf, dealsOf, dealsText } from './deals.js';
import { fileStart, formatOf, readStudyFile, studyKey, variantHash, verdictLine, type DealSelection, type StudyHeader } from './record.js';
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
    writingFile(file, () => { writeFileSync(file, fileStart(header, format), { flag: 'wx' }); });
    return [];
  }
  if (!resume) throw new UsageError(`${pathText(file)} already exists: give --resume to carry on with the study in it, or name another file.`);
  const text = readLimitedFile(file, "a study's output file", MAX_STUDY_FILE_BYTES);
  const found = readStudyFile(file, text);
  if (studyKey(found.header) !== studyKey(header) || JSON.stringify(found.header.deals) !== JSON.stringify(header.deals)) {
    const { name, hash } = found.header.variant;
    throw new UsageError(`${pathText(file)} holds a different study (${printable(name)}, ${hash}, deals ${dealsText(found.header.deals)}); --resume carries on with the same game, limits, deals, shard and package versions.`);
  }
  // A line cut short when the process was killed is dropped, so the deal is solved again.
  writingFile(file, () => { truncateSync(file, Buffer.byteLength(text.slice(0, found.goodLength))); });
  const seen = new Set<number>();
  for (const v of found.verdicts) {
    if (seen.has(v.deal)) throw new UsageError(`${pathText(file)} has deal ${v.deal} twice.`);
    seen.add(v.deal);
  }
  return [...found.verdicts];
}

const count = (n: number): string => n.toLocaleString('en-GB');

/** Runs a study; resolves to the exit code (0, or 1 when a winning line did not replay to a win). */
export async function runStudy(request: StudyRequest): Promise<number> {
  const header = studyHeader(request);
  const selected = dealCount(request.deals);
  const format = request.out === null ? null : formatOf(request.out);
  const verdicts = request.out === null ? [] : openOutput(request.out, header, request.resume);
  const done = new Set(verdicts.map((v) => v.deal));
  const remaining = selected - done.size;
  const todo = dealsOf(request.deals, done);
  const started = performance.now();
  const bar = progressBar(process.stderr, selected);
  let won = verdicts.filter((v) => v.status === 'solved').length;
  const workerCount = Math.max(1, Math.min(request.workers, remaining));
  const finish = (interrupted: boolean): number => {
    bar.clear();
    const summary = summarise(header, request.deals, verdicts, selected);
    const seconds = (performance.now() - started) / 1000;
    const timing = `${interrupted ? 'interrupted: ' : ''}studied ${count(verdicts.length - done.size)} deals in ${seconds.toFixed(1)} s on ${workerCount} worker${workerCount === 1 ? '' : 's'}`
      + (done.size > 0 ? ` (${count(done.size)} more were in ${printable(request.out ?? '')} already)` : '')
      + (interrupted && request.out !== null ? `; carry on with --resume --out ${printable(request.out)}` : '');
    if (request.json) {
      process.stderr.write(`${timing}\n`);
      process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    } else {
      process.stdout.write(`${timing}\n${summaryText(summary)}\n`);
    }
    return summary.replayFailures > 0 ? 1 : 0;
  };
  if (remaining === 0) return finish(false);
  bar.update(verdicts.length, won);
  const setup: WorkerSetup = { variant: request.chosen.variant, limits: request.limits, dealer: dealerOf(request.deals) };
  const workers: Worker[] = [];
  const running = Array.from({ length: workerCount }, () => new Promise<void>((resolve, reject) => {
    const worker = new Worker(new URL('./study-worker.js', import.meta.url), { workerData: setup });
    workers.push(worker);
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'verdict') {
        const v = message.verdict;
        verdicts.push(v);
        if (v.status === 'solved') won++;
        const out = request.out;
        if (out !== null && format !== null) {
          try {
            appendFileSync(out, verdictLine(v, format));
          } catch (error) {
            reject(new UsageError(`Cannot write ${pathText(out)}: ${fileProblem(error)}.`));
            return;
          }
        }
        bar.update(verdicts.length, won);
      }
      const next = todo.next();
      worker.postMessage(next.done === true ? null : next.value);
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
  } catch (error) {
    for (const worker of workers) void worker.terminate();
    throw error;
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
  }
  return finish(false);
}
