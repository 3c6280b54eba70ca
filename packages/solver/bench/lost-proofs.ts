/**
 * Soundness of the proofs the search reads (stranded card, ranks not paired off, waste walks and predecessors): random games
 * of Golf, TriPeaks (King and Ace not neighbours too) and Pyramid, and at every position where a proof says
 * "lost", the search without the proofs (`dropStranded: false`) must not win it. Prints how often each game's
 * positions were proved lost, how many of those the plain search exhausted (agreeing), how many it could not
 * decide within its limit, and any it won (a proof wrong: the exit code is then 1).
 *
 *   pnpm exec tsx bench/lost-proofs.ts [--deals 20] [--moves 60] [--max-states 200000]
 */
import type { Variant } from '@patience/core';
import { applyMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { CLASSIC_GAMES } from '@patience/games';
import { CompactPosition } from '../src/engine/compact-position.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { strandRules, strandedCard, unpairedRank } from '../src/proofs/stranded-card.js';
import { tooFewPredecessors, tooFewWalks, walkRules } from '../src/proofs/waste-walks.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const deals = flag('deals', 20);
const moves = flag('moves', 60);
const maxStates = flag('max-states', 200_000);

function classic(id: string, options?: Record<string, unknown>): Variant {
  const found = CLASSIC_GAMES.find(({ game }) => game.id === id);
  if (!found) throw new Error(`No classic game ${id}.`);
  return (found.game.variant as (o?: Record<string, unknown>) => Variant)(options);
}

const games: readonly [string, Variant][] = [
  ['Golf', classic('golf')], ['TriPeaks', classic('tripeaks')], ['TriPeaks, no wrap', classic('tripeaks', { wrap: false })], ['Pyramid', classic('pyramid')],
];

for (const [name, variant] of games) {
  const layout = solverLayout(variant);
  const rules = compactRules(layout);
  const strand = strandRules(rules);
  const walks = walkRules(rules);
  const provedLost = (state: GameState): boolean => {
    const pos = new CompactPosition(rules, state);
    if (walks !== null && (tooFewWalks(pos, walks) || tooFewPredecessors(pos, walks))) return true;
    return strand !== null && (strandedCard(pos, strand) !== null || unpairedRank(pos, strand) !== 0);
  };
  let positions = 0;
  let proved = 0;
  let agreed = 0;
  let undecided = 0;
  let wrong = 0;
  for (let seed = 1; seed <= deals; seed++) {
    const random = mulberry32(seed);
    let state = deal(variant, seed);
    for (let step = 0; step < moves; step++) {
      positions++;
      if (provedLost(state)) {
        proved++;
        const outcome = compactSearch(layout, state, {
          maxStates, timeMs: 600_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false, playSafeMovesHome: true,
          skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first', dropStranded: false,
        });
        if (outcome.end === 'exhausted') agreed++;
        else if (outcome.end === 'won') {
          wrong++;
          console.error(`${name} deal ${seed}, move ${step}: proved lost, but the search wins it`);
          process.exitCode = 1;
        } else undecided++;
        // Play on from a position that may be lost: the proofs are checked on every position met.
      }
      const legal = legalMoves(variant, state);
      if (legal.length === 0) break;
      state = applyMove(variant, state, legal[randomBelow(random, legal.length)] as (typeof legal)[number]).state;
    }
  }
  console.log(`${name}: ${positions} positions of ${deals} random games; proved lost ${proved}: the plain search exhausted ${agreed}, could not decide ${undecided} in ${maxStates} positions, won ${wrong}`);
}
