/** The spawned-binary fuzzer, a few seconds of it: every run ends 0, 1 or 2, with no stack trace or raw control character. */
import { describe, expect, it } from 'vitest';
import { fuzz } from './fuzz.js';

describe('the command line under fuzzed argv and input', () => {
  it('keeps its rules on 16 generated runs', async () => {
    const summary = await fuzz(32, 16);
    expect(summary.failures.map((f) => `${JSON.stringify(f.fuzzCase.args).slice(0, 300)}: ${f.problem ?? ''}`)).toEqual([]);
    expect(summary.cases).toBe(16);
  });
});
