import { checkEveryVariant } from '@patience/core';
import { describe, expect, it } from 'vitest';
import { bakersGame, eightOff, freecell } from '../src/index.js';

// Each game is made by definePrecheckedGame, which checks nothing when an app plays it: here the spec and the
// variant of every combination of options go through the full checker, and must be exactly what the game makes.
describe('every variant', () => {
  it('of freecell passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(freecell)).toBe(1);
  });
  it('of bakersGame passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(bakersGame)).toBe(1);
  });
  it('of eightOff passes the full checker, option combination by option combination', () => {
    expect(checkEveryVariant(eightOff)).toBe(1);
  });
});
