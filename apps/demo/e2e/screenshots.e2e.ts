/**
 * Screenshots kept as test artifacts (test-results/screenshots/): a rules page, a lesson and the win screen,
 * at desktop and phone sizes (the gallery's are taken in gallery.e2e.ts, every game's in fit.e2e.ts). Each is taken only once the page
 * shows what it should, so a screenshot of a broken page fails its test too.
 */
import { describe, expect, it } from './harness/test.js';
import { parseMove } from '@patience/core/notation';
import type { Lesson } from '@patience/core/lessons';
import { useApp, type AppHandle } from './harness/app.js';
import { drag, settled, waitForBoard } from './harness/board.js';
import { definition, gameKey, savedGameEntry } from './harness/engine.js';
import { VIEWPORTS, type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';
import { nearlyWon, WIN_GAME_ID } from './harness/wins.js';

async function shoot(app: AppHandle, name: string, size: ViewportName): Promise<void> {
  // Cards at rest, web fonts in, so the picture shows the resting page.
  await settled(app.page);
  await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await saveScreenshot(app.page, `${name}-${size}`);
  // After the picture, so that a page too wide for its screen is kept to look at (its first screen): nothing
  // may stick out sideways (a phone would scroll the whole page left and right).
  const widths = await app.page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page, `${name} at ${size} size is ${widths.page} px wide on a ${widths.screen} px screen`).toBeLessThanOrEqual(widths.screen);
}

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`screenshots at ${size} size`, () => {
    const app = useApp({ viewport: size });

    it('the rules of Easthaven', async () => {
      await app.open('/rules/easthaven');
      await expect.poll(() => app.page.locator('body').innerText()).toContain(definition('easthaven').name);
      await shoot(app, 'rules-easthaven', size);
    });

    it('the first Easthaven lesson', async () => {
      const lessons = (definition('easthaven') as { lessons?: readonly Lesson[] }).lessons ?? [];
      const [lesson] = lessons;
      if (!lesson) throw new Error('easthaven has no lessons in its game package (CONTRACT section 1).');
      await app.open(`/learn/easthaven/${lesson.id}`);
      await waitForBoard(app.page);
      await shoot(app, 'lesson-easthaven', size);
    });

    it('the win screen', async () => {
      const { game, rest } = nearlyWon(1);
      await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
      await app.open(`/play/${WIN_GAME_ID}`);
      await waitForBoard(app.page);
      const last = parseMove(rest[0] ?? '');
      if (last.kind !== 'move') throw new Error('The last move of the line is a card move.');
      await drag(app.page, last.from, last.count, last.to);
      await app.page.locator('[data-testid="win"]').waitFor({ state: 'visible' });
      await shoot(app, 'win', size);
    });
  });
}
