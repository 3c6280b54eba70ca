/**
 * The words the test files use, from @playwright/test: `describe`, `it` and `expect` (the names the tests were
 * written with), so a test file reads the same whichever runner runs it.
 */
import { expect, test } from '@playwright/test';

export { expect, test };
/** A group of tests. */
export const describe = test.describe;
/** One test. */
export const it = test;
