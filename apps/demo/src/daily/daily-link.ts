/**
 * The daily deal's links: `#/daily/<game>` opens today's deal, `#/daily/<game>/<day>` the deal of that UTC day
 * (what "Share" gives, so a link sent late in the day still opens the same deal), options as in a play link.
 */

/** The options of a variant that differ from its defaults, in option order, as a play link holds them. */
export type DailyOptions = readonly (readonly [string, string | number | boolean])[];

/**
 * The name of a game's variant in the daily derivation and the book: its id, then its changed options as a query.
 * @example dailyGameKey('spider', [['suits', 2]]) // "spider?suits=2"
 */
export function dailyGameKey(gameId: string, options: DailyOptions = []): string {
  const query = new URLSearchParams(options.map(([k, v]) => [k, String(v)])).toString();
  return query ? `${gameId}?${query}` : gameId;
}

/**
 * The hash of a daily deal's page.
 * @example dailyHash('spider', '2026-12-02', [['suits', 2]]) // "#/daily/spider/2026-12-02?suits=2"
 */
export function dailyHash(gameId: string, day: string | null, options: DailyOptions = []): string {
  const query = new URLSearchParams(options.map(([k, v]) => [k, String(v)])).toString();
  return `#/daily/${encodeURIComponent(gameId)}${day === null ? '' : `/${day}`}${query ? `?${query}` : ''}`;
}
