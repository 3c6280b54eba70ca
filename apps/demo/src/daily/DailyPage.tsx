/**
 * The daily deal's route, `#/daily/<game>[/<day>]`: finds the day's deal (see useDailyDeal), records it as
 * opened (so that its win counts for the daily streak), then opens it as a play page in place of this one
 * in the history (Back leaves it, as it would a play page).
 */
import { useEffect, type ReactNode } from 'react';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { changedOptions, readPlayParams } from '../routes/play-params.js';
import { playHash, quoted } from '../routes/route.js';
import { isDay, utcDay } from './daily-seed.js';
import { storeDailyOpened } from './daily-store.js';
import { dailyGameKey } from './daily-link.js';
import { useDailyDeal } from './useDailyDeal.js';

interface Props {
  readonly game: ManifestGame;
  readonly day: string | null;
  readonly params: readonly (readonly [string, string])[];
}

/** The daily deal's page: "Finding today's deal…", then the deal itself. */
export default function DailyPage({ game, day, params }: Props): ReactNode {
  const today = utcDay(new Date());
  const request = readPlayParams(game, params.filter(([key]) => key !== 'seed'));
  const options = changedOptions(game, request.options);
  const wanted = day ?? today;
  const problem = !isDay(wanted) ? `${quoted(wanted)} is not a day: a daily deal's link names a day as 2026-12-02.`
    : wanted > today ? `The daily deal of ${wanted} is not out yet: it is ${today} in UTC.` : null;
  const daily = useDailyDeal(game.id, options, problem === null ? wanted : today);
  const { state } = daily;

  useEffect(() => {
    if (problem !== null || state.status !== 'ready') return;
    storeDailyOpened(dailyGameKey(game.id, options), state.day, state.seed);
    window.location.replace(playHash(game.id, state.seed, options));
    // `options` is derived from `params`, so params stand for it.
  }, [problem, state, game.id, params]);

  // The link as a button beside the notice, not inside it: the page's link colour is for the green table.
  if (problem !== null) return <div className="page"><p role="alert" className="notice">{problem}</p><a className="button" href={daily.link}>Today&apos;s deal</a></div>;
  if (state.status === 'error') return <p role="alert" className="notice">The daily deal could not be found: {state.message}</p>;
  return <p className="loading" role="status">Finding the daily deal of {state.day}…</p>;
}
