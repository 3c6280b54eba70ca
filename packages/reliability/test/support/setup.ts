/**
 * Set up for every test file: the suites ask the engine about thousands of candidate moves a position and
 * nearly all are refused, and a refusal is an Error; without stack traces they cost a third as much.
 */
import { afterAll, beforeAll } from 'vitest';

const stackTraceLimit = Error.stackTraceLimit;
beforeAll(() => {
  Error.stackTraceLimit = 0;
});
afterAll(() => {
  Error.stackTraceLimit = stackTraceLimit;
});
