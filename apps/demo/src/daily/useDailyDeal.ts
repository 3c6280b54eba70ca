/**
 * `useDailyDeal`: today's deal of a game, ready to link to or open. The deal number comes from the book of
 * opened daily deals when this day's is known, else from the solver's worker (a few seconds at most; see
 * daily-seed.ts), and is then remembered.
 */
import { useEffect, useMemo, useState } from 'react';
import { SolverClient } from '../solver/solver-client.js';
import { dailyStreak } from './daily-book.js';
import { loadDailyBook, storeDailyOpened } from './daily-store.js';
import { utcDay } from './daily-seed.js';
import { dailyGameKey, dailyHash, type DailyOptions } from './daily-link.js';

/** Where today's deal is. */
export type DailyDealState =
  | { readonly status: 'finding'; readonly day: string }
  | {
    readonly status: 'ready';
    readonly day: string;
    /** The deal number. */
    readonly seed: number;
    /** Proven winnable by the solver (false only for a game it rarely decides). */
    readonly proven: boolean;
  }
  | { readonly status: 'error'; readonly day: string; readonly message: string };

/** Today's deal of a game, its shareable link and its streak. */
export interface DailyDeal {
  readonly state: DailyDealState;
  /** The link to this day's deal (`#/daily/<game>/<day>`): the same deal for whoever opens it. */
  readonly link: string;
  /** Daily deals won in a row, the best run, and whether this day's is won. */
  readonly streak: { readonly current: number; readonly best: number; readonly wonToday: boolean };
}

/**
 * Today's deal (or the deal of `day`, `YYYY-MM-DD`, as a shared link names it) of `gameId` with `options`.
 * @example const daily = useDailyDeal('easthaven'); daily.state.status === 'ready' && daily.state.seed
 */
export function useDailyDeal(gameId: string, options: DailyOptions = [], day: string = utcDay(new Date())): DailyDeal {
  const gameKey = dailyGameKey(gameId, options);
  const known = loadDailyBook()[gameKey]?.opened[day];
  const [found, setFound] = useState<{ key: string; state: DailyDealState } | null>(null);
  const client = useMemo(() => new SolverClient(), []);
  useEffect(() => () => { client.dispose(); }, [client]);
  const stateKey = `${gameKey} ${day}`;

  useEffect(() => {
    if (known !== undefined) return;
    let live = true;
    const game = { gameId, options: Object.fromEntries(options) };
    void client.run({ kind: 'daily-deal', game, day, gameKey }).then((outcome) => {
      if (!live || outcome.kind === 'cancelled') return;
      if (outcome.kind === 'daily-deal') {
        storeDailyOpened(gameKey, day, outcome.seed);
        setFound({ key: stateKey, state: { status: 'ready', day, seed: outcome.seed, proven: outcome.proven } });
      } else {
        setFound({ key: stateKey, state: { status: 'error', day, message: outcome.kind === 'error' ? outcome.message : 'The solver answered something else.' } });
      }
    });
    return () => {
      live = false;
      client.cancel();
    };
    // `options` is read through gameKey, which names them: a new array of the same options is no new search.
  }, [client, gameId, gameKey, day, known, stateKey]);

  const state: DailyDealState = known !== undefined
    ? { status: 'ready', day, seed: known, proven: true }
    : found?.key === stateKey ? found.state : { status: 'finding', day };
  return { state, link: dailyHash(gameId, day, options), streak: dailyStreak(loadDailyBook(), gameKey, utcDay(new Date())) };
}
