/**
 * Installable and offline: the built app has a web app manifest with icons, and after one visit its service
 * worker answers every page and game with no network at all. The only browser test where service workers run
 * (the config blocks them elsewhere, so that no test is answered from another's cache).
 */
import { describe, expect, it, test } from './harness/test.js';
import { useApp } from './harness/app.js';
import { drag, expectLayout, waitForBoard } from './harness/board.js';
import { dealGame, findDeal, isColumnMove, layoutOfGame, playRoute } from './harness/engine.js';

const app = useApp();
test.use({ serviceWorkers: 'allow' });

describe('installable and offline', () => {
  it('serves a manifest an install needs: name, start, standalone display and 192 and 512 px icons', async () => {
    await app.open('/');
    const href = await app.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('./manifest.webmanifest');
    const manifest = await app.page.evaluate(async (url) => (await fetch(url)).json() as Promise<{ name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] }>, href ?? '');
    expect(manifest).toMatchObject({ name: 'Patience', start_url: './', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const status = await app.page.evaluate(async (src) => (await fetch(src)).status, icon.src);
      expect(status, icon.src).toBe(200);
    }
  });

  it('after one visit, plays a game with the network gone', async () => {
    await app.open('/');
    // The service worker installs (precaching the whole app) and takes the page over.
    await app.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((done) => { navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }); });
    });
    await app.page.context().setOffline(true);
    // Offline indeed: a file the service worker does not hold cannot be fetched.
    expect(await app.page.evaluate(() => fetch('./not-precached.txt').then(() => 'fetched', () => 'network error'))).toBe('network error');
    // That refusal is logged by the browser as an error: the one this test expects.
    expect(app.errors.splice(0)).toEqual(['console error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED']);
    const { seed, move } = findDeal('easthaven', {}, (game) => game.moves().find(isColumnMove));
    await app.open(playRoute('easthaven', seed));
    await waitForBoard(app.page);
    const game = dealGame('easthaven', seed);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    if (!isColumnMove(move)) throw new Error('a column move');
    await drag(app.page, move.from, move.count, move.to);
    game.move(move);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    // Another game, whose package this visit never loaded online: precached too.
    await app.open(playRoute('spider', 5));
    await waitForBoard(app.page);
    const spider = dealGame('spider', 5);
    await expectLayout(app.page, spider.variant, layoutOfGame(spider));
  });
});
