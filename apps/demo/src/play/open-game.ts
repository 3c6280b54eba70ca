/**
 * Opening a play page: resume the stored game when the URL asks for the same deal and options (or for no
 * particular deal), otherwise deal what the URL asks for. Stored data is never trusted: a wrong shape or
 * a save the engine refuses is discarded with a quiet sentence, never a crash.
 */
import { Game, gameSource, type GameDefinition } from '@patience/core';
import type { DealerName } from '@patience/core/random';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { randomDealNumber, sameOptions, type PlayRequest } from '../routes/play-params.js';
import type { Stored } from '../storage/local.js';
import { readSavedGame, savedDealer, savedMoveCount, savedSeed, stepsFor, type SavedGame } from '../storage/saved-game.js';

/** A game in progress that a link opened another deal over: kept until a move is made in the new one. */
export interface LeftGame {
  readonly seed: number;
  readonly dealer: DealerName;
  readonly options: SavedGame['options'];
  readonly moves: number;
}

/** A game ready to play, and what the player should be told about how it was opened. */
export interface OpenedGame {
  readonly game: Game;
  readonly seed: number;
  readonly elapsedMs: number;
  /** The resumed game had been shown its solution (its win is one with help). */
  readonly assisted: boolean;
  readonly resumed: boolean;
  /** Sentences for the status line (bad URL parameters, a discarded save). */
  readonly notices: readonly string[];
  /** The stored game should be removed: it was unreadable. */
  readonly discardStored: boolean;
  /**
   * The stored game with moves that this opening did not resume (a link to another deal or variant): the
   * page offers to go back to it, since the first move here replaces it.
   */
  readonly left: LeftGame | null;
}

/** How to open: the player's auto-move switch (core's `autoFoundation`), and the random source of new deals. */
export interface OpenSettings {
  readonly autoMove?: boolean;
  readonly random?: () => number;
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
  { autoMove = false, random = Math.random }: OpenSettings = {},
): OpenedGame {
  const notices = [...request.problems];
  let discardStored = false;
  let left: LeftGame | null = null;
  const dealer = request.dealer ?? 'patience';
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
    } else if (sameOptions(game, saved.options, request.options) && (request.seed === null || (request.seed === seed && dealer === savedDealer(saved)))) {
      try {
        const steps = stepsFor(saved.steps, savedMoveCount(saved));
        const loaded = Game.load(saved.save, gameSource([definition]), { autoFoundation: autoMove, ...(steps ? { steps } : {}) });
        if (loaded.variant === variant && loaded.seed === seed) {
          return { game: loaded, seed, elapsedMs: saved.elapsedMs, assisted: saved.assisted === true, resumed: true, notices, discardStored: false, left: null };
        }
        notices.push('The saved game was for other rules, so it was discarded.');
      } catch (error) {
        notices.push(`The saved game could not be restored, so it was discarded. ${error instanceof Error ? error.message : ''}`.trim());
      }
      discardStored = true;
    } else if (savedMoveCount(saved) > 0) {
      left = { seed, dealer: savedDealer(saved), options: saved.options, moves: savedMoveCount(saved) };
    }
  }
  const seed = request.seed ?? randomDealNumber(random);
  return { game: new Game(variant, { seed, dealer }, { autoFoundation: autoMove }), seed, elapsedMs: 0, assisted: false, resumed: false, notices, discardStored, left };
}
