import type { Move, PileId } from '@patience/core';
import type { PositionSnapshot, SnapshotCard } from '@patience/core/snapshot';
import type { CardFace } from './card.js';

/**
 * What the board reads of a variant: its pile tables (which tableau piles cover which, how many cards the
 * stock draws to the waste, whether the foundations take pairs), never its rules of play. A core `Variant`
 * is one; a host drawing a picture without the engine may give just these fields.
 */
export interface BoardVariant {
  readonly layout: {
    /** The tableau piles in order; `coveredBy` numbers (from 1) the piles lying on this one (Pyramid, TriPeaks). */
    readonly tableau: readonly { readonly coveredBy?: readonly number[] }[];
  };
  readonly rules: {
    /** The stock's kind; with `draw-to-waste`, `draw` is how many cards a deal turns (the waste fans that many). */
    readonly stock?: { readonly kind: string; readonly draw?: number };
    /** The foundations' kind: `pairs` makes a tap pick a card up to pair it. */
    readonly foundations?: { readonly kind: string };
    /**
     * A `redeal` here deals the tableau again: with no stock, its button takes the stock's place on the board. A
     * `grid` lays the tableau's piles out as places in rows of `columns`, a card each (Montana); its redeals take
     * the same button.
     */
    readonly tableau?: { readonly redeal?: unknown; readonly grid?: { readonly columns: number; readonly redeals?: number } };
  };
}

/**
 * What the board reads of a position: its piles, the redeals left (the empty stock's ↻ or ✕) and the legal
 * moves. Core's `PositionSnapshot` (`game.snapshot()`) is one.
 */
export type BoardPosition = Pick<PositionSnapshot, 'piles' | 'redealsLeft' | 'legalMoves'>;

/** A hint the host shows: the move the board marks (its card, its destination and an arrow between them). */
export interface BoardHint {
  /** The move to mark: one of the legal moves. A deal or redeal marks the stock. */
  readonly move: Move;
}

/** A refusal the host shows beside the card it concerns (the host writes the message, say from `whyIllegal`). */
export interface BoardRefusal {
  /** The pile whose top card the refusal is drawn beside. */
  readonly pile: PileId;
  /** The words shown. */
  readonly message: string;
}

/** What the player has picked up: the top `count` cards of `pile`. */
export interface BoardSelection {
  readonly pile: PileId;
  readonly count: number;
  /** The cards picked up, bottom to top. */
  readonly cards: readonly SnapshotCard[];
}

/** A drop or tap that matched no legal move. */
export interface BoardRefused {
  /** Where the cards came from (the stock for a tap on a stock that cannot deal). */
  readonly from: PileId;
  /** Where they were dropped; absent for a tap. */
  readonly to?: PileId;
  /** The cards concerned, bottom to top (none for the stock). */
  readonly cards: readonly SnapshotCard[];
}

/** What the board tells the host. Every handler is optional. */
export interface BoardEvents {
  /** The player chose a move, always one of `moves`; the host plays it and calls `set()` with the new position. */
  readonly move?: (move: Move) => void;
  /** The player picked up cards (a selection), or put them down again (`null`). */
  readonly select?: (selection: BoardSelection | null) => void;
  /** A drop, tap or key that matched no legal move. */
  readonly refused?: (refused: BoardRefused) => void;
}

/** Everything a board shows and does; `createBoard` takes it whole, `set()` takes any part of it. */
export interface BoardConfig {
  /** The variant being played: the board reads its pile tables (covering, the waste's draw), never its rules. */
  readonly variant: BoardVariant;
  /** The position to draw: core's `snapshot(variant, state)` or `game.snapshot()`, a player's view included. */
  readonly position: BoardPosition;
  /** The moves the player may make; the position's `legalMoves` when absent. Pass `[]` to make the board read-only. */
  readonly moves?: readonly Move[];
  /** A hint to mark, or `null` for none. */
  readonly hint?: BoardHint | null;
  /** A refusal to show beside a card, or `null` for none. */
  readonly refusal?: BoardRefusal | null;
  /**
   * How the piles are arranged: `landscape` puts the stock, waste, cells and foundations in a column at the
   * side; `portrait` in a row above the tableau; `auto` (the default) follows the element's shape.
   */
  readonly orientation?: 'auto' | 'portrait' | 'landscape';
  /**
   * How card faces are drawn: `standard` (the default), a corner index and one large suit; `pips`, the pips of a
   * printed card for 2 to 10 and a framed court for J, Q, K; `large`, one big rank and suit across the top of the
   * card, the part a fan shows (large print). Anything else is refused with a `TypeError` naming it.
   */
  readonly face?: CardFace;
  /** The widest a card may be drawn, in CSS pixels (the default is 120): cards shrink to fit, never grow past it. */
  readonly maxCardWidth?: number;
  /**
   * `false` draws a picture: no focus stop, no pointer or key handling, no live region, no card motion (a
   * gallery's or a preview's drawing). Read when the board is created; `true` (the default) plays.
   */
  readonly interactive?: boolean;
  /** The handlers the board calls. */
  readonly events?: BoardEvents;
}

/** A board on the page. */
export interface Board {
  /** Changes any part of the config; the board redraws what changed at the next animation frame. */
  set(partial: Partial<BoardConfig>): void;
  /** The config now in force. */
  readonly config: Readonly<BoardConfig>;
  /** Redraws now instead of at the next frame (for a host that measures the board at once). */
  redraw(): void;
  /** Removes every node and listener the board added, its ResizeObserver and any frame it asked for. */
  destroy(): void;
}
