/**
 * The spawned-binary fuzzer of the command line: argv and standard input drawn from a seeded generator
 * (every command, hostile values, long strings, control characters, odd files), each run checked to end with
 * exit code 0, 1 or 2, no stack trace, bounded output, and no raw control character in what it printed.
 * `pnpm test` runs a few cases (test/fuzz.test.ts); `pnpm soak` runs many (scripts/fuzz.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mulberry32 } from '@patience/core/random';
import { seahaven } from '@patience/seahaven';
import { BIN, RAW_CONTROL } from './run.js';

/** The most a run may print, stdout and stderr together: a board and a few hundred short lines. */
export const MAX_OUTPUT = 256 * 1024;
/** The longest a run may take before it counts as a hang. */
const RUN_TIMEOUT_MS = 20_000;

/** One generated run: its arguments and standard input. */
export interface FuzzCase {
  readonly args: readonly string[];
  readonly input: string;
}

/** What one run ended with. */
export interface FuzzResult {
  readonly fuzzCase: FuzzCase;
  readonly status: number | null;
  /** Why the run broke a rule, or null when it kept them all. */
  readonly problem: string | null;
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const CONTROL = ['\u0000', '\u0007', '\u001b[2J', '\u001b]0;pwned\u0007', '\u009b', '\u007f', '\r', '\b', '\u0085'];

/** Files of every odd kind, made once in a directory of the fuzzer's own. */
export function fuzzFiles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'patience-fuzz-'));
  const variant = JSON.parse(JSON.stringify(seahaven.variant())) as Record<string, unknown>;
  const files: Record<string, string> = {
    'empty.json': '',
    'not.json': '{ id: nope',
    'null.json': 'null',
    'evil-name.json': JSON.stringify({ ...variant, id: 'evil', name: `Evil${CONTROL.join('')}` }),
    'good.json': JSON.stringify({ ...variant, id: 'mine', name: 'Mine' }),
    'bad-field.json': JSON.stringify({ ...variant, layout: 7 }),
    'long-key.json': JSON.stringify({ ...variant, ['k'.repeat(100_000)]: 1 }),
    'big.json': ' '.repeat(1_100_000),
    'save-ish.json': '{"format":"patience-save","version":1}',
    'cut.jsonl': '{"format":"patience-study","ver',
    'header.jsonl': `${JSON.stringify({ format: 'patience-study', version: 1, variant: { id: 'x', name: `x${CONTROL.join('')}`, rulesVersion: '1', options: {}, hash: 'sha256:0123456789abcdef' }, limits: { timeMs: 1, maxStates: 1, peek: true }, deals: { from: 1, to: 2, shard: { index: 0, count: 0 } }, versions: {} })}\n`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  mkdirSync(join(dir, 'a-directory'));
  return [...Object.keys(files).map((name) => join(dir, name)), join(dir, 'a-directory'), join(dir, 'missing.json'), '/dev/zero', '/dev/null', '/proc/nope.jsonl', dir];
}

/** A value a hostile user might type for anything. */
function hostileValue(random: Random, files: readonly string[]): string {
  const kind = Math.floor(random() * 10);
  if (kind === 0) return 'x'.repeat(1 + Math.floor(random() * 100_000));
  if (kind === 1) return `${pick(random, ['seahaven', 'spider', '1', 'suits'])}${pick(random, CONTROL)}${pick(random, CONTROL)}`;
  if (kind === 2) return pick(random, files);
  if (kind === 3) return pick(random, ['__proto__', 'constructor', 'toString', '__proto__=1', 'constructor=1', 'suits=2', 'suits=99', 'runLimit=unlimited', '=1', 'a=', '']);
  if (kind === 4) return pick(random, ['-1', '0', '1', '4294967295', '4294967296', 'NaN', 'Infinity', '1e400', '0x10', '3.5', ' 7 ', '9'.repeat(400)]);
  if (kind === 5) return pick(random, ['1-3', '3-1', '1-4294967296', '0-0', '1/1', '2/1', '0/0', '-1/-3', '1/16', 'a-b']);
  if (kind === 6) return pick(random, ['seahaven', 'spider/2-suits', 'spiderette/1-suit', 'easthaven/pysol', 'klondike', 'seahaven/', '/', 'SPIDER', 'spider/2-suits/x']);
  if (kind === 7) return `--${pick(random, ['seed', 'ms', 'option', 'variant', 'json', 'peek', 'no-peek', 'load', 'out', 'resume', 'shard', 'deals', 'nope', ''])}`;
  if (kind === 8) return String.fromCodePoint(...Array.from({ length: 1 + Math.floor(random() * 30) }, () => Math.floor(random() * 0x2fff)));
  return pick(random, ['-', '--', '-h', '--help', '-V', 'merge', 'list', '\u{1F0A1}', 'é'.normalize('NFD')]);
}

