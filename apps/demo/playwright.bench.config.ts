/**
 * The demo's benchmarks (`pnpm bench:demo`): the browser tests' settings, for the `*.bench.ts` files, which
 * print figures instead of asserting times. One worker (two would measure each other), no retries, and no JSON
 * report for CI to count.
 */
import { defineConfig } from '@playwright/test';
import config from './playwright.config.js';

export default defineConfig({
  ...config,
  testMatch: '**/*.bench.ts',
  workers: 1,
  retries: 0,
  reporter: [['list']],
});
