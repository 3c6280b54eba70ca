/**
 * The Hint button: the solver's `hint()`, in a worker of its own, which never peeks at hidden cards and is
 * given the positions the game has been through, so that hints followed one after another never go round. An
 * answer for a position the player has since left is dropped. There is no second heuristic: until the
 * worker answers the button shows that it is thinking (its answers take tens of milliseconds). Only if the
 * worker fails (it cannot start, or its task throws) does the page answer itself, with a move core's
 * `safeFoundationMoves` calls safe (a rule of the game, not a guess), or else by saying why there is no hint.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Game, Move, PileId } from '@patience/core';
import { legalMoves, safeFoundationMoves, type GameState } from '@patience/core/engine';
import { positionsPlayed } from '@patience/solver';
import { describeMove } from '../hint/move-words.js';
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
    void client.run({ kind: 'hint', game: gameRef, position: asked, history: positionsPlayed(game) }).then((outcome) => {
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
      const [safe] = safeFoundationMoves(game.variant, asked);
      if (safe) showMove(game, asked, safe, `This card can go home safely. (The solver could not help: ${why})`);
      else say({ text: `No hint: the solver could not help (${why}).`, tone: 'hint' });
    });
  }, [client, game, gameRef, say, showMove]);

  return { thinking, showHint };
}
