/**
 * The solver's benchmark: solves seeded deals of every shipped game and prints, per game, how many were
 * decided (solved or proven unwinnable) and how fast, then times hints on typical positions.
 *
 *   pnpm bench:solver                       every game at its default sample (long: hours on one core)
 *   pnpm bench:solver --quick               20 deals a game at 2 s, for a first look
 *   pnpm bench:solver --game seahaven --deals 1000 --time-ms 10000
 *
 * Flags: --game (seahaven, easthaven, spiderette, spider-1, spider-2, spider-4, hints; comma-separated),
 * --deals N, --from SEED (first seed, default 1), --seeds A,B,C (these seeds instead), --time-ms MS (per deal), --max-states N (per deal),
 * --quick. With BENCH_VERBOSE=1 in the environment, each deal's verdict, time and positions go to stderr.
 * Every solution found is replayed through core's Game and must end in a win.
 */
import { Game, type Move, type Variant } from '@patience/core';
import { applyLegalMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { easthaven } from '@patience/easthaven';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { hint, solve } from '../src/index.js';

/** Whether moves, played through core's `Game` from a numbered deal, win it (false too when one is refused). */
function replaysDealToWin(variant: Variant, seed: number, moves: readonly Move[]): boolean {
  const game = new Game(variant, { seed });
  for (const move of moves) if (!game.tryMove(move).ok) return false;
  return game.isWon();
}

interface Bench {
  readonly name: string;
  readonly variant: Variant;
  readonly deals: number;
  readonly timeMs: number;
  readonly peek: boolean;
}

const BENCHES: Record<string, Bench> = {
  seahaven: { name: 'Seahaven Towers', variant: seahaven.variant(), deals: 1000, timeMs: 10_000, peek: false },
  easthaven: { name: 'Easthaven (default rules, thoughtful)', variant: easthaven.variant(), deals: 200, timeMs: 10_000, peek: true },
  spiderette: { name: 'Spiderette (four suits, thoughtful)', variant: spiderette.variant(), deals: 200, timeMs: 10_000, peek: true },
  'spider-1': { name: 'Spider one suit (thoughtful)', variant: spider.variant({ suits: 1 }), deals: 200, timeMs: 10_000, peek: true },
  'spider-2': { name: 'Spider two suits (thoughtful)', variant: spider.variant({ suits: 2 }), deals: 100, timeMs: 30_000, peek: true },
  'spider-4': { name: 'Spider four suits (thoughtful)', variant: spider.variant({ suits: 4 }), deals: 100, timeMs: 30_000, peek: true },
};

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const quick = process.argv.includes('--quick');
const games = (flag('game') ?? [...Object.keys(BENCHES), 'hints'].join(',')).split(',');
const from = Number(flag('from') ?? 1);
const maxStates = Number(flag('max-states') ?? 3_000_000);
const strategy = flag('strategy') as 'depth-first' | 'best-first' | undefined;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(0));

function runGame(key: string, bench: Bench): void {
  const deals = Number(flag('deals') ?? (quick ? 20 : bench.deals));
  const timeMs = Number(flag('time-ms') ?? (quick ? 2000 : bench.timeMs));
  const seedList = flag('seeds')?.split(',').map(Number) ?? Array.from({ length: deals }, (_, i) => from + i);
  const which = flag('seeds') ? `seeds ${seedList.join(', ')}` : `seeds ${from}–${from + deals - 1}`;
  console.log(`\n${bench.name}: ${which}, ${timeMs} ms and ${maxStates.toLocaleString('en')} states a deal${bench.peek ? ', peeking at hidden cards' : ''}`);
  const times: number[] = [];
  let solved = 0;
  let unwinnable = 0;
  let gaveUp = 0;
  let states = 0;
  let seconds = 0;
  let badReplays = 0;
  const undecided: number[] = [];
  const began = performance.now();
  for (const [index, seed] of seedList.entries()) {
    const result = solve(bench.variant, deal(bench.variant, seed), { peek: bench.peek, timeMs, maxStates, ...(strategy ? { strategy } : {}) });
    times.push(result.elapsedMs);
    if (process.env.BENCH_VERBOSE) process.stderr.write(`    seed ${seed} ${result.status} ${Math.round(result.elapsedMs)} ms ${result.statesExplored}\n`);
    states += result.statesExplored;
    seconds += result.elapsedMs / 1000;
    if (result.status === 'solved') {
      solved++;
      if (!replaysDealToWin(bench.variant, seed, result.moves)) badReplays++;
    } else if (result.status === 'unwinnable') unwinnable++;
    else {
      gaveUp++;
      undecided.push(seed);
    }
    const done = index + 1;
    if (done % Math.max(1, Math.floor(seedList.length / 10)) === 0 || done === seedList.length) {
      process.stderr.write(`  ${key}: ${done}/${seedList.length} (${solved} solved, ${unwinnable} unwinnable, ${gaveUp} gave up) ${((performance.now() - began) / 1000).toFixed(0)} s\n`);
    }
  }
  times.sort((a, b) => a - b);
  const decided = solved + unwinnable;
  console.log(`  decided     ${decided}/${seedList.length} (${((100 * decided) / seedList.length).toFixed(1)}%)`);
  console.log(`  solved      ${solved}`);
  console.log(`  unwinnable  ${unwinnable}`);
  console.log(`  gave up     ${gaveUp}${undecided.length > 0 ? ` (seeds ${undecided.slice(0, 20).join(', ')}${undecided.length > 20 ? ', ...' : ''})` : ''}`);
  console.log(`  median      ${ms(percentile(times, 0.5))} ms`);
  console.log(`  p95         ${ms(percentile(times, 0.95))} ms`);
  console.log(`  total       ${((performance.now() - began) / 1000).toFixed(1)} s`);
  console.log(`  states/s    ${Math.round(states / Math.max(seconds, 1e-9)).toLocaleString('en')}`);
  console.log(`  replays     ${solved - badReplays}/${solved} solutions replayed to a win${badReplays > 0 ? ' (FAILURES!)' : ''}`);
  if (badReplays > 0) process.exitCode = 1;
}

/** A typical mid-game position: a deal played forward by random legal moves. */
function midGame(variant: Variant, seed: number, plies: number): GameState {
  let state = deal(variant, seed);
  const random = mulberry32(seed);
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(variant, state);
    if (moves.length === 0) break;
    state = applyLegalMove(variant, state, moves[randomBelow(random, moves.length)] as (typeof moves)[number]).state;
  }
  return state;
}

function runHints(): void {
  const positions = Number(flag('deals') ?? (quick ? 10 : 50));
  console.log(`\nHints: ${positions} positions a game (deals played 0–20 random moves in), default limits`);
  for (const bench of Object.values(BENCHES)) {
    const times: number[] = [];
    for (let seed = from; seed < from + positions; seed++) {
      const state = midGame(bench.variant, seed, seed % 21);
      const began = performance.now();
      hint(bench.variant, state);
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${bench.name.padEnd(40)} median ${ms(percentile(times, 0.5))} ms, p95 ${ms(percentile(times, 0.95))} ms, max ${ms(times[times.length - 1] ?? 0)} ms`);
  }
}

console.log('Patience solver benchmark (one core; timings are wall-clock and inflate on a busy machine)');
for (const key of games) {
  if (key === 'hints') runHints();
  else {
    const bench = BENCHES[key];
    if (!bench) throw new Error(`Unknown game ${key}: choose from ${[...Object.keys(BENCHES), 'hints'].join(', ')}.`);
    runGame(key, bench);
  }
}
