/**
 * Starts what every browser test shares, once per run: a static server for the built app and one headless
 * Debian chromium (driven by playwright-core, never downloaded). Both are closed in the teardown, also when
 * tests fail, so `vitest run` never hangs.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { serveStatic, type StaticServer } from './static-server.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH, SCREENSHOT_DIR } from './settings.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served app, such as `http://127.0.0.1:40123` (no trailing slash). */
    baseURL: string;
    /** Where tests connect to the shared browser. */
    wsEndpoint: string;
  }
}

let server: StaticServer | undefined;
let browser: BrowserServer | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dist = resolve(process.env.DEMO_DIST ?? resolve(import.meta.dirname, '../../dist'));
  if (!existsSync(resolve(dist, 'index.html'))) {
    throw new Error(`No built app at ${dist}: run "pnpm --filter @patience/demo build" first, or set DEMO_DIST.`);
  }
  // Not emptied first: CI starts from a clean test-results/, and another run may be writing here too.
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  server = await serveStatic(dist);
  try {
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true, timeout: 30_000 });
  } catch (error) {
    await server.close();
    throw error;
  }
  project.provide('baseURL', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return teardown;
}

async function teardown(): Promise<void> {
  await Promise.allSettled([browser?.close(), server?.close()]);
  browser = undefined;
  server = undefined;
}
