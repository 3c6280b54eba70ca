import { nearest } from './nearest.js';
import type { OptionValue } from './option-value.js';

/**
 * Small checks for reading untrusted plain data (variant configs, saves, snapshots) with errors that
 * name the offending field. Each takes the path of the value it reads, for the message.
 */

/** Describes a value's type in a message: "a string", "an array", "null". */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  const t = typeof value;
  if (t === 'undefined') return 'nothing';
  return t === 'object' ? 'an object' : `a ${t}`;
}

/** The longest piece of a caller's text a message repeats; longer text is cut and ends in an ellipsis. */
export const ECHO_LIMIT = 40;

// JSON escapes the C0 control characters; DEL and the C1 controls (which a terminal may obey too) are escaped here.
const C1_AND_DEL = /[\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const escapeCharacter = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text from a caller, cut to {@link ECHO_LIMIT} characters for a message, so that a message stays short, and with
 * its control characters written as escapes (`\u001b`), so that a message printed to a terminal cannot command it.
 */
export function clipped(text: string): string {
  return escapedControls(cut(text));
}

/**
 * Text with every control character (C0, DEL, C1: see {@link CONTROL_CHARACTER}) written as an escape such as
 * `\u001b`, for printing text from elsewhere where a terminal would obey it.
 * @example escapedControls('a\u001b[2J') // 'a\\u001b[2J'
 */
export function escapedControls(text: string): string {
  return text.replace(ANY_CONTROL, escapeCharacter);
}

function cut(text: string): string {
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text;
}

/**
 * Shows a value in a message, briefly and safely: numbers, booleans and null as written, text quoted (cut at
 * 40 characters, control characters escaped), anything else by its type ("nothing", "an object", "an array",
 * "a function"), since an object's own `toString` may throw or lie. Every refusal of the library shows the value it refused this way.
 * @example `got ${show(undefined)}` // "got nothing"
 */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(cut(value)).replace(C1_AND_DEL, escapeCharacter);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return describeType(value);
}

/**
 * The path of `key` inside the value at `path`, for messages: `layout.tableau`, or `options["two words"]`
 * and `[""]` when the key is not a plain name, so that an empty or odd key is still visible.
 */
export function fieldPath(path: string, key: string): string {
  if (key.length <= ECHO_LIMIT && /^[A-Za-z_$][\w$]*$/.test(key)) return path === '' ? key : `${path}.${key}`;
  return `${path}[${show(key)}]`;
}

/**
 * The longest text a variant may hold in each of its fields of words, in characters: room for any real game's
 * (the longest shipped description is about a tenth of its limit), and short enough that no message, title or
 * terminal line that shows one is flooded.
 */
export const TEXT_LIMITS = Object.freeze({
  id: 64, name: 100, family: 100, otherName: 100, description: 1000, rulesVersion: 40, optionName: 64, optionText: 100,
});

/**
 * The characters text a player reads may not hold: the C0 controls (line breaks and tabs among them), DEL and
 * the C1 controls, which a terminal may obey (clear the screen, set its title) and a page shows as nothing.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/** {@link CONTROL_CHARACTER}'s rule as a JSON Schema pattern: text with none of them. */
export const NO_CONTROL_CHARACTER_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';

/** A plain object, as opposed to an array, null or a primitive. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads untrusted data, reporting the first problem through `fail(path, problem)`, which must throw.
 * The checks return the value with its type narrowed.
 */
export class Reader {
  constructor(private readonly fail: (path: string, problem: string) => never) {}

  problem(path: string, text: string): never {
    return this.fail(path, text);
  }

  record(value: unknown, path: string): Record<string, unknown> {
    if (!isRecord(value)) return this.fail(path, `expected an object, got ${describeType(value)}`);
    return value;
  }

