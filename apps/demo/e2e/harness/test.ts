/**
 * The words the test files use, from @playwright/test: `describe`, `it` and `expect` (the names the tests were
 * written with), so a test file reads the same whichever runner runs it.
 */
import { expect as playwrightExpect, test } from '@playwright/test';

/**
 * How often `expect.poll` looks again, unless a call says otherwise: soon, then every quarter second.
 * Playwright's own schedule backs off to a second, so a wait that ends just after a look costs up to a
 * second more than the app took; a look is one small evaluation in the page, cheap beside that.
 */
export const POLL_INTERVALS = [50, 100, 250];

type PollOptions = Parameters<typeof playwrightExpect.poll>[1];

/** A poll's options with {@link POLL_INTERVALS} where the call gives no schedule (a string is its message). */
function withIntervals(options: PollOptions): Exclude<PollOptions, string | undefined> {
  return typeof options === 'string' ? { message: options, intervals: POLL_INTERVALS } : { intervals: POLL_INTERVALS, ...options };
}

const poll: typeof playwrightExpect.poll = (generator, options) => playwrightExpect.poll(generator, withIntervals(options));

/** Playwright's `expect`, with {@link POLL_INTERVALS} as `expect.poll`'s schedule. */
export const expect: typeof playwrightExpect = new Proxy(playwrightExpect, {
  get: (target, key, receiver) => (key === 'poll' ? poll : Reflect.get(target, key, receiver) as unknown),
});

export { test };
/** A group of tests. */
export const describe = test.describe;
/** One test. */
export const it = test;
