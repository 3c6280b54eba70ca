/**
 * The parts of `pnpm study` that are not about threads: reading the command line into a plan, solving one
 * deal of it, and writing the lines and the summary. Kept apart from `study.ts` so that the tests can run
 * them without starting workers.
 */
import { Game, parseVariant, type Move, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { isValidSeed, MAX_SEED } from '@patience/core/random';
import { findShippedPreset, presetName, SHIPPED_GAMES } from '@patience/games';
import { solve } from '../src/index.js';

/** What a study solves, and how. */
export interface StudyPlan {
  /** The variant, as JSON-safe data: each worker reads it back with `parseVariant`. */
  readonly variant: Variant;
  /** How the variant is named in the output. */
  readonly name: string;
  /** The deal numbers, in the order they are printed. */
  readonly deals: readonly number[];
  readonly timeMs: number;
  readonly maxStates: number;
  /** Whether the solver may see face-down cards and the stock (the "thoughtful" game). */
  readonly peek: boolean;
  readonly workers: number;
  /** Where to write one CSV line a deal, if anywhere. */
  readonly csv: string | null;
}

/** What became of one deal. */
export interface DealVerdict {
  readonly seed: number;
  readonly status: 'solved' | 'unwinnable' | 'gave-up';
  /** Why the solver gave up (`time`, `max-states`, `hidden-cards`), or null. */
  readonly reason: string | null;
  /** The length of the winning line, or null. */
  readonly moves: number | null;
  readonly ms: number;
  readonly states: number;
  /** For a solved deal: whether its line, replayed through core's `Game`, won. Null otherwise. */
  readonly replayed: boolean | null;
}

/** A command line that does not make a study: the message says what was wrong. */
export class UsageError extends Error {}

export const USAGE = `Usage: pnpm study <game[/preset]> [options]
       pnpm study --variant <file.json> [options]

Solves the deals of a game, one numbered deal after another, on several cores at once, and prints what
became of each deal and a summary. Every winning line is replayed through the engine to a win.

Options:
  --deals A-B        the deals to solve (default 1-100); --deals N means 1-N
  --seeds A,B,C      these deals instead, in this order (as the benchmark's --seeds)
  --time-ms MS       the time limit a deal (default 10000)
  --max-states N     the positions the solver may store a deal (default 1000000)
  --no-peek          do not let the solver see face-down cards (default: it sees them where there are any,
                     the "thoughtful" game of winnability studies)
  --workers N        how many deals to solve at once (default: the cores this machine has)
  --csv FILE         also write one line a deal to FILE
  --variant FILE     study a variant written as JSON (composed with @patience/core) instead of a game`;

/** The shipped game and preset a name such as `spider/2-suits` stands for, as `pnpm deal` reads it. */
function namedVariant(name: string): { variant: Variant; name: string } {
  const found = findShippedPreset(name);
  if ('problem' in found) {
    // Listed alphabetically, the order the refusal has always had.
    const names = SHIPPED_GAMES.flatMap(({ game }) => game.presets.map((p) => presetName(game, p))).sort();
    throw new UsageError(`${found.problem} Games and presets: ${names.join(', ')}.`);
  }
  return { variant: found.game.variant(found.preset.options), name: found.preset.name };
}

function wholeNumber(flagName: string, text: string | undefined, least: number, most = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isInteger(value) || value < least || value > most) {
    throw new UsageError(`--${flagName} takes a whole number from ${least}${most === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${most}`}; got ${text === undefined ? 'nothing' : JSON.stringify(text)}.`);
  }
  return value;
}

/** The deals of `--deals`: `A-B`, or `N` for 1 to N. */
function dealRange(text: string | undefined): { from: number; to: number } {
  const match = /^(\d+)(?:-(\d+))?$/.exec(text ?? '');
  if (!match) throw new UsageError(`--deals takes a range of deal numbers such as 1-200, or a count such as 200; got ${text === undefined ? 'nothing' : JSON.stringify(text)}.`);
  const [from, to] = match[2] === undefined ? [1, Number(match[1])] : [Number(match[1]), Number(match[2])];
  if (!isValidSeed(from) || !isValidSeed(to) || to < from || (match[2] === undefined && to < 1)) {
    throw new UsageError(`--deals must run from a deal number to a larger or equal one, each from 0 to ${MAX_SEED}; got ${JSON.stringify(text)}.`);
  }
  return { from, to };
}

/** The deals of `--seeds`: deal numbers separated by commas, each once. */
function dealList(text: string | undefined): number[] {
  const parts = (text ?? '').split(',');
  const deals = parts.map(Number);
  if (text === undefined || parts.some((p) => !/^\d+$/.test(p)) || deals.some((d) => !isValidSeed(d))) {
    throw new UsageError(`--seeds takes deal numbers from 0 to ${MAX_SEED} separated by commas, such as 1,8,12; got ${text === undefined ? 'nothing' : JSON.stringify(text)}.`);
  }
  const twice = deals.find((d, i) => deals.indexOf(d) !== i);
  if (twice !== undefined) throw new UsageError(`--seeds names deal ${twice} twice.`);
  return deals;
}

/**
 * Reads a command line (the arguments after the script's name) into a plan. `readFile` reads a
 * `--variant` file; `cores` is the default number of workers.
 * @throws {@link UsageError} saying what was wrong.
 */
export function planStudy(args: readonly string[], readFile: (path: string) => string, cores: number): StudyPlan {
  const flags = new Map<string, string | undefined>();
  const names: string[] = [];
  const valued = new Set(['deals', 'seeds', 'time-ms', 'max-states', 'workers', 'csv', 'variant']);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const key = arg.slice(2);
    if (key === 'no-peek') flags.set(key, '');
    else if (valued.has(key)) flags.set(key, args[++i]);
    else throw new UsageError(`There is no option ${arg}.`);
  }
  const file = flags.get('variant');
  if (names.length > 1) throw new UsageError(`Name one game; got ${names.map((n) => JSON.stringify(n)).join(', ')}.`);
  if (flags.has('variant') && names.length > 0) throw new UsageError('Name a game or give --variant, not both.');
  if (!flags.has('variant') && names.length === 0) throw new UsageError('Name a game, such as spiderette or spider/2-suits, or give --variant with a JSON file.');
  let chosen: { variant: Variant; name: string };
  if (flags.has('variant')) {
    if (file === undefined) throw new UsageError('--variant takes the path of a JSON file.');
    let text: string;
    try {
      text = readFile(file);
    } catch (error) {
      throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
    }
    try {
      const variant = parseVariant(data);
      chosen = { variant, name: variant.name };
    } catch (error) {
      throw new UsageError(`${file} is not a variant: ${(error as Error).message}`);
    }
  } else {
    chosen = namedVariant(names[0] as string);
  }
  if (flags.has('deals') && flags.has('seeds')) throw new UsageError('Give --deals or --seeds, not both.');
  const { from, to } = flags.has('deals') ? dealRange(flags.get('deals')) : { from: 1, to: 100 };
  return {
    ...chosen,
    deals: flags.has('seeds') ? dealList(flags.get('seeds')) : Array.from({ length: to - from + 1 }, (_, i) => from + i),
    timeMs: flags.has('time-ms') ? wholeNumber('time-ms', flags.get('time-ms'), 0) : 10_000,
    maxStates: flags.has('max-states') ? wholeNumber('max-states', flags.get('max-states'), 1) : 1_000_000,
    peek: !flags.has('no-peek'),
    workers: flags.has('workers') ? wholeNumber('workers', flags.get('workers'), 1, 256) : Math.max(1, cores),
    csv: flags.has('csv') ? csvPath(flags.get('csv')) : null,
  };
}

function csvPath(path: string | undefined): string {
  if (path === undefined || path.startsWith('--')) throw new UsageError('--csv takes the path of the file to write.');
  return path;
}

/** Solves one deal of a plan and replays its winning line, if any, through core's `Game`. */
export function studyDeal(plan: Pick<StudyPlan, 'variant' | 'timeMs' | 'maxStates' | 'peek'>, seed: number): DealVerdict {
  const result = solve(plan.variant, deal(plan.variant, seed), { timeMs: plan.timeMs, maxStates: plan.maxStates, peek: plan.peek });
  const common = { seed, ms: result.elapsedMs, states: result.statesExplored };
  switch (result.status) {
    case 'solved':
      return { ...common, status: 'solved', reason: null, moves: result.moves.length, replayed: replaysDealToWin(plan.variant, seed, result.moves) };
    case 'unwinnable':
      return { ...common, status: 'unwinnable', reason: null, moves: null, replayed: null };
    case 'gave-up':
      return { ...common, status: 'gave-up', reason: result.reason, moves: null, replayed: null };
  }
}

/** Whether moves, played through core's `Game` from a numbered deal, win it (false too when one is refused). */
export function replaysDealToWin(variant: Variant, seed: number, moves: readonly Move[]): boolean {
  const game = new Game(variant, { seed });
  try {
    for (const move of moves) game.move(move);
  } catch {
    return false;
  }
  return game.isWon();
}

const count = (n: number): string => n.toLocaleString('en-GB');
const seconds = (ms: number): string => (ms < 1000 ? `${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

/** One deal's line of output. */
export function verdictLine(v: DealVerdict): string {
  const after = `${seconds(v.ms)}, ${count(v.states)} positions`;
  switch (v.status) {
    case 'solved':
      return `deal ${v.seed}: solved in ${count(v.moves ?? 0)} moves, ${v.replayed ? 'replayed to a win' : 'WHICH DID NOT REPLAY TO A WIN'} (${after})`;
    case 'unwinnable':
      return `deal ${v.seed}: unwinnable (${after})`;
    case 'gave-up':
      return `deal ${v.seed}: gave up, ${v.reason ?? 'no reason'} (${after})`;
  }
}

/** The CSV header and one deal's CSV line. */
export const CSV_HEADER = 'deal,status,reason,moves,ms,positions,replayed';
export function csvLine(v: DealVerdict): string {
  return [v.seed, v.status, v.reason ?? '', v.moves ?? '', v.ms, v.states, v.replayed ?? ''].join(',');
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

/** The study's first line. */
export function headline(plan: StudyPlan): string {
  const n = plan.deals.length;
  const first = plan.deals[0] ?? 0;
  const last = plan.deals[n - 1] ?? 0;
  const consecutive = plan.deals.every((d, i) => d === first + i);
  const which = consecutive ? `${first}–${last}` : n <= 6 ? plan.deals.join(', ') : `${plan.deals.slice(0, 5).join(', ')}, …, ${last}`;
  return `${plan.name}: ${count(n)} deal${n === 1 ? '' : 's'} (${which}), ${count(plan.timeMs)} ms and ${count(plan.maxStates)} positions a deal, `
    + `${plan.peek ? 'seeing face-down cards where there are any (thoughtful)' : 'not seeing face-down cards'}, ${plan.workers} worker${plan.workers === 1 ? '' : 's'}`;
}

/** The summary of the verdicts, and the wall-clock time the study took. */
export function summary(verdicts: readonly DealVerdict[], wallMs: number): string {
  const n = verdicts.length;
  const solved = verdicts.filter((v) => v.status === 'solved').length;
  const unwinnable = verdicts.filter((v) => v.status === 'unwinnable').length;
  const failed = verdicts.filter((v) => v.replayed === false).length;
  const times = verdicts.map((v) => v.ms).sort((a, b) => a - b);
  const busy = times.reduce((a, b) => a + b, 0);
  const share = (k: number): string => (n === 0 ? '0%' : `${((100 * k) / n).toFixed(1)}%`);
  return [
    `decided ${count(solved + unwinnable)} of ${count(n)} (${share(solved + unwinnable)}): ${count(solved)} solved (${share(solved)}), ${count(unwinnable)} unwinnable, ${count(n - solved - unwinnable)} gave up`,
    `time a deal: median ${seconds(percentile(times, 0.5))}, 95th percentile ${seconds(percentile(times, 0.95))}; ${seconds(busy)} of solving in ${seconds(wallMs)}`,
    failed === 0 ? `every winning line replayed to a win` : `${count(failed)} winning line${failed === 1 ? '' : 's'} DID NOT replay to a win`,
  ].join('\n');
}
