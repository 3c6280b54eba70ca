/**
 * The Variant Lab: a variant composed with the controls alone (no JSON typed), an invalid combination
 * explained at the control that causes it, the JSON view editing both ways, the rules text, miniature and
 * estimate following the rules, playing it with everything a shipped game has, its shared link opened in a
 * fresh browser (the same deal), tampered and oversized links refused, export and import as a file, "Your
 * variants" in the gallery, and the Lab at phone and desktop sizes.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { describeRules, Game, parseVariant, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { describe, expect, it } from './harness/test.js';
import { CUSTOM_VARIANT_KEY, EXAMPLE_VARIANT, YOUR_VARIANTS_KEY } from '../src/custom/custom-game.js';
import { miniature } from '../src/gallery/game-manifest.js';
import { withValue } from '../src/lab/lab-fields.js';
import { compactConfig, encodeShared } from '../src/lab/share-codec.js';
import { useApp, type AppHandle } from './harness/app.js';
import { seriousViolations } from './harness/axe.js';
import { button, drag, expectLayout, message, openMenu, setAutoMove, waitForBoard } from './harness/board.js';
import { layoutOf, layoutOfGame } from './harness/engine.js';
import { UI_TIMEOUT_MS, VIEWPORTS, type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';


function jsonView(page: Page) {
  return page.getByLabel('The variant as JSON');
}

/** The variant the JSON view holds, as the engine reads it. */
async function variantShown(page: Page): Promise<Variant> {
  return parseVariant(JSON.parse(await jsonView(page).inputValue()));
}

function problems(page: Page) {
  return page.locator('[data-testid="lab-problem"]');
}

/**
 * Seahaven Towers made "Open Towers" with the controls only: renamed, empty columns taking any card, the
 * second tower (which holds a card) taken away, so the layout leaves a card over, then a sixth card dealt
 * to the first column. Returns the refusal shown on the way.
 */
async function composeOpenTowers(app: AppHandle): Promise<{ field: string | null; text: string }> {
  await app.open('/lab');
  await app.page.getByLabel('Start from').selectOption('seahaven-towers|standard');
  await button(app.page, 'Start from this game').click();
  await expect(app.page.getByTestId('lab-notice')).toHaveText('Started from Seahaven Towers.');
  await app.page.getByLabel('Name', { exact: true }).fill('Open Towers');
  await app.page.getByLabel('Empty accepts').selectOption('any');
  await button(app.page, 'Remove cell 2').click();
  await expect(problems(app.page)).toHaveCount(1);
  const refusal = { field: await problems(app.page).getAttribute('data-field'), text: await problems(app.page).innerText() };
  await app.page.getByLabel('Pile 1: cards').fill('6');
  await expect(app.page.getByTestId('lab-validity')).toHaveText('These rules are valid.');
  return refusal;
}

/** What Open Towers is, from the engine: Seahaven Towers with those three changes (and, started from a game, none of its other names). */
function openTowers(): Variant {
  const base = compactConfig(seahaven.variant()) as { layout: { tableau: { cards: number }[]; cells: unknown[] }; rules: { tableau: Record<string, unknown> } };
  Reflect.deleteProperty(base, 'options');
  const tableau = base.layout.tableau.map((p, i) => (i === 0 ? { ...p, cards: 6 } : p));
  const cells = base.layout.cells.filter((_, i) => i !== 1);
  return parseVariant({ ...base, id: 'open-towers', name: 'Open Towers', otherNames: [], layout: { ...base.layout, tableau, cells }, rules: { ...base.rules, tableau: { ...base.rules.tableau, emptyAccepts: 'any' } } });
}

/** The face-up cards of a miniature of the variant's deal, pile by pile: "c2 QH", "t1 AS KD". */
function miniatureCards(variant: Variant, seed: number): string[] {
  const mini = miniature(variant, seed);
  const named = (prefix: string) => (p: { up: readonly string[] }, i: number): string => `${prefix}${i + 1} ${p.up.join(' ')}`.trim();
  return [...mini.cells.map(named('c')), ...mini.tableau.map(named('t'))].sort();
}

