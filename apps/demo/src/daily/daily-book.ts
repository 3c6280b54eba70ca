/**
 * What the app remembers of the daily deals, stored under `patience:v1:daily`: per game (its id with any
 * options, as in a link), the deals opened by day, the days won, the last day won and the streak of days won
 * in a row, and the days won only with help ("Show me the solution"), which neither count as won nor go on the
 * streak. Pure functions: each returns a new book. A record stored before the days won were kept (it has no
 * `won`) reads as having won the days of its streak, the only wins it can vouch for; one stored before the days
 * won with help were kept (no `helped`) has none.
 */
import { dayBefore, isDay, utcDay } from './daily-seed.js';

/** One game's daily record. */
export interface DailyRecord {
  /** The daily deal opened, by day (the last {@link KEEP_DAYS} days opened). */
  readonly opened: Readonly<Record<string, number>>;
  /** The days whose daily deal was won, oldest first (the last {@link KEEP_DAYS} days won). */
  readonly won: readonly string[];
  /** The days whose daily deal was won only with help (never a day of `won`), oldest first (the last {@link KEEP_DAYS}). */
  readonly helped: readonly string[];
  /** The last day whose daily deal was won, or null. */
  readonly lastWon: string | null;
  /** Days won in a row, up to `lastWon`. */
  readonly streak: number;
  readonly bestStreak: number;
}

/** Daily records by game. */
export type DailyBook = Readonly<Record<string, DailyRecord>>;

/** The record of a game whose daily deal was never opened. */
export const NO_DAILY: DailyRecord = { opened: {}, won: [], helped: [], lastWon: null, streak: 0, bestStreak: 0 };

/** How many days opened and won are kept: enough for the calendar of this month and the two before it. */
export const KEEP_DAYS = 93;

function record(book: DailyBook, gameKey: string): DailyRecord {
  return Object.hasOwn(book, gameKey) ? (book[gameKey] ?? NO_DAILY) : NO_DAILY;
}

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

/** The days of a streak of `streak` days ending on `lastWon`, oldest first. */
function streakDays(lastWon: string | null, streak: number): string[] {
  const days: string[] = [];
  for (let day = lastWon, left = Math.min(streak, KEEP_DAYS); day !== null && left > 0; left--, day = dayBefore(day)) days.unshift(day);
  return days;
}

/** The well-formed days of a stored list. */
function storedDays(list: readonly unknown[]): string[] {
  return list.filter((d): d is string => typeof d === 'string' && isDay(d));
}

/** Days as a record keeps them: once each, oldest first, the last {@link KEEP_DAYS} only. */
function keptDays(days: readonly string[]): string[] {
  return [...new Set(days)].sort().slice(-KEEP_DAYS);
}

/** The well-formed days of a stored list of days won, none after `lastWon`, kept as a record keeps them. */
function readWonDays(list: readonly unknown[], lastWon: string | null): string[] {
  return keptDays(storedDays(list).filter((d) => lastWon !== null && d <= lastWon));
}

/** The well-formed days of a stored list of days won with help, none of them a day won, kept as a record keeps them. */
function readHelpedDays(list: readonly unknown[], won: readonly string[]): string[] {
  return keptDays(storedDays(list).filter((d) => !won.includes(d)));
}

/** Reads a stored book of any shape, keeping each well-formed record. */
export function readDailyBook(value: unknown): DailyBook {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const book: Record<string, DailyRecord> = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (typeof entry !== 'object' || entry === null || key.length > 200) continue;
    const e = entry as Record<string, unknown>;
    const opened: Record<string, number> = {};
    if (typeof e.opened === 'object' && e.opened !== null) {
      for (const [day, seed] of Object.entries(e.opened as Record<string, unknown>)) if (isDay(day) && whole(seed)) opened[day] = seed;
    }
    const lastWon = typeof e.lastWon === 'string' && isDay(e.lastWon) ? e.lastWon : null;
    if (!whole(e.streak) || !whole(e.bestStreak) || e.streak > e.bestStreak) continue;
    const streak = lastWon === null ? 0 : e.streak;
    const won = Array.isArray(e.won) ? readWonDays(e.won, lastWon) : streakDays(lastWon, streak);
    const helped = Array.isArray(e.helped) ? readHelpedDays(e.helped, won) : [];
    book[key] = { opened, won, helped, lastWon, streak, bestStreak: e.bestStreak };
  }
  return book;
}

/**
 * The daily deal of `day` was opened as deal `seed`.
 * @example recordDailyOpened({}, 'easthaven', '2026-12-02', 123456).easthaven.opened // { '2026-12-02': 123456 }
 */
