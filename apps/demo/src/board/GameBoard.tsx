/**
 * The demo's thin adapter over `@patience/board`: one React component and the hook under it. The board draws
 * and plays; the game's own events (`Game.subscribe`) give it each new position, so the page never passes
 * positions down; the page gives only what is its own (the hint, a refusal, what a move does).
 */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createBoard, type Board, type BoardEvents, type BoardHint, type BoardRefused } from '@patience/board';
import '@patience/board/board.css';
import type { Game, Move, PileId } from '@patience/core';

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
 * Draws `game` with `@patience/board` in the element `ref` holds, following the game's changes, for as long
 * as the component lives. Events reach the latest handlers, so a page may pass new functions on every render.
 */
export function useGameBoard(ref: RefObject<HTMLElement | null>, game: Game, view: GameBoardView, events: BoardEvents): void {
  const board = useRef<Board | null>(null);
  const latest = useRef(events);
  latest.current = events;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const created = createBoard(element, {
      variant: game.variant,
      position: game.snapshot(),
      events: {
        move: (move) => { latest.current.move?.(move); },
        refused: (refused) => { latest.current.refused?.(refused); },
        select: (selection) => { latest.current.select?.(selection); },
      },
    });
    board.current = created;
    const stop = game.subscribe(() => { created.set({ position: game.snapshot() }); });
    return () => {
      stop();
      created.destroy();
      board.current = null;
    };
  }, [ref, game]);

  const { hint, readOnly = false } = view;
  const refusalAt = view.refusal?.at;
  const refusalText = view.refusal?.text;
  useLayoutEffect(() => {
    const refusal = refusalAt !== undefined && refusalText !== undefined ? { pile: refusalAt, message: refusalText } : null;
    // Read-only: no moves; otherwise none given, so that the board offers each position's own legal moves.
    board.current?.set({ hint: hintMove(hint), refusal, moves: readOnly ? [] : undefined });
  }, [game, hint, refusalAt, refusalText, readOnly]);
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
export function GameBoard({ game, onMove, onRefused, label, boardRef, ...view }: GameBoardProps): ReactNode {
  const own = useRef<HTMLDivElement>(null);
  const ref = boardRef ?? own;
  useGameBoard(ref, game, view, { move: onMove, ...(onRefused ? { refused: onRefused } : {}) });
  return (
    <div className="board-wrap">
      <div ref={ref} className="board" data-testid="board" role="region" aria-label={label} />
    </div>
  );
}
