/**
 * The hint sections: how long `hint` takes on mid-game positions of every shipped game and variant, and
 * how many deals a player wins by following `hint` alone from the opening. `hint` never peeks (it replaces
 * every hidden card by a stand-in before it looks, see `maskHiddenCards`), so following it is a fair player;
 * beside it, the share the thoughtful solver (`peek: true`) wins on the same deals.
 */
import { Game, type Variant } from '@patience/core';
import { applyLegalMove, deal, legalMoves, pileIds, type GameState } from '@patience/core/engine';
import { formatMove } from '@patience/core/notation';
import { mulberry32, randomBelow } from '@patience/core/random';
import { hint, solve, type Hint } from '../src/index.js';
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

/** Whether two hints name the same move (or both none). */
const sameMove = (a: Hint, b: Hint): boolean => JSON.stringify(a.move) === JSON.stringify(b.move);

/**
 * Hint times on positions 10–30 random moves into deals, for every shipped game and option combination.
 * With `--agreement`, also how often the hint names the move of a look-ahead bound by 20,000 positions
 * alone (the follow section's hint), beside a hint given twice the time (`timeMs` 100, whose look-ahead
 * runs longer than the whole 50 ms hints gave it before they kept a share of their time for what follows
 * it): what the time limit costs in quality.
 */
export function runHintTimes(): void {
  const seeds = seedsFor(quick ? 5 : 50);
  const agreement = process.argv.includes('--agreement');
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
    let agrees = 0;
    let longerAgrees = 0;
    for (const seed of seeds) {
      const state = midGame(variant, seed, 10 + (seed % 21));
      const began = performance.now();
      const timed = cpuSeconds(() => hint(variant, state));
      cpu.push(1000 * timed.cpu);
      wall.push(performance.now() - began);
      if (agreement) {
        const reference = hint(variant, state, { maxStates: 20_000, timeMs: 10_000 });
        if (sameMove(timed.value, reference)) agrees++;
        if (sameMove(hint(variant, state, { timeMs: 100 }), reference)) longerAgrees++;
      }
    }
    all.wall.push(...wall);
    all.cpu.push(...cpu);
    const agreed = agreement ? `; the 20,000-position hint's move: ${agrees}/${seeds.length}, with 100 ms ${longerAgrees}/${seeds.length}` : '';
    console.log(`  ${name.padEnd(72)} wall ${line(wall)}; CPU ${line(cpu)}${agreed}`);
  }
  console.log(`  all variants: wall ${line(all.wall)}; CPU ${line(all.cpu)}`);
}

/** How a game played by following `hint` ended. */
type Played = 'won' | 'stuck' | 'loop' | 'too long';

/** How a followed game ended, and what it had done by then (for the per-deal lines of BENCH_VERBOSE). */
interface FollowedGame {
  readonly end: Played;
  readonly moves: number;
  /** The deals from the stock it made. */
  readonly deals: number;
  /** Cards on the foundations, and face down in the tableau, at the end. */
  readonly home: number;
  readonly faceDown: number;
  /** The stock's cards left at the end. */
  readonly stock: number;
  /** The last hint's reason. */
  readonly reason: string;
}

const trace = process.env.BENCH_TRACE === '1';

/**
 * Plays a deal by following `hint` alone, giving it the game's positions so far (its `history`; none with
 * `--no-memory`, as before hints had one): the game stops when it is won, when `hint` has no move, when a
 * position comes back (a deterministic hint would then go round for ever) or after `maxMoves`.
 * BENCH_TRACE=1 prints each hint on stderr.
 */
function followHints(variant: Variant, seed: number, hintStates: number, hintMs: number, maxMoves: number): FollowedGame {
  const game = new Game(variant, { seed });
  const seen = new Set<string>();
  const history: GameState[] = [];
  const memory = !process.argv.includes('--no-memory');
  let deals = 0;
  let reason = '';
  const ended = (end: Played, moves: number): FollowedGame => {
    const piles = game.state.piles;
    const tableau = variant.layout.tableau.length;
    const ids = pileIds(variant);
    let home = 0;
    let faceDown = 0;
    let stock = 0;
    piles.forEach((pile, p) => {
      const id = ids[p] as string;
      if (id.startsWith('f')) home += pile.cards.length;
      if (p < tableau) faceDown += pile.faceDown;
      if (id === 'stock') stock = pile.cards.length;
    });
    return { end, moves, deals, home, faceDown, stock, reason };
  };
  for (let moves = 0; moves < maxMoves; moves++) {
    if (game.isWon()) return ended('won', moves);
    const key = JSON.stringify(game.state.piles);
    if (seen.has(key)) return ended('loop', moves);
    seen.add(key);
    history.push(game.state);
    // A bound in positions, reached before the clock, keeps a run repeatable (--hint-ms: the clock binds).
    const given = hint(variant, game.state, { maxStates: hintStates, timeMs: hintMs, history: memory ? history : [] });
    reason = given.reason;
    if (trace) process.stderr.write(`    ${seed}:${moves} ${given.move ? formatMove(given.move) : '-'} ${given.reason}\n`);
    if (given.move === null || !game.tryMove(given.move).ok) return ended('stuck', moves);
    if (given.move.kind === 'deal') deals++;
  }
  return ended(game.isWon() ? 'won' : 'too long', maxMoves);
}

/** Deals won by following hints alone, per game, beside the thoughtful solver's wins on the same deals. */
export function runFollowHints(): void {
  const seeds = seedsFor(quick ? 2 : 20);
  // Spider games take a minute or more a deal (hundreds of hints): the quick run leaves them out.
  const keys = (flag('follow-games') ?? (quick ? 'seahaven,easthaven,spiderette' : BENCHES.map((b) => b.key).join(','))).split(',');
  const hintStates = numberFlag('hint-states', 20_000);
  const solveMs = numberFlag('time-ms', quick ? 1000 : 10_000);
  const maxMoves = numberFlag('max-moves', 2000);
  const hintMs = numberFlag('hint-ms', 10_000);
  console.log(`\nFollowing hint alone from the opening: ${describeSeeds(seeds)}; each hint ${hintStates.toLocaleString('en')} positions${hintMs === 10_000 ? '' : ` or ${hintMs} ms`}` +
    `${process.argv.includes('--no-memory') ? ', without the game\'s history (--no-memory)' : ''}; ` +
    `beside the thoughtful solver at ${solveMs} ms a deal`);
  for (const bench of BENCHES.filter((b) => keys.includes(b.key))) {
    const began = performance.now();
    const ends = new Map<Played, number>();
    let thoughtful = 0;
    let thoughtfulDecided = 0;
    for (const [index, seed] of seeds.entries()) {
      const played = followHints(bench.variant, seed, hintStates, hintMs, maxMoves);
      if (process.env.BENCH_VERBOSE) {
        process.stderr.write(`    ${bench.key} deal ${seed}: ${played.end} after ${played.moves} moves, ${played.deals} deals (${played.stock} cards left in the stock), ` +
          `${played.home} cards home, ${played.faceDown} face down; last: ${played.reason}\n`);
      }
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
