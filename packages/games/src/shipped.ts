import type { GameDefinition } from '@patience/core';
import type { Lesson } from '@patience/core/lessons';
import { easthaven } from '@patience/easthaven';
import { easthavenLessons } from '@patience/easthaven/lessons';
import { seahaven } from '@patience/seahaven';
import { seahavenLessons } from '@patience/seahaven/lessons';
import { spider, spiderette } from '@patience/spider';
import { spiderLessons, spideretteLessons } from '@patience/spider/lessons';

/** A shipped game, with the package that exports it and the name it is exported as. */
export interface ShippedGame {
  readonly game: GameDefinition;
  /** The npm package: `'@patience/seahaven'`. */
  readonly pkg: string;
  /** The name the package exports it as: `'seahaven'`. */
  readonly exportName: string;
  /**
   * Every name it is found by, in lower case: its id, then its export name when that differs
   * (`['seahaven-towers', 'seahaven']`).
   */
  readonly names: readonly string[];
  /**
   * The game's guided lessons, from its package's `/lessons` subpath (`@patience/spider/lessons`), in the
   * order a player should take them: `startLesson(game, lessons[0])` plays the first.
   */
  readonly lessons: readonly Lesson[];
}

function shipped(game: GameDefinition, pkg: string, exportName: string, lessons: readonly Lesson[]): ShippedGame {
  return Object.freeze({ game, pkg, exportName, names: Object.freeze([...new Set([game.id, exportName])]), lessons });
}

/**
 * Every shipped game, in the order the gallery, the rules pages and the commands list them: the one list
 * the repository reads, so that a new game is added once.
 * @example SHIPPED_GAMES.map((s) => s.game.id) // ['easthaven', 'spider', 'spiderette', 'seahaven-towers']
 */
export const SHIPPED_GAMES: readonly ShippedGame[] = Object.freeze([
  shipped(easthaven, '@patience/easthaven', 'easthaven', easthavenLessons),
  shipped(spider, '@patience/spider', 'spider', spiderLessons),
  shipped(spiderette, '@patience/spider', 'spiderette', spideretteLessons),
  shipped(seahaven, '@patience/seahaven', 'seahaven', seahavenLessons),
]);

/**
 * The shipped game a name stands for: its id or its export name, in any case (`seahaven` and
 * `Seahaven-Towers` both find Seahaven Towers), or `undefined`.
 */
export function findShippedGame(name: string): ShippedGame | undefined {
  const wanted = name.trim().toLowerCase();
  return SHIPPED_GAMES.find((s) => s.names.includes(wanted));
}
