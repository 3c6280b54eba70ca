/**
 * The command line under hostile input: deal ranges of any size in constant memory, files that are not what they
 * claim (devices, folders, pipes, huge files, unwritable paths), echoes cut, control characters escaped, option
 * names, and study files damaged in every field. Each case checks the exact answer: in-process through the command
 * line's entry function (test/in-process.ts), or from the built binary where a process of its own matters (a real
 * study's worker threads, Ctrl+C, standard input).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seahaven } from '@patience/seahaven';
import { describe, expect, it } from 'vitest';
import { documentedFigures } from '@patience/test-support/documented-figures';
import { MAX_SAVE_FILE_BYTES, MAX_STUDY_FILE_BYTES, MAX_VARIANT_FILE_BYTES } from '../src/files.js';
import { dealCount, dealsOf, isSelected, missingDeals } from '../src/study/deals.js';
import { patienceHere } from './in-process.js';
import { patience, RAW_CONTROL, REMINDER, start } from './run.js';

const fresh = (): string => mkdtempSync(join(tmpdir(), 'patience-hostile-'));
const usage = (message: string): { status: number; stdout: string; stderr: string } => ({ status: 2, stdout: '', stderr: `patience: ${message}\n${REMINDER}` });

/**
 * A real study of deals 1-4 (2,000 positions a deal), run once for the file and read by every test that damages
 * one: what these tests check is how a file is read, and every test writes its damaged copy to a file of its own.
 */
let goodStudy: { header: Record<string, unknown>; rows: Record<string, unknown>[] } | undefined;
function studyLines(): { dir: string; header: Record<string, unknown>; rows: Record<string, unknown>[] } {
  const dir = fresh();
  if (!goodStudy) {
    const out = join(dir, 'good.jsonl');
    patience(['study', 'seahaven', '--deals', '1-4', '--max-states', '2000', '--workers', '1', '--out', out]);
    const [header = '', ...rows] = readFileSync(out, 'utf8').trimEnd().split('\n');
    goodStudy = { header: JSON.parse(header) as Record<string, unknown>, rows: rows.map((r) => JSON.parse(r) as Record<string, unknown>) };
  }
  return { dir, header: structuredClone(goodStudy.header), rows: structuredClone(goodStudy.rows) };
}

/** A variant file: Seahaven Towers' rules under another id, with `change` applied. */
function variantFile(dir: string, change: Record<string, unknown> = {}): string {
  const file = join(dir, 'variant.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(JSON.stringify(seahaven.variant())) as object, id: 'my-seahaven', name: 'My Seahaven', ...change }));
  return file;
}

describe('deal selection is arithmetic, never a list', () => {
  const huge = { from: 1, to: 4_294_967_295, shard: { index: 3, count: 16 } };
  it('counts, tests and walks any range the usage text accepts', () => {
    expect(dealCount(huge)).toBe(268_435_456);
    expect(dealCount({ from: 1, to: 4_294_967_295, shard: null })).toBe(4_294_967_295);
    expect(dealCount({ from: 5, to: 6, shard: { index: 3, count: 4 } })).toBe(0);
    expect(isSelected(huge, 3)).toBe(true);
    expect(isSelected(huge, 19)).toBe(true);
    expect(isSelected(huge, 4)).toBe(false);
    expect(isSelected(huge, 3.5)).toBe(false);
    expect(isSelected(huge, 4_294_967_299)).toBe(false);
    const walk = dealsOf(huge, new Set([19]));
    expect([walk.next().value, walk.next().value, walk.next().value]).toEqual([3, 35, 51]);
    expect(missingDeals({ from: 1, to: 4_294_967_295, shard: null }, (d) => d !== 2 && d < 5, 3)).toEqual([2, 5, 6]);
  });

  it('starts a study of four billion deals at once, in little memory, and stops cleanly', async () => {
    const out = join(fresh(), 'huge.jsonl');
    const child = start(['study', 'seahaven', '--deals', '1-4294967295', '--shard', '1/16', '--workers', '1', '--max-states', '2000', '--json', '--out', out]);
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => { stdout += chunk.toString(); });
    // The output file's header is written once the deals are selected, just before the workers start: from
    // then on a list of every deal would already be in memory.
    for (let waited = 0; !existsSync(out) && waited < 120_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rss = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)]).toString().trim());
    child.kill('SIGINT');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(rss).toBeLessThan(400_000);
    const summary = JSON.parse(stdout) as { deals: { selected: number; studied: number } };
    expect(summary.deals.selected).toBe(268_435_456);
    expect(stderr).toMatch(/^interrupted: studied \d+ deals in [\d.]+ s on 1 worker/m);
  }, 180_000);
});

