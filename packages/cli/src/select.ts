/**
 * What a command plays or studies: a shipped game (by name, with `--option key=value` changes) or a variant
 * written as JSON (`--variant FILE`), and a deal number. Every refusal is a {@link UsageError} naming what
 * was wrong.
 */
import { parseVariant, PatienceError, VariantError, type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { isValidSeed, MAX_MICROSOFT_DEAL, MAX_SEED, type DealerName } from '@patience/core/random';
import { type OptionValue } from '@patience/core/rules';
import { MAX_VARIANT_FILE_BYTES, readLimitedFile } from './files.js';
import { findGame, GAMES, type NamedPreset } from './games.js';
import { printable, pathText, quoted } from './printable.js';
import { UsageError } from './usage.js';

/** The variant a command runs, how it is named, and where it came from. */
export interface Chosen {
  readonly variant: Variant;
  /** The preset's name (`Spider (two suits)`), or the variant's own for a file. */
  readonly name: string;
  /** The shipped game, or null for a variant read from a file. */
  readonly named: NamedPreset | null;
}

/** Reads `key=value` into an option value: `true`/`false` and numbers as such, anything else as text. */
function optionValue(text: string): OptionValue {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/**
 * The options of `--option key=value` (repeatable). They are kept in an object with no prototype, so that every
 * key, `__proto__` and `constructor` alike, is an option name like any other for the game to accept or refuse.
 */
export function parseOptions(given: readonly string[]): Record<string, OptionValue> {
  const options = Object.create(null) as Record<string, OptionValue>;
  for (const pair of given) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new UsageError(`--option takes key=value, such as suits=2; got ${quoted(pair)}.`);
    options[pair.slice(0, at)] = optionValue(pair.slice(at + 1));
  }
  return options;
}

/** A shipped game by name, with its preset's options and then the ones given. */
export function chooseGame(name: string, options: Readonly<Record<string, OptionValue>> = {}): Chosen {
  const found = findGame(name);
  if ('problem' in found) throw new UsageError(found.problem);
  try {
    const variant = found.game.variant(Object.assign(Object.create(null) as Record<string, OptionValue>, found.preset.options, options));
    const changed = Object.keys(options).length > 0 && variant !== found.game.variant(found.preset.options);
    return { variant, name: changed ? `${found.preset.name}, ${describeOptions(options)}` : found.preset.name, named: found };
  } catch (error) {
    if (error instanceof VariantError) throw new UsageError(`--option: ${printable(error.message)}.`);
    throw error;
  }
}

function describeOptions(options: Readonly<Record<string, OptionValue>>): string {
  return printable(Object.entries(options).map(([k, v]) => `${k}=${String(v)}`).join(', '));
}

/** A variant written as JSON in a file, checked by core's `parseVariant` as any untrusted input. */
export function chooseVariantFile(file: string): Chosen {
  const text = readLimitedFile(file, 'a variant file', MAX_VARIANT_FILE_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${pathText(file)} is not JSON: ${printable((error as Error).message.slice(0, 200))}`);
  }
  try {
    const variant = parseVariant(data);
    return { variant, name: printable(variant.name), named: null };
  } catch (error) {
    if (error instanceof PatienceError) throw new UsageError(`${pathText(file)} is not a variant: ${printable(error.message)}`);
    throw error;
  }
}

/** A game by name or a `--variant` file: exactly one of them. */
export function chooseEither(name: string | undefined, file: string | undefined, options: Readonly<Record<string, OptionValue>>): Chosen {
  if (name !== undefined && file !== undefined) throw new UsageError('Name a game or give --variant, not both.');
  if (file !== undefined) {
    if (Object.keys(options).length > 0) throw new UsageError('--option changes a shipped game; write the change into the --variant file instead.');
    return chooseVariantFile(file);
  }
  if (name === undefined) throw new UsageError('Name a game, such as seahaven or spider/2-suits, or give --variant with a JSON file.');
  return chooseGame(name, options);
}

/** A deal number given as `--seed`, or a random one when none is given. */
export function seedOf(text: string | undefined, random: () => number = Math.random): number {
  if (text === undefined) return Math.floor(random() * 1_000_000) + 1;
  const seed = Number(text);
  if (!/^\d+$/.test(text.trim()) || !isValidSeed(seed)) throw new UsageError(`--seed takes a deal number, a whole number from 0 to ${MAX_SEED}; got ${quoted(text)}.`);
  return seed;
}

/** A numbered deal as a command names it: the number, and the dealer whose number it is. */
export interface DealChoice {
  readonly seed: number;
  /** `patience` for `--seed` (our own shuffle), `microsoft` for `--ms` (Windows FreeCell's numbers). */
  readonly dealer: DealerName;
}

/** The games that offer Microsoft's numbers, for the sentence that refuses `--ms` for another. */
function microsoftGames(): string {
  const names = GAMES.filter(({ game }) => game.dealers.includes('microsoft')).map(({ game }) => game.name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The deal `--seed N` or `--ms N` names (a random one of ours when neither is given). `--ms` is Microsoft's deal
 * number, for a game that offers that dealer (FreeCell, Baker's Game) or a variant file whose deck Microsoft's
 * dealer can shuffle (one standard deck).
 */
export function dealOf(chosen: Chosen, seedText: string | undefined, msText: string | undefined, random: () => number = Math.random): DealChoice {
  if (msText === undefined) return { seed: seedOf(seedText, random), dealer: 'patience' };
  if (seedText !== undefined) throw new UsageError('Give --seed or --ms, not both: --seed numbers our own deals, --ms Microsoft\'s.');
  const seed = Number(msText);
  checkMicrosoftDealer(chosen);
  if (!/^\d+$/.test(msText.trim()) || !Number.isInteger(seed) || seed < 1 || seed > MAX_MICROSOFT_DEAL) {
    throw new UsageError(`--ms takes a Microsoft deal number, a whole number from 1 to ${MAX_MICROSOFT_DEAL}; got ${quoted(msText)}.`);
  }
  return { seed, dealer: 'microsoft' };
}

/**
 * Refuses `--ms` for a game that does not offer Microsoft's dealer, or a variant file whose deck that dealer
 * cannot shuffle (anything but one standard deck).
 */
export function checkMicrosoftDealer(chosen: Chosen): void {
  const offered = chosen.named?.game.dealers;
  if (offered !== undefined && !offered.includes('microsoft')) {
    throw new UsageError(`${chosen.named?.game.name ?? ''} is not dealt by Microsoft's numbers; ${microsoftGames()} are. Use --seed for its own deals.`);
  }
  try {
    deal(chosen.variant, 1, 'microsoft');
  } catch (error) {
    if (error instanceof PatienceError) throw new UsageError(`--ms: ${printable(error.message)}`);
    throw error;
  }
}

/** How a deal is named in a title: `deal 7`, or `Microsoft deal 11982`. */
export function dealTitle({ seed, dealer }: DealChoice): string {
  return dealer === 'microsoft' ? `Microsoft deal ${seed}` : `deal ${seed}`;
}

/** A whole number given to an option, within bounds. */
export function wholeNumber(flag: string, text: string, least: number, most = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < least || value > most) {
    throw new UsageError(`${flag} takes a whole number from ${least}${most === Number.MAX_SAFE_INTEGER ? ' up' : ` to ${most}`}; got ${quoted(text)}.`);
  }
  return value;
}

/** A number of seconds given to an option (fractions allowed), as milliseconds. */
export function secondsOf(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value <= 0) throw new UsageError(`${flag} takes a number of seconds above 0, such as 10 or 0.5; got ${quoted(text)}.`);
  return Math.round(value * 1000);
}
