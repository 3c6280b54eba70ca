/**
 * Checks the published packages as a user gets them: packs every package that is not private (with pnpm, so
 * `workspace:` ranges become versions), then
 *   1. @arethetypeswrong/cli on each tarball: types resolve in every resolution mode (node10, node16 from CommonJS
 *      and from ESM, bundler), for every subpath in "exports";
 *   2. publint --strict on each tarball, and no devDependencies in its package.json (some name private
 *      workspace packages, which npm does not have);
 *   3. a smoke test in a scratch project outside the workspace: `npm install` of the tarballs, then an ESM file
 *      and a CommonJS file that play and solve, and `tsc --noEmit` of a TypeScript consumer with
 *      moduleResolution node16 (from a CommonJS file), nodenext and bundler;
 *   4. a classic on its own: a second scratch project installs only core's and one classic's tarballs (FreeCell,
 *      as an app that offers one game would) and plays a deal from an ESM file and from a CommonJS file.
 * Every subpath in a package's "exports" is imported and required too, so a new entry point is checked without
 * changing this script.
 *
 *   pnpm check:packed     # turbo builds the published packages first; exit 1 on any problem
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin');
const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const execFileAsync = promisify(execFile);

export interface PackageJson {
  readonly name: string;
  readonly version: string;
  readonly private?: boolean;
  readonly exports?: Readonly<Record<string, unknown>>;
}

/** What both the ESM and the CommonJS consumer print: each line checks one package's behaviour, not only its loading. */
const EXPECTED = ['Spider (two suits) 5 500', 'Easthaven 0', 'Seahaven Towers solved true', 'board function 1'].join('\n');

/** The consumer's program, once in each module syntax; `load` is its import or require lines. */
function program(load: string): string {
  return `${load}
const spiderGame = new Game(spider.variant({ suits: 2 }), { seed: 7 });
console.log(spiderGame.variant.name, spiderGame.dealsLeft(), spiderGame.score);
const east = new Game(easthaven.variant(), { seed: 1 });
console.log(east.variant.name, east.history().length);
const sea = seahaven.variant();
const result = solve(sea, new Game(sea, { seed: 5 }), { maxStates: 200000, timeMs: 60000 });
const replay = new Game(sea, { seed: 5 });
if (result.status === 'solved') for (const move of result.moves) replay.move(move);
console.log(sea.name, result.status, replay.isWon());
// The board loads without a DOM (it touches the document only when a board is made), as server rendering needs.
console.log('board', typeof createBoard, createBoard.length > 1 ? 1 : 0);
`;
}

const ESM_LOAD = `import { Game } from '@patience/core';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider } from '@patience/spider';
import { solve } from '@patience/solver';
import { createBoard } from '@patience/board';`;

const CJS_LOAD = `const { Game } = require('@patience/core');
const { easthaven } = require('@patience/easthaven');
const { seahaven } = require('@patience/seahaven');
const { spider } = require('@patience/spider');
const { solve } = require('@patience/solver');
const { createBoard } = require('@patience/board');`;

/** The TypeScript consumer: the program, typed, plus lines that fail to compile if the types were lost (`any`). */
const TS_CONSUMER = `${program(ESM_LOAD)}
const status: 'solved' | 'unwinnable' | 'gave-up' = result.status;
// @ts-expect-error a seed is a number: this line compiles only if the types were lost
new Game(sea, { seed: 'five' });
export { status };
`;

/** The classic installed alone, and what its consumer prints: a Microsoft deal played to its first moves. */
const LONE_CLASSIC = '@patience/freecell';
const LONE_EXPECTED = ['FreeCell microsoft 11982', 't1: AH 3D KD JC 6C JD KC', 'played 1 legal now 29', 'refused same-pile'].join('\n');

