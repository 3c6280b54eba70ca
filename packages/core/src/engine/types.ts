import type { CardId } from '../cards/card.js';

/** A tableau pile id: `t1` is the leftmost column. */
export type TableauId = `t${number}`;
/** A foundation id: `f1` is the first foundation. */
export type FoundationId = `f${number}`;
/** A cell id: `c1` is the first cell. */
export type CellId = `c${number}`;
/** Any pile's id. Numbers count from 1, as players count columns. */
export type PileId = TableauId | FoundationId | CellId | 'reserve' | 'stock' | 'waste';
/** The kinds of pile; each kind has its own rules. */
export type PileKind = 'tableau' | 'foundation' | 'cell' | 'reserve' | 'stock' | 'waste';

/**
 * A player's action, as data.
 * - `move`: take the top `count` cards of pile `from` and put them on pile `to`.
 * - `deal`: use the stock once: deal a row to the tableau, or draw to the waste.
 * - `redeal`: turn the waste over to form a new stock, or, in a game whose tableau is dealt again
 *   (`rules.tableau.redeal`), gather the tableau and deal it again.
 */
export type Move =
  | { readonly kind: 'move'; readonly from: PileId; readonly to: PileId; readonly count: number }
  | { readonly kind: 'deal' }
  | { readonly kind: 'redeal' };

/** One pile in a position: its cards from bottom to top, the lowest `faceDown` of them face down. */
export interface PileState {
  readonly cards: readonly CardId[];
  readonly faceDown: number;
}

/**
 * A position: plain JSON-serialisable data. `piles` follows the variant's pile order: tableau, foundations,
 * cells, reserve (if any), stock (if any), waste (if any); {@link pileIds} gives the ids in that order.
 */
export interface GameState {
  readonly piles: readonly PileState[];
  /** How many times the waste has been turned over into the stock, or the tableau dealt again. */
  readonly redealsUsed: number;
  /** The score under the variant's scoring rules (0 when it keeps none). */
  readonly score: number;
  /** How many moves and deals the player has made. */
  readonly movesMade: number;
}

/** Something that happened by itself after a move or deal, in the order it happened. */
export type Effect =
  | { readonly kind: 'turned-up'; readonly pile: PileId; readonly card: CardId }
  | { readonly kind: 'run-lifted'; readonly from: PileId; readonly to: PileId; readonly cards: readonly CardId[] }
  /**
   * A gap in the tableau filled by itself from the reserve (`rules.effects.fillFromReserve`), the stock or the waste
   * (`rules.effects.fillGapsFrom`); `cards` holds the one card.
   */
  | { readonly kind: 'filled'; readonly from: 'reserve' | 'stock' | 'waste'; readonly to: PileId; readonly cards: readonly CardId[] };

/** The outcome of applying a move: the new position and what happened by itself. */
export interface MoveOutcome {
  readonly state: GameState;
  /**
   * The cards the move carried, or the cards dealt, in the order they landed. A pair (pairs foundations)
   * carries two: the card moved, then the partner it was played onto; both land on the foundation.
   */
  readonly cards: readonly CardId[];
  readonly effects: readonly Effect[];
}
