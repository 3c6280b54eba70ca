/**
 * Measures the built demo as a player sees it: for each game (and the gallery) at 390x844 and 1366x850,
 * the board's top edge, the size of a tableau card, and whether the whole tableau fits in the window with
 * no scrolling; saves a screenshot of each to test-results/measure/. Run after a build:
 *   node scripts/measure-board.mjs [--zoom 2]
 * Prints one line per page and size, so before/after figures can be compared line by line; games with a stock
 * are measured again after every deal of the stock (the longest columns of a game's opening).
 */
/* global console, process, URL, document, window */
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const DIST = resolve(import.meta.dirname, '../dist');
const OUT = resolve(import.meta.dirname, '../test-results/measure');
const zoomAt = process.argv.indexOf('--zoom');
const ZOOM = zoomAt > 0 ? Number(process.argv[zoomAt + 1]) : 1;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png' };
const SIZES = [{ name: 'phone', width: 390, height: 844 }, { name: 'desktop', width: 1366, height: 850 }];
const GAMES = ['easthaven', 'spider', 'spiderette', 'seahaven-towers'];

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  let file = join(DIST, path);
  if (!file.startsWith(DIST) || !existsSync(file) || path.endsWith('/')) file = join(DIST, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((ok) => { server.listen(0, '127.0.0.1', ok); });
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
mkdirSync(OUT, { recursive: true });

async function report(page, size, game, when) {
  const m = await page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    const card = document.querySelector('[data-pile^="t"] .card');
    const piles = [...document.querySelectorAll('[data-pile]')];
    const bottom = Math.max(0, ...piles.flatMap((p) => [p, ...p.children].map((e) => e.getBoundingClientRect().bottom)));
    const b = board?.getBoundingClientRect();
    const c = card?.getBoundingClientRect();
    return {
      top: b ? Math.round(b.top) : null,
      card: c ? `${Math.round(c.width)}x${Math.round(c.height)}` : null,
      bottom: Math.round(bottom),
      scroll: document.documentElement.scrollHeight > window.innerHeight + 1 || document.documentElement.scrollWidth > window.innerWidth + 1,
      h: window.innerHeight,
    };
  });
  const name = `${game ?? 'gallery'}${when}`;
  const fits = m.bottom <= m.h && !m.scroll;
  if (!game) {
    console.log(`${size.name.padEnd(7)} gallery${' '.repeat(25)} zoom ${ZOOM}: ${m.scroll ? 'scrolls' : 'one screen'}`);
    return;
  }
  console.log(`${size.name.padEnd(7)} ${name.padEnd(32)} zoom ${ZOOM}: board top ${m.top} px (${m.top === null ? '-' : ((m.top / m.h) * 100).toFixed(0)}% down), card ${m.card}, lowest pile ${m.bottom}/${m.h} px, ${fits ? 'fits' : 'DOES NOT FIT'}${m.scroll ? ' (page scrolls)' : ''}`);
  if (when) await page.screenshot({ path: join(OUT, `${game}-dealt-${size.name}${ZOOM === 1 ? '' : `-zoom${ZOOM}`}.png`) });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  for (const size of SIZES) {
    // 200% zoom: the same screen with half the CSS pixels and twice the device pixels.
    const context = await browser.newContext({ viewport: { width: Math.round(size.width / ZOOM), height: Math.round(size.height / ZOOM) }, deviceScaleFactor: ZOOM, hasTouch: size.name === 'phone', isMobile: size.name === 'phone' });
    const page = await context.newPage();
    for (const game of [...GAMES, null]) {
      await page.goto(game ? `${base}/#/play/${game}?seed=1` : `${base}/#/`);
      if (game) await page.locator('[data-testid="board"] .card').first().waitFor();
      else await page.locator('[data-testid="gallery-item"]').first().waitFor();
      await page.waitForTimeout(400);
      await report(page, size, game, '');
      if (game && (await page.locator('[data-pile="stock"]').count()) > 0) {
        for (let i = 0; i < 6; i++) {
          const stock = page.locator('[data-pile="stock"] .card');
          if ((await stock.count()) === 0) break;
          await page.locator('[data-pile="stock"]').click({ position: { x: 10, y: 10 } });
          await page.waitForTimeout(150);
        }
        // Past every flight and lift of the last deal.
        await page.waitForTimeout(1000);
        await report(page, size, game, ' after the stock');
      }
      await page.screenshot({ path: join(OUT, `${game ?? "gallery"}-${size.name}${ZOOM === 1 ? '' : `-zoom${ZOOM}`}.png`) });
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
