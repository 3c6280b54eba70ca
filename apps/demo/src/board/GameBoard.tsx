/**
 * The demo's play board: `useBoard` (its one binding of `@patience/board`) fed from a `Game`. The game's own
 * events (`Game.subscribe`) give it each new position, so the page never passes positions down; the page gives
 * only what is its own (the hint, a refusal, what a move does).
 */
import { useCallback, useMemo, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import type { BoardHint, BoardRefusal, BoardRefused, CardFace } from '@patience/board';
import type { Game, Move, PileId } from '@patience/core';
import type { PositionSnapshot } from '@patience/core/snapshot';
import { faceOf } from '../app/appearance.js';
import { useBoard } from './useBoard.js';

/** The piles a hint points at, as the solver's hint names them: a move's, or the stock for a deal. */
export interface BoardMark {
  readonly from?: PileId;
  readonly to?: PileId;
  readonly count?: number;
}

/** A refusal to show beside the pile it concerns. */
export interface BoardNote {
  readonly at: PileId;
  readonly text: string;
}

/** What the page gives the board beside the game. */
export interface GameBoardView {
  readonly hint?: BoardMark | null;
  readonly refusal?: BoardNote | null;
  /** A board to look at only: no move can be made on it. */
  readonly readOnly?: boolean;
}

/** A hint's move for the board: a card move when it names both piles, the stock's deal when it names the stock. */
export function hintMove(mark: BoardMark | null | undefined): BoardHint | null {
  if (!mark) return null;
  if (mark.from === 'stock' || mark.to === 'stock') return { move: { kind: 'deal' } };
  if (mark.from === undefined || mark.to === undefined) return null;
  return { move: { kind: 'move', from: mark.from, to: mark.to, count: mark.count ?? 1 } };
}

/**
 * The game's position, read again only when the game changed (`Game.lastChange` is a new record after every
 * move, deal, undo, redo or restart), so that the same position is the same object from render to render.
 */
export function useGamePosition(game: Game): PositionSnapshot {
  const read = useRef<{ game: Game; change: Game['lastChange']; position: PositionSnapshot } | null>(null);
  const subscribe = useCallback((onChange: () => void) => game.subscribe(onChange), [game]);
  const snapshot = useCallback((): PositionSnapshot => {
    const last = read.current;
    if (last && last.game === game && last.change === game.lastChange) return last.position;
    const position = game.snapshot();
    read.current = { game, change: game.lastChange, position };
    return position;
  }, [game]);
  return useSyncExternalStore(subscribe, snapshot);
}

/** Follows the `data-face` attribute the page's look puts on the root element (see app/appearance.ts). */
function subscribeFace(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-face'] });
  return () => { observer.disconnect(); };
}

/** The card face the player's look asks for (the menu's "Card faces": standard, pips or large print). */
export function useLookFace(): CardFace {
  return useSyncExternalStore(subscribeFace, () => faceOf());
}

interface GameBoardProps extends GameBoardView {
  readonly game: Game;
  /** Play a move the player chose (always one the game lists). */
  readonly onMove: (move: Move) => void;
  /** A drop, tap or key that matched no legal move: the page says why. */
  readonly onRefused?: (refused: BoardRefused) => void;
  /** The board's name for screen readers ("Klondike, deal 12"). */
  readonly label: string;
  /** The element the board draws in, for a page that measures it (the win cascade). */
  readonly boardRef?: RefObject<HTMLDivElement | null>;
}

/** The board of a game, filling the room its page gives it. */
export function GameBoard({ game, onMove, onRefused, label, boardRef, hint, refusal, readOnly = false }: GameBoardProps): ReactNode {
  const own = useRef<HTMLDivElement>(null);
  const ref = boardRef ?? own;
  const position = useGamePosition(game);
  // The mark's fields, not its object: a page may build the same mark anew on every render.
  const hinted = hint !== null && hint !== undefined;
  const hintFrom = hint?.from;
  const hintTo = hint?.to;
  const hintCount = hint?.count;
  const boardHint = useMemo<BoardHint | null>(() => (hinted ? hintMove({ from: hintFrom, to: hintTo, count: hintCount }) : null),
    [hinted, hintFrom, hintTo, hintCount]);
  const refusalAt = refusal?.at;
  const refusalText = refusal?.text;
  const boardRefusal = useMemo<BoardRefusal | null>(
    () => (refusalAt !== undefined && refusalText !== undefined ? { pile: refusalAt, message: refusalText } : null),
    [refusalAt, refusalText]);
  const face = useLookFace();
  useBoard(ref, {
    variant: game.variant,
    position,
    face,
    hint: boardHint,
    refusal: boardRefusal,
    // Read-only: no moves; otherwise none given, so that the board offers each position's own legal moves.
    moves: readOnly ? NO_MOVES : undefined,
    events: { move: onMove, ...(onRefused ? { refused: onRefused } : {}) },
  });
  return (
    <div className="board-wrap">
      <div ref={ref} className="board" data-testid="board" role="region" aria-label={label} />
    </div>
  );
}

/** One empty list, so that a read-only board is given the same `moves` on every render. */
const NO_MOVES: readonly Move[] = [];
