// Draws the app's PNG icons from public/icons/icon.svg with Debian's chromium (through @playwright/test's
// browser API; never downloaded). Run once after changing the SVG: `node scripts/make-icons.mjs`. The PNGs
// are committed, since a phone's home screen and the web app manifest want bitmaps.
/* global console, process */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const here = resolve(import.meta.dirname, '../public/icons');
const svg = readFileSync(resolve(here, 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: resolve(here, `icon-${size}.png`), omitBackground: false });
    await page.close();
    console.log(`public/icons/icon-${size}.png`);
  }
  // The icon iOS puts on a home screen: 180 px, no transparency.
  const page = await browser.newPage({ viewport: { width: 180, height: 180 } });
  await page.setContent(`<!doctype html><style>html,body{margin:0}svg{display:block;width:180px;height:180px}</style>${svg}`);
  await page.screenshot({ path: resolve(here, 'apple-touch-icon.png') });
  console.log('public/icons/apple-touch-icon.png');
} finally {
  await browser.close();
}
