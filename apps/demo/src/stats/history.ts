/**
 * The history of the last games played: one entry a game, won or lost, newest last, at most
 * {@link HISTORY_LENGTH}. Stored under `patience:v1:stats:history`; pure functions, each returns a new list.
 */
import { readName, readScore, wholeAtMost } from './stats.js';

/** How many games the history keeps: enough for the charts, small enough to read at every page load. */
export const HISTORY_LENGTH = 200;

/** One game played to its end: won, or given up for another deal. */
export interface HistoryEntry {
  /** When it ended, in milliseconds since 1970 (UTC). */
  readonly at: number;
  /** The variant's statistics key (see `variantKey`). */
  readonly variant: string;
  /** The variant's name as the player saw it ("Spider (two suits)"). */
  readonly name: string;
  readonly seed: number;
  /** `microsoft` when the seed is Microsoft's deal number (a `?ms=` link); absent for our own deals. */
  readonly dealer?: 'microsoft';
  /** The game reached a won position (with help or not). */
  readonly won: boolean;
  /** `true` when it was won after "Show me the solution"; absent for the player's own games. */
  readonly assisted?: true;
  readonly moves: number;
  /** The time on the clock at the win; null for a game given up. */
  readonly timeMs: number | null;
  /** The score, for a variant that keeps one. */
  readonly score: number | null;
}

const LATEST = Date.UTC(2200, 0, 1);

function readEntry(value: unknown): HistoryEntry | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (!wholeAtMost(v.at, LATEST) || !wholeAtMost(v.seed, 2 ** 32) || !wholeAtMost(v.moves, 1e9)) return null;
  if (typeof v.variant !== 'string' || v.variant.length === 0 || v.variant.length > 400) return null;
  const name = readName(v.name)?.name;
  if (name === undefined) return null;
  if (typeof v.won !== 'boolean') return null;
  if (v.timeMs !== null && !wholeAtMost(v.timeMs, 1e10)) return null;
  const score = v.score === null ? null : readScore(v.score);
  if (score === null && v.score !== null) return null;
  if (v.dealer !== undefined && v.dealer !== 'microsoft') return null;
  // Entries stored before games won with help were marked have no `assisted`: they are the player's own.
  if (v.assisted !== undefined && (v.assisted !== true || !v.won)) return null;
  return {
    at: v.at, variant: v.variant, name, seed: v.seed, ...(v.dealer === 'microsoft' ? { dealer: v.dealer } : {}), won: v.won, ...(v.assisted === true ? { assisted: true as const } : {}), moves: v.moves, timeMs: v.timeMs, score,
  };
}

/**
 * Reads a stored history, keeping every well-formed entry (the latest {@link HISTORY_LENGTH}) and counting
 * the rest as dropped.
 */
export function readHistory(value: unknown): { readonly history: readonly HistoryEntry[]; readonly dropped: number } {
  if (value === undefined) return { history: [], dropped: 0 };
  if (!Array.isArray(value)) return { history: [], dropped: 1 };
  const history = value.map(readEntry).filter((e): e is HistoryEntry => e !== null);
  return { history: history.slice(-HISTORY_LENGTH), dropped: value.length - history.length };
}

/** The history with one more game at its end, the oldest dropped past {@link HISTORY_LENGTH}. */
export function addToHistory(history: readonly HistoryEntry[], entry: HistoryEntry): readonly HistoryEntry[] {
  return [...history, entry].slice(-HISTORY_LENGTH);
}

/** A game the player won on their own: won, and not after "Show me the solution". */
export function ownWin(entry: Pick<HistoryEntry, 'won' | 'assisted'>): boolean {
  return entry.won && entry.assisted !== true;
}

/** A game's result as the history table says it: "Won", "Won with help" or "Given up". */
export function resultWords(entry: Pick<HistoryEntry, 'won' | 'assisted'>): string {
  if (!entry.won) return 'Given up';
  return entry.assisted ? 'Won with help' : 'Won';
}

/**
 * The share of games won so far after each game of a history, in percent: the line of the win-rate chart. A
 * game won with help counts as played, not won, as in the statistics.
 * @example winRateLine([{ won: true }, { won: false }] as HistoryEntry[]) // [100, 50]
 */
export function winRateLine(history: readonly Pick<HistoryEntry, 'won' | 'assisted'>[]): number[] {
  let won = 0;
  return history.map((entry, i) => {
    if (ownWin(entry)) won++;
    return Math.round((won / (i + 1)) * 1000) / 10;
  });
}
