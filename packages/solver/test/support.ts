import { Game, type Move, type Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';

/** Plays moves through core's Game from a position and says whether they win it. */
export function replaysToWin(variant: Variant, position: GameState, moves: readonly Move[]): boolean {
  const game = new Game(variant, { position });
  for (const move of moves) game.move(move);
  return game.isWon();
}
