/**
 * The options of the solver's entry points come from JavaScript and JSON too: each one misnamed or out of
 * range is refused with `invalid-option` and a message naming the function, the option and the value,
 * before any search.
 */
import { PatienceError } from '@patience/core';
import { deal } from '@patience/core/engine';
import { seahaven } from '@patience/seahaven';
import { describe, expect, it } from 'vitest';
import { findWinnableDeal, findWinnableDealAsync, hint, solve, solveAsync, type SolveOptions } from '../src/index.js';

const variant = seahaven.variant();
const start = deal(variant, 1);

/** The code and message of what `run` throws. */
function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PatienceError);
    return `${(error as PatienceError).code}: ${(error as Error).message}`;
  }
  throw new Error('nothing was thrown');
}

describe('solve refuses options it could misread', () => {
  it.each([
    [{ maxStates: -5 }, 'solve: options.maxStates must be a whole number from 1 up, or Infinity; got -5.'],
    [{ maxStates: 0 }, 'solve: options.maxStates must be a whole number from 1 up, or Infinity; got 0.'],
    [{ maxStates: 2.5 }, 'solve: options.maxStates must be a whole number from 1 up, or Infinity; got 2.5.'],
    [{ maxStates: Number.NaN }, 'solve: options.maxStates must be a whole number from 1 up, or Infinity; got NaN.'],
    [{ timeMs: '5000' }, 'solve: options.timeMs must be a number of milliseconds from 0 up, or Infinity; got "5000".'],
    [{ timeMs: -1 }, 'solve: options.timeMs must be a number of milliseconds from 0 up, or Infinity; got -1.'],
    [{ peek: 'yes' }, 'solve: options.peek must be true or false; got "yes".'],
    [{ signal: {} }, 'solve: options.signal must be an AbortSignal; got an object.'],
    [{ strategy: 'breadth-first' }, 'solve: options.strategy must be "depth-first" or "best-first"; got "breadth-first".'],
    [{ maxState: 100 }, 'solve: "maxState" is not one of its options (maxStates, maxMemoryMB, timeMs, peek, signal, strategy).'],
    [null, 'solve: its options are an object; got null.'],
    [[1], 'solve: its options are an object; got an array.'],
  ])('%j', (options, message) => {
    expect(refusal(() => solve(variant, start, options as unknown as SolveOptions))).toBe(`invalid-option: ${message}`);
  });

  it('takes options left undefined as not given, and Infinity as no limit', () => {
    expect(solve(variant, start, { maxStates: undefined, timeMs: Number.POSITIVE_INFINITY, peek: undefined })).toMatchObject({ status: 'solved' });
  });

  it('reads each option once: a getter that changes its answer cannot pass one value and use another', () => {
    let reads = 0;
    const options = { get maxStates() { reads++; return reads === 1 ? 50 : -1; } };
    expect(solve(variant, start, options)).toMatchObject({ status: 'gave-up', reason: 'max-states', statesExplored: 50 });
    expect(reads).toBe(1);
  });
});

describe('the other entry points refuse them too, naming themselves', () => {
  it('solveAsync, hint, findWinnableDeal and findWinnableDealAsync', async () => {
    await expect(solveAsync(variant, start, { timeMs: Number.NaN })).rejects.toThrow(
      'solveAsync: options.timeMs must be a number of milliseconds from 0 up, or Infinity; got NaN.',
    );
    expect(refusal(() => hint(variant, start, { maxStates: 0 }))).toBe(
      'invalid-option: hint: options.maxStates must be a whole number from 1 up, or Infinity; got 0.',
    );
    expect(refusal(() => hint(variant, start, { peek: true } as never))).toBe(
      'invalid-option: hint: "peek" is not one of its options (maxStates, timeMs, history, samples, seed).',
    );
    expect(refusal(() => findWinnableDeal(variant, { from: 1, maxSeeds: -1 }))).toBe(
      'invalid-option: findWinnableDeal: options.maxSeeds must be a whole number from 1 up, or Infinity; got -1.',
    );
    expect(refusal(() => findWinnableDeal(variant, undefined as never))).toBe(
      'invalid-option: findWinnableDeal: its options are an object; got nothing.',
    );
    await expect(findWinnableDealAsync(variant, { from: 1, timeMsPerDeal: -5 })).rejects.toThrow(
      'findWinnableDealAsync: options.timeMsPerDeal must be a number of milliseconds from 0 up, or Infinity; got -5.',
    );
  });

  it('a position that is not one is refused as core refuses it', () => {
    expect(refusal(() => solve(variant, null as never))).toBe('invalid-snapshot: The position is not valid: position: expected an object, got null.');
  });
});

describe('option names are looked up as own properties only (issue 17, item 5)', () => {
  const names = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];
  it.each(names)('%s', async (name) => {
    // JSON.parse makes even "__proto__" an own key, as options read from a file or a request would have.
    const options = JSON.parse(`{${JSON.stringify(name)}: 1}`) as never;
    const list = (all: string) => `${JSON.stringify(name)} is not one of its options (${all}).`;
    expect(refusal(() => solve(variant, start, options))).toBe(`invalid-option: solve: ${list('maxStates, maxMemoryMB, timeMs, peek, signal, strategy')}`);
    await expect(solveAsync(variant, start, options)).rejects.toThrow(`solveAsync: ${list('maxStates, maxMemoryMB, timeMs, peek, signal, strategy')}`);
    expect(refusal(() => hint(variant, start, options))).toBe(`invalid-option: hint: ${list('maxStates, timeMs, history, samples, seed')}`);
    const dealOptions = JSON.parse(`{"from": 1, ${JSON.stringify(name)}: 1}`) as never;
    expect(refusal(() => findWinnableDeal(variant, dealOptions))).toMatch(`invalid-option: findWinnableDeal: ${JSON.stringify(name)} is not one of its options`);
    await expect(findWinnableDealAsync(variant, dealOptions)).rejects.toThrow(`findWinnableDealAsync: ${JSON.stringify(name)} is not one of its options`);
  });

  it('cuts a long option name in the message', () => {
    const options = { ['x'.repeat(10_000)]: 1 } as never;
    expect(refusal(() => solve(variant, start, options))).toBe(`invalid-option: solve: "${'x'.repeat(40)}…" is not one of its options (maxStates, maxMemoryMB, timeMs, peek, signal, strategy).`);
  });
});
