/**
 * Checks, after each move, whether the game can still be won: in the solver's worker, the latest position
 * only (a new move cancels the check of the last one), with answers remembered per position so that Undo
 * and Redo answer at once.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { GameState } from '@patience/core/engine';
import type { GameRef } from './protocol.js';
import { SolverClient } from './solver-client.js';
import type { Winnability } from './winnability.js';

/** A short pause before checking, so that a quick run of moves costs one check, not one each. */
const SETTLE_MS = 150;
/**
 * Until a check has taken this long the note keeps the last verdict, dimmed, rather than flickering to
 * "Checking…" after every move of a game the solver decides in milliseconds.
 */
const QUIET_MS = 700;

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
  const [slowKey, setSlowKey] = useState<string | null>(null);

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
    const slow = setTimeout(() => { setSlowKey(key); }, QUIET_MS);
    const timer = setTimeout(() => {
      void client.run({ kind: 'winnable', game, position: state }).then((outcome) => {
        if (!live || outcome.kind === 'cancelled') return;
        const value: Winnability = outcome.kind === 'winnable'
          ? { status: 'done', verdict: outcome.verdict, thoughtful: outcome.thoughtful, gaveUp: outcome.gaveUp }
          : { status: 'error', message: outcome.kind === 'error' ? outcome.message : 'The solver answered something else.' };
        if (value.status === 'done') known.current.set(key, value);
        setResult({ key, value });
      });
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      clearTimeout(slow);
    };
  }, [client, game, state, key, enabled]);

  if (!enabled || !game || !state) return { status: 'off' };
  if (result?.key === key) return result.value;
  const remembered = known.current.get(key);
  if (remembered) return remembered;
  const last = result?.value.status === 'done' && slowKey !== key ? result.value : null;
  return { status: 'checking', last };
}