/** The lone classic's program: deal Microsoft's 11982 (its first column as published), move a card to a cell, and see a bad move refused. */
function loneProgram(load: string): string {
  return `${load}
const game = new Game(freecell.variant(), { dealer: 'microsoft', seed: 11982 });
console.log(game.variant.name, game.dealer, game.seed);
console.log(positionToText(game.variant, game.state)[0]);
game.move('t1>c1');
console.log('played', game.history().length, 'legal now', game.moves().length);
const refused = game.tryMove('c1>c1');
console.log('refused', refused.ok ? 'no' : refused.error.code);
`;
}

export function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a check and records its failure (with the tool's own output) instead of stopping at the first. */
export function check(problems: string[], label: string, action: () => void): void {
  try {
    action();
    console.log(`  ok    ${label}`);
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    console.log(`  FAIL  ${label}\n${[e.stdout, e.stderr].filter(Boolean).join('\n') || e.message}`);
    problems.push(label);
  }
}

export function publishedPackages(): { dir: string; pkg: PackageJson }[] {
  return readdirSync(join(ROOT, 'packages')).sort()
    .map((name) => join(ROOT, 'packages', name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson }))
    .filter(({ pkg }) => pkg.private !== true);
}

/** Every JavaScript subpath a package exports: '.' and './engine' give '@patience/core' and '@patience/core/engine'. */
function specifiers(pkg: PackageJson): string[] {
  return Object.keys(pkg.exports ?? { '.': null })
    .filter((key) => !key.endsWith('.json') && !key.endsWith('.css'))
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
}

// A browser app's settings (the DOM library gives `console` and the solver's `AbortSignal`), no @types, and
// skipLibCheck off so that the packages' own .d.ts and .d.cts files are checked too.
function tsconfig(options: Record<string, string>, files: string[]): string {
  return JSON.stringify({
    compilerOptions: { ...options, strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], skipLibCheck: false },
    files,
  }, null, 2);
}

/** One consumer check: its label and the command that passes it (exit 0, and `expected` printed when given). */
interface ConsumerCheck { label: string; node: string; args: string[]; expected?: string }

/** The consumer's files: an ESM and a CommonJS program, and a TypeScript consumer with a tsconfig per resolution mode. */
function writeConsumer(app: string, subpaths: readonly string[]): void {
  writeFileSync(join(app, 'esm.mjs'), `${program(ESM_LOAD)}
${subpaths.map((s, i) => `import * as entry${i} from '${s}';`).join('\n')}
for (const entry of [${subpaths.map((_, i) => `entry${i}`).join(', ')}]) if (Object.keys(entry).length === 0) throw new Error('an entry point exports nothing');
`);
  writeFileSync(join(app, 'cjs.cjs'), `${program(CJS_LOAD)}
for (const name of ${JSON.stringify(subpaths)}) if (Object.keys(require(name)).length === 0) throw new Error(name + ' exports nothing');
`);
  const imports = subpaths.map((s, i) => `export * as entry${i} from '${s}';`).join('\n');
  writeFileSync(join(app, 'consumer.ts'), `${TS_CONSUMER}${imports}\n`);
  copyFileSync(join(app, 'consumer.ts'), join(app, 'consumer.mts'));
  writeFileSync(join(app, 'tsconfig.node16.json'), tsconfig({ module: 'node16', moduleResolution: 'node16' }, ['consumer.ts']));
  writeFileSync(join(app, 'tsconfig.nodenext.json'), tsconfig({ module: 'nodenext', moduleResolution: 'nodenext' }, ['consumer.mts']));
  writeFileSync(join(app, 'tsconfig.bundler.json'), tsconfig({ module: 'esnext', moduleResolution: 'bundler' }, ['consumer.ts']));
}

