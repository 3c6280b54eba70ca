/** The accessibility audit of a page with axe-core (@axe-core/playwright). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations of WCAG 2.1 A/AA and axe's best practices on the page as it is, one line
 * per rule with the first elements it found.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // One axe.run in the page itself: the default mode runs each frame apart and then finishes the results in
    // a page of its own, opened and injected for every audit, which costs as much again; the app has no frames,
    // so both modes audit the same elements with the same rules.
    .setLegacyMode(true);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact ?? ''} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`);
}
