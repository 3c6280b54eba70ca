/*
 * To add a family: make its package under examples/<family>/ (named @patience/example-<family>), add it to
 * this package's dependencies, and add one line per game to EXAMPLE_GAMES below, where the gallery should
 * list it. The gallery, the rules pages, the reliability suite and the solver's checks read this list.
 */
import type { GameDefinition } from '@patience/core';
import { bakersDozen } from '@patience/example-bakers-dozen';
import { beleagueredCastle } from '@patience/example-beleaguered-castle';
import { canfield } from '@patience/example-canfield';
import { fortyThieves } from '@patience/example-forty-thieves';
import { bakersGame, eightOff, freecell } from '@patience/example-freecell';
import { golf, tripeaks } from '@patience/example-golf';
import { klondike } from '@patience/example-klondike';
import { meridian } from '@patience/example-meridian';
import { pyramid } from '@patience/example-pyramid';
import { scorpion } from '@patience/example-scorpion';
import { russianSolitaire, yukon } from '@patience/example-yukon';

/** An example game, with the package that exports it and the name it is exported as. */
export interface ExampleGame {
  readonly game: GameDefinition;
  /** The workspace package: `'@patience/example-freecell'`. */
  readonly pkg: string;
  /** The name the package exports it as: `'bakersGame'`. */
  readonly exportName: string;
}

function example(game: GameDefinition, pkg: string, exportName: string): ExampleGame {
  return Object.freeze({ game, pkg, exportName });
}

/**
 * Every example game, in the order the gallery's "More games" and the rules pages list them: the one list the
 * repository reads, so that a new example is added once.
 * @example EXAMPLE_GAMES.map((e) => e.game.id).slice(0, 3) // ['klondike', 'freecell', 'bakers-game']
 */
export const EXAMPLE_GAMES: readonly ExampleGame[] = Object.freeze([
  example(klondike, '@patience/example-klondike', 'klondike'),
  example(freecell, '@patience/example-freecell', 'freecell'),
  example(bakersGame, '@patience/example-freecell', 'bakersGame'),
  example(eightOff, '@patience/example-freecell', 'eightOff'),
  example(yukon, '@patience/example-yukon', 'yukon'),
  example(russianSolitaire, '@patience/example-yukon', 'russianSolitaire'),
  example(scorpion, '@patience/example-scorpion', 'scorpion'),
  example(bakersDozen, '@patience/example-bakers-dozen', 'bakersDozen'),
  example(fortyThieves, '@patience/example-forty-thieves', 'fortyThieves'),
  example(beleagueredCastle, '@patience/example-beleaguered-castle', 'beleagueredCastle'),
  example(canfield, '@patience/example-canfield', 'canfield'),
  example(golf, '@patience/example-golf', 'golf'),
  example(tripeaks, '@patience/example-golf', 'tripeaks'),
  example(pyramid, '@patience/example-pyramid', 'pyramid'),
  example(meridian, '@patience/example-meridian', 'meridian'),
]);

/**
 * The example game an id stands for, in any case (`Eight-Off` finds Eight Off), or `undefined`.
 * @example findExampleGame('canfield')?.game.name // 'Canfield'
 */
export function findExampleGame(id: string): ExampleGame | undefined {
  const wanted = id.trim().toLowerCase();
  return EXAMPLE_GAMES.find((e) => e.game.id === wanted);
}
