/**
 * The winnability study each published game's rules page quotes: `patience study <game>` with its default options
 * on one stated sample (deals 1-200, 2 s a deal, the thoughtful solver that may see face-down cards), its summary
 * kept as docs/games/winnability/<game id>.json. `pnpm docs:games` reads these into the pages.
 *
 *   pnpm docs:winnability                       study every game that has no current study, one after another
 *   pnpm docs:winnability klondike,freecell     study these games (again); `spider/1-suit` names one of the
 *                                               presets a page also quotes (STUDIED_PRESETS)
 *   pnpm docs:winnability --workers 2           solve two deals at once (default 1: the machines are shared)
 *   pnpm docs:winnability --check               exit 1 when a committed study is stale: made on another
 *                                               sample, or for rules that have changed since (the variant's hash)
 *
 * A study is CPU-heavy (up to 200 × 2 s a game); run it under `nice` on a shared machine. It runs the built
 * command line: run `pnpm build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GAMES } from '@patience/games';
import { variantHash } from '../packages/cli/src/study/record.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs', 'games', 'winnability');
const CLI = join(ROOT, 'packages', 'cli', 'dist', 'cli.js');

/** The sample every page states: the same for every game, so that the shares compare. */
export const WINNABILITY_SAMPLE = { from: 1, to: 200, timeLimitSeconds: 2 } as const;

/** The parts of a study's summary (`patience study --json`) a page quotes and the check compares. */
export interface StudySummary {
  readonly study: {
    readonly variant: { readonly id: string; readonly hash: string };
    readonly limits: { readonly timeMs: number; readonly maxStates: number; readonly peek: boolean };
    readonly deals: { readonly from: number; readonly to: number; readonly shard: unknown };
  };
  readonly deals: { readonly studied: number; readonly selected: number };
  readonly won: Share;
  readonly lost: Share;
  readonly undecided: Share;
  readonly complete: boolean;
}

/** A count, its share of the deals studied, and the share's 95% interval. */
export interface Share {
  readonly count: number;
  readonly share: number;
  readonly interval95: readonly [number, number];
}

/**
 * Presets a game's page quotes beside its default variant, where the preset is a different game to a player
 * (Spider with one or two suits is easier by far than with four), by game id.
 */
export const STUDIED_PRESETS: Readonly<Record<string, readonly string[]>> = { spider: ['1-suit', '2-suits'] };

/** Every study the pages quote: `klondike` for a game's default variant, `spider/1-suit` for a preset. */
export function studyNames(): string[] {
  return GAMES.flatMap(({ game }) => [game.id, ...(STUDIED_PRESETS[game.id] ?? []).map((preset) => `${game.id}/${preset}`)]);
}

/** Where a study is kept: `spider.json`, or `spider.1-suit.json` for a preset. */
export function studyPath(name: string): string {
  return join(OUT, `${name.replace('/', '.')}.json`);
}

/** A committed study, or undefined when it has none yet. */
export function readStudy(name: string): StudySummary | undefined {
  const path = studyPath(name);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as StudySummary) : undefined;
}

/** Why a committed study no longer stands for its variant (the game's default, or its preset) on the stated sample, or null. */
export function staleness(name: string, summary: StudySummary): string | null {
  const [gameId = '', presetId] = name.split('/');
  const listed = GAMES.find((s) => s.game.id === gameId);
  if (!listed) return `${gameId} is not in @patience/games`;
  const preset = presetId === undefined ? undefined : listed.game.presets.find((p) => p.id === presetId);
  if (presetId !== undefined && preset === undefined) return `${listed.game.name} has no preset ${presetId}`;
  const { study } = summary;
  if (study.variant.hash !== variantHash(listed.game.variant(preset?.options))) return `its rules changed since the study (${study.variant.hash})`;
  if (study.deals.from !== WINNABILITY_SAMPLE.from || study.deals.to !== WINNABILITY_SAMPLE.to || study.deals.shard !== null) return 'it was made on other deals';
  if (study.limits.timeMs !== WINNABILITY_SAMPLE.timeLimitSeconds * 1000 || !study.limits.peek) return 'it was made with other limits';
  if (!summary.complete) return 'it is not complete';
  return null;
}

function studyGame(name: string, workers: number): void {
  const started = performance.now();
  const run = spawnSync(process.execPath, [
    CLI, 'study', name, '--deals', `${WINNABILITY_SAMPLE.from}-${WINNABILITY_SAMPLE.to}`,
    '--time-limit', String(WINNABILITY_SAMPLE.timeLimitSeconds), '--workers', String(workers), '--json',
  ], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`patience study ${name} exited ${String(run.status)}: ${run.stderr}`);
  mkdirSync(OUT, { recursive: true });
  writeFileSync(studyPath(name), run.stdout.endsWith('\n') ? run.stdout : `${run.stdout}\n`);
  const summary = JSON.parse(run.stdout) as StudySummary;
  console.log(`winnability: ${name}: won ${summary.won.count}, lost ${summary.lost.count}, undecided ${summary.undecided.count} of ${summary.deals.studied} ` +
    `(${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--check')) {
    const stale = studyNames().flatMap((name) => {
      const summary = readStudy(name);
      const why = summary === undefined ? null : staleness(name, summary);
      return why === null ? [] : [`${name}: ${why}`];
    });
    const missing = studyNames().filter((name) => readStudy(name) === undefined);
    if (missing.length > 0) console.log(`winnability: not yet studied (their pages say so): ${missing.join(', ')}`);
    if (stale.length > 0) {
      console.error(`winnability: stale studies: ${stale.join('; ')}\nRun \`pnpm docs:winnability <game>\`, then \`pnpm docs:games\`, and commit the results.`);
      process.exit(1);
    }
    console.log(`winnability: ${studyNames().length - missing.length} studies are current.`);
    return;
  }
  const workersAt = args.indexOf('--workers');
  const workers = workersAt >= 0 ? Number(args[workersAt + 1]) : 1;
  if (!Number.isInteger(workers) || workers < 1) throw new Error(`--workers takes a whole number above 0; got ${JSON.stringify(args[workersAt + 1])}.`);
  const named = args.filter((a, i) => !a.startsWith('--') && (workersAt < 0 || i !== workersAt + 1)).flatMap((a) => a.split(','));
  const unknown = named.filter((name) => !studyNames().includes(name));
  if (unknown.length > 0) throw new Error(`There is no study ${unknown.join(', ')}: choose from ${studyNames().join(', ')}.`);
  const chosen = named.length > 0 ? named : studyNames().filter((name) => {
    const summary = readStudy(name);
    return summary === undefined || staleness(name, summary) !== null;
  });
  for (const id of chosen) studyGame(id, workers);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
