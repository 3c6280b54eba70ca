import { defineConfig } from 'tsup';

export default defineConfig({
  // The root and one entry per subpath export (package.json "exports"), each named after its job.
  entry: {
    index: 'src/index.ts',
    engine: 'src/entries/engine.ts',
    cards: 'src/entries/cards.ts',
    random: 'src/entries/random.ts',
    rules: 'src/entries/rules.ts',
    notation: 'src/entries/notation.ts',
    snapshot: 'src/entries/snapshot.ts',
    saves: 'src/entries/saves.ts',
    lessons: 'src/entries/lessons.ts',
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
