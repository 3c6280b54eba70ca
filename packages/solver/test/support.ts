import { Game, type Move, type Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { EXAMPLE_GAMES } from '@patience/examples';
import { SHIPPED_GAMES } from '@patience/games';
import { variantSubjects, type VariantSubject } from '@patience/test-support/subjects';

/** A game with one combination of its options, named for failure messages. */
export type Subject = VariantSubject;

/** Every shipped game with every combination of its options. */
export const shippedSubjects = (): Subject[] => variantSubjects(SHIPPED_GAMES.map(({ game }) => game));

/** Every example game (Klondike, FreeCell, ...) with every combination of its options. */
export const exampleSubjects = (): Subject[] => variantSubjects(EXAMPLE_GAMES.map(({ game }) => game));

/** Plays moves through core's Game from a position and says whether they win it. */
export function replaysToWin(variant: Variant, position: GameState, moves: readonly Move[]): boolean {
  const game = new Game(variant, { position });
  for (const move of moves) game.move(move);
  return game.isWon();
}