  /**
   * Refuses keys the schema does not know, which are nearly always typos: the message names the nearest
   * known key ("did you mean `emptyAccepts`?"), or, through `elsewhere`, where a key that belongs to another
   * kind of the rule does belong ("`emptyPiles` belongs to a \"deal-row\" stock").
   */
  onlyKeys(value: Record<string, unknown>, path: string, allowed: readonly string[],
    elsewhere?: (key: string) => string | undefined): void {
    for (const key of Object.keys(value)) {
      if (!allowed.includes(key)) {
        const other = elsewhere?.(key);
        const guess = other === undefined ? nearest(key, allowed) : undefined;
        const hint = other !== undefined ? `; ${other}` : guess !== undefined ? `; did you mean \`${guess}\`?` : '';
        this.fail(fieldPath(path, key), `unknown field; expected one of ${allowed.join(', ')}${hint}`);
      }
    }
  }

  string(value: unknown, path: string): string {
    if (typeof value !== 'string') return this.fail(path, `expected a string, got ${describeType(value)}`);
    return value;
  }

  /**
   * Words a player or a terminal will show (a name, a description): text of at most `maxLength` characters with
   * no control character, named by its position and code so that an author can find it.
   */
  text(value: unknown, path: string, maxLength: number): string {
    const text = this.string(value, path);
    if (text.length > maxLength) return this.fail(path, `is ${text.length} characters long; at most ${maxLength} are allowed`);
    const at = text.search(CONTROL_CHARACTER);
    if (at >= 0) {
      const code = `U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')}`;
      return this.fail(path, `holds the control character ${code} at character ${at
        + 1}; text a player reads may not hold line breaks, tabs or other control characters`);
    }
    return text;
  }

  boolean(value: unknown, path: string): boolean {
    if (typeof value !== 'boolean') return this.fail(path, `expected true or false, got ${show(value)}`);
    return value;
  }

  number(value: unknown, path: string): number {
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return this.fail(path, `expected a finite number, got ${show(value)}`);
    }
    return value;
  }

  integer(value: unknown, path: string, min: number, max: number): number {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return this.fail(path, `expected a whole number, got ${show(value)}`);
    }
    if (value < min || value > max) return this.fail(path, `${value} is outside ${min} to ${max}`);
    return value;
  }

  /**
   * One of the given words. A near miss is named ("did you mean \"alternate-colour\"?"), and `hint`, when
   * it has something to say about the value written, adds the way to say what was probably meant.
   */
  oneOf<T extends string>(value: unknown, path: string, choices: readonly T[], hint?: (value: unknown) => string | undefined): T {
    if (typeof value !== 'string' || !(choices as readonly string[]).includes(value)) {
      const said = hint?.(value);
      const guess = said === undefined && typeof value === 'string' ? nearest(value, choices) : undefined;
      const tail = said !== undefined ? `; ${said}` : guess !== undefined ? `; did you mean "${guess}"?` : '';
      return this.fail(path, `expected one of ${choices.map((c) => `"${c}"`).join(', ')}, got ${show(value)}${tail}`);
    }
    return value as T;
  }

  /** A variant's named options: an object whose values are strings, finite numbers or booleans. */
  options(value: unknown, path: string): Record<string, OptionValue> {
    const out: Record<string, OptionValue> = {};
    for (const [key, v] of Object.entries(this.record(value, path))) {
      // JSON.parse makes "__proto__" an own key; assigning it would change `out`'s prototype and lose it.
      if (key === '__proto__') this.fail(fieldPath(path, key), 'is not a name an option may have');
      this.text(key, fieldPath(path, key), TEXT_LIMITS.optionName);
      if (typeof v === 'string') out[key] = this.text(v, fieldPath(path, key), TEXT_LIMITS.optionText);
      else if (typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) out[key] = v;
      else this.fail(fieldPath(path, key), 'expected a string, a number or true or false');
    }
    return out;
  }

  array(value: unknown, path: string, maxLength: number): unknown[] {
    if (!Array.isArray(value)) return this.fail(path, `expected an array, got ${describeType(value)}`);
    if (value.length > maxLength) return this.fail(path, `has ${value.length} entries; at most ${maxLength} are allowed`);
    // A hole (a deleted entry) is skipped by map and forEach, so it would pass unchecked: refuse it by index.
    for (let i = 0; i < value.length; i++) if (!(i in value)) this.fail(`${path}[${i}]`, 'is missing: the array has a hole here');
    return value;
  }
}
