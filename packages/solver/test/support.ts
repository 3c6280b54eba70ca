import { Game, type GameDefinition, type Move, type Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { EXAMPLE_GAMES } from '@patience/examples';
import { SHIPPED_GAMES } from '@patience/games';
import { optionCombinations } from '@patience/test-support/options';

/** A game with one combination of its options, named for failure messages. */
export interface Subject {
  /** `easthaven {"emptyColumns":"any",...}` or `canfield {}`. */
  readonly label: string;
  readonly game: GameDefinition;
  readonly variant: Variant;
}

function subjects(games: readonly { readonly game: GameDefinition }[]): Subject[] {
  return games.flatMap(({ game }) => optionCombinations(game).map((options) => ({
    label: `${game.id} ${JSON.stringify(options)}`,
    game,
    variant: game.variant(options),
  })));
}

/** Every shipped game with every combination of its options. */
export const shippedSubjects = (): Subject[] => subjects(SHIPPED_GAMES);

/** Every example game (Klondike, FreeCell, ...) with every combination of its options. */
export const exampleSubjects = (): Subject[] => subjects(EXAMPLE_GAMES);

/** Plays moves through core's Game from a position and says whether they win it. */
export function replaysToWin(variant: Variant, position: GameState, moves: readonly Move[]): boolean {
  const game = new Game(variant, { position });
  for (const move of moves) game.move(move);
  return game.isWon();
}
