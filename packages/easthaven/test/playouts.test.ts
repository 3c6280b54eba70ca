/**
 * Random play-outs under every preset: whatever legal moves are made, the rules hold in every position
 * reached. The games are picked by a seeded generator, so every run plays the same games.
 */
import { describe, expect, it } from 'vitest';
import { Game, gameSource, type Move } from '@patience/core';
import { cardCode, deckCards } from '@patience/core/cards';
import { mulberry32, randomBelow } from '@patience/core/random';
import { easthaven } from '../src/index.js';
import { COLUMNS } from './support.js';

describe.each(easthaven.presets.map((p) => [p.id, easthaven.variant(p.options)] as const))('random play-outs: %s', (_id, variant) => {
  it('keep every card, turn up every exposed card, deal four rows of 7 then one of 3, undo exactly and save faithfully', () => {
    const deck = deckCards(variant.deck);
    const pick = mulberry32(20240601);
    let deals = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const game = new Game(variant, { seed });
      const rows: number[] = [];
      for (let step = 0; step < 250; step++) {
        const moves = game.moves();
        if (moves.length === 0) break;
        const move = moves[randomBelow(pick, moves.length)] as Move;
        const columnEmpty = COLUMNS.some((id) => game.pile(id).cards.length === 0);
        const before = game.state;
        const record = game.move(move);
        if (step % 10 === 0) {
          // Undo gives back exactly the position before; redo the move again.
          const after = game.state;
          game.undo();
          expect(game.state).toBe(before);
          game.redo();
          expect(game.state).toBe(after);
        }
        if (move.kind === 'deal') {
          // The default never deals with a column empty.
          if (variant.options.dealWithEmptyColumns === 'forbid') expect(columnEmpty).toBe(false);
          rows.push(record.cards.length);
          // Dealt cards land face up, one on each column from the left.
          record.cards.forEach((c, i) => {
            const pile = game.pile(COLUMNS[i] ?? 't1');
            expect(pile.cards.at(-1)).toBe(c);
            expect(pile.faceDown).toBeLessThan(pile.cards.length);
          });
        }
        // No card is lost or made.
        expect(game.state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(52);
        // A column never shows a face-down card on top.
        for (const id of COLUMNS) {
          const pile = game.pile(id);
          if (pile.cards.length > 0 && pile.faceDown >= pile.cards.length) {
            expect.fail(`${id} in deal ${seed} shows a face-down card on top: ${pile.cards.map(cardCode).join(' ')}`);
          }
        }
      }
      expect(game.state.piles.flatMap((p) => p.cards).sort((a, b) => a - b)).toEqual(deck);
      // A save replays to the same position.
      expect(Game.load(JSON.stringify(game.save()), gameSource([easthaven])).state).toEqual(game.state);
      expect([7, 7, 7, 7, 3].slice(0, rows.length)).toEqual(rows);
      deals += rows.length;
      // Nothing is ever dealt twice: the stock holds five deals at most.
      expect(rows.length + game.dealsLeft()).toBe(5);
    }
    expect(deals).toBeGreaterThan(30);
  });
});
