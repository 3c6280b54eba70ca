/**
 * The games the app knows, from the build-time manifest (no engine code). Each game's package is loaded
 * only when a page needs it: see loaders.ts and useDefinition.ts.
 */
import manifest from 'virtual:patience-manifest';
import type { Manifest, ManifestGame } from '../gallery/manifest-types.js';

/** Every shipped game, in gallery order. */
export const GAMES: Manifest = manifest;

/** A game's manifest entry by id; undefined for an unknown id. */
export function findGame(id: string): ManifestGame | undefined {
  return GAMES.find((g) => g.id === id);
}
