/**
 * Opening a play page: resume the stored game when the URL asks for the same deal and options (or for no
 * particular deal), otherwise deal what the URL asks for. Stored data is never trusted: a wrong shape or
 * a save the engine refuses is discarded with a quiet sentence, never a crash.
 */
import { Game, gameSource, type GameDefinition } from '@patience/core';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { randomDealNumber, sameOptions, type PlayRequest } from '../routes/play-params.js';
import type { Stored } from '../storage/local.js';
import { readSavedGame, savedSeed, undoGroupsFor } from '../storage/saved-game.js';

/** A game ready to play, and what the player should be told about how it was opened. */
export interface OpenedGame {
  readonly game: Game;
  readonly seed: number;
  readonly elapsedMs: number;
  readonly resumed: boolean;
  /** How many moves each Undo takes back, oldest first, adding up to the game's history. */
  readonly undoGroups: readonly number[];
  /** Sentences for the status line (bad URL parameters, a discarded save). */
  readonly notices: readonly string[];
  /** The stored game should be removed: it was unreadable. */
  readonly discardStored: boolean;
}

/**
 * Opens the game a play URL asks for.
 * @example openGame(spider, manifest, { seed: 7, options: { suits: 4, ... }, problems: [] }, { kind: 'missing' }).seed // 7
 */
export function openGame(
  definition: GameDefinition,
  game: ManifestGame,
  request: PlayRequest,
  stored: Stored,
  random: () => number = Math.random,
): OpenedGame {
  const notices = [...request.problems];
  let discardStored = false;
  const variant = definition.variant(request.options);
  if (stored.kind === 'unreadable') {
    notices.push('The saved game could not be read, so it was discarded.');
    discardStored = true;
  } else if (stored.kind === 'value') {
    const saved = readSavedGame(stored.value);
    const seed = saved ? savedSeed(saved) : null;
    if (!saved || seed === null) {
      notices.push('The saved game was damaged, so it was discarded.');
      discardStored = true;
    } else if (sameOptions(game, saved.options, request.options) && (request.seed === null || request.seed === seed)) {
      try {
        const loaded = Game.load(saved.save, gameSource([definition]));
        if (loaded.variant === variant && loaded.seed === seed) {
          return { game: loaded, seed, elapsedMs: saved.elapsedMs, resumed: true, undoGroups: undoGroupsFor(saved.undoGroups, loaded.history().length), notices, discardStored: false };
        }
        notices.push('The saved game was for other rules, so it was discarded.');
      } catch (error) {
        notices.push(`The saved game could not be restored, so it was discarded. ${error instanceof Error ? error.message : ''}`.trim());
      }
      discardStored = true;
    }
  }
  const seed = request.seed ?? randomDealNumber(random);
  return { game: new Game(variant, { seed }), seed, elapsedMs: 0, resumed: false, undoGroups: [], notices, discardStored };
}
