import { describe, expect, it } from 'vitest';
import { deal } from '@patience/core/engine';
import { snapshot } from '@patience/core/snapshot';
import { GAMES } from '@patience/games';
import { miniature } from '../src/gallery/game-manifest.js';
import { miniBoard } from '../src/gallery/mini-board.js';

/** Each pile as "id kind: cards", a face-up card by rank and suit, a face-down one as "down". */
function piles(position: { piles: readonly { id: string; kind: string; cards: readonly ({ faceUp: boolean; rank?: number; suit?: string })[] }[] }): string[] {
  return position.piles.map((p) => `${p.id} ${p.kind}: ${p.cards.map((c) => (c.faceUp ? `${c.rank ?? '?'}${c.suit ?? '?'}` : 'down')).join(' ')}`);
}

describe('a miniature as the board draws it', () => {
  it.each(GAMES.map((g) => [g.game.id, g.game] as const))('%s: the same piles, in the same order, with the same cards as the engine\'s deal 1 seen by a player', (_, game) => {
    const variant = game.variant();
    const drawn = miniBoard(miniature(variant));
    expect(piles(drawn.position)).toEqual(piles(snapshot(variant, deal(variant, 1), { hideFaceDown: true })));
    expect(drawn.variant.layout.tableau.map((p) => p.coveredBy ?? [])).toEqual(variant.layout.tableau.map((p) => p.coveredBy ?? []));
    expect(drawn.position.legalMoves).toEqual([]);
  });

  it('a miniature kept before waste, reserve and covering were recorded still draws, as columns', () => {
    const drawn = miniBoard({ tableau: [{ down: 1, up: ['TC'] }], cells: [{ down: 0, up: [] }], foundations: 1, stock: 3 });
    expect(piles(drawn.position)).toEqual(['t1 tableau: down 10clubs', 'f1 foundation: ', 'c1 cell: ', 'stock stock: down down down']);
  });

  it('refuses a card code that is not one, naming it', () => {
    expect(() => miniBoard({ tableau: [{ down: 0, up: ['1X'] }], cells: [], foundations: 0, stock: null }))
      .toThrow('A miniature\'s card "1X" is not a card code such as "QH"');
  });
});
