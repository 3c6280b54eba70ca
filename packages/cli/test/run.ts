/**
 * Runs the built `patience` binary as a user would, with colour off (NO_COLOR), and returns what it printed.
 * The tests build nothing themselves: `pnpm test` builds the package first (turbo's `test` depends on build).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

if (!existsSync(BIN)) throw new Error(`${BIN} is missing: build the package first (pnpm --filter @patience/cli build).`);

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The line every usage error (exit 2) ends with. */
export const REMINDER = '(patience --help lists the commands; patience <command> --help explains one.)\n';

const env = { ...process.env, NO_COLOR: '1' };

/** Runs `patience ...args` to the end, with `input` as its standard input. */
export function patience(args: readonly string[], input = ''): Run {
  const run = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8', env });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Starts `patience ...args` and leaves it running (to be killed part-way). */
export function start(args: readonly string[]): ChildProcess {
  return spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A raw control character other than a line break: what no input may put into our output. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's job
export const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
