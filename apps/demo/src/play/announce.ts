/**
 * What a screen reader hears after a move: the move and everything it set off, in the order it happened,
 * as one sentence ("9 of hearts to column 3; 5 of clubs turned up; Ace of spades to foundation 1").
 * The first record is the player's move; the rest are the automatic moves that followed it.
 */
import type { DealerName } from '@patience/core/random';
import { dealWords } from '../routes/play-params.js';
import { type Change, type Effect, type MoveRecord, type Variant } from '@patience/core';
import { cardName } from '@patience/core/cards';
import { pileName } from '@patience/core/engine';
import { recordWords } from './record-words.js';

function effectWords(effect: Effect, variant: Variant): string {
  if (effect.kind === 'turned-up') return `${cardName(effect.card)} turned up`;
  if (effect.kind === 'filled') return `${effect.cards.map(cardName).join(', ')} from the ${effect.from} to ${pileName(effect.to, variant)}`;
  const first = effect.cards[0];
  return `a run${first === undefined ? '' : ` from ${cardName(first)}`} to ${pileName(effect.to, variant)}`;
}

function withoutArticle(words: string): string {
  return words.startsWith('the ') ? words.slice(4) : words;
}

/**
 * One played turn in words.
 * @example announce([game.move('t1>t10')], variant) // "3 of spades to column 10"
 */
export function announce(records: readonly MoveRecord[], variant: Variant): string {
  const parts: string[] = [];
  records.forEach((record, i) => {
    const words = record.move.kind === 'deal' ? `dealt ${record.cards.length} ${record.cards.length === 1 ? 'card' : 'cards'}` : withoutArticle(recordWords(record, variant));
    parts.push(i === 0 ? words : `${words}, automatically`);
    for (const effect of record.effects) parts.push(effectWords(effect, variant));
  });
  const text = parts.join('; ');
  return text.length > 0 ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '';
}

/** A sentence's first word: "deal 7" becomes "Deal 7". */
function capitalised(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * What the status line says after any change at the table, from core's `Game.lastChange`: a move and
 * what it set off ({@link announce}), the step taken back or made again, the restart, the safe moves
 * auto-move played when switched on.
 * @example changeWords(game.lastChange, variant, 7) // "Undone: the 3 of spades to column 10, the Ace of spades to foundation 1."
 */
export function changeWords(change: Change, variant: Variant, seed: number, dealer: DealerName = 'patience'): string {
  const list = (): string => change.records.map((r) => recordWords(r, variant)).join(', ');
  if (change.kind === 'move') return announce(change.records, variant);
  if (change.kind === 'undo') return `Undone: ${list()}.`;
  if (change.kind === 'redo') return `Redone: ${list()}.`;
  if (change.kind === 'restart') return `${capitalised(dealWords(seed, dealer))} starts again.`;
  const n = change.records.length;
  return `Auto-move is on: safe cards go to the foundations by themselves (${n} moved: ${list()}).`;
}
