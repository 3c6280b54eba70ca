/** The daily deals' book in localStorage (see daily-book.ts). */
import { readStored, STORAGE_PREFIX, writeStored } from '../storage/local.js';
import { dailyOf, readDailyBook, recordDailyHelped, recordDailyOpened, recordDailyWin, type DailyBook } from './daily-book.js';

/** The key of the daily deals' book. */
export const DAILY_KEY = `${STORAGE_PREFIX}daily`;

/** The event dispatched on `window` when the book changes, so that a page showing it draws it again. */
export const DAILY_CHANGED = 'patience:daily-changed';

function writeBook(book: DailyBook): void {
  writeStored(DAILY_KEY, book);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DAILY_CHANGED));
}

/** The stored book (empty when missing or unreadable). */
export function loadDailyBook(): DailyBook {
  const stored = readStored(DAILY_KEY);
  return stored.kind === 'value' ? readDailyBook(stored.value) : {};
}

/** Records that the daily deal of `day` was opened. */
export function storeDailyOpened(gameKey: string, day: string, seed: number): DailyBook {
  const book = recordDailyOpened(loadDailyBook(), gameKey, day, seed);
  writeBook(book);
  return book;
}

/**
 * Records a win of deal `seed` of `gameId` if it was an opened daily deal (`assisted`: won after "Show me the
 * solution", a day won with help); true when it was.
 */
export function storeDailyWinOf(gameId: string, seed: number, assisted = false): boolean {
  const book = loadDailyBook();
  const daily = dailyOf(book, gameId, seed);
  if (!daily) return false;
  writeBook(assisted ? recordDailyHelped(book, daily.gameKey, daily.day) : recordDailyWin(book, daily.gameKey, daily.day));
  return true;
}
