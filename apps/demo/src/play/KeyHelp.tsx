import { useEffect, useRef, type ReactNode } from 'react';
import { BOARD_KEYS } from '@patience/board';

/** The keys of the board (as the board lists them) and the page, as the `?` key shows them. */
export const KEYS: readonly (readonly [string, string])[] = [
  ['Tab', 'Go to the board (one stop), then on to the page'],
  ...BOARD_KEYS,
  ['Ctrl+Z / Ctrl+Shift+Z', 'Undo / redo'],
  ['?', 'Show these keys'],
];

/** A small dialog listing the keys; Escape or Close puts focus back where it was. */
export function KeyHelp({ onClose }: { readonly onClose: () => void }): ReactNode {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const back = document.activeElement;
    close.current?.focus();
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, [onClose]);
  return (
    <div className="sheet-backdrop" onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div className="sheet key-help" role="dialog" aria-modal="true" aria-labelledby="key-help-title">
        <div className="sheet-head">
          <h2 id="key-help-title">Keyboard keys</h2>
          <button type="button" ref={close} onClick={onClose}>Close</button>
        </div>
        <dl>{KEYS.map(([key, what]) => <div key={key}><dt><kbd>{key}</kbd></dt><dd>{what}</dd></div>)}</dl>
      </div>
    </div>
  );
}
