/** `patience show`: a deal drawn as a table, or its documented JSON snapshot. */
import { Game } from '@patience/core';
import type { Paint } from '../colour.js';
import { drawBoard } from '../play/board.js';
import { dealTitle, type Chosen, type DealChoice } from '../select.js';

export function showText(chosen: Chosen, dealt: DealChoice, json: boolean, paint: Paint): string {
  const game = new Game(chosen.variant, dealt);
  if (json) return JSON.stringify(game.snapshot(), null, 2);
  return `${paint.bold(`${chosen.name}, ${dealTitle(dealt)}`)}\n${drawBoard(chosen.variant, game.state, paint)}`;
}
