import { describe, expect, it } from 'vitest';
import { Game } from '../src/index.js';
import { klondike } from './fixtures/klondike.js';

describe('Game.positions: the positions the game has been through', () => {
  const game = new Game(klondike, { seed: 1 });
  const start = game.state;
  game.deal();
  const afterOne = game.state;
  game.deal();
  const afterTwo = game.state;

  it('all of them, oldest first, its start included', () => {
    expect(game.positions()).toEqual([start, afterOne, afterTwo]);
    expect(game.positions(3)).toEqual([start, afterOne, afterTwo]);
    expect(game.positions(7)).toEqual([start, afterOne, afterTwo]);
  });

  it('the latest `last` of them, without the start when it is older', () => {
    expect(game.positions(2)).toEqual([afterOne, afterTwo]);
    expect(game.positions(1)).toEqual([afterTwo]);
    expect(game.positions(0)).toEqual([]);
  });
});
