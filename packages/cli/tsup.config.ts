import { defineConfig } from 'tsup';

// A bin is ESM only: two entry points, the command line and the study's worker thread, which the command
// line starts from the file beside it (`new URL('./study-worker.js', import.meta.url)`).
export default defineConfig({
  entry: ['src/cli.ts', 'src/study-worker.ts'],
  format: ['esm'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  banner: { js: '#!/usr/bin/env node' },
});
