/**
 * The daily deal's tile at the top of the gallery: today's date, and a link per game to its deal of the day
 * (`#/daily/<game>`, which finds the deal with the solver), with the deal's number once it was opened here and
 * the daily streak. It reads only the daily book: the gallery loads no engine or solver code.
 */
import { useMemo, type ReactNode } from 'react';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { dailyStreak } from './daily-book.js';
import { dailyGameKey, dailyHash } from './daily-link.js';
import { utcDay } from './daily-seed.js';
import { loadDailyBook } from './daily-store.js';

/** The day as people say it ("Wednesday 2 December"), in UTC like the deal itself. */
function dayInWords(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** Today's deals of these games. */
export function DailyTile({ games }: { readonly games: readonly ManifestGame[] }): ReactNode {
  const today = utcDay(new Date());
  const book = useMemo(() => loadDailyBook(), []);
  return (
    <section className="daily-tile" aria-labelledby="daily-heading" data-testid="daily-tile" data-day={today}>
      <div className="daily-heading">
        <h2 id="daily-heading">Today&apos;s deal</h2>
        <p className="daily-note"><span className="daily-day">{dayInWords(today)}</span><span className="daily-why">: the same winnable deal for everyone, new at midnight UTC.</span></p>
      </div>
      <ul className="daily-games" role="list">
        {games.map((game) => {
          const key = dailyGameKey(game.id);
          const seed = book[key]?.opened[today];
          const streak = dailyStreak(book, key, today);
          return (
            <li key={game.id}>
              <a className="daily-link" href={dailyHash(game.id, null)} data-testid="daily-link" data-game={game.id}>
                <span className="daily-game">{game.name}</span>
                <span className="daily-facts">
                  {streak.wonToday ? 'Won today' : seed === undefined ? 'Play today’s deal' : `Deal ${seed}`}
                  {streak.current > 0 && ` · ${streak.current}-day streak`}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
