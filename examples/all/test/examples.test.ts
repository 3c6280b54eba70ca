/**
 * The list of example games: every family's games, in gallery order, each found by its id; ids are unique and
 * never clash with a shipped game's.
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLE_GAMES, findExampleGame } from '../src/index.js';

describe('EXAMPLE_GAMES', () => {
  it('lists every example, in gallery order', () => {
    expect(EXAMPLE_GAMES.map((e) => e.game.id)).toEqual([
      'klondike', 'freecell', 'bakers-game', 'eight-off', 'yukon', 'russian-solitaire', 'scorpion', 'bakers-dozen',
      'forty-thieves', 'beleaguered-castle', 'canfield', 'golf', 'tripeaks', 'pyramid', 'meridian',
    ]);
  });

  it('names the package and export of each game', () => {
    for (const { game, pkg, exportName } of EXAMPLE_GAMES) {
      expect(pkg).toMatch(/^@patience\/example-[a-z-]+$/);
      expect(exportName).toMatch(/^[a-z][A-Za-z]+$/);
      expect(game.variant().id).toBe(game.id);
    }
  });

  it('finds a game by its id, in any case, and nothing for an unknown id', () => {
    expect(findExampleGame('Eight-Off')?.game.name).toBe('Eight Off');
    expect(findExampleGame(' canfield ')?.exportName).toBe('canfield');
    expect(findExampleGame('spider')).toBeUndefined();
  });
});
