/**
 * Checks a play page's URL parameters against a game's options: a seed and option values in their string
 * form. Anything wrong becomes a sentence for the player and falls back to the default (or a new deal).
 */
import type { DealerName } from '@patience/core/random';
import type { ManifestGame, ManifestOption, ManifestValue } from '../gallery/manifest-types.js';
import { quoted } from './route.js';

/** The largest deal number (the engine's MAX_SEED, 2^32 - 1). */
export const MAX_DEAL_NUMBER = 0xffffffff;

/** The largest Microsoft deal number (core's MAX_MICROSOFT_DEAL, 2^31 - 1); Microsoft's numbers start at 1. */
export const MAX_MICROSOFT_DEAL_NUMBER = 0x7fffffff;

/** What a play URL asks for, once checked. */
export interface PlayRequest {
  /** The deal number, or null for a new random deal. */
  readonly seed: number | null;
  /**
   * Present when the link named one of Microsoft's deals (`?ms=11982`): `seed` is then Microsoft's number, dealt
   * by core's `microsoft` dealer. Absent for our own deals, so their requests read as before.
   */
  readonly dealer?: 'microsoft';
  /** Every option with its value (defaults filled in). */
  readonly options: Readonly<Record<string, ManifestValue>>;
  /** Sentences about the parameters that were ignored; empty when the URL was clean. */
  readonly problems: readonly string[];
}

/**
 * Reads a deal number typed by a player or found in a URL: a whole number from 0 to 2^32 - 1, digits only.
 * @example parseDealNumber('42') // 42
 * @example parseDealNumber('-1') // null
 */
export function parseDealNumber(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_DEAL_NUMBER ? n : null;
}

/**
 * Reads a Microsoft deal number from a URL: a whole number from 1 to 2^31 - 1, digits only.
 * @example parseMicrosoftDealNumber('11982') // 11982
 * @example parseMicrosoftDealNumber('0') // null
 */
export function parseMicrosoftDealNumber(raw: string): number | null {
  const n = parseDealNumber(raw);
  return n !== null && n >= 1 && n <= MAX_MICROSOFT_DEAL_NUMBER ? n : null;
}

/** The deal `?ms=<raw>` names for a game, or the sentence saying why it was ignored. */
function microsoftDeal(game: ManifestGame, raw: string): { readonly seed: number } | { readonly problem: string } {
  if (!game.dealers.includes('microsoft')) return { problem: `${game.name} is not dealt by Microsoft's numbers, so ms=${quoted(raw)} is ignored. Here is a new deal.` };
  const seed = parseMicrosoftDealNumber(raw);
  if (seed === null) return { problem: `${quoted(raw)} is not a Microsoft deal number: they are whole numbers from 1 to ${MAX_MICROSOFT_DEAL_NUMBER}. Here is a new deal.` };
  return { seed };
}

/**
 * A deal as a player names it: "deal 7" for our own numbers, "Microsoft deal 11982" for Microsoft's, so that the
 * two numberings are never taken for each other.
 * @example dealWords(11982, 'microsoft') // "Microsoft deal 11982"
 */
export function dealWords(seed: number, dealer: DealerName = 'patience'): string {
  return dealer === 'microsoft' ? `Microsoft deal ${seed}` : `deal ${seed}`;
}

/** The choice of an option whose string form is `raw`, if any. */
export function optionValue(option: ManifestOption, raw: string): ManifestValue | undefined {
  return option.choices.find((c) => String(c.value) === raw)?.value;
}

/**
 * Checks the parameters of `#/play/<game>?...` for a game: `seed` (our deal number) or `ms` (Microsoft's, for a
 * game that offers that dealer; the first of the two given counts), and options by key.
 * @example readPlayParams(spider, [['seed', '7'], ['suits', '2']]) // { seed: 7, options: { suits: 2, ... }, problems: [] }
 */
export function readPlayParams(game: ManifestGame, params: readonly (readonly [string, string])[]): PlayRequest {
  const problems: string[] = [];
  const options: Record<string, ManifestValue> = {};
  for (const option of game.options) options[option.key] = option.default;
  let seed: number | null = null;
  let microsoft = false;
  const seen = new Set<string>();
  for (const [key, raw] of params) {
    if (seen.has(key)) {
      problems.push(`The parameter ${quoted(key)} is given twice; the first one counts.`);
      continue;
    }
    if ((key === 'seed' && seen.has('ms')) || (key === 'ms' && seen.has('seed'))) {
      problems.push(`A link names one deal, by seed or by ms; the first one counts.`);
      continue;
    }
    seen.add(key);
    if (key === 'ms') {
      const found = microsoftDeal(game, raw);
      if ('problem' in found) problems.push(found.problem);
      else [seed, microsoft] = [found.seed, true];
      continue;
    }
    if (key === 'seed') {
      seed = parseDealNumber(raw);
      if (seed === null) problems.push(`${quoted(raw)} is not a deal number: deal numbers are whole numbers from 0 to ${MAX_DEAL_NUMBER}. Here is a new deal.`);
      continue;
    }
    const option = game.options.find((o) => o.key === key);
    if (!option) {
      const known = game.options.map((o) => o.key);
      problems.push(`${game.name} has no option ${quoted(key)}${known.length > 0 ? `; its options are ${known.join(', ')}` : ''}.`);
      continue;
    }
    const value = optionValue(option, raw);
    if (value === undefined) {
      const label = option.label.toLowerCase();
      const name = label === option.key.toLowerCase() ? option.key : `${option.key} (${label})`;
      problems.push(`${quoted(raw)} is not a choice for ${name}: use ${option.choices.map((c) => String(c.value)).join(', ')}. The default is used.`);
      continue;
    }
    options[key] = value;
  }
  return microsoft ? { seed, dealer: 'microsoft', options, problems } : { seed, options, problems };
}

/** The options that differ from their defaults, in option order: what a URL needs to hold. */
export function changedOptions(game: ManifestGame, options: Readonly<Record<string, ManifestValue>>): [string, ManifestValue][] {
  return game.options.flatMap((o): [string, ManifestValue][] => {
    const value = options[o.key];
    return value === undefined || value === o.default ? [] : [[o.key, value]];
  });
}

/** Whether two option sets are the same (every option of the game compared). */
export function sameOptions(game: ManifestGame, a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  return game.options.every((o) => (a[o.key] ?? o.default) === (b[o.key] ?? o.default));
}

/** The preset whose options these are, if one is. */
export function presetFor(game: ManifestGame, options: Readonly<Record<string, ManifestValue>>): ManifestGame['presets'][number] | undefined {
  return game.presets.find((p) => sameOptions(game, p.options, options));
}

/**
 * The largest deal number a new random deal gets: six digits at most, short enough to read out or type from
 * a friend's screen. Any deal number up to {@link MAX_DEAL_NUMBER} can still be entered or linked.
 */
export const MAX_RANDOM_DEAL_NUMBER = 999_999;

/**
 * A new random deal number, from 0 to {@link MAX_RANDOM_DEAL_NUMBER}.
 * @example randomDealNumber(() => 0.5) // 500000
 */
export function randomDealNumber(random: () => number = Math.random): number {
  return Math.floor(random() * (MAX_RANDOM_DEAL_NUMBER + 1));
}
