/** The toolbar's icons: simple strokes on a 24-unit grid, always shown with a label beside or under them. */
import type { ReactNode } from 'react';

const PATHS = {
  new: 'M5 4h9l5 5v11H5z M14 4v5h5 M12 11v6 M9 14h6',
  undo: 'M9 7 4 12l5 5 M4 12h10a6 6 0 0 1 0 12',
  redo: 'M15 7l5 5-5 5 M20 12H10a6 6 0 0 0 0 12',
  hint: 'M9 18h6 M10 21h4 M12 3a6 6 0 0 0-4 10.5c.8.8 1 1.5 1 2.5h6c0-1 .2-1.7 1-2.5A6 6 0 0 0 12 3z',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  deal: 'M4 8h12v12H4z M8 4h12v12',
} as const;

/** An icon by name, hidden from screen readers (its button's label names it). */
export function Icon({ name }: { readonly name: keyof typeof PATHS }): ReactNode {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
