import { useEffect, useRef, type ReactNode } from 'react';
import { trapTab } from './dialog-keys.js';

interface LeaveProps {
  readonly onLeave: () => void;
  readonly onStay: () => void;
}

/**
 * Asked before a game with moves made is left for another deal (New game, another variant or deal number,
 * today's deal): leaving counts it as lost. Stay has the focus, so a stray Enter loses nothing; Escape stays.
 */
export function LeaveDialog({ onLeave, onStay }: LeaveProps): ReactNode {
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const back = document.activeElement;
    stay.current?.focus();
    return () => {
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    };
  }, []);
  return (
    <div className="dialog-backdrop" onKeyDown={(e) => { if (e.key === 'Escape') onStay(); }}>
      <div className="dialog leave" role="alertdialog" aria-modal="true" aria-labelledby="leave-title" aria-describedby="leave-text" data-testid="leave" onKeyDown={trapTab}>
        <h2 id="leave-title">Leave this game?</h2>
        <p id="leave-text">It will count as lost.</p>
        <div className="dialog-actions">
          <button type="button" onClick={onLeave}>Leave</button>
          <button ref={stay} type="button" className="primary" onClick={onStay}>Stay</button>
        </div>
      </div>
    </div>
  );
}
