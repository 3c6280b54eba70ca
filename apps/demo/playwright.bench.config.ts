/**
 * The demo's benchmarks (`pnpm bench:demo`): the browser tests' settings, for the `*.bench.ts` files, which
 * print figures instead of asserting times. No retries, and no JSON report for CI to count.
 */
import { defineConfig } from '@playwright/test';
import config from './playwright.config.js';

export default defineConfig({
  ...config,
  testMatch: '**/*.bench.ts',
  retries: 0,
  reporter: [['list']],
});
