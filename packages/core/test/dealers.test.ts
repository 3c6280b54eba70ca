/**
 * The named dealers: Microsoft's FreeCell numbers against the published layouts, against an independent
 * implementation written here from the algorithm's description, and carried by games and saves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineGame, Game, PatienceError } from '../src/index.js';
import { cardCode } from '../src/entries/cards.js';
import { deal, dealtDeck } from '../src/entries/engine.js';
import { MAX_MICROSOFT_DEAL, microsoftDeal } from '../src/entries/random.js';
import { readSave } from '../src/entries/saves.js';
import { freecell } from './fixtures/freecell.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { caught } from './support/engine-helpers.js';

/** The rows as dealt, eight cards a row, rows separated by " / ": the form the published layouts take. */
function rowsOf(codes: readonly string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < codes.length; i += 8) rows.push(codes.slice(i, i + 8).join(' '));
  return rows.join(' / ');
}

/** A FreeCell game's eight columns, bottom card first, as card codes. */
function columnsOf(game: Game): string[][] {
  return game.state.piles.slice(0, 8).map((pile) => pile.cards.map(cardCode));
}

/**
 * Microsoft's deal written again from its description, sharing nothing with the implementation: BigInt
 * arithmetic, card codes built rank-major, columns filled round-robin.
 */
function referenceColumns(number: number): string[][] {
  const deck: string[] = [];
  for (const rank of 'A23456789TJQK') for (const suit of 'CDHS') deck.push(rank + suit);
  let seed = BigInt(number);
  const rand = (): number => {
    seed = (seed * 214013n + 2531011n) % 2147483648n;
    return Number(seed >> 16n);
  };
  const columns: string[][] = Array.from({ length: 8 }, () => []);
  for (let i = 51, dealt = 0; i >= 0; i--, dealt++) {
    const j = rand() % (i + 1);
    (columns[dealt % 8] as string[]).push(deck[j] as string);
    deck[j] = deck[i] as string;
  }
  return columns;
}

describe('microsoftDeal: "FreeCell #11982 means the same layout here as in Windows FreeCell"', () => {
  // GOLDEN VECTORS, published with Windows FreeCell's deals (1 and 617 as the published tables print them;
  // 24 and 11982 derived and printed in docs/deals.md). They must never change.
  it('deals game 1 as published', () => {
    expect(rowsOf(microsoftDeal(1).map(cardCode))).toBe(
      'JD 2D 9H JC 5D 7H 7C 5H / KD KC 9S 5S AD QC KH 3H / 2S KS 9D QD JS AS AH 3C / 4C 5C TS QH 4H AC 4D 7S / '
      + '3S TD 4S TH 8H 2C JH 7D / 6D 8S 8D QS 6C 3D 8C TC / 6S 9C 2H 6H',
    );
  });

  it('deals game 24 as docs/deals.md prints it', () => {
    expect(rowsOf(microsoftDeal(24).map(cardCode))).toBe(
      '4C 5H QC 5D 2D 7H AH 7S / 2C QH 9S 2S KD JS 5S 6C / 9C 3C 6H JC TH KH 6S 7D / 8C AC 9H 5C TC TS AD 4D / '
      + 'QS 3H 3S JH TD KC 8H 8S / 4S 4H KS 6D 8D 7C JD 9D / 2H QD 3D AS',
    );
  });

  it('deals game 617 as published', () => {
    expect(rowsOf(microsoftDeal(617).map(cardCode))).toBe(
      '7D AD 5C 3S 5S 8C 2D AH / TD 7S QD AC 6D 8H AS KH / TH QC 3H 9D 6S 8D 3D TC / KD 5H 9S 3C 8S 7H 4D JS / '
      + '4C QS 9C 9H 7C 6H 2C 2S / 4S TS 2H 5D JC 6C JH QH / JD KS KC 4H',
    );
  });

  it('deals game 11982, the famous impossible one, as docs/deals.md prints it', () => {
    expect(rowsOf(microsoftDeal(11982).map(cardCode))).toBe(
      'AH AS 4H AC 2D 6S TS JS / 3D 3H QS QC 8S 7H AD KS / KD 6H 5S 4D 9H JH 9S 3C / JC 5D 5C 8C 9D TD KH 7C / '
      + '6C 2C TH QH 6D TC 4S 7S / JD 7D 8H 9C 2H QD 4C 5H / KC 8D 2S 3S',
    );
  });

  it('lays out every number from 1 to 2^31 - 1 as the independent implementation does, column by column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MICROSOFT_DEAL }), (number) => {
        expect(columnsOf(new Game(freecell, { seed: number, dealer: 'microsoft' }))).toEqual(referenceColumns(number));
      }),
      { numRuns: 300, examples: [[1], [MAX_MICROSOFT_DEAL], [0x40000000]] },
    );
  });

  it('refuses 0, 2^31 and fractions with invalid-seed, saying the range', () => {
    for (const bad of [0, 0x80000000, 1.5, -1]) {
      const error = caught(() => microsoftDeal(bad));
      expect(error).toBeInstanceOf(PatienceError);
      expect((error as PatienceError).code).toBe('invalid-seed');
      expect((error as PatienceError).message).toBe(`A Microsoft deal number is a whole number from 1 to 2147483647; got ${String(bad)}.`);
    }
  });
});

