// The one test config the packages whose tests are plain functions over their rules share. A package's
// vitest.config.ts is two lines:
//
//   import { packageTests } from '../../vitest.package.js';
//   export default packageTests();
//
// It is a project of the root's one vitest run (`pnpm test:unit`) and runs alone under `pnpm test` in the package.
import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The vitest config of a package's unit tests.
 * @param isolation `'shared'` (the default): the test files a worker runs share its module graph, so the built
 *   packages they import are loaded once a worker instead of once a file; right when every module the tests
 *   load keeps no state a test can change (memo caches are fine). `'per-file'`: each file gets fresh modules, for
 *   tests that mock modules, replace globals or change a module's state.
 */
export function packageTests(isolation: 'shared' | 'per-file' = 'shared'): ViteUserConfig {
  return defineConfig({
    test: {
      include: ['test/**/*.test.ts'],
      isolate: isolation === 'per-file',
      // Play-outs and properties take a second or two alone, several times that on a loaded, shared machine
      // (CI runs every package at once on two cores); a timeout here would be a flaky failure, not a finding.
      testTimeout: 60_000,
    },
  });
}
