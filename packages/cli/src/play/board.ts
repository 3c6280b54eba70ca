/**
 * A position drawn as text: the stock, waste, foundations and cells on a line each, then the tableau's
 * columns side by side, top to bottom as they lie on a table. Cards carry their suit symbols; red suits are
 * red and face-down cards dim when colour is on.
 */
import { type PileId, type PileState, type Variant } from '@patience/core';
import { cardLabel, colourOf } from '@patience/core/cards';
import { dealsLeft, pileIds, type GameState } from '@patience/core/engine';
import type { Paint } from '../colour.js';

/** A column's width: the widest card ("10♥") and a space. */
const WIDTH = 4;

function card(id: number, paint: Paint): string {
  const label = cardLabel(id);
  return colourOf(id) === 'red' ? paint.red(label) : label;
}

/**
 * A label padded to the column width on the left (padding counts the label without its colour codes). A
 * label is a rank and one suit symbol, each a single code point, so its length in code points is its width.
 */
function cell(label: string, shown: string): string {
  return ' '.repeat(Math.max(0, WIDTH - Array.from(label).length)) + shown;
}

function top(pile: PileState, paint: Paint): string {
  const last = pile.cards[pile.cards.length - 1];
  if (last === undefined) return paint.dim('--');
  return pile.faceDown >= pile.cards.length ? paint.dim('##') : card(last, paint);
}

/** The piles of one kind (`f`, `c`) on one line: `f1 A♠  f2 --`. */
function row(name: string, entries: readonly (readonly [PileId, PileState])[], paint: Paint): string | null {
  if (entries.length === 0) return null;
  return `${name.padEnd(12)}${entries.map(([id, pile]) => `${paint.dim(id)} ${top(pile, paint)}`).join('  ')}`;
}

/** The position as lines of text, without a trailing newline. */
export function drawBoard(variant: Variant, state: GameState, paint: Paint): string {
  const ids = pileIds(variant);
  const piles = ids.map((id, i) => [id, state.piles[i] ?? { cards: [], faceDown: 0 }] as const);
  const lines: string[] = [];
  const stock = piles.find(([id]) => id === 'stock');
  const waste = piles.find(([id]) => id === 'waste');
  if (stock) {
    const left = dealsLeft(variant, state);
    lines.push(`${'stock'.padEnd(12)}${stock[1].cards.length} cards, ${left} deal${left === 1 ? '' : 's'} left`);
  }
  if (waste) {
    // The top three of the waste, the one in play last, as a player sees a fanned waste.
    const shown = waste[1].cards.slice(-3).map((id) => card(id, paint));
    lines.push(`${'waste'.padEnd(12)}${shown.length === 0 ? paint.dim('--') : shown.join(' ')}`);
  }
  const foundations = row('foundations', piles.filter(([id]) => id.startsWith('f')), paint);
  const cells = row('cells', piles.filter(([id]) => id.startsWith('c')), paint);
  for (const line of [foundations, cells]) if (line !== null) lines.push(line);
  const columns = piles.filter(([id]) => id.startsWith('t'));
  if (columns.length > 0) {
    lines.push('');
    lines.push(columns.map(([id]) => paint.dim(cell(id, id))).join('').trimEnd());
    const depth = Math.max(1, ...columns.map(([, pile]) => pile.cards.length));
    for (let r = 0; r < depth; r++) {
      const text = columns.map(([, pile]) => {
        const id = pile.cards[r];
        if (id === undefined) return r === 0 ? cell('--', paint.dim('--')) : ' '.repeat(WIDTH);
        if (r < pile.faceDown) return cell('##', paint.dim('##'));
        return cell(cardLabel(id), card(id, paint));
      });
      lines.push(text.join('').trimEnd());
    }
  }
  return lines.join('\n');
}
