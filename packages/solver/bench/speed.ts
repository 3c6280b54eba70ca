/**
 * The solver's speed, side by side with the build before the compact engine (commit a96c345): the same
 * fixed searches (same deals, same limits) run by the old build and by this one, alternating, for several
 * rounds, each run in a child process of its own. Prints a markdown table per game and search: positions
 * stored, the median positions a second of each build and their ratio; then the bytes the compact search's
 * transposition table holds per stored position, and the peak RSS of a 10 s four-suit Spider solve.
 * A benchmark, not a test: nothing here fails on a figure.
 *
 *   pnpm bench:solver:speed                      3 rounds, 200,000 positions or 5 s a deal, each game's deals
 *   pnpm bench:solver:speed --rounds 5 --games seahaven,spiderette --max-states 100000 --time-ms 3000
 *
 * The old build is made once in a git worktree (`/tmp/solver-a96c345`, or `SOLVER_OLD_DIR`): `git worktree
 * add`, `pnpm install --offline`, then core, the games and the solver built there. Later runs reuse it.
 * `SOLVER_OLD_COMMIT` names another commit to compare with (say main's, to measure a branch against it):
 *
 *   SOLVER_OLD_COMMIT=$(git rev-parse --short main) pnpm bench:solver:speed
 * Flags: --rounds N, --games (easthaven, seahaven, spider-1, spider-2, spider-4, spiderette; comma-separated),
 * --seeds A,B, --max-states N, --time-ms MS, --strategies depth-first,best-first, --rss-ms MS (0: skip).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The commit whose solver is the baseline: the last build before the compact engine, unless one is named. */
const BASELINE = process.env.SOLVER_OLD_COMMIT ?? 'a96c345';
const here = dirname(fileURLToPath(import.meta.url));
const newRoot = resolve(here, '../../..');
const oldRoot = process.env.SOLVER_OLD_DIR ?? `/tmp/solver-${BASELINE}`;

/**
 * The games measured, by the export that makes each and its options (the same in both builds), and the
 * deals searched: deals that keep a search busy up to its limits (most deals of one-suit Spider are won in a
 * few thousand positions, so it takes five).
 */
const GAMES = {
  easthaven: { name: 'Easthaven', pkg: 'easthaven', make: 'easthaven', options: {}, seeds: '3' },
  seahaven: { name: 'Seahaven Towers', pkg: 'seahaven', make: 'seahaven', options: {}, seeds: '215' },
  'spider-1': { name: 'Spider (one suit)', pkg: 'spider', make: 'spider', options: { suits: 1 }, seeds: '1,2,3,4,5' },
  'spider-2': { name: 'Spider (two suits)', pkg: 'spider', make: 'spider', options: { suits: 2 }, seeds: '1' },
  'spider-4': { name: 'Spider (four suits)', pkg: 'spider', make: 'spider', options: { suits: 4 }, seeds: '1' },
  spiderette: { name: 'Spiderette', pkg: 'spider', make: 'spiderette', options: {}, seeds: '16' },
} as const;
type GameKey = keyof typeof GAMES;

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

interface Run {
  readonly states: number;
  readonly ms: number;
}

/** The parts of a build's packages a child process uses, loaded from that build's own `dist`. */
interface Build {
  readonly solve: (variant: unknown, state: unknown, options: object) => { statesExplored: number; status: string };
  readonly deal: (variant: unknown, seed: number) => unknown;
  readonly variant: (key: GameKey) => unknown;
}

async function loadBuild(root: string): Promise<Build> {
  const load = (path: string): Promise<Record<string, unknown>> => import(pathToFileURL(join(root, 'packages', path)).href) as Promise<Record<string, unknown>>;
  const solver = await load('solver/dist/index.js');
  const core = await load('core/dist/index.js');
  // The old core exports `deal` from its root; this one from its `engine` subpath.
  const deal = (core.deal ?? (await load('core/dist/engine.js')).deal) as Build['deal'];
  const games: Record<string, Record<string, { variant: (options: object) => unknown }>> = {};
  for (const pkg of ['easthaven', 'seahaven', 'spider']) games[pkg] = (await load(`${pkg}/dist/index.js`)) as never;
  return {
    solve: solver.solve as Build['solve'],
    deal,
    variant: (key) => {
      const game = GAMES[key];
      return (games[game.pkg]?.[game.make] as { variant: (options: object) => unknown }).variant(game.options);
    },
  };
}

