/**
 * Hints that win (issue 38): for each game, deals played by following `hint` alone from the opening (never
 * peeking; samples of the unseen cards within `--hint-ms`), beside the thoughtful solver (`peek`) on the same
 * deals; the time each hint took (median, p95, largest); and the length of the thoughtful solver's winning lines
 * before and after `shortenSolution` (median). A benchmark, never a test: its figures depend on the machine and
 * its load, which the output states.
 *
 *   pnpm exec tsx packages/solver/bench/hints-won.ts --deals 20 --hint-ms 200 --time-ms 5000 [--games klondike-3,spider-4]
 */
import { loadavg } from 'node:os';
import { Game, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { findGame } from '@patience/games';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { hint, shortenSolution, solve, THINK_HARDER_HINT_SAMPLES } from '../src/index.js';
import { flag, numberFlag, percentile } from './common.js';

const klondike = findGame('klondike')?.game;
if (!klondike) throw new Error('Klondike is missing from the examples');

/** The games of the issue's table, by the key `--games` names them with. */
const GAMES: readonly { readonly key: string; readonly name: string; readonly variant: Variant }[] = [
  { key: 'klondike-3', name: 'Klondike, draw three, unlimited passes', variant: klondike.variant({ draw: 3, redeals: 'unlimited' }) },
  { key: 'spider-4', name: 'Spider, four suits', variant: spider.variant({ suits: 4 }) },
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

/** A deal played by the hint alone: whether it was won, and each hint's time in ms. */
function followHints(variant: Variant, seed: number, hintMs: number, maxMoves: number): { won: boolean; times: number[] } {
  const game = new Game(variant, { seed });
  const times: number[] = [];
  for (let moves = 0; moves < maxMoves && !game.isWon(); moves++) {
    const began = performance.now();
    const given = hint(variant, game, { timeMs: hintMs, samples: THINK_HARDER_HINT_SAMPLES, seed });
    times.push(performance.now() - began);
    if (given.move === null || 'lost' in given) break;
    game.move(given.move);
  }
  return { won: game.isWon(), times };
}

const deals = numberFlag('deals', 20);
const hintMs = numberFlag('hint-ms', 200);
const solveMs = numberFlag('time-ms', 5000);
const maxMoves = numberFlag('max-moves', 3000);
const keys = (flag('games') ?? GAMES.map((g) => g.key).join(',')).split(',');
console.log(`Hints that win: deals 1–${deals}, ${hintMs} ms and ${THINK_HARDER_HINT_SAMPLES} samples a hint; the thoughtful solver at ${solveMs} ms a deal; load average at the start ${loadavg().map((l) => l.toFixed(1)).join(' ')} on 2 cores`);
console.log('| game | hints won (95%) | thoughtful won (95%) | hint ms median / p95 / max | winning line median before → after shortening |');
console.log('|---|---|---|---|---|');
for (const game of GAMES.filter((g) => keys.includes(g.key))) {
  let hintsWon = 0;
  let solverWon = 0;
  const times: number[] = [];
  const before: number[] = [];
  const after: number[] = [];
  for (let seed = 1; seed <= deals; seed++) {
    const played = followHints(game.variant, seed, hintMs, maxMoves);
    if (played.won) hintsWon++;
    times.push(...played.times);
    const result = solve(game.variant, deal(game.variant, seed), { peek: true, timeMs: solveMs });
    if (result.status === 'solved') {
      solverWon++;
      before.push(result.moves.length);
      after.push(shortenSolution(game.variant, deal(game.variant, seed), result.moves).length);
    }
    process.stderr.write(`  ${game.key} deal ${seed}: hints ${played.won ? 'won' : 'lost'} in ${played.times.length} hints; solver ${result.status}\n`);
  }
  times.sort((a, b) => a - b);
  before.sort((a, b) => a - b);
  after.sort((a, b) => a - b);
  const ms = (x: number): string => x.toFixed(1);
  console.log(`| ${game.name} | ${hintsWon}/${deals} (${wilson(hintsWon, deals)}) | ${solverWon}/${deals} (${wilson(solverWon, deals)}) | ` +
    `${ms(percentile(times, 0.5))} / ${ms(percentile(times, 0.95))} / ${ms(times[times.length - 1] ?? 0)} over ${times.length} hints | ` +
    `${before.length === 0 ? '–' : `${percentile(before, 0.5)} → ${percentile(after, 0.5)} (${before.length} lines)`} |`);
}
console.log(`load average at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
