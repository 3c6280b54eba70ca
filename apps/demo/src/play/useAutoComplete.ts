import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Move, Variant } from '@patience/core';
import type { GameState } from '@patience/core/engine';
import { certainFinish } from './auto-complete.js';

/** How long each card of the finish takes: long enough to follow it to its foundation, short enough not to wait. */
const FINISH_STEP_MS = 180;

/**
 * The auto-complete offer: `finish` lists the moves when the rest of the game is certain; `start` plays the
 * first move of the finish, waits a step so that the board animates the card home, and goes on from the
 * position that made, until the game is won (the finish is found again each time, so an Undo meanwhile
 * cannot make it play a move meant for another position).
 */
export function useAutoComplete(variant: Variant | undefined, state: GameState | undefined, play: (move: Move) => void): {
  readonly finish: readonly Move[] | null;
  readonly finishing: boolean;
  readonly start: () => void;
} {
  const finish = useMemo(() => (variant && state ? certainFinish(variant, state) : null), [variant, state]);
  const [finishing, setFinishing] = useState(false);
  const next = finish?.[0];

  useEffect(() => {
    if (!finishing) return undefined;
    if (!next) { setFinishing(false); return undefined; }
    const timer = window.setTimeout(() => { play(next); }, FINISH_STEP_MS);
    return () => { window.clearTimeout(timer); };
    // Keyed on the position too: two steps in a row may be the same move (`t3>f1` twice), and the engine may
    // hand out the same move object for both, so `next` alone would not say that a step was played.
  }, [finishing, next, state, play]);

  const start = useCallback(() => { setFinishing(true); }, []);
  return { finish, finishing, start };
}
