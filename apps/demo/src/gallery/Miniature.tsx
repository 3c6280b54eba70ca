import { memo, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createBoard, type Board } from '@patience/board';
import '@patience/board/board.css';
import type { Miniature as MiniatureData } from './manifest-types.js';
import { miniBoard } from './mini-board.js';

/**
 * A small drawing of a variant's opening layout (deal 1), drawn by `@patience/board` as a picture (no play, no
 * engine): the stock, waste, cells, foundations and the tableau, fanned or in its shape (Pyramid, TriPeaks).
 * Decorative: the entry's text says what it shows. Its size is the element's (CSS `.miniature`).
 */
export const Miniature = memo(function Miniature({ data }: { readonly data: MiniatureData }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const board = useRef<Board | null>(null);
  const drawn = useRef(data);
  drawn.current = data;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const created = createBoard(element, { ...miniBoard(drawn.current), interactive: false, orientation: 'portrait' });
    board.current = created;
    return () => { created.destroy(); board.current = null; };
  }, []);
  // Another variant pointed at: the same board draws it.
  useLayoutEffect(() => { board.current?.set(miniBoard(data)); }, [data]);
  return <div ref={ref} className="miniature" aria-hidden="true" data-piles={data.tableau.length} />;
});
