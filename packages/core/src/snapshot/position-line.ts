/**
 * The position line: one line of URL-safe text that holds a whole position of any variant, as FEN does for
 * chess, to log, paste and put in a link.
 *
 * `<movesMade>.<redealsUsed>.<score>_<pile>_<pile>...`, the piles in the variant's pile order. A pile is its
 * cards bottom to top, one letter a card (`A`-`M` the clubs Ace to King, `N`-`Z` the diamonds, `a`-`m` the
 * hearts, `n`-`z` the spades), a copy number after the letter in a multi-deck game (`n1` is the second Ace of
 * spades); a `-` ends the face-down cards, and a pile without one is all face up.
 */
import { CARD_ID_LIMIT, type CardId } from '../cards/card.js';
import { PatienceError } from '../errors/errors.js';
import { tableOf } from '../engine/table.js';
import type { GameState, PileState } from '../engine/types.js';
import { clipped, show } from '../rules/check.js';
import type { Variant } from '../rules/vocabulary.js';
import { stateFromSnapshot } from './snapshot.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A card a deck holds: 52 faces, each with up to this many copies (eight decks of one suit). */
const MAX_COPY = Math.floor((CARD_ID_LIMIT - 1) / 52);
/**
 * The longest line read: far above the longest position (eight decks, 416 cards of at most three characters,
 * 32 + 32 + 32 + 2 piles, the counters at their largest), so that a huge text is refused before it is read.
 */
export const MAX_POSITION_LINE = 4_000;

const COUNTERS = /^(0|[1-9]\d{0,15})\.(0|[1-9]\d{0,15})\.(0|-?[1-9]\d{0,15})$/;
const PILE = /^[A-Za-z\d]*(?:-[A-Za-z\d]*)?$/;
const CARD = /([A-Za-z])(\d*)/g;

function refuse(problem: string): never {
  throw new PatienceError('invalid-notation', `This is not a position line: ${problem}.`);
}

/** One card as the line writes it: its letter, and its copy number when it is not the first copy. */
function cardText(id: CardId): string {
  const copy = Math.floor(id / 52);
  return `${LETTERS[id % 52] ?? '?'}${copy > 0 ? copy : ''}`;
}

function pileText(pile: PileState): string {
  const cards = pile.cards.map(cardText);
  return pile.faceDown > 0 ? `${cards.slice(0, pile.faceDown).join('')}-${cards.slice(pile.faceDown).join('')}` : cards.join('');
}

/**
 * Writes a position as one line of URL-safe text (letters, digits, `.`, `_` and `-`); {@link positionFromLine}
 * reads it back exactly.
 * @throws {@link PatienceError} `invalid-snapshot` for a state that is not a position of the variant;
 *   `invalid-notation` for a score that is not a whole number (no scoring rule makes one).
 * @example positionToLine(variant, deal(variant, 1)) // '0.0.0_...'
 */
export function positionToLine(variant: Variant, state: GameState): string {
  const checked = stateFromSnapshot(variant, state);
  if (!Number.isSafeInteger(checked.score)) {
    throw new PatienceError('invalid-notation', `A position line writes whole-number scores; this position's is ${show(checked.score)}.`);
  }
  return `${checked.movesMade}.${checked.redealsUsed}.${checked.score}_${checked.piles.map(pileText).join('_')}`;
}

function readPile(text: string, index: number, pileId: string): PileState {
  if (!PILE.test(text)) refuse(`pile ${index
    + 1} (${pileId}) ${show(text)} holds a character other than card letters, copy numbers and one "-"`);
  const bar = text.indexOf('-');
  const cards: CardId[] = [];
  let faceDown = 0;
  for (const [part, isDown] of bar < 0 ? [[text, false] as const]
    : [[text.slice(0, bar), true] as const, [text.slice(bar + 1), false] as const]) {
    if (/^\d/.test(part)) refuse(`pile ${index + 1} (${pileId}) ${show(text)} has a copy number with no card before it`);
    for (const match of part.matchAll(CARD)) {
      const copy = match[2] === '' ? 0 : Number(match[2]);
      if (match[2]?.startsWith('0') === true || copy > MAX_COPY) {
        refuse(`pile ${index + 1} (${pileId}) has ${show(match[0])}: a copy number is a whole number from 1 to ${MAX_COPY}, written ` +
          `without leading zeros`);
      }
      cards.push(copy * 52 + LETTERS.indexOf(match[1] as string));
    }
    if (isDown) faceDown = cards.length;
  }
  return { cards, faceDown };
}

/**
 * Reads a position line written by {@link positionToLine} and checks it card by card against the variant, as
 * `stateFromSnapshot` checks a snapshot.
 * @throws {@link PatienceError} `invalid-notation`, saying what was wrong: text that is not a line, a bad
 *   counter, a bad card or copy, the wrong number of piles, or a position the variant cannot hold (the
 *   check's own words).
 * @example positionFromLine(variant, positionToLine(variant, state)) // equal to state
 */
export function positionFromLine(variant: Variant, line: string): GameState {
  const table = tableOf(variant);
  if (typeof line !== 'string') refuse(`expected text, got ${show(line)}`);
  if (line.length > MAX_POSITION_LINE) refuse(`it is ${line.length} characters long; a line holds at most ${MAX_POSITION_LINE}`);
  const [counters = '', ...piles] = line.split('_');
  const m = COUNTERS.exec(counters);
  if (!m) refuse(`it starts with ${show(counters)}, where the counters go: moves made, redeals used and score, as in "12.0.0"`);
  if (piles.length !== table.ids.length) refuse(`${clipped(table.variant.name)} has ${table.ids.length} piles; the line has ` +
    `${piles.length}`);
  const state: GameState = {
    piles: piles.map((text, i) => readPile(text, i, table.ids[i] as string)),
    movesMade: Number(m[1]),
    redealsUsed: Number(m[2]),
    score: Number(m[3]),
  };
  try {
    return stateFromSnapshot(table.variant, state);
  } catch (error) {
    if (!(error instanceof PatienceError)) throw error;
    return refuse(error.message.replace(/\.$/, ''));
  }
}
