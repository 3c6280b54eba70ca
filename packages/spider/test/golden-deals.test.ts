/**
 * Golden deals: fixed deal numbers give exactly these layouts (stock included, its top card last) and these
 * legal moves, for every preset of both games. Recorded by running the code and checked by hand: Spider has
 * four columns of 6 and six of 5, only the top card face up, and 50 cards in the stock; Spiderette has seven
 * columns of 1 to 7, only the top card face up, and 24 in the stock. The last test checks those counts, and
 * the copies of each card, for many deals.
 */
import { deal, pileIds } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';
import { codeCounts, layout, moveList, SPIDERETTE_DEAL_1_LAYOUT } from './support.js';

describe('Spider golden deals', () => {
  it('standard, deal 1', () => {
    const variant = spider.variant();
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual([
      't1: KD 8S 5H 7S JH | 3D',
      't2: 9D TD 8C 6H 3S | QH',
      't3: 8D 5S 2C QC 4H | 2C',
      't4: 9D JH JD QS AS | 3C',
      't5: TC 7C TH 7C | 7D',
      't6: 5H 7H 3H KC | JD',
      't7: TD 9S KS 5D | AC',
      't8: 5C 7D 7S QH | AD',
      't9: 8H KS 8C KH | 2D',
      't10: 2H 5S 4C QD | 4H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: JS 6H JC QS 3S 3C TS JC TS AS 4D AH 8D KC 6C 2S 4S AH AC 6D TH QD KD 7H 6D TC 9H 8H 8S 2H 2D AD 9C 9H 3H 2S 6S 5D JS 6S 9S 4D 4S 5C 9C 4C KH QC 6C 3D |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t10 t3>t1 t3>t4 t4>t10 t6>t2 t7>t3 t7>t9 t8>t3 t8>t9 t9>t1 t9>t4 d');
  });

  it('standard, deal 2', () => {
    const variant = spider.variant();
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: AH AD KH KS QH | 8D',
      't2: 7C 2H JD 8D 2C | 6H',
      't3: 5C 2D JS 3D 7C | 3C',
      't4: TC 5H TH AS 7H | QC',
      't5: 5S 4D 9C 6H | 9H',
      't6: 2S AS 8H 4H | 9D',
      't7: AC 2H 7H TD | AH',
      't8: TS 7D KD 6D | 7S',
      't9: 3H 4C 6D 4H | QC',
      't10: 3D 4C 8S QD | 3C',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: 2S 6C QH QD TH KC 9C 4D AD 4S 2C AC 6C JH KC 3S 5D 7D 9H 6S 6S KS QS KH 8S 5H 5S 9S 5C JC QS 2D TD 3H 8C 9S KD JD 8H TS 4S 5D JC 7S JH JS 9D 8C 3S TC |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t5 t1>t6 t2>t8 t8>t1 d');
  });

  it('1-suit, deal 1', () => {
    const variant = spider.variant({ suits: 1 });
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual([
      't1: KS 8S 5S 7S JS | 3S',
      't2: 9S TS 8S 6S 3S | QS',
      't3: 8S 5S 2S QS 4S | 2S',
      't4: 9S JS JS QS AS | 3S',
      't5: TS 7S TS 7S | 7S',
      't6: 5S 7S 3S KS | JS',
      't7: TS 9S KS 5S | AS',
      't8: 5S 7S 7S QS | AS',
      't9: 8S KS 8S KS | 2S',
      't10: 2S 5S 4S QS | 4S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: JS 6S JS QS 3S 3S TS JS TS AS 4S AS 8S KS 6S 2S 4S AS AS 6S TS QS KS 7S 6S TS 9S 8S 8S 2S 2S AS 9S 9S 3S 2S 6S 5S JS 6S 9S 4S 4S 5S 9S 4S KS QS 6S 3S |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t10 t3>t1 t3>t4 t4>t10 t6>t2 t7>t3 t7>t9 t8>t3 t8>t9 t9>t1 t9>t4 d');
  });

  it('1-suit, deal 2', () => {
    const variant = spider.variant({ suits: 1 });
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: AS AS KS KS QS | 8S',
      't2: 7S 2S JS 8S 2S | 6S',
      't3: 5S 2S JS 3S 7S | 3S',
      't4: TS 5S TS AS 7S | QS',
      't5: 5S 4S 9S 6S | 9S',
      't6: 2S AS 8S 4S | 9S',
      't7: AS 2S 7S TS | AS',
      't8: TS 7S KS 6S | 7S',
      't9: 3S 4S 6S 4S | QS',
      't10: 3S 4S 8S QS | 3S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: 2S 6S QS QS TS KS 9S 4S AS 4S 2S AS 6S JS KS 3S 5S 7S 9S 6S 6S KS QS KS 8S 5S 5S 9S 5S JS QS 2S TS 3S 8S 9S KS JS 8S TS 4S 5S JS 7S JS JS 9S 8S 3S TS |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t5 t1>t6 t2>t8 t8>t1 d');
  });

  it('2-suits, deal 1', () => {
    const variant = spider.variant({ suits: 2 });
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual([
      't1: KH 8H 5S 7H JS | 3H',
      't2: 9H TH 8S 6S 3H | QS',
      't3: 8H 5H 2S QS 4S | 2S',
      't4: 9H JS JH QH AH | 3S',
      't5: TS 7S TS 7S | 7H',
      't6: 5S 7S 3S KS | JH',
      't7: TH 9H KH 5H | AS',
      't8: 5S 7H 7H QS | AH',
      't9: 8S KH 8S KS | 2H',
      't10: 2S 5H 4S QH | 4S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: JH 6S JS QH 3H 3S TH JS TH AH 4H AS 8H KS 6S 2H 4H AS AS 6H TS QH KH 7S 6H TS 9S 8S 8H 2S 2H AH 9S 9S 3S 2H 6H 5H JH 6H 9H 4H 4H 5S 9S 4S KS QS 6S 3H |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t10 t3>t1 t3>t4 t4>t10 t6>t2 t7>t3 t7>t9 t8>t3 t8>t9 t9>t1 t9>t4 d');
  });

  it('2-suits, deal 2', () => {
    const variant = spider.variant({ suits: 2 });
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: AS AH KS KH QS | 8H',
      't2: 7S 2S JH 8H 2S | 6S',
      't3: 5S 2H JH 3H 7S | 3S',
      't4: TS 5S TS AH 7S | QS',
      't5: 5H 4H 9S 6S | 9S',
      't6: 2H AH 8S 4S | 9H',
      't7: AS 2S 7S TH | AS',
      't8: TH 7H KH 6H | 7H',
      't9: 3S 4S 6H 4S | QS',
      't10: 3H 4S 8H QH | 3S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: 2H 6S QS QH TS KS 9S 4H AH 4H 2S AS 6S JS KS 3H 5H 7H 9S 6H 6H KH QH KS 8H 5S 5H 9H 5S JS QH 2H TH 3S 8S 9H KH JH 8S TH 4H 5H JS 7H JS JH 9H 8S 3H TS |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t5 t1>t6 t2>t8 t8>t1 d');
  });

  it('relaxed, deal 1', () => {
    const variant = spider.variant({ dealWithEmptyColumns: 'allow' });
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual([
      't1: KD 8S 5H 7S JH | 3D',
      't2: 9D TD 8C 6H 3S | QH',
      't3: 8D 5S 2C QC 4H | 2C',
      't4: 9D JH JD QS AS | 3C',
      't5: TC 7C TH 7C | 7D',
      't6: 5H 7H 3H KC | JD',
      't7: TD 9S KS 5D | AC',
      't8: 5C 7D 7S QH | AD',
      't9: 8H KS 8C KH | 2D',
      't10: 2H 5S 4C QD | 4H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: JS 6H JC QS 3S 3C TS JC TS AS 4D AH 8D KC 6C 2S 4S AH AC 6D TH QD KD 7H 6D TC 9H 8H 8S 2H 2D AD 9C 9H 3H 2S 6S 5D JS 6S 9S 4D 4S 5C 9C 4C KH QC 6C 3D |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t10 t3>t1 t3>t4 t4>t10 t6>t2 t7>t3 t7>t9 t8>t3 t8>t9 t9>t1 t9>t4 d');
  });

  it('relaxed, deal 2', () => {
    const variant = spider.variant({ dealWithEmptyColumns: 'allow' });
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: AH AD KH KS QH | 8D',
      't2: 7C 2H JD 8D 2C | 6H',
      't3: 5C 2D JS 3D 7C | 3C',
      't4: TC 5H TH AS 7H | QC',
      't5: 5S 4D 9C 6H | 9H',
      't6: 2S AS 8H 4H | 9D',
      't7: AC 2H 7H TD | AH',
      't8: TS 7D KD 6D | 7S',
      't9: 3H 4C 6D 4H | QC',
      't10: 3D 4C 8S QD | 3C',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: 2S 6C QH QD TH KC 9C 4D AD 4S 2C AC 6C JH KC 3S 5D 7D 9H 6S 6S KS QS KH 8S 5H 5S 9S 5C JC QS 2D TD 3H 8C 9S KD JD 8H TS 4S 5D JC 7S JH JS 9D 8C 3S TC |',
    ]);
    expect(moveList(variant, state)).toBe('t1>t5 t1>t6 t2>t8 t8>t1 d');
  });

});

