/**
 * "Show me the solution" on the play page: asks the solver's worker (a client of its own, so that hints and
 * the winnability note go on as before) for the winning line from the position shown, and keeps the walk
 * along it. The page plays and undoes the line's moves on the real game; the walk only says where it stands.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Game } from '@patience/core';
import { WINNABLE_LIMITS } from '../solver/limits.js';
import type { GameRef } from '../solver/protocol.js';
import { SolverClient } from '../solver/solver-client.js';
import { solutionWalk, type SolutionWalk } from './solution-walk.js';

/** Where "Show me the solution" is. */
export type Solution =
  | { readonly status: 'off' }
  | { readonly status: 'solving' }
  | { readonly status: 'ready'; readonly walk: SolutionWalk }
  /** No line to show, and why, in words. */
  | { readonly status: 'none'; readonly text: string };

function noneWords(verdict: string, gaveUp: string | null): string {
  if (verdict === 'lost') return 'There is no solution from here: the solver tried every way on.';
  if (gaveUp === 'time') return `The solver found no solution within ${WINNABLE_LIMITS.timeMs / 1000} s.`;
  return 'The solver found no solution within its budget.';
}

/**
 * `ask` solves the game's current position; `close` puts the solution away. A new game closes it. `onShown` is
 * told the game whose line is shown, once it is (help given: see `TableSession.assist`).
 */
export function useSolution(game: Game | null, gameRef: GameRef | null, onShown?: (game: Game) => void): { solution: Solution; ask: () => void; close: () => void } {
  const client = useMemo(() => new SolverClient(), []);
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => () => { client.dispose(); }, [client]);
  const [solution, setSolution] = useState<Solution>({ status: 'off' });
  useEffect(() => { client.cancel(); setSolution({ status: 'off' }); }, [client, game]);

  const ask = useCallback(() => {
    if (!game || !gameRef) return;
    const asked = game.state;
    setSolution({ status: 'solving' });
    void client.run({ kind: 'winnable', game: gameRef, position: asked }).then((outcome) => {
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'winnable' && outcome.line) {
        setSolution({ status: 'ready', walk: solutionWalk(game.variant, asked, outcome.line) });
        shown.current?.(game);
      } else if (outcome.kind === 'winnable') setSolution({ status: 'none', text: noneWords(outcome.verdict, outcome.gaveUp) });
      else setSolution({ status: 'none', text: `The solver could not help: ${outcome.kind === 'error' ? outcome.message : 'it answered something else.'}` });
    });
  }, [client, game, gameRef]);
  const close = useCallback(() => { client.cancel(); setSolution({ status: 'off' }); }, [client]);
  return { solution, ask, close };
}