/** A line typed into `play`: a move, a command, or hostile text. */
function playLine(random: Random, files: readonly string[]): string {
  const kind = Math.floor(random() * 4);
  if (kind === 0) return pick(random, ['help', 'undo', 'redo', 'hint', 'auto', 'd', 'r', '1', '2', '99', 't1>t2', 't1>f1', 'c1>t7x3', 'quit']);
  if (kind === 1) return `save ${pick(random, files)}`;
  return hostileValue(random, files);
}

/** A generated run: a command, its usual shape, and hostile values anywhere in it. */
export function fuzzCase(random: Random, files: readonly string[]): FuzzCase {
  const command = pick(random, ['list', 'show', 'play', 'solve', 'replay', 'study', 'study merge', 'junk']);
  const args: string[] = command === 'junk' ? [] : command.split(' ');
  const count = Math.floor(random() * 6);
  for (let i = 0; i < count; i++) args.push(hostileValue(random, files));
  if (command === 'solve' || command === 'study') args.push('--time-limit', '0.2', '--max-states', '2000');
  if (command === 'study') args.push('--deals', pick(random, ['1-2', '3', '1-4/x']), '--workers', '1');
  if (command === 'study merge') args.splice(0, 2, 'study', 'merge');
  const input = command === 'play' || command === 'junk'
    ? Array.from({ length: Math.floor(random() * 12) }, () => playLine(random, files)).join('\n')
    : '';
  // An argument cannot hold a NUL byte (the system passes argv as C strings); standard input can.
  return { args: args.map((a) => a.replaceAll('\u0000', '\u0001')), input };
}

const STACK_TRACE = /\n\s+at [^\n]+:\d+:\d+\)?\n|TypeError|RangeError|ReferenceError|FATAL ERROR|Uncaught|node:internal/;

/** Runs one case under a fresh working directory, and checks what it did. */
export function runCase(fuzzCase: FuzzCase, cwd: string): Promise<FuzzResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...fuzzCase.args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    let over = false;
    const take = (chunk: Buffer): void => {
      if (output.length > MAX_OUTPUT) {
        over = true;
        child.kill('SIGKILL');
        return;
      }
      output += chunk.toString('utf8');
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.stdin.on('error', () => { /* the program may stop reading before the input ends */ });
    child.stdin.end(fuzzCase.input);
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      const problem = over ? `printed more than ${MAX_OUTPUT} characters`
        : signal !== null ? `did not end within ${RUN_TIMEOUT_MS / 1000} s (killed by ${signal})`
          : status !== 0 && status !== 1 && status !== 2 ? `exited with code ${String(status)}`
            : STACK_TRACE.test(output) ? `printed a stack trace or an internal error: ${JSON.stringify(output.slice(0, 300))}`
              : RAW_CONTROL.test(output) ? `printed a raw control character: ${JSON.stringify(output.slice(Math.max(0, output.search(RAW_CONTROL) - 60), output.search(RAW_CONTROL) + 20))}`
                : null;
      resolve({ fuzzCase, status, problem });
    });
  });
}

/** The counts of a fuzz run, and its failures. */
export interface FuzzSummary {
  readonly cases: number;
  readonly byStatus: Readonly<Record<string, number>>;
  readonly failures: readonly FuzzResult[];
}

/** Runs `cases` generated cases from `seed`, `parallel` at a time. */
export async function fuzz(seed: number, cases: number, parallel = 2): Promise<FuzzSummary> {
  const source = mulberry32(seed);
  const random = (): number => source() / 2 ** 32;
  const files = fuzzFiles();
  const generated = Array.from({ length: cases }, () => fuzzCase(random, files));
  const results: FuzzResult[] = [];
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < generated.length) {
      const one = generated[next++] as FuzzCase;
      results.push(await runCase(one, mkdtempSync(join(tmpdir(), 'patience-fuzz-cwd-'))));
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  const byStatus: Record<string, number> = {};
  for (const r of results) byStatus[String(r.status)] = (byStatus[String(r.status)] ?? 0) + 1;
  return { cases: results.length, byStatus, failures: results.filter((r) => r.problem !== null) };
}

/** The one summary line of a fuzz run. */
export function fuzzSummaryLine(summary: FuzzSummary, seed: number): string {
  const statuses = ['0', '1', '2'].map((s) => `exit ${s}: ${summary.byStatus[s] ?? 0}`).join(', ');
  return `cli fuzz (seed ${seed}): ${summary.cases} spawned runs (${statuses}); ${summary.failures.length} failure${summary.failures.length === 1 ? '' : 's'}`;
}
