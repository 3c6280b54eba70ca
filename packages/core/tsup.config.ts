import { packageBuild } from '../../tsup.package.js';

// The root and one entry per subpath export, each named after its job; each also needs its block in
// package.json "exports" (docs/packaging.md).
export default packageBuild({
  index: 'src/index.ts',
  engine: 'src/entries/engine.ts',
  cards: 'src/entries/cards.ts',
  random: 'src/entries/random.ts',
  rules: 'src/entries/rules.ts',
  notation: 'src/entries/notation.ts',
  snapshot: 'src/entries/snapshot.ts',
  saves: 'src/entries/saves.ts',
  lessons: 'src/entries/lessons.ts',
});