describe('Spiderette golden deals', () => {
  it('standard, deal 1', () => {
    const variant = spiderette.variant();
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual(SPIDERETTE_DEAL_1_LAYOUT);
    expect(moveList(variant, state)).toBe('t2>t3 t5>t1 d');
  });

  it('standard, deal 2', () => {
    const variant = spiderette.variant();
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: TD',
      't2: JC | KS',
      't3: QC JS | 9C',
      't4: AS QD 9H | 3S',
      't5: AH 6C 4D 4H | AC',
      't6: 5C 4S 6S QH JD | KD',
      't7: 9D 3H 2C 2S QS JH | 7H',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: 8D 7D 3C 6D 9S 2D 5D KC TS 8H KH 8C 5H 8S 7C AD 4C 7S 5S TH 3D 2H 6H TC |',
    ]);
    expect(moveList(variant, state)).toBe('t3>t1 d');
  });

  it('1-suit, deal 1', () => {
    const variant = spiderette.variant({ suits: 1 });
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual([
      't1: 9S',
      't2: AS | 5S',
      't3: TS KS | 6S',
      't4: 4S 5S 9S | KS',
      't5: 8S QS JS JS | 8S',
      't6: TS 6S TS 7S 3S | 2S',
      't7: 2S AS 6S AS 9S 6S | KS',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: QS 5S 8S QS TS 8S 3S 5S 9S 3S 4S 4S 7S 7S JS 4S 2S KS AS 2S JS QS 7S 3S |',
    ]);
    expect(moveList(variant, state)).toBe('t2>t3 t5>t1 d');
  });

  it('1-suit, deal 2', () => {
    const variant = spiderette.variant({ suits: 1 });
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: TS',
      't2: JS | KS',
      't3: QS JS | 9S',
      't4: AS QS 9S | 3S',
      't5: AS 6S 4S 4S | AS',
      't6: 5S 4S 6S QS JS | KS',
      't7: 9S 3S 2S 2S QS JS | 7S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: 8S 7S 3S 6S 9S 2S 5S KS TS 8S KS 8S 5S 8S 7S AS 4S 7S 5S TS 3S 2S 6S TS |',
    ]);
    expect(moveList(variant, state)).toBe('t3>t1 d');
  });

  it('2-suits, deal 1', () => {
    const variant = spiderette.variant({ suits: 2 });
    const state = deal(variant, 1);
    expect(layout(variant, state)).toEqual([
      't1: 9S',
      't2: AS | 5H',
      't3: TS KH | 6S',
      't4: 4S 5S 9S | KS',
      't5: 8S QH JH JS | 8H',
      't6: TH 6S TS 7H 3S | 2H',
      't7: 2S AH 6H AS 9H 6H | KH',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: QH 5H 8H QS TH 8S 3H 5S 9H 3S 4S 4H 7S 7S JH 4H 2H KS AH 2S JS QS 7H 3H |',
    ]);
    expect(moveList(variant, state)).toBe('t2>t3 t5>t1 d');
  });

  it('2-suits, deal 2', () => {
    const variant = spiderette.variant({ suits: 2 });
    const state = deal(variant, 2);
    expect(layout(variant, state)).toEqual([
      't1: TH',
      't2: JS | KH',
      't3: QS JH | 9S',
      't4: AH QH 9S | 3H',
      't5: AS 6S 4H 4S | AS',
      't6: 5S 4H 6H QS JH | KH',
      't7: 9H 3S 2S 2H QH JS | 7S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: 8H 7H 3S 6H 9H 2H 5H KS TH 8S KS 8S 5S 8H 7S AH 4S 7H 5H TS 3H 2S 6S TS |',
    ]);
    expect(moveList(variant, state)).toBe('t3>t1 d');
  });

});

