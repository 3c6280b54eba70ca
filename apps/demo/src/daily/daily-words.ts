/** The daily deal's words: the day as people say it, and the page's title. */

/**
 * A day as people say it, in UTC like the deal itself: "3 December", or "today" when it is `today`.
 * @example dayInWords('2026-12-02', '2026-12-03') // "2 December"
 */
export function dayInWords(day: string, today: string): string {
  if (day === today) return 'today';
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The title of a daily deal's page.
 * @example dailyTitle('Easthaven', '2026-12-03', '2026-12-03') // "Today’s Easthaven, 3 December"
 * @example dailyTitle('Easthaven', '2026-12-01', '2026-12-03') // "Daily Easthaven, 1 December"
 */
export function dailyTitle(gameName: string, day: string, today: string): string {
  const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `${day === today ? 'Today’s' : 'Daily'} ${gameName}, ${date}`;
}
