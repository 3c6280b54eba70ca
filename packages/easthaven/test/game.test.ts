/**
 * A real game of Easthaven through the Game facade: deal 1 played through all five deals, with the cards that
 * turn up, refusals that leave the game as it was, undo and redo, and a save that loads back to the same
 * position.
 */
import { describe, expect, it } from 'vitest';
import { Game, gameSource, IllegalMoveError } from '@patience/core';
import { cardCode } from '@patience/core/cards';
import { easthaven } from '../src/index.js';
import { card, layout, moveList, standard, caught } from './support.js';

/** Deal 1, played to the end of the stock: nineteen moves, five of them deals. */
const SCRIPT = [
  't3>t6', 't4>t7', 't6>t4x2', 'd', 't6>f4', 't6>f2', 't3>t7', 'd', 't1>f4', 't1>t6',
  'd', 't4>f4', 't5>t2', 't2>t6x2', 't5>t6', 't1>t2', 'd', 't6>f2', 'd',
];

function played(moves: readonly string[]): Game {
  const game = new Game(standard, { seed: 1 });
  for (const m of moves) game.move(m);
  return game;
}

describe('a game of deal 1', () => {
  it('opens: the 10 of hearts onto the Jack of clubs, the 6 of spades onto the 7 of diamonds, each turning a card up', () => {
    const game = new Game(standard, { seed: 1 });
    expect(game.move('t3>t6')).toMatchObject({ notation: 't3>t6', cards: [card('TH')], effects: [{ kind: 'turned-up', pile: 't3', card: card('5C') }] });
    expect(game.move('t4>t7')).toMatchObject({ notation: 't4>t7', cards: [card('6S')], effects: [{ kind: 'turned-up', pile: 't4', card: card('QD') }] });
    expect(moveList(standard, game.state)).toBe('t6>t4x2 d');
    // The Jack and the 10 move together onto the Queen of diamonds, uncovering the Ace of diamonds.
    expect(game.move('t6>t4x2')).toMatchObject({ cards: [card('JC'), card('TH')], effects: [{ kind: 'turned-up', pile: 't6', card: card('AD') }] });
    expect(layout(standard, game.state).slice(0, 7)).toEqual([
      't1: 9C 5S | 9H', 't2: AC KS | JD', 't3: TC | 5C', 't4: 4C | QD JC TH', 't5: 8H 6H | KH', 't6: TD | AD', 't7: 2C 6C | 7D 6S',
    ]);
    expect(moveList(standard, game.state)).toBe('t6>f2 d');
  });

  it('reaches the last deal with four cards home', () => {
    const game = played(SCRIPT);
    expect(game.history().map((r) => r.notation)).toEqual(SCRIPT);
    expect(game.history().filter((r) => r.notation === 'd').map((r) => r.cards.map(cardCode).join(' '))).toEqual([
      '3D 7S QH JH 2H AS KC',
      '2S 4D JS 7C 7H 4S 4H',
      '3C 9D 5H 3S 8C TS QC',
      '8S 5D QS KD 6D 2D 9S',
      '3H 8D AH',
    ]);
    expect(layout(standard, game.state)).toEqual([
      't1: 9C 5S | 9H 8S 3H',
      't2: AC KS | JD 7S 4D 3C 5D 8D',
      't3: TC | 5C JS 5H QS AH',
      't4: 4C | QD JC TH JH 7C KD',
      't5: 8H 6H | KH 2H 6D',
      't6: TD 4S 3D TS 9D 8C 7H',
      't7: 2C 6C | 7D 6S KC QH 4H QC 9S',
      'f1:',
      'f2: AD 2D',
      'f3:',
      'f4: AS 2S 3S',
      'stock:',
    ]);
    expect(moveList(standard, game.state)).toBe('t2>t7 t3>f3');
    expect(game.dealsLeft()).toBe(0);
    expect(game.score).toBe(0);
    expect(game.isWon()).toBe(false);
    expect(game.isStuck()).toBe(false);
  });

  it('turns up the 10 of diamonds when the Ace of diamonds goes home', () => {
    const game = played(SCRIPT.slice(0, 5));
    expect(game.move('t6>f2').effects).toEqual([{ kind: 'turned-up', pile: 't6', card: card('TD') }]);
    expect(layout(standard, game.state)[5]).toBe('t6: TD');
  });

  it('refuses a move and leaves the game exactly as it was', () => {
    const game = played(SCRIPT.slice(0, 8));
    const save = game.save();
    const snapshot = game.snapshot();
    const error = caught(() => game.move('t5>t1'));
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code: 'does-not-build', message: 'The 7 of hearts cannot go on the 2 of spades: build down in alternating colours.' });
    expect(caught(() => game.move('t6>t2x3'))).toMatchObject({ code: 'not-enough-cards', message: 'Column 6 has only 2 cards.' });
    expect(caught(() => game.move('t4>f1'))).toMatchObject({ code: 'foundation-order', message: 'The 7 of clubs cannot go on foundation 1: it takes the Ace of clubs first.' });
    expect(game.save()).toEqual(save);
    expect(game.snapshot()).toEqual(snapshot);
  });

  it('refuses a deal after the last one, and leaves the game as it was', () => {
    const game = played(SCRIPT);
    const save = game.save();
    const error = caught(() => game.deal());
    expect(error).toBeInstanceOf(IllegalMoveError);
    expect(error).toMatchObject({ code: 'stock-empty', message: 'The stock is empty.' });
    expect(game.save()).toEqual(save);
  });

  it('undoes and redoes moves and deals', () => {
    const game = played(SCRIPT.slice(0, 4));
    const afterDeal = game.snapshot();
    expect(game.undo()?.notation).toBe('d');
    expect(game.dealsLeft()).toBe(5);
    expect(layout(standard, game.state)[5]).toBe('t6: TD | AD');
    expect(game.undo()?.notation).toBe('t6>t4x2');
    expect(layout(standard, game.state)[5]).toBe('t6: TD AD | JC TH');
    expect(game.redo()?.notation).toBe('t6>t4x2');
    expect(game.redo()?.notation).toBe('d');
    expect(game.snapshot()).toEqual(afterDeal);
    expect(game.canRedo()).toBe(false);
    game.restart();
    expect(game.state).toEqual(new Game(standard, { seed: 1 }).state);
  });

  it('saves and loads back to the same position and history', () => {
    const game = played(SCRIPT);
    const saved = JSON.stringify(game.save());
    expect(JSON.parse(saved)).toEqual({
      format: 'patience-save',
      version: 1,
      variant: { id: 'easthaven', rulesVersion: '1', options: { emptyColumns: 'king', dealWithEmptyColumns: 'forbid', foundationTakeBack: false } },
      seed: 1,
      moves: SCRIPT.join(' '),
    });
    const again = Game.load(saved, gameSource([easthaven]));
    expect(again.snapshot()).toEqual(game.snapshot());
    expect(again.history().map((r) => r.notation)).toEqual(SCRIPT);
  });
});
