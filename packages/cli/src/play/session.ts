/**
 * A game played a line at a time: the commands of `patience play` read into moves, undo, hints and saves,
 * each answered with the text to print. No input or output of its own, so it can be driven by a terminal,
 * a pipe or a test alike.
 */
import { writeFileSync } from 'node:fs';
import { type Effect, type Game, type Move, type MoveRecord } from '@patience/core';
import { cardLabel } from '@patience/core/cards';
import { formatMove } from '@patience/core/notation';
import { hint } from '@patience/solver';
import type { Paint } from '../colour.js';
import { fileProblem } from '../files.js';
import { printable, pathText, quoted } from '../printable.js';
import { drawBoard } from './board.js';

/** What the session says to one line. */
export interface Reply {
  /** What happened, or why nothing did: `played t1>f1`, `refused: ...`, a hint, the help. */
  readonly text: string;
  /** Whether the position changed (so the table is drawn again). */
  readonly changed: boolean;
  /** Whether the game is over: won, or the player quit. */
  readonly done: boolean;
  /** The sentence saying the game is won, with the moves and the time; null until it is. */
  readonly won: string | null;
}

const say = (text: string, done = false): Reply => ({ text, changed: false, done, won: null });

/** The commands, as `help` prints them. */
export const PLAY_HELP = `Type a move in the notation (t3>t5, t3>t5x4 for four cards, t1>f1, c1>t7, d to deal, r to redeal)
or the number of a move in the list. Commands:
  undo, redo     take back the last move, or make it again
  hint           the solver's suggestion for the next move
  deal           deal from the stock (as d)
  auto           play every safe move to the foundations
  save FILE      write the game to FILE (load it with patience play --load FILE)
  board          draw the table again
  help           this list
  quit           stop playing`;

function effectText(effect: Effect): string {
  if (effect.kind === 'filled') return `filled ${effect.to} with ${effect.cards.map(cardLabel).join(' ')} from the ${effect.from}`;
  return effect.kind === 'turned-up' ? `turned up ${cardLabel(effect.card)} on ${effect.pile}` : `lifted a run from ${effect.from} to the foundations`;
}

function playedText(record: MoveRecord): string {
  const effects = record.effects.map(effectText);
  return `played ${record.notation}${effects.length > 0 ? ` (${effects.join(', ')})` : ''}`;
}

/** A duration as a player reads it: `42 s`, `3 min 05 s`. */
export function clockText(ms: number): string {
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${String(seconds).padStart(2, '0')} s`;
}

/** The session of one game. `now` is a clock in milliseconds (the won message says how long it took). */
export class PlaySession {
  readonly #game: Game;
  readonly #title: string;
  readonly #paint: Paint;
  readonly #now: () => number;
  readonly #started: number;

  constructor(game: Game, title: string, paint: Paint, now: () => number = () => performance.now()) {
    this.#game = game;
    this.#title = title;
    this.#paint = paint;
    this.#now = now;
    this.#started = now();
  }

  /** The legal moves now, in the order they are numbered. */
  moves(): Move[] {
    return this.#game.moves();
  }

  /** The title, the table and the numbered legal moves. */
  screen(): string {
    const game = this.#game;
    const moves = this.moves();
    const list = moves.map((m, i) => `${this.#paint.dim(String(i + 1))} ${formatMove(m)}`);
    const score = game.variant.rules.scoring ? `, score ${game.score}` : '';
    return [
      this.#paint.bold(`${this.#title}: ${game.history().length} move${game.history().length === 1 ? '' : 's'}${score}`),
      drawBoard(game.variant, game.state, this.#paint),
      '',
      moves.length === 0 ? 'No legal moves: undo, or quit.' : `moves: ${wrap(list, 80 - 'moves: '.length).join('\n       ')}`,
    ].join('\n');
  }

  /** Reads one line and does what it says. */
  handle(line: string): Reply {
    const [word = '', ...rest] = line.trim().split(/\s+/);
    const game = this.#game;
    switch (word.toLowerCase()) {
      case '':
      case 'board':
        return { text: '', changed: true, done: false, won: null };
      case 'help':
      case '?':
        return say(PLAY_HELP);
      case 'quit':
      case 'exit':
      case 'q':
        return say(`Stopped after ${game.history().length} moves.`, true);
      case 'undo':
      case 'u': {
        const record = game.undo();
        return this.#after(record ? `took back ${record.notation}` : 'Nothing to undo.', record !== null);
      }
      case 'redo': {
        const record = game.redo();
        return this.#after(record ? `made ${record.notation} again` : 'Nothing to redo.', record !== null);
      }
      case 'hint': {
        const suggestion = hint(game.variant, game);
        return say(suggestion.move ? `hint: ${formatMove(suggestion.move)}: ${suggestion.reason}` : `hint: ${suggestion.reason}`);
      }
      case 'auto': {
        const played = game.autoPlay();
        return this.#after(played.length === 0 ? 'No safe move to the foundations.' : `played ${played.map((r) => r.notation).join(' ')}`, played.length > 0);
      }
      case 'save': {
        const file = rest.join(' ');
        if (file === '') return say('save takes the name of a file: save my-game.json');
        try {
          writeFileSync(file, `${JSON.stringify(game.save(), null, 2)}\n`);
        } catch (error) {
          return say(`Cannot save to ${pathText(file)}: ${fileProblem(error)}.`);
        }
        return say(`saved to ${printable(file)}`);
      }
      case 'deal':
        return this.#move('d');
      default:
        if (rest.length > 0) return say(`${quoted(line.trim())} is not a move or a command; type help for the list.`);
        if (/^\d+$/.test(word)) {
          const moves = this.moves();
          const chosen = moves[Number(word) - 1];
          if (!chosen) return say(`There is no move ${quoted(word)}: the moves are numbered 1 to ${moves.length}.`);
          return this.#move(chosen);
        }
        return this.#move(word);
    }
  }

  #move(move: Move | string): Reply {
    const result = this.#game.tryMove(move);
    if (!result.ok) return say(`refused: ${result.error.message}`);
    return this.#after(playedText(result.value), true);
  }

  /** The reply after a move, an undo or a redo: what happened, and the win when it is one. */
  #after(what: string, changed: boolean): Reply {
    if (!changed) return say(what);
    const game = this.#game;
    if (!game.isWon()) return { text: what, changed, done: false, won: null };
    const n = game.history().length;
    // "You won Seahaven Towers, deal 5, in ...": a title with a deal number gets its closing comma.
    const won = `You won ${this.#title}${this.#title.includes(',') ? ',' : ''} in ${n} move${n === 1 ? '' : 's'} and ${clockText(this.#now() - this.#started)}.`;
    return { text: what, changed, done: true, won };
  }
}

/** Items joined by two spaces, in lines no wider than `width` (colour codes not counted). */
function wrap(items: readonly string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  let length = 0;
  for (const item of items) {
    // eslint-disable-next-line no-control-regex -- colour codes take no room on the screen
    const visible = item.replace(/\u001b\[\d+m/g, '').length;
    if (line !== '' && length + 2 + visible > width) {
      lines.push(line);
      line = '';
      length = 0;
    }
    line = line === '' ? item : `${line}  ${item}`;
    length += (length === 0 ? 0 : 2) + visible;
  }
  if (line !== '') lines.push(line);
  return lines;
}
