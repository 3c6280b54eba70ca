import type { ReactNode } from 'react';
import { Timer } from './Clock.js';
import type { ClockState } from './clock-state.js';
import type { Message } from './message.js';

interface StatusProps {
  readonly moves: number;
  readonly clock: ClockState;
  readonly score: number | null;
  readonly dealsLeft: number | null;
  /** How many more times the waste may be turned over (Infinity: unlimited), or null in a game that never does. */
  readonly redealsLeft: number | null;
  readonly message: Message | null;
}

/**
 * The status line under the toolbar: moves, time, score, deals and redeals left, then the latest news. The news is
 * the live region a screen reader hears after every move, with what the move set off.
 */
export function StatusLine({ moves, clock, score, dealsLeft, redealsLeft, message }: StatusProps): ReactNode {
  return (
    <div className="status-line">
      <div className="counters" aria-label="Game counters">
        <span className="counter"><span className="counter-label">Moves</span> <span data-testid="moves" className="counter-value">{moves}</span></span>
        <span className="counter"><span className="counter-label">Time</span> <Timer clock={clock} /></span>
        {score !== null && <span className="counter"><span className="counter-label">Score</span> <span data-testid="score" className="counter-value">{score}</span></span>}
        {dealsLeft !== null && <span className="counter"><span className="counter-label">Deals left</span> <span data-testid="deals-left" className="counter-value">{dealsLeft}</span></span>}
        {redealsLeft !== null && <span className="counter"><span className="counter-label">Redeals left</span> <span data-testid="redeals-left" className="counter-value">{Number.isFinite(redealsLeft) ? redealsLeft : <><span aria-hidden="true">∞</span><span className="visually-hidden">unlimited</span></>}</span></span>}
      </div>
      <p className={`status tone-${message?.tone ?? 'info'}`} role="status" data-testid="message" aria-live="polite">
        {message?.text ?? ''}
        {message?.action && <> <a className="status-action" href={message.action.href}>{message.action.label}</a></>}
      </p>
    </div>
  );
}
