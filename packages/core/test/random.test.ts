import { describe, expect, it } from 'vitest';
import { STANDARD_DECK, cardCode, deckCards } from '../src/entries/cards.js';
import { MAX_SEED, isValidSeed, mulberry32, randomBelow, shuffled, type RandomSource } from '../src/entries/random.js';

/** The first `n` numbers a source gives. */
function take(next: RandomSource, n: number): number[] {
  return Array.from({ length: n }, () => next());
}

/** A source that gives the listed numbers in turn, and counts how many it gave. */
function scripted(values: readonly number[]): { next: RandomSource; drawn: () => number } {
  let i = 0;
  return {
    next: () => {
      const v = values[i];
      if (v === undefined) throw new Error(`scripted source ran out after ${values.length} draws`);
      i++;
      return v;
    },
    drawn: () => i,
  };
}

/** A shuffled standard deck, as card codes joined by spaces. */
function shuffledDeck(seed: number): string {
  return shuffled(deckCards(STANDARD_DECK), seed).map(cardCode).join(' ');
}

describe('mulberry32: "the same seed gives the same numbers on every engine and platform"', () => {
  // GOLDEN VECTORS. These pin the documented algorithm (Mulberry32, Tommy Ettinger) and must never change:
  // a change here would alter every numbered deal of every game, and break every shared deal and save.
  // They agree with the reference implementation published with the algorithm.
  it('gives these first five numbers for seed 0', () => {
    expect(take(mulberry32(0), 5)).toEqual([1144304738, 1416247, 958946056, 627933444, 2007157716]);
  });

  it('gives these first five numbers for seed 1', () => {
    expect(take(mulberry32(1), 5)).toEqual([2693262067, 11749833, 2265367787, 4213581821, 4159151403]);
  });

  it('gives these first five numbers for seed 42', () => {
    expect(take(mulberry32(42), 5)).toEqual([2581720956, 1925393290, 3661312704, 2876485805, 750819978]);
  });

  it('gives these first five numbers for the largest seed, 4294967295', () => {
    expect(take(mulberry32(4294967295), 5)).toEqual([3850105811, 813802916, 3073704848, 4054706436, 3630262831]);
  });

  it('gives two generators with the same seed the same sequence, independently', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const first = take(a, 3);
    expect(take(b, 3)).toEqual(first);
    expect(take(a, 3)).toEqual(take(b, 3));
  });

  it('returns unsigned 32-bit whole numbers', () => {
    const outside = take(mulberry32(99), 10_000).filter((n) => !Number.isInteger(n) || n < 0 || n > 0xffffffff);
    expect(outside).toEqual([]);
  });
});

