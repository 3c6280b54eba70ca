/**
 * Canfield's rules, each quoted from the classic rules, and deal 1 pinned.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { applyMove, deal, redealsLeft } from '@patience/core/engine';
import { canfield as game } from '../src/index.js';
import { canfield, DEAL, layout, moveList, movesFrom, mv, position, refusal } from './support.js';

describe('Canfield golden deal', () => {
  it('deal 1: "a reserve of thirteen, face down but for its top card", four columns of one, one card to a foundation', () => {
    expect(layout(canfield, deal(canfield, 1))).toEqual([
      't1: 9C',
      't2: AC',
      't3: TC',
      't4: 4C',
      'f1: 6S',
      'f2:',
      'f3:',
      'f4:',
      'reserve: 8H TD 2C 5S KS 5C QD 6H AD 6C 9H JD | TH',
      'stock: KH JC 7D AH 8D 3H 9S 2D 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D |',
      'waste:',
    ]);
    // Nothing fits yet: no Six to start a foundation, no red card one below a column's top card.
    expect(moveList(canfield, deal(canfield, 1))).toBe('d');
  });
});

describe('Canfield rules', () => {
  it('"one card dealt to a foundation sets the base rank of all four": any other Six starts a foundation, nothing else does', () => {
    const state = position(canfield, { f1: '6S', t1: '6H', t2: '5D', t3: 'KC', t4: 'QC', reserve: 'JS', stock: '2C' });
    expect(movesFrom(canfield, state, 't1')).toBe('t1>f2 t1>f3 t1>f4');
    expect(refusal(canfield, state, mv('t2', 'f2'))).toMatch(/^[a-z-]+: /);
  });

  it('"each then built up in its suit round the corner from King to Ace"', () => {
    const state = position(canfield, { f1: 'JS QS KS', t1: 'AS', t2: 'AH', t3: '5C', t4: '5D', reserve: '9C', stock: '2C' });
    expect(refusal(canfield, state, mv('t1', 'f1'))).toBe('legal');
    expect(refusal(canfield, state, mv('t2', 'f1'))).toMatch(/^[a-z-]+: /);
  });

  it('"the columns build down in alternating colours, also round the corner": a black King on a red Ace', () => {
    const state = position(canfield, { f1: '6S', t1: 'AH', t2: 'KS', t3: 'KH', t4: '9C', reserve: '9D', stock: '2C' });
    expect(movesFrom(canfield, state, 't2')).toBe('t2>t1');
    expect(refusal(canfield, state, mv('t3', 't1'))).toMatch(/^[a-z-]+: /);
  });

  it('"a run moves as a unit"', () => {
    const state = position(canfield, { f1: '6S', t1: '9S 8H 7C', t2: 'TD', t3: 'KH', t4: '3C', reserve: '9D', stock: '2C' });
    expect(refusal(canfield, state, mv('t1', 't2', 3))).toBe('legal');
  });

  it('"a gap is filled at once from the reserve, and once the reserve is empty by any card"', () => {
    const state = position(canfield, { f1: '6S', t1: '5D', t2: '6C', t3: 'KH', t4: '3C', reserve: '8D | QS', stock: '2C' });
    const played = applyMove(canfield, state, mv('t1', 't2'));
    expect(layout(canfield, played.state).slice(0, 2)).toEqual(['t1: QS', 't2: 6C 5D']);
    expect(layout(canfield, played.state).at(-3)).toBe('reserve: 8D');
    const emptyReserve = position(canfield, { f1: '6S', t2: '6C', t3: 'KH', t4: '3C', waste: '9H', stock: '2C' });
    expect(refusal(canfield, emptyReserve, mv('waste', 't1'))).toBe('legal');
  });

  it('"the stock is turned onto the waste in threes without limit"', () => {
    const game = new Game(canfield, { seed: 1 });
    expect(redealsLeft(canfield, game.state)).toBe(Number.POSITIVE_INFINITY);
    const turned = applyMove(canfield, game.state, DEAL);
    expect(layout(canfield, turned.state).at(-1)).toBe('waste: 3D 7S QH');
  });
});

describe("Canfield as Hoyle gives it (preset 'hoyle')", () => {
  const hoyle = game.variant({ columnMoves: 'top-or-whole-column' });

  it('is the preset "Canfield (Hoyle\'s rules)", the default game with another pick-up rule', () => {
    expect(game.presets.map((p) => [p.id, p.name, p.options])).toEqual([
      ['standard', 'Canfield', {}],
      ['hoyle', "Canfield (Hoyle's rules)", { columnMoves: 'top-or-whole-column' }],
    ]);
    expect(hoyle.rules.tableau.pickUp).toEqual({ kind: 'top-or-whole-pile', match: 'alternate-colour' });
    expect(canfield.rules.tableau.pickUp).toEqual({ kind: 'run', match: 'alternate-colour' });
    expect(layout(hoyle, deal(hoyle, 1))).toEqual(layout(canfield, deal(canfield, 1)));
  });

  it('"a column moves only its top card or all its cards at once": the 10♥ 9♣ stay on the J♠', () => {
    const state = position(hoyle, { f1: '6S', t1: 'JS TH 9C', t2: 'JC', t3: 'KH', t4: '3C', reserve: '9D', stock: '2C' });
    expect(refusal(hoyle, state, mv('t1', 't2', 2))).toBe(
      'whole-pile-only: Only the top card of a column or the whole column may move, not the top 2 of the 3 cards of column 1.');
    expect(refusal(canfield, state, mv('t1', 't2', 2))).toBe('legal');
    expect(movesFrom(hoyle, state, 't1')).toBe('');
  });

  it('"or all its cards at once": the whole column J♠ 10♥ 9♣ moves onto a red Queen; its top card alone moves onto a red Ten', () => {
    const state = position(hoyle, { f1: '6S', t1: 'JS TH 9C', t2: 'QD', t3: '5H', t4: '3C', reserve: '9D', stock: '2C' });
    expect(movesFrom(hoyle, state, 't1')).toBe('t1>t2x3');
    const single = position(hoyle, { f1: '6S', t1: 'JS TH 9C', t2: 'KH', t3: 'TD', t4: '3C', reserve: '9D', stock: '2C' });
    expect(movesFrom(hoyle, single, 't1')).toBe('t1>t3');
  });
});
