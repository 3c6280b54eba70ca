/**
 * The browser tests: @playwright/test drives Debian's chromium (never downloaded: see TOOLCHAIN.md) against the
 * built app, served by `vite preview` as its web server. Two workers, one a core: in CI the browser tests are
 * the longest task and run alone for their last minutes, when one worker left a core idle. Every test is
 * independent (a fresh browser context, its own page loads), so the two workers share the tests of every file,
 * not whole files: a long file no longer ends the run on one worker while the other waits. One retry on CI:
 * a test that fails once is run again with a trace recorded (a retry costs a test's time again, so only one),
 * so a failure in CI comes with what the browser saw, while a passing run records nothing (recording a trace
 * of every test, to keep only the failures', slows every action of every test). A screenshot of every failure,
 * and the JSON report that `.ci/count-results.mjs` counts.
 */
import { createServer } from 'node:net';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, UI_TIMEOUT_MS } from './e2e/harness/settings.js';

/** A free port of 127.0.0.1, chosen once by the runner; its workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => { done(typeof address === 'object' && address ? address.port : 0); });
    });
  });
}

// Several worktrees may run their browser tests at once on this machine: a fixed port would let one run test
// another's build, so every run takes a port of its own (or E2E_PORT).
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
const dist = process.env.DEMO_DIST;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: UI_TIMEOUT_MS },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    // The app honours reduced motion (no card flights): the board is at rest as soon as React has drawn it.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 850 },
    actionTimeout: UI_TIMEOUT_MS,
    navigationTimeout: 15_000,
    // A service worker would answer the tests' own pages from its cache; only the offline test lets it run.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `pnpm exec vite preview --host 127.0.0.1 --port ${port} --strictPort${dist ? ` --outDir ${JSON.stringify(dist)}` : ''}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
