/**
 * Accessibility audits with axe-core (@axe-core/playwright) of every page of the app, at both sizes: no
 * violation of impact "serious" or "critical". A failure lists each rule with the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { waitForBoard } from './harness/board.js';
import { definition, GAMES, playRoute } from './harness/engine.js';
import { VIEWPORTS, type ViewportName } from './harness/settings.js';

/** The serious and critical violations on the page as it is, one line per rule. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact ?? ''} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
}

const lessonOf = (gameId: string): string | undefined => (definition(gameId) as { lessons?: readonly { id: string }[] }).lessons?.[0]?.id;

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`accessibility at ${size} size`, () => {
    const app = useApp({ viewport: size, touch: size === 'phone' });

    it('the gallery', async () => {
      await app.open('/');
      await app.page.locator('[data-testid="gallery-item"]').first().waitFor();
      expect(await seriousViolations(app.page)).toEqual([]);
    });

    for (const game of GAMES) {
      it(`playing ${game.id}`, async () => {
        await app.open(playRoute(game.id, 1));
        await waitForBoard(app.page);
        expect(await seriousViolations(app.page)).toEqual([]);
      });
    }

    it('a rules page, a lesson, the compose page and a daily deal refused', async () => {
      const found: Record<string, string[]> = {};
      await app.open('/rules/spider');
      await app.page.locator('h1').waitFor();
      found.rules = await seriousViolations(app.page);
      const lesson = lessonOf('easthaven');
      await app.open(`/learn/easthaven${lesson ? `/${lesson}` : ''}`);
      await waitForBoard(app.page);
      found.lesson = await seriousViolations(app.page);
      await app.open('/compose');
      await app.page.locator('h1').waitFor();
      found.compose = await seriousViolations(app.page);
      await app.open('/daily/easthaven/2999-01-01');
      await app.page.getByRole('alert').waitFor();
      found.daily = await seriousViolations(app.page);
      expect(found).toEqual({ rules: [], lesson: [], compose: [], daily: [] });
    });
  });
}
