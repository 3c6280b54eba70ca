// Every public name of core, root and subpaths together, for the tests that exercise the whole surface at once
// (the hostile-input cases, the rules-text claims, the catalogue).
export * from '../../src/index.js';
export * from '../../src/entries/engine.js';
export * from '../../src/entries/cards.js';
export * from '../../src/entries/random.js';
export * from '../../src/entries/rules.js';
export * from '../../src/entries/notation.js';
export * from '../../src/entries/snapshot.js';
export * from '../../src/entries/saves.js';
export * from '../../src/entries/lessons.js';