/** The face-up cards the Lab's miniature draws, pile by pile, as `miniatureCards` writes them. */
function drawnMiniature(page: Page): Promise<string[]> {
  return page.locator('[data-testid="lab-miniature"] [data-pile^="c"], [data-testid="lab-miniature"] [data-pile^="t"]').evaluateAll((piles) => piles
    .map((p) => `${p.getAttribute('data-pile') ?? ''} ${[...p.querySelectorAll('[data-card]')].map((c) => c.getAttribute('data-card')).join(' ')}`.trim()).sort());
}

/** A fresh browser context, as a browser that has never seen the app: its page, and the errors it logs. */
async function freshBrowser(browser: Browser): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  return { page, errors, close: () => context.close() };
}

describe('the Variant Lab', () => {
  const app = useApp();

  it('is where the old compose address and the gallery lead', async () => {
    await app.open('/compose');
    await expect(app.page.locator('h1')).toHaveText('Variant Lab');
    await expect.poll(() => new URL(app.page.url()).hash).toBe('#/lab');
    expect(await app.page.title()).toBe('Variant Lab · Patience');
    expect(await variantShown(app.page)).toEqual(parseVariant(JSON.parse(EXAMPLE_VARIANT)));
    await app.open('/');
    await app.page.getByRole('link', { name: 'Compose a variant of your own' }).click();
    await expect(app.page.locator('h1')).toHaveText('Variant Lab');
  });

  it('composes a variant with the controls alone: the JSON, rules text and miniature follow each change', async () => {
    const refusal = await composeOpenTowers(app);
    // Shown at the control whose change caused it (removing a cell), naming the rule it clashes with.
    expect(refusal).toEqual({ field: 'layout.cells', text: "Stock kind: the layout deals 51 of the deck's 52 cards, so the other 1 need a stock" });
    const expected = openTowers();
    expect(await variantShown(app.page)).toEqual(expected);
    const rules = describeRules(expected);
    await expect(app.page.locator('.lab-rules h3')).toHaveText(rules.sections.map((s) => s.heading));
    await expect(app.page.locator('.lab-rules li')).toHaveText(rules.sections.flatMap((s) => s.rules));
    await expect(app.page.getByTestId('lab-miniature')).toHaveAttribute('data-piles', '10');
    await expect.poll(() => drawnMiniature(app.page)).toEqual(miniatureCards(expected, 1));
    await app.page.getByLabel('Deal number').fill('7');
    await expect.poll(() => drawnMiniature(app.page)).toEqual(miniatureCards(expected, 7));
  });

  it('explains an invalid combination next to the control that causes it, and will not play it', async () => {
    await app.open('/lab');
    // Runs lifted off by themselves, with foundations built up by suit: a combination core refuses.
    await app.page.getByRole('switch', { name: 'Lift completed runs' }).check();
    const problem = problems(app.page);
    await expect(problem).toHaveText('needs "complete-runs" foundations to lift runs to');
    await expect(problem).toHaveAttribute('data-field', 'rules.effects.liftCompletedRuns');
    // Next to the switch that causes it, which names it.
    const field = app.page.locator('.lab-field[data-path="rules.effects.liftCompletedRuns"]');
    await expect(field.locator('[data-testid="lab-problem"]')).toHaveCount(1);
    await expect(field.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
    await expect(app.page.getByTestId('lab-validity')).toHaveText('Not playable yet: rules.effects.liftCompletedRuns: needs "complete-runs" foundations to lift runs to');
    await button(app.page, 'Play it').click();
    await expect(app.page.getByTestId('lab-notice')).toHaveText('Not yet: rules.effects.liftCompletedRuns: needs "complete-runs" foundations to lift runs to');
    expect(new URL(app.page.url()).hash).toBe('#/lab');
    expect(await app.stored(CUSTOM_VARIANT_KEY)).toBeNull();
    await app.page.getByLabel('Foundations kind').selectOption('complete-runs');
    await expect(app.page.getByTestId('lab-validity')).toHaveText('These rules are valid.');
    await expect(problems(app.page)).toHaveCount(0);

    await app.page.getByLabel('Pile 1: face down').fill('9');
    await expect(problems(app.page)).toHaveText("Pile 1: 9 is more than the pile's 7 cards");
    await expect(problems(app.page)).toHaveAttribute('data-field', 'layout.tableau');
  });

  it('edits both ways: the JSON view sets the controls, and a control rewrites the JSON', async () => {
    await app.open('/lab');
    const config = JSON.parse(EXAMPLE_VARIANT) as { rules: { tableau: Record<string, unknown> } };
    config.rules.tableau.emptyAccepts = 'king';
    await jsonView(app.page).fill(JSON.stringify(config));
    await expect(app.page.getByLabel('Empty accepts')).toHaveValue('king');
    await app.page.getByLabel('Run limit').selectOption('unlimited');
    expect((await variantShown(app.page)).rules.tableau).toMatchObject({ runLimit: 'unlimited', emptyAccepts: 'king' });
    await jsonView(app.page).fill('{ "id": ');
    await expect(app.page.locator('#lab-json-problem')).toHaveText(/^Not JSON yet \(.+\): the controls keep the last variant\.$/);
    await expect(app.page.getByLabel('Empty accepts')).toHaveValue('king');
  });

  it('estimates how often it can be won in the worker, and starts again when a rule changes', async () => {
    await app.open('/lab');
    const estimate = app.page.getByTestId('lab-estimate');
    await expect(estimate).toHaveAttribute('data-status', 'done', { timeout: 45_000 });
    const words = await estimate.innerText();
    const found = /^Won (\d+) of 10 deals: (\d+)% \(95% interval (\d+)% to (\d+)%\); (\d+) lost(?:, (\d+) undecided in 1\.5 s)?\./.exec(words);
    expect(found, words).not.toBeNull();
    const [won, share, lo, hi, lost, undecided] = (found ?? []).slice(1).map((n: string | undefined) => Number(n ?? 0));
    expect((won ?? 0) + (lost ?? 0) + (undecided ?? 0)).toBe(10);
    expect(share).toBe((won ?? 0) * 10);
    expect(lo).toBeLessThanOrEqual(share ?? 0);
    expect(hi).toBeGreaterThanOrEqual(share ?? 0);
    await app.page.getByLabel('Empty accepts').selectOption('none');
    await expect(estimate).toHaveAttribute('data-status', 'running');
    await expect(estimate).toHaveText(/^Estimating how often it can be won: 0 of 10 deals/);
  });

  it('plays it with everything a shipped game has: the engine\'s deal, a move, a hint, resuming, and back to its rules', async () => {
    await composeOpenTowers(app);
    const variant = openTowers();
    await button(app.page, 'Play it').click();
    await waitForBoard(app.page);
    await expect.poll(() => new URL(app.page.url()).hash).toBe('#/play/open-towers?seed=1');
    await setAutoMove(app.page, false);
    await expectLayout(app.page, variant, layoutOf(variant, deal(variant, 1)));
    expect(await app.page.title()).toBe('Open Towers · Play · Patience');
    const game = new Game(variant, { seed: 1 });
    const move = game.moves().find((m) => m.kind === 'move' && m.from.startsWith('t') && m.to.startsWith('c'));
    if (move?.kind !== 'move') throw new Error('no move to a tower');
    game.move(move);
    await drag(app.page, move.from, move.count, move.to);
    await expectLayout(app.page, variant, layoutOfGame(game));

    await button(app.page, 'Hint').click();
    await expect.poll(async () => (await message(app.page).innerText()).trim(), { timeout: 20_000 }).toMatch(/^Hint: /);

    await app.open('/play/open-towers?seed=1');
    await waitForBoard(app.page);
    await expectLayout(app.page, variant, layoutOfGame(game));
    expect((await message(app.page).innerText()).trim()).toBe('Welcome back: deal 1, as you left it.');

    await openMenu(app.page);
    await app.page.getByRole('link', { name: 'Change its rules' }).click();
    await expect(app.page.locator('h1')).toHaveText('Variant Lab');
    expect(await variantShown(app.page)).toEqual(variant);
  });

  it('shares it: the link opens the same deal in a browser that has never seen it, and lists it under Your variants', async ({ browser }) => {
    await composeOpenTowers(app);
    await app.page.getByLabel('Deal number').fill('5');
    await button(app.page, 'Share a link').click();
    const link = await app.page.locator('#lab-link').inputValue();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/play\/open-towers\?seed=5&v=[A-Za-z0-9+\-$]+$/);
    const variant = openTowers();

    const fresh = await freshBrowser(browser);
    try {
      await fresh.page.goto(link);
      await waitForBoard(fresh.page);
      await expectLayout(fresh.page, variant, layoutOf(variant, deal(variant, 5)));
      expect(await fresh.page.title()).toBe('Open Towers · Play · Patience');
      await fresh.page.goto(link.replace(/#.*$/, '#/'));
      const kept = fresh.page.getByTestId('your-variant');
      await expect(kept).toHaveCount(1);
      await expect(kept.locator('.gallery-name')).toHaveText('Open Towers');
      await expect(kept).toHaveAttribute('href', '#/play/open-towers');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('refuses a tampered, an oversized and a mislabelled link, saying why, and keeps nothing', async () => {
    const payload = encodeShared(JSON.stringify({ ...compactConfig(openTowers()) }));
    const tampered = `${payload.slice(0, 40)}${payload.slice(40, 80).split('').reverse().join('')}${payload.slice(80)}`;
    const cases: [string, RegExp][] = [
      [`/play/open-towers?seed=1&v=${tampered}`, /^This link is damaged or was changed: /],
      [`/play/open-towers?seed=1&v=${payload.slice(0, 30)}`, /^This link is damaged or was changed: /],
      [`/play/open-towers?seed=1&v=${'A'.repeat(5000)}`, /^This link carries 5,000 characters of variant; a shared variant is at most 4,000, so it was not opened\.$/],
      [`/play/open-towers?seed=1&v=${encodeShared(JSON.stringify({ id: 'open-towers', name: 'x'.repeat(40_000), layout: { tableau: [{ cards: 52 }] } }))}`, /^This link's variant unpacks to 40,\d{3} characters; a variant is at most 32,000, so it was not opened\.$/],
      [`/play/other-name?seed=1&v=${payload}`, /^This link is damaged or was changed: it names the game “other-name” but carries “open-towers”, so it was not opened\.$/],
      [`/play/open-towers?seed=1&v=${encodeShared('{"id":"open-towers"}')}`, /^This link does not hold a variant the rules engine accepts \(name: expected a string, got nothing\), so it was not opened\.$/],
    ];
    for (const [route, refusal] of cases) {
      await app.open(route);
      await expect(app.page.getByRole('alert')).toHaveText(refusal);
      await expect(app.page.locator('[data-testid="board"]')).toHaveCount(0);
    }
    expect(await app.stored(YOUR_VARIANTS_KEY)).toBeNull();
    expect(await app.stored(CUSTOM_VARIANT_KEY)).toBeNull();
    await app.open(`/lab?v=${tampered}`);
    await expect(app.page.getByTestId('lab-notice')).toHaveText(/^This link is damaged or was changed: /);
    expect(await variantShown(app.page)).toEqual(parseVariant(JSON.parse(EXAMPLE_VARIANT)));
  });

  it('exports the variant as a .json file and imports one', async () => {
    await composeOpenTowers(app);
    const download = app.page.waitForEvent('download');
    await button(app.page, 'Export .json').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('open-towers.json');
    const path = await file.path();
    expect(readFileSync(path, 'utf8')).toBe(await jsonView(app.page).inputValue());

    await app.open('/lab');
    await app.page.getByTestId('lab-import').setInputFiles({ name: 'towers.json', mimeType: 'application/json', buffer: readFileSync(path) });
    await expect(app.page.getByTestId('lab-notice')).toHaveText('Read towers.json.');
    await expect(app.page.getByLabel('Name', { exact: true })).toHaveValue('Open Towers');
    expect(await variantShown(app.page)).toEqual(openTowers());
    await app.page.getByTestId('lab-import').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('[1, 2]') });
    await expect(app.page.locator('#lab-json-problem')).toHaveText('A variant is a JSON object, { … }: the controls keep the last one.');
  });

  it('composes the layout with the controls alone: piles and their face-down cards, a reserve, a card dealt to the foundations', async () => {
    await app.open('/lab');
    const page = app.page;
    await page.getByLabel('Name', { exact: true }).fill('Little Canfield');
    for (const n of [8, 7, 6, 5]) await button(page, `Remove pile ${n}`).click();
    await page.getByLabel('Pile 1: face down').fill('3');
    await page.getByLabel('Reserve cards').fill('13');
    await page.getByLabel('Reserve face down').fill('12');
    await page.getByLabel('Foundation cards').fill('1');
    // A card dealt to the foundations needs a base it sets: said at the control that asks for the card.
    await expect(problems(page)).toHaveAttribute('data-field', 'layout.foundationCards');
    await expect(problems(page)).toHaveText('a card dealt to the foundations must set their base: it needs `rules.foundations: { base: "first-card" }`');
    await expect(page.getByLabel('Foundation cards')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('first-card').check();
    await expect(problems(page)).toHaveAttribute('data-field', 'rules.stock.kind');
    await page.getByLabel('Stock kind').selectOption('draw-to-waste');
    await page.getByRole('switch', { name: 'Build wrap' }).check();
    await expect(page.getByTestId('lab-validity')).toHaveText('These rules are valid.');

    let config = JSON.parse(EXAMPLE_VARIANT) as Record<string, unknown>;
    const tableau = [{ cards: 7, faceDown: 3 }, { cards: 7, faceDown: 0 }, { cards: 7, faceDown: 0 }, { cards: 7, faceDown: 0 }];
    for (const [path, value] of [
      ['id', 'little-canfield'], ['name', 'Little Canfield'], ['layout.tableau', tableau], ['layout.reserve', { cards: 13, faceDown: 12 }],
      ['layout.foundationCards', 1], ['rules.foundations.base', 'first-card'], ['rules.stock.kind', 'draw-to-waste'], ['rules.tableau.build.wrap', true],
    ] as const) config = withValue(config, path, value);
    const expected = parseVariant(config);
    expect(await variantShown(page)).toEqual(expected);
    const rules = describeRules(expected);
    await expect(page.locator('.lab-rules li')).toHaveText(rules.sections.flatMap((s) => s.rules));
    await expect(page.getByTestId('lab-miniature')).toHaveAttribute('data-piles', '4');

    // Clearing the reserve's cards takes the reserve away, face-down count and all.
    await page.getByLabel('Reserve cards').fill('');
    await expect(page.getByLabel('Reserve face down')).toHaveValue('');
    expect((JSON.parse(await jsonView(page).inputValue()) as { layout: Record<string, unknown> }).layout.reserve).toBeUndefined();
  });

  it('copies a link to a composed game from its menu that carries the variant: it opens that game and deal in a browser that has never seen it', async ({ browser }) => {
    await composeOpenTowers(app);
    await app.page.getByLabel('Deal number').fill('3');
    await button(app.page, 'Play it').click();
    await waitForBoard(app.page);
    await app.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMenu(app.page);
    await button(app.page, 'Copy link').click();
    const link = await app.page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/play\/open-towers\?seed=3&v=[A-Za-z0-9+\-$]+$/);
    await expect(message(app.page)).toHaveText(`Link copied: ${link}`);
    const variant = openTowers();

    const fresh = await freshBrowser(browser);
    try {
      await fresh.page.goto(link);
      await waitForBoard(fresh.page);
      await expectLayout(fresh.page, variant, layoutOf(variant, deal(variant, 3)));
      expect(await fresh.page.title()).toBe('Open Towers · Play · Patience');
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('sends a link to a composed game this browser does not have, without the variant, to the gallery', async () => {
    await app.open('/play/open-towers?seed=1');
    await expect(app.page.getByRole('alert')).toHaveText('There is no game called “open-towers”. Choose one of these.');
    expect(await app.page.title()).toBe('Patience');
  });
});

/** Whether the whole of an element is on the screen. */
async function wholeOnScreen(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).last().boundingBox();
  const screen = page.viewportSize();
  return box !== null && screen !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= screen.height + 0.5 && box.x + box.width <= screen.width + 0.5;
}

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  describe(`the Lab at ${size} size`, () => {
    const app = useApp({ viewport: size });
    it('fits its screen, with a refusal shown at its control, and passes the accessibility audit', async () => {
      await app.open('/lab');
      await app.page.getByRole('switch', { name: 'Lift completed runs' }).check();
      await expect(problems(app.page)).toHaveCount(1);
      await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
      await saveScreenshot(app.page, `lab-${size}`);
      const widths = await app.page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, `the Lab is ${widths.page} px wide on a ${widths.screen} px screen`).toBeLessThanOrEqual(widths.screen);
      // Rules that do not deal keep the last valid rules' drawing, dimmed, and the refusal says why.
      await expect(app.page.getByTestId('lab-validity')).toHaveText(/^Not playable yet: /, { timeout: UI_TIMEOUT_MS });
      await expect(app.page.getByTestId('lab-miniature')).toHaveAttribute('data-stale', 'true');
      expect(await seriousViolations(app.page)).toEqual([]);
    });

    it('shows the effect of a change beside the control: the rule it brings in, the miniature and the estimate, all on the screen', async () => {
      await app.open('/lab');
      const control = app.page.getByLabel('Empty accepts');
      await control.scrollIntoViewIfNeeded();
      await control.selectOption('king');
      await expect(app.page.getByTestId('lab-change').last()).toHaveText('Now: Only a King, or a run led by a King, may fill an empty column.');
      await expect(control).toBeInViewport({ ratio: 1 });
      for (const part of ['lab-preview', 'lab-change', 'lab-miniature', 'lab-estimate', 'lab-validity']) {
        await expect.poll(() => wholeOnScreen(app.page, part), `${part} is whole on the ${size} screen`).toBe(true);
      }
      // Far down the controls, the preview is still in view.
      const scoring = app.page.getByLabel('Per card to foundation');
      await scoring.scrollIntoViewIfNeeded();
      await scoring.fill('10');
      await expect(scoring).toBeInViewport({ ratio: 1 });
      await expect(app.page.getByTestId('lab-change').first()).toHaveText(/^Now: The score starts at 0,? and gains 10 points for each card played to a foundation\.$/);
      await expect.poll(() => wholeOnScreen(app.page, 'lab-miniature')).toBe(true);
      await saveScreenshot(app.page, `lab-${size}-changed`);
      if (size === 'desktop') {
        // Side by side: the controls on the left, the preview on the right.
        const controls = await app.page.locator('.lab-controls').boundingBox();
        const preview = await app.page.getByTestId('lab-preview').boundingBox();
        expect(controls && preview && controls.x + controls.width <= preview.x).toBe(true);
      }
      // The preview folds to its heading and validity, and opens again; its button says which.
      const fold = app.page.getByRole('button', { name: 'Hide preview' });
      await fold.click();
      await expect(app.page.getByTestId('lab-miniature')).toBeHidden();
      await expect(app.page.getByRole('button', { name: 'Show preview' })).toHaveAttribute('aria-expanded', 'false');
      await expect(app.page.getByTestId('lab-validity')).toBeInViewport();
      await app.page.getByRole('button', { name: 'Show preview' }).click();
      await expect(app.page.getByTestId('lab-miniature')).toBeVisible();
    });
  });
}
