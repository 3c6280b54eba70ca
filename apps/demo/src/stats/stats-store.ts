/** The statistics book in localStorage. */
import { readStored, STATS_KEY, writeStored } from '../storage/local.js';
import { storeDailyWinOf } from '../daily/daily-store.js';
import type { StatsRecorder } from '../play/table-session.js';
import { readStats, recordLoss, recordStart, recordWin, statsFor, type StatsBook } from './stats.js';

/** Loads the statistics; `problem` is set when something stored had to be dropped. */
export function loadStats(): { readonly book: StatsBook; readonly problem: string | null } {
  const stored = readStored(STATS_KEY);
  if (stored.kind === 'missing') return { book: {}, problem: null };
  if (stored.kind === 'unreadable') return { book: {}, problem: 'The stored statistics could not be read and were reset.' };
  const { book, dropped } = readStats(stored.value);
  return { book, problem: dropped > 0 ? 'Some stored statistics were damaged and were left out.' : null };
}

/** Records that a game of `gameId` started. */
export function storeStart(gameId: string): StatsBook {
  const book = recordStart(loadStats().book, gameId);
  writeStored(STATS_KEY, book);
  return book;
}

/** Records that the game of `gameId` in progress was given up: it counts as lost. */
export function storeLoss(gameId: string): StatsBook {
  const book = recordLoss(loadStats().book, gameId);
  writeStored(STATS_KEY, book);
  return book;
}

/**
 * Records a win of deal `seed`; when that deal is a daily deal the player opened, its daily streak goes on too
 * (see daily/daily-book.ts).
 */
export function storeWin(gameId: string, timeMs: number, moves: number, seed?: number): StatsBook {
  const book = recordWin(loadStats().book, gameId, timeMs, moves);
  writeStored(STATS_KEY, book);
  if (seed !== undefined) storeDailyWinOf(gameId, seed);
  return book;
}

/**
 * The statistics book of one game as the play table records into it (see play/table-session.ts); a win of
 * a daily deal the player opened goes on its daily streak too.
 */
export function statsRecorder(gameId: string): StatsRecorder {
  return {
    start: () => { storeStart(gameId); },
    win: (timeMs, moves, seed) => statsFor(storeWin(gameId, timeMs, moves, seed), gameId),
    loss: () => { storeLoss(gameId); },
    current: () => statsFor(loadStats().book, gameId),
  };
}
