/**
 * What the app remembers of the daily deals, stored under `patience:v1:daily`: per game (its id with any
 * options, as in a link), the deals opened by day, the last day won and the streak of days won in a row.
 * Pure functions: each returns a new book.
 */
import { dayBefore, isDay } from './daily-seed.js';

/** One game's daily record. */
export interface DailyRecord {
  /** The daily deal opened, by day (the last few days only). */
  readonly opened: Readonly<Record<string, number>>;
  /** The last day whose daily deal was won, or null. */
  readonly lastWon: string | null;
  /** Days won in a row, up to `lastWon`. */
  readonly streak: number;
  readonly bestStreak: number;
}

/** Daily records by game. */
export type DailyBook = Readonly<Record<string, DailyRecord>>;

/** The record of a game whose daily deal was never opened. */
export const NO_DAILY: DailyRecord = { opened: {}, lastWon: null, streak: 0, bestStreak: 0 };

/** How many days of opened deals are kept (enough for a link shared a few days late). */
const KEEP_DAYS = 7;

function record(book: DailyBook, gameKey: string): DailyRecord {
  return Object.hasOwn(book, gameKey) ? (book[gameKey] ?? NO_DAILY) : NO_DAILY;
}

const whole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 0xffffffff;

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
    book[key] = { opened, lastWon, streak: lastWon === null ? 0 : e.streak, bestStreak: e.bestStreak };
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
  return { ...book, [gameKey]: { ...r, lastWon: day, streak, bestStreak: Math.max(r.bestStreak, streak) } };
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