describe('files that are not what they claim', () => {
  it('refuses devices, folders and pipes without reading them', async () => {
    const dir = fresh();
    expect((await patienceHere(['replay', '/dev/zero']))).toEqual(usage('Cannot read a save file /dev/zero: it is a device, not a regular file.'));
    expect((await patienceHere(['study', '--variant', '/dev/zero']))).toEqual(usage('Cannot read a variant file /dev/zero: it is a device, not a regular file.'));
    expect((await patienceHere(['show', '--variant', dir]))).toEqual(usage(`Cannot read a variant file ${dir}: it is a folder, not a regular file.`));
    execFileSync('mkfifo', [join(dir, 'pipe')]);
    expect((await patienceHere(['replay', join(dir, 'pipe')]))).toEqual(usage(`Cannot read a save file ${join(dir, 'pipe')}: it is a pipe, not a regular file.`));
    expect((await patienceHere(['replay', join(dir, 'none.json')]))).toEqual(usage(`Cannot read a save file ${join(dir, 'none.json')}: there is no such file or folder.`));
  });

  it('refuses a file larger than what it holds may be, by its size', async () => {
    const big = join(fresh(), 'big.json');
    writeFileSync(big, Buffer.alloc(1_000_001, 32));
    expect((await patienceHere(['solve', '--variant', big, '--seed', '1']))).toEqual(usage(`Cannot read a variant file ${big}: it is larger than the 1,000,000 bytes a variant file may have.`));
  });

  it('says why an output file cannot be written, with no stack trace', async () => {
    expect((await patienceHere(['study', 'seahaven', '--deals', '1', '--out', '/proc/nope.jsonl']))).toEqual(usage('Cannot write /proc/nope.jsonl: there is no such file or folder.'));
    const run = await patienceHere(['study', 'seahaven', '--deals', '1', '--out', '/nonexistent-folder/x.csv']);
    expect(run).toEqual(usage('Cannot write /nonexistent-folder/x.csv: there is no such file or folder.'));
  });
});

describe('--variant in every command', () => {
  it('shows, solves and replays a variant from a file', async () => {
    const dir = fresh();
    const file = variantFile(dir);
    const shown = await patienceHere(['show', '--variant', file, '--seed', '5']);
    expect(shown.status).toBe(0);
    expect(shown.stdout.split('\n')[0]).toBe('My Seahaven, deal 5');
    expect(shown.stdout.split('\n').slice(1)).toEqual((await patienceHere(['show', 'seahaven', '--seed', '5'])).stdout.split('\n').slice(1));
    const solved = JSON.parse((await patienceHere(['solve', '--variant', file, '--seed', '5', '--json'])).stdout) as { status: string };
    expect(solved.status).toBe('solved');
    const save = join(dir, 'save.json');
    const played = patience(['play', '--variant', file, '--seed', '5'], `save ${save}\nquit\n`);
    expect(played.status).toBe(0);
    expect((await patienceHere(['replay', save])).stderr).toBe(`patience: ${save}: This save is for a game "my-seahaven" that is not available here.\n`);
    expect((await patienceHere(['replay', save, '--variant', file])).stdout.split('\n')[0]).toBe('My Seahaven, deal 5: 0 moves, in play');
  });

  it('refuses a file that is not JSON, not a variant, or both a game and a file', async () => {
    const dir = fresh();
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, 'not json');
    expect((await patienceHere(['show', '--variant', notJson])).stderr).toMatch(/^patience: .*not\.json is not JSON: Unexpected token/);
    const bad = variantFile(dir, { layout: { tableau: [] } });
    expect((await patienceHere(['solve', '--variant', bad, '--seed', '1']))).toEqual(usage(`${bad} is not a variant: layout.tableau: needs at least one pile`));
    expect((await patienceHere(['show', 'seahaven', '--variant', bad]))).toEqual(usage('Name a game or give --variant, not both.'));
  });
});

