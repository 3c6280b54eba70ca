import { memo, useMemo, useRef, type ReactNode } from 'react';
import { useBoard } from '../board/useBoard.js';
import type { Miniature as MiniatureData } from './manifest-types.js';
import { miniBoard } from './mini-board.js';

/**
 * A small drawing of a variant's opening layout (deal 1), drawn by `@patience/board` as a picture (no play, no
 * engine): the stock, waste, cells, foundations and the tableau, fanned or in its shape (Pyramid, TriPeaks).
 * Decorative: the entry's text says what it shows. Its size is the element's (CSS `.miniature`).
 */
export const Miniature = memo(function Miniature({ data }: { readonly data: MiniatureData }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // Another variant pointed at: the same board draws it.
  const picture = useMemo(() => miniBoard(data), [data]);
  useBoard(ref, { ...picture, interactive: false, orientation: 'portrait' });
  return <div ref={ref} className="miniature" aria-hidden="true" data-piles={data.tableau.length} />;
});
