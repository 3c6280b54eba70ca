/**
 * Positions written as text, one line per pile: for lessons, puzzles, docs and tests that need a prepared
 * position, and for printing one.
 *
 * A pile is written bottom to top as card codes ("KS QH JC", "T" for ten); a bar separates the face-down
 * cards from the face-up ones ("5H 7C | QS": two face down, the Queen of spades face up on top). Without a
 * bar every card is face up, except in the stock, whose cards are all face down. A copy of a card in a
 * multi-deck game is written with its copy number: "KS#1" is the second King of spades.
 */
import { cardCode, cardId, SUITS, type CardId, type Rank, type Suit } from '../cards/card.js';
import { PatienceError } from '../errors/errors.js';
import { pileIds } from '../engine/table.js';
import type { GameState, PileState } from '../engine/types.js';
import { show } from '../rules/check.js';
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
  const match = /^([A2-9TJQK])([CDHS])(?:#(\d{1,2}))?$/.exec(code);
  const copy = Number(match?.[3] ?? '0');
  if (!match || copy > MAX_COPY) {
    throw new PatienceError('invalid-notation', `${show(code)} is not a card code; write a rank (A 2-9 T J Q K) and a suit (C D H S), as in "QH", "TC" or "KS#1".`);
  }
  const rank = (RANK_LETTERS.indexOf(match[1] ?? '') + 1) as Rank;
  const suit = SUITS[SUIT_LETTERS.indexOf(match[2] ?? '')] as Suit;
  return cardId(rank, suit, copy);
}

/** The card ids of space-separated card codes. */
export function parseCards(codes: string): CardId[] {
  const trimmed = codes.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/).map(parseCard);
}

/** One pile written as described above; `allFaceDown` reads a pile without a bar as all face down. */
export function parsePile(text: string, allFaceDown = false): PileState {
  const bar = text.indexOf('|');
  if (bar < 0) {
    const all = parseCards(text);
    return { cards: all, faceDown: allFaceDown ? all.length : 0 };
  }
  if (text.indexOf('|', bar + 1) >= 0) throw new PatienceError('invalid-notation', `${show(text)} has two bars; a pile has one face-down part.`);
  const down = parseCards(text.slice(0, bar));
  const up = parseCards(text.slice(bar + 1));
  return { cards: [...down, ...up], faceDown: down.length };
}

/**
 * A prepared position: the named piles as written, every other pile empty. Cards not named are simply not
 * on the table (a lesson needs only a few); the engine plays such a position by the usual rules, though it
 * can never be won. The position is not checked against the deck: use {@link stateFromSnapshot} for that.
 * @throws {@link PatienceError} `unknown-pile` for a pile the variant does not have, `invalid-notation`
 *   for a bad card code.
 * @example
 * const state = positionFromText(variant, { t1: '5H 7C | QS', t2: 'KD', f1: 'AC 2C' });
 */
export function positionFromText(
  variant: Variant,
  piles: Readonly<Record<string, string>>,
  extra: Partial<Omit<GameState, 'piles'>> = {},
): GameState {
  const ids = pileIds(variant);
  for (const id of Object.keys(piles)) {
    if (!ids.includes(id as never)) throw new PatienceError('unknown-pile', `There is no pile ${show(id)} in ${variant.name}; its piles are ${ids.join(', ')}.`);
  }
  return {
    piles: ids.map((id) => parsePile(piles[id] ?? '', id === 'stock')),
    redealsUsed: extra.redealsUsed ?? 0,
    score: extra.score ?? variant.rules.scoring?.start ?? 0,
    movesMade: extra.movesMade ?? 0,
  };
}

/**
 * A position written as text, one line per pile in pile order: "t3: 5H 7C | QS", "f1:". Copies are not
 * numbered, so the text reads as a player sees the table.
 * @example positionToText(variant, deal(variant, 1))[0] // "t1: 8C 3H | 9H"
 */
export function positionToText(variant: Variant, state: GameState): string[] {
  const ids = pileIds(variant);
  return state.piles.map((pile, i) => {
    const codes = pile.cards.map(cardCode);
    const down = codes.slice(0, pile.faceDown);
    const up = codes.slice(pile.faceDown);
    const text = pile.faceDown > 0 ? [...down, '|', ...up].join(' ') : up.join(' ');
    return `${ids[i] ?? '?'}:${text === '' ? '' : ` ${text}`}`;
  });
}
