/**
 * `patience play`: a game in the terminal. On a terminal the table is redrawn in place after every line
 * typed; through a pipe (a script, a test) each line typed is echoed after `> ` and the table is printed
 * again after each change, so the transcript reads as the game went.
 */
import { createInterface } from 'node:readline';
import { drawBoard } from '../play/board.js';
import { PlaySession } from '../play/session.js';
import { printableLines } from '../printable.js';
import type { Paint } from '../colour.js';
import type { Game } from '@patience/core';

/** Plays until the game is won, the player quits or the input ends; resolves to the exit code (0). */
export async function playGame(game: Game, title: string, paint: Paint): Promise<number> {
  const session = new PlaySession(game, title, paint);
  const live = process.stdin.isTTY && process.stdout.isTTY;
  const out = (text: string): void => {
    process.stdout.write(`${text}\n`);
  };
  // Clear the screen and go home, so the table stays in one place while the game goes on.
  const redraw = (message: string): void => {
    process.stdout.write('\u001b[2J\u001b[H');
    out(session.screen());
    out(message === '' ? paint.dim('Type a move, or help.') : message);
  };
  if (live) redraw('');
  else out(session.screen());
  const lines = createInterface({ input: process.stdin, output: live ? process.stdout : undefined, terminal: live });
  if (live) {
    lines.setPrompt('> ');
    lines.prompt();
  }
  for await (const line of lines) {
    const reply = session.handle(line);
    if (reply.won !== null) {
      if (live) process.stdout.write('\u001b[2J\u001b[H');
      else out(`> ${printableLines(line)}`);
      if (!live && reply.text !== '') out(reply.text);
      out(drawBoard(game.variant, game.state, paint));
      out(paint.green(reply.won));
      lines.close();
      return 0;
    }
    if (live) {
      if (reply.done) {
        out(reply.text);
        lines.close();
        return 0;
      }
      redraw(reply.text);
      lines.prompt();
      continue;
    }
    out(`> ${printableLines(line)}`);
    if (reply.text !== '') out(reply.text);
    if (reply.done) {
      lines.close();
      return 0;
    }
    if (reply.changed) out(session.screen());
  }
  out(`Stopped after ${game.history().length} moves.`);
  return 0;
}
