/**
 * Klondike, draw one and draw three, defined purely as data: golden deals and the game's characteristic rules.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { applyMove, deal, dealsLeft, pileIds, redealsLeft } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { klondike, klondikeDraw3 } from './support.js';
import { card, DEAL, layout, moveList, mv, position, REDEAL, refusal } from './support.js';

describe('Klondike golden deals', () => {
  it('has seven columns, four foundations, a stock and a waste', () => {
    expect(pileIds(klondike)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 'f1', 'f2', 'f3', 'f4', 'stock', 'waste']);
  });

  it('deal 1', () => {
    const state = deal(klondike, 1);
    expect(layout(klondike, state)).toEqual([
      't1: 9C',
      't2: AC | 5S',
      't3: TC KS | 6C',
      't4: 4C 5C 9H | KH',
      't5: 8H QD JD JC | 8D',
      't6: TD 6H TH 7D 3H | 2D',
      't7: 2C AD 6S AH 9S 6D | KD',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D |',
      'waste:',
    ]);
    expect(moveList(klondike, state)).toBe('t5>t1 d');
  });

  it('deal 2', () => {
    const state = deal(klondike, 2);
    expect(layout(klondike, state)).toEqual([
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
      'waste:',
    ]);
    expect(moveList(klondike, state)).toBe('t3>t1 t5>f1 d');
  });

  it('draw three deals the same layout', () => {
    for (const seed of [1, 2]) expect(deal(klondikeDraw3, seed)).toEqual(deal(klondike, seed));
  });

  it('turns up the card a move exposes', () => {
    const outcome = applyMove(klondike, deal(klondike, 1), mv('t5', 't1'));
    expect(outcome.effects).toEqual([{ kind: 'turned-up', pile: 't5', card: card('JC') }]);
    expect(layout(klondike, outcome.state).slice(0, 5)).toEqual(['t1: 9C 8D', 't2: AC | 5S', 't3: TC KS | 6C', 't4: 4C 5C 9H | KH', 't5: 8H QD JD | JC']);
  });
});

describe('Klondike rules', () => {
  /** Cards on columns 3 to 7 that have nowhere to go. */
  const STILL = { t3: '2D', t4: '2H', t5: '3D', t6: '3H', t7: '4D' };

  it('only a King or a King-led run fills a gap', () => {
    // Columns 5 to 7 hold cards that cannot move, so that column 1 is the only gap.
    const state = position(klondike, { t2: 'QD | KS QH', t3: 'JC', t4: '5C', t5: '2D', t6: '2H', t7: '3H', waste: 'KD', stock: '2C' });
    expect(moveList(klondike, state)).toBe('t2>t1x2 t3>t2 waste>t1 d');
    expect(refusal(klondike, state, mv('t2', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    expect(refusal(klondike, state, mv('t3', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
  });

  it('the top card of the waste plays to the tableau or a foundation', () => {
    const state = position(klondike, { ...STILL, t1: '8S', t2: 'KH', waste: 'AH 7H', stock: '2C' });
    expect(moveList(klondike, state)).toBe('waste>t1 d');
    const next = applyMove(klondike, state, mv('waste', 't1')).state;
    expect(moveList(klondike, next)).toBe('waste>f3 d');
  });

  it('draw three: three cards turn over at once and only the top one of the waste is playable', () => {
    const state = position(klondikeDraw3, { ...STILL, t1: '8S', t2: 'KH', stock: 'QC 7H AS 5D' });
    const drawn = applyMove(klondikeDraw3, state, DEAL);
    expect(drawn.cards.map(cardCode)).toEqual(['5D', 'AS', '7H']);
    expect(layout(klondikeDraw3, drawn.state).slice(11)).toEqual(['stock: QC |', 'waste: 5D AS 7H']);
    // The Ace of spades is in the waste but covered: only the 7 of hearts is in play.
    expect(moveList(klondikeDraw3, drawn.state)).toBe('waste>t1 d');
    expect(refusal(klondikeDraw3, drawn.state, mv('waste', 'f4', 2))).toBe('one-card-only: Only one card at a time may move from the waste.');
    const played = applyMove(klondikeDraw3, drawn.state, mv('waste', 't1')).state;
    expect(moveList(klondikeDraw3, played)).toBe('waste>t3 waste>t4 waste>f4 d');
  });

  it('draw one: going through the stock and turning the waste over gives back the same stock, without end', () => {
    const game = new Game(klondike, { seed: 1 });
    const stock = game.pile('stock');
    expect(game.dealsLeft()).toBe(24);
    for (let i = 0; i < 24; i++) game.deal();
    expect(game.pile('stock')).toEqual({ cards: [], faceDown: 0 });
    expect(game.pile('waste').cards.map(cardCode).join(' ')).toBe(
      '3D 7S QH JH 2H AS KC 2S 4D JS 7C 7H 4S 4H 3C 9D 5H 3S 8C TS QC 8S 5D QS',
    );
    expect(game.moves().at(-1)).toEqual(REDEAL);
    expect(game.canDeal()).toBe(false);
    expect(refusal(klondike, game.state, DEAL)).toBe('stock-empty: The stock is empty: turn the waste over to redeal.');
    game.move('r');
    expect(game.pile('stock')).toEqual(stock);
    expect(game.pile('waste')).toEqual({ cards: [], faceDown: 0 });
    expect(game.state.redealsUsed).toBe(1);
    expect(game.redealsLeft()).toBe(Number.POSITIVE_INFINITY);
    expect(game.dealsLeft()).toBe(24);
  });

  it('draw three: eight draws go through the stock', () => {
    const game = new Game(klondikeDraw3, { seed: 1 });
    expect(game.dealsLeft()).toBe(8);
    const first = game.deal();
    expect(first.cards.map(cardCode)).toEqual(['3D', '7S', 'QH']);
    for (let i = 1; i < 8; i++) game.deal();
    expect(game.dealsLeft()).toBe(0);
    expect(game.canDeal()).toBe(false);
    expect(game.pile('waste').cards.map(cardCode).slice(-3)).toEqual(['8S', '5D', 'QS']);
    game.move({ kind: 'redeal' });
    expect(game.pile('stock')).toEqual(deal(klondikeDraw3, 1).piles[11]);
  });

  it('keeps no score and has unlimited redeals', () => {
    const state = deal(klondike, 1);
    expect(applyMove(klondike, state, DEAL).state.score).toBe(0);
    expect(redealsLeft(klondike, state)).toBe(Number.POSITIVE_INFINITY);
    expect(dealsLeft(klondike, state)).toBe(24);
  });
});
