/**
 * Runs `patience ...args` in this process through the command line's own entry function (`main`), as the
 * binary would, and returns what it printed and its exit code: the same answer as test/run.ts's spawned
 * binary without starting Node for each case. The spawned runs stay for what only a process shows (the
 * binary itself, standard input, a study's worker threads, signals); everything else runs here.
 */
import { main } from '../src/main.js';
import type { Run } from './run.js';

type Write = typeof process.stdout.write;

/** Where the process writes, taken as methods bound to their streams so that they can be put back. */
function writers(): { readonly out: Write; readonly err: Write } {
  return { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
}

/** Runs `patience ...args` in-process with colour off (NO_COLOR), capturing standard output and error. */
export async function patienceHere(args: readonly string[]): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const capture = (into: string[]): Write => ((chunk: string | Uint8Array): boolean => {
    into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  const saved = writers();
  const noColor = process.env.NO_COLOR;
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  process.env.NO_COLOR = '1';
  try {
    const status = await main(args);
    return { status, stdout: out.join(''), stderr: err.join('') };
  } finally {
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    if (noColor === undefined) delete process.env.NO_COLOR;
    else process.env.NO_COLOR = noColor;
  }
}
