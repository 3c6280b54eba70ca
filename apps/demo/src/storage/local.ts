/**
 * localStorage, read and written without ever throwing: storage may be disabled, full, or hold anything.
 */

/** The prefix of every key the app writes. */
export const STORAGE_PREFIX = 'patience:v1:';

/** The key of a game's game in progress. */
export function gameKey(gameId: string): string {
  return `${STORAGE_PREFIX}game:${gameId}`;
}

/** The key of the statistics per game (the book's first format, kept as it was). */
export const STATS_KEY = `${STORAGE_PREFIX}stats`;

/** The key of the statistics per variant (one-, two- and four-suit Spider apart). */
export const VARIANT_STATS_KEY = `${STORAGE_PREFIX}stats:variants`;

/** The key of the history of the last games. */
export const HISTORY_KEY = `${STORAGE_PREFIX}stats:history`;

/** What reading a stored JSON value found. */
export type Stored = { readonly kind: 'missing' } | { readonly kind: 'value'; readonly value: unknown } | { readonly kind: 'unreadable' };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Reads and parses a stored JSON value. */
export function readStored(key: string): Stored {
  const store = storage();
  if (!store) return { kind: 'missing' };
  let text: string | null;
  try {
    text = store.getItem(key);
  } catch {
    return { kind: 'unreadable' };
  }
  if (text === null) return { kind: 'missing' };
  try {
    return { kind: 'value', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Stores a value as JSON; false when storage refused it (disabled or full). */
export function writeStored(key: string, value: unknown): boolean {
  const store = storage();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a stored value. */
export function removeStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: storage is unavailable, so nothing is stored either.
  }
}