describe('isValidSeed: "a whole number from 0 to 4,294,967,295"', () => {
  it('has 2^32 - 1 as the largest seed', () => {
    expect(MAX_SEED).toBe(4294967295);
  });

  it('accepts 0 and 2^32 - 1, the ends of the range', () => {
    expect(isValidSeed(0)).toBe(true);
    expect(isValidSeed(2 ** 32 - 1)).toBe(true);
    expect(isValidSeed(123456789)).toBe(true);
  });

  it('refuses -1, 1.5, NaN, 2^32, Infinity', () => {
    expect(isValidSeed(-1)).toBe(false);
    expect(isValidSeed(1.5)).toBe(false);
    expect(isValidSeed(Number.NaN)).toBe(false);
    expect(isValidSeed(2 ** 32)).toBe(false);
    expect(isValidSeed(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('refuses what is not a number: "1", null, undefined, 1n', () => {
    expect(isValidSeed('1')).toBe(false);
    expect(isValidSeed(null)).toBe(false);
    expect(isValidSeed(undefined)).toBe(false);
    expect(isValidSeed(1n)).toBe(false);
  });
});

describe('randomBelow: "every outcome is equally likely"', () => {
  it('with bound 3 takes the last full block of draws, 4294967292..4294967294, to 0, 1 and 2', () => {
    expect(randomBelow(scripted([4294967292]).next, 3)).toBe(0);
    expect(randomBelow(scripted([4294967293]).next, 3)).toBe(1);
    expect(randomBelow(scripted([4294967294]).next, 3)).toBe(2);
  });

  it('throws away a draw at or above the largest multiple of the bound below 2^32, and draws again', () => {
    // 2^32 = 3 * 1431655765 + 1, so 4294967295 is the one draw that would favour 0.
    const source = scripted([4294967295, 5]);
    expect(randomBelow(source.next, 3)).toBe(2);
    expect(source.drawn()).toBe(2);
  });

  it('with bound 6 rejects the four draws from 4294967292 up', () => {
    // 2^32 = 6 * 715827882 + 4
    const source = scripted([4294967292, 4294967293, 4294967294, 4294967295, 4294967291]);
    expect(randomBelow(source.next, 6)).toBe(5);
    expect(source.drawn()).toBe(5);
  });

  it('never rejects a draw when the bound divides 2^32', () => {
    const source = scripted([4294967295]);
    expect(randomBelow(source.next, 4)).toBe(3);
    expect(source.drawn()).toBe(1);
    expect(randomBelow(scripted([4294967295]).next, 2 ** 32)).toBe(4294967295);
  });

  it('with bound 1 always gives 0 from one draw', () => {
    const source = scripted([4294967295, 0, 17]);
    expect([randomBelow(source.next, 1), randomBelow(source.next, 1), randomBelow(source.next, 1)]).toEqual([0, 0, 0]);
    expect(source.drawn()).toBe(3);
  });

  it('stays within 0 to bound - 1 and reaches both ends, for every bound a 52-card shuffle uses', () => {
    const next = mulberry32(2024);
    const problems: string[] = [];
    for (let bound = 1; bound <= 52; bound++) {
      const seen = new Set<number>();
      for (let k = 0; k < 40 * bound; k++) {
        const r = randomBelow(next, bound);
        if (!Number.isInteger(r) || r < 0 || r >= bound) problems.push(`bound ${bound} gave ${r}`);
        seen.add(r);
      }
      if (!seen.has(0) || !seen.has(bound - 1)) problems.push(`bound ${bound} missed an end`);
    }
    expect(problems).toEqual([]);
  });

  it('refuses a bound no draw could satisfy, instead of looping for ever', () => {
    const next = mulberry32(1);
    expect(() => randomBelow(next, 0)).toThrow(new RangeError('randomBelow needs a whole number bound from 1 to 2^32; got 0.'));
    expect(() => randomBelow(next, -1)).toThrow(new RangeError('randomBelow needs a whole number bound from 1 to 2^32; got -1.'));
    expect(() => randomBelow(next, 2.5)).toThrow(new RangeError('randomBelow needs a whole number bound from 1 to 2^32; got 2.5.'));
    expect(() => randomBelow(next, Number.NaN)).toThrow(new RangeError('randomBelow needs a whole number bound from 1 to 2^32; got NaN.'));
    expect(() => randomBelow(next, 2 ** 32 + 1)).toThrow(new RangeError('randomBelow needs a whole number bound from 1 to 2^32; got 4294967297.'));
  });
});

describe('shuffled: "Fisher–Yates from the last position down"', () => {
  // GOLDEN VECTORS. These pin the documented shuffle over the documented PRNG and must never change:
  // deal N of every game is laid out from exactly this order, so a change would alter every numbered deal.
  it('shuffles the standard deck this way for seed 0', () => {
    expect(shuffledDeck(0)).toBe(
      '3D QH KD TS 9S 2H JC TH KS 9H QC 5C 9D 8D JS 8H KH 8S 9C 6H JD 7D 5H TC 6S 2S 7H 4D 7S 3S 8C 5S 2C 3C 4H 4S QD QS AC 4C AH 2D 6C AD 5D AS TD JH KC 7C 3H 6D',
    );
  });

  it('shuffles the standard deck this way for seed 1', () => {
    expect(shuffledDeck(1)).toBe(
      '9C AC TC 4C 8H TD 2C 5S KS 5C QD 6H AD 6C 9H JD TH 6S KH JC 7D AH 8D 3H 9S 2D 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D',
    );
  });

  it('shuffles the standard deck this way for seed 42', () => {
    expect(shuffledDeck(42)).toBe(
      '4D JC KH QC 4C 7S 7H AC 6S 9S TD JD 6C TC 8H 2H 3C QH 9H 5S 7C 8D 3D AS QD 2C 2S 3S KC TH 8C 3H JS 7D 4H 6D KD KS 9C AD AH 9D 5H 2D 5D JH QS 4S 8S 5C 6H TS',
    );
  });

  it('shuffles the standard deck this way for seed 123456789', () => {
    expect(shuffledDeck(123456789)).toBe(
      'AC 5H JD QH 6S 9C 7S 3C 4D 8H 3H 2H 7D TC 9S AS 6C TH 9H JH TD 6H 3D QC 5D 6D 7C 3S 5S 2C KS AH JS QD 2D KD KC QS JC 8C AD 4H 8D 4C 7H TS 2S 9D 8S KH 5C 4S',
    );
  });

  it('gives the documented example: shuffled([0, 1, 2, 3], 42)', () => {
    expect(shuffled([0, 1, 2, 3], 42)).toEqual([2, 3, 1, 0]);
  });

  it('swaps each position i, from the last down, with randomBelow(next, i + 1), as documented', () => {
    const items = deckCards({ decks: 2, suits: ['spades', 'hearts'] });
    for (const seed of [0, 5, 77, MAX_SEED]) {
      const expected = items.slice();
      const next = mulberry32(seed);
      for (let i = expected.length - 1; i > 0; i--) {
        const j = randomBelow(next, i + 1);
        [expected[i], expected[j]] = [expected[j] ?? -1, expected[i] ?? -1];
      }
      expect(shuffled(items, seed)).toEqual(expected);
    }
  });

  it('does not change its input', () => {
    const deck = Object.freeze(deckCards(STANDARD_DECK));
    const result = shuffled(deck, 42);
    expect(deck).toEqual(deckCards(STANDARD_DECK));
    expect(result).not.toBe(deck);
  });

  it('returns a permutation: the same cards, each once', () => {
    const deck = deckCards({ decks: 2, suits: ['spades'] });
    for (const seed of [0, 1, 2, 3, 1000, MAX_SEED]) {
      expect(shuffled(deck, seed).sort((a, b) => a - b)).toEqual(deck.slice().sort((a, b) => a - b));
    }
  });

  it('gives different seeds different orders', () => {
    const orders = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(shuffledDeck));
    expect(orders.size).toBe(10);
  });

  it('leaves an empty list and a single item as they are', () => {
    expect(shuffled([], 3)).toEqual([]);
    expect(shuffled(['only'], 3)).toEqual(['only']);
  });

  it('shuffles any kind of item', () => {
    expect(shuffled(['a', 'b', 'c', 'd'], 42)).toEqual(['c', 'd', 'b', 'a']);
  });
});
