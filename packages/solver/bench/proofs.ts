/**
 * The loss proofs (src/proofs) measured on Seahaven Towers deals, and checked for soundness:
 * - at the opening: how many lost deals the cell-deadlock proof proves, how fast, and that it never fires
 *   on a deal fc-solve or our search wins, nor on any position along our winning lines (all winnable);
 * - in mid-game (each deal played 10–40 random legal moves in, what the demo's winnability check meets):
 *   how many of the positions the search proves lost it proves, and never one the search wins;
 * - two attempts measured and not kept: the dig order (`dig-order.ts`, the cell deadlock over every column
 *   at once), checked and counted as the cell deadlock is; and a relaxation, the same deals with any run
 *   movable (a superset of the real moves, so a lost relaxed deal is lost): how many lost deals it proves,
 *   what it would cost, and its verdict on the lost deals the real search needs most positions for;
 * - with `--relax-spiderette SEEDS`: Spiderette (four suits, thoughtful) with runs of one colour movable (a
 *   superset of the real moves), solved on those deals within `--relax-states` positions (default 2,000,000);
 * - with `--macro-spiderette SEEDS`: what a search by moves that change something would store and walk
 *   (`macro-census.ts`), within `--macro-states` positions (default 3,000,000).
 */
import { parseVariant, type Variant } from '@patience/core';
import { applyLegalMove, applyMove, deal, legalMoves, type GameState } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import { seahaven } from '@patience/seahaven';
import { spiderette } from '@patience/spider';
import { findCellDeadlock } from '../src/proofs/cell-deadlock.js';
import { solverLayout } from '../src/rules/layout.js';
import { solve } from '../src/index.js';
import { count, cpuSeconds, describeSeeds, flag, numberFlag, quick, seedsFor, share } from './common.js';
import { findDigDeadlock } from '../src/proofs/dig-order.js';
import { runMacroCensus } from './macro-census.js';
import { ensureFcSolve, fcSolveBoard, runFcSolve } from './fc-solve.js';

function randomlyPlayed(variant: Variant, seed: number): GameState {
  let state = deal(variant, seed);
  const random = mulberry32(seed * 7919);
  const plies = 10 + randomBelow(random, 31);
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(variant, state);
    if (moves.length === 0) break;
    state = applyLegalMove(variant, state, moves[randomBelow(random, moves.length)] as (typeof moves)[number]).state;
  }
  return state;
}

