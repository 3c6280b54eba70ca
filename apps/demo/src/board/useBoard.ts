/**
 * The demo's one React binding of `@patience/board`: a hook that creates a board in an element when the component
 * mounts, gives it what changed on each render, and destroys it when the component unmounts. The play page, the
 * lessons, the gallery's miniatures and the Lab's preview all draw through it.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { createBoard, type Board, type BoardConfig, type BoardEvents } from '@patience/board';
import '@patience/board/board.css';

/** The fields of a config that `set()` takes after creation; `events` is forwarded, `interactive` read once. */
const SETTABLE = ['variant', 'position', 'moves', 'hint', 'refusal', 'orientation', 'maxCardWidth'] as const;
type Settable = Pick<BoardConfig, (typeof SETTABLE)[number]>;

/**
 * The fields of `next` that are not the very values `last` held (compared by identity, as React compares props),
 * or `null` when none changed: so that a render which changed nothing asks the board for no redraw.
 * @example changedFields({ position: a, hint: null }, { position: a, hint: h }) // { hint: h }
 */
export function changedFields(last: Settable, next: Settable): Partial<Settable> | null {
  const changed: Partial<Record<keyof Settable, unknown>> = {};
  let any = false;
  for (const field of SETTABLE) {
    if (last[field] === next[field]) continue;
    changed[field] = next[field];
    any = true;
  }
  return any ? (changed as Partial<Settable>) : null;
}

/**
 * Draws `config` with `@patience/board` in the element `ref` holds, for as long as the component lives. Each
 * render gives the board only the fields whose values changed (so keep objects such as `position` and `hint`
 * the same from render to render until they change); events always reach the latest handlers, so a component
 * may pass new functions on every render. `interactive` is read when the board is created.
 * @returns the board, for a component that also talks to it directly (null before mount and after unmount).
 */
export function useBoard(ref: RefObject<HTMLElement | null>, config: BoardConfig): RefObject<Board | null> {
  const board = useRef<Board | null>(null);
  const latest = useRef(config);
  latest.current = config;
  const given = useRef<Settable>(config);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const forward: BoardEvents = {
      move: (move) => { latest.current.events?.move?.(move); },
      refused: (refused) => { latest.current.events?.refused?.(refused); },
      select: (selection) => { latest.current.events?.select?.(selection); },
    };
    const created = createBoard(element, { ...latest.current, events: forward });
    board.current = created;
    given.current = latest.current;
    return () => {
      created.destroy();
      board.current = null;
    };
  }, [ref]);

  useLayoutEffect(() => {
    const changed = changedFields(given.current, config);
    given.current = config;
    if (changed) board.current?.set(changed);
  });

  return board;
}
