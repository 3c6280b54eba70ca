/** The daily deals' book in localStorage (see daily-book.ts). */
import { readStored, STORAGE_PREFIX, writeStored } from '../storage/local.js';
import { dailyOf, readDailyBook, recordDailyOpened, recordDailyWin, type DailyBook } from './daily-book.js';

/** The key of the daily deals' book. */
export const DAILY_KEY = `${STORAGE_PREFIX}daily`;

/** The stored book (empty when missing or unreadable). */
export function loadDailyBook(): DailyBook {
  const stored = readStored(DAILY_KEY);
  return stored.kind === 'value' ? readDailyBook(stored.value) : {};
}

/** Records that the daily deal of `day` was opened. */
export function storeDailyOpened(gameKey: string, day: string, seed: number): DailyBook {
  const book = recordDailyOpened(loadDailyBook(), gameKey, day, seed);
  writeStored(DAILY_KEY, book);
  return book;
}

/** Records a win of deal `seed` of `gameId` if it was an opened daily deal; true when it was. */
export function storeDailyWinOf(gameId: string, seed: number): boolean {
  const book = loadDailyBook();
  const daily = dailyOf(book, gameId, seed);
  if (!daily) return false;
  writeStored(DAILY_KEY, recordDailyWin(book, daily.gameKey, daily.day));
  return true;
}