/** The five checks one Node binary runs: the two programs, and tsc under each resolution mode. */
function consumerChecks(app: string, node: string): ConsumerCheck[] {
  const on = node === process.execPath ? '' : ` (Node ${run(node, ['--version'], app).trim()})`;
  const programs = [['esm.mjs', 'ESM: node esm.mjs'], ['cjs.cjs', 'CommonJS: node cjs.cjs']] as const;
  return [
    ...programs.map(([file, label]) => ({ label: `${label}${on}`, node, args: [file], expected: EXPECTED })),
    ...['node16', 'nodenext', 'bundler'].map((mode) => ({
      label: `${mode === 'node16' ? 'TypeScript: tsc --noEmit, moduleResolution node16 from a CommonJS file' : `TypeScript: tsc --noEmit, moduleResolution ${mode}`}${on}`,
      node, args: [TSC, '-p', `tsconfig.${mode}.json`],
    })),
  ];
}

/** Runs one check; the text to print under its label when it fails, or undefined when it passes. */
async function failureOf(app: string, { node, args, expected }: ConsumerCheck): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync(node, args, { cwd: app, encoding: 'utf8' });
    return expected === undefined || stdout.trim() === expected ? undefined : `    printed:\n${stdout.trim()}\n    expected:\n${expected}`;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    return [e.stdout, e.stderr].filter(Boolean).join('\n') || e.message;
  }
}

/**
 * The consumer checks, in a project where the packages are already installed (from tarballs here, from a
 * registry in the release rehearsal): an ESM file and a CommonJS file that play and solve, every subpath imported
 * and required, and `tsc --noEmit` of a TypeScript consumer under node16 (CommonJS), nodenext and bundler, each
 * run by every `node` binary given (this process's by default), so that one installed project is checked on
 * several Node versions. The checks only read the project, so they run side by side, as many at once as the
 * machine has cores, and their results print in a fixed order.
 */
export async function checkConsumer(app: string, packages: readonly { pkg: PackageJson }[], problems: string[], nodes: readonly string[] = [process.execPath]): Promise<void> {
  writeConsumer(app, packages.flatMap(({ pkg }) => specifiers(pkg)));
  const checks = nodes.flatMap((node) => consumerChecks(app, node));
  const failures: (string | undefined)[] = new Array<string | undefined>(checks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < checks.length; i = next++) failures[i] = await failureOf(app, checks[i] as ConsumerCheck);
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, worker));
  checks.forEach(({ label }, i) => {
    const failure = failures[i];
    if (failure === undefined) {
      console.log(`  ok    ${label}`);
    } else {
      console.log(`  FAIL  ${label}\n${failure}`);
      problems.push(label);
    }
  });
}

/**
 * `npm install` of tarballs in a scratch project. npm asks the registry about every package a tarball depends on,
 * our own included, before it takes the tarball given beside it; where the registry cannot answer (a closed
 * network), each retry waits a back-off, up to a minute a package. Our packages are never fetched, and the one
 * outside dependency is read from npm's cache first, so a failed lookup is final at once: no retries.
 */
const NPM_INSTALL = ['install', '--no-audit', '--no-fund', '--prefer-offline', '--fetch-retries=0', '--loglevel=error'] as const;

/**
 * A classic as an app that offers one game installs it: a project with core's and that classic's tarballs only,
 * which plays a deal from an ESM file and from a CommonJS file.
 */
