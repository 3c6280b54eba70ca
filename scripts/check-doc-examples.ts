/**
 * Checks the TypeScript examples in the docs against the code: every ```ts block of the docs (docs/, docs/games/), README.md
 * and each packages/<name>/README.md is type-checked (all in one TypeScript program, with the options of
 * tsconfig.base.json) and run (all in one tsx process), and where an output block follows it, what it prints
 * must be exactly that block.
 *
 *   pnpm docs:examples                  # exit 1, with a list of failures, when an example is wrong
 *   pnpm docs:examples --update         # also rewrite output blocks to what the examples print now
 *   pnpm docs:examples --keep           # keep the generated files (their directory is printed)
 *
 * Conventions in the Markdown:
 *
 * - ```ts opens an example: a complete program that imports from `@patience/core` or another workspace
 *   package `@patience/<name>`, which resolves to that package's build, packages/<name>/dist, or
 *   examples/<name>/dist for `@patience/example-<name>` (run the build
 *   first; `pnpm verify` does). ```ts norun marks a block that only sketches a type or a shape: it is neither
 *   type-checked nor run. Use it sparingly.
 * - ```text output right after an example (with only blank lines between) is what the example prints, to the
 *   character: console.log and friends, formatted as Node formats them for a file or a pipe. A plain ```text
 *   or ``` block right after an example is read as its output too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** A workspace package named in an import, with its subpath if any: `'@patience/core/engine'`. */