describe('dealers through deal and Game', () => {
  it('deal with dealer microsoft lays FreeCell out as Microsoft does; the default dealer is ours', () => {
    const columns = (seed: number, dealer?: 'microsoft') => deal(freecell, seed, dealer).piles.slice(0, 8).map((p) => p.cards.map(cardCode));
    expect(columns(617, 'microsoft')).toEqual(referenceColumns(617));
    expect(deal(freecell, 617)).toEqual(deal(freecell, 617, 'patience'));
    expect(columns(617)).not.toEqual(referenceColumns(617));
  });

  it('refuses a microsoft deal of a deck that is not one standard deck, and an unknown dealer', () => {
    const twoDecks = caught(() => deal(spiderLike, 1, 'microsoft')) as PatienceError;
    expect(twoDecks.code).toBe('invalid-option');
    expect(twoDecks.message).toMatch(/^Microsoft's deals are of one standard 52-card deck; this game uses /);
    const unknown = caught(() => dealtDeck(freecell.deck, 1, 'windows' as 'microsoft')) as PatienceError;
    expect(unknown.code).toBe('invalid-option');
    expect(unknown.message).toBe('A dealer is one of patience, microsoft; got "windows".');
  });

  it('a save of a microsoft deal carries the dealer and loads to the same layout', () => {
    const game = new Game(freecell, { seed: 11982, dealer: 'microsoft' });
    expect(game.dealer).toBe('microsoft');
    const save = game.save();
    expect(save.seed).toBe(11982);
    expect(save.dealer).toBe('microsoft');
    const loaded = Game.load(JSON.stringify(save), freecell);
    expect(loaded.dealer).toBe('microsoft');
    expect(columnsOf(loaded)).toEqual(referenceColumns(11982));
  });

  it('a save of our own deal has no dealer field, exactly as before', () => {
    const save = new Game(klondike, { seed: 7 }).save();
    expect(Object.keys(save)).toEqual(['format', 'version', 'variant', 'seed', 'moves']);
  });

  it('a save naming an unknown dealer is refused with invalid-save, saying which', () => {
    const save = { ...new Game(freecell, { seed: 1, dealer: 'microsoft' }).save(), dealer: 'windows' };
    const error = caught(() => readSave(save)) as PatienceError;
    expect(error.code).toBe('invalid-save');
    expect(error.message).toBe('This save cannot be loaded: dealer: expected one of patience, microsoft, got "windows".');
  });
});

describe('a game declares the dealers it offers', () => {
  const spec = {
    id: 'mini-cells', name: 'Mini Cells', difficulty: 'easy', description: 'FreeCell by another name.', options: {},
    config: () => ({ layout: { tableau: [7, 7, 7, 7, 6, 6, 6, 6].map((cards) => ({ cards, faceDown: 0 })) } }),
  } as const;

  it('offers only our own dealer unless it says otherwise', () => {
    expect(defineGame(spec).dealers).toEqual(['patience']);
    expect(defineGame({ ...spec, dealers: ['patience', 'microsoft'] }).dealers).toEqual(['patience', 'microsoft']);
  });

  it('refuses an unknown dealer, an empty list and a repeated dealer with a VariantError naming the field', () => {
    const problems = [['windows'], [], ['microsoft', 'microsoft']].map((dealers) => (caught(() => defineGame({ ...spec, dealers: dealers as never })) as Error).message);
    expect(problems).toEqual([
      'dealers[0]: expected one of "patience", "microsoft", got "windows"',
      'dealers: a game offers at least one dealer',
      'dealers: a dealer is listed twice',
    ]);
  });
});
