/**
 * The games the app knows, from the build-time manifest (no engine code). Each game's package is loaded
 * only when a page needs it: see loaders.ts and useDefinition.ts.
 */
import manifest from 'virtual:patience-manifest';
import type { Manifest, ManifestGame } from '../gallery/manifest-types.js';

/** Every shipped game, in gallery order. */
export const GAMES: Manifest = manifest;

/**
 * The games the Variant Lab starts from: every game the gallery offers to play (shipped games, then "More
 * games", the examples written as data), in gallery order, each with its presets. A game added to the
 * manifest (and to `loadDefinition`) appears here with no change to the Lab.
 */
export const STARTING_GAMES: Manifest = GAMES.filter((g) => g.group === 'shipped' || g.group === 'more');

/** A game's manifest entry by id; undefined for an unknown id. */
export function findGame(id: string): ManifestGame | undefined {
  return GAMES.find((g) => g.id === id);
}
