/**
 * A fresh browser context (so a fresh localStorage) and page for every test, from @playwright/test's own
 * fixtures, and a watch on the page: any uncaught page error or console error fails the test that caused it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.js';
import { VIEWPORTS, type ViewportName } from './settings.js';

/** What a test gets: its page, and ways to open the app on a route with chosen storage. */
export interface AppHandle {
  /** This test's page. */
  readonly page: Page;
  /** The page errors and console errors seen so far in this test. */
  readonly errors: string[];
  /** The served app's base URL (no trailing slash). */
  readonly baseURL: string;
  /**
   * Opens the app at a hash route such as `/play/easthaven?seed=3`, with a full page load (so the app
   * starts afresh, reading localStorage).
   */
  open(route: string): Promise<void>;
  /** Writes these localStorage entries on the app's origin before the app is next opened. */
  store(entries: Readonly<Record<string, string>>): Promise<void>;
  /** Reads one localStorage entry (null when absent). */
  stored(key: string): Promise<string | null>;
}

interface Options {
  readonly viewport?: ViewportName;
  /** Touch input and a phone's browser (for the phone-size tap tests). */
  readonly touch?: boolean;
  /**
   * Browser zoom, emulated as the same screen with 1/zoom of the CSS pixels and zoom device pixels per CSS
   * pixel (200% zoom of a 1366x850 window is a 683x425 window at device scale 2).
   */
  readonly zoom?: number;
}

/**
 * An empty page on the app's origin, which is not the app: the tests open it to write localStorage before
 * the app first reads it. The browser never asks the server for it: the test's page answers it itself.
 */
export const BLANK_PATH = '/__e2e/blank';

/**
 * Registers the hooks that give each test of this file (or `describe` group) a fresh page, at this size.
 * Call it once at the top of a file or group.
 * @example const app = useApp(); it('...', async () => { await app.open('/'); ... });
 */
export function useApp(options: Options = {}): AppHandle {
  let current: Page | undefined;
  let base = '';
  const errors: string[] = [];
  let loads = 0;

  const screen = VIEWPORTS[options.viewport ?? 'desktop'];
  const zoom = options.zoom ?? 1;
  test.use({
    viewport: { width: Math.round(screen.width / zoom), height: Math.round(screen.height / zoom) },
    deviceScaleFactor: zoom,
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
  });
  test.beforeEach(async ({ page, baseURL }) => {
    errors.length = 0;
    base = (baseURL ?? '').replace(/\/$/, '');
    current = page;
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    await page.route(`**${BLANK_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  });
  test.afterEach(() => {
    const seen = [...errors];
    current = undefined;
    expect(seen, 'uncaught page errors and console errors').toEqual([]);
  });

  const page = (): Page => {
    if (!current) throw new Error('The page exists only inside a test.');
    return current;
  };

  return {
    get page() {
      return page();
    },
    errors,
    get baseURL() {
      return base;
    },
    async open(route: string) {
      // A query of its own each time, so that going to the app is a full load and not a hash change (the app
      // reads only the hash).
      loads++;
      await page().goto(`${base}/?load=${loads}#${route}`);
    },
    async store(entries) {
      const p = page();
      await p.goto(`${base}${BLANK_PATH}`);
      await p.evaluate((all) => {
        for (const [key, value] of Object.entries(all)) localStorage.setItem(key, value);
      }, entries);
    },
    async stored(key) {
      return page().evaluate((k) => localStorage.getItem(k), key);
    },
  };
}
