import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    // The play-outs take a few seconds per variant on an idle machine; a shared, loaded one may take
    // several times as long, and a timeout is not a failed property.
    testTimeout: 120_000,
  },
});
