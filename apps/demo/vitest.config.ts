import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure logic only; the browser tests in e2e/ run with Playwright.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
  },
});
