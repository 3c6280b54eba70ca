/**
 * Statistics per game id (stored under `patience:v1:stats`) and per variant (the same entries, keyed by
 * {@link variantKey}, stored beside them: see history.ts). Pure functions: each returns a new book.
 * A game counts as played when its first move is made, and as won when the engine says it is won.
 * A played game left unwon breaks the winning streak when the next game starts. A game won after "Show me the
 * solution" is counted apart, as won with help: played, not won, so that the win rate and the streaks are the
 * player's own (and the solution is no way out of a lost game that keeps them); it ends the current streak as
 * a game given up does. A hint leaves a win the player's own: it shows one move, as every solitaire app's does.
 */

/** One game's statistics. */
export interface GameStats {
  readonly played: number;
  readonly won: number;
  /** Games won after "Show me the solution": played, and not among `won`. */
  readonly assisted: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** The fastest win, in milliseconds, or null before the first win. */
  readonly bestTimeMs: number | null;
  /** The fewest moves in a win, or null before the first win. */
  readonly fewestMoves: number | null;
  /** The best score of a win, for a variant that keeps a score (Spider's, Vegas Klondike's); null otherwise. */
  readonly bestScore: number | null;
  /** A game has been started (a move made) and is neither won nor given up yet. */
  readonly inProgress: boolean;
  /** In the per-variant book, the variant's name as the player saw it ("Spider (two suits)"). */
  readonly name?: string;
}

/** Statistics by game id. */
export type StatsBook = Readonly<Record<string, GameStats>>;

/** The statistics of a game never played. */
export const NO_STATS: GameStats = {
  played: 0, won: 0, assisted: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null, bestScore: null, inProgress: false,
};

const GAME_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A variant's key: its game's id, then its options in their order (see {@link variantKey}). */
const VARIANT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\?[A-Za-z0-9=&%+._-]*)?$/;
const LIMIT = 1e9;

/** A whole number from 0 to `max`. */
export function wholeAtMost(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

function count(value: unknown): number | null {
  return wholeAtMost(value, LIMIT) ? value : null;
}

/** A score, which may be below zero (Vegas scoring starts at −52). */
export function readScore(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= LIMIT ? value : null;
}

const MAX_NAME = 120;
// Core's CONTROL_CHARACTER, written out: the gallery reads these statistics, and importing core's rules entry
// for one expression would add 1.8 kB to the app's first load.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** A stored variant name: some text, short, with no control character; `{}` when there is none. */
export function readName(value: unknown): { readonly name?: string } | null {
  if (value === undefined) return {};
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME && !CONTROL_CHARACTER.test(value) ? { name: value } : null;
}

function readEntry(value: unknown): GameStats | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const played = count(v.played);
  const won = count(v.won);
  const currentStreak = count(v.currentStreak);
  const bestStreak = count(v.bestStreak);
  // Entries stored before games won with help were counted apart have none.
  const assisted = v.assisted === undefined ? 0 : count(v.assisted);
  if (played === null || won === null || assisted === null || currentStreak === null || bestStreak === null) return null;
  if (won + assisted > played || currentStreak > won || bestStreak > won || currentStreak > bestStreak) return null;
  const bestTimeMs = v.bestTimeMs === null || v.bestTimeMs === undefined ? null : count(v.bestTimeMs);
  const fewestMoves = v.fewestMoves === null || v.fewestMoves === undefined ? null : count(v.fewestMoves);
  if (bestTimeMs === null && v.bestTimeMs != null) return null;
  if (fewestMoves === null && v.fewestMoves != null) return null;
  // Entries stored before scores were kept have no bestScore: they read as no score yet.
  const bestScore = v.bestScore === null || v.bestScore === undefined ? null : readScore(v.bestScore);
  if (bestScore === null && v.bestScore != null) return null;
  const name = readName(v.name);
  if (name === null) return null;
  return { played, won, assisted, currentStreak, bestStreak, bestTimeMs, fewestMoves, bestScore, inProgress: v.inProgress === true, ...name };
}

/**
 * The key of a variant's statistics: the game's id, then the variant's options as a query in the order the
 * variant gives them, so that one-, two- and four-suit Spider are counted apart.
 * @example variantKey('spider', { suits: 2, dealWithEmptyColumns: 'forbid' }) // "spider?suits=2&dealWithEmptyColumns=forbid"
 */
export function variantKey(gameId: string, options: Readonly<Record<string, string | number | boolean>>): string {
  const query = new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)])).toString();
  return query === '' ? gameId : `${gameId}?${query}`;
}

/**
 * The options a variant key names, as a play link's parameters.
 * @example optionsOfKey('spider?suits=2') // [['suits', '2']]
 */
export function optionsOfKey(key: string): [string, string][] {
  const at = key.indexOf('?');
  return at < 0 ? [] : [...new URLSearchParams(key.slice(at + 1))];
}

/** The game id a variant key starts with. */
export function gameOfKey(key: string): string {
  const at = key.indexOf('?');
  return at < 0 ? key : key.slice(0, at);
}

/**
 * Reads stored statistics, keeping every well-formed entry and dropping the rest; `keys: 'variants'` reads a
 * book keyed by {@link variantKey}.
 * @example readStats({ spider: { played: 2, won: 1, ... }, bad: 7 }).spider.won // 1
 */
