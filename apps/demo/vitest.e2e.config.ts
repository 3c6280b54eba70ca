// The browser tests: one static server and one chromium for the run (e2e/harness/global-setup.ts), the test
// files one after another (the machine has two cores and chromium wants one), bounded timeouts throughout.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/harness/global-setup.ts'],
    fileParallelism: false,
    // One worker process for every file: the engine and playwright-core are imported once, not per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 15_000,
  },
});