export function runProofs(): void {
  const variant = seahaven.variant();
  const relaxed = seahaven.variant({ runLimit: 'unlimited' });
  const layout = solverLayout(variant);
  const seeds = seedsFor(quick ? 30 : 1000);
  const timeMs = numberFlag('time-ms', quick ? 2000 : 10_000);
  const referee = ensureFcSolve();
  console.log(`\nLoss proofs on Seahaven Towers ${describeSeeds(seeds)}${referee ? ', fc-solve (-sp r:tf) as a second referee' : ''}, search at ${timeMs} ms`);
  const piles = (start: number, end: number): number[] => Array.from({ length: end - start }, (_, i) => start + i);
  const board = (state: GameState): string => fcSolveBoard(state, piles(layout.tableauStart, layout.tableauEnd),
    piles(layout.foundationStart, layout.foundationEnd), piles(layout.cellStart, layout.cellEnd));
  const opening = { lost: 0, proven: 0, cpu: 0 };
  const middle = { lost: 0, won: 0, proven: 0, cpu: 0, searchCpuOnProven: 0 };
  const dig = { proven: [] as number[], cpu: 0, middleProven: 0, middleCpu: 0, searchCpuOnProven: 0, searchStatesOnProven: 0 };
  const hardest: { readonly seed: number; readonly states: number; readonly relaxed: string }[] = [];
  const relax = { proven: [] as number[], cpuOnLost: 0, realCpuOnProven: 0, relaxedCpuOnProven: 0, cpuOnWon: 0 };
  let linePositions = 0;
  const unsound: string[] = [];
  for (const seed of seeds) {
    const state = deal(variant, seed);
    const { value: proof, cpu } = cpuSeconds(() => findCellDeadlock(layout, state));
    opening.cpu += cpu;
    const digged = cpuSeconds(() => findDigDeadlock(layout, state));
    dig.cpu += digged.cpu;
    const fc = referee ? runFcSolve(board(state), ['-g', 'seahaven', '-sp', 'r:tf']).verdict : 'unknown';
    const searched = cpuSeconds(() => solve(variant, state, { timeMs }));
    const result = searched.value;
    const loose = cpuSeconds(() => solve(relaxed, state, { timeMs }));
    if (result.status === 'solved' || fc === 'won') {
      relax.cpuOnWon += loose.cpu;
      if (proof) unsound.push(`deal ${seed} (won) proven lost`);
      if (digged.value) unsound.push(`deal ${seed} (won) proven lost by the dig order`);
      if (result.status === 'solved') {
        let position: GameState = state;
        for (const move of result.moves) {
          position = applyMove(variant, position, move).state;
          linePositions++;
          if (findCellDeadlock(layout, position)) unsound.push(`deal ${seed}: a position on its winning line proven lost`);
          if (findDigDeadlock(layout, position)) unsound.push(`deal ${seed}: a position on its winning line proven lost by the dig order`);
        }
      }
    } else if (result.status === 'unwinnable' || fc === 'lost') {
      opening.lost++;
      if (proof) opening.proven++;
      if (digged.value) dig.proven.push(seed);
      hardest.push({ seed, states: result.statesExplored, relaxed: loose.value.status });
      relax.cpuOnLost += loose.cpu;
      if (process.env.BENCH_VERBOSE) {
        process.stderr.write(`    lost deal ${seed}: search ${searched.cpu.toFixed(3)} s CPU; any run movable ${loose.value.status} in ${loose.cpu.toFixed(3)} s\n`);
      }
      if (loose.value.status === 'unwinnable') {
        relax.proven.push(seed);
        relax.realCpuOnProven += searched.cpu;
        relax.relaxedCpuOnProven += loose.cpu;
      }
    }
    const later = randomlyPlayed(variant, seed);
    const laterProof = cpuSeconds(() => findCellDeadlock(layout, later));
    middle.cpu += laterProof.cpu;
    const laterDig = cpuSeconds(() => findDigDeadlock(layout, later));
    dig.middleCpu += laterDig.cpu;
    const laterSearch = cpuSeconds(() => solve(variant, later, { timeMs }));
    if (laterSearch.value.status === 'solved') {
      middle.won++;
      if (laterProof.value) unsound.push(`deal ${seed}: a won mid-game position proven lost`);
      if (laterDig.value) unsound.push(`deal ${seed}: a won mid-game position proven lost by the dig order`);
    } else if (laterSearch.value.status === 'unwinnable') {
      middle.lost++;
      if (laterDig.value) {
        dig.middleProven++;
        dig.searchCpuOnProven += laterSearch.cpu;
        dig.searchStatesOnProven += laterSearch.value.statesExplored;
      }
      if (laterProof.value) {
        middle.proven++;
        middle.searchCpuOnProven += laterSearch.cpu;
      }
    }
  }
  const perPosition = (cpu: number): string => `${((1000 * cpu) / seeds.length).toFixed(3)} ms a position`;
  console.log(`  cell deadlock, openings  proves ${share(opening.proven, opening.lost)} lost deals; ${perPosition(opening.cpu)}`);
  console.log(`  cell deadlock, mid-game  proves ${share(middle.proven, middle.lost)} lost positions (${middle.won} won); ${perPosition(middle.cpu)}; ` +
    `the search spent ${middle.searchCpuOnProven.toFixed(2)} s CPU on those it proves`);
  console.log(`  dig order, openings      proves ${share(dig.proven.length, opening.lost)} lost deals${dig.proven.length ? ` (${dig.proven.join(', ')})` : ''}; ${perPosition(dig.cpu)}`);
  console.log(`  dig order, mid-game      proves ${share(dig.middleProven, middle.lost)} lost positions; ${perPosition(dig.middleCpu)}; ` +
    `the search spent ${dig.searchCpuOnProven.toFixed(2)} s CPU and ${count(dig.searchStatesOnProven)} positions on those it proves`);
  console.log(`  soundness                ${unsound.length === 0 ? 'no won deal or position claimed lost' : `UNSOUND: ${unsound.slice(0, 10).join('; ')}`}; ` +
    `${count(linePositions)} positions along winning lines checked`);
  console.log(`  relaxation (any run)     proves ${share(relax.proven.length, opening.lost)} lost deals${relax.proven.length ? ` (${relax.proven.join(', ')})` : ''}: ` +
    `${relax.relaxedCpuOnProven.toFixed(2)} s CPU on them against ${relax.realCpuOnProven.toFixed(2)} s for the real search; ` +
    `run first on every deal it would add ${relax.cpuOnWon.toFixed(1)} s on the won deals and ${(relax.cpuOnLost - relax.relaxedCpuOnProven).toFixed(1)} s on the lost ones it does not prove`);
  const top = [...hardest].sort((a, b) => b.states - a.states).slice(0, 5);
  console.log(`  relaxation, hardest lost ${top.map((h) => `${h.seed} (${count(h.states)} positions): ${h.relaxed}`).join('; ')}`);
  if (unsound.length > 0) process.exitCode = 1;
  const relaxSeeds = flag('relax-spiderette');
  if (relaxSeeds !== undefined) runSpideretteRelaxation(relaxSeeds.split(',').map(Number), numberFlag('relax-states', 2_000_000));
  const macroSeeds = flag('macro-spiderette');
  if (macroSeeds !== undefined) runMacroCensus(macroSeeds.split(',').map(Number), numberFlag('macro-states', 3_000_000));
}

/**
 * Spiderette with runs of one colour movable (and complete runs still of one suit) has every move of the real
 * game, so a deal it loses is lost. The same seed deals the same cards (the deck and the layout are the same).
 */
function runSpideretteRelaxation(seeds: readonly number[], maxStates: number): void {
  const real = spiderette.variant();
  const relaxed = parseVariant({ ...real, rules: { ...real.rules, tableau: { ...real.rules.tableau, pickUp: { kind: 'run', match: 'same-colour' } } } });
  console.log(`\nSpiderette (four suits, thoughtful) with runs of one colour movable, ${describeSeeds(seeds)}, ${count(maxStates)} positions a deal`);
  for (const seed of seeds) {
    const { value: result, cpu } = cpuSeconds(() => solve(relaxed, deal(relaxed, seed), { peek: true, timeMs: 3_600_000, maxStates, maxMemoryMB: 4096 }));
    const verdict = result.status === 'gave-up' ? `gave up (${result.reason})` : result.status === 'unwinnable' ? 'lost, so the real deal is lost' : 'won';
    console.log(`  deal ${seed}  ${verdict} at ${count(result.statesExplored)} positions, ${cpu.toFixed(2)} s CPU`);
  }
}
