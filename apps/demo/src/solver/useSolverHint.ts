/**
 * The Hint button: the solver's `hint()`, in a worker of its own, which never peeks at hidden cards. An
 * answer for a position the player has since left is dropped; if the worker cannot run, the quick heuristic
 * of hint/hint.ts answers instead, and says so.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Game, Move, PileId } from '@patience/core';
import { legalMoves, type GameState } from '@patience/core/engine';
import { describeMove, findHint } from '../hint/hint.js';
import type { Message } from '../play/message.js';
import type { GameRef } from './protocol.js';
import { SolverClient } from './solver-client.js';

/** The piles a hint points at. */
export interface HintMark {
  readonly from?: PileId;
  readonly to?: PileId;
  /** How many cards the hinted move carries: the board marks those cards, not the whole column. */
  readonly count?: number;
}

/**
 * `showHint` asks for a hint on the game's current position; `thinking` is true while the solver works.
 * `mark` points the board at the move's piles, `say` puts the words on the status line.
 */
export function useSolverHint(game: Game | null, gameRef: GameRef | null, mark: (hint: HintMark) => void, say: (message: Message) => void): { thinking: boolean; showHint: () => void } {
  const client = useMemo(() => new SolverClient(), []);
  useEffect(() => () => { client.dispose(); }, [client]);
  const [thinking, setThinking] = useState(false);
  const current = useRef<GameState | undefined>(undefined);
  current.current = game?.state;

  const showMove = useCallback((variantGame: Game, asked: GameState, move: Move, reason: string) => {
    mark(move.kind === 'move' ? { from: move.from, to: move.to, count: move.count } : { from: 'stock' });
    say({ text: `Hint: ${describeMove(variantGame.variant, asked, move)} ${reason}`.trim(), tone: 'hint' });
  }, [mark, say]);

  const showHint = useCallback(() => {
    if (!game || !gameRef) return;
    const asked = game.state;
    if (game.isWon()) {
      say({ text: 'The game is won: nothing left to do.', tone: 'info' });
      return;
    }
    if (legalMoves(game.variant, asked).length === 0) {
      say({ text: 'No moves left: undo, restart or try a new deal.', tone: 'hint' });
      return;
    }
    setThinking(true);
    void client.run({ kind: 'hint', game: gameRef, position: asked }).then((outcome) => {
      // A hint cancelled by a newer one leaves the newer one thinking.
      if (outcome.kind === 'cancelled') return;
      setThinking(false);
      if (current.current !== asked) return;
      if (outcome.kind === 'hint') {
        if (outcome.move) showMove(game, asked, outcome.move, outcome.reason);
        else say({ text: `Hint: ${outcome.reason}`, tone: 'hint' });
        return;
      }
      const why = outcome.kind === 'error' ? outcome.message : 'the solver answered something else.';
      const move = findHint(game.variant, asked, game.history().at(-1)?.move ?? null);
      if (move) showMove(game, asked, move, `(A quick guess: ${why})`);
      else say({ text: 'No useful move found: every move left undoes an earlier one. Try undoing.', tone: 'hint' });
    });
  }, [client, game, gameRef, say, showMove]);

  return { thinking, showHint };
}
