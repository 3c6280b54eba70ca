/**
 * Random play-outs: how many legal-move generations plus moves the engine makes a second, per variant.
 * Each step lists the legal moves of the position, picks one at random (seeded) and applies it; a game
 * ends when it is won, stuck or 1,000 steps long, and the next seed is dealt. Each variant runs in
 * several rounds timed in CPU time (the machines are shared); the median round is reported.
 * Run with `pnpm bench` (one core).
 */
import { applyLegalMove, deal, legalMoves, mulberry32, randomBelow, type Variant } from '../src/index.js';
import { freecell } from '../test/fixtures/freecell.js';
import { klondike, klondikeDraw3 } from '../test/fixtures/klondike.js';
import { easthavenLike, spiderLike } from '../test/fixtures/spider-like.js';
import { yukon } from '../test/fixtures/yukon.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 700);
const MAX_STEPS_PER_GAME = 1000;

interface Round {
  steps: number;
  games: number;
  /** CPU time of this process, user plus system: less disturbed than wall time on a shared machine. */
  ms: number;
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function playFor(variant: Variant, ms: number, firstSeed: number): Round {
  const pick = mulberry32(firstSeed);
  let seed = firstSeed;
  let steps = 0;
  let games = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < ms) {
    let state = deal(variant, seed++);
    games++;
    for (let s = 0; s < MAX_STEPS_PER_GAME; s++) {
      const moves = legalMoves(variant, state);
      if (moves.length === 0) break;
      state = applyLegalMove(variant, state, moves[randomBelow(pick, moves.length)] as (typeof moves)[number]).state;
      steps++;
    }
    now = cpuMs();
  }
  return { steps, games, ms: now - start };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const variants: Variant[] = [klondike, klondikeDraw3, freecell, yukon, spiderLike, easthavenLike];
console.log(`Random play-outs: ${ROUNDS} rounds of ${ROUND_MS} ms of CPU time per variant; figures are medians.`);
console.log('variant            moves/s      games/s   (min..max moves/s)');
const medians: number[] = [];
for (const variant of variants) {
  playFor(variant, 200, 1); // warm up the JIT
  const rates: number[] = [];
  const gameRates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = playFor(variant, ROUND_MS, 1 + r * 100_000);
    rates.push((round.steps / round.ms) * 1000);
    gameRates.push((round.games / round.ms) * 1000);
  }
  const m = median(rates);
  medians.push(m);
  console.log(
    `${variant.id.padEnd(18)} ${Math.round(m).toLocaleString('en').padStart(10)} ${Math.round(median(gameRates)).toLocaleString('en').padStart(10)}   (${Math.round(Math.min(...rates)).toLocaleString('en')}..${Math.round(Math.max(...rates)).toLocaleString('en')})`,
  );
}
console.log(`slowest variant: ${Math.round(Math.min(...medians)).toLocaleString('en')} moves/s (bar: 250,000; aim: 1,000,000)`);