const WORKSPACE_IMPORT = /(['"])@patience\/([a-z][a-z0-9-]*)(?:\/([a-z][a-z0-9-]*))?\1/g;
/** How long the examples together may run before the check gives up on them. */
const RUN_TIMEOUT_MS = 60_000;

interface Options {
  readonly update: boolean;
  readonly keep: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  let update = false;
  let keep = false;
  for (const arg of argv) {
    if (arg === '--update') update = true;
    else if (arg === '--keep') keep = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: tsx scripts/check-doc-examples.ts [--update] [--keep]');
      process.exit(0);
    } else {
      console.error(`check-doc-examples: unknown argument ${arg}; expected --update or --keep`);
      process.exit(2);
    }
  }
  return { update, keep };
}

// ---------------------------------------------------------------------------------------------------------
// Reading the Markdown

/** A fenced code block: the words of its info string, where it is, and its text. */
interface Block {
  /** The first word of the info string, such as `ts` or `text`. */
  readonly lang: string;
  /** The other words, such as `norun` or `output`. */
  readonly flags: readonly string[];
  /** The line of the opening fence, counting from 1. */
  readonly line: number;
  /** The lines between the fences. */
  readonly lines: readonly string[];
  /** Whether only blank lines separate this block from the block before it. */
  readonly followsBlock: boolean;
}

interface Example {
  readonly doc: string;
  readonly block: Block;
  readonly output: Block | undefined;
  /** The generated file, once written. */
  file: string;
}

interface Failure {
  readonly where: string;
  readonly what: string;
  readonly details: readonly string[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;

function blocksOf(text: string): Block[] {
  const lines = text.split('\n');
  const blocks: Block[] = [];
  let lastEnd = -1;
  for (let i = 0; i < lines.length; i++) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const fence = open[1] ?? '```';
    const info = (open[2] ?? '').trim();
    if (fence.startsWith('`') && info.includes('`')) continue;   // an inline code span, not a fence
    let end = i + 1;
    for (; end < lines.length; end++) {
      const close = FENCE.exec(lines[end] ?? '');
      if (close && (close[1] ?? '').startsWith(fence.charAt(0)) && (close[1] ?? '').length >= fence.length && (close[2] ?? '').trim() === '') break;
    }
    const words = info.split(/\s+/).filter((w) => w !== '');
    blocks.push({
      lang: (words[0] ?? '').toLowerCase(),
      flags: words.slice(1),
      line: i + 1,
      lines: lines.slice(i + 1, end),
      followsBlock: lastEnd >= 0 && lines.slice(lastEnd + 1, i).every((l) => l.trim() === ''),
    });
    lastEnd = end;
    i = end;
  }
  return blocks;
}

const isExample = (b: Block): boolean => (b.lang === 'ts' || b.lang === 'typescript') && !b.flags.includes('norun');
const isMarkedOutput = (b: Block): boolean => b.lang === 'text' && b.flags.includes('output');
const isPlainText = (b: Block): boolean => (b.lang === 'text' || b.lang === '') && b.flags.length === 0;

function docFiles(): string[] {
  const docsDir = join(ROOT, 'docs');
  const docs = readdirSync(docsDir).filter((f) => f.endsWith('.md')).sort().map((f) => join(docsDir, f));
  const gamesDir = join(docsDir, 'games');
  const games = existsSync(gamesDir) ? readdirSync(gamesDir).filter((f) => f.endsWith('.md')).sort().map((f) => join(gamesDir, f)) : [];
  const packagesDir = join(ROOT, 'packages');
  const readmes = readdirSync(packagesDir).sort().map((p) => join(packagesDir, p, 'README.md'));
  return [...docs, ...games, join(ROOT, 'README.md'), ...readmes].filter((f) => existsSync(f));
}

function examplesOf(doc: string, text: string, failures: Failure[]): Example[] {
  const blocks = blocksOf(text);
  const examples: Example[] = [];
  blocks.forEach((block, i) => {
    const before = blocks[i - 1];
    const next = blocks[i + 1];
    if (isExample(block)) {
      const output = next && next.followsBlock && (isMarkedOutput(next) || isPlainText(next)) ? next : undefined;
      examples.push({ doc, block, output, file: '' });
    } else if (isMarkedOutput(block) && !(before && isExample(before) && block.followsBlock)) {
      failures.push({
        where: `${doc}:${block.line}`,
        what: 'an output block (```text output) that does not directly follow a ```ts example',
        details: [],
      });
    }
  });
  return examples;
}

// ---------------------------------------------------------------------------------------------------------
// Type-checking: one program over every example

/**
 * Where a workspace package's folder is: `@patience/example-<name>` (Meridian) in examples/<name>, every other
 * `@patience/<name>` in packages/<name>.
 */
function packageDir(name: string): string {
  if (name.startsWith('example-')) return join(ROOT, 'examples', name.slice('example-'.length));
  return join(ROOT, 'packages', name);
}

/**
 * The example's text, importing workspace packages from their builds (so that a game package and the
 * example share one copy of core); the lines stay where they are in the doc.
 */
function programText(example: Example): string {
  // A subpath export `@patience/core/engine` is built as dist/engine.js, as package.json's "exports" says.
  const entry = (name: string, sub: string | undefined): string => JSON.stringify(join(packageDir(name), 'dist', `${sub ?? 'index'}.js`).split('\\').join('/'));
  return `${example.block.lines.map((line) => line.replace(WORKSPACE_IMPORT, (_, _q: string, name: string, sub: string | undefined) => entry(name, sub))).join('\n')}\n`;
}

/** Where a line of a generated file is in its doc. */
function docLine(example: Example, zeroBasedLine: number): number {
  return example.block.line + 1 + zeroBasedLine;
}

function compilerOptions(): ts.CompilerOptions {
  const configPath = join(ROOT, 'tsconfig.base.json');
  const read = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const base = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT).options;
  return {
    ...base,
    noEmit: true,
    declaration: false,
    sourceMap: false,
    allowImportingTsExtensions: true,
    // An example without imports (plain TypeScript) is a module too, so examples never share names.
    moduleDetection: ts.ModuleDetectionKind.Force,
    types: ['node'],
    typeRoots: [join(ROOT, 'node_modules', '@types')],
  };
}

function typeCheck(examples: readonly Example[], failures: Failure[]): void {
  const byFile = new Map(examples.map((e) => [resolve(e.file), e]));
  const program = ts.createProgram(examples.map((e) => e.file), compilerOptions());
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const grouped = new Map<string, { what: string; details: string[] }>();
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n    ');
    let where = 'TypeScript';
    if (d.file && d.start !== undefined) {
      const { line } = d.file.getLineAndCharacterOfPosition(d.start);
      const example = byFile.get(resolve(d.file.fileName));
      where = example
        ? `${example.doc}:${example.block.line}`
        : `${relative(ROOT, d.file.fileName)}:${line + 1}`;
      const at = example ? `${example.doc}:${docLine(example, line)}` : `${relative(ROOT, d.file.fileName)}:${line + 1}`;
      const entry = grouped.get(where) ?? { what: 'does not type-check', details: [] };
      entry.details.push(`${at}: TS${d.code}: ${message}`);
      grouped.set(where, entry);
    } else {
      const entry = grouped.get(where) ?? { what: 'compiler options', details: [] };
      entry.details.push(`TS${d.code}: ${message}`);
      grouped.set(where, entry);
    }
  }
  for (const [where, { what, details }] of grouped) failures.push({ where, what, details });
}

// ---------------------------------------------------------------------------------------------------------
// Running: one tsx process imports every example in turn and records what each printed

