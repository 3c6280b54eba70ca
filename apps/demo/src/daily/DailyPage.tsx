/**
 * The daily deal's route, `#/daily/<game>[/<day>]`: finds the day's deal (see useDailyDeal), records it as
 * opened (so that its win counts for the daily streak), then plays it on this page, which keeps its address
 * and its name ("Today's Easthaven, 3 December"), with the streak, the badge of a day won and the month's
 * calendar of days played and won.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ManifestGame } from '../gallery/manifest-types.js';
import PlayPage from '../play/PlayPage.js';
import { changedOptions, presetFor, readPlayParams } from '../routes/play-params.js';
import { quoted } from '../routes/route.js';
import { dailyRecord, dailyStreak, monthCalendar, type CalendarDay } from './daily-book.js';
import { isDay, utcDay } from './daily-seed.js';
import { DAILY_CHANGED, loadDailyBook, storeDailyOpened } from './daily-store.js';
import { dailyGameKey, dailyHash, type DailyOptions } from './daily-link.js';
import { useDailyDeal } from './useDailyDeal.js';
import { dailyTitle, dayInWords } from './daily-words.js';

interface Props {
  readonly game: ManifestGame;
  readonly day: string | null;
  readonly params: readonly (readonly [string, string])[];
}

/** The daily deal's page: "Finding today's deal…", then the deal itself under its daily name. */
export default function DailyPage({ game, day, params }: Props): ReactNode {
  const today = utcDay(new Date());
  const request = readPlayParams(game, params.filter(([key]) => key !== 'seed'));
  const options = changedOptions(game, request.options);
  const wanted = day ?? today;
  const problem = !isDay(wanted) ? `${quoted(wanted)} is not a day: a daily deal's link names a day as 2026-12-02.`
    : wanted > today ? `The daily deal of ${wanted} is not out yet: it is ${today} in UTC.` : null;
  const daily = useDailyDeal(game.id, options, problem === null ? wanted : today);
  const { state } = daily;
  const seed = state.status === 'ready' ? state.seed : null;
  const gameKey = dailyGameKey(game.id, options);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (problem !== null || seed === null) return;
    storeDailyOpened(gameKey, state.day, seed);
  }, [problem, seed, gameKey, state.day]);

  // One route object per deal: the play table opens a deal each time its route object changes.
  const route = useMemo(() => (seed === null ? null : {
    page: 'play' as const,
    gameId: game.id,
    params: [...(JSON.parse(optionsKey) as DailyOptions).map(([k, v]): [string, string] => [k, String(v)]), ['seed', String(seed)] as [string, string]],
  }), [game.id, optionsKey, seed]);

  const title = dailyTitle(presetFor(game, request.options)?.name ?? game.name, state.day, today);
  useEffect(() => { document.title = `${title} · Patience`; }, [title]);

  // The link as a button beside the notice, not inside it: the page's link colour is for the green table.
  if (problem !== null) return <div className="page"><p role="alert" className="notice">{problem}</p><a className="button" href={daily.link}>Today&apos;s deal</a></div>;
  if (state.status === 'error') return <p role="alert" className="notice">The daily deal could not be found: {state.message}</p>;
  if (route === null) return <p className="loading" role="status">Finding the daily deal of {state.day}…</p>;
  const pinned = { title, hash: day === null ? dailyHash(game.id, null, options) : daily.link, todaysChallenge: state.day === today };
  return (
    <>
      <PlayPage game={game} route={route} linkFor={() => daily.link} pinned={pinned} />
      <DailyPanel key={state.day} gameId={game.id} gameKey={gameKey} options={options} day={state.day} today={today} />
    </>
  );
}

/** The streak, the badge of the day won, and the month's calendar, each day a link to its deal. */
function DailyPanel({ gameId, gameKey, options, day, today }: { readonly gameId: string; readonly gameKey: string; readonly options: DailyOptions; readonly day: string; readonly today: string }): ReactNode {
  const [month, setMonth] = useState(day.slice(0, 7));
  // A win on this page is recorded by the play table: the panel draws again when the book changes.
  const [, setVersion] = useState(0);
  useEffect(() => {
    const redraw = (): void => { setVersion((v) => v + 1); };
    window.addEventListener(DAILY_CHANGED, redraw);
    return () => { window.removeEventListener(DAILY_CHANGED, redraw); };
  }, []);
  const record = dailyRecord(loadDailyBook(), gameKey);
  const { current } = dailyStreak({ [gameKey]: record }, gameKey, today);
  const weeks = monthCalendar(record, month, today);
  const earliest = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - 92 * 86_400_000)).slice(0, 7);
  const wonDay = record.won.includes(day);
  const helpedDay = record.helped.includes(day);
  return (
    <details className="daily-panel" data-testid="daily-panel">
      <summary className="daily-streak" data-testid="daily-streak">
        {wonDay && <span className="daily-badge" data-testid="daily-badge">★ Won {dayInWords(day, today)}</span>}
        {helpedDay && <span className="daily-badge helped" data-testid="daily-badge">☆ Won with help {dayInWords(day, today)}</span>}
        <span>Streak {current} {current === 1 ? 'day' : 'days'}</span>
        <span>Best {record.bestStreak}</span>
        <span className="daily-open">Calendar</span>
      </summary>
      <div className="daily-calendar-box">
        <div className="daily-month">
          <button type="button" className="daily-month-step" aria-label="Month before" disabled={month <= earliest} onClick={() => { setMonth(monthStep(month, -1)); }}>‹</button>
          <h2 className="daily-month-name">{monthInWords(month)}</h2>
          <button type="button" className="daily-month-step" aria-label="Month after" disabled={month >= today.slice(0, 7)} onClick={() => { setMonth(monthStep(month, 1)); }}>›</button>
        </div>
        <table className="daily-calendar" data-testid="daily-calendar">
          <thead><tr>{['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'].map((d) => <th key={d} scope="col">{d}</th>)}</tr></thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find((c) => c !== null)?.day}>
                {week.map((cell, i) => <td key={cell?.day ?? `blank${i}`}>{cell && <CalendarCell cell={cell} gameId={gameId} options={options} current={cell.day === day} />}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="daily-key"><span className="daily-day won">★</span> won <span className="daily-day helped">☆</span> won with help <span className="daily-day played">•</span> played</p>
      </div>
    </details>
  );
}

const STATUS_WORDS: Record<CalendarDay['status'], string> = { won: 'won', helped: 'won with help', played: 'played, not won', unplayed: 'not played', 'to-come': 'to come' };

function CalendarCell({ cell, gameId, options, current }: { readonly cell: CalendarDay; readonly gameId: string; readonly options: DailyOptions; readonly current: boolean }): ReactNode {
  const date = Number(cell.day.slice(8));
  const label = `${cell.day}: ${STATUS_WORDS[cell.status]}`;
  // A day to come is only a date: no deal, no status.
  if (cell.status === 'to-come') return <span className="daily-day to-come">{date}</span>;
  return (
    <a className={`daily-day ${cell.status}`} href={dailyHash(gameId, cell.day, options)} aria-label={label} aria-current={current ? 'date' : undefined} data-day={cell.day} data-status={cell.status}>
      {date}
    </a>
  );
}

function monthStep(month: string, by: number): string {
  const at = new Date(`${month}-01T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() + by);
  return utcDay(at).slice(0, 7);
}

function monthInWords(month: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T12:00:00Z`));
}
