/**
 * The gallery (`#/`): one tile per game (a game of another's family inside that game's tile), every preset a
 * chip with its own words, today's deal at the top, a grid that fills the width at both sizes, and each chip
 * opening its own variant. The gallery's screenshots and its accessibility audit (axe) are taken here.
 */
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { seriousViolations } from './harness/axe.js';
import { expectLayout, waitForBoard } from './harness/board.js';
import { dealGame, definition, GAMES, layoutOfGame, MORE, optionsFromParams } from './harness/engine.js';
import { VIEWPORTS, type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';
import { buildManifest } from '../src/gallery/game-manifest.js';
import { gallerySections } from '../src/gallery/gallery-tiles.js';

const SECTIONS = gallerySections([...buildManifest(GAMES, 'shipped'), ...buildManifest(MORE, 'more')]);
const TILES = SECTIONS.flatMap((section) => section.tiles);
const CHIPS = TILES.flatMap((t) => t.rows.flatMap((r) => r.chips.map((c) => ({ tile: t.lead.id, ...c }))));
const chipSelector = (game: string, preset: string): string => `[data-testid="gallery-item"][data-game="${game}"][data-preset="${preset}"]`;

describe('the gallery', () => {
  const app = useApp();

  // One page load for both: reading the gallery does not change it.
  it('lists every game and every preset, once each, one tile per game with Spiderette in the Spider tile, then the examples; gives each chip its name, difficulty and line, and each game its description once', async () => {
    await app.open('/');
    const items = app.page.locator('[data-testid="gallery-item"]');
    await items.first().waitFor();
    const shown = await items.evaluateAll((els) => els.map((el) => ({
      tile: el.closest('[data-testid="game-tile"]')?.getAttribute('data-game') ?? null,
      game: el.getAttribute('data-game'),
      preset: el.getAttribute('data-preset'),
    })));
    const key = (i: { tile: string | null; game: string | null; preset: string | null }): string => `${String(i.tile)}: ${String(i.game)}/${String(i.preset)}`;
    expect(shown.map(key)).toEqual(CHIPS.map((c) => key({ tile: c.tile, game: c.game.id, preset: c.preset.id })));
    expect([...new Set(shown.map((s) => s.tile))]).toEqual([
      'easthaven', 'spider', 'seahaven-towers',
      'klondike', 'freecell', 'yukon', 'scorpion', 'bakers-dozen', 'forty-thieves', 'beleaguered-castle', 'canfield',
      'golf', 'pyramid',
    ]);
    expect([...GAMES, ...MORE].flatMap((g) => g.presets.map((p) => `${g.id}/${p.id}`)).sort()).toEqual(CHIPS.map((c) => `${c.game.id}/${c.preset.id}`).sort());

    const wrong: string[] = [];
    for (const chip of CHIPS) {
      const variant = definition(chip.game.id).variant(chip.preset.options);
      const text = await app.page.locator(chipSelector(chip.game.id, chip.preset.id)).innerText();
      const want = [chip.label, variant.difficulty, chip.line];
      for (const words of want) if (!text.toLowerCase().includes(words.toLowerCase())) wrong.push(`${chip.game.id}/${chip.preset.id} lacks "${words}": ${text}`);
    }
    for (const game of [...GAMES, ...MORE]) {
      const tile = app.page.locator('[data-testid="game-tile"]').filter({ has: app.page.locator(`[data-game="${game.id}"][data-testid="gallery-item"]`) });
      const text = await tile.innerText();
      const times = text.split(game.variant().description).length - 1;
      if (times !== 1) wrong.push(`${game.id}'s description is in its tile ${times} times`);
      if (!text.includes(`${game.variant().family} family`) && !text.includes(game.name)) wrong.push(`${game.id}'s tile names neither it nor its family`);
    }
    expect(wrong).toEqual([]);
  });

  it('shows the variant pointed at: its drawing and its line', async () => {
    await app.open('/');
    const tile = app.page.locator('[data-testid="game-tile"][data-game="spider"]');
    await app.page.locator(chipSelector('spider', '1-suit')).hover();
    const oneSuit = CHIPS.find((c) => c.game.id === 'spider' && c.preset.id === '1-suit');
    await expect(tile.getByTestId('tile-line')).toHaveText(oneSuit?.line ?? '');
    // Deal 1 of one-suit Spider shows only spades face up.
    const cards = (): Promise<string[]> => tile.locator('.tile-preview [data-shown] [data-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-card') ?? ''));
    await expect.poll(async () => (await cards()).length).toBe(10);
    expect((await cards()).filter((code) => !code.endsWith('S'))).toEqual([]);
    // The pointer leaves the tile first: focus may scroll the page and slide another chip under a resting pointer.
    await app.page.mouse.move(0, 0);
    await app.page.locator(chipSelector('spiderette', '2-suits')).focus();
    await expect(tile.getByTestId('tile-line')).toHaveText(CHIPS.find((c) => c.game.id === 'spiderette' && c.preset.id === '2-suits')?.line ?? '');
    await expect.poll(async () => (await cards()).length).toBe(7);
  });

  it('keeps every tile where it is while the pointer moves over the chips: no tile changes size', async () => {
    await app.open('/');
    await app.page.locator('[data-testid="gallery-item"]').first().waitFor();
    const boxes = (): Promise<string[]> => app.page.locator('[data-testid="game-tile"]').evaluateAll((tiles) => tiles.map((t) => {
      const r = t.getBoundingClientRect();
      return `${t.getAttribute('data-game') ?? ''} ${Math.round(r.left)},${Math.round(r.top + window.scrollY)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }));
    const before = await boxes();
    const moved: string[] = [];
    for (const chip of await app.page.locator('[data-testid="gallery-item"]').all()) {
      await chip.hover();
      const now = await boxes();
      const name = `${await chip.getAttribute('data-game') ?? ''}/${await chip.getAttribute('data-preset') ?? ''}`;
      moved.push(...now.filter((box, i) => box !== before[i]).map((box) => `pointing at ${name}: ${box}, was ${before[now.indexOf(box)] ?? ''}`));
    }
    expect(before.length).toBeGreaterThan(3);
    expect(moved).toEqual([]);
  });

  it('opens the chosen preset: Spider (two suits) plays with two suits, on the deal its URL names', async () => {
    await app.open('/');
    await app.page.locator(chipSelector('spider', '2-suits')).click();
    await waitForBoard(app.page);
    const hash = new URL(app.page.url()).hash;
    expect(hash.startsWith('#/play/spider?')).toBe(true);
    const params = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
    const seed = Number(params.get('seed'));
    expect(Number.isInteger(seed) && seed >= 0).toBe(true);
    const options = optionsFromParams(definition('spider'), params);
    expect(options).not.toBeNull();
    const game = dealGame('spider', seed, options ?? {});
    expect(game.variant.options).toEqual({ suits: 2, dealWithEmptyColumns: 'forbid' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('opens an example from "More games" as a shipped game opens: Vegas Klondike and Canfield play the deal their URL names', async () => {
    for (const [id, preset, options] of [['klondike', 'vegas', { draw: 1, redeals: 0, vegasScoring: true }], ['canfield', 'standard', { columnMoves: 'any-run' }]] as const) {
      await app.open('/');
      await app.page.locator(chipSelector(id, preset)).click();
      await waitForBoard(app.page);
      const hash = new URL(app.page.url()).hash;
      expect(hash.startsWith(`#/play/${id}`)).toBe(true);
      const params = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
      const game = dealGame(id, Number(params.get('seed')), optionsFromParams(definition(id), params) ?? {});
      expect(game.variant.options).toEqual(options);
      await expectLayout(app.page, game.variant, layoutOfGame(game));
    }
  });
});

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`the gallery at ${size} size`, () => {
    const app = useApp({ viewport: size, touch: size === 'phone' });

    it(`opens on today's deals, then a grid of tiles that fills the width${size === 'phone' ? ', one whole tile and the next in sight' : ''}`, async () => {
      await app.open('/');
      await app.page.locator('[data-testid="gallery-item"]').first().waitFor();
      await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
      const m = await app.page.evaluate(() => {
        const box = (el: Element | null): { top: number; bottom: number; left: number; right: number } | null => {
          const r = el?.getBoundingClientRect();
          return r ? { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right) } : null;
        };
        const daily = document.querySelector('[data-testid="daily-tile"]');
        return {
          daily: box(daily),
          dailyLinks: [...document.querySelectorAll('[data-testid="daily-link"]')].map((a) => a.getAttribute('href')),
          grid: box(document.querySelector('[data-group="shipped"] .tile-grid')),
          tiles: [...document.querySelectorAll('[data-group="shipped"] [data-testid="game-tile"]')].map(box),
          firstSection: box(document.querySelector('[data-testid="gallery-section"]')),
          width: window.innerWidth,
          height: window.innerHeight,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      console.log(`gallery ${size}: tiles ${m.tiles.map((t) => (t ? `${t.left},${t.top}-${t.right},${t.bottom}` : '-')).join(' ')} in a grid ${m.grid?.left ?? '-'}-${m.grid?.right ?? '-'} of a ${m.width}x${m.height} window`);
      await saveScreenshot(app.page, `gallery-${size}`);
      expect(m.pageWidth).toBeLessThanOrEqual(m.width);
      expect(await seriousViolations(app.page), 'axe: serious or critical violations').toEqual([]);
      // Today's deal first, a link per shipped game.
      expect(m.daily && m.firstSection && m.daily.bottom <= m.firstSection.top).toBe(true);
      expect(m.dailyLinks).toEqual(GAMES.map((g) => `#/daily/${g.id}`));
      const [first, second] = m.tiles;
      if (!first || !second || !m.grid) throw new Error('The gallery shows at least two tiles in a grid.');
      // Every row of tiles reaches the grid's right edge: no column of the grid is left empty.
      const rows = new Map<number, number>();
      for (const t of m.tiles) if (t) rows.set(t.top, Math.max(rows.get(t.top) ?? 0, t.right));
      expect([...rows.values()].map((right) => Math.abs(right - (m.grid?.right ?? 0)) <= 1)).toEqual([...rows.keys()].map(() => true));
      if (size === 'desktop') {
        // All three tiles side by side, filling the width.
        expect(rows.size).toBe(1);
        expect(m.grid.right - m.grid.left).toBeGreaterThanOrEqual(m.width - 40);
      } else {
        expect(first.left).toBeLessThanOrEqual(8);
        expect(first.right).toBeGreaterThanOrEqual(m.width - 8);
        expect(first.bottom, 'the first tile ends inside the first screen').toBeLessThanOrEqual(m.height);
        expect(second.top, 'the second tile starts inside the first screen').toBeLessThan(m.height - 20);
      }
    });

    it('lists every example game under "More games", after the shipped games, in a grid that fills the width', async () => {
      await app.open('/');
      const section = app.page.locator('[data-testid="gallery-section"][data-group="more"]');
      await section.locator('[data-testid="gallery-item"]').first().waitFor();
      await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await section.locator('h2').innerText()).toBe('More games');
      const games = await section.locator('[data-testid="gallery-item"]').evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-game')))]);
      // Each in its family's tile: Baker's Game and Eight Off with FreeCell, Russian Solitaire and Meridian with Yukon,
      // TriPeaks with Golf.
      expect(games).toEqual([
        'klondike', 'freecell', 'bakers-game', 'eight-off', 'yukon', 'russian-solitaire', 'meridian', 'scorpion',
        'bakers-dozen', 'forty-thieves', 'beleaguered-castle', 'canfield', 'golf', 'tripeaks', 'pyramid',
      ]);
      expect([...games].sort()).toEqual(MORE.map((g) => g.id).sort());
      const m = await section.evaluate((el) => ({
        width: window.innerWidth,
        page: document.documentElement.scrollWidth,
        grid: el.querySelector('.tile-grid')?.getBoundingClientRect().right ?? 0,
        rights: [...el.querySelectorAll('[data-testid="game-tile"]')].map((t) => Math.round(t.getBoundingClientRect().right)),
      }));
      expect(m.page).toBeLessThanOrEqual(m.width);
      expect(Math.max(...m.rights)).toBeGreaterThanOrEqual(Math.round(m.grid) - 1);
      await saveScreenshot(section, `gallery-more-${size}`);
    });
  });
}
