/**
 * Positions written as text, one line per pile: for lessons, puzzles, docs and tests that need a prepared
 * position, and for printing one.
 *
 * A pile is written bottom to top as card codes ("KS QH JC", "T" for ten); a bar separates the face-down
 * cards from the face-up ones ("5H 7C | QS": two face down, the Queen of spades face up on top). Without a
 * bar every card is face up, except in the stock, whose cards are all face down (unless the layout's
 * `stockFaceUp` turns it face up). A copy of a card in a multi-deck game is written with its copy number:
 * "KS#1" is the second King of spades.
 */
import { cardCode, cardId, SUITS, type CardId, type Rank, type Suit } from '../cards/card.js';
import { PatienceError } from '../errors/errors.js';
import { maxRedealsUsed } from '../engine/legality.js';
import { checkedState } from '../engine/state-check.js';
import { pileIds, tableOf } from '../engine/table.js';
import type { GameState, PileState } from '../engine/types.js';
import { isRecord, Reader, show } from '../rules/check.js';
import type { Variant } from '../rules/vocabulary.js';

const RANK_LETTERS = 'A23456789TJQK';
const SUIT_LETTERS = 'CDHS';
const MAX_COPY = 31;

/**
 * The card id of a code such as "QH", "TC" or "KS#1" (the second King of spades).
 * @throws {@link PatienceError} `invalid-notation` for anything else.
 * @example parseCard('QH') // 37
 */
export function parseCard(code: string): CardId {
  if (typeof code !== 'string') throw new PatienceError('invalid-notation',
    `A card code is written as text, such as "QH"; got ${show(code)}.`);
  const match = /^([A2-9TJQK])([CDHS])(?:#(\d{1,2}))?$/.exec(code);
  const copy = Number(match?.[3] ?? '0');
  if (!match || copy > MAX_COPY) {
    throw new PatienceError('invalid-notation',
      `${show(code)} is not a card code; write a rank (A 2-9 T J Q K) and a suit (C D H S), as in "QH", "TC" or "KS#1".`);
  }
  const rank = (RANK_LETTERS.indexOf(match[1] ?? '') + 1) as Rank;
  const suit = SUITS[SUIT_LETTERS.indexOf(match[2] ?? '')] as Suit;
  return cardId(rank, suit, copy);
}

/** The card ids of space-separated card codes. */
export function parseCards(codes: string): CardId[] {
  const trimmed = pileText(codes).trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/).map(parseCard);
}

/** Refuses a pile that is not text (the API is called from JavaScript and from parsed JSON too). */
function pileText(text: unknown): string {
  if (typeof text !== 'string') {
    throw new PatienceError('invalid-notation',
      `A pile is written as text, card codes separated by spaces such as "5H 7C | QS"; got ${show(text)}.`);
  }
  return text;
}

const extraReader = /* @__PURE__ */ new Reader((path, problem) => {
  throw new PatienceError('invalid-snapshot', `The position is not valid: ${path}: ${problem}.`);
});

/** One pile written as described above; `allFaceDown` reads a pile without a bar as all face down. */
export function parsePile(text: string, allFaceDown = false): PileState {
  const bar = pileText(text).indexOf('|');
  if (bar < 0) {
    const all = parseCards(text);
    return { cards: all, faceDown: allFaceDown ? all.length : 0 };
  }
  if (text.indexOf('|', bar + 1) >= 0) throw new PatienceError('invalid-notation',
    `${show(text)} has two bars; a pile has one face-down part.`);
  const down = parseCards(text.slice(0, bar));
  const up = parseCards(text.slice(bar + 1));
  return { cards: [...down, ...up], faceDown: down.length };
}

/**
 * A prepared position: the named piles as written, every other pile empty. Cards not named are simply not
 * on the table (a lesson needs only a few); the engine plays such a position by the usual rules, though it
 * can never be won. The position is not checked against the deck: use {@link stateFromSnapshot} for that.
 * @throws {@link PatienceError} `unknown-pile` for a pile the variant does not have, `invalid-notation`
 *   for a bad card code or a pile that is not text, `invalid-snapshot` for an `extra` field that is not a
 *   number (a whole number from 0 for `movesMade`, and for `redealsUsed` up to what the variant's redeals allow).
 * @example
 * const state = positionFromText(variant, { t1: '5H 7C | QS', t2: 'KD', f1: 'AC 2C' });
 */
export function positionFromText(
  input: Variant,
  piles: Readonly<Record<string, string>>,
  extra: Partial<Omit<GameState, 'piles'>> = {},
): GameState {
  const ids = pileIds(input);
  const variant = tableOf(input).variant;
  if (!isRecord(piles)) {
    throw new PatienceError('invalid-notation',
      `A position is written as an object of piles, such as { t1: '5H 7C | QS', f1: 'AC' }; got ${show(piles)}.`);
  }
  const r = extraReader;
  const given = r.record(extra, 'extra');
  const redealsUsed = given.redealsUsed === undefined ? 0 : r.integer(given.redealsUsed, 'redealsUsed', 0, maxRedealsUsed(variant));
  const score = given.score === undefined ? variant.rules.scoring?.start ?? 0 : r.number(given.score, 'score');
  const movesMade = given.movesMade === undefined ? 0 : r.integer(given.movesMade, 'movesMade', 0, Number.MAX_SAFE_INTEGER);
  for (const id of Object.keys(piles)) {
    if (!ids.includes(id as never)) throw new PatienceError('unknown-pile',
      `There is no pile ${show(id)} in ${variant.name}; its piles are ${ids.join(', ')}.`);
  }
  return {
    piles: ids.map((id) => parsePile(Object.hasOwn(piles, id) ? piles[id] as string : '',
      id === 'stock' && variant.layout.stockFaceUp !== true)),
    redealsUsed,
    score,
    movesMade,
  };
}

/**
 * A position written as text, one line per pile in pile order: "t3: 5H 7C | QS", "f1:". Copies are not
 * numbered, so the text reads as a player sees the table.
 * @example positionToText(variant, deal(variant, 1))[0] // "t1: 8C 3H | 9H"
 */
export function positionToText(variant: Variant, state: GameState): string[] {
  const ids = pileIds(variant);
  checkedState(tableOf(variant), state);
  return state.piles.map((pile, i) => {
    const codes = pile.cards.map(cardCode);
    const down = codes.slice(0, pile.faceDown);
    const up = codes.slice(pile.faceDown);
    const text = pile.faceDown > 0 ? [...down, '|', ...up].join(' ') : up.join(' ');
    return `${ids[i] ?? '?'}:${text === '' ? '' : ` ${text}`}`;
  });
}
