/**
 * `patience study`: each deal's verdict checked against the solver's own answer, three shards and a merge
 * equal to one process, --resume after the process is killed part-way, Ctrl+C, and the merge's checks.
 *
 * A study solves every deal it is given, so what costs here is deals solved, not processes started: one study
 * of deals 1-12, in one process on two workers and in three shards, is made once for the file and is the clean
 * run every other test compares with. Processes are spawned where a process is what is checked (the workers,
 * the file written, a kill, Ctrl+C); refusals made before any deal is solved run in-process.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { solve } from '@patience/solver';
import { beforeAll, describe, expect, it } from 'vitest';
import { wilson } from '../src/study/summary.js';
import { patienceHere } from './in-process.js';
import { patience, REMINDER, start, type Run } from './run.js';

// Limits under which every deal is decided by the positions bound long before the time runs out, so the
// verdicts do not depend on the machine's speed.
const LIMITS = ['--max-states', '100000', '--time-limit', '120'];
const study = (deals: string, ...more: string[]): string[] => ['study', 'seahaven', '--deals', deals, ...LIMITS, ...more];
const fresh = (): string => mkdtempSync(join(tmpdir(), 'patience-study-'));
const lines = (file: string): Record<string, unknown>[] => readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('wilson', () => {
  it('gives the 95% score interval, inside [0, 1] at either end', () => {
    const [lo, hi] = wilson(17, 20);
    expect(lo).toBeCloseTo(0.6396, 4);
    expect(hi).toBeCloseTo(0.9476, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
});

describe('patience study', () => {
  /** The study of deals 1-12 every test reads: one process on two workers, and the same deals in three shards. */
  let whole = '';
  let one: Run = { status: null, stdout: '', stderr: '' };
  let shards: string[] = [];
  beforeAll(() => {
    const dir = fresh();
    whole = join(dir, 'whole.jsonl');
    one = patience(study('1-12', '--workers', '2', '--out', whole));
    shards = [1, 2, 3].map((i) => join(dir, `shard-${i}.csv`));
    shards.forEach((file, i) => {
      expect(patience(study('1-12', '--workers', '1', '--shard', `${i + 1}/3`, '--out', file)).status).toBe(0);
    });
  });

  it("writes one line a deal, each the solver's own answer, and the summary with intervals", () => {
    expect(one.status).toBe(0);
    const [header, ...verdicts] = lines(whole);
    expect(header).toMatchObject({ format: 'patience-study', version: 1, limits: { timeMs: 120_000, maxStates: 100_000, peek: true }, deals: { from: 1, to: 12, shard: null } });
    const variant = seahaven.variant();
    const byDeal = new Map(verdicts.map((v) => [v.deal, v]));
    expect([...byDeal.keys()].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (let seed = 1; seed <= 12; seed++) {
      const expected = solve(variant, deal(variant, seed), { maxStates: 100_000, timeMs: 120_000, peek: true });
      expect(byDeal.get(seed)).toMatchObject({
        status: expected.status, positions: expected.statesExplored,
        moves: expected.status === 'solved' ? expected.moves.length : null, replayed: expected.status === 'solved' ? true : null,
      });
    }
    const won = verdicts.filter((v) => v.status === 'solved').length;
    expect(won).toBe(9);
    expect(one.stdout.split('\n').slice(1)).toEqual([
      'Seahaven Towers (seahaven-towers, runLimit=free-spaces; rules 1, sha256:105bcb81b056f26d)',
      'deals 1–12; 100,000 positions and 120 s a deal; peeking at face-down cards (thoughtful)',
      expect.stringMatching(/^@patience\/cli [\d.]+, @patience\/core [\d.]+, @patience\/solver [\d.]+, @patience\/seahaven [\d.]+$/),
      '',
      '            deals   share   95% interval',
      'won             9   75.0%    46.8%–91.1%',
      'lost            3   25.0%     8.9%–53.2%',
      'undecided       0    0.0%     0.0%–24.2%',
      'total          12',
      '',
      'all 12 deals studied',
      'every winning line replayed to a win',
      '',
    ]);
    expect(one.stdout.split('\n')[0]).toMatch(/^studied 12 deals in [\d.]+ s on 2 workers$/);
  });

  it('three shards and a merge give what one process gives, as text and as JSON', async () => {
    // Every third deal: shard 2 of 3 holds deals 2, 5, 8, 11.
    const rows = readFileSync(shards[1] ?? '', 'utf8').trimEnd().split('\n').slice(2).map((row) => Number(row.split(',')[0]));
    expect(rows).toEqual([2, 5, 8, 11]);
    const merged = await patienceHere(['study', 'merge', ...shards, '--json']);
    expect(merged.status).toBe(0);
    expect(JSON.parse(merged.stdout)).toEqual(JSON.parse((await patienceHere(['study', 'merge', whole, '--json'])).stdout));
    expect((await patienceHere(['study', 'merge', ...shards])).stdout).toBe(one.stdout.split('\n').slice(1).join('\n'));
  });

  it('merge refuses a missing shard and a deal counted twice, and files of another study', async () => {
    const [a = ''] = shards;
    expect((await patienceHere(['study', 'merge', a]))).toEqual({ status: 1, stdout: '', stderr: 'patience: 8 deals are missing from deals 1–12: 2, 3, 5, 6, 8, 9, 11, 12. Run the missing shard, or --resume a shard that stopped.\n' });
    expect((await patienceHere(['study', 'merge', a, a])).stderr).toBe(`patience: ${a} and ${a} are both shard 1 of 3.\n${REMINDER}`);
    // Two workers write the deals in the order they finish: the first one written is the one named.
    const [, first] = lines(whole);
    expect((await patienceHere(['study', 'merge', whole, whole])).stderr).toBe(`patience: Deal ${String(first?.deal)} is counted twice: in ${whole} and in ${whole}.\n`);
    // The same deals and shard as the second shard, under another limit: a shard of another study.
    const b = join(fresh(), 'b.jsonl');
    patience(['study', 'seahaven', '--deals', '1-12', '--max-states', '90000', '--time-limit', '120', '--workers', '1', '--shard', '2/3', '--out', b]);
    expect((await patienceHere(['study', 'merge', a, b])).status).toBe(2);
  });

  it('refuses to write over an existing output file without --resume', async () => {
    const out = join(fresh(), 'study.csv');
    writeFileSync(out, 'precious\n');
    expect((await patienceHere(study('1-2', '--out', out))).stderr).toBe(`patience: ${out} already exists: give --resume to carry on with the study in it, or name another file.\n${REMINDER}`);
    expect(readFileSync(out, 'utf8')).toBe('precious\n');
  });

  it('--resume after a kill carries on where the file stops, and ends with what one clean run gives', async () => {
    const dir = fresh();
    const out = join(dir, 'study.jsonl');
    const child = start(study('1-12', '--workers', '1', '--out', out));
    // Kill it for good (no clean-up) once a few deals are written.
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (existsSync(out) && readFileSync(out, 'utf8').split('\n').length > 6) {
          clearInterval(poll);
          child.kill('SIGKILL');
          resolve();
        }
      }, 20);
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const before = lines(out).length - 1;
    expect(before).toBeGreaterThanOrEqual(5);
    expect(before).toBeLessThan(12);
    // A line cut short by the kill is dropped and its deal solved again.
    writeFileSync(out, `${readFileSync(out, 'utf8')}{"deal":`, { flag: 'w' });
    const resumed = patience([...study('1-12', '--workers', '2', '--out', out, '--resume', '--json')]);
    expect(resumed.status).toBe(0);
    expect(resumed.stderr).toMatch(new RegExp(`^studied ${12 - before} deals in [\\d.]+ s on 2 workers \\(${before} more were in .* already\\)\\n$`));
    const deals = lines(out).slice(1).map((v) => v.deal as number).sort((x, y) => x - y);
    expect(deals).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // The clean run's summary as JSON is its file's (a study's --json and the merge of its file print one summary).
    expect(JSON.parse(resumed.stdout)).toEqual(JSON.parse((await patienceHere(['study', 'merge', whole, '--json'])).stdout));
  });

  it('Ctrl+C stops the workers and prints what it has', async () => {
    const out = join(fresh(), 'study.jsonl');
    const child = start(study('1-200', '--workers', '1', '--out', out));
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (existsSync(out) && readFileSync(out, 'utf8').split('\n').length > 4) {
          clearInterval(poll);
          child.kill('SIGINT');
          resolve();
        }
      }, 20);
    });
    const code = await new Promise((resolve) => child.once('exit', (c) => { resolve(c); }));
    expect(code).toBe(130);
    const done = lines(out).length - 1;
    expect(stdout).toMatch(new RegExp(`^interrupted: studied ${done} deals in [\\d.]+ s on 1 worker; carry on with --resume --out ${out}\\n`));
    expect(stdout).toContain(`\n${done} of 200 deals studied\n`);
  });
});
