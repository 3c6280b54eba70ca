// The one build every published package shares: ESM (.js) and CommonJS (.cjs), each with its own types
// (.d.ts for import, .d.cts for require), so `import`, `require()` and TypeScript in every moduleResolution mode
// (node16 from a CommonJS file, nodenext, bundler) load the package. A package's tsup.config.ts is two lines:
//
//   import { packageBuild } from '../../tsup.package.js';
//   export default packageBuild({ index: 'src/index.ts' });
//
// and each entry here is one block in that package.json's "exports" (see docs/packaging.md).
import { defineConfig, type Options } from 'tsup';

/**
 * The tsup config of a published package.
 * @param entries one output name per entry point, for example `{ index: 'src/index.ts', engine: 'src/engine.ts' }`
 *   builds dist/index.{js,cjs,d.ts,d.cts} and dist/engine.{js,cjs,d.ts,d.cts}.
 * @param extra options for one package alone (a CLI's banner, for example).
 */
export function packageBuild(entries: Record<string, string>, extra: Options = {}): ReturnType<typeof defineConfig> {
  return defineConfig({
    entry: entries,
    format: ['esm', 'cjs'],
    dts: true,
    // Shared chunks in CommonJS too: without them each CommonJS entry would carry its own copy of the shared
    // modules, so an error thrown by one subpath would fail `instanceof` against the class from another.
    splitting: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    treeshake: true,
    ...extra,
  });
}
