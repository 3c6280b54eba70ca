/**
 * Each example's decided share: numbered deals of every example game (its default options) solved one after
 * another on one core, as the solver benchmark's deal sections do (`pnpm bench:solver`), and every line
 * replayed through core's `Game` to a win. A benchmark, not a test: it prints figures, and fails only when a
 * solution does not replay.
 *
 *   pnpm bench:examples                          100 deals at 10 s each, every example (hours)
 *   pnpm bench:examples --deals 20 --time-ms 2000 --game klondike,canfield
 *   pnpm bench:examples --catalogue --deals 20 --time-ms 2000 --game storehouse,saratoga
 *
 * Flags: --deals N (default 100), --from SEED (1), --time-ms MS (10000), --game A,B (ids; default every
 * example), --catalogue (the exact games of core's catalogue, `packages/core/test/catalogue`, instead). The solver peeks at face-down cards (the "thoughtful" game), as the shipped games' figures do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Game, parseVariant, VariantError, type Move, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { solve } from '../src/index.js';
import { meridian } from '@patience/example-meridian';
import { CLASSIC_GAMES } from '@patience/games';

/** The classics and Meridian, our own example game; with --catalogue, the catalogue's exact games. */
const EXAMPLE_GAMES: readonly { readonly id: string; readonly name: string; variant(): Variant }[] = process.argv.includes('--catalogue')
  ? catalogueExactGames()
  : [...CLASSIC_GAMES.map(({ game }) => game), meridian];

function catalogueExactGames(): { readonly id: string; readonly name: string; variant(): Variant }[] {
  const dir = new URL('../../core/test/catalogue/games/', import.meta.url);
  return readdirSync(dir).filter((file) => file.endsWith('.json')).sort().flatMap((file) => {
    const entry = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { id: string; name: string; status: string; variant?: unknown };
    if (entry.status !== 'exact') return [];
    const variant = parseVariant(entry.variant);
    return [{ id: entry.id, name: entry.name, variant: () => variant }];
  });
}

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function numberFlag(name: string, fallback: number): number {
  const text = flag(name);
  const value = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0; got ${JSON.stringify(text)}.`);
  return value;
}

/** Why the solver refuses a variant written with a word it does not play yet, or null when it searches it. */
function solverRefusal(variant: Variant): string | null {
  try {
    solve(variant, deal(variant, 1), { timeMs: 1 });
    return null;
  } catch (error) {
    if (error instanceof VariantError) return error.message;
    throw error;
  }
}

function replaysToWin(variant: Variant, seed: number, moves: readonly Move[]): boolean {
  const game = new Game(variant, { seed });
  for (const move of moves) if (!game.tryMove(move).ok) return false;
  return game.isWon();
}

const deals = numberFlag('deals', 100);
const from = numberFlag('from', 1);
const timeMs = numberFlag('time-ms', 10_000);
const wanted = flag('game')?.split(',');
const unknown = wanted?.filter((id) => !EXAMPLE_GAMES.some((game) => game.id === id)) ?? [];
if (unknown.length > 0) throw new Error(`There is no example ${unknown.join(', ')}: choose from ${EXAMPLE_GAMES.map((game) => game.id).join(', ')}.`);

console.log(`Example games: seeds ${from}–${from + deals - 1}, ${timeMs} ms a deal, peeking at hidden cards (one core; wall-clock limits inflate on a busy machine)`);
console.log('| game | decided | solved | unwinnable | undecided | median ms |');
console.log('|---|---|---|---|---|---|');
for (const game of EXAMPLE_GAMES.filter((g) => wanted === undefined || wanted.includes(g.id))) {
  const variant = game.variant();
  const refusal = solverRefusal(variant);
  if (refusal !== null) {
    console.log(`| ${game.name} | refused: ${refusal} | | | | |`);
    continue;
  }
  let solved = 0;
  let lost = 0;
  const times: number[] = [];
  for (let seed = from; seed < from + deals; seed++) {
    const result = solve(variant, deal(variant, seed), { peek: true, timeMs });
    times.push(result.elapsedMs);
    if (result.status === 'solved') {
      solved++;
      if (!replaysToWin(variant, seed, result.moves)) {
        console.error(`${game.id} seed ${seed}: the solution does not replay to a win`);
        process.exitCode = 1;
      }
    }
    if (result.status === 'unwinnable') lost++;
  }
  times.sort((a, b) => a - b);
  const decided = solved + lost;
  const median = times[Math.floor((times.length - 1) / 2)] ?? 0;
  console.log(`| ${game.name} | ${decided}/${deals} (${((100 * decided) / deals).toFixed(0)}%) | ${solved} | ${lost} | ${deals - decided} | ${median.toFixed(0)} |`);
}