function checkLoneClassic(scratch: string, tarballs: ReadonlyMap<string, string>, problems: string[]): void {
  const app = join(scratch, 'lone-classic');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'lone-classic', private: true, type: 'commonjs' }, null, 2));
  const wanted = ['@patience/core', LONE_CLASSIC].map((name) => tarballs.get(name) ?? '');
  run('npm', [...NPM_INSTALL, ...wanted], app);
  check(problems, `${LONE_CLASSIC} installed with @patience/core alone: nothing else installed`, () => {
    const installed = readdirSync(join(app, 'node_modules', '@patience')).sort();
    if (installed.join(' ') !== 'core freecell') throw new Error(`    node_modules/@patience holds: ${installed.join(', ')}`);
  });
  writeFileSync(join(app, 'esm.mjs'), loneProgram(`import { Game } from '@patience/core';
import { positionToText } from '@patience/core/snapshot';
import { freecell } from '${LONE_CLASSIC}';`));
  writeFileSync(join(app, 'cjs.cjs'), loneProgram(`const { Game } = require('@patience/core');
const { positionToText } = require('@patience/core/snapshot');
const { freecell } = require('${LONE_CLASSIC}');`));
  for (const [file, label] of [['esm.mjs', `${LONE_CLASSIC} alone, ESM: node esm.mjs`], ['cjs.cjs', `${LONE_CLASSIC} alone, CommonJS: node cjs.cjs`]] as const) {
    check(problems, label, () => {
      const out = run(process.execPath, [file], app).trim();
      if (out !== LONE_EXPECTED) throw new Error(`    printed:\n${out}\n    expected:\n${LONE_EXPECTED}`);
    });
  }
}

async function main(): Promise<void> {
  const packages = publishedPackages();
  console.log(`check-packed: ${packages.map(({ pkg }) => pkg.name).join(', ')}`);

  const scratch = mkdtempSync(join(tmpdir(), 'patience-packed-'));
  const problems: string[] = [];
  try {
    const tarballs: string[] = [];
    const tarballOf = new Map<string, string>();
    for (const { dir, pkg } of packages) {
      const before = new Set(readdirSync(scratch));
      run('pnpm', ['pack', '--pack-destination', scratch], dir);
      const tarball = readdirSync(scratch).find((f) => f.endsWith('.tgz') && !before.has(f));
      if (tarball === undefined) throw new Error(`pnpm pack of ${pkg.name} wrote no tarball in ${scratch}`);
      tarballs.push(join(scratch, tarball));
      tarballOf.set(pkg.name, join(scratch, tarball));
      const listing = run('tar', ['tzf', join(scratch, tarball)], scratch).split('\n');
      check(problems, `${pkg.name}: LICENSE, README.md and CHANGELOG.md are packed`, () => {
        const missing = ['LICENSE', 'README.md', 'CHANGELOG.md'].filter((f) => !listing.includes(`package/${f}`));
        if (missing.length > 0) throw new Error(`    missing from the tarball: ${missing.join(', ')}`);
      });
      check(problems, `${pkg.name}: its packed package.json has no devDependencies (.pnpmfile.mjs drops them)`, () => {
        const packed = JSON.parse(run('tar', ['xzOf', join(scratch, tarball), 'package/package.json'], scratch)) as { devDependencies?: unknown };
        if (packed.devDependencies !== undefined) throw new Error(`    devDependencies: ${JSON.stringify(packed.devDependencies)}`);
      });
      // A stylesheet subpath (the board's board.css) has no types by nature: attw checks the JavaScript ones.
      const stylesheets = Object.keys(pkg.exports ?? {}).filter((key) => key.endsWith('.css'));
      const skipStylesheets = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : [];
      check(problems, `${pkg.name}: attw, every resolution mode`, () => run(join(BIN, 'attw'), [join(scratch, tarball), '--format', 'table-flipped', '--no-color', ...skipStylesheets], scratch));
      check(problems, `${pkg.name}: publint --strict`, () => {
        const out = run(join(BIN, 'publint'), ['--strict', join(scratch, tarball)], scratch);
        if (!out.includes('All good!')) throw new Error(out);
      });
    }

    const app = join(scratch, 'consumer');
    mkdirSync(app);
    // "type": "commonjs" so that a .ts file is CommonJS under node16, the case that needs the .d.cts types.
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'commonjs' }, null, 2));
    run('npm', [...NPM_INSTALL, ...tarballs], app);

    await checkConsumer(app, packages, problems);
    checkLoneClassic(scratch, tarballOf, problems);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.error(`check-packed: ${problems.length} problem(s): ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log('check-packed: every packed package loads with import and require, and its types resolve in every mode.');
}

// Run only as a script: the release rehearsal imports the checks above.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