interface RunResult {
  readonly file: string;
  readonly output: string;
  readonly error: string | null;
}

/** The runner, plain JavaScript, so that it needs no type-checking of its own. */
const RUNNER = `import { writeFileSync } from 'node:fs';
import { format, inspect } from 'node:util';
import { pathToFileURL } from 'node:url';

const [resultsFile, ...files] = process.argv.slice(2);
let output = '';
let late = null;
const print = (...args) => { output += format(...args) + '\\n'; };
for (const name of ['log', 'info', 'debug', 'warn', 'error', 'trace']) console[name] = print;
console.dir = (value) => { output += inspect(value) + '\\n'; };
const describe = (error) => (error instanceof Error ? error.stack ?? String(error) : 'thrown: ' + inspect(error));
process.on('unhandledRejection', (error) => { late ??= describe(error); });
process.on('uncaughtException', (error) => { late ??= describe(error); });

const results = [];
for (const file of files) {
  output = '';
  late = null;
  let error = null;
  try {
    await import(pathToFileURL(file).href);
    await new Promise((done) => setTimeout(done, 0));   // let its timers and promises settle
  } catch (thrown) {
    error = describe(thrown);
  }
  results.push({ file, output, error: error ?? late });
}
writeFileSync(resultsFile, JSON.stringify(results));
`;

function isRunResult(value: unknown): value is RunResult {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return typeof r.file === 'string' && typeof r.output === 'string' && (r.error === null || typeof r.error === 'string');
}

