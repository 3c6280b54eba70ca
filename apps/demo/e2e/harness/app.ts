/**
 * One browser for the whole run, a fresh context (so a fresh localStorage) and page for every test, and a
 * watch on the page: any uncaught page error or console error fails the test that caused it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { BLANK_PATH } from './static-server.js';
import { UI_TIMEOUT_MS, VIEWPORTS, type ViewportName } from './settings.js';

/** What a test gets: its page, and ways to open the app on a route with chosen storage. */
export interface AppHandle {
  /** This test's page. */
  readonly page: Page;
  /** The page errors and console errors seen so far in this test. */
  readonly errors: string[];
  /** The served app's base URL. */
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
  /** Touch input (for the phone-size tap tests). */
  readonly touch?: boolean;
}

/**
 * Registers the hooks that give each test of this file a fresh page. Call it once at the top of a file.
 * @example const app = useApp(); it('...', async () => { await app.open('/'); ... });
 */
export function useApp(options: Options = {}): AppHandle {
  const baseURL = inject('baseURL');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let current: Page | undefined;
  const errors: string[] = [];
  let loads = 0;

  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'), { timeout: 30_000 });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('The shared browser is not connected.');
    errors.length = 0;
    context = await browser.newContext({
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
      hasTouch: options.touch ?? false,
      isMobile: options.touch ?? false,
      // The app honours reduced motion (no card flights): the board is at rest as soon as React has drawn it.
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    current = await context.newPage();
    current.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    current.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
  });
  afterEach(async () => {
    const seen = [...errors];
    await context?.close();
    context = undefined;
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
    baseURL,
    async open(route: string) {
      // A query of its own each time, so that going to the app is a full load and not a hash change (the app
      // reads only the hash).
      loads++;
      await page().goto(`${baseURL}/?load=${loads}#${route}`);
    },
    async store(entries) {
      const p = page();
      await p.goto(`${baseURL}${BLANK_PATH}`);
      await p.evaluate((all) => {
        for (const [key, value] of Object.entries(all)) localStorage.setItem(key, value);
      }, entries);
    },
    async stored(key) {
      return page().evaluate((k) => localStorage.getItem(k), key);
    },
  };
}
