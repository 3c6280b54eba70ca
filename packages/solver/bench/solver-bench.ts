/**
 * The solver's benchmark (a benchmark, not a test: it prints figures and fails only when a line does not
 * replay to a win or fc-solve disagrees). Sections, chosen with --game (comma-separated):
 *
 *   fc-solve    Seahaven Towers deals 1-1000 beside fc-solve (installs freecell-solver-bin when missing)
 *   fc-solve-ms FreeCell on Microsoft's deals 1-1000 beside fc-solve, the same way
 *   seahaven, easthaven, spiderette, spider-1, spider-2, spider-4
 *               numbered deals: share decided, positions each verdict needed, CPU, replays
 *   hints       hint times on mid-game positions of every shipped game and option combination
 *   follow      deals won by following hint alone, beside the thoughtful solver's wins
 *   proofs      the loss proofs (src/proofs) on Seahaven deals: sound on every won deal, how many lost proven
 *
 *   pnpm bench:solver --quick                 every quick section, under 2 minutes on a quiet core
 *   pnpm bench:solver --game fc-solve         the full Seahaven comparison (minutes; --fc-default-deals N runs
 *                                             fc-solve's slower default search on the first N deals only)
 *   pnpm bench:solver --game spiderette --rerun-ms 150000 --max-memory-mb 4096
 *                                             200 deals at 10 s, then the undecided ones at 150 s (hours)
 *   pnpm bench:solver                         every full section (hours: see docs/solver.md)
 *
 * Flags: --deals N, --from SEED, --seeds A,B,C, --time-ms MS, --max-states N (default 400 a millisecond of the
 * time limit, at least 3,000,000), --max-memory-mb MB,
 * --strategy depth-first|best-first, --rerun-ms MS, --hint-states N, --max-moves N, --follow-games A,B (the
 * games the follow section plays; its quick run leaves the Spider games out), --no-memory (the follow section
 * gives hints no history, as before they had one), --no-solver (the follow section skips the thoughtful
 * solver beside the hints), --hint-ms MS (the follow section's hints bounded by the clock too, not only by
 * --hint-states), --agreement (the hints section also counts how often the hint names a 20,000-position
 * look-ahead's move). BENCH_VERBOSE=1 prints each deal on stderr (in the follow section: how it ended, its
 * deals, cards home and face down); BENCH_TRACE=1 prints each hint the follow section plays. Run it under
 * `nice` on a shared machine.
 */
import { BENCHES, flag, quick } from './common.js';
import { runDeals } from './deals.js';
import { runFollowHints, runHintTimes } from './hints.js';
import { runProofs } from './proofs.js';
import { MICROSOFT_FREECELL_BESIDE_FC_SOLVE, runBesideFcSolve, SEAHAVEN_BESIDE_FC_SOLVE } from './beside-fc-solve.js';

const SECTIONS: Record<string, () => void> = {
  'fc-solve': () => { runBesideFcSolve(SEAHAVEN_BESIDE_FC_SOLVE); },
  'fc-solve-ms': () => { runBesideFcSolve(MICROSOFT_FREECELL_BESIDE_FC_SOLVE); },
  ...Object.fromEntries(BENCHES.map((bench) => [bench.key, () => { runDeals(bench); }])),
  hints: runHintTimes,
  follow: runFollowHints,
  proofs: runProofs,
};

// The quick run: what a first look needs in under two minutes; the full run: every section at its sample.
const QUICK = ['fc-solve', 'easthaven', 'spiderette', 'hints', 'follow', 'proofs'];
const chosen = (flag('game') ?? (quick ? QUICK : Object.keys(SECTIONS)).join(',')).split(',');
console.log(`Patience solver benchmark (one core; time limits are wall-clock and inflate on a busy machine)${quick ? ', quick' : ''}`);
for (const key of chosen) {
  const section = SECTIONS[key];
  if (!section) throw new Error(`There is no section ${JSON.stringify(key)}: choose from ${Object.keys(SECTIONS).join(', ')}.`);
  section();
}
