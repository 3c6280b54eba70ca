/**
 * One page a worker for each screen profile, kept across tests: for files of many short cases that differ only
 * in the route they open (a deal of each game), where starting the app afresh for every case cost more than the
 * case itself. The app starts once (a full load); each next case opens its route by a hash change, as a link
 * inside the app does, with the stored games cleared first, so every case starts on a fresh deal. A failed test
 * ends its worker (Playwright's rule), so the next tests get a new page: a failure never leaks into them.
 * Any uncaught page error or console error fails the test in which it happened, as with {@link useApp}.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './test.js';
import { BLANK_PATH } from './app.js';
import { VIEWPORTS, type ViewportName } from './settings.js';

/** A screen the shared page is opened at: a size, and whether it is a touch phone. */
export interface Screen {
  readonly viewport: ViewportName;
  readonly touch: boolean;
  /** Browser zoom, emulated as in {@link useApp}: 1/zoom of the CSS pixels, zoom device pixels to one. */
  readonly zoom?: number;
}

/** The storage key prefix of a game in progress (the app keeps one a game). */
const GAME_PREFIX = 'patience:v1:game:';

/** A test's view of the shared page. */
export interface SharedApp {
  readonly page: Page;
  /**
   * Opens the app at a hash route such as `/play/easthaven?seed=3`, with no game in progress stored and the
   * startup entries written again (then `stored`, when given): the first time by a page load, after that by a
   * hash change, or by a page load when the route is the same page of the same game as now (a hash change
   * would keep its play table, and the settings it read).
   */
  show(route: string, stored?: Readonly<Record<string, string>>): Promise<void>;
}

interface Pool {
  page(screen: Screen, baseURL: string, startup: Readonly<Record<string, string>>): Promise<Page>;
}

/** The page and the area of the route it shows: `play/klondike`, `learn/easthaven`. */
function area(route: string): string {
  return route.replace(/^#?\//, '').split(/[?#]/)[0]?.split('/').slice(0, 2).join('/') ?? '';
}

/** A context at a screen, with the project's own motion and service-worker settings. */
async function contextAt(browser: Browser, screen: Screen, baseURL: string): Promise<BrowserContext> {
  const use = test.info().project.use;
  const size = VIEWPORTS[screen.viewport];
  const zoom = screen.zoom ?? 1;
  return browser.newContext({
    baseURL,
    viewport: { width: Math.round(size.width / zoom), height: Math.round(size.height / zoom) },
    deviceScaleFactor: zoom,
    hasTouch: screen.touch,
    isMobile: screen.touch,
    ...(use.reducedMotion !== undefined ? { reducedMotion: use.reducedMotion } : {}),
    ...(use.serviceWorkers !== undefined ? { serviceWorkers: use.serviceWorkers } : {}),
  });
}

/**
 * `it` with a `shared` fixture: `shared(screen, startup)` gives this worker's page at that screen, the
 * `startup` localStorage entries (settings, which the app reads as it starts) written as the app first starts
 * and again by every `show`.
 */
export const sharedTest = test.extend<
  { shared: (screen: Screen, startup?: Readonly<Record<string, string>>) => Promise<SharedApp> },
  { sharedPool: Pool }
>({
  sharedPool: [async ({ browser }, use) => {
    const pages = new Map<string, Page>();
    const contexts: BrowserContext[] = [];
    await use({
      async page(screen, baseURL, startup) {
        const key = `${screen.viewport}${screen.touch ? ' touch' : ''} zoom ${screen.zoom ?? 1} ${JSON.stringify(startup)}`;
        const known = pages.get(key);
        if (known && !known.isClosed()) return known;
        const context = await contextAt(browser, screen, baseURL);
        contexts.push(context);
        // Written as the app first starts, before it reads them: no page load of their own. Only then: a test
        // that reloads the page keeps what it set (`show` writes them again for the next test).
        await context.addInitScript((entries) => {
          if (sessionStorage.getItem('e2e:started') !== null) return;
          sessionStorage.setItem('e2e:started', 'yes');
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        }, startup);
        await context.route(`**${BLANK_PATH}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
        const page = await context.newPage();
        pages.set(key, page);
        return page;
      },
    });
    for (const context of contexts) await context.close();
  }, { scope: 'worker' }],

  shared: async ({ sharedPool, baseURL }, use) => {
    const errors: string[] = [];
    const watched: Page[] = [];
    const onError = (error: Error): void => { errors.push(`page error: ${error.message}`); };
    const onConsole = (message: { type(): string; text(): string }): void => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    };
    const base = (baseURL ?? '').replace(/\/$/, '');
    let loads = 0;
    await use(async (screen, startup = {}) => {
      const page = await sharedPool.page(screen, base, startup);
      if (!watched.includes(page)) {
        page.on('pageerror', onError);
        page.on('console', onConsole);
        watched.push(page);
      }
      return {
        page,
        async show(route, stored = {}) {
          const now = page.url().startsWith(`${base}/?`) ? new URL(page.url()).hash : null;
          const reload = now === null || area(now) === area(route);
          // Leaving the app stores the game it shows (as a player's tab does): leave first, then write.
          if (reload) await page.goto(`${base}${BLANK_PATH}`);
          // The startup entries again too: a test may have changed a setting the next one relies on.
          await page.evaluate(([prefix, entries]) => {
            for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
            for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          }, [GAME_PREFIX, { ...startup, ...stored }] as const);
          if (reload) {
            loads++;
            // A query of its own each time, so that the browser loads the app afresh.
            await page.goto(`${base}/?shared=${loads}#${route}`);
          } else {
            await page.evaluate((hash) => { window.location.hash = hash; }, `#${route}`);
          }
        },
      };
    });
    for (const page of watched) {
      page.off('pageerror', onError);
      page.off('console', onConsole);
    }
    expect(errors, 'uncaught page errors and console errors').toEqual([]);
  },
});
