/**
 * The loaders that fetch each game's package only when that game opens (a separate chunk per package).
 * Apart from the catalogue so that the solver's worker can load games without the build-time manifest.
 */
import type { GameDefinition } from '@patience/core';

/** Loads a game's package, or the composed variant of that id, and returns its definition; rejects for an unknown id. */
export function loadDefinition(id: string): Promise<GameDefinition> {
  switch (id) {
    case 'easthaven':
      return import('@patience/easthaven').then((m) => m.easthaven as unknown as GameDefinition);
    case 'spider':
      return import('@patience/spider').then((m) => m.spider as unknown as GameDefinition);
    case 'spiderette':
      return import('@patience/spider').then((m) => m.spiderette as unknown as GameDefinition);
    case 'seahaven-towers':
      return import('@patience/seahaven').then((m) => m.seahaven as unknown as GameDefinition);
    default:
      // A variant composed on the compose page, kept in this browser (never in a worker: a worker has no
      // storage, so tasks carry a composed variant whole, see protocol.ts).
      return import('../custom/custom-game.js').then((m) => {
        const game = m.storedCustomGame(id);
        if (!game) throw new Error(`There is no game called ${id}.`);
        return game.definition;
      });
  }
}
