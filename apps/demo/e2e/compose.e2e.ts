/**
 * The compose page: a variant written as JSON is checked field by field, then played and its rules read like
 * a shipped game's, with the solver's hint from a worker that is sent the variant whole.
 */
import { describe, expect, it } from './harness/test.js';
import type { Page } from '@playwright/test';
import { describeRules, Game, parseVariant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { solve } from '@patience/solver';
import { CUSTOM_VARIANT_KEY, EXAMPLE_VARIANT } from '../src/custom/custom-game.js';
import { useApp } from './harness/app.js';
import { button, dealFromStock, drag, openMenu, expectLayout, message, setAutoMove, waitForBoard } from './harness/board.js';
import { layoutOf, layoutOfGame } from './harness/engine.js';
import { UI_TIMEOUT_MS } from './harness/settings.js';

const app = useApp();
const example = parseVariant(JSON.parse(EXAMPLE_VARIANT));

function editor(page: Page) {
  return page.getByLabel('Variant (JSON)');
}

async function compose(text: string | null, action: 'Play it' | 'Read its rules'): Promise<void> {
  await app.open('/compose');
  if (text !== null) await editor(app.page).fill(text);
  await button(app.page, action).click();
}

/** The deal number the play page wrote into the URL. */
async function seedInUrl(page: Page): Promise<number> {
  await expect.poll(() => new URL(page.url()).hash, { timeout: UI_TIMEOUT_MS }).toMatch(/^#\/play\/my-freecell\?seed=\d+$/);
  return Number(new URL(page.url()).hash.split('seed=')[1]);
}

describe('composing a variant', () => {
  it('starts from the example, FreeCell written as data, and the gallery links to it', async () => {
    await app.open('/');
    await app.page.getByRole('link', { name: 'Compose a variant of your own' }).click();
    await expect.poll(() => app.page.locator('h1').innerText()).toBe('Compose a variant');
    expect(await editor(app.page).inputValue()).toBe(EXAMPLE_VARIANT);
    expect(await app.page.title()).toBe('Compose a variant · Patience');
  });

  it('refuses a variant that breaks a rule, naming the field, and keeps nothing', async () => {
    await compose('{ "id": "mine", "name": "Mine", "layout": { "tableau": [{ "cards": 60, "faceDown": 0 }] } }', 'Play it');
    const error = app.page.getByRole('alert');
    expect(await error.innerText()).toBe('layout: deals 60 cards but the deck has only 52');
    expect(await editor(app.page).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(app.page.url()).hash).toBe('#/compose');
    expect(await app.stored(CUSTOM_VARIANT_KEY)).toBeNull();
  });

  it('refuses text that is not JSON, and the id of a shipped game', async () => {
    await compose('{ "id": ', 'Play it');
    expect(await app.page.getByRole('alert').innerText()).toMatch(/^This is not JSON: /);
    await editor(app.page).fill(EXAMPLE_VARIANT.replace('"my-freecell"', '"spider"'));
    await button(app.page, 'Play it').click();
    await expect.poll(() => app.page.getByRole('alert').innerText())
      .toBe('id: "spider" is a shipped game\'s id; give your variant an id of its own.');
  });

  it('plays it: the deal the engine deals, a move, a hint from the solver, and the game resumed after a reload', async () => {
    await compose(null, 'Play it');
    await waitForBoard(app.page);
    await setAutoMove(app.page, false);
    const seed = await seedInUrl(app.page);
    await expectLayout(app.page, example, layoutOf(example, deal(example, seed)));
    const game = new Game(example, { seed });
    game.move({ kind: 'move', from: 't1', to: 'c1', count: 1 });
    await drag(app.page, 't1', 1, 'c1');
    await expectLayout(app.page, example, layoutOfGame(game));
    expect(await app.page.title()).toBe('My FreeCell · Play · Patience');
    const nav = app.page.getByRole('navigation', { name: 'My FreeCell' });
    expect(await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#/play/my-freecell', '#/rules/my-freecell', '#/learn/my-freecell']);
    expect(await app.stored(CUSTOM_VARIANT_KEY)).toBe(JSON.stringify(EXAMPLE_VARIANT));

    await openMenu(app.page);
    await app.page.getByRole('link', { name: 'Change its rules' }).click();
    await expect.poll(() => editor(app.page).inputValue()).toBe(EXAMPLE_VARIANT);
    await app.page.goBack();
    await waitForBoard(app.page);

    await button(app.page, 'Hint').click();
    await expect.poll(async () => (await message(app.page).innerText()).trim(), { timeout: 20_000 }).toMatch(/^Hint: /);

    await app.open(`/play/my-freecell?seed=${seed}`);
    await waitForBoard(app.page);
    await expectLayout(app.page, example, layoutOfGame(game));
    expect((await message(app.page).innerText()).trim()).toBe(`Welcome back: deal ${seed}, as you left it.`);
  });

  it('says whether its deal can be won, as the solver decides it here (deal 1: solved in 903 positions)', async () => {
    expect(solve(example, deal(example, 1), { peek: true, timeMs: 60_000, maxStates: 300_000 }).status).toBe('solved');
    await compose(null, 'Play it');
    await waitForBoard(app.page);
    // The note is off on a first visit: this player turned it on.
    await app.page.evaluate(() => { localStorage.setItem('patience:v1:settings', JSON.stringify({ showWinnability: true })); });
    await app.open('/play/my-freecell?seed=1');
    await waitForBoard(app.page);
    await expect.poll(() => app.page.locator('[data-testid="winnable"]').getAttribute('data-verdict'), { timeout: 20_000 }).toBe('winnable');
  });

  it('plays a variant with a stock turned onto a waste (Klondike, the face-down cards hidden), as the engine deals and plays it', async () => {
    const klondike = {
      id: 'my-klondike', name: 'My Klondike',
      layout: { tableau: [1, 2, 3, 4, 5, 6, 7].map((cards) => ({ cards, faceDown: cards - 1 })) },
      rules: {
        tableau: { build: { direction: 'down', match: 'alternate-colour' }, emptyAccepts: 'king' },
        stock: { kind: 'draw-to-waste', draw: 1, redeals: 'unlimited' },
      },
    };
    const variant = parseVariant(klondike);
    await compose(JSON.stringify(klondike, null, 2), 'Play it');
    await waitForBoard(app.page);
    await setAutoMove(app.page, false);
    await expect.poll(() => new URL(app.page.url()).hash, { timeout: UI_TIMEOUT_MS }).toMatch(/^#\/play\/my-klondike\?seed=\d+$/);
    const seed = Number(new URL(app.page.url()).hash.split('seed=')[1]);
    const game = new Game(variant, { seed });
    await expectLayout(app.page, variant, layoutOfGame(game));
    game.move({ kind: 'deal' });
    await dealFromStock(app.page);
    await expectLayout(app.page, variant, layoutOfGame(game));
  });

  it('reads its rules, written out by the engine', async () => {
    await compose(null, 'Read its rules');
    await expect.poll(() => app.page.locator('h1').innerText()).toBe('My FreeCell');
    expect(await app.page.title()).toBe('My FreeCell · Rules · Patience');
    const rules = describeRules(example);
    expect(await app.page.locator('.rules-section h2').allInnerTexts()).toEqual(rules.sections.map((s) => s.heading));
  });

  it('sends a link to a composed game this browser does not have to the gallery', async () => {
    await app.open('/play/my-freecell?seed=1');
    await expect.poll(() => app.page.getByRole('alert').innerText()).toBe('There is no game called “my-freecell”. Choose one of these.');
    expect(await app.page.title()).toBe('Patience');
    expect(await app.page.getByRole('navigation').count()).toBe(0);
  });
});
