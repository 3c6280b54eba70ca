/**
 * Random play-outs: how many legal-move generations plus moves the engine makes a second, for every shipped
 * game and option set (the presets) and three example games (Klondike draw one and three, FreeCell, Yukon).
 * Each step lists the legal moves of the position, picks one at random (seeded) and applies it; a game
 * ends when it is won, stuck or 1,000 steps long, and the next seed is dealt. Each variant runs in
 * several rounds timed in CPU time (the machines are shared); the median round is reported.
 * Run with `pnpm bench` (one core) after `pnpm build`: it measures the built packages, as users run them.
 *
 * To measure a change, give another build of core as a baseline: its rounds alternate with this build's, so
 * both see the same noise on a shared machine, and the ratio of the medians is printed per variant:
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && pnpm install && pnpm build)
 *   BENCH_BASELINE=/tmp/before/packages/core/dist/index.js pnpm bench
 */
import type { GameDefinition, Variant } from '@patience/core';
import { applyLegalMove, deal, legalMoves } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { findGame, SHIPPED_GAMES } from '@patience/games';

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

/** The engine functions a play-out needs: this build's, or a baseline build's. */
interface Engine {
  readonly deal: typeof deal;
  readonly legalMoves: typeof legalMoves;
  readonly applyLegalMove: typeof applyLegalMove;
}

const current: Engine = { deal, legalMoves, applyLegalMove };

function playFor(variant: Variant, ms: number, firstSeed: number, engine: Engine = current): Round {
  const { deal, legalMoves, applyLegalMove } = engine;
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

const games: readonly GameDefinition[] = SHIPPED_GAMES.map((s) => s.game);
const named = (game: GameDefinition, presetId: string, options: object): { name: string; variant: Variant } =>
  ({ name: presetId === 'standard' ? game.id : `${game.id} ${presetId}`, variant: game.variant(options) });
const variants = [
  ...games.flatMap((game) => game.presets.map((p) => named(game, p.id, p.options))),
  ...([['klondike', {}], ['klondike', { draw: 3 }], ['freecell', {}], ['yukon', {}]] as const).map(([id, options]) => {
    const variant = (findGame(id) as { game: GameDefinition }).game.variant(options);
    return { name: `${variant.name} (example)`, variant };
  }),
];
const baselinePath = process.env.BENCH_BASELINE;
const baseline = baselinePath ? ((await import(baselinePath)) as Engine) : undefined;
console.log(`Random play-outs: ${ROUNDS} rounds of ${ROUND_MS} ms of CPU time per variant; figures are medians.`);
if (baseline) console.log(`Baseline: ${baselinePath ?? ''}, its rounds alternating with this build's.`);
console.log(`${'variant'.padEnd(28)}    moves/s    games/s   (min..max moves/s)${baseline ? '   baseline moves/s   ratio' : ''}`);
const medians: number[] = [];
for (const { name, variant } of variants) {
  playFor(variant, 200, 1); // warm up the JIT
  if (baseline) playFor(variant, 200, 1, baseline);
  const rates: number[] = [];
  const gameRates: number[] = [];
  const baselineRates: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const round = playFor(variant, ROUND_MS, 1 + r * 100_000);
    rates.push((round.steps / round.ms) * 1000);
    gameRates.push((round.games / round.ms) * 1000);
    if (baseline) {
      const before = playFor(variant, ROUND_MS, 1 + r * 100_000, baseline);
      baselineRates.push((before.steps / before.ms) * 1000);
    }
  }
  const m = median(rates);
  medians.push(m);
  const comparison = baseline ? `   ${Math.round(median(baselineRates)).toLocaleString('en').padStart(16)}   ${(m / median(baselineRates)).toFixed(2)}` : '';
  console.log(
    `${name.padEnd(28)} ${Math.round(m).toLocaleString('en').padStart(10)} ${Math.round(median(gameRates)).toLocaleString('en').padStart(10)}   (${Math.round(Math.min(...rates)).toLocaleString('en')}..${Math.round(Math.max(...rates)).toLocaleString('en')})${comparison}`,
  );
}
console.log(`slowest variant: ${Math.round(Math.min(...medians)).toLocaleString('en')} moves/s (bar: 250,000; aim: 1,000,000)`);
