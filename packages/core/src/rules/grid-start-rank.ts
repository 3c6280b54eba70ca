import type { GridRules } from './vocabulary.js';

/**
 * The rank each row of a grid starts from, in its first column: the Two when the Aces are set aside (Montana),
 * else the Ace, which is then in the grid.
 * @example gridStartRank({ columns: 13, aces: 'set-aside', redeals: 2 }) // 2
 */
export function gridStartRank(grid: GridRules): number {
  return grid.aces === 'set-aside' ? 2 : 1;
}
