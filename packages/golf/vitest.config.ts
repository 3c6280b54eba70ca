import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Play-outs and properties take a second or two alone, several times that on a loaded, shared machine
    // (CI runs every package at once on two cores); a timeout here would be a flaky failure, not a finding.
    testTimeout: 60_000,
  },
});
