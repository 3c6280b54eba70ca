/**
 * Klondike's options: the Vegas rules (a single pass, bought for 52 points and paid 5 a card), three passes
 * for Vegas draw three, and the names and presets the options give.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { applyMove, deal, redealsLeft } from '@patience/core/engine';
import { klondike as game } from '../src/index.js';
import { DEAL, klondike, mv, position, refusal, vegas } from './support.js';

describe('Vegas Klondike', () => {
  it('"a single pass through the stock": once the stock is gone through, the waste cannot be turned over', () => {
    const play = new Game(vegas, { seed: 1 });
    for (let i = 0; i < 24; i++) play.deal();
    expect(redealsLeft(vegas, play.state)).toBe(0);
    expect(play.moves().some((m) => m.kind === 'redeal')).toBe(false);
    expect(refusal(vegas, play.state, { kind: 'redeal' })).toBe('no-redeals-left: There are no redeals left.');
  });

  it('"bought for 52 points, paying 5 for every card brought to the foundations"', () => {
    const state = position(vegas, { t1: 'AH', t2: '2H', waste: 'AS', stock: '3C' }, { score: -52 });
    expect(deal(vegas, 1).score).toBe(-52);
    const one = applyMove(vegas, state, mv('t1', 'f3')).state;
    expect(one.score).toBe(-47);
    expect(applyMove(vegas, one, mv('t2', 'f3')).state.score).toBe(-42);
    // Moves and deals cost nothing.
    expect(applyMove(vegas, state, DEAL).state.score).toBe(-52);
  });

  it('the plain game keeps no score and turns the waste over without end', () => {
    expect(deal(klondike, 1).score).toBe(0);
    expect(redealsLeft(klondike, deal(klondike, 1))).toBe(Number.POSITIVE_INFINITY);
  });

  it('Vegas draw three allows three passes: the waste is turned over twice', () => {
    const variant = game.variant({ draw: 3, redeals: 2, vegasScoring: true });
    expect(redealsLeft(variant, deal(variant, 1))).toBe(2);
  });
});

describe('Klondike options and presets', () => {
  it('names each variant by what differs from the usual game', () => {
    expect(game.presets.map((p) => [p.id, game.variant(p.options).name])).toEqual([
      ['standard', 'Klondike'],
      ['draw-3', 'Klondike (draw three)'],
      ['vegas', 'Vegas Klondike'],
      ['vegas-draw-3', 'Vegas Klondike (draw three)'],
    ]);
    expect(game.variant({ redeals: 0 }).name).toBe('Klondike (single pass)');
    expect(game.variant({ vegasScoring: true }).name).toBe('Vegas Klondike (unlimited passes)');
  });

  it('refuses an option value that is not one of its choices, by name', () => {
    expect(() => game.variant({ draw: 2 as 1 })).toThrow('options.draw: 2 is not one of 1, 3');
  });
});
