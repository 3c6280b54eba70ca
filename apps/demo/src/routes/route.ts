/**
 * Hash routes: the app works from any static server, and a link holds everything needed to open a page.
 * `#/` gallery, `#/play/<game>?seed=<n>&<option>=<value>` (or `ms=<n>` for Microsoft's FreeCell deal n), `#/rules/<game>`, `#/learn/<game>[/<lesson>]`,
 * `#/lab[?v=<a shared variant>]` (the Variant Lab: a variant of your own, whose pages then take its id as
 * `<game>`; the old `#/compose` opens it too), `#/daily/<game>[/<YYYY-MM-DD>]` (the daily deal, played on its
 * own page under its daily name), `#/stats` (the statistics).
 */
import type { DealerName } from '@patience/core/random';

/** A page of the app, read from the location's hash. */
export type Route =
  | { readonly page: 'gallery' }
  | { readonly page: 'play'; readonly gameId: string; readonly params: readonly (readonly [string, string])[] }
  | { readonly page: 'rules'; readonly gameId: string }
  | { readonly page: 'learn'; readonly gameId: string; readonly lessonId: string | null }
  /** `legacy`: reached by the old compose page's address, which the Lab replaces with its own. */
  | { readonly page: 'lab'; readonly params: readonly (readonly [string, string])[]; readonly legacy: boolean }
  /** `day`: the UTC day a shared link names, as written (checked by the page); null for today. */
  | { readonly page: 'daily'; readonly gameId: string; readonly day: string | null; readonly params: readonly (readonly [string, string])[] }
  | { readonly page: 'stats' }
  | { readonly page: 'not-found'; readonly path: string };

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape ("%E0%A4%A") is kept as typed; it is shown as text, never as markup.
    return part;
  }
}

/**
 * Reads a hash ("#/play/spider?seed=7") into a route. Never throws: anything unrecognised is `not-found`.
 * @example parseHash('#/rules/spider') // { page: 'rules', gameId: 'spider' }
 */
export function parseHash(hash: string): Route {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  const queryAt = text.indexOf('?');
  const path = queryAt < 0 ? text : text.slice(0, queryAt);
  const query = queryAt < 0 ? '' : text.slice(queryAt + 1);
  const parts = path.split('/').filter((p) => p !== '').map(decode);
  const [page, gameId, lessonId, ...rest] = parts;
  if (page === undefined) return { page: 'gallery' };
  if (page === 'play' && gameId !== undefined && lessonId === undefined) {
    return { page: 'play', gameId, params: [...new URLSearchParams(query).entries()] };
  }
  if (page === 'rules' && gameId !== undefined && lessonId === undefined) return { page: 'rules', gameId };
  if ((page === 'lab' || page === 'compose') && gameId === undefined) {
    return { page: 'lab', params: [...new URLSearchParams(query).entries()], legacy: page === 'compose' };
  }
  if (page === 'daily' && gameId !== undefined && rest.length === 0) {
    return { page: 'daily', gameId, day: lessonId ?? null, params: [...new URLSearchParams(query).entries()] };
  }
  if (page === 'learn' && gameId !== undefined && rest.length === 0) return { page: 'learn', gameId, lessonId: lessonId ?? null };
  if (page === 'stats' && gameId === undefined) return { page: 'stats' };
  return { page: 'not-found', path: decode(path) };
}

/**
 * The hash of a play page: the deal (`seed=` for our own deals, `ms=` for Microsoft's), then every option that
 * differs from its default, in option order.
 * @example playHash('spider', 7, [['suits', 2]]) // "#/play/spider?seed=7&suits=2"
 * @example playHash('freecell', 11982, [], 'microsoft') // "#/play/freecell?ms=11982"
 */
export function playHash(gameId: string, seed: number | null, options: readonly (readonly [string, string | number | boolean])[] = [], dealer: DealerName = 'patience'): string {
  const params = new URLSearchParams();
  if (seed !== null) params.set(dealer === 'microsoft' ? 'ms' : 'seed', String(seed));
  for (const [key, value] of options) params.set(key, String(value));
  const query = params.toString();
  return `#/play/${encodeURIComponent(gameId)}${query ? `?${query}` : ''}`;
}

/** The hash of a game's rules page. */
export function rulesHash(gameId: string): string {
  return `#/rules/${encodeURIComponent(gameId)}`;
}

/** The hash of a game's lessons, or of one lesson. */
export function learnHash(gameId: string, lessonId?: string): string {
  return `#/learn/${encodeURIComponent(gameId)}${lessonId === undefined ? '' : `/${encodeURIComponent(lessonId)}`}`;
}

/** The hash of the statistics page. */
export const STATS_HASH = '#/stats';

/** The hash of the Variant Lab, where a variant is composed (the old compose page's links open it too). */
export const LAB_HASH = '#/lab';

/** The Lab's hash under the name the gallery and the play menu link it by. */
export const COMPOSE_HASH = LAB_HASH;

/** A value from the URL or storage, shortened for a message (shown as text only). */
export function quoted(raw: string, max = 40): string {
  const short = raw.length > max ? `${raw.slice(0, max)}…` : raw;
  return `“${short}”`;
}
