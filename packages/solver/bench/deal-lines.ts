/**
 * A line a deal for one example game: verdict, positions stored and milliseconds, peeking, each win replayed
 * through core's `Game`. For reading why a game's deals stay undecided (which deals, how many positions).
 *
 *   pnpm exec tsx bench/deal-lines.ts --game golf --deals 10 --time-ms 2000 [--from 1] [--max-states N]
 */
import { Game, type Move } from '@patience/core';
import { deal } from '@patience/core/engine';
import { CLASSIC_GAMES } from '@patience/games';
import { solve } from '../src/index.js';
import { flag, numberFlag } from './common.js';

const id = flag('game') ?? 'golf';
const found = CLASSIC_GAMES.find(({ game }) => game.id === id);
if (!found) throw new Error(`There is no classic game ${id}: choose from ${CLASSIC_GAMES.map(({ game }) => game.id).join(', ')}.`);
const variant = found.game.variant();
const from = numberFlag('from', 1);
const deals = numberFlag('deals', 10);
const timeMs = numberFlag('time-ms', 2000);
const maxStates = numberFlag('max-states', 1_000_000);

function replaysToWin(seed: number, moves: readonly Move[]): boolean {
  const game = new Game(variant, { seed });
  for (const move of moves) if (!game.tryMove(move).ok) return false;
  return game.isWon();
}

let cpuTotal = 0;
for (let seed = from; seed < from + deals; seed++) {
  const cpu = process.cpuUsage();
  const result = solve(variant, deal(variant, seed), { peek: true, timeMs, maxStates });
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  cpuTotal += cpuMs;
  const verdict = result.status === 'gave-up' ? `gave-up (${result.reason})` : result.status;
  if (result.status === 'solved' && !replaysToWin(seed, result.moves)) {
    console.error(`${id} deal ${seed}: the solution does not replay to a win`);
    process.exitCode = 1;
  }
  console.log(`${id} ${seed}: ${verdict}, ${result.statesExplored} positions, ${cpuMs.toFixed(0)} ms CPU`);
}
console.log(`${id}: ${cpuTotal.toFixed(0)} ms CPU in all`);
