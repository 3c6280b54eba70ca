import { useEffect, useState, type ReactNode } from 'react';
import { formatTime } from '../stats/stats.js';
import { clockTime, type ClockState } from './clock-state.js';


/** The timer display; it ticks by itself, so the board never re-renders for the clock. */
export function Timer({ clock }: { readonly clock: ClockState }): ReactNode {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    setNow(performance.now());
    if (clock.startedAt === null) return;
    const id = window.setInterval(() => { setNow(performance.now()); }, 1000);
    return () => { window.clearInterval(id); };
  }, [clock]);
  return <span data-testid="timer" className="counter-value" role="timer" aria-live="off">{formatTime(clockTime(clock, now))}</span>;
}
