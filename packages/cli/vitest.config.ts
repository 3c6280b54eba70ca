import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Every test spawns the built binary, and a study starts worker threads: seconds each on a loaded,
    // shared two-core machine. A timeout here would be a flaky failure, not a finding.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
