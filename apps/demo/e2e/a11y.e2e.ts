/**
 * Accessibility audits with axe-core (@axe-core/playwright) of every page of the app, at both sizes: no
 * violation of impact "serious" or "critical". A failure lists each rule with the elements it found. The
 * gallery is audited in gallery.e2e.ts and each game's play page in fit.e2e.ts, on pages they open anyway.
 */
import { describe, expect, it, test } from './harness/test.js';
import { useApp } from './harness/app.js';
import { seriousViolations } from './harness/axe.js';
import { waitForBoard } from './harness/board.js';
import { definition } from './harness/engine.js';
import { VIEWPORTS, type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';

const lessonOf = (gameId: string): string | undefined => (definition(gameId) as { lessons?: readonly { id: string }[] }).lessons?.[0]?.id;

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`accessibility at ${size} size`, () => {
    const app = useApp({ viewport: size, touch: size === 'phone' });

    // The pages without a board share one page load, each next one opened by its address as a link opens it;
    // an axe audit of a big page can take tens of seconds on a loaded machine, so the test has three times the
    // usual time.
    it('a rules page, the compose page and a daily deal refused', async () => {
      test.slow();
      await app.open('/rules/spider');
      await app.page.locator('h1').waitFor();
      const problems = (await seriousViolations(app.page)).map((v) => `rules: ${v}`);
      await app.page.evaluate(() => { window.location.hash = '#/compose'; });
      await expect(app.page.locator('h1')).toHaveText('Variant Lab');
      problems.push(...(await seriousViolations(app.page)).map((v) => `compose: ${v}`));
      await app.page.evaluate(() => { window.location.hash = '#/daily/easthaven/2999-01-01'; });
      await expect(app.page.getByRole('alert')).toContainText('The daily deal of 2999-01-01 is not out yet');
      problems.push(...(await seriousViolations(app.page)).map((v) => `daily refused: ${v}`));
      expect(problems).toEqual([]);
    });

    it('a lesson', async () => {
      const lesson = lessonOf('easthaven');
      await app.open(`/learn/easthaven${lesson ? `/${lesson}` : ''}`);
      await waitForBoard(app.page);
      expect(await seriousViolations(app.page)).toEqual([]);
    });

    it("today's challenge with its calendar open (kept as a screenshot)", async () => {
      await app.page.clock.setFixedTime(new Date('2026-12-03T10:00:00Z'));
      const record = { opened: { '2026-12-02': 929656, '2026-12-03': 1 }, won: ['2026-12-02'], lastWon: '2026-12-02', streak: 1, bestStreak: 4 };
      await app.store({ 'patience:v1:daily': JSON.stringify({ 'seahaven-towers': record }) });
      await app.open('/daily/seahaven-towers');
      await waitForBoard(app.page);
      await expect(app.page.getByTestId('daily-streak')).toHaveText('Streak 1 dayBest 4Calendar');
      await app.page.getByTestId('daily-streak').click();
      await expect(app.page.getByTestId('daily-calendar').locator('[data-status]')).toHaveCount(3);
      await saveScreenshot(app.page, `daily-${VIEWPORTS[size].width}x${VIEWPORTS[size].height}`);
      expect(await seriousViolations(app.page)).toEqual([]);
    });
  });
}
