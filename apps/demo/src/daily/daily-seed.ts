/**
 * The daily deal: the same winnable deal for everyone on a given UTC day, with nothing to fetch. How it is
 * derived, so that anyone can check it:
 *
 * 1. The day is the UTC date, `YYYY-MM-DD` (so a player in Tokyo and one in Lima share a deal, which
 *    changes at 00:00 UTC).
 * 2. The candidates are `seed_k = FNV-1a-32("patience daily <day> <game>") ⊕ k·0x9E3779B9, mod 1,000,000` for
 *    k = 0, 1, 2…, where `<game>` is the game's id with any options that differ from its defaults, as in a
 *    link (`spider?suits=2`): each variant has its own daily deal, of six digits at most.
 * 3. The daily deal is the first candidate that the solver proves winnable, seeing the hidden cards, within
 *    {@link DAILY_LIMITS}`.maxStates` positions. The limit is a count of positions, never a time, so the
 *    verdict is the same on a fast desktop and a slow phone. After `maxTries` candidates without a proof
 *    (a game the solver rarely decides, such as four-suit Spider) the first candidate is the deal, said to be
 *    unproven.
 */
import { type Variant } from '@patience/core';
import { deal } from '@patience/core/engine';
import { solveAsync } from '@patience/solver';

/** The solver's budget per candidate, and how many candidates are tried. Positions, not time: see above. */
export const DAILY_LIMITS = { maxStates: 60_000, maxTries: 8 } as const;

/** A wall-clock bound far above what `maxStates` takes, so that it is never what decides. */
const NEVER_MS = 3_600_000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC day of a moment, as `YYYY-MM-DD`.
 * @example utcDay(new Date('2026-12-02T23:30:00-05:00')) // "2026-12-03"
 */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Whether `text` is a real day `YYYY-MM-DD` (2026-02-30 is not).
 * @example isDay('2026-12-02') // true
 */
export function isDay(text: string): boolean {
  const m = DAY.exec(text);
  if (!m) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && utcDay(at) === text;
}

/** The day before a day `YYYY-MM-DD`. */
export function dayBefore(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/** FNV-1a, 32 bits, of a string's UTF-16 code units: small, well known and the same in every engine. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The `k`-th candidate deal number of a day and game (step 2 above).
 * @example dailyCandidate('2026-12-02', 'easthaven', 0) // a number from 0 to 999999, the same everywhere
 */
export function dailyCandidate(day: string, gameKey: string, k: number): number {
  const mixed = (fnv1a(`patience daily ${day} ${gameKey}`) ^ Math.imul(k, 0x9e3779b9)) >>> 0;
  return mixed % 1_000_000;
}

/** The daily deal found: its number, whether the solver proved it winnable, and how many candidates it took. */
export interface DailyDeal {
  readonly day: string;
  readonly seed: number;
  readonly proven: boolean;
  readonly tried: number;
}

/**
 * The daily deal of `day` for a game (step 3 above). Searches in slices, so `signal` stops it (it then
 * resolves null).
 * @throws RangeError when `day` is not a day `YYYY-MM-DD`.
 */
export async function findDailyDeal(variant: Variant, day: string, gameKey: string, signal?: AbortSignal): Promise<DailyDeal | null> {
  if (!isDay(day)) throw new RangeError(`A day is written YYYY-MM-DD, as 2026-12-02; got ${JSON.stringify(day)}.`);
  for (let k = 0; k < DAILY_LIMITS.maxTries; k++) {
    if (signal?.aborted === true) return null;
    const seed = dailyCandidate(day, gameKey, k);
    const result = await solveAsync(variant, deal(variant, seed), { peek: true, maxStates: DAILY_LIMITS.maxStates, timeMs: NEVER_MS, ...(signal ? { signal } : {}) });
    if (result.status === 'gave-up' && result.reason === 'aborted') return null;
    if (result.status === 'solved') return { day, seed, proven: true, tried: k + 1 };
  }
  return { day, seed: dailyCandidate(day, gameKey, 0), proven: false, tried: DAILY_LIMITS.maxTries };
}
