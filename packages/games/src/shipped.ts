import type { GameDefinition } from '@patience/core';
import type { Lesson } from '@patience/core/lessons';
import { bakersDozen } from '@patience/bakers-dozen';
import { beleagueredCastle } from '@patience/beleaguered-castle';
import { canfield } from '@patience/canfield';
import { easthaven } from '@patience/easthaven';
import { easthavenLessons } from '@patience/easthaven/lessons';
import { fortyThieves } from '@patience/forty-thieves';
import { bakersGame, eightOff, freecell } from '@patience/freecell';
import { golf, tripeaks } from '@patience/golf';
import { klondike } from '@patience/klondike';
import { pyramid } from '@patience/pyramid';
import { scorpion } from '@patience/scorpion';
import { seahaven } from '@patience/seahaven';
import { seahavenLessons } from '@patience/seahaven/lessons';
import { spider, spiderette } from '@patience/spider';
import { spiderLessons, spideretteLessons } from '@patience/spider/lessons';
import { russianSolitaire, yukon } from '@patience/yukon';

/** A published game, with the package that exports it and the name it is exported as. */
export interface ShippedGame {
  readonly game: GameDefinition;
  /** The npm package: `'@patience/seahaven'`. */
  readonly pkg: string;
  /** The name the package exports it as: `'seahaven'`. */
  readonly exportName: string;
  /**
   * Every name it is found by, in lower case: its id, then its export name when that differs, then its other
   * names written as ids (`['seahaven-towers', 'seahaven']`; Canfield: `['canfield', 'demon']`).
   */
  readonly names: readonly string[];
  /**
   * The game's guided lessons, from its package's `/lessons` subpath (`@patience/spider/lessons`), in the
   * order a player should take them: `startLesson(game, lessons[0])` plays the first. Empty for a game with none.
   */
  readonly lessons: readonly Lesson[];
  /**
   * `true` for the classics (Klondike, FreeCell, ...: games players know from elsewhere, written as data on the
   * same vocabulary); `false` for the games this project was built around, with lessons.
   */
  readonly classic: boolean;
}

/** A name as an id: lower case, words joined by hyphens (`Tri Peaks` is `tri-peaks`, `bakersGame` is `bakers-game`). */
function asId(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function listed(game: GameDefinition, pkg: string, exportName: string, lessons: readonly Lesson[], classic: boolean): ShippedGame {
  const names = [game.id, exportName.toLowerCase(), ...[exportName, ...game.otherNames].map(asId)];
  return Object.freeze({ game, pkg, exportName, names: Object.freeze([...new Set(names)]), lessons, classic });
}

const shipped = (game: GameDefinition, pkg: string, exportName: string, lessons: readonly Lesson[]): ShippedGame =>
  listed(game, pkg, exportName, lessons, false);
const classic = (game: GameDefinition, pkg: string, exportName: string): ShippedGame =>
  listed(game, pkg, exportName, [], true);

/**
 * Every published game, in the order the gallery, the rules pages and the commands list them: the games this
 * project was built around first, then the classics. The one list the repository reads, so that a new game is
 * added once.
 * @example GAMES.map((s) => s.game.id).slice(0, 6) // ['easthaven', 'spider', 'spiderette', 'seahaven-towers', 'klondike', 'freecell']
 */
export const GAMES: readonly ShippedGame[] = Object.freeze([
  shipped(easthaven, '@patience/easthaven', 'easthaven', easthavenLessons),
  shipped(spider, '@patience/spider', 'spider', spiderLessons),
  shipped(spiderette, '@patience/spider', 'spiderette', spideretteLessons),
  shipped(seahaven, '@patience/seahaven', 'seahaven', seahavenLessons),
  classic(klondike, '@patience/klondike', 'klondike'),
  classic(freecell, '@patience/freecell', 'freecell'),
  classic(bakersGame, '@patience/freecell', 'bakersGame'),
  classic(eightOff, '@patience/freecell', 'eightOff'),
  classic(yukon, '@patience/yukon', 'yukon'),
  classic(russianSolitaire, '@patience/yukon', 'russianSolitaire'),
  classic(scorpion, '@patience/scorpion', 'scorpion'),
  classic(bakersDozen, '@patience/bakers-dozen', 'bakersDozen'),
  classic(fortyThieves, '@patience/forty-thieves', 'fortyThieves'),
  classic(beleagueredCastle, '@patience/beleaguered-castle', 'beleagueredCastle'),
  classic(canfield, '@patience/canfield', 'canfield'),
  classic(golf, '@patience/golf', 'golf'),
  classic(tripeaks, '@patience/golf', 'tripeaks'),
  classic(pyramid, '@patience/pyramid', 'pyramid'),
]);

/**
 * The games this project was built around (Easthaven, Spider, Spiderette, Seahaven Towers), each with lessons:
 * {@link GAMES} without the classics.
 * @example SHIPPED_GAMES.map((s) => s.game.id) // ['easthaven', 'spider', 'spiderette', 'seahaven-towers']
 */
export const SHIPPED_GAMES: readonly ShippedGame[] = Object.freeze(GAMES.filter((s) => !s.classic));

/**
 * The classics (Klondike, FreeCell, Baker's Game, ... Pyramid): {@link GAMES} without the games this project was
 * built around.
 * @example CLASSIC_GAMES.map((s) => s.game.id).slice(0, 3) // ['klondike', 'freecell', 'bakers-game']
 */
export const CLASSIC_GAMES: readonly ShippedGame[] = Object.freeze(GAMES.filter((s) => s.classic));

/**
 * The game a name stands for, among all of {@link GAMES}: its id, its export name or one of its other names, in
 * any case (`seahaven`, `Seahaven-Towers`, `demon` for Canfield, `tri-peaks`), or `undefined`.
 * @example findGame('Demon')?.game.name // 'Canfield'
 */
export function findGame(name: string): ShippedGame | undefined {
  const wanted = name.trim().toLowerCase();
  return GAMES.find((s) => s.names.includes(wanted));
}
