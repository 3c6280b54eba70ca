import { useEffect, useRef, type ReactNode } from 'react';
import { formatTime, type GameStats } from '../stats/stats.js';
import { StatsList } from '../stats/StatsList.js';
import { trapTab } from './dialog-keys.js';

interface WinDialogProps {
  readonly gameName: string;
  readonly timeMs: number;
  readonly moves: number;
  /** Won after "Show me the solution". */
  readonly assisted: boolean;
  readonly stats: GameStats;
  readonly onPlayAgain: () => void;
  readonly onClose: () => void;
}

/** The win, after its cascade (WinCascade): the time and moves of this game, and the statistics of the game. */
export function WinDialog({ gameName, timeMs, moves, assisted, stats, onPlayAgain, onClose }: WinDialogProps): ReactNode {
  const first = useRef<HTMLButtonElement>(null);
  const back = useRef<Element | null>(null);
  useEffect(() => {
    back.current = document.activeElement;
    first.current?.focus();
    return () => {
      if (back.current instanceof HTMLElement && back.current.isConnected) back.current.focus();
    };
  }, []);
  return (
    <div className="dialog-backdrop" onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      <div className="dialog win" role="dialog" aria-modal="true" aria-labelledby="win-title" data-testid="win" onKeyDown={trapTab}>
        <h2 id="win-title">You won!</h2>
        <p>{gameName} cleared in {moves} moves and {formatTime(timeMs)}.</p>
        {assisted && <p data-testid="win-assisted">The solution was shown, so this game counts as won with help: not in your win rate or your streak.</p>}
        <StatsList stats={stats} />
        <div className="dialog-actions">
          <button ref={first} type="button" className="primary" onClick={onPlayAgain}>Play again</button>
          <button type="button" onClick={onClose}>Close</button>
        </div>
      </div>
    </div>
  );
}
