/**
 * The statistics in localStorage: per game (`patience:v1:stats`, the book's first format, unchanged), per
 * variant (`…:stats:variants`) and the history of the last games (`…:stats:history`), with their export to
 * one JSON file and its import.
 */
import type { Game } from '@patience/core';
import { readStored, HISTORY_KEY, STATS_KEY, VARIANT_STATS_KEY, writeStored } from '../storage/local.js';
import { storeDailyWinOf } from '../daily/daily-store.js';
import type { StatsRecorder } from '../play/table-session.js';
import { addToHistory, readHistory, type HistoryEntry } from './history.js';
import { named, readStats, recordAssistedWin, recordLoss, recordStart, recordWin, statsFor, variantKey, type StatsBook } from './stats.js';

/** Everything the statistics keep. */
export interface Statistics {
  readonly games: StatsBook;
  readonly variants: StatsBook;
  readonly history: readonly HistoryEntry[];
}

/** Loads the statistics per game; `problem` is set when something stored had to be dropped. */
export function loadStats(): { readonly book: StatsBook; readonly problem: string | null } {
  const stored = readStored(STATS_KEY);
  if (stored.kind === 'missing') return { book: {}, problem: null };
  if (stored.kind === 'unreadable') return { book: {}, problem: 'The stored statistics could not be read and were reset.' };
  const { book, dropped } = readStats(stored.value);
  return { book, problem: dropped > 0 ? 'Some stored statistics were damaged and were left out.' : null };
}

/** Loads all the statistics, dropping whatever stored part is damaged (the rest is kept). */
export function loadStatistics(): Statistics {
  const variants = readStored(VARIANT_STATS_KEY);
  const history = readStored(HISTORY_KEY);
  return {
    games: loadStats().book,
    variants: variants.kind === 'value' ? readStats(variants.value, 'variants').book : {},
    history: history.kind === 'value' ? readHistory(history.value).history : [],
  };
}

/** Stores the statistics whole (an import replaces what was there). */
export function storeStatistics(statistics: Statistics): void {
  writeStored(STATS_KEY, statistics.games);
  writeStored(VARIANT_STATS_KEY, statistics.variants);
  writeStored(HISTORY_KEY, statistics.history);
}

/** A game's variant's key, and its game id. */
function keysOf(gameId: string, game: Game): { readonly game: string; readonly variant: string } {
  return { game: gameId, variant: variantKey(gameId, game.variant.options) };
}

/** The score to keep for a game: its variant's, when the variant keeps one. */
function scoreOf(game: Game): number | null {
  return game.variant.rules.scoring === null ? null : game.score;
}

function historyEntry(game: Game, key: string, seed: number, won: boolean, timeMs: number | null, assisted = false): HistoryEntry {
  return { at: Date.now(), variant: key, name: game.variant.name, seed, ...(game.dealer === 'microsoft' ? { dealer: 'microsoft' as const } : {}), won, ...(assisted ? { assisted: true as const } : {}), moves: game.movesMade, timeMs: timeMs === null ? null : Math.round(timeMs), score: scoreOf(game) };
}

/** A book with a win counted: the player's own, or one with help (see `recordAssistedWin`). */
function withWin(book: StatsBook, key: string, game: Game, timeMs: number, assisted: boolean): StatsBook {
  return assisted ? recordAssistedWin(book, key) : recordWin(book, key, timeMs, game.movesMade, scoreOf(game));
}

/**
 * The statistics of one game as the play table records into them (see play/table-session.ts): its own, its
 * variant's and the history's; a win of a daily deal the player opened goes on its daily record too (as a
 * day won with help when it was).
 */
export function statsRecorder(gameId: string): StatsRecorder {
  return {
    start: (game) => {
      const keys = keysOf(gameId, game);
      const s = loadStatistics();
      storeStatistics({ ...s, games: recordStart(s.games, keys.game), variants: named(recordStart(s.variants, keys.variant), keys.variant, game.variant.name) });
    },
    win: (game, timeMs, seed, assisted) => {
      const keys = keysOf(gameId, game);
      const s = loadStatistics();
      const variants = named(withWin(s.variants, keys.variant, game, timeMs, assisted), keys.variant, game.variant.name);
      storeStatistics({
        games: withWin(s.games, keys.game, game, timeMs, assisted),
        variants,
        history: addToHistory(s.history, historyEntry(game, keys.variant, seed, true, timeMs, assisted)),
      });
      storeDailyWinOf(gameId, seed, assisted);
      return statsFor(variants, keys.variant);
    },
    loss: (game, seed) => {
      const keys = keysOf(gameId, game);
      const s = loadStatistics();
      storeStatistics({
        games: recordLoss(s.games, keys.game),
        variants: named(recordLoss(s.variants, keys.variant), keys.variant, game.variant.name),
        history: addToHistory(s.history, historyEntry(game, keys.variant, seed, false, null)),
      });
    },
    current: (game) => statsFor(loadStatistics().variants, keysOf(gameId, game).variant),
  };
}