describe('every deal obeys the layout rules', () => {
  const RANKS = 'A23456789TJQK'.split('');
  /** The expected number of each card code: `copies` of every rank of every suit letter given. */
  function expectedCounts(suitLetters: string, copies: number): Record<string, number> {
    const codes = suitLetters.split('').flatMap((s) => RANKS.map((r) => `${r}${s}`));
    return Object.fromEntries(codes.sort((a, b) => a.localeCompare(b)).map((c) => [c, copies]));
  }
  const cases = [
    { game: spider, suits: 1, letters: 'S', copies: 8, columns: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], stock: 50 },
    { game: spider, suits: 2, letters: 'HS', copies: 4, columns: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], stock: 50 },
    { game: spider, suits: 4, letters: 'CDHS', copies: 2, columns: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], stock: 50 },
    { game: spiderette, suits: 1, letters: 'S', copies: 4, columns: [1, 2, 3, 4, 5, 6, 7], stock: 24 },
    { game: spiderette, suits: 2, letters: 'HS', copies: 2, columns: [1, 2, 3, 4, 5, 6, 7], stock: 24 },
    { game: spiderette, suits: 4, letters: 'CDHS', copies: 1, columns: [1, 2, 3, 4, 5, 6, 7], stock: 24 },
  ] as const;

  for (const { game, suits, letters, copies, columns, stock } of cases) {
    it(`${game.name}, ${suits} suit(s): columns of ${columns.join(',')}, top card up, ${stock} in the stock, ${copies} of each card`, () => {
      const variant = game.variant({ suits });
      const ids = pileIds(variant);
      for (let seed = 0; seed < 25; seed++) {
        const state = deal(variant, seed);
        const tableau = state.piles.slice(0, columns.length);
        expect(tableau.map((p) => p.cards.length)).toEqual(columns);
        expect(tableau.map((p) => p.faceDown)).toEqual(columns.map((n) => n - 1));
        const stockPile = state.piles[ids.indexOf('stock')];
        expect(stockPile?.cards.length).toBe(stock);
        expect(stockPile?.faceDown).toBe(stock);
        expect(state.piles.filter((_, i) => ids[i]?.startsWith('f')).every((p) => p.cards.length === 0)).toBe(true);
        expect(new Set(state.piles.flatMap((p) => p.cards)).size).toBe(letters.length * 13 * copies);
        expect(codeCounts(layout(variant, state))).toEqual(expectedCounts(letters, copies));
        expect(state.score).toBe(500);
      }
    });
  }
});
