import { checkEveryVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { canfield } from '../src/index.js';

// The game is made by definePrecheckedGame, which checks nothing when an app plays it: here the spec and the
// variant of every combination of options go through the full checker, and must be exactly what the game makes.
describe('every variant', () => {
  it('of canfield passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(canfield)).toBe(2);
  });
});
