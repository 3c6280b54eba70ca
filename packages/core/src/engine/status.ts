import type { Variant } from '../rules/vocabulary.js';
import { gridOf, gridWon } from './grid.js';
import { legalMoves } from './legality.js';
import { checkedState } from './state-check.js';
import { tableOf } from './table.js';
import type { GameState, PileState } from './types.js';

/**
 * Whether a position is won: every card of the deck is on the foundations, or, under the win
 * `tableau-cleared`, every tableau pile is empty; under `aces-left`, every card but the Aces is on the foundations;
 * under `rows-in-sequence`, every row of the grid runs in suit from its start to its King.
 * @throws {@link PatienceError} `invalid-snapshot` for a state that is not a position of the variant.
 */
export function isWon(variant: Variant, state: GameState): boolean {
  const table = tableOf(variant);
  checkedState(table, state);
  const grid = gridOf(table);
  if (grid !== undefined) return gridWon(grid, table, state.piles);
  if (table.variant.rules.win.kind === 'tableau-cleared') {
    for (let i = table.tableauStart; i < table.tableauEnd; i++) if ((state.piles[i] as PileState).cards.length > 0) return false;
    return true;
  }
  let home = 0;
  for (let i = table.foundationStart; i < table.foundationEnd; i++) home += (state.piles[i] as PileState).cards.length;
  // Every deck has four Aces, one in 13 cards; under `aces-left` they are the cards that stay out.
  return home === (table.variant.rules.win.kind === 'aces-left' ? table.totalCards - table.totalCards / 13 : table.totalCards);
}

/** Whether a position is lost for good: not won, and no legal move, deal or redeal (see {@link legalMoves}). */
export function isStuck(variant: Variant, state: GameState): boolean {
  return gameStatus(variant, state) === 'lost';
}

/**
 * Where a game stands: `won` (see {@link isWon}), `lost` (not won, and no legal move, deal or redeal is
 * left, so no play can change that), or `playing`.
 */
export type GameStatus = 'playing' | 'won' | 'lost';

/**
 * Where a position stands ({@link GameStatus}): the pure form of `game.status()`.
 * @throws {@link PatienceError} `invalid-snapshot` for a state that is not a position of the variant.
 * @example gameStatus(variant, deal(variant, 7)) // 'playing'
 */
export function gameStatus(variant: Variant, state: GameState): GameStatus {
  if (isWon(variant, state)) return 'won';
  return legalMoves(variant, state).length === 0 ? 'lost' : 'playing';
}

/** Whether a position is won or lost for good: its {@link gameStatus} is not `playing`. */
export function isGameOver(variant: Variant, state: GameState): boolean {
  return gameStatus(variant, state) !== 'playing';
}

/**
 * How many more deals the stock holds: rows for a deal-row stock, draws for a draw-to-waste stock
 * (not counting redeals), 0 without a stock.
 * @throws {@link PatienceError} `invalid-snapshot` for a state that is not a position of the variant.
 */
export function dealsLeft(variant: Variant, state: GameState): number {
  const table = tableOf(variant);
  checkedState(table, state);
  if (table.stock < 0) return 0;
  const stockCards = (state.piles[table.stock] as PileState).cards.length;
  const stock = table.variant.rules.stock;
  const perDeal = stock.kind === 'draw-to-waste' ? stock.draw : table.tableauEnd - table.tableauStart;
  return Math.ceil(stockCards / perDeal);
}
