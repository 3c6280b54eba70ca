/**
 * Checks, after each move, whether the game can still be won: in the solver's warm worker, the latest
 * position only (a new move cancels the check of the last one, and the worker stays up), with answers
 * remembered per position so that Undo and Redo answer at once. From the moment of a move until its own
 * verdict, the answer is "checking": never the verdict of another position.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameState } from '@patience/core/engine';
import type { GameRef } from './protocol.js';
import { SolverClient } from './solver-client.js';
import type { Winnability } from './winnability.js';

/**
 * The winnability of `state`, checked while `enabled`. `game` names the game; a new game (object) starts
 * with an empty memory.
 */
export function useWinnability(game: GameRef | null, state: GameState | undefined, enabled: boolean): Winnability {
  const client = useMemo(() => new SolverClient(), []);
  useEffect(() => () => { client.dispose(); }, [client]);
  const known = useRef(new Map<string, Winnability>());
  useEffect(() => { known.current = new Map(); }, [game]);
  const [result, setResult] = useState<{ key: string; value: Winnability } | null>(null);

  const key = state ? JSON.stringify([state.piles, state.redealsUsed]) : '';
  useEffect(() => {
    if (!enabled || !game || !state) {
      client.cancel();
      return;
    }
    const remembered = known.current.get(key);
    if (remembered) {
      client.cancel();
      setResult({ key, value: remembered });
      return;
    }
    let live = true;
    // At once: cancelling costs a message to the warm worker, so a quick run of moves needs no pause first.
    void client.run({ kind: 'winnable', game, position: state }).then((outcome) => {
      if (!live || outcome.kind === 'cancelled') return;
      const value: Winnability = outcome.kind === 'winnable'
        ? { status: 'done', verdict: outcome.verdict, thoughtful: outcome.thoughtful, gaveUp: outcome.gaveUp }
        : { status: 'error', message: outcome.kind === 'error' ? outcome.message : 'The solver answered something else.' };
      if (value.status === 'done') known.current.set(key, value);
      setResult({ key, value });
      // Read by the browser tests: how long after a move its verdict came (see e2e/perf.e2e.ts).
      performance.mark('patience:verdict', { detail: { key, verdict: value.status === 'done' ? value.verdict : 'error' } });
    });
    return () => {
      live = false;
    };
  }, [client, game, state, key, enabled]);

  if (!enabled || !game || !state) return { status: 'off' };
  if (result?.key === key) return result.value;
  const remembered = known.current.get(key);
  if (remembered) return remembered;
  return { status: 'checking' };
}
