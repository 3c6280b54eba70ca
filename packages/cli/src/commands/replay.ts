/** `patience replay FILE`: a save loaded (its moves replayed through the engine) and its last position drawn. */
import { readFileSync } from 'node:fs';
import { Game, gameSource, PatienceError } from '@patience/core';
import type { Paint } from '../colour.js';
import { SHIPPED_GAMES } from '../games.js';
import { drawBoard } from '../play/board.js';
import { CommandError } from '../usage.js';

/** The game a save file holds, loaded; the library's message, as a {@link CommandError}, when it cannot be. */
export function loadSave(file: string): Game {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return Game.load(text, gameSource(SHIPPED_GAMES.map((s) => s.game)));
  } catch (error) {
    if (error instanceof PatienceError) throw new CommandError(`${file}: ${error.message}`);
    throw error;
  }
}

/** The title a loaded game is shown under: the variant's name and its deal number. */
export function savedTitle(game: Game): string {
  return game.seed === null ? game.variant.name : `${game.variant.name}, deal ${game.seed}`;
}

export function replayText(file: string, paint: Paint): string {
  const game = loadSave(file);
  const n = game.history().length;
  const state = game.isWon() ? 'won' : game.isStuck() ? 'lost: no move or deal is left' : 'in play';
  return `${paint.bold(`${savedTitle(game)}: ${n} move${n === 1 ? '' : 's'}, ${state}`)}\n${drawBoard(game.variant, game.state, paint)}`;
}