/** In a child process: one build's fixed search of each seed, printed as one JSON line. */
async function child(): Promise<void> {
  const build = await loadBuild(flag('root') as string);
  const key = flag('game') as GameKey;
  const variant = build.variant(key);
  if (flag('child') === 'rss') {
    build.solve(variant, build.deal(variant, 1), { peek: true, timeMs: Number(flag('time-ms')), maxStates: 100_000_000 });
    console.log(JSON.stringify({ maxRssKB: process.resourceUsage().maxRSS }));
    return;
  }
  const options = { peek: true, strategy: flag('strategy'), maxStates: Number(flag('max-states')), timeMs: Number(flag('time-ms')) };
  let states = 0;
  let ms = 0;
  for (const seed of (flag('seeds') as string).split(',').map(Number)) {
    const state = build.deal(variant, seed);
    // CPU time, not wall-clock time: the machine may be shared, and a process waiting for a core is not
    // slower for it. (The searches' own time limits are wall-clock, as `solve`'s are.)
    const began = process.cpuUsage();
    const result = build.solve(variant, state, options);
    const used = process.cpuUsage(began);
    ms += (used.user + used.system) / 1000;
    states += result.statesExplored;
  }
  console.log(JSON.stringify({ states, ms } satisfies Run));
}

/** Runs this script as a child process with `args`, returning the JSON line it prints. */
function runChild(args: readonly string[]): unknown {
  const out = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...args], { encoding: 'utf8', maxBuffer: 1 << 24 });
  if (out.status !== 0) throw new Error(`The child run ${args.join(' ')} failed:\n${out.stderr}`);
  const line = out.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line);
}

