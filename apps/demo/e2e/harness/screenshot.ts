/**
 * Screenshots kept as test artifacts (test-results/screenshots/), for a person to look at. A picture asserts
 * nothing, so a picture the browser is slow to take is recorded as missing (an annotation in the report), never
 * a failed test: on a loaded 2-core machine a full-page capture can take longer than any wait for the page
 * itself, and the test's own expectations, before and after, are what judge the page. A picture is of the
 * window, as the player first sees the page: a capture of a whole long page (the Lab's controls, the gallery's
 * tiles on a phone) costs the browser a screen's work for every screen of the page's height, for a picture
 * nobody reads to its end, while the tests that care about the page's height or width measure it.
 */
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { SCREENSHOT_DIR } from './settings.js';

/** How long a capture may take before it is given up (longer than any wait for the page, shorter than a test). */
const CAPTURE_TIMEOUT_MS = 20_000;

/** Saves a picture of `target` (a page: its window) as `test-results/screenshots/<name>.png`; a capture that times out is noted, not failed. */
export async function saveScreenshot(target: Page | Locator, name: string): Promise<void> {
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  try {
    await target.screenshot({ path, timeout: CAPTURE_TIMEOUT_MS });
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'TimeoutError') throw error;
    test.info().annotations.push({ type: 'screenshot missing', description: `${name}: ${error.message.split('\n')[0]}` });
  }
}
