/**
 * "Winnable deals only": looks, in a worker of its own, for the first deal from a random number on that the
 * solver proves winnable, while the game in progress stays playable; then opens it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Message } from '../play/message.js';
import type { GameRef } from './protocol.js';
import { SolverClient } from './solver-client.js';

/** A search under way: the deal it started from and how many deals it has tried. */
export interface DealSearch {
  readonly from: number;
  readonly tried: number;
}

/** A deal the search found, to be announced once it is open. */
interface FoundDeal {
  readonly gameId: string;
  readonly seed: number;
  readonly thoughtful: boolean;
}

export interface DealSearchControls {
  /** The search under way, or null. */
  readonly search: DealSearch | null;
  /** Starts a search from deal `from` (a newer search replaces one under way). */
  readonly start: (from: number) => void;
  /** The player's Cancel: stops the search and says so. */
  readonly cancel: () => void;
  /** Stops the search quietly (another deal was opened). */
  readonly stop: () => void;
  /** The sentence announcing `seed` of `gameId` if the search just found it, once; null otherwise. */
  readonly announce: (gameId: string, seed: number) => string | null;
}

/**
 * The search for a winnable deal of `game`; `openDeal` opens what it finds, `say` tells the player the rest.
 */
export function useDealSearch(game: GameRef | null, openDeal: (seed: number) => void, say: (message: Message) => void): DealSearchControls {
  const client = useMemo(() => new SolverClient(), []);
  useEffect(() => () => { client.dispose(); }, [client]);
  const [search, setSearch] = useState<DealSearch | null>(null);
  const found = useRef<FoundDeal | null>(null);

  const start = useCallback((from: number) => {
    if (!game) return;
    setSearch({ from, tried: 0 });
    say({ text: `Looking for a winnable deal from deal ${from} on…`, tone: 'info' });
    void client.run({ kind: 'find-deal', game, from }, (tried) => { setSearch({ from, tried }); }).then((outcome) => {
      // A search cancelled by a newer one leaves the newer one's progress on show.
      if (outcome.kind === 'cancelled') return;
      setSearch(null);
      if (outcome.kind === 'find-deal' && outcome.seed !== null) {
        found.current = { gameId: game.gameId, seed: outcome.seed, thoughtful: outcome.thoughtful };
        openDeal(outcome.seed);
      } else if (outcome.kind === 'find-deal') {
        const tried = `${outcome.tried} ${outcome.tried === 1 ? 'deal' : 'deals'}`;
        say({ text: `No deal was proven winnable in ${Math.round(outcome.elapsedMs / 1000)} s (${tried} tried from deal ${from}): the game in progress is unchanged. Try again, or turn off "Winnable deals only".`, tone: 'notice' });
      } else {
        say({ text: `No winnable deal could be looked for: ${outcome.kind === 'error' ? outcome.message : 'the solver answered something else.'}`, tone: 'notice' });
      }
    });
  }, [client, game, openDeal, say]);

  const stop = useCallback(() => {
    client.cancel();
    setSearch(null);
  }, [client]);

  const cancel = useCallback(() => {
    stop();
    say({ text: 'The search for a winnable deal was cancelled; the game in progress is unchanged.', tone: 'info' });
  }, [stop, say]);

  const announce = useCallback((gameId: string, seed: number): string | null => {
    const deal = found.current;
    found.current = null;
    if (!deal || deal.gameId !== gameId || deal.seed !== seed) return null;
    return `Deal ${seed} is winnable: the solver found a win${deal.thoughtful ? ' for a player who could see the hidden cards' : ''}.`;
  }, []);

  return { search, start, cancel, stop, announce };
}
