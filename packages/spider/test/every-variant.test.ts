import { checkEveryVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';

// Both games are made by definePrecheckedGame, which checks nothing when an app plays them: here each spec and
// the variant of every combination of options go through the full checker, and must be exactly what the game makes.
describe('every variant of each game', () => {
  it('passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(spider)).toBe(6);
    expect(checkEveryVariant(spiderette)).toBe(6);
  });
});
