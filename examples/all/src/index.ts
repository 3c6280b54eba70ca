/**
 * @patience/examples: every example game (the classics written as data on @patience/core) in one list, found
 * by id. How to add a family is at the top of examples.ts.
 * @packageDocumentation
 */
export { EXAMPLE_GAMES, findExampleGame } from './examples.js';
export type { ExampleGame } from './examples.js';
