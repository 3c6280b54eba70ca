/**
 * The position line round-trips every position of every shipped game: a game in progress (every option
 * combination, random legal moves) is written as one line and read back equal, and starts a game as good.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { positionFromLine, positionToLine } from '@patience/core/notation';
import { budget } from '../src/budget.js';
import { gameInProgress } from './support/games.js';

describe('position line', () => {
  it('round-trips a game in progress of every shipped game, in URL-safe characters', () => {
    fc.assert(fc.property(gameInProgress, ({ subject, game }) => {
      const line = positionToLine(subject.variant, game.state);
      expect(line).toMatch(/^[A-Za-z0-9._-]+$/);
      expect(positionFromLine(subject.variant, line)).toEqual(game.state);
      const again = new Game(subject.variant, { position: line });
      expect(again.positionLine()).toBe(line);
      expect(again.moves()).toEqual(game.moves());
    }), budget(200));
  });
});
