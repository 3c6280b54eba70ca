/*
 * Whether `maxMemoryMB` bounds a search: solves one deal with no time or position limit, so that only the
 * memory bound can end it, and prints the reason it ended, the positions stored and the process's peak
 * resident memory beside the bound. Run it once with `--max-memory-mb 1` for what the program holds before
 * any search (the runtime and the code), which the bound does not count.
 *
 *   pnpm exec tsx bench/memory-bound.ts [--game huge|spider-4] [--max-memory-mb 16] [--strategy best-first] [--seed 1]
 *
 * `huge` is eight decks over 32 columns, the largest layout the vocabulary allows (searched whole);
 * `spider-4` is four-suit Spider with `peek` (searched deal by deal).
 */
import { defineVariant, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { spider } from '@patience/spider';
import { solve, type SolveOptions } from '../src/index.js';

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const game = flag('game', 'huge');
const maxMemoryMB = Number(flag('max-memory-mb', '16'));
const strategy = flag('strategy', 'depth-first') as NonNullable<SolveOptions['strategy']>;
const seed = Number(flag('seed', '1'));

const variant: Variant = game === 'spider-4'
  ? spider.variant({ suits: 4 })
  : defineVariant({
    id: 'huge', name: 'Huge',
    deck: { decks: 8, suits: ['clubs', 'diamonds', 'hearts', 'spades'] },
    layout: { tableau: Array.from({ length: 32 }, () => ({ cards: 13, faceDown: 0 })) },
  });

const before = process.cpuUsage();
const result = solve(variant, deal(variant, seed), {
  maxMemoryMB, timeMs: Number.POSITIVE_INFINITY, maxStates: Number.POSITIVE_INFINITY, peek: game === 'spider-4', strategy,
});
const cpu = process.cpuUsage(before);
const peakMB = Math.round(process.resourceUsage().maxRSS / 1024);
console.log([
  `${game} deal ${seed}, ${strategy}${game === 'spider-4' ? ' (deal by deal)' : ''}, maxMemoryMB ${maxMemoryMB}:`,
  `${result.status}${'reason' in result ? ` (${result.reason})` : ''}, ${result.statesExplored} positions,`,
  `peak RSS ${peakMB} MB, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s of CPU`,
].join(' '));
