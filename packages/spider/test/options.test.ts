/**
 * The two options and each of their values: where they change what is legal, and the rules-text sentence
 * that changes with them. `suits` changes only the cards (1, 2 or 4 suits; the rules are the same), so its
 * effect shows on one deal number played the same way; `dealWithEmptyColumns` changes whether the deal is
 * legal while a column is empty.
 */
import { describeRules, Game, type Variant } from '@patience/core';
import { applyMove, deal } from '@patience/core/engine';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';
import { DEAL, layout, moveList, mv, position, refusal } from './support.js';

/** The rules-text sentences of one section. */
function section(variant: Variant, heading: string): readonly string[] {
  return describeRules(variant).sections.find((s) => s.heading === heading)?.rules ?? [];
}

/** Spider deal 1 after the same three single-card moves, whatever the suits. */
function afterThreeMoves(suits: 1 | 2 | 4): Game {
  const game = new Game(spider.variant({ suits }), { seed: 1 });
  for (const move of ['t6>t2', 't4>t10', 't7>t3']) game.move(move);
  return game;
}

describe('option suits', () => {
  it('1: the same deal in spades only; every built stack is a run, so more stacks move together', () => {
    const game = afterThreeMoves(1);
    expect(layout(game.variant, game.state).slice(0, 10)).toEqual([
      't1: KS 8S 5S 7S JS | 3S',
      't2: 9S TS 8S 6S 3S | QS JS',
      't3: 8S 5S 2S QS 4S | 2S AS',
      't4: 9S JS JS QS | AS',
      't5: TS 7S TS 7S | 7S',
      't6: 5S 7S 3S | KS',
      't7: TS 9S KS | 5S',
      't8: 5S 7S 7S QS | AS',
      't9: 8S KS 8S KS | 2S',
      't10: 2S 5S 4S QS | 4S 3S',
    ]);
    // Q♠-J♠ may go onto the K♠, and 4♠-3♠ onto the 5♠.
    expect(moveList(game.variant, game.state)).toBe('t2>t6x2 t3>t1x2 t3>t9 t3>t10x2 t4>t9 t8>t9 t9>t1 t9>t10 t10>t7x2 d');
    expect(section(game.variant, 'Cards')).toEqual(['Two decks shuffled together: 104 cards, all spades (eight of each card).']);
  });

  it('2: spades and hearts; Q♠-J♥ stays apart, 4♠-3♠ still moves together', () => {
    const game = afterThreeMoves(2);
    expect(layout(game.variant, game.state).slice(0, 10)).toEqual([
      't1: KH 8H 5S 7H JS | 3H',
      't2: 9H TH 8S 6S 3H | QS JH',
      't3: 8H 5H 2S QS 4S | 2S AS',
      't4: 9H JS JH QH | AH',
      't5: TS 7S TS 7S | 7H',
      't6: 5S 7S 3S | KS',
      't7: TH 9H KH | 5H',
      't8: 5S 7H 7H QS | AH',
      't9: 8S KH 8S KS | 2H',
      't10: 2S 5H 4S QH | 4S 3S',
    ]);
    expect(moveList(game.variant, game.state)).toBe('t3>t1x2 t3>t9 t3>t10x2 t4>t9 t8>t9 t9>t1 t9>t10 t10>t7x2 d');
    expect(refusal(game.variant, game.state, mv('t2', 't6', 2))).toBe(
      'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 2 are not one.',
    );
    expect(section(game.variant, 'Cards')).toEqual(['Two decks shuffled together: 104 cards, spades and hearts (four of each card).']);
  });

  it('4 (default): all four suits; neither Q♥-J♦ nor 4♥-3♣ moves together', () => {
    const game = afterThreeMoves(4);
    expect(layout(game.variant, game.state).slice(0, 10)).toEqual([
      't1: KD 8S 5H 7S JH | 3D',
      't2: 9D TD 8C 6H 3S | QH JD',
      't3: 8D 5S 2C QC 4H | 2C AC',
      't4: 9D JH JD QS | AS',
      't5: TC 7C TH 7C | 7D',
      't6: 5H 7H 3H | KC',
      't7: TD 9S KS | 5D',
      't8: 5C 7D 7S QH | AD',
      't9: 8H KS 8C KH | 2D',
      't10: 2H 5S 4C QD | 4H 3C',
    ]);
    expect(moveList(game.variant, game.state)).toBe('t3>t1x2 t3>t9 t3>t10x2 t4>t9 t8>t9 t9>t1 t9>t10 d');
    expect(refusal(game.variant, game.state, mv('t10', 't7', 2))).toBe(
      'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 10 are not one.',
    );
    expect(section(game.variant, 'Cards')).toEqual(['Two decks shuffled together: 104 cards, all four suits (two of each card).']);
    expect(spider.variant()).toBe(spider.variant({ suits: 4 }));
  });

  it('changes only the deck, never the rules', () => {
    const [one, two, four] = ([1, 2, 4] as const).map((suits) => spider.variant({ suits }));
    expect([one?.deck, two?.deck, four?.deck]).toEqual([
      { decks: 2, suits: ['spades'] },
      { decks: 2, suits: ['spades', 'hearts'] },
      { decks: 2, suits: ['clubs', 'diamonds', 'hearts', 'spades'] },
    ]);
    expect(one?.rules).toEqual(four?.rules);
    expect(two?.rules).toEqual(four?.rules);
  });

  it('on Spiderette: one deck of spades, of spades and hearts, or a standard deck', () => {
    expect(([1, 2, 4] as const).map((suits) => section(spiderette.variant({ suits }), 'Cards')[0])).toEqual([
      'One deck of 52 cards, all spades (four of each card).',
      'One deck of 52 cards, spades and hearts (two of each card).',
      'One standard deck of 52 cards.',
    ]);
    const seventhColumn = (suits: 1 | 2 | 4): string | undefined => {
      const variant = spiderette.variant({ suits });
      return layout(variant, deal(variant, 1))[6];
    };
    expect([seventhColumn(1), seventhColumn(2), seventhColumn(4)]).toEqual([
      't7: 2S AS 6S AS 9S 6S | KS',
      't7: 2S AH 6H AS 9H 6H | KH',
      't7: 2C AD 6S AH 9S 6D | KD',
    ]);
  });
});

