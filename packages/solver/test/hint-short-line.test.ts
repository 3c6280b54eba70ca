import { Game, type Move } from '@patience/core';
import { applyMove, deal, type GameState } from '@patience/core/engine';
import { formatMove, parseMove } from '@patience/core/notation';
import { seahaven } from '@patience/seahaven';
import { spider, spiderette } from '@patience/spider';
import { describe, expect, it } from 'vitest';
import { shortenSolution, solve, solveAsync } from '../src/index.js';
import { solve as search } from '../src/search/solve.js';

/** Whether the line wins the deal, played through core's `Game`. */
function winsTheDeal(variant: Parameters<typeof deal>[0], seed: number, moves: readonly Move[]): boolean {
  const game = new Game(variant, { seed });
  return moves.every((move) => game.tryMove(move).ok) && game.isWon();
}

describe('shortenSolution: a solution line made short before it is shown', () => {
  const seahavenVariant = seahaven.variant();
  // Bounded by positions, not time, so that the line is the same on any machine.
  const seahavenLine = (): readonly Move[] => {
    const result = solve(seahavenVariant, deal(seahavenVariant, 5), { maxStates: 20_000, timeMs: 600_000 });
    if (result.status !== 'solved') throw new Error(`Seahaven Towers deal 5 is won; the solver said ${result.status}`);
    return result.moves;
  };

  it('drops a card moved to another cell and back (Seahaven Towers deal 5: 75 moves become the 73 of the win)', () => {
    const line = seahavenLine();
    expect(line.length).toBe(73);
    const detour = [parseMove('c3>c1'), parseMove('c1>c3')];
    expect(shortenSolution(seahavenVariant, deal(seahavenVariant, 5), [...detour, ...line])).toEqual(line);
  });

  it('two-suit Spider deal 1: the search\'s 608-move line is 266 moves long after, wins through Game, and passes no position twice', () => {
    const variant = spider.variant({ suits: 2 });
    const result = search(variant, deal(variant, 1), { peek: true, maxStates: 200_000, timeMs: 600_000 });
    if (result.status !== 'solved') throw new Error(`two-suit Spider deal 1 is won; the solver said ${result.status}`);
    expect(result.moves.length).toBe(608);
    const short = shortenSolution(variant, deal(variant, 1), result.moves);
    expect(short.length).toBe(266);
    expect(winsTheDeal(variant, 1, short)).toBe(true);
    const seen = new Set<string>();
    let state: GameState = deal(variant, 1);
    for (const move of short) {
      seen.add(JSON.stringify([state.piles, state.redealsUsed]));
      state = applyMove(variant, state, move).state;
      expect(seen.has(JSON.stringify([state.piles, state.redealsUsed]))).toBe(false);
    }
  });

  it('solve and solveAsync give the search\'s line made short: Spiderette deal 10, 125 moves from the search, 117 from solve, which win through Game', async () => {
    const variant = spiderette.variant();
    const limits = { peek: true, maxStates: 100_000, timeMs: 600_000 } as const;
    const raw = search(variant, deal(variant, 10), limits);
    const given = solve(variant, deal(variant, 10), limits);
    if (raw.status !== 'solved' || given.status !== 'solved') throw new Error(`Spiderette deal 10 is won; the solver said ${raw.status}, ${given.status}`);
    expect(raw.moves.length).toBe(125);
    expect(given.moves.length).toBe(117);
    expect(given.moves).toEqual(shortenSolution(variant, deal(variant, 10), raw.moves));
    expect(winsTheDeal(variant, 10, given.moves)).toBe(true);
    const later = await solveAsync(variant, new Game(variant, { seed: 10 }), limits);
    expect(later.status === 'solved' ? later.moves : []).toEqual(given.moves);
  });

  it('merges moves that one move does: the top card of t3 moved onto t1, then on to t4, is one move t3>t4 (one-suit Spider deal 1)', () => {
    const variant = spider.variant({ suits: 1 });
    const start = deal(variant, 1);
    const direct = parseMove('t3>t4');
    const after = applyMove(variant, start, direct).state;
    const result = solve(variant, after, { peek: true, maxStates: 100_000, timeMs: 600_000 });
    if (result.status !== 'solved') throw new Error(`one-suit Spider deal 1 is won; the solver said ${result.status}`);
    const rest = shortenSolution(variant, after, result.moves);
    const short = shortenSolution(variant, start, [parseMove('t3>t1'), parseMove('t1>t4'), ...result.moves]);
    expect(short.map(formatMove)).toEqual([direct, ...rest].map(formatMove));
    expect(winsTheDeal(variant, 1, short)).toBe(true);
  });

  it('refuses a line with a move not legal where it is played, or a line that does not win, naming which', () => {
    const line = seahavenLine();
    expect(() => shortenSolution(seahavenVariant, deal(seahavenVariant, 5), [parseMove('t1>t2'), ...line]))
      .toThrow('shortenSolution: move 1 of the line (t1>t2) is not legal where it is played.');
    expect(() => shortenSolution(seahavenVariant, deal(seahavenVariant, 5), line.slice(0, 10)))
      .toThrow('shortenSolution: the line of 10 moves does not win the game.');
  });
});
