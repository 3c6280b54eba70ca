/** The gallery (`#/`): every game and preset, each with its words, each opening its own variant. */
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { expectLayout, waitForBoard } from './harness/board.js';
import { dealGame, definition, GAMES, layoutOfGame, optionsFromParams } from './harness/engine.js';

const app = useApp();

function galleryItems(): { game: string; preset: string }[] {
  return GAMES.flatMap((g) => g.presets.map((p) => ({ game: g.id, preset: p.id })));
}

describe('the gallery', () => {
  it('lists every game and every preset, once each', async () => {
    await app.open('/');
    const items = app.page.locator('[data-testid="gallery-item"]');
    await items.first().waitFor();
    const shown = await items.evaluateAll((els) => els.map((el) => ({ game: el.getAttribute('data-game'), preset: el.getAttribute('data-preset') })));
    const key = (i: { game: string | null; preset: string | null }): string => `${String(i.game)}/${String(i.preset)}`;
    expect(shown.map(key).sort()).toEqual(galleryItems().map(key).sort());
  });

  it("shows each preset's name, family, difficulty and description", async () => {
    await app.open('/');
    await app.page.locator('[data-testid="gallery-item"]').first().waitFor();
    for (const game of GAMES) {
      for (const preset of game.presets) {
        const variant = game.variant(preset.options);
        const text = await app.page.locator(`[data-testid="gallery-item"][data-game="${game.id}"][data-preset="${preset.id}"]`).innerText();
        const words = { name: text.includes(preset.name), family: text.includes(variant.family),
          difficulty: text.toLowerCase().includes(variant.difficulty), description: text.includes(variant.description) };
        expect({ item: `${game.id}/${preset.id}`, ...words }).toEqual({ item: `${game.id}/${preset.id}`, name: true, family: true, difficulty: true, description: true });
      }
    }
  });

  it('opens the chosen preset: Spider (two suits) plays with two suits, on the deal its URL names', async () => {
    await app.open('/');
    await app.page.locator('[data-testid="gallery-item"][data-game="spider"][data-preset="2-suits"]').click();
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
});
