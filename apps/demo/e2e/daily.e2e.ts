/**
 * The daily deal's link: `#/daily/<game>/<day>` opens the same deal for everyone (the solver's first win among
 * the day's candidates, counted in positions), as a play page, and remembers it for the daily streak.
 */
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { expectLayout, waitForBoard } from './harness/board.js';
import { dealGame, layoutOfGame } from './harness/engine.js';

const app = useApp();

describe('the daily deal', () => {
  it("a day's link opens that day's deal (Seahaven Towers on 2026-12-02 is deal 929656) and records it", async () => {
    await app.open('/daily/seahaven-towers/2026-12-02');
    await expect.poll(() => new URL(app.page.url()).hash, { timeout: 20_000 }).toBe('#/play/seahaven-towers?seed=929656');
    await waitForBoard(app.page);
    const game = dealGame('seahaven-towers', 929656);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(JSON.parse((await app.stored('patience:v1:daily')) ?? '{}')).toEqual({
      'seahaven-towers': { opened: { '2026-12-02': 929656 }, lastWon: null, streak: 0, bestStreak: 0 },
    });
  });

  it("a link to a day not yet come, or to no day, says so and offers today's deal", async () => {
    await app.open('/daily/seahaven-towers/2999-01-01');
    await expect(app.page.getByRole('alert')).toContainText('The daily deal of 2999-01-01 is not out yet');
    await app.open('/daily/seahaven-towers/2026-02-30');
    await expect(app.page.getByRole('alert')).toContainText('“2026-02-30” is not a day');
    await app.page.getByRole('link', { name: "Today's deal" }).click();
    await expect.poll(() => new URL(app.page.url()).hash, { timeout: 20_000 }).toMatch(/^#\/play\/seahaven-towers\?seed=\d{1,6}$/);
  });
});
