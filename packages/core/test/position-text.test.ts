/** Positions written as text: card codes, piles with their face-down part, whole prepared positions. */
import { describe, expect, it } from 'vitest';
import { PatienceError } from '../src/index.js';
import { deal } from '../src/entries/engine.js';
import { cardName } from '../src/entries/cards.js';
import { parseCard, parseCards, parsePile, positionFromText, positionToText } from '../src/entries/snapshot.js';
import { klondike } from './fixtures/klondike.js';
import { spiderLike } from './fixtures/spider-like.js';
import { caught } from './support/engine-helpers.js';

describe('parseCard', () => {
  it('reads a rank letter or digit and a suit letter, with an optional copy number', () => {
    expect(['AC', 'TD', 'QH', 'KS', '7C'].map((c) => cardName(parseCard(c)))).toEqual([
      'Ace of clubs', '10 of diamonds', 'Queen of hearts', 'King of spades', '7 of clubs',
    ]);
    expect(parseCard('QH')).toBe(37);
    expect(parseCard('KS#1')).toBe(103);
    expect(parseCard('AS#7')).toBe(7 * 52 + 39);
  });

  it('refuses anything else with a sentence that shows how to write a card', () => {
    for (const bad of ['10H', 'qh', 'QX', 'Q', '', 'KS#', 'KS#32', ' KS']) {
      const error = caught(() => parseCard(bad));
      expect(error).toBeInstanceOf(PatienceError);
      expect((error as PatienceError).code).toBe('invalid-notation');
      expect((error as PatienceError).message).toBe(
        `${JSON.stringify(bad)} is not a card code; write a rank (A 2-9 T J Q K) and a suit (C D H S), as in "QH", "TC" or "KS#1".`,
      );
    }
  });

  it('reads a list of codes separated by any spaces', () => {
    expect(parseCards('  AC\t2C   3C ')).toEqual([0, 1, 2]);
    expect(parseCards('   ')).toEqual([]);
  });
});

describe('parsePile', () => {
  it('puts the cards before the bar face down', () => {
    expect(parsePile('5H 7C | QS KD')).toEqual({ cards: [parseCard('5H'), parseCard('7C'), parseCard('QS'), parseCard('KD')], faceDown: 2 });
    expect(parsePile('| QS')).toEqual({ cards: [parseCard('QS')], faceDown: 0 });
    expect(parsePile('QS')).toEqual({ cards: [parseCard('QS')], faceDown: 0 });
    expect(parsePile('QS', true)).toEqual({ cards: [parseCard('QS')], faceDown: 1 });
  });

  it('refuses a second bar', () => {
    expect(() => parsePile('5H | 7C | QS')).toThrow('"5H | 7C | QS" has two bars; a pile has one face-down part.');
  });
});

describe('positionFromText and positionToText', () => {
  it('round-trip a golden deal', () => {
    const state = deal(klondike, 1);
    const lines = positionToText(klondike, state);
    const piles = Object.fromEntries(lines.map((line) => {
      const [id = '', text = ''] = line.split(':');
      return [id, text.trim()];
    }));
    expect(positionFromText(klondike, piles)).toEqual(state);
  });

  it('leaves unnamed piles empty, reads the stock face down and starts the score where the rules say', () => {
    const state = positionFromText(spiderLike, { t1: 'KS | QS', stock: 'AS#1 AS#2' });
    expect(positionToText(spiderLike, state)).toEqual([
      't1: KS | QS', 't2:', 't3:', 't4:', 't5:', 't6:', 't7:', 't8:', 't9:', 't10:',
      'f1:', 'f2:', 'f3:', 'f4:', 'f5:', 'f6:', 'f7:', 'f8:', 'stock: AS AS |',
    ]);
    expect(state.score).toBe(500);
    expect(positionFromText(spiderLike, {}, { score: 12, movesMade: 3 })).toMatchObject({ score: 12, movesMade: 3, redealsUsed: 0 });
  });

  it('refuses a pile the variant does not have, listing its piles', () => {
    const error = caught(() => positionFromText(klondike, { t8: 'KS' }));
    expect((error as PatienceError).code).toBe('unknown-pile');
    expect((error as PatienceError).message).toBe(
      'There is no pile "t8" in Klondike; its piles are t1, t2, t3, t4, t5, t6, t7, f1, f2, f3, f4, stock, waste.',
    );
  });
});
