/**
 * The loaders that fetch each game's package only when that game opens (a separate chunk per package).
 * Apart from the catalogue so that the solver's worker can load games without the build-time manifest.
 */
import type { GameDefinition } from '@patience/core';
import type { Lesson } from '@patience/core/lessons';

/**
 * The game with the lessons of its package's `/lessons` subpath attached (the packages keep them apart from
 * the game, so the Learn page's `lessonsOf` finds them on the definition as before).
 */
function taught(game: Promise<unknown>, lessons: Promise<readonly Lesson[]>): Promise<GameDefinition> {
  return Promise.all([game, lessons, import('@patience/core/lessons')]).then(([g, l, { withLessons }]) => withLessons(g as GameDefinition, l));
}

/**
 * Loads a game's package (a shipped game; a classic, found in `@patience/games`, the one list of every game;
 * Meridian, our own example), or the composed variant of that id, and returns its definition; rejects for an unknown id.
 */
export function loadDefinition(id: string): Promise<GameDefinition> {
  switch (id) {
    case 'easthaven':
      return taught(import('@patience/easthaven').then((m) => m.easthaven), import('@patience/easthaven/lessons').then((m) => m.easthavenLessons));
    case 'spider':
      return taught(import('@patience/spider').then((m) => m.spider), import('@patience/spider/lessons').then((m) => m.spiderLessons));
    case 'spiderette':
      return taught(import('@patience/spider').then((m) => m.spiderette), import('@patience/spider/lessons').then((m) => m.spideretteLessons));
    case 'seahaven-towers':
      return taught(import('@patience/seahaven').then((m) => m.seahaven), import('@patience/seahaven/lessons').then((m) => m.seahavenLessons));
    default:
      return id === 'meridian'
        ? import('@patience/example-meridian').then((m) => m.meridian)
        : import('@patience/games').then((m) => m.findGame(id)?.game ?? composedDefinition(id));
  }
}

/** A variant composed on the compose page, by id; rejects when there is none. */
function composedDefinition(id: string): Promise<GameDefinition> {
  // Kept in this browser (never in a worker: a worker has no storage, so tasks carry a composed variant
  // whole, see protocol.ts).
  return import('../custom/custom-game.js').then((m) => {
    const game = m.storedCustomGame(id);
    if (!game) throw new Error(`There is no game called ${id}.`);
    return game.definition;
  });
}