/** Makes the baseline build once: a git worktree at the baseline commit, installed offline and built. */
function ensureOldBuild(): void {
  const built = ['core', 'easthaven', 'seahaven', 'spider', 'solver'].every((pkg) => existsSync(join(oldRoot, 'packages', pkg, 'dist', 'index.js')));
  if (built) {
    const head = execFileSync('git', ['-C', oldRoot, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    if (head.startsWith(BASELINE)) return;
    throw new Error(`${oldRoot} holds commit ${head}, not ${BASELINE}: remove it (git worktree remove --force ${oldRoot}) and run again.`);
  }
  console.error(`Building the solver of commit ${BASELINE} in ${oldRoot} (once)…`);
  if (!existsSync(oldRoot)) execFileSync('git', ['-C', newRoot, 'worktree', 'add', '--detach', oldRoot, BASELINE], { stdio: 'inherit' });
  execFileSync('pnpm', ['install', '--offline', '--frozen-lockfile'], { cwd: oldRoot, stdio: 'inherit' });
  execFileSync('pnpm', ['turbo', 'run', 'build', '--filter=@patience/solver...', '--output-logs=errors-only'], { cwd: oldRoot, stdio: 'inherit' });
}

/** In a child process: the compact search's table bytes per stored position, from this build's sources. */
async function tableChild(): Promise<void> {
  const { compactSearch } = await import('../src/search/compact-search.js');
  const { solverLayout } = await import('../src/rules/layout.js');
  const build = await loadBuild(newRoot);
  const key = flag('game') as GameKey;
  const variant = build.variant(key) as Parameters<typeof solverLayout>[0];
  const layout = solverLayout(variant);
  const outcome = compactSearch(layout, build.deal(variant, Number(GAMES[key].seeds.split(',')[0])) as never, {
    maxStates: Number(flag('max-states')), timeMs: Number(flag('time-ms')), signal: undefined, stopAtHiddenCards: false, rateMoves: false,
    playSafeMovesHome: true, skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first',
  });
  console.log(JSON.stringify({ states: outcome.statesExplored, bytes: outcome.table?.bytes ?? 0, keyBytes: outcome.table?.keyBytes ?? 0, pileBytes: outcome.table?.pileBytes ?? 0, piles: outcome.table?.piles ?? 0 }));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}
const thousands = (n: number): string => Math.round(n).toLocaleString('en-US');

function main(): void {
  const rounds = Number(flag('rounds') ?? 3);
  const games = (flag('games') ?? Object.keys(GAMES).join(',')).split(',') as GameKey[];
  for (const key of games) if (!(key in GAMES)) throw new Error(`Unknown game "${key}": the games are ${Object.keys(GAMES).join(', ')}.`);
  const strategies = (flag('strategies') ?? 'depth-first,best-first').split(',');
  const seeds = flag('seeds');
  const maxStates = flag('max-states') ?? '200000';
  const timeMs = flag('time-ms') ?? '5000';
  const rssMs = Number(flag('rss-ms') ?? 10_000);
  ensureOldBuild();
  const builds = { old: oldRoot, new: newRoot } as const;
  const runs = new Map<string, { old: Run[]; new: Run[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const key of games) {
      for (const strategy of strategies) {
        const cell = runs.get(`${key} ${strategy}`) ?? { old: [], new: [] };
        runs.set(`${key} ${strategy}`, cell);
        // Alternate which build goes first, so that neither always runs on a warmer (or busier) machine.
        const order = round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const);
        for (const which of order) {
          const run = runChild(['--child', 'solve', '--root', builds[which], '--game', key, '--strategy', strategy, '--seeds', seeds ?? GAMES[key].seeds, '--max-states', maxStates, '--time-ms', timeMs]) as Run;
          cell[which].push(run);
          console.error(`round ${round + 1}: ${key} ${strategy} ${which}: ${thousands(run.states)} positions in ${thousands(run.ms)} ms`);
        }
      }
    }
  }
  console.log(`\nSolver speed: commit ${BASELINE} against this build; \`solve\` with \`peek\` and the strategy given, at most ${thousands(Number(maxStates))} positions or ${timeMs} ms a deal; positions stored per second of CPU time, median of ${rounds} rounds.\n`);
  console.log('| game | deals | search | positions stored (old / new) | old positions/s | new positions/s | ratio |');
  console.log('|---|---|---|---|---|---|---|');
  for (const key of games) {
    for (const strategy of strategies) {
      const cell = runs.get(`${key} ${strategy}`) as { old: Run[]; new: Run[] };
      const rate = (list: Run[]): number => median(list.map((r) => (r.states / r.ms) * 1000));
      const old = rate(cell.old);
      const now = rate(cell.new);
      const stored = (list: Run[]): string => thousands(median(list.map((r) => r.states)));
      console.log(`| ${GAMES[key].name} | ${seeds ?? GAMES[key].seeds} | ${strategy} | ${stored(cell.old)} / ${stored(cell.new)} | ${thousands(old)} | ${thousands(now)} | ${(now / old).toFixed(2)}× |`);
    }
  }
  console.log(`\nTransposition table of this build's compact search (depth-first, each game's first deal, at most ${thousands(Number(maxStates))} positions or ${timeMs} ms):\n`);
  console.log('| game | positions stored | table bytes | bytes per position | of which key bytes per position | of which pile store bytes per position (distinct piles) |');
  console.log('|---|---|---|---|---|---|');
  for (const key of games) {
    const t = runChild(['--child', 'table', '--game', key, '--max-states', maxStates, '--time-ms', timeMs]) as { states: number; bytes: number; keyBytes: number; pileBytes: number; piles: number };
    console.log(`| ${GAMES[key].name} | ${thousands(t.states)} | ${thousands(t.bytes)} | ${(t.bytes / t.states).toFixed(1)} | ${(t.keyBytes / t.states).toFixed(1)} | ${(t.pileBytes / t.states).toFixed(1)} (${thousands(t.piles)}) |`);
  }
  if (rssMs > 0) {
    console.log(`\nPeak RSS of a ${rssMs / 1000} s four-suit Spider solve (deal 1, \`peek\`, the default strategy):\n`);
    console.log('| build | peak RSS |');
    console.log('|---|---|');
    for (const which of ['old', 'new'] as const) {
      const { maxRssKB } = runChild(['--child', 'rss', '--root', builds[which], '--game', 'spider-4', '--time-ms', String(rssMs)]) as { maxRssKB: number };
      console.log(`| ${which === 'old' ? BASELINE : 'this build'} | ${(maxRssKB / 1024).toFixed(0)} MB |`);
    }
  }
}

const mode = flag('child');
if (mode === 'table') await tableChild();
else if (mode !== undefined) await child();
else main();
