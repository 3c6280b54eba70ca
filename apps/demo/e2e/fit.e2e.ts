/**
 * The board fits its window, for every game and preset of the manifest, at 390x844 with touch and at
 * 1366x850, and for every game at 200% zoom: the board's top edge within the top quarter of the window and
 * every tableau pile and card inside it, with no scrolling, at the opening (showing the engine's layout),
 * after every deal of the stock, and with a long fanned column (a position the engine played, resumed from
 * its save). Prints each measurement (board top, card size, fit) and keeps a screenshot of each game at each
 * size in test-results/screenshots/. The first preset's play page of each game is audited with axe too.
 * One app start a worker and screen (`harness/shared-page.ts`): each game's deal is opened by its link, and a
 * preset of the same game, or the long column's save, by a page load.
 */
import type { Game, OptionValues } from '@patience/core';
import { describe, expect, test } from './harness/test.js';
import { sharedTest as it, type Screen, type SharedApp } from './harness/shared-page.js';
import { seriousViolations } from './harness/axe.js';
import { dealFromStock, expectLayout, layoutSettledOn, settled, waitForBoard } from './harness/board.js';
import { dealGame, gameKey, GAMES, layoutOfGame, playRoute, savedGameEntry } from './harness/engine.js';
import { fitLine, fitProblems, longColumnGame, longestColumn, measureFit } from './harness/fit.js';
import { VIEWPORTS, type ViewportName } from './harness/settings.js';
import { saveScreenshot } from './harness/screenshot.js';

const SEED = 1;
/** Auto-move off, so that each deal shows exactly the engine's deal (no card sent home after it). */
const SETTINGS = { 'patience:v1:settings': JSON.stringify({ autoMove: false, winnableOnly: false, showWinnability: false }) };

/** The long-column positions, played once per preset (the engine's playouts take up to a second or two). */
const longGames = new Map<string, Game>();
function longGame(gameId: string, presetId: string, options: Partial<OptionValues>): Game {
  const key = `${gameId}/${presetId}`;
  let game = longGames.get(key);
  if (!game) {
    // Two-deck games get a longer column: they have the cards for it.
    const cards = dealGame(gameId, SEED, options).state.piles.reduce((n, p) => n + p.cards.length, 0);
    game = longColumnGame(gameId, SEED, options, cards > 52 ? 20 : 13);
    longGames.set(key, game);
  }
  return game;
}

async function shoot(app: SharedApp, name: string): Promise<void> {
  // The window only: the fit check has already said whether anything lies outside it.
  await saveScreenshot(app.page, name);
}

/**
 * Opens a preset's deal and checks its fit at the opening, after every deal of the stock and with a long
 * column; returns every problem found, each naming when it was seen.
 */
async function checkFit(app: SharedApp, label: string, shotName: string, gameId: string, presetId: string, options: Partial<OptionValues>, audit = false): Promise<string[]> {
  const problems: string[] = [];
  const check = async (when: string): Promise<void> => {
    await settled(app.page);
    const fit = await measureFit(app.page);
    console.log(fitLine(`${label} ${when}`, fit));
    problems.push(...fitProblems(fit).map((p) => `${when}: ${p}`));
  };

  const game = dealGame(gameId, SEED, options);
  await app.show(playRoute(gameId, SEED, options));
  await waitForBoard(app.page);
  await expectLayout(app.page, game.variant, layoutOfGame(game));
  await app.page.evaluate(() => document.fonts.ready.then(() => undefined));
  await check('at the opening');
  await shoot(app, shotName);
  // The page's accessibility audit, here because the page is open anyway.
  if (audit) problems.push(...(await seriousViolations(app.page)).map((v) => `axe: ${v}`));

  for (let deal = 1; game.canDeal(); deal++) {
    game.deal();
    await dealFromStock(app.page);
    // The stock's count says the deal is drawn; the whole layout is compared once, after the last deal.
    await expect(app.page.locator('[data-pile="stock"]')).toHaveAttribute('data-count', String(game.pile('stock').cards.length));
    await check(`after deal ${deal}`);
  }
  if (game.movesMade > 0) {
    expect(await layoutSettledOn(app.page, game.variant, layoutOfGame(game))).toEqual(layoutOfGame(game));
    await shoot(app, `${shotName}-dealt`);
  }

  const long = longGame(gameId, presetId, options);
  await app.show(playRoute(gameId, SEED, options), { [gameKey(gameId)]: savedGameEntry(long) });
  await waitForBoard(app.page);
  await expectLayout(app.page, long.variant, layoutOfGame(long));
  await check(`with a column of ${longestColumn(long)} cards`);
  await shoot(app, `${shotName}-long`);
  return problems;
}

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  const screen: Screen = { viewport: size, touch: size === 'phone' };
  describe(`the board fits at ${size} size`, () => {
    // One test per game, its presets in turn, on the worker's page at this size (harness/shared-page.ts): a
    // browser context per preset would cost more than the checks.
    for (const game of GAMES) {
      it(`${game.id}: ${game.presets.map((p) => p.id).join(', ')}`, async ({ shared }) => {
        // Several page loads and playouts in one test: three times the usual time.
        test.slow();
        const app = await shared(screen, SETTINGS);
        const problems: string[] = [];
        for (const [i, preset] of game.presets.entries()) {
          const name = i === 0 ? game.id : `${game.id}-${preset.id}`;
          const found = await checkFit(app, `${size} ${game.id}/${preset.id}`, `play-${name}-${size}`, game.id, preset.id, preset.options, i === 0);
          problems.push(...found.map((p) => `${preset.id} ${p}`));
        }
        expect(problems).toEqual([]);
      });
    }
  });

  describe(`the board fits at ${size} size and 200% zoom`, () => {
    it(GAMES.map((g) => g.id).join(', '), async ({ shared }) => {
      test.slow();
      const app = await shared({ ...screen, zoom: 2 }, SETTINGS);
      const problems: string[] = [];
      for (const game of GAMES) {
        const [preset] = game.presets;
        if (!preset) continue;
        const found = await checkFit(app, `${size} zoom 2 ${game.id}/${preset.id}`, `play-${game.id}-${size}-zoom2`, game.id, preset.id, preset.options);
        problems.push(...found.map((p) => `${game.id} ${p}`));
      }
      expect(problems).toEqual([]);
    });
  });
}