function run(dir: string, examples: readonly Example[], failures: Failure[]): Map<string, RunResult> {
  const runner = join(dir, 'runner.mjs');
  const resultsFile = join(dir, 'results.json');
  writeFileSync(runner, RUNNER);
  const tsx = import.meta.resolve('tsx');
  const child = spawnSync(process.execPath, ['--import', tsx, runner, resultsFile, ...examples.map((e) => e.file)], {
    cwd: dir,
    encoding: 'utf8',
    timeout: RUN_TIMEOUT_MS,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const results = new Map<string, RunResult>();
  if (existsSync(resultsFile)) {
    const parsed = JSON.parse(readFileSync(resultsFile, 'utf8')) as unknown;
    if (Array.isArray(parsed)) for (const r of parsed) if (isRunResult(r)) results.set(r.file, r);
  }
  if (child.error || child.status !== 0 || results.size !== examples.length) {
    const reason = child.error ? child.error.message : `exit code ${String(child.status)}, signal ${String(child.signal)}`;
    failures.push({
      where: 'runner',
      what: `the examples did not all run (${reason})`,
      details: [child.stdout, child.stderr].join('\n').trim().split('\n').slice(-30),
    });
  }
  return results;
}

/** An error's stack, the generated files' lines shown as lines of the docs, without the runner's frames. */
function mapStack(stack: string, examples: readonly Example[]): string[] {
  let text = stack;
  for (const example of examples) {
    for (const name of [pathToFileURL(example.file).href, example.file]) {
      const at = new RegExp(`${escapeRegExp(name)}:(\\d+)(?::\\d+)?`, 'g');
      text = text.replace(at, (_match, n: string) => `${example.doc}:${docLine(example, Number(n) - 1)}`);
    }
  }
  return text.split('\n').filter((line) => !line.includes('node:internal') && !line.includes('runner.mjs')).slice(0, 12);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---------------------------------------------------------------------------------------------------------
// Comparing output

/**
 * A line diff (longest common subsequence) of the shown output against the printed one: each run of changes
 * as a `line N:` header (the doc line where it starts) and its `-` shown and `+` printed lines.
 */
function diffLines(shown: readonly string[], printed: readonly string[], firstLine: number): string[] {
  const n = shown.length;
  const m = printed.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  const at = (i: number, j: number): number => lcs[i]?.[j] ?? 0;
  for (let i = n - 1; i >= 0; i--) {
    const row = lcs[i] ?? [];
    for (let j = m - 1; j >= 0; j--) row[j] = shown[i] === printed[j] ? at(i + 1, j + 1) + 1 : Math.max(at(i + 1, j), at(i, j + 1));
  }
  const visible = (line: string): string => {
    if (line === '') return '(blank line)';
    return /\s$/.test(line) ? `${line}(<- ends in whitespace)` : line;
  };
  const out: string[] = [];
  let inHunk = false;
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && shown[i] === printed[j]) {
      i++;
      j++;
      inHunk = false;
      continue;
    }
    if (!inHunk) out.push(`line ${firstLine + i}:`);
    inHunk = true;
    if (i < n && (j >= m || at(i + 1, j) >= at(i, j + 1))) {
      out.push(`  - ${visible(shown[i] ?? '')}`);
      i++;
    } else {
      out.push(`  + ${visible(printed[j] ?? '')}`);
      j++;
    }
  }
  return out;
}

/** The difference between an example's output block and what it printed, or `null` when they agree. */
function compareOutput(example: Example, result: RunResult): Failure | null {
  const output = example.output;
  if (!output) return null;
  const shown = `${output.lines.join('\n')}\n`;
  const printed = result.output === '' ? '\n' : result.output;
  if (shown === printed || (output.lines.length === 0 && result.output === '')) return null;
  const diff = diffLines(shown.slice(0, -1).split('\n'), printed.slice(0, -1).split('\n'), output.line + 1);
  const limit = 40;
  return {
    where: `${example.doc}:${output.line}`,
    what: `the output shown differs from what the example at line ${example.block.line} prints (- shown, + printed)`,
    details: diff.length > limit ? [...diff.slice(0, limit), `… ${diff.length - limit} more`] : diff,
  };
}

/** Rewrites the output blocks of examples that ran and printed something else. */
function updateDocs(stale: readonly Example[], results: ReadonlyMap<string, RunResult>): void {
  const byDoc = new Map<string, Example[]>();
  for (const e of stale) byDoc.set(e.doc, [...(byDoc.get(e.doc) ?? []), e]);
  for (const [doc, list] of byDoc) {
    const path = join(ROOT, doc);
    const lines = readFileSync(path, 'utf8').replace(/\r\n/g, '\n').split('\n');
    // From the bottom up, so that the line numbers above stay right.
    for (const e of [...list].sort((a, b) => b.block.line - a.block.line)) {
      const output = e.output;
      const result = results.get(e.file);
      if (!output || !result) continue;
      const printed = result.output.endsWith('\n') ? result.output.slice(0, -1) : result.output;
      lines.splice(output.line, output.lines.length, ...printed.split('\n'));
    }
    writeFileSync(path, lines.join('\n'));
  }
}

// ---------------------------------------------------------------------------------------------------------

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const failures: Failure[] = [];

  const examples: Example[] = [];
  const docs = docFiles();
  for (const path of docs) {
    const doc = relative(ROOT, path).split('\\').join('/');
    examples.push(...examplesOf(doc, readFileSync(path, 'utf8').replace(/\r\n/g, '\n'), failures));
  }

  const dir = mkdtempSync(join(tmpdir(), 'patience-doc-examples-'));
  try {
    writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
    mkdirSync(join(dir, 'examples'));
    examples.forEach((e, i) => {
      const name = `${String(i + 1).padStart(2, '0')}-${e.doc.replace(/[^a-zA-Z0-9]+/g, '-')}-L${e.block.line}.ts`;
      e.file = join(dir, 'examples', name);
      writeFileSync(e.file, programText(e));
    });

    typeCheck(examples, failures);
    const results = examples.length > 0 ? run(dir, examples, failures) : new Map<string, RunResult>();

    const stale: Example[] = [];
    let compared = 0;
    for (const e of examples) {
      const result = results.get(e.file);
      if (!result) continue;
      if (result.error !== null) {
        failures.push({ where: `${e.doc}:${e.block.line}`, what: 'the example throws', details: mapStack(result.error, examples) });
        continue;
      }
      if (e.output) compared++;
      const difference = compareOutput(e, result);
      if (!difference) continue;
      if (options.update) stale.push(e);
      else failures.push(difference);
    }

    if (stale.length > 0) {
      updateDocs(stale, results);
      console.log(`check-doc-examples: rewrote ${stale.length} output block(s) to what the examples print now; check them before committing:`);
      for (const e of stale) console.log(`  ${e.doc}:${e.output?.line ?? e.block.line}`);
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const summary = `${examples.length} examples in ${docs.length} files (${compared} with their output compared), ${seconds} s`;
    if (failures.length === 0) {
      console.log(`check-doc-examples: all good: ${summary}.`);
      return;
    }
    failures.sort((a, b) => a.where.localeCompare(b.where, 'en', { numeric: true }));
    console.error(`check-doc-examples: ${failures.length} failure(s) in ${summary}:\n`);
    for (const f of failures) {
      console.error(`${f.where}: ${f.what}`);
      for (const d of f.details) console.error(`    ${d}`);
      console.error('');
    }
    process.exitCode = 1;
  } finally {
    if (options.keep) console.log(`check-doc-examples: the generated files are in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main();
