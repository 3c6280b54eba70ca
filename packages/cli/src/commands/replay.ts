/** `patience replay FILE`: a save loaded (its moves replayed through the engine) and its last position drawn. */
import { Game, gameSource, PatienceError } from '@patience/core';
import type { Paint } from '../colour.js';
import { GAMES } from '../games.js';
import { MAX_SAVE_FILE_BYTES, readLimitedFile } from '../files.js';
import { drawBoard } from '../play/board.js';
import { chooseVariantFile, dealTitle } from '../select.js';
import { printable, pathText } from '../printable.js';
import { CommandError } from '../usage.js';

/**
 * The game a save file holds, loaded; the library's message, as a {@link CommandError}, when it cannot be. A save
 * names its variant by id: a shipped game's, or the one in `variantFile` (`--variant`).
 */
export function loadSave(file: string, variantFile?: string): Game {
  const source = variantFile === undefined ? gameSource(GAMES.map((s) => s.game)) : chooseVariantFile(variantFile).variant;
  const text = readLimitedFile(file, 'a save file', MAX_SAVE_FILE_BYTES);
  try {
    return Game.load(text, source);
  } catch (error) {
    if (error instanceof PatienceError) throw new CommandError(`${pathText(file)}: ${printable(error.message)}`);
    throw error;
  }
}

/** The title a loaded game is shown under: the variant's name and its deal number. */
export function savedTitle(game: Game): string {
  const name = printable(game.variant.name);
  return game.seed === null ? name : `${name}, ${dealTitle({ seed: game.seed, dealer: game.dealer })}`;
}

export function replayText(file: string, paint: Paint, variantFile?: string): string {
  const game = loadSave(file, variantFile);
  const n = game.history().length;
  const state = game.isWon() ? 'won' : game.isStuck() ? 'lost: no move or deal is left' : 'in play';
  return `${paint.bold(`${savedTitle(game)}: ${n} move${n === 1 ? '' : 's'}, ${state}`)}\n${drawBoard(game.variant, game.state, paint)}`;
}