describe('echoes are cut and control characters escaped', () => {
  const long = 'x'.repeat(100_000);
  // One play session answers both tests' lines (a long one, then one with a control character): play reads a
  // line at a time, so each answer is the same as in a session of its own.
  let session: string | undefined;
  const played = (): string => (session ??= patience(['play', 'seahaven', '--seed', '1'], `${long} ${long}\n\u001b[2J now\n`).stdout);
  it('cuts a long seed, game name, option and play line to 40 characters', async () => {
    expect((await patienceHere(['show', 'seahaven', '--seed', long])).stderr).toBe(`patience: --seed takes a deal number, a whole number from 0 to 4294967295; got "${'x'.repeat(40)}…".\n${REMINDER}`);
    expect((await patienceHere(['show', long])).stderr).toBe(`patience: There is no game "${'x'.repeat(40)}…". Run \`patience list\` to see every game.\n${REMINDER}`);
    expect((await patienceHere(['show', 'seahaven', '--option', `${long}=1`])).stderr).toBe(`patience: --option: options["${'x'.repeat(40)}…"]: seahaven-towers has no such option; its options are runLimit.\n${REMINDER}`);
    expect(played()).toContain(`"${'x'.repeat(40)}…" is not a move or a command; type help for the list.`);
  });

  it('never prints a control character that came from input', async () => {
    const evil = 'Evil\u001b[2J\u001b]0;pwned\u0007\u009b';
    expect((await patienceHere(['show', evil])).stderr).toBe(`patience: There is no game "evil\\u001b[2j\\u001b]0;pwned\\u0007\\u009b". Run \`patience list\` to see every game.\n${REMINDER}`);
    const dir = fresh();
    expect((await patienceHere(['show', '--variant', variantFile(dir, { name: evil })])).stderr).toBe(
      `patience: ${join(dir, 'variant.json')} is not a variant: name: holds the control character U+001B at character 5; text a player reads may not hold line breaks, tabs or other control characters\n${REMINDER}`,
    );
    expect(played()).toContain('"\\u001b[2J now" is not a move or a command');
    // A shard's header from elsewhere, with an evil name: the summary prints it escaped.
    const { header, rows } = studyLines();
    const out = join(dir, 'study.jsonl');
    (header.variant as { name: string }).name = evil;
    writeFileSync(out, `${[header, ...rows].map((line) => JSON.stringify(line)).join('\n')}\n`);
    const merged = await patienceHere(['study', 'merge', out]);
    expect(merged.stdout.split('\n')[0]).toMatch(/^Evil\\u001b\[2J\\u001b\]0;pwned\\u0007\\u009b \(seahaven-towers/);
    expect(merged.stdout).not.toMatch(RAW_CONTROL);
    expect(played()).not.toMatch(RAW_CONTROL);
    const unknown = await patienceHere(['show', 'seahaven', `--evil\u001b[2J${'y'.repeat(1000)}`]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).not.toMatch(RAW_CONTROL);
    expect(unknown.stderr.length).toBeLessThan(600);
  });
});

describe('option names', () => {
  it('refuses __proto__ and constructor by the same rule as any unknown option', async () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      expect((await patienceHere(['show', 'seahaven', '--option', `${name}=1`]))).toEqual(usage(`--option: options.${name}: seahaven-towers has no such option; its options are runLimit.`));
    }
  });
});

