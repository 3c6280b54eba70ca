import { describe, expect, it } from 'vitest';
import { easthaven } from '@patience/easthaven';
import { findGame } from '@patience/games';
import { spider } from '@patience/spider';
import { gameManifest } from '../src/gallery/game-manifest.js';
import { changedOptions, parseDealNumber, parseMicrosoftDealNumber, presetFor, randomDealNumber, readPlayParams, sameOptions } from '../src/routes/play-params.js';
import { parseHash } from '../src/routes/route.js';

const SPIDER = gameManifest(spider);
const EASTHAVEN = gameManifest(easthaven);
const SPIDER_DEFAULTS = { suits: 4, dealWithEmptyColumns: 'forbid' };

describe('deal numbers', () => {
  it('are whole numbers from 0 to 2^32 - 1, digits only', () => {
    expect(parseDealNumber('0')).toBe(0);
    expect(parseDealNumber('42')).toBe(42);
    expect(parseDealNumber(' 7 ')).toBe(7);
    expect(parseDealNumber('4294967295')).toBe(4294967295);
  });

  it('refuse negative, fractional, huge, exponent, hex and empty text', () => {
    for (const raw of ['-1', '1.5', '4294967296', '99999999999', '1e3', '0x10', '', 'abc', '<b>1</b>', '١٢']) {
      expect(parseDealNumber(raw), raw).toBeNull();
    }
  });

  it('a random one is in range', () => {
    expect(randomDealNumber(() => 0)).toBe(0);
    // Six digits at most, so a deal is easy to share.
    expect(randomDealNumber(() => 0.999999999999)).toBe(999_999);
    expect(randomDealNumber(() => 0.5)).toBe(500_000);
  });
});

describe('play parameters', () => {
  it('fill every option with its default when the URL gives none', () => {
    expect(readPlayParams(SPIDER, [])).toEqual({ seed: null, options: SPIDER_DEFAULTS, problems: [] });
  });

  it('read a seed and options in their string form', () => {
    expect(readPlayParams(SPIDER, [['seed', '7'], ['suits', '2'], ['dealWithEmptyColumns', 'allow']])).toEqual({
      seed: 7, options: { suits: 2, dealWithEmptyColumns: 'allow' }, problems: [],
    });
    expect(readPlayParams(EASTHAVEN, [['foundationTakeBack', 'true']]).options).toEqual({
      emptyColumns: 'king', dealWithEmptyColumns: 'forbid', foundationTakeBack: true,
    });
  });

  it('turn a bad seed into a new deal with a sentence', () => {
    expect(readPlayParams(SPIDER, [['seed', '-1']])).toEqual({
      seed: null,
      options: SPIDER_DEFAULTS,
      problems: ['“-1” is not a deal number: deal numbers are whole numbers from 0 to 4294967295. Here is a new deal.'],
    });
  });

  it('ignore unknown options and values with a sentence each, keeping the defaults', () => {
    expect(readPlayParams(SPIDER, [['colour', 'red'], ['suits', '3']])).toEqual({
      seed: null,
      options: SPIDER_DEFAULTS,
      problems: [
        'Spider has no option “colour”; its options are suits, dealWithEmptyColumns.',
        '“3” is not a choice for suits: use 1, 2, 4. The default is used.',
      ],
    });
  });

  it('name an option by its key and label', () => {
    expect(readPlayParams(EASTHAVEN, [['emptyColumns', 'queen']]).problems).toEqual([
      '“queen” is not a choice for emptyColumns (what fills an empty column): use king, any. The default is used.',
    ]);
  });

  it('keep the first of a repeated parameter', () => {
    expect(readPlayParams(SPIDER, [['seed', '1'], ['seed', '2']])).toEqual({
      seed: 1, options: SPIDER_DEFAULTS, problems: ['The parameter “seed” is given twice; the first one counts.'],
    });
  });

  it('name only the options that differ from the defaults, in option order', () => {
    expect(changedOptions(SPIDER, { dealWithEmptyColumns: 'allow', suits: 2 })).toEqual([['suits', 2], ['dealWithEmptyColumns', 'allow']]);
    expect(changedOptions(SPIDER, SPIDER_DEFAULTS)).toEqual([]);
  });

  it('compare options with the defaults filled in, and find the preset they make', () => {
    expect(sameOptions(SPIDER, {}, SPIDER_DEFAULTS)).toBe(true);
    expect(sameOptions(SPIDER, { suits: 2 }, SPIDER_DEFAULTS)).toBe(false);
    expect(presetFor(SPIDER, { suits: 2, dealWithEmptyColumns: 'forbid' })?.id).toBe('2-suits');
    expect(presetFor(SPIDER, { suits: 2, dealWithEmptyColumns: 'allow' })).toBeUndefined();
  });
});

describe("a link to one of Microsoft's deals (#/play/freecell?ms=11982)", () => {
  const FREECELL = gameManifest(findGame('freecell')?.game ?? spider);
  const KLONDIKE = gameManifest(findGame('klondike')?.game ?? spider);

  it('is parsed from the hash as a play route with its ms parameter', () => {
    expect(parseHash('#/play/freecell?ms=11982')).toEqual({ page: 'play', gameId: 'freecell', params: [['ms', '11982']] });
  });

  it("asks for Microsoft's deal by its number, for a game that offers Microsoft's dealer", () => {
    expect(FREECELL.dealers).toEqual(['patience', 'microsoft']);
    expect(readPlayParams(FREECELL, [['ms', '11982']])).toEqual({ seed: 11982, dealer: 'microsoft', options: {}, problems: [] });
    expect(readPlayParams(FREECELL, [['ms', '2147483647']])).toEqual({ seed: 2147483647, dealer: 'microsoft', options: {}, problems: [] });
  });

  it('reads Microsoft numbers from 1 to 2^31 - 1, digits only', () => {
    expect(parseMicrosoftDealNumber('1')).toBe(1);
    for (const raw of ['0', '2147483648', '-5', '1e3', 'x', '']) expect(parseMicrosoftDealNumber(raw), raw).toBeNull();
  });

  it('says why a bad ms is ignored, and deals a new game', () => {
    expect(readPlayParams(FREECELL, [['ms', '0']])).toEqual({
      seed: null, options: {}, problems: ['“0” is not a Microsoft deal number: they are whole numbers from 1 to 2147483647. Here is a new deal.'],
    });
    expect(readPlayParams(KLONDIKE, [['ms', '5']])).toEqual({
      seed: null, options: { draw: 1, redeals: 'unlimited', vegasScoring: false },
      problems: ['Klondike is not dealt by Microsoft\'s numbers, so ms=“5” is ignored. Here is a new deal.'],
    });
  });

  it('takes the first of seed and ms when a link gives both', () => {
    expect(readPlayParams(FREECELL, [['ms', '11982'], ['seed', '4']])).toEqual({
      seed: 11982, dealer: 'microsoft', options: {}, problems: ['A link names one deal, by seed or by ms; the first one counts.'],
    });
    expect(readPlayParams(FREECELL, [['seed', '4'], ['ms', '11982']])).toEqual({
      seed: 4, options: {}, problems: ['A link names one deal, by seed or by ms; the first one counts.'],
    });
  });
});
