import { useEffect, useState, type ReactNode } from 'react';
import type { Game, Move } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { describeMove } from '../hint/move-words.js';
import { walkPlace } from './solution-walk.js';
import type { Solution } from './useSolution.js';

/** How long each move of "Play it out" stays on the board before the next, so that the eye can follow it. */
const PLAY_OUT_STEP_MS = 600;

interface SolutionPanelProps {
  readonly solution: Solution;
  readonly game: Game;
  readonly state: GameState;
  readonly play: (move: Move) => void;
  readonly undo: () => void;
  readonly askAgain: () => void;
  readonly close: () => void;
}

/**
 * The solution's step-through under the status line: the next move in words (the board marks it with the
 * hint's marks), Previous (an undo), Next (the move played), and Play it out (the moves played one by one).
 */
export function SolutionPanel({ solution, game, state, play, undo, askAgain, close }: SolutionPanelProps): ReactNode {
  const [playing, setPlaying] = useState(false);
  const place = solution.status === 'ready' ? walkPlace(solution.walk, state) : null;
  const next = place?.kind === 'on-line' ? place.next : null;
  useEffect(() => {
    if (!playing) return;
    if (!next) { setPlaying(false); return; }
    const timer = window.setTimeout(() => { play(next); }, PLAY_OUT_STEP_MS);
    return () => { window.clearTimeout(timer); };
  }, [playing, next, play]);

  if (solution.status === 'off') return null;
  const closeButton = <button type="button" onClick={() => { setPlaying(false); close(); }}>Close</button>;
  if (solution.status === 'solving') return <div className="solution" role="status" data-testid="solution"><span>Looking for a solution…</span>{closeButton}</div>;
  if (solution.status === 'none') return <div className="solution" role="status" data-testid="solution"><span>{solution.text}</span>{closeButton}</div>;
  if (place?.kind !== 'on-line') {
    return (
      <div className="solution" role="status" data-testid="solution">
        <span>The game has left the solution&apos;s line.</span>
        <button type="button" onClick={askAgain}>Solve from here</button>
        {closeButton}
      </div>
    );
  }
  return (
    <div className="solution" role="status" data-testid="solution">
      <span>{next ? `Move ${place.done + 1} of ${place.total}: ${describeMove(game.variant, state, next)}` : `Solved in ${place.total} moves.`}</span>
      <button type="button" disabled={place.done === 0 || playing} onClick={undo}>Previous</button>
      <button type="button" disabled={!next || playing} onClick={() => { if (next) play(next); }}>Next</button>
      <button type="button" disabled={!next} onClick={() => { setPlaying((on) => !on); }}>{playing ? 'Pause' : 'Play it out'}</button>
      {closeButton}
    </div>
  );
}
