/**
 * The statistics page: a win is counted for its game, its variant and the history, and drawn in the charts;
 * statistics stored in the first format (per game only) show whole; export and import, a damaged file refused
 * with its reason and nothing changed. Screenshots of the page at both sizes in test-results/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { parseMove } from '@patience/core/notation';
import { describe, expect, it } from './harness/test.js';
import { useApp, type AppHandle } from './harness/app.js';
import { seriousViolations } from './harness/axe.js';
import { drag, waitForBoard } from './harness/board.js';
import { gameKey, savedGameEntry, STATS_KEY } from './harness/engine.js';
import { VIEWPORTS, type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';
import { nearlyWon, WIN_GAME_ID } from './harness/wins.js';

/** Statistics as the first format stored them: per game, no variants, no history. */
const FIRST_FORMAT = {
  easthaven: { played: 5, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 245_000, fewestMoves: 96, inProgress: false },
  spider: { played: 3, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null, fewestMoves: null, inProgress: true },
};

/** The rows of the summary table, as their cells' text. */
async function rows(app: AppHandle): Promise<string[][]> {
  return app.page.locator('.stats-table').first().locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
}

/** Wins Seahaven Towers deal 1 from a saved game one move from the end. */
async function winOnce(app: AppHandle): Promise<void> {
  const { game, rest } = nearlyWon(1);
  await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
  await app.open(`/play/${WIN_GAME_ID}`);
  await waitForBoard(app.page);
  const last = parseMove(rest[0] ?? '');
  if (last.kind !== 'move') throw new Error('The last move of the line is a card move.');
  await drag(app.page, last.from, last.count, last.to);
  await app.page.locator('[data-testid="win"]').waitFor({ state: 'visible' });
}

describe('statistics', () => {
  const app = useApp();

  it('a win counts for its game, its variant and the history, and the charts draw it', async () => {
    await winOnce(app);
    await app.open('/stats');
    await app.page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    const table = await rows(app);
    expect(table.map((r) => r.slice(0, 4))).toEqual([['Seahaven Towers', '1', '1', '100%'], ['Seahaven Towers', '1', '1', '100%']]);
    expect(await app.page.getByTestId('stats-variant').getAttribute('class')).toBe('stats-variant');
    const history = await app.page.getByTestId('stats-history').locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].slice(1, 5).map((c) => c.textContent)));
    expect(history).toEqual([['Seahaven Towers', '1', 'Won', '85']]);
    expect(await app.page.getByTestId('win-rate-chart').locator('svg').getAttribute('aria-label')).toBe('Win rate after each of the last 1 game: 100% after the first, 100% now.');
    await expect(app.page.getByTestId('time-chart')).toBeVisible();
    expect(await seriousViolations(app.page), 'axe: serious or critical violations').toEqual([]);
  });

  it("shows statistics stored in the first format whole, and a game's own row filters the page", async () => {
    await app.store({ [STATS_KEY]: JSON.stringify(FIRST_FORMAT) });
    await app.open('/stats');
    await app.page.getByTestId('stats-filter').waitFor();
    expect(await rows(app)).toEqual([
      ['Easthaven', '5', '2', '40%', '1', '2', '4:05', '96', '–'],
      ['Spider', '3', '0', '0%', '0', '0', '–', '–', '–'],
    ]);
    await app.page.getByTestId('stats-filter').selectOption('spider');
    expect((await rows(app)).map((r) => r[0])).toEqual(['Spider']);
  });

  it('exports a file that imports back; a damaged file is refused with its reason and changes nothing', async () => {
    await app.store({ [STATS_KEY]: JSON.stringify(FIRST_FORMAT) });
    await app.open('/stats');
    const download = app.page.waitForEvent('download');
    await app.page.getByTestId('stats-export').click();
    const exported = readFileSync(await (await download).path(), 'utf8');
    expect(JSON.parse(exported)).toMatchObject({ format: 'patience-statistics', version: 1, variants: {}, history: [] });

    const input = app.page.getByTestId('stats-import');
    await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(exported.replace('"played": 5', '"played": -5')) });
    await expect(app.page.getByTestId('stats-message')).toHaveText('broken.json was not imported. The file\'s "games" has 1 damaged entry: nothing was imported.');
    expect(JSON.parse(await app.stored(STATS_KEY) ?? 'null')).toEqual(FIRST_FORMAT);

    const fresh = JSON.parse(exported) as { games: Record<string, { played: number }> };
    delete fresh.games.spider;
    await input.setInputFiles({ name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(fresh)) });
    await expect(app.page.getByTestId('stats-import-summary')).toHaveText('The file holds 5 games played, 0 variants and a history of 0 games. Replace your statistics with it?');
    await app.page.getByRole('button', { name: 'Replace my statistics' }).click();
    await expect(app.page.getByTestId('stats-message')).toHaveText('Imported: these are now your statistics.');
    expect((await rows(app)).map((r) => r[0])).toEqual(['Easthaven']);
    await app.open('/stats');
    await app.page.getByTestId('stats-filter').waitFor();
    expect((await rows(app)).map((r) => r[0])).toEqual(['Easthaven']);
  });
});

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`the statistics page at ${size} size`, () => {
    const app = useApp({ viewport: size, touch: size === 'phone' });
    it('fits its width, its tables scrolling in their own box (kept as a screenshot)', async () => {
      await winOnce(app);
      await app.open('/stats');
      await app.page.getByTestId('win-rate-chart').waitFor();
      await saveScreenshot(app.page, `stats-${size}`);
      expect(await app.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS[size].width);
    });
  });
}