describe('option dealWithEmptyColumns', () => {
  /** Column 1 empty, a 9-8 stack in column 10, fives elsewhere, ten cards in the stock (its top card last). */
  const GAP = {
    t2: '5C', t3: '5D', t4: '5H', t5: '5S', t6: '5C#1', t7: '5D#1', t8: '5H#1', t9: '5S#1', t10: '9H 8H',
    stock: 'AC 2C 3C 4C 6C 7C 8C TC JC QC',
  };

  it('forbid (default): no deal while a column is empty', () => {
    const variant = spider.variant({ dealWithEmptyColumns: 'forbid' });
    expect(variant).toBe(spider.variant());
    const state = position(variant, GAP);
    expect(moveList(variant, state)).toBe('t2>t1 t3>t1 t4>t1 t5>t1 t6>t1 t7>t1 t8>t1 t9>t1 t10>t1 t10>t1x2');
    expect(refusal(variant, state, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(section(variant, 'Stock')).toEqual([
      'A deal puts one face-up card from the stock on each column, left to right: five deals of 10.',
      'You may not deal while a column is empty.',
      'There is no redeal.',
    ]);
  });

  it('allow ("relaxed"): the deal is legal and the empty column gets a card like any other', () => {
    const variant = spider.variant({ dealWithEmptyColumns: 'allow' });
    const state = position(variant, GAP);
    expect(moveList(variant, state)).toBe('t2>t1 t3>t1 t4>t1 t5>t1 t6>t1 t7>t1 t8>t1 t9>t1 t10>t1 t10>t1x2 d');
    expect(layout(variant, applyMove(variant, state, DEAL).state).slice(0, 10)).toEqual([
      't1: QC', 't2: 5C JC', 't3: 5D TC', 't4: 5H 8C', 't5: 5S 7C', 't6: 5C 6C', 't7: 5D 4C', 't8: 5H 3C', 't9: 5S 2C', 't10: 9H 8H AC',
    ]);
    expect(section(variant, 'Stock')).toEqual([
      'A deal puts one face-up card from the stock on each column, left to right: five deals of 10.',
      'You may deal even while a column is empty; an empty column gets a card like any other.',
      'There is no redeal.',
    ]);
  });

  it('with every column filled, both values deal alike', () => {
    const filled = { ...GAP, t1: '7S' };
    for (const value of ['forbid', 'allow'] as const) {
      const variant = spider.variant({ dealWithEmptyColumns: value });
      expect(moveList(variant, position(variant, filled))).toBe('t1>t10 d');
    }
  });

  it('on Spiderette, both values, and the short last deal that reaches only the three leftmost columns', () => {
    const piles = { t1: '9C', t2: '9D', t3: '9H', t4: '9S', t6: 'TC', t7: 'TD', stock: '2C 3C 4C' };
    const forbid = spiderette.variant();
    expect(refusal(forbid, position(forbid, piles), DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(section(forbid, 'Stock')[1]).toBe('You may not deal while a column is empty.');
    const allow = spiderette.variant({ dealWithEmptyColumns: 'allow' });
    const dealt = applyMove(allow, position(allow, piles), DEAL).state;
    // The last row of three goes to columns 1 to 3, so the empty column 5 stays empty.
    expect(layout(allow, dealt).slice(0, 7)).toEqual(['t1: 9C 4C', 't2: 9D 3C', 't3: 9H 2C', 't4: 9S', 't5:', 't6: TC', 't7: TD']);
    expect(section(allow, 'Stock')[1]).toBe(
      'You may deal even while a column is empty; an empty column gets a card like any other (the last deal reaches only the three leftmost columns).',
    );
  });
});
