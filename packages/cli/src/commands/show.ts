/** `patience show`: a deal drawn as a table, or its documented JSON snapshot. */
import { Game } from '@patience/core';
import type { Paint } from '../colour.js';
import { drawBoard } from '../play/board.js';
import type { Chosen } from '../select.js';

export function showText(chosen: Chosen, seed: number, json: boolean, paint: Paint): string {
  const game = new Game(chosen.variant, { seed });
  if (json) return JSON.stringify(game.snapshot(), null, 2);
  return `${paint.bold(`${chosen.name}, deal ${seed}`)}\n${drawBoard(chosen.variant, game.state, paint)}`;
}
