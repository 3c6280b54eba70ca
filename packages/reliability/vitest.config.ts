import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    // A worker's test files share its module graph (as vitest.package.ts explains): the suites only play and
    // refuse moves through the packages' public APIs, and the one global they change, Error.stackTraceLimit,
    // the setup file restores after each file.
    isolate: false,
    // The play-outs take a few seconds per variant on an idle machine; a shared, loaded one may take
    // several times as long, and a timeout is not a failed property.
    testTimeout: 120_000,
  },
});
