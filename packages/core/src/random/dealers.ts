/**
 * Named dealers: the ways a numbered deal can be made. Our own, `patience`, shuffles any deck with
 * Mulberry32; `microsoft` reproduces the numbered deals of Windows FreeCell (also used by fc-solve and
 * PySolFC), so "FreeCell #11982" means the same layout here as there. A dealer is a name, not a function,
 * so that a save or a link carries it as plain data and stays self-contained.
 */
import { PatienceError } from '../errors/errors.js';
import { show } from '../rules/check.js';

/** The named dealers, in the order a menu lists them; `patience` is the default. */
export const DEALERS = ['patience', 'microsoft'] as const;

/** The name of a dealer: `patience` (our own shuffle, any deck) or `microsoft` (Windows FreeCell's deals). */
export type DealerName = (typeof DEALERS)[number];

/** The largest Microsoft deal number: the deal's LCG works modulo 2^31, so numbers run 1 to 2^31 - 1. */
export const MAX_MICROSOFT_DEAL = 0x7fffffff;

/** Whether a value names a dealer. */
export function isDealerName(value: unknown): value is DealerName {
  return typeof value === 'string' && (DEALERS as readonly string[]).includes(value);
}

/**
 * The cards of a Microsoft FreeCell deal in the order they are dealt, as card ids (`suitIndex × 13 + rank − 1`):
 * the first eight are the first row, left to right. The deck starts as AC AD AH AS 2C … KS (indexes 0 to 51); with
 * `seed = (seed × 214013 + 2531011) mod 2^31` and `rand = seed >> 16`, for i from 51 down to 0 the card at
 * `rand() mod (i + 1)` is dealt and the card at i takes its place.
 * @throws {@link PatienceError} `invalid-seed` when the number is not a whole number from 1 to 2^31 - 1.
 * @example microsoftDeal(1).slice(0, 2) // [36, 14]: JD 2D
 */
export function microsoftDeal(seed: number): number[] {
  if (!Number.isInteger(seed) || seed < 1 || seed > MAX_MICROSOFT_DEAL) {
    throw new PatienceError('invalid-seed',
      `A Microsoft deal number is a whole number from 1 to ${MAX_MICROSOFT_DEAL}; got ${show(seed)}.`);
  }
  // Microsoft's order is rank-major (AC AD AH AS 2C …) and ours suit-major: index r*4+s is our id s*13+r.
  const deck = Array.from({ length: 52 }, (_, index) => (index % 4) * 13 + Math.floor(index / 4));
  let state = seed;
  const dealt: number[] = [];
  for (let i = 51; i >= 0; i--) {
    // Below 2^31 × 214013 + 2531011 < 2^53 the product is exact in a double, so % gives the true residue.
    state = (state * 214013 + 2531011) % 0x80000000;
    const j = Math.floor(state / 0x10000) % (i + 1);
    dealt.push(deck[j] as number);
    deck[j] = deck[i] as number;
  }
  return dealt;
}
