/**
 * fc-solve (Freecell Solver 5, Debian's `freecell-solver-bin`) as the benchmark's independent referee for
 * Seahaven Towers: our deal written in its board format, its verdict, and its CPU time as a child process.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cardCode, rankOf, suitOf } from '@patience/core/cards';
import type { GameState } from '@patience/core/engine';

/** Installs fc-solve with apt when it is missing (the benchmark runs as root on the project's machines). */
export function ensureFcSolve(): boolean {
  if (spawnSync('sh', ['-c', 'command -v fc-solve'], { encoding: 'utf8' }).status === 0) return true;
  process.stderr.write('fc-solve is missing: apt-get install -y freecell-solver-bin\n');
  const installed = spawnSync('apt-get', ['install', '-y', 'freecell-solver-bin'], { stdio: 'inherit' });
  return installed.status === 0 && spawnSync('sh', ['-c', 'command -v fc-solve']).status === 0;
}

/** fc-solve's version line, for the report. */
export function fcSolveVersion(): string {
  try {
    return execFileSync('sh', ['-c', "dpkg-query -W -f '${Version}' freecell-solver-bin"], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown version';
  }
}

const SUIT_LETTER = { clubs: 'C', diamonds: 'D', hearts: 'H', spades: 'S' } as const;

/**
 * A Seahaven Towers position in fc-solve's board format: the foundations (top rank per suit), the four
 * cells in order ("-" for an empty one), then one line a column, bottom card first (core's order too).
 * `tableau`, `foundations` and `cells` are the pile indices of the variant's layout.
 */
export function fcSolveBoard(state: GameState, tableau: readonly number[], foundations: readonly number[], cells: readonly number[]): string {
  const founds = new Map<string, number>([['H', 0], ['C', 0], ['D', 0], ['S', 0]]);
  for (const f of foundations) {
    const cards = state.piles[f]?.cards ?? [];
    const top = cards[cards.length - 1];
    if (top !== undefined) founds.set(SUIT_LETTER[suitOf(top)], rankOf(top));
  }
  const cellCodes = cells.map((c) => {
    const card = state.piles[c]?.cards[0];
    return card === undefined ? '-' : cardCode(card);
  });
  return [
    `Foundations: ${[...founds].map(([suit, rank]) => `${suit}-${rank}`).join(' ')}`,
    `Freecells: ${cellCodes.join(' ')}`,
    ...tableau.map((t) => `: ${(state.piles[t]?.cards ?? []).map(cardCode).join(' ')}`),
    '',
  ].join('\n');
}

/** fc-solve's answer on one board, and the CPU seconds its process used. */
export interface FcSolveAnswer {
  readonly verdict: 'won' | 'lost' | 'unknown';
  readonly cpu: number;
}

/**
 * Runs fc-solve on a board under bash and reads its children's CPU time from bash's `times`, to the
 * millisecond (GNU time rounds to 10 ms, which summed over 1,000 short runs would drift).
 */
export function runFcSolve(board: string, flags: readonly string[]): FcSolveAnswer {
  const script = `fc-solve ${flags.join(' ')} -m - > "$OUT"; times`;
  const out = `/tmp/fc-solve-bench-${process.pid}.txt`;
  const run = spawnSync('bash', ['-c', script], { input: board, encoding: 'utf8', env: { ...process.env, OUT: out } });
  const answer = spawnSync('cat', [out], { encoding: 'utf8' }).stdout;
  // `times` prints the shell's own user/system time, then its children's: "0m0.012s 0m0.001s".
  const children = run.stdout.trim().split('\n')[1] ?? '';
  const cpu = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, m) => sum + Number(m[1]) * 60 + Number(m[2]), 0);
  const verdict = answer.includes('This game is solveable.') ? 'won' : answer.includes('I could not solve this game.') ? 'lost' : 'unknown';
  return { verdict, cpu };
}
