/**
 * The hint sections: how long `hint` takes on mid-game positions of every shipped game and variant, and
 * how many deals a player wins by following `hint` alone from the opening. `hint` never peeks (it replaces
 * every hidden card by a stand-in before it looks, see `maskHiddenCards`), so following it is a fair player;
 * beside it, the share the thoughtful solver (`peek: true`) wins on the same deals.
 */
import { Game, type Variant } from '@patience/core';
import { applyLegalMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { hint, solve } from '../src/index.js';
import { BENCHES, cpuSeconds, describeSeeds, flag, ms, numberFlag, percentile, progress, quick, replaysDealToWin, seedsFor, share, shippedVariants } from './common.js';

/** A mid-game position: a deal played forward by `plies` random legal moves (fewer if play stops). */
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

/** Hint times on positions 10–30 random moves into deals, for every shipped game and option combination. */
export function runHintTimes(): void {
  const seeds = seedsFor(quick ? 5 : 50);
  console.log(`\nHints: ${seeds.length} positions a variant (${describeSeeds(seeds)}, each 10–30 random legal moves in), default limits`);
  // Wall-clock is what a player waits; CPU time is what a loaded machine does not inflate.
  const all = { wall: [] as number[], cpu: [] as number[] };
  const line = (values: number[]): string => {
    values.sort((a, b) => a - b);
    return `median ${ms(percentile(values, 0.5)).padStart(5)} ms, p95 ${ms(percentile(values, 0.95)).padStart(5)} ms, max ${ms(values[values.length - 1] ?? 0).padStart(5)} ms`;
  };
  for (const { name, variant } of shippedVariants()) {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (const seed of seeds) {
      const state = midGame(variant, seed, 10 + (seed % 21));
      const began = performance.now();
      cpu.push(1000 * cpuSeconds(() => hint(variant, state)).cpu);
      wall.push(performance.now() - began);
    }
    all.wall.push(...wall);
    all.cpu.push(...cpu);
    console.log(`  ${name.padEnd(72)} wall ${line(wall)}; CPU ${line(cpu)}`);
  }
  console.log(`  all variants: wall ${line(all.wall)}; CPU ${line(all.cpu)}`);
}

/** How a game played by following `hint` ended. */
type Played = 'won' | 'stuck' | 'loop' | 'too long';

/**
 * Plays a deal by following `hint` alone, giving it the game's positions so far (its `history`; none with
 * `--no-memory`, as before hints had one): the game stops when it is won, when `hint` has no move, when a
 * position comes back (a deterministic hint would then go round for ever) or after `maxMoves`.
 */
function followHints(variant: Variant, seed: number, hintStates: number, maxMoves: number): { readonly end: Played; readonly moves: number } {
  const game = new Game(variant, { seed });
  const seen = new Set<string>();
  const history: GameState[] = [];
  const memory = !process.argv.includes('--no-memory');
  for (let moves = 0; moves < maxMoves; moves++) {
    if (game.isWon()) return { end: 'won', moves };
    const key = JSON.stringify(game.state.piles);
    if (seen.has(key)) return { end: 'loop', moves };
    seen.add(key);
    history.push(game.state);
    // A bound in positions, reached before the 50 ms clock on this machine, keeps a run repeatable.
    const { move } = hint(variant, game.state, { maxStates: hintStates, timeMs: 10_000, history: memory ? history : [] });
    if (move === null || !game.tryMove(move).ok) return { end: 'stuck', moves };
  }
  return { end: game.isWon() ? 'won' : 'too long', moves: maxMoves };
}

/** Deals won by following hints alone, per game, beside the thoughtful solver's wins on the same deals. */
export function runFollowHints(): void {
  const seeds = seedsFor(quick ? 2 : 20);
  // Spider games take a minute or more a deal (hundreds of hints): the quick run leaves them out.
  const keys = (flag('follow-games') ?? (quick ? 'seahaven,easthaven,spiderette' : BENCHES.map((b) => b.key).join(','))).split(',');
  const hintStates = numberFlag('hint-states', 20_000);
  const solveMs = numberFlag('time-ms', quick ? 1000 : 10_000);
  const maxMoves = numberFlag('max-moves', 2000);
  console.log(`\nFollowing hint alone from the opening: ${describeSeeds(seeds)}; each hint ${hintStates.toLocaleString('en')} positions` +
    `${process.argv.includes('--no-memory') ? ', without the game\'s history (--no-memory)' : ''}; ` +
    `beside the thoughtful solver at ${solveMs} ms a deal`);
  for (const bench of BENCHES.filter((b) => keys.includes(b.key))) {
    const began = performance.now();
    const ends = new Map<Played, number>();
    let thoughtful = 0;
    let thoughtfulDecided = 0;
    for (const [index, seed] of seeds.entries()) {
      const played = followHints(bench.variant, seed, hintStates, maxMoves);
      ends.set(played.end, (ends.get(played.end) ?? 0) + 1);
      const result = process.argv.includes('--no-solver') ? null : solve(bench.variant, deal(bench.variant, seed), { peek: true, timeMs: solveMs });
      if (result === null) {
        progress(`follow ${bench.key}`, index + 1, seeds.length, began, `(${ends.get('won') ?? 0} won by hints)`);
        continue;
      }
      if (result.status === 'solved' && replaysDealToWin(bench.variant, seed, result.moves)) thoughtful++;
      if (result.status !== 'gave-up') thoughtfulDecided++;
      progress(`follow ${bench.key}`, index + 1, seeds.length, began, `(${ends.get('won') ?? 0} won by hints, ${thoughtful} by the solver)`);
    }
    const others = (['stuck', 'loop', 'too long'] as const).map((end) => `${ends.get(end) ?? 0} ${end}`).join(', ');
    console.log(`  ${bench.name.padEnd(40)} hints won ${share(ends.get('won') ?? 0, seeds.length)} (${others}); ` +
      `${process.argv.includes('--no-solver') ? 'solver not run (--no-solver)' : `thoughtful solver won ${share(thoughtful, seeds.length)}, ${thoughtfulDecided} decided`}; ` +
      `${((performance.now() - began) / 1000).toFixed(0)} s`);
  }
}
