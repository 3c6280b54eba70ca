/**
 * Why hints lose (issue 38): deals played by following `hint` alone, each hint checked against an oracle, the
 * thoughtful solver on the true deal (`peek`: it sees the hidden cards; used here only, never by the hint). For
 * each deal it prints the first hint whose move leaves the winnable set (the position before it won by the
 * oracle, the one after it not won within `--oracle-ms`), with the hint's reason, and which of the legal moves
 * the oracle says keep the game winnable. A benchmark, never a test.
 *
 *   pnpm exec tsx packages/solver/bench/hints-diagnose.ts --games klondike-3,easthaven --deals 5 --hint-ms 50
 *     [--samples N (default: the hint's own, DEFAULT_HINT_SAMPLES)] [--oracle-ms 2000] [--max-moves 400] [--first 1]
 *     [--harder-ms 1000 --harder-samples 10 (the first move out asked again with this budget; 0: not asked)]
 */
import { loadavg } from 'node:os';
import { Game, type Move, type Variant } from '@patience/core';
import { formatMove } from '@patience/core/notation';
import { applyLegalMove, legalMoves, type GameState } from '@patience/core/engine';
import { easthaven } from '@patience/easthaven';
import { findGame } from '@patience/games';
import { spider, spiderette } from '@patience/spider';
import { DEFAULT_HINT_SAMPLES, hint, solve } from '../src/index.js';
import { flag, numberFlag } from './common.js';

const klondike = findGame('klondike')?.game;
if (!klondike) throw new Error('Klondike is missing from the games');

const GAMES: readonly { readonly key: string; readonly variant: Variant }[] = [
  { key: 'klondike-3', variant: klondike.variant({ draw: 3, redeals: 'unlimited' }) },
  { key: 'easthaven', variant: easthaven.variant() },
  { key: 'spiderette', variant: spiderette.variant() },
  { key: 'spider-2', variant: spider.variant({ suits: 2 }) },
];

const deals = numberFlag('deals', 5);
const firstDeal = numberFlag('first', 1);
const hintMs = numberFlag('hint-ms', 50);
const samples = numberFlag('samples', DEFAULT_HINT_SAMPLES);
const oracleMs = numberFlag('oracle-ms', 2000);
const maxMoves = numberFlag('max-moves', 400);
const harderMs = numberFlag('harder-ms', 1000);
const harderSamples = numberFlag('harder-samples', 10);
const keys = (flag('games') ?? 'klondike-3,easthaven').split(',');

/** The oracle's word on a true position: 'won' (a line found), 'lost' (proven), or 'unknown' (not decided in time). */
function oracle(variant: Variant, state: GameState): 'won' | 'lost' | 'unknown' {
  const result = solve(variant, state, { peek: true, timeMs: oracleMs });
  return result.status === 'solved' ? 'won' : result.status === 'unwinnable' ? 'lost' : 'unknown';
}

/** The kind of a hint, from the first words of its reason. */
function kindOf(reason: string): string {
  if (reason.includes('orders of the unseen cards')) return 'samples';
  if (reason.startsWith('This move starts a win')) return 'win in sight';
  if (reason.includes('foundation safely')) return 'safe home';
  if (reason.includes('for good')) return 'safe run';
  if (reason.includes('turning up a hidden card')) return 'look-ahead: turn-up';
  if (reason.includes('most promising position')) return 'look-ahead: best position';
  if (reason.includes('deal')) return 'deal';
  return reason.slice(0, 40);
}

console.log(`Hints diagnosed: deals ${firstDeal}–${firstDeal + deals - 1}, ${hintMs} ms and ${samples} samples a hint, the oracle at ${oracleMs} ms; load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const { key, variant } of GAMES.filter((g) => keys.includes(g.key))) {
  for (let seed = firstDeal; seed < firstDeal + deals; seed++) {
    const game = new Game(variant, { seed });
    const kinds = new Map<string, number>();
    let verdict = oracle(variant, game.state);
    let left: string | null = null;
    let ended = `cut at ${maxMoves} moves`;
    for (let step = 0; step < maxMoves; step++) {
      if (game.isWon()) { ended = 'won'; break; }
      const given = hint(variant, game, { timeMs: hintMs, samples, seed });
      if (given.move === null) { ended = given.reason; break; }
      const kind = 'lost' in given ? `lost: ${given.reason.slice(0, 70)}` : kindOf(given.reason);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      if ('lost' in given) { ended = `the hint said lost at move ${step + 1} (${given.reason.slice(0, 90)}…)`; break; }
      const before = game.state;
      game.move(given.move);
      if (verdict === 'won' && left === null) {
        const after = oracle(variant, game.state);
        if (after !== 'won') {
          const keeping = legalMoves(variant, before).map((move: Move) => `${formatMove(move)}=${oracle(variant, applyLegalMove(variant, before, move).state)}`);
          left = `move ${step + 1} ${formatMove(given.move)} [${kindOf(given.reason)}: ${given.reason}] → ${after}; the oracle on each legal move: ${keeping.join(' ')}`;
          if (harderMs > 0) {
            // The same position asked again with the think-harder budget: would samples have kept the game winnable?
            game.undo();
            const harder = hint(variant, game, { timeMs: harderMs, samples: harderSamples, seed });
            game.redo();
            const kept = harder.move === null ? 'no move' : oracle(variant, applyLegalMove(variant, before, harder.move).state);
            left += `\n  asked again at ${harderMs} ms, ${harderSamples} samples: ${harder.move ? formatMove(harder.move) : '-'} [${harder.reason}] → ${kept}`;
          }
        }
        verdict = after;
      }
    }
    const counts = [...kinds].map(([k, n]) => `${k} ×${n}`).join(', ');
    console.log(`${key} deal ${seed}: winnable at the start: ${oracle(variant, new Game(variant, { seed }).state)}; ${ended}; hints: ${counts}`);
    console.log(`  first move out of the winnable set: ${left ?? (game.isWon() ? 'none (won)' : 'none found (the oracle never won from the start, or every step stayed winnable)')}`);
  }
}
console.log(`load at the end ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
