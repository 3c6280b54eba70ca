/**
 * A recorded win, for the win-screen tests: Seahaven Towers deal 1, the line of
 * packages/seahaven/test/game.test.ts (76 moves found by a search, then the last nine cards home).
 */
import { Game } from '@patience/core';
import { formatMove } from '@patience/core/notation';
import { seahaven } from '@patience/seahaven';

const BY_HAND = [
  't7>f4 t5>f4 t5>f4 c3>t4 t9>t10 t1>c1 c2>t1 t1>t5x2 t1>c2 t1>c3 t1>c4 t6>t1',
  't9>t6 t3>t9 t3>t9 c2>t3 t3>t7x2 t3>f2 c4>t3 t5>t9x3',
  't1>c2 t2>c4 c2>t1 t2>t1 t2>f3 t8>f3 t6>t2x2 t6>f2 t4>f2 t4>f2 c4>t4 t4>t3x2 t4>f3 t2>f3 t2>f3 t2>f3 t2>f1',
  'c1>f3 t4>t3 t8>t4 c3>t8 t6>t8 t6>t8 t7>t8x3 t7>t8 t5>t7 t5>f3 t7>f3 t7>f3 t7>f1 t4>f1 t4>f1 t10>f3 t10>f3',
  't10>f4 t10>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>f2 t8>t9 t8>f4 t9>f4 t9>f4 t9>f4 t9>f4 t9>f4',
  't9>f4 t9>f4 t9>f3 t9>f4 t10>t1',
].join(' ').split(' ');

/** The deal the line wins. */
const WIN_SEED = 1;
export const WIN_GAME_ID = 'seahaven-towers';

/** The whole winning line of Seahaven Towers deal 1, in notation (85 moves). */
export function seahavenWinningLine(): string[] {
  const game = new Game(seahaven.variant(), { seed: WIN_SEED });
  for (const move of BY_HAND) game.move(move);
  game.autoPlay();
  if (!game.isWon()) throw new Error('The recorded line no longer wins Seahaven Towers deal 1.');
  return game.history().map((r) => formatMove(r.move));
}

/** Seahaven Towers deal 1 played up to all but its last `left` moves, and the moves that are left. */
export function nearlyWon(left = 1): { game: Game; rest: string[] } {
  const line = seahavenWinningLine();
  const game = new Game(seahaven.variant(), { seed: WIN_SEED });
  for (const move of line.slice(0, line.length - left)) game.move(move);
  return { game, rest: line.slice(line.length - left) };
}
