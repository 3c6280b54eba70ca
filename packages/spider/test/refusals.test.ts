/**
 * The refusals a Spider or Spiderette player sees, word for word, and that a refused move changes nothing:
 * not the position, the score, the history, nor the moves that could be redone.
 */
import { Game, IllegalMoveError, PatienceError } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';
import { caught, layout } from './support.js';

const fourSuits = spider.variant();

/**
 * Spider deal 1 with column 1 emptied onto column 2 (all 104 cards still on the table), so that a game can
 * start from it: column 2 holds eleven face-down cards under its Queen of hearts.
 */
function withEmptyFirstColumn(): GameState {
  const start = deal(fourSuits, 1);
  const [first, second, ...rest] = start.piles;
  if (!first || !second) throw new Error('Spider has ten columns');
  return {
    ...start,
    piles: [
      { cards: [], faceDown: 0 },
      { cards: [...first.cards, ...second.cards], faceDown: first.cards.length + second.faceDown },
      ...rest,
    ],
  };
}

/** What `Game.move` threw, as `code: message`, after checking that it is an IllegalMoveError. */
function thrown(game: Game, move: string): string {
  const error = caught(() => game.move(move));
  expect(error).toBeInstanceOf(IllegalMoveError);
  const { code, message } = error as IllegalMoveError;
  return `${code}: ${message}`;
}

describe('Spider refusals, word for word', () => {
  // Deal 1, after the Jack of diamonds went onto the Queen of hearts (turning up the King of clubs), then
  // the Ace of clubs onto the 2 of clubs and back again by undo, so that one move waits to be redone.
  function game(): Game {
    const g = new Game(fourSuits, { seed: 1 });
    g.move('t6>t2');
    g.move('t7>t3');
    g.undo();
    return g;
  }

  const cases: readonly (readonly [string, string])[] = [
    ['t1>t2', 'does-not-build: The 3 of diamonds cannot go on the Jack of diamonds: build down regardless of suit.'],
    ['t2>t6x2', 'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 2 are not one.'],
    ['t1>t10x2', 'face-down-card: You may not move a face-down card.'],
    ['t5>t10x6', 'not-enough-cards: Column 5 has only 5 cards.'],
    ['t7>f1', 'foundation-runs-only: Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.'],
    ['stock>t1', 'from-stock: Cards in the stock are dealt, not moved.'],
    ['t1>t11', 'unknown-pile: There is no pile "t11" in Spider.'],
    ['t1>waste', 'unknown-pile: There is no pile "waste" in Spider.'],
    ['t3>t3', 'same-pile: Cards cannot move onto the pile they are on.'],
    ['f1>t1', 'empty-source: There is no card on foundation 1.'],
    ['r', 'no-stock: Spider has no waste to turn over.'],
  ];

  for (const [move, expected] of cases) {
    it(`${move}: "${expected}", and the game is left exactly as it was`, () => {
      const g = game();
      const save = JSON.stringify(g.save());
      const snapshot = JSON.stringify(g.snapshot());
      expect(thrown(g, move)).toBe(expected);
      expect(JSON.stringify(g.save())).toBe(save);
      expect(JSON.stringify(g.snapshot())).toBe(snapshot);
      expect(g.score).toBe(499);
      expect(g.history().map((r) => r.notation)).toEqual(['t6>t2']);
      expect(g.canRedo()).toBe(true);
      const tried = g.tryMove(move);
      expect(tried.ok ? 'legal' : `${tried.error.code}: ${tried.error.message}`).toBe(expected);
    });
  }

  it('"You may not deal while a column is empty.", and the game is left exactly as it was', () => {
    const g = new Game(fourSuits, { position: withEmptyFirstColumn() });
    expect(layout(fourSuits, g.state).slice(0, 2)).toEqual(['t1:', 't2: KD 8S 5H 7S JH 3D 9D TD 8C 6H 3S | QH']);
    const save = JSON.stringify(g.save());
    const snapshot = JSON.stringify(g.snapshot());
    expect(thrown(g, 'd')).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(caught(() => g.deal())).toBeInstanceOf(IllegalMoveError);
    expect(g.canDeal()).toBe(false);
    expect(JSON.stringify(g.save())).toBe(save);
    expect(JSON.stringify(g.snapshot())).toBe(snapshot);
    expect(g.dealsLeft()).toBe(5);
  });

  it('"The stock is empty." once the five deals are used', () => {
    const g = new Game(fourSuits, { seed: 2 });
    for (let i = 0; i < 5; i++) g.deal();
    const snapshot = JSON.stringify(g.snapshot());
    expect(thrown(g, 'd')).toBe('stock-empty: The stock is empty.');
    expect(JSON.stringify(g.snapshot())).toBe(snapshot);
    expect(g.score).toBe(495);
  });

  it('text that is not a move is a PatienceError, not a refused move', () => {
    const g = game();
    const error = caught(() => g.move('t1-t2'));
    expect(error).toBeInstanceOf(PatienceError);
    expect(error).not.toBeInstanceOf(IllegalMoveError);
    expect((error as PatienceError).code).toBe('invalid-notation');
    expect((error as PatienceError).message).toBe(
      '"t1-t2" is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.',
    );
  });
});

describe('Spiderette refusals, word for word', () => {
  // Deal 1: column 1 holds the 9 of clubs alone; column 2 a face-down Ace of clubs under the 5 of spades.
  const cases: readonly (readonly [string, string])[] = [
    ['t2>t1', 'does-not-build: The 5 of spades cannot go on the 9 of clubs: build down regardless of suit.'],
    ['t2>t3x2', 'face-down-card: You may not move a face-down card.'],
    ['t1>t8', 'unknown-pile: There is no pile "t8" in Spiderette.'],
    ['t5>f4', 'foundation-runs-only: Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.'],
    ['r', 'no-stock: Spiderette has no waste to turn over.'],
  ];
  for (const [move, expected] of cases) {
    it(`${move}: "${expected}"`, () => {
      const g = new Game(spiderette.variant(), { seed: 1 });
      const save = JSON.stringify(g.save());
      expect(thrown(g, move)).toBe(expected);
      expect(JSON.stringify(g.save())).toBe(save);
    });
  }

  it('"You may not deal while a column is empty." once column 2 is cleared', () => {
    const g = new Game(spiderette.variant(), { seed: 1 });
    g.move('t2>t3');
    const record = g.move('t2>t6');
    expect(record.effects).toEqual([]);
    expect(layout(g.variant, g.state)[1]).toBe('t2:');
    const snapshot = JSON.stringify(g.snapshot());
    expect(thrown(g, 'd')).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(JSON.stringify(g.snapshot())).toBe(snapshot);
    expect(g.moves().map((m) => (m.kind === 'move' ? `${m.from}>${m.to}` : m.kind)).join(' ')).toBe(
      't1>t2 t3>t2 t4>t2 t5>t1 t5>t2 t6>t2 t7>t2',
    );
  });
});