export function readStats(value: unknown, keys: 'games' | 'variants' = 'games'): { readonly book: StatsBook; readonly dropped: number } {
  const book: Record<string, GameStats> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { book, dropped: value === undefined ? 0 : 1 };
  const pattern = keys === 'games' ? GAME_ID : VARIANT_KEY;
  let dropped = 0;
  for (const [id, entry] of Object.entries(value as Record<string, unknown>)) {
    const stats = pattern.test(id) && id.length <= (keys === 'games' ? 64 : 400) ? readEntry(entry) : null;
    if (stats) book[id] = stats;
    else dropped++;
  }
  return { book, dropped };
}

/** A game's statistics in a book. */
export function statsFor(book: StatsBook, gameId: string): GameStats {
  return Object.hasOwn(book, gameId) ? (book[gameId] ?? NO_STATS) : NO_STATS;
}

/**
 * A game was started (its first move made): played goes up, and an unfinished previous game breaks the streak.
 * @example recordStart({}, 'spider').spider.played // 1
 */
export function recordStart(book: StatsBook, gameId: string): StatsBook {
  const s = statsFor(book, gameId);
  return { ...book, [gameId]: { ...s, played: s.played + 1, currentStreak: s.inProgress ? 0 : s.currentStreak, inProgress: true } };
}

/**
 * The book with an entry's name set (a variant's, as the player saw it), the entry's figures unchanged.
 * @example named({}, 'spider?suits=2', 'Spider (two suits)')['spider?suits=2'].name // "Spider (two suits)"
 */
export function named(book: StatsBook, key: string, name: string): StatsBook {
  return { ...book, [key]: { ...statsFor(book, key), name } };
}

/**
 * The game in progress was given up (the player left it for another deal): it counts as lost at once, so
 * the streak ends now rather than when the next game starts. A book with no game in progress is unchanged.
 * @example recordLoss(recordStart({}, 'spider'), 'spider').spider // { played: 1, won: 0, currentStreak: 0, ..., inProgress: false }
 */
export function recordLoss(book: StatsBook, gameId: string): StatsBook {
  const s = statsFor(book, gameId);
  return s.inProgress ? { ...book, [gameId]: { ...s, currentStreak: 0, inProgress: false } } : book;
}

/**
 * A game was won in `timeMs` with `moves` moves (and `score`, when its variant keeps one): won and the streaks
 * go up, best time, fewest moves and best score improve.
 * @example recordWin(recordStart({}, 'spider'), 'spider', 60000, 120).spider.bestStreak // 1
 */
export function recordWin(book: StatsBook, gameId: string, timeMs: number, moves: number, score: number | null = null): StatsBook {
  const s = statsFor(book, gameId);
  // Whole milliseconds: the clock reads fractions, and the stored book holds whole numbers only.
  const ms = Math.max(0, Math.round(timeMs));
  const currentStreak = s.currentStreak + 1;
  return {
    ...book,
    [gameId]: {
      ...s,
      won: s.won + 1,
      played: Math.max(s.played, s.won + s.assisted + 1),
      currentStreak,
      bestStreak: Math.max(s.bestStreak, currentStreak),
      bestTimeMs: s.bestTimeMs === null ? ms : Math.min(s.bestTimeMs, ms),
      fewestMoves: s.fewestMoves === null ? moves : Math.min(s.fewestMoves, moves),
      bestScore: score === null ? s.bestScore : s.bestScore === null ? score : Math.max(s.bestScore, score),
      inProgress: false,
    },
  };
}

/**
 * A game was won after "Show me the solution": it counts as won with help, not as won, and ends the current
 * streak; best time, fewest moves and best score are the player's own wins' only.
 * @example recordAssistedWin(recordStart({}, 'spider'), 'spider').spider // { played: 1, won: 0, assisted: 1, currentStreak: 0, ..., inProgress: false }
 */
export function recordAssistedWin(book: StatsBook, gameId: string): StatsBook {
  const s = statsFor(book, gameId);
  return { ...book, [gameId]: { ...s, assisted: s.assisted + 1, played: Math.max(s.played, s.won + s.assisted + 1), currentStreak: 0, inProgress: false } };
}

/**
 * The share of games won, as a whole percentage (a game won with help is played, not won).
 * @example winRate({ ...NO_STATS, played: 3, won: 1 }) // 33
 */
export function winRate(stats: GameStats): number {
  return stats.played === 0 ? 0 : Math.round((stats.won / stats.played) * 100);
}

/**
 * A variant's record in a few words, for the gallery: the games won of those played and the win rate, with
 * the games won with help named apart (they are played, not won).
 * @example recordLine({ ...NO_STATS, played: 5, won: 3, assisted: 1 }) // "3 won of 5, 1 with help (60%)"
 */
export function recordLine(stats: GameStats): string {
  const help = stats.assisted > 0 ? `, ${stats.assisted} with help` : '';
  return `${stats.won} won of ${stats.played}${help} (${winRate(stats)}%)`;
}

/**
 * A time as the clock shows it: "m:ss", or "h:mm:ss" past an hour.
 * @example formatTime(83000) // "1:23"
 */
export function formatTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}
