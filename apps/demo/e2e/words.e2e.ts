/**
 * Words that fit on a 390x844 phone: for every preset of every game and example, the play page's title, its
 * toolbar, its counters and its status line (holding the solver's hint, the longest words it shows) cut no
 * text: nothing of theirs overflows its box (scrollWidth > clientWidth, or scrollHeight > clientHeight for the
 * two-line status), is cut by an ellipsis, or reaches past the window's edge. A long deal number is used, as a
 * new deal's is. One page load; each next preset is opened by its address, as a link opens it.
 */
import type { Page } from '@playwright/test';
import { gamePresets, presetName } from '@patience/games';
import { describe, expect, it, test } from './harness/test.js';
import { useApp } from './harness/app.js';
import { button, message, waitForBoard } from './harness/board.js';
import { MORE, playRoute } from './harness/engine.js';

/** A deal number as long as a random new deal's. */
const SEED = 465_724;
const SETTINGS = { 'patience:v1:settings': JSON.stringify({ autoMove: false }) };

const ENTRIES = [
  ...gamePresets().map((p) => ({ name: presetName(p.game, p.preset), id: p.game.id, options: p.preset.options })),
  ...MORE.filter((g) => !gamePresets().some((p) => p.game.id === g.id)).map((g) => ({ name: g.id, id: g.id, options: {} })),
];

/**
 * The play page's words a player reads above the board that are cut: the toolbar's buttons and labels, the
 * counters, the status line and the title's deal number are cut when their words overflow their box, or reach
 * past the window's edge. The game's name in the title may give way to an ellipsis by design, but only when the
 * title fills its whole row (a long preset name on a phone), never while there is room.
 */
async function cutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parts = [
      ...document.querySelectorAll<HTMLElement>('.play-title, .play-deal, .play-toolbar button, .play-toolbar .tool-label, .counters > *, [data-testid="message"]'),
    ];
    const cut: string[] = [];
    const describe = (el: HTMLElement): string => `${el.className || el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim()}"`;
    for (const el of parts) {
      // Words hidden for sight but kept for screen readers (a label folded away on purpose) are not cut.
      if (getComputedStyle(el).clipPath === 'inset(50%)' || el.getClientRects().length === 0) continue;
      const box = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1) cut.push(`${describe(el)}: ${el.scrollWidth} px of words in ${el.clientWidth} px`);
      if (el.scrollHeight > el.clientHeight + 1) cut.push(`${describe(el)}: ${el.scrollHeight} px of lines in ${el.clientHeight} px`);
      if (box.right > window.innerWidth + 0.5) cut.push(`${describe(el)}: reaches ${Math.ceil(box.right)} px in a ${window.innerWidth} px window`);
    }
    const title = document.querySelector<HTMLElement>('.play-title');
    const name = document.querySelector<HTMLElement>('.play-name');
    const deal = document.querySelector<HTMLElement>('.play-deal');
    if (title && name && name.scrollWidth > name.clientWidth + 1) {
      const used = name.getBoundingClientRect().width + (deal?.getBoundingClientRect().width ?? 0);
      if (used < title.clientWidth - 2) cut.push(`${describe(name)}: shortened in a title with ${Math.round(title.clientWidth - used)} px to spare`);
    }
    return cut;
  });
}

describe('words that fit at 390x844', () => {
  const app = useApp({ viewport: 'phone', touch: true });

  it('the title with its deal number, the toolbar, the counters and the hint in the status line, for every preset', async () => {
    test.slow();
    const problems: string[] = [];
    await app.store(SETTINGS);
    for (const [index, entry] of ENTRIES.entries()) {
      const route = playRoute(entry.id, SEED, entry.options);
      if (index === 0) await app.open(route);
      else await app.page.evaluate((hash) => { window.location.hash = hash; }, `#${route}`);
      await waitForBoard(app.page);
      const title = app.page.locator('.play-title');
      await expect(title).toContainText(`deal ${SEED}`);
      await button(app.page, 'Hint').click();
      await expect(message(app.page)).toHaveClass(/tone-hint/, { timeout: 20_000 });
      const hint = (await message(app.page).innerText()).trim();
      const cut = await cutWords(app.page);
      console.log(`words ${entry.name}: "${(await title.innerText()).trim()}" | ${hint}${cut.length > 0 ? ` | CUT ${cut.join('; ')}` : ''}`);
      problems.push(...cut.map((c) => `${entry.name}: ${c}`));
    }
    expect(problems).toEqual([]);
  });
});
