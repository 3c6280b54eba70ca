/**
 * Where the wall time of a turbo run went, from the summary that `--summarize` writes to .turbo/runs/: each
 * task that ran (cache hits left out) with its start and end in seconds from the run's start, longest first,
 * then each kind of task (build, typecheck, test, ...) with its summed seconds and its first start and last end.
 * docs/benchmarks/ci-time.md quotes it. Wall seconds only: turbo records no CPU time, so the CPU figures there
 * come from `/usr/bin/time` around a run of one kind of task.
 *
 *   pnpm turbo run build lint:repo typecheck typecheck:configs test:unit --summarize --force
 *   pnpm ci:time                       # the newest summary
 *   pnpm ci:time .turbo/runs/X.json    # another
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface TaskSummary {
  taskId: string;
  task: string;
  cache: { status: 'HIT' | 'MISS' };
  execution?: { startTime: number; endTime: number; exitCode: number | null };
}
interface RunSummary {
  execution: { startTime: number; endTime: number; exitCode: number };
  tasks: TaskSummary[];
}
interface Ran { id: string; kind: string; start: number; end: number; exitCode: number | null }

const RUNS = join('.turbo', 'runs');

function newestSummary(): string {
  const files = readdirSync(RUNS).filter((name) => name.endsWith('.json')).map((name) => join(RUNS, name));
  const newest = files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest === undefined) throw new Error(`${RUNS} holds no summary: run turbo with --summarize first.`);
  return newest;
}

function tasksThatRan(summary: RunSummary): Ran[] {
  const origin = summary.execution.startTime;
  return summary.tasks.flatMap(({ taskId, task, cache, execution }) => cache.status === 'HIT' || execution === undefined ? [] : [{
    id: taskId, kind: task, start: (execution.startTime - origin) / 1000, end: (execution.endTime - origin) / 1000,
    exitCode: execution.exitCode,
  }]);
}

const seconds = (value: number): string => value.toFixed(1).padStart(7);

function report(file: string): void {
  const summary = JSON.parse(readFileSync(file, 'utf8')) as RunSummary;
  const ran = tasksThatRan(summary);
  const wall = (summary.execution.endTime - summary.execution.startTime) / 1000;
  console.log(`${file}: ${ran.length} tasks ran, ${summary.tasks.length - ran.length} cached, ${wall.toFixed(1)} s wall\n`);
  console.log(`${'task'.padEnd(48)}  start      end  seconds  exit`);
  for (const task of [...ran].sort((a, b) => (b.end - b.start) - (a.end - a.start))) {
    console.log(`${task.id.padEnd(48)}${seconds(task.start)}  ${seconds(task.end)}  ${seconds(task.end - task.start)}  ${String(task.exitCode)}`);
  }
  const kinds = new Map<string, Ran[]>();
  for (const task of ran) kinds.set(task.kind, [...(kinds.get(task.kind) ?? []), task]);
  console.log(`\n${'kind of task'.padEnd(24)}count  summed s  first start  last end`);
  for (const [kind, tasks] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const summed = tasks.reduce((total, task) => total + task.end - task.start, 0);
    const first = Math.min(...tasks.map((task) => task.start));
    const last = Math.max(...tasks.map((task) => task.end));
    console.log(`${kind.padEnd(24)}${String(tasks.length).padStart(5)}  ${seconds(summed)}  ${seconds(first)}      ${seconds(last)}`);
  }
}

report(process.argv[2] ?? newestSummary());