describe('study files damaged in any field', () => {
  const write = (dir: string, lines: readonly unknown[], end = '\n'): string => {
    const file = join(dir, `f${Math.random().toString(36).slice(2)}.jsonl`);
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + end);
    return file;
  };

  it('names the file, the line and the field', async () => {
    const { dir, header, rows } = studyLines();
    const deals = header.deals as Record<string, unknown>;
    const cases: [unknown[], string][] = [
      [[{ ...header, deals: { ...deals, shard: { index: 0, count: 0 } } }, ...rows], 'line 1 the header\'s "deals.shard" is null or { index, count }, whole numbers with 1 ≤ index ≤ count'],
      [[{ ...header, deals: { ...deals, shard: { index: -1, count: -3 } } }, ...rows], 'line 1 the header\'s "deals.shard" is null or { index, count }, whole numbers with 1 ≤ index ≤ count'],
      [[{ ...header, deals: { ...deals, from: 5 } }, ...rows], 'line 1 the header\'s "deals" needs from and to, deal numbers from 0 to 4294967295 with from no larger than to'],
      [[{ ...header, limits: { timeMs: 'NaN', maxStates: 1, peek: true } }], 'line 1 the header\'s "limits" needs timeMs and maxStates (whole numbers from 1) and peek (true or false)'],
      [[header, { ...rows[0], ms: 'NaN' }], 'line 2 has ms "NaN"; it is a number of milliseconds from 0'],
      [[header, rows[0], { ...rows[1], positions: -1 }], 'line 3 has positions -1; it is a whole number from 0'],
      [[header, { ...rows[0], deal: 3.5 }], 'line 2 has deal 3.5, not a whole deal number'],
      [[header, { ...rows[0], deal: 99 }], 'line 2 has deal 99, which is not one of the study\'s deals (1–4)'],
      [[header, { ...rows[0], status: 'won' }], 'line 2 has status "won"; it is one of solved, unwinnable, gave-up'],
      [[header, 'text'], 'line 2 is not a deal\'s result'],
    ];
    for (const [lines, problem] of cases) {
      const file = write(dir, lines);
      expect((await patienceHere(['study', 'merge', file]))).toEqual(usage(`${file}: ${problem}.`));
    }
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, JSON.stringify(header).slice(0, 50));
    expect((await patienceHere(['study', 'merge', cut]))).toEqual(usage(`${cut} is cut inside its first line, the study's header: it is not a whole study's output file.`));
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '');
    expect((await patienceHere(['study', 'merge', empty]))).toEqual(usage(`${empty} is empty: it is not a study's output file.`));
  });

  it('refuses shards cut in different ways, and a shard given twice', async () => {
    const { dir, header, rows } = studyLines();
    const shard = (index: number, count: number): Record<string, unknown> => ({ ...header, deals: { from: 1, to: 4, shard: { index, count } } });
    const a = write(dir, [shard(1, 2), rows[0], rows[2]]);
    const b = write(dir, [shard(2, 3), rows[1]]);
    expect((await patienceHere(['study', 'merge', a, b]))).toEqual(usage(`${b} is shard 2 of 3, but ${a} is shard 1 of 2: the shards of one study are all cut the same way.`));
    const wrongShard = write(dir, [shard(2, 2), rows[0]]);
    expect((await patienceHere(['study', 'merge', wrongShard]))).toEqual(usage(`${wrongShard}: line 2 has deal 1, which is not one of the study's deals (1–4, shard 2 of 2).`));
  });

  it('applies the same checks to a file given to --resume', async () => {
    const { dir, header, rows } = studyLines();
    const file = write(dir, [header, { ...rows[0], positions: -1 }]);
    expect((await patienceHere(['study', 'seahaven', '--deals', '1-4', '--max-states', '2000', '--workers', '1', '--out', file, '--resume']))).toEqual(usage(`${file}: line 2 has positions -1; it is a whole number from 0.`));
  });
});

describe('docs/reliability.md', () => {
  it("gives the command line's file limits as the code sets them", () => {
    const figures = documentedFigures('docs/reliability.md');
    expect([figures.get('MAX_VARIANT_FILE_BYTES'), figures.get('MAX_SAVE_FILE_BYTES'), figures.get('MAX_STUDY_FILE_BYTES')])
      .toEqual([MAX_VARIANT_FILE_BYTES, MAX_SAVE_FILE_BYTES, MAX_STUDY_FILE_BYTES]);
  });
});
