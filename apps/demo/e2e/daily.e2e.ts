/**
 * The daily deal's link: `#/daily/<game>/<day>` opens the same deal for everyone (the solver's first win among
 * the day's candidates, counted in positions), plays it on its own page under its daily name, and remembers it
 * for the daily streak and the calendar. The tests set the browser's date.
 */
import { parseMove } from '@patience/core/notation';
import { saveScreenshot } from './harness/screenshot.js';
import { describe, expect, it, test } from './harness/test.js';
import { useApp } from './harness/app.js';
import { drag, expectLayout, waitForBoard } from './harness/board.js';
import { dealGame, gameKey, layoutOfGame, savedGameEntry } from './harness/engine.js';
import { nearlyWon, WIN_GAME_ID } from './harness/wins.js';

const app = useApp();

describe('the daily deal', () => {
  it("a day's link opens that day's deal (Seahaven Towers on 2026-12-02 is deal 929656) and records it", async () => {
    await app.page.clock.setFixedTime(new Date('2026-12-03T10:00:00Z'));
    await app.open('/daily/seahaven-towers/2026-12-02');
    await app.page.locator('h1.play-title').waitFor({ timeout: 20_000 });
    await waitForBoard(app.page);
    const game = dealGame('seahaven-towers', 929656);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    // The page keeps its daily address and name: it is not turned into a plain numbered deal.
    expect(new URL(app.page.url()).hash).toBe('#/daily/seahaven-towers/2026-12-02');
    await expect(app.page.locator('h1.play-title')).toHaveText('Daily Seahaven Towers, 2 December');
    await expect(app.page).toHaveTitle('Daily Seahaven Towers, 2 December · Patience');
    expect(JSON.parse((await app.stored('patience:v1:daily')) ?? '{}')).toEqual({
      'seahaven-towers': { opened: { '2026-12-02': 929656 }, won: [], helped: [], lastWon: null, streak: 0, bestStreak: 0 },
    });
  });

  it("a link to a day not yet come, or to no day, says so and offers today's deal", async () => {
    await app.open('/daily/seahaven-towers/2999-01-01');
    await expect(app.page.getByRole('alert')).toContainText('The daily deal of 2999-01-01 is not out yet');
    await app.open('/daily/seahaven-towers/2026-02-30');
    await expect(app.page.getByRole('alert')).toContainText('“2026-02-30” is not a day');
    await app.page.getByRole('link', { name: "Today's deal" }).click();
    await app.page.locator('h1.play-title').waitFor({ timeout: 20_000 });
    await waitForBoard(app.page);
    expect(new URL(app.page.url()).hash).toMatch(/^#\/daily\/seahaven-towers\/\d{4}-\d{2}-\d{2}$/);
  });

  it("three days' deals won in a row make a three-day streak, on the calendar, each win counted once", async () => {
    // Three pages opened and three games won: three times a single win's time.
    test.setTimeout(180_000);
    const days = ['2026-12-01', '2026-12-02', '2026-12-03'];
    // Seahaven Towers deal 1 stands in for each day's deal (the book says it was opened that day), so a saved,
    // nearly won game of it can be won on each day's page.
    const opened = Object.fromEntries(days.map((d) => [d, 1]));
    let book: Record<string, Record<string, unknown>> = { [WIN_GAME_ID]: { opened: {}, won: [], lastWon: null, streak: 0, bestStreak: 0 } };
    for (const [i, day] of days.entries()) {
      await app.page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
      const record = book[WIN_GAME_ID] ?? {};
      book = { [WIN_GAME_ID]: { ...record, opened: { ...(record.opened as object), [day]: 1 } } };
      const { game, rest } = nearlyWon(1);
      await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game), 'patience:v1:daily': JSON.stringify(book) });
      await app.open(`/daily/${WIN_GAME_ID}`);
      await waitForBoard(app.page);
      await expect(app.page.locator('h1.play-title')).toHaveText(`Today’s Seahaven Towers, ${Number(day.slice(8))} December`);
      const last = parseMove(rest[0] ?? '');
      if (last.kind !== 'move') throw new Error('The last move of the line is a card move.');
      await drag(app.page, last.from, last.count, last.to);
      await app.page.locator('[data-testid="win"]').waitFor({ state: 'visible' });
      await expect(app.page.getByTestId('daily-badge')).toHaveText('★ Won today');
      await expect(app.page.getByTestId('daily-streak')).toContainText(`Streak ${i + 1} ${i === 0 ? 'day' : 'days'}`);
      book = JSON.parse((await app.stored('patience:v1:daily')) ?? '{}') as typeof book;
    }
    // Opened again the same day, the page shows the win and counts it once.
    await app.open(`/daily/${WIN_GAME_ID}`);
    await waitForBoard(app.page);
    expect((JSON.parse((await app.stored('patience:v1:daily')) ?? '{}') as typeof book)[WIN_GAME_ID]).toEqual({ opened, won: days, helped: [], lastWon: '2026-12-03', streak: 3, bestStreak: 3 });
    await app.page.getByTestId('daily-streak').click();
    const calendar = app.page.getByTestId('daily-calendar');
    await expect(calendar.locator('[data-status="won"]')).toHaveText(['1', '2', '3']);
    await expect(calendar.locator('a[data-day="2026-12-03"]')).toHaveAttribute('aria-current', 'date');
    await expect(calendar.locator('a[data-status="unplayed"]')).toHaveCount(0);
    await expect(calendar.locator('.to-come')).toHaveCount(28);
    await saveScreenshot(app.page, 'daily-calendar-1366x850');
    // An earlier day's link opens that day's deal, under that day's name.
    await calendar.locator('a[data-day="2026-12-01"]').click();
    await expect(app.page.locator('h1.play-title')).toHaveText('Daily Seahaven Towers, 1 December');
    expect(new URL(app.page.url()).hash).toBe(`#/daily/${WIN_GAME_ID}/2026-12-01`);
  });
});
