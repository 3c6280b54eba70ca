/**
 * The games the app knows, from the build-time manifest (no engine code), and the loaders that fetch each
 * game's package only when that game opens (see loaders.ts).
 */
import type { GameDefinition } from '@patience/core';
import manifest from 'virtual:patience-manifest';
import type { Manifest, ManifestGame } from '../gallery/manifest-types.js';
import { loadDefinition } from './loaders.js';

export { loadDefinition };

/** Every shipped game, in gallery order. */
export const GAMES: Manifest = manifest;

/** A game's manifest entry by id; undefined for an unknown id. */
export function findGame(id: string): ManifestGame | undefined {
  return GAMES.find((g) => g.id === id);
}

/** Loads every game's definition (for restoring saves, which may name any game). */
export function loadAllDefinitions(): Promise<GameDefinition[]> {
  return Promise.all(GAMES.map((g) => loadDefinition(g.id)));
}
