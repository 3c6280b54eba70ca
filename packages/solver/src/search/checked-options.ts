import { PatienceError } from '@patience/core';
import { show } from '@patience/core/rules';

/**
 * The options of the solver's entry points, read once and checked, since they come from JavaScript and
 * JSON too: a limit that is not a number, a strategy misspelt or an option misnamed would otherwise be
 * read as "no limit" or "the default" without a word. Each refusal is a `PatienceError` with code
 * `invalid-option` whose message names the function, the option and the value given.
 */

/** What one option accepts, and the words that say so in a refusal. */
interface OptionRule {
  readonly accepts: (value: unknown) => boolean;
  readonly expected: string;
}

const COUNT: OptionRule = {
  accepts: (v) => typeof v === 'number' && (v === Number.POSITIVE_INFINITY || (Number.isInteger(v) && v >= 1)),
  expected: 'a whole number from 1 up, or Infinity',
};
const MILLISECONDS: OptionRule = {
  accepts: (v) => typeof v === 'number' && v >= 0,
  expected: 'a number of milliseconds from 0 up, or Infinity',
};
const FLAG: OptionRule = { accepts: (v) => typeof v === 'boolean', expected: 'true or false' };
const SIGNAL: OptionRule = {
  accepts: (v) => typeof v === 'object' && v !== null && typeof (v as { aborted?: unknown }).aborted === 'boolean',
  expected: 'an AbortSignal',
};
const STRATEGY: OptionRule = {
  accepts: (v) => v === 'depth-first' || v === 'best-first',
  expected: '"depth-first" or "best-first"',
};

/** The options of `solve` and `solveAsync`. */
export const SOLVE_OPTIONS: Readonly<Record<string, OptionRule>> = {
  maxStates: COUNT, maxMemoryMB: COUNT, timeMs: MILLISECONDS, peek: FLAG, signal: SIGNAL, strategy: STRATEGY,
};
/** The options of `hint`. */
export const HINT_OPTIONS: Readonly<Record<string, OptionRule>> = {
  maxStates: COUNT, timeMs: MILLISECONDS, history: { accepts: Array.isArray, expected: "an array of the game's positions" },
};
/** The options of `findWinnableDeal` and `findWinnableDealAsync` but `from`, which is checked as a seed. */
export const FIND_DEAL_OPTIONS: Readonly<Record<string, OptionRule>> = {
  from: { accepts: () => true, expected: 'a deal number' },
  maxSeeds: COUNT, timeMs: MILLISECONDS, timeMsPerDeal: MILLISECONDS, maxStatesPerDeal: COUNT, signal: SIGNAL,
};

/**
 * The options given to `caller`, checked against its `rules`: absent (`undefined`), or an object whose
 * every own key is one of the options and whose every value given (not `undefined`) is one the option
 * accepts. Each value is read once, into the plain object returned, so that the value checked is the value
 * used even where the caller's object has getters.
 * @throws {@link PatienceError} `invalid-option`, naming the option and the value.
 */
export function checkedOptions<T extends object>(caller: string, options: T | undefined, rules: Readonly<Record<string, OptionRule>>, required = false): T {
  const given: unknown = options;
  if (given === undefined && !required) return {} as T;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new PatienceError('invalid-option', `${caller}: its options are an object; got ${show(given)}.`);
  }
  const read: Record<string, unknown> = {};
  for (const key of Object.keys(given)) {
    // Own properties only: "constructor", "toString" or a JSON "__proto__" key must not find Object.prototype's.
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!rule) {
      throw new PatienceError('invalid-option', `${caller}: ${show(key)} is not one of its options (${Object.keys(rules).join(', ')}).`);
    }
    const value = (given as Record<string, unknown>)[key];
    if (value !== undefined && !rule.accepts(value)) {
      throw new PatienceError('invalid-option', `${caller}: options.${key} must be ${rule.expected}; got ${show(value)}.`);
    }
    read[key] = value;
  }
  return read as T;
}
