/**
 * The statistics as one JSON file, to keep or move to another browser: written whole, and read back only
 * when every part of it is well formed (a file with anything wrong is refused, naming what, and changes
 * nothing).
 */
import { readHistory } from './history.js';
import { readStats } from './stats.js';
import type { Statistics } from './stats-store.js';

/** What the file says it is, so that another JSON file is told apart. */
const FORMAT = 'patience-statistics';
const VERSION = 1;
/** A file larger than this is not ours: 200 history entries and every variant fit in far less. */
export const MAX_FILE_BYTES = 2_000_000;

/** The statistics as the text of an export file. */
export function statisticsFile(statistics: Statistics, now = new Date()): string {
  return `${JSON.stringify({ format: FORMAT, version: VERSION, exported: now.toISOString(), ...statistics }, null, 2)}\n`;
}

/** An import file's statistics, or what is wrong with it. */
export type ImportResult = { readonly statistics: Statistics } | { readonly problem: string };

function parsed(text: string): { readonly value: unknown } | { readonly problem: string } {
  if (text.length > MAX_FILE_BYTES) return { problem: `The file is ${text.length} bytes long: a statistics file is at most ${MAX_FILE_BYTES}.` };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'The file is not JSON: it is not a statistics file this app exported.' };
  }
}

/**
 * Reads an export file's text. Refused, with the reason: not JSON, too large, not a statistics file, a
 * version this app does not know, or any entry damaged (named by its part).
 */
export function readStatisticsFile(text: string): ImportResult {
  const file = parsed(text);
  if ('problem' in file) return file;
  const v = file.value as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null || Array.isArray(v) || v.format !== FORMAT) {
    return { problem: `The file is JSON but not a statistics file: it has no "format": "${FORMAT}".` };
  }
  if (v.version !== VERSION) return { problem: `The file's version is ${JSON.stringify(v.version)}; this app reads version ${VERSION}.` };
  const games = readStats(v.games);
  const variants = readStats(v.variants, 'variants');
  const history = readHistory(v.history);
  const damaged = [[games.dropped, 'games'], [variants.dropped, 'variants'], [history.dropped, 'history']] as const;
  for (const [dropped, part] of damaged) {
    if (dropped > 0 || v[part] === undefined) {
      return { problem: v[part] === undefined ? `The file has no "${part}".` : `The file's "${part}" has ${dropped} damaged ${dropped === 1 ? 'entry' : 'entries'}: nothing was imported.` };
    }
  }
  return { statistics: { games: games.book, variants: variants.book, history: history.history } };
}
