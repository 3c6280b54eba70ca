import { useEffect, useRef, type ReactNode } from 'react';
import { formatTime, type GameStats } from '../stats/stats.js';
import { StatsList } from '../stats/StatsList.js';
import { prefersReducedMotion } from '../board/flip.js';

interface WinDialogProps {
  readonly gameName: string;
  readonly timeMs: number;
  readonly moves: number;
  readonly stats: GameStats;
  readonly onPlayAgain: () => void;
  readonly onClose: () => void;
}

const CONFETTI = ['♠', '♥', '♦', '♣'];

/** The win: a celebration, the time and moves of this game, and the statistics of the game. */
export function WinDialog({ gameName, timeMs, moves, stats, onPlayAgain, onClose }: WinDialogProps): ReactNode {
  const first = useRef<HTMLButtonElement>(null);
  const back = useRef<Element | null>(null);
  useEffect(() => {
    back.current = document.activeElement;
    first.current?.focus();
    return () => {
      if (back.current instanceof HTMLElement && back.current.isConnected) back.current.focus();
    };
  }, []);
  const still = prefersReducedMotion();
  return (
    <div className="dialog-backdrop" onKeyDown={(e) => { if (e.key === 'Escape') onClose(); }}>
      {!still && (
        <div className="confetti" aria-hidden="true">
          {Array.from({ length: 24 }, (_, i) => (
            <span key={i} className={i % 4 === 1 || i % 4 === 2 ? 'red' : 'black'} style={{ left: `${(i * 41) % 100}%`, animationDelay: `${(i % 8) * 0.18}s` }}>{CONFETTI[i % 4]}</span>
          ))}
        </div>
      )}
      <div className="dialog win" role="dialog" aria-modal="true" aria-labelledby="win-title" data-testid="win"
        onKeyDown={(e) => {
          // Keep Tab inside the dialog.
          if (e.key !== 'Tab') return;
          const buttons = [...e.currentTarget.querySelectorAll('button')];
          const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
          const next = buttons[(i + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
          if (next) {
            e.preventDefault();
            next.focus();
          }
        }}
      >
        <h2 id="win-title">You won!</h2>
        <p>{gameName} cleared in {moves} moves and {formatTime(timeMs)}.</p>
        <StatsList stats={stats} />
        <div className="dialog-actions">
          <button ref={first} type="button" className="primary" onClick={onPlayAgain}>Play again</button>
          <button type="button" onClick={onClose}>Close</button>
        </div>
      </div>
    </div>
  );
}
