/**
 * What every section of the solver's benchmark shares: the games it measures, its flags, percentiles and
 * CPU time, and the independent check that a line wins (core's `Game`, not the solver).
 */
import { Game, optionCombinations, type Move, type Variant } from '@patience/core';
import type { DealerName } from '@patience/core/random';
import { easthaven } from '@patience/easthaven';
import { SHIPPED_GAMES } from '@patience/games';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';

/** One game of the benchmark, at the sample and limits the issue quotes. */
export interface Bench {
  readonly key: string;
  readonly name: string;
  readonly variant: Variant;
  readonly deals: number;
  readonly timeMs: number;
  readonly peek: boolean;
}

const bench = (key: string, name: string, variant: Variant, deals: number, timeMs: number, peek: boolean): Bench =>
  ({ key, name, variant, deals, timeMs, peek });

/** The games of the deal sections, by the key `--game` names them with. */
export const BENCHES: readonly Bench[] = [
  bench('seahaven', 'Seahaven Towers', seahaven.variant(), 1000, 10_000, false),
  bench('easthaven', 'Easthaven (default rules, thoughtful)', easthaven.variant(), 200, 10_000, true),
  bench('spiderette', 'Spiderette (four suits, thoughtful)', spiderette.variant(), 200, 10_000, true),
  bench('spider-1', 'Spider one suit (thoughtful)', spider.variant({ suits: 1 }), 200, 10_000, true),
  bench('spider-2', 'Spider two suits (thoughtful)', spider.variant({ suits: 2 }), 100, 30_000, true),
  bench('spider-4', 'Spider four suits (thoughtful)', spider.variant({ suits: 4 }), 100, 30_000, true),
];

/** Every shipped game with every combination of its options, named as the player sees it. */
export function shippedVariants(): { readonly name: string; readonly variant: Variant }[] {
  return SHIPPED_GAMES.flatMap(({ game }) => optionCombinations(game).map((options) => {
    const variant = game.variant(options);
    return { name: `${variant.name} ${JSON.stringify(options)}`, variant };
  }));
}

/** The value of `--name value`, or undefined. */
export function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** A numeric flag, refused with its name when it is not a number. */
export function numberFlag(name: string, fallback: number): number {
  const text = flag(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`--${name} must be a number; got ${JSON.stringify(text)}.`);
  return value;
}

export const quick = process.argv.includes('--quick');

/**
 * A deal's position cap (`--max-states`, else 400 positions a millisecond of its time limit, above what one
 * core stores, about 200): the clock binds, not the count. A fixed 3,000,000 once stopped four-suit Spider
 * deals at 16 s of their 30.
 */
export function maxStatesFor(timeMs: number): number {
  return numberFlag('max-states', Math.max(3_000_000, timeMs * 400));
}

/** The seeds a section runs: `--seeds A,B,C`, or `--deals N` from `--from`, or its default count. */
export function seedsFor(defaultDeals: number): number[] {
  const listed = flag('seeds');
  if (listed !== undefined) return listed.split(',').map(Number);
  const from = numberFlag('from', 1);
  return Array.from({ length: numberFlag('deals', defaultDeals) }, (_, i) => from + i);
}

/** `seeds 1–200`, or the list. */
export function describeSeeds(seeds: readonly number[]): string {
  const first = seeds[0] ?? 0;
  const consecutive = seeds.every((s, i) => s === first + i);
  return consecutive ? `seeds ${first}–${first + seeds.length - 1}` : `seeds ${seeds.join(', ')}`;
}

/** The p-th quantile (0–1) of sorted values, nearest rank. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(0));
export const share = (n: number, of: number): string => `${n}/${of} (${((100 * n) / Math.max(of, 1)).toFixed(1)}%)`;
export const count = (n: number): string => Math.round(n).toLocaleString('en');

/** CPU seconds (user + system) this process spent while `run` ran. */
export function cpuSeconds<T>(run: () => T): { readonly value: T; readonly cpu: number } {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return { value, cpu: (used.user + used.system) / 1e6 };
}

/** Whether moves, played through core's `Game` from a numbered deal, win it (false too when one is refused). */
export function replaysDealToWin(variant: Variant, seed: number, moves: readonly Move[], dealer: DealerName = 'patience'): boolean {
  const game = new Game(variant, { seed, dealer });
  for (const move of moves) if (!game.tryMove(move).ok) return false;
  return game.isWon();
}

/** Progress on stderr, about ten lines a section. */
export function progress(label: string, done: number, total: number, began: number, extra: string): void {
  if (done % Math.max(1, Math.floor(total / 10)) === 0 || done === total) {
    process.stderr.write(`  ${label}: ${done}/${total} ${extra} ${((performance.now() - began) / 1000).toFixed(0)} s\n`);
  }
}
