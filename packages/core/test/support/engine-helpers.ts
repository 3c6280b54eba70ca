/**
 * Helpers for the engine tests: card codes in and out, hand-built positions, exact move lists.
 *
 * A pile is written bottom to top as card codes ("KS QH JC"); a bar separates the face-down cards from the
 * face-up ones ("5H 7C | QS": two face down, the Queen of spades face up on top). Without a bar every card
 * is face up, except in the stock, whose cards are all face down. A copy of a card in a multi-deck game is
 * written with its copy number: "KS#1" is the second King of spades.
 */
import { parseVariant, VariantError, type CardId, type Move, type Variant } from '../../src/index.js';
import { legalMoves, whyIllegal, type GameState } from '../../src/entries/engine.js';
import { formatMoves } from '../../src/entries/notation.js';
import { positionFromText } from '../../src/entries/snapshot.js';

const RANKS = 'A23456789TJQK';

/** Card codes, piles and positions as core reads and writes them: card("QH"), cards("AC 2C"), pileOf("5H | QS"), layout(variant, state). */
export {
  parseCard as card, parseCards as cards, parsePile as pileOf, positionToText as layout,
} from '../../src/entries/snapshot.js';

/**
 * A hand-built position: the named piles as written, every other pile empty. Cards not named are simply
 * not on the table; the engine does not mind, and the move lists stay short. The score starts at 0 here.
 */
export function position(
  variant: Variant,
  piles: Readonly<Record<string, string>>,
  extra: Partial<Omit<GameState, 'piles'>> = {},
): GameState {
  return positionFromText(variant, piles, { score: 0, ...extra });
}

/** The legal moves of a position in notation, separated by spaces. */
export function moveList(variant: Variant, state: GameState): string {
  return formatMoves(legalMoves(variant, state));
}

/** A move of `count` cards (1 unless given). */
export function mv(from: string, to: string, count = 1): Move {
  return { kind: 'move', from, to, count } as Move;
}

export const DEAL: Move = { kind: 'deal' };
export const REDEAL: Move = { kind: 'redeal' };

/** Why a move is refused, as `code: message`, or "legal". */
export function refusal(variant: Variant, state: GameState, move: Move): string {
  const error = whyIllegal(variant, state, move);
  return error ? `${error.code}: ${error.message}` : 'legal';
}

/** Why a variant config is refused, as the refusal's message, or "accepted". */
export function configRefusal(config: unknown): string {
  try {
    parseVariant(config);
  } catch (error) {
    if (error instanceof VariantError) return error.message;
    throw error;
  }
  return 'accepted';
}

/** Every card of a position, sorted: for checking that no card is lost or made. */
export function allCards(state: GameState): CardId[] {
  return state.piles.flatMap((p) => p.cards).sort((a, b) => a - b);
}

/** Freezes a position all the way down, so that a test notices any change to it. */
export function frozen(state: GameState): GameState {
  for (const pile of state.piles) {
    Object.freeze(pile.cards);
    Object.freeze(pile);
  }
  Object.freeze(state.piles);
  return Object.freeze(state);
}

/** The cards of one suit from rank `from` to rank `to` (up or down) as codes: seq('S', 13, 1) is "KS QS … AS". */
export function seq(suit: string, from: number, to: number): string {
  const step = from <= to ? 1 : -1;
  const out: string[] = [];
  for (let r = from; r !== to + step; r += step) out.push(`${RANKS.charAt(r - 1)}${suit}`);
  return out.join(' ');
}

/** Runs `fn` and returns what it threw (or fails the test when it throws nothing). */
export function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
