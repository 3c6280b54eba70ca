import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { spider } from '@patience/spider';
import { seahaven } from '@patience/seahaven';
import { clockTime } from '../src/play/clock-state.js';
import { recordWords } from '../src/play/record-words.js';

describe('moves in words, after Undo and Redo', () => {
  it('names the deal, a card and a run with their destination', () => {
    const variant = spider.variant({ suits: 1 });
    const game = new Game(variant, { seed: 1 });
    expect(recordWords(game.move('t1>t10'), variant)).toBe('the 3 of spades to column 10');
    game.move('t3>t4');
    expect(recordWords(game.move('t4>t3x2'), variant)).toBe('the 3 of spades and 1 more to column 3');
    expect(recordWords(game.deal(), variant)).toBe('the deal');
  });

  it('calls a cell by the variant\'s own name', () => {
    const variant = seahaven.variant();
    const game = new Game(variant, { seed: 5 });
    expect(recordWords(game.move('t1>c1'), variant)).toBe('the King of clubs to tower 1');
  });
});

describe('the game clock', () => {
  it('adds the running time to the time kept', () => {
    expect(clockTime({ baseMs: 5000, startedAt: null }, 99_000)).toBe(5000);
    expect(clockTime({ baseMs: 5000, startedAt: 1000 }, 4000)).toBe(8000);
    expect(clockTime({ baseMs: 0, startedAt: 4000 }, 1000)).toBe(0);
  });
});