export function recordDailyOpened(book: DailyBook, gameKey: string, day: string, seed: number): DailyBook {
  const r = record(book, gameKey);
  const days = Object.keys({ ...r.opened, [day]: seed }).sort().slice(-KEEP_DAYS);
  const opened = Object.fromEntries(days.map((d) => [d, d === day ? seed : (r.opened[d] ?? seed)]));
  return { ...book, [gameKey]: { ...r, opened } };
}

/**
 * The daily deal of `day` was won: the streak goes on from the day before, or starts again at 1. Winning the
 * same day's deal twice counts once.
 * @example recordDailyWin(recordDailyWin({}, 'spider', '2026-12-01'), 'spider', '2026-12-02').spider.streak // 2
 */
export function recordDailyWin(book: DailyBook, gameKey: string, day: string): DailyBook {
  const r = record(book, gameKey);
  if (r.lastWon !== null && r.lastWon >= day) return book;
  const streak = r.lastWon === dayBefore(day) ? r.streak + 1 : 1;
  const won = [...r.won, day].slice(-KEEP_DAYS);
  const helped = r.helped.filter((d) => d !== day);
  return { ...book, [gameKey]: { ...r, won, helped, lastWon: day, streak, bestStreak: Math.max(r.bestStreak, streak) } };
}

/**
 * The daily deal of `day` was won after "Show me the solution": the day is marked won with help, and neither
 * the days won nor the streak change. A day already won on one's own stays won.
 * @example recordDailyHelped({}, 'spider', '2026-12-01').spider.helped // ['2026-12-01']
 */
export function recordDailyHelped(book: DailyBook, gameKey: string, day: string): DailyBook {
  const r = record(book, gameKey);
  if (r.won.includes(day) || r.helped.includes(day)) return book;
  return { ...book, [gameKey]: { ...r, helped: keptDays([...r.helped, day]) } };
}

/** A day in a month's calendar: its date, and whether its daily deal was won, won with help, opened only, or not yet out. */
export interface CalendarDay {
  readonly day: string;
  readonly status: 'won' | 'helped' | 'played' | 'unplayed' | 'to-come';
}

/**
 * The month of `month` (`YYYY-MM`) as weeks from Monday, each of seven cells (null outside the month), every
 * day marked won, helped (won with help), played (opened, not won), unplayed, or to come (after `today`).
 * @example monthCalendar(NO_DAILY, '2026-12', '2026-12-03')[0]?.[1] // { day: '2026-12-01', status: 'unplayed' }
 */
export function monthCalendar(r: DailyRecord, month: string, today: string): (CalendarDay | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const cells: (CalendarDay | null)[] = Array.from({ length: lead }, () => null);
  const won = new Set(r.won);
  const helped = new Set(r.helped);
  for (let at = first; utcDay(at).startsWith(month); at = new Date(at.getTime() + 86_400_000)) {
    const day = utcDay(at);
    const status = day > today ? 'to-come' : won.has(day) ? 'won' : helped.has(day) ? 'helped' : Object.hasOwn(r.opened, day) ? 'played' : 'unplayed';
    cells.push({ day, status });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A game's record in a book ({@link NO_DAILY} when it has none). */
export function dailyRecord(book: DailyBook, gameKey: string): DailyRecord {
  return record(book, gameKey);
}

/**
 * The streak as it stands on `today`: days won in a row, kept while today's deal may still be won (the last
 * win was today or yesterday), else 0.
 */
export function dailyStreak(book: DailyBook, gameKey: string, today: string): { readonly current: number; readonly best: number; readonly wonToday: boolean } {
  const r = record(book, gameKey);
  const alive = r.lastWon === today || r.lastWon === dayBefore(today);
  return { current: alive ? r.streak : 0, best: r.bestStreak, wonToday: r.lastWon === today };
}

/**
 * Which daily deal, if any, a win of deal `seed` of `gameId` was: the game key and day of an opened daily
 * deal with that number (the latest day first).
 */
export function dailyOf(book: DailyBook, gameId: string, seed: number): { readonly gameKey: string; readonly day: string } | null {
  for (const [gameKey, r] of Object.entries(book)) {
    if (gameKey !== gameId && !gameKey.startsWith(`${gameId}?`)) continue;
    const day = Object.keys(r.opened).sort().reverse().find((d) => r.opened[d] === seed);
    if (day !== undefined) return { gameKey, day };
  }
  return null;
}
