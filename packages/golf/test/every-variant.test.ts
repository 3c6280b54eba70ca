import { checkEveryVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { golf, tripeaks } from '../src/index.js';

// Each game is made by definePrecheckedGame, which checks nothing when an app plays it: here the spec and the
// variant of every combination of options go through the full checker, and must be exactly what the game makes.
describe('every variant', () => {
  it('of golf passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(golf)).toBe(1);
  });
  it('of tripeaks passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(tripeaks)).toBe(2);
  });
});
