/**
 * Soundness of the proofs the search reads (stranded card, ranks not paired off, waste walks and predecessors): random games
 * of Golf, TriPeaks (King and Ace not neighbours too) and Pyramid, and at every position where a proof says
 * "lost", the search without the proofs (`dropStranded: false`) must not win it. Prints how often each game's
 * positions were proved lost, how many of those the plain search exhausted (agreeing), how many it could not
 * decide within its limit, and any it won (a proof wrong: the exit code is then 1).
 *
 * Then the winnable side: each deal of 1..`--won-deals` that `solve` wins, searched again without the
 * proofs; where that search wins too, no position along its line may be proved lost.
 *
 *   pnpm exec tsx bench/lost-proofs.ts [--deals 20] [--moves 60] [--max-states 200000] [--won-deals 0] [--game Pyramid]
 */
import type { Variant } from '@patience/core';
import { applyMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { solve } from '../src/index.js';
import { mulberry32, randomBelow } from '@patience/core/random';
import { CLASSIC_GAMES } from '@patience/games';
import { CompactPosition } from '../src/engine/compact-position.js';
import { compactRules } from '../src/engine/compact-rules.js';
import { strandRules, strandedCard, unpairedRank } from '../src/proofs/stranded-card.js';
import { tooFewPredecessors, tooFewWalks, walkRules } from '../src/proofs/waste-walks.js';
import { solverLayout } from '../src/rules/layout.js';
import { compactSearch } from '../src/search/compact-search.js';
import { flag, numberFlag } from './common.js';

const deals = numberFlag('deals', 20);
const moves = numberFlag('moves', 60);
const maxStates = numberFlag('max-states', 200_000);
const wonDeals = numberFlag('won-deals', 0);

function classic(id: string, options?: Record<string, unknown>): Variant {
  const found = CLASSIC_GAMES.find(({ game }) => game.id === id);
  if (!found) throw new Error(`No classic game ${id}.`);
  return (found.game.variant as (o?: Record<string, unknown>) => Variant)(options);
}

const games: readonly [string, Variant][] = [
  ['Golf', classic('golf')], ['TriPeaks', classic('tripeaks')], ['TriPeaks, no wrap', classic('tripeaks', { wrap: false })], ['Pyramid', classic('pyramid')],
];

const only = flag('game');
for (const [name, variant] of games.filter(([n]) => only === undefined || n === only)) {
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
  if (wonDeals > 0) checkWonLines(name, variant, provedLost);
}

/** Deals 1..wonDeals that `solve` wins: the plain search's line, where it finds one, must pass no position a proof calls lost. */
function checkWonLines(name: string, variant: Variant, provedLost: (state: GameState) => boolean): void {
  const layout = solverLayout(variant);
  let won = 0;
  let lines = 0;
  let checked = 0;
  for (let seed = 1; seed <= wonDeals; seed++) {
    if (solve(variant, deal(variant, seed), { peek: true, timeMs: 10_000 }).status !== 'solved') continue;
    won++;
    const outcome = compactSearch(layout, deal(variant, seed), {
      maxStates, timeMs: 600_000, signal: undefined, stopAtHiddenCards: false, rateMoves: false, playSafeMovesHome: true,
      skipLateralMoves: false, mergeColumnsEarly: false, strategy: 'depth-first', dropStranded: false,
    });
    if (outcome.end !== 'won') continue;
    lines++;
    let state = deal(variant, seed);
    for (const move of [undefined, ...outcome.moves]) {
      if (move !== undefined) state = applyMove(variant, state, move).state;
      checked++;
      if (provedLost(state)) {
        console.error(`${name} deal ${seed}: a position along a winning line is proved lost`);
        process.exitCode = 1;
      }
    }
  }
  console.log(`${name}: deals 1–${wonDeals}, ${won} won; the plain search won ${lines} of them in ${maxStates} positions; ${checked} positions along those lines, none proved lost unless reported above`);
}
