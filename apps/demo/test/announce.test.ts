import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { spider } from '@patience/spider';
import { announce } from '../src/play/announce.js';

describe('what a screen reader hears after a move', () => {
  it('names the card, its destination and the card the move turned up', () => {
    const variant = spider.variant({ suits: 1 });
    const game = new Game(variant, { seed: 1 });
    expect(announce([game.move('t1>t10')], variant)).toBe('3 of spades to column 10; Jack of spades turned up.');
  });

  it('names a run by its first card', () => {
    const variant = spider.variant({ suits: 1 });
    const game = new Game(variant, { seed: 1 });
    game.move('t1>t10');
    game.move('t3>t4');
    const record = game.move('t4>t3x2');
    const turned = record.effects.find((e) => e.kind === 'turned-up');
    expect(turned).toBeDefined();
    expect(announce([record], variant)).toMatch(/^3 of spades and 1 more to column 3; .+ turned up\.$/);
  });

  it('counts the cards of a deal', () => {
    const variant = spider.variant({ suits: 1 });
    const game = new Game(variant, { seed: 1 });
    expect(announce([game.deal()], variant)).toBe('Dealt 10 cards.');
  });

  it('says nothing for no moves', () => {
    expect(announce([], spider.variant())).toBe('');
  });
});
