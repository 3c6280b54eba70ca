/**
 * Spiderette: "A single-deck Spider played on seven Klondike-style columns — the same mechanics in a shorter,
 * smaller game." (004 seed). The layout and stock that are its own, and Spider's main rules checked again
 * on its seven columns.
 */
import { Game } from '@patience/core';
import { applyMove, deal, isWon, pileIds } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { parseCard } from '@patience/core/snapshot';
import { describe, expect, it } from 'vitest';
import { spiderette } from '../src/index.js';
import { DEAL, layout, moveList, mv, position, refusal, seq } from './support.js';

const standard = spiderette.variant();
const relaxed = spiderette.variant({ dealWithEmptyColumns: 'allow' });

describe('Spiderette layout and stock', () => {
  it('has seven columns, four foundations and a stock, and no waste', () => {
    expect(pileIds(standard)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 'f1', 'f2', 'f3', 'f4', 'stock']);
    expect(standard.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
  });

  it('deals seven columns of 1 to 7 cards, only the top card face up, and 24 cards to the stock', () => {
    const state = deal(standard, 2);
    expect(state.piles.slice(0, 7).map((p) => [p.cards.length, p.faceDown])).toEqual([[1, 0], [2, 1], [3, 2], [4, 3], [5, 4], [6, 5], [7, 6]]);
    expect(state.piles.slice(0, 7).reduce((n, p) => n + p.cards.length, 0)).toBe(28);
    expect(state.piles.at(-1)?.cards.length).toBe(24);
  });

  it('deals three rows of seven, then a last row of three to the three leftmost columns', () => {
    const game = new Game(standard, { seed: 1 });
    expect(game.dealsLeft()).toBe(4);
    const rows: string[] = [];
    while (game.canDeal()) rows.push(game.deal().cards.map(cardCode).join(' '));
    expect(rows).toEqual(['3D 7S QH JH 2H AS KC', '2S 4D JS 7C 7H 4S 4H', '3C 9D 5H 3S 8C TS QC', '8S 5D QS']);
    expect(layout(standard, game.state)).toEqual([
      't1: 9C 3D 2S 3C 8S',
      't2: AC | 5S 7S 4D 9D 5D',
      't3: TC KS | 6C QH JS 5H QS',
      't4: 4C 5C 9H | KH JH 7C 3S',
      't5: 8H QD JD JC | 8D 2H 7H 8C',
      't6: TD 6H TH 7D 3H | 2D AS 4S TS',
      't7: 2C AD 6S AH 9S 6D | KD KC 4H QC',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock:',
    ]);
    expect(game.dealsLeft()).toBe(0);
    expect(game.score).toBe(496);
    expect(refusal(standard, game.state, DEAL)).toBe('stock-empty: The stock is empty.');
    expect(refusal(standard, game.state, { kind: 'redeal' })).toBe('no-stock: Spiderette has no waste to turn over.');
  });
});

describe("Spider's rules on Spiderette's seven columns", () => {
  const aces = { t5: 'AC', t6: 'AD', t7: 'AH' };

  it('a single card goes on any card one rank higher, whatever its suit', () => {
    const state = position(standard, { ...aces, t1: '7H', t2: '8C', t3: '8D', t4: '8S' });
    expect(moveList(standard, state)).toBe('t1>t2 t1>t3 t1>t4');
    expect(refusal(standard, state, mv('t2', 't3'))).toBe(
      'does-not-build: The 8 of clubs cannot go on the 8 of diamonds: build down regardless of suit.',
    );
  });

  it('only a run in one suit moves as a unit: 9♠-8♠-7♠ together, 9♥-8♦ one card at a time', () => {
    const state = position(standard, { ...aces, t1: '9S 8S 7S', t2: 'TD', t3: '9H 8D', t4: 'TC' });
    expect(moveList(standard, state)).toBe('t1>t2x3 t1>t3 t1>t4x3');
    expect(refusal(standard, state, mv('t3', 't4', 2))).toBe(
      'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 3 are not one.',
    );
  });

  it('a face-down card left on top turns face up', () => {
    const state = position(standard, { ...aces, t1: '4C | 7S', t2: '8D', t3: 'KC', t4: 'KD' });
    const outcome = applyMove(standard, state, mv('t1', 't2'));
    expect(outcome.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: parseCard('4C') }]);
  });

  it('any card or same-suit run fills an empty column; no deal until it is filled, unless relaxed', () => {
    const state = position(standard, { ...aces, t2: 'KH QS JS', t3: '2C', t4: '2D', stock: '3C 3D 3H' });
    expect(moveList(standard, state)).toBe('t2>t1 t2>t1x2 t3>t1 t4>t1 t5>t1 t5>t3 t5>t4 t6>t1 t6>t3 t6>t4 t7>t1 t7>t3 t7>t4');
    expect(refusal(standard, state, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(refusal(relaxed, state, DEAL)).toBe('legal');
  });

  it('a completed King-to-Ace run of one suit is lifted, scoring 100 less the move', () => {
    const state = position(standard, { ...aces, t1: `8D | ${seq('S', 13, 2)}`, t2: 'AS', t3: 'KC', t4: 'KD' });
    const outcome = applyMove(standard, state, mv('t2', 't1'));
    expect(outcome.effects).toEqual([
      { kind: 'run-lifted', from: 't1', to: 'f1', cards: outcome.state.piles[7]?.cards },
      { kind: 'turned-up', pile: 't1', card: parseCard('8D') },
    ]);
    expect(layout(standard, outcome.state).slice(0, 8)).toEqual([
      't1: 8D', 't2:', 't3: KC', 't4: KD', 't5: AC', 't6: AD', 't7: AH', 'f1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
    ]);
    expect(outcome.state.score).toBe(599);
  });

  it('is won when the fourth run is lifted', () => {
    const home = { f1: seq('C', 13, 1), f2: seq('D', 13, 1), f3: seq('H', 13, 1) };
    const state = position(standard, { ...home, t1: seq('S', 13, 2), t2: 'AS' });
    const game = new Game(standard, { position: state });
    expect(game.isWon()).toBe(false);
    const record = game.move('t2>t1');
    expect(record.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f4', cards: game.state.piles[10]?.cards }]);
    expect(layout(standard, game.state).at(-2)).toBe('f4: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS');
    expect(game.isWon()).toBe(true);
    expect(isWon(standard, state)).toBe(false);
  });

  it('one suit: four of each spade, in seven columns', () => {
    const oneSuit = spiderette.variant({ suits: 1 });
    const state = deal(oneSuit, 3);
    expect(layout(oneSuit, state)).toEqual([
      't1: 9S',
      't2: 7S | AS',
      't3: 7S AS | QS',
      't4: 2S KS KS | 7S',
      't5: KS TS QS AS | 3S',
      't6: 3S JS 7S 3S TS | 2S',
      't7: 8S 6S 4S 9S QS 6S | 8S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: 9S 5S 4S JS KS AS JS QS JS 6S 6S 9S 4S 5S TS 5S 2S 8S 4S 3S 8S TS 5S 2S |',
    ]);
    expect(moveList(oneSuit, state)).toBe('t2>t6 t4>t7 t6>t5 t7>t1 d');
  });
});
