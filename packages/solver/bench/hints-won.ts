/**
 * Hints that win (issue 38): for each game, deals played by following `hint` alone from the opening (never
 * peeking; samples of the unseen cards within `--hint-ms`), beside the thoughtful solver (`peek`) on the same
 * deals; and the time each hint took, wall-clock and CPU (median, p95, largest): with `--samples 0 --hint-ms 50
 * --hints-only`, the hint time at the default budget over every hint of the followed games. (Solution lengths:
 * `solution-lengths.ts`.) A benchmark, never a test: its figures depend on the machine and its load, which the
 * output states.
 *
 *   pnpm exec tsx packages/solver/bench/hints-won.ts --deals 20 --hint-ms 200 --time-ms 5000 [--games klondike-3,spider-4]
 *     [--first N (the first deal's number, default 1: shards of a long run, one process a core)]
 *     [--samples N (default: the hint's own, DEFAULT_HINT_SAMPLES; samplesInTime caps it to what --hint-ms holds)] [--hint-states N (each look-ahead's and sample's maxStates: with a
 *     large --hint-ms, hints that are the same on any machine and load)] [--hints-only (no thoughtful solver)] [--max-moves 3000]
 */
import { loadavg } from 'node:os';
import { Game, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { findGame } from '@patience/games';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { hint, solve } from '../src/index.js';
import { cpuSeconds, flag, numberFlag, percentile } from './common.js';

const klondike = findGame('klondike')?.game;
if (!klondike) throw new Error('Klondike is missing from the examples');

/** The games of the table, by the key `--games` names them with. */
const GAMES: readonly { readonly key: string; readonly name: string; readonly variant: Variant }[] = [
  { key: 'klondike-3', name: 'Klondike, draw three, unlimited passes', variant: klondike.variant({ draw: 3, redeals: 'unlimited' }) },
  { key: 'klondike-1', name: 'Klondike, draw one', variant: klondike.variant() },
  { key: 'spider-4', name: 'Spider, four suits', variant: spider.variant({ suits: 4 }) },
  { key: 'spider-2', name: 'Spider, two suits', variant: spider.variant({ suits: 2 }) },
  { key: 'easthaven', name: 'Easthaven', variant: easthaven.variant() },
  { key: 'spiderette', name: 'Spiderette', variant: spiderette.variant() },
  { key: 'seahaven', name: 'Seahaven Towers (every card in sight)', variant: seahaven.variant() },
];

/** The Wilson 95% interval of k in n, as percentages. */
function wilson(k: number, n: number): string {
  if (n === 0) return '–';
  const z = 1.959963984540054;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return `${(100 * Math.max(0, centre - half)).toFixed(0)}–${(100 * Math.min(1, centre + half)).toFixed(0)}%`;
}

/** A deal played by the hint alone: whether it was won, and each hint's wall-clock and CPU time in ms. */
function followHints(variant: Variant, seed: number, hintMs: number, samples: number | undefined, maxMoves: number): { won: boolean; ended: string; times: number[]; cpu: number[] } {
  const game = new Game(variant, { seed });
  const times: number[] = [];
  const cpu: number[] = [];
  for (let moves = 0; moves < maxMoves && !game.isWon(); moves++) {
    const began = performance.now();
    const { value: given, cpu: seconds } = cpuSeconds(() => hint(variant, game, { timeMs: hintMs, ...(samples === undefined ? {} : { samples }), seed, ...(hintStates > 0 ? { maxStates: hintStates } : {}) }));
    times.push(performance.now() - began);
    cpu.push(1000 * seconds);
    if (given.move === null) return { won: game.isWon(), ended: game.isWon() ? 'won' : 'no move left', times, cpu };
    if ('lost' in given) return { won: false, ended: 'the hint said lost', times, cpu };
    game.move(given.move);
  }
  return { won: game.isWon(), ended: game.isWon() ? 'won' : `cut at ${maxMoves} moves`, times, cpu };
}

const deals = numberFlag('deals', 20);
const firstDeal = numberFlag('first', 1);
const lastDeal = firstDeal + deals - 1;
const hintMs = numberFlag('hint-ms', 200);
const solveMs = numberFlag('time-ms', 5000);
const samples = flag('samples') === undefined ? undefined : numberFlag('samples', 0);
const hintStates = numberFlag('hint-states', 0);
const solverToo = !process.argv.includes('--hints-only');
const maxMoves = numberFlag('max-moves', 3000);
const keys = (flag('games') ?? GAMES.map((g) => g.key).join(',')).split(',');
console.log(`Hints that win: deals ${firstDeal}–${lastDeal}, ${hintMs} ms and ${samples ?? 'the default number of'} samples a hint; the thoughtful solver at ${solveMs} ms a deal; load average at the start ${loadavg().map((l) => l.toFixed(1)).join(' ')} on 2 cores`);
console.log('| game | hints won (95%) | thoughtful won (95%) | hint wall ms median / p95 / max | hint CPU ms median / p95 / max |');
console.log('|---|---|---|---|---|');
for (const game of GAMES.filter((g) => keys.includes(g.key))) {
  let hintsWon = 0;
  let solverWon = 0;
  const times: number[] = [];
  const cpu: number[] = [];
  for (let seed = firstDeal; seed <= lastDeal; seed++) {
    const played = followHints(game.variant, seed, hintMs, samples, maxMoves);
    if (played.won) hintsWon++;
    times.push(...played.times);
    cpu.push(...played.cpu);
    const result = solverToo ? solve(game.variant, deal(game.variant, seed), { peek: true, timeMs: solveMs }) : null;
    if (result?.status === 'solved') solverWon++;
    process.stderr.write(`  ${game.key} deal ${seed}: hints: ${played.ended} after ${played.times.length} hints; solver ${result?.status ?? 'not run'}\n`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const spread = (sorted: readonly number[]): string => [percentile(sorted, 0.5), percentile(sorted, 0.95), sorted[sorted.length - 1] ?? 0].map((x) => x.toFixed(1)).join(' / ');
  console.log(`| ${game.name} | ${hintsWon}/${deals} (${wilson(hintsWon, deals)}) | ${solverWon}/${deals} (${wilson(solverWon, deals)}) | ` +
    `${spread(times)} | ${spread(cpu)} over ${times.length} hints |`);
}
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
