/**
 * The games the app knows, from the build-time manifest (no engine code), and the loaders that fetch each
 * game's package only when that game opens.
 */
import type { GameDefinition } from '@patience/core';
import manifest from 'virtual:patience-manifest';
import type { Manifest, ManifestGame } from '../gallery/manifest-types.js';

/** Every shipped game, in gallery order. */
export const GAMES: Manifest = manifest;

/** A game's manifest entry by id; undefined for an unknown id. */
export function findGame(id: string): ManifestGame | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Loads a game's package (a separate chunk per package) and returns its definition. */
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
      return Promise.reject(new Error(`There is no game called ${id}.`));
  }
}

/** Loads every game's definition (for restoring saves, which may name any game). */
export function loadAllDefinitions(): Promise<GameDefinition[]> {
  return Promise.all(GAMES.map((g) => loadDefinition(g.id)));
}
