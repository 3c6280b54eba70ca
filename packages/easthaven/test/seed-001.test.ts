/**
 * Every rule sentence of the 001 seed (a rules web page with a practice table), each checked on a real
 * position. The page states most sentences twice (the rules and the printable reference); each is tested once.
 * Where it differs from the defaults (the 000 seed), the test shows both the option that implements it and the default.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { deal, pileIds } from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { card, COLUMNS, layout, moveList, play, position, preset, refusal, standard, suitUpTo } from './support.js';

describe('001_51361ab7b637b5ef.txt: Easthaven Solitaire rules', () => {
  it('"Play Easthaven Solitaire, which combines alternating-colour builds with a stock that deals across seven columns."', () => {
    expect(standard.rules.tableau.build).toEqual({ direction: 'down', match: 'alternate-colour' });
    expect(standard.rules.stock).toMatchObject({ kind: 'deal-row' });
    expect(pileIds(standard).filter((id) => id.startsWith('t'))).toEqual([...COLUMNS]);
  });

  it('"Build four suit foundations from ace to king."', () => {
    const state = position(standard, { t1: 'AD', t2: 'AH', t3: '2D', t4: 'KS', f4: suitUpTo('S', 12), stock: '5C' });
    expect(moveList(standard, state).split(' ').filter((m) => m.includes('>f'))).toEqual(['t1>f2', 't2>f3', 't4>f4']);
    expect(refusal(standard, state, 't3>f2')).toBe('foundation-order: The 2 of diamonds cannot go on foundation 2: it takes the Ace of diamonds first.');
  });

  it('"Make seven columns of three cards."', () => {
    expect(deal(standard, 2).piles.slice(0, 7).map((p) => p.cards.length)).toEqual([3, 3, 3, 3, 3, 3, 3]);
  });

  it('"Turn only the exposed card of each column face up."', () => {
    expect(layout(standard, deal(standard, 2)).slice(0, 7)).toEqual([
      't1: TD KS | 9H', 't2: JC JS | 4D', 't3: QC QD | 6S', 't4: AS 6C | 2C', 't5: AH 4S | 3S', 't6: 5C 3H | 4H', 't7: 9D 9C | QH',
    ]);
  });

  it('"The remaining 31 cards are the stock."', () => {
    const game = new Game(standard, { seed: 2 });
    expect(game.pile('stock').cards).toHaveLength(31);
    expect(layout(standard, game.state)[11]).toBe(
      'stock: 2S AC JD QS KD JH 7H 8D 7D 3C 6D 9S 2D 5D KC TS 8H KH 8C 5H 8S 7C AD 4C 7S 5S TH 3D 2H 6H TC |',
    );
  });

  it('"Move an exposed card, or a descending run of alternating colours, onto a card one rank higher of the opposite colour."', () => {
    // Deal 2: the 3 of spades onto the 4 of diamonds or the 4 of hearts.
    const game = new Game(standard, { seed: 2 });
    expect(moveList(standard, game.state)).toBe('t5>t2 t5>t6 d');
    game.move('t5>t6');
    // A run: the 4 of hearts and 3 of spades onto a black 5.
    const run = position(standard, { t1: '9C | 4H 3S', t2: '5S', t3: '5H', t4: 'KD', t5: 'KS', t6: 'KH', t7: 'KC', stock: '2C' });
    expect(moveList(standard, run)).toBe('t1>t2x2 d');
    expect(refusal(standard, run, 't1>t3x2')).toBe('does-not-build: The 4 of hearts cannot go on the 5 of hearts: build down in alternating colours.');
  });

  it('"Exposed face-down cards turn over automatically."', () => {
    const game = new Game(standard, { seed: 2 });
    const record = game.move('t5>t6');
    expect(record.effects).toEqual([{ kind: 'turned-up', pile: 't5', card: card('4S') }]);
    expect(layout(standard, game.state)[4]).toBe('t5: AH | 4S');
  });

  it('"Complete all four foundations to win."', () => {
    const game = new Game(standard, { position: position(standard, { t1: 'KH', f1: suitUpTo('C'), f2: suitUpTo('D'), f3: suitUpTo('H', 12), f4: suitUpTo('S') }) });
    expect(game.isWon()).toBe(false);
    game.move('t1>f3');
    expect(game.isWon()).toBe(true);
  });

  it('"There is no redeal."', () => {
    const game = new Game(standard, { seed: 2 });
    while (game.canDeal()) game.deal();
    expect(game.history().map((r) => r.notation)).toEqual(['d', 'd', 'd', 'd', 'd']);
    expect(game.whyIllegal('d')?.message).toBe('The stock is empty.');
  });

  it('"Make useful moves before adding a row."', () => {
    // Adding a row is a choice you may make while moves remain.
    expect(moveList(standard, deal(standard, 2))).toBe('t5>t2 t5>t6 d');
  });

  it('"The stock may cover a carefully arranged run with a card that does not fit."', () => {
    const state = position(standard, { t1: '4C | KD QS JH TC', t2: 'KS', t3: 'KH', t4: 'KC', t5: 'QD', t6: 'QH', t7: 'QC', stock: '2C 3C 4D 5D 6D 7D 2S' });
    const dealt = play(standard, state, 'd').state;
    expect(layout(standard, dealt)[0]).toBe('t1: 4C | KD QS JH TC 2S');
    // The run under the 2 of spades no longer moves.
    expect(refusal(standard, dealt, 't1>t2x4')).toBe(
      'not-a-run: Only a run built down in alternating colours moves as a unit, and the top 4 cards of column 1 are not one.',
    );
  });

  it('"Deal one face-up card to each column, from left to right."', () => {
    const game = new Game(standard, { seed: 2 });
    const dealt = game.deal();
    // The top card of the stock (written last) goes to column 1.
    expect(dealt.cards.map(cardCode)).toEqual(['TC', '6H', '2H', '3D', 'TH', '5S', '7S']);
    expect(COLUMNS.map((id) => cardCode(game.pile(id).cards.at(-1) ?? -1))).toEqual(['TC', '6H', '2H', '3D', 'TH', '5S', '7S']);
    for (const id of COLUMNS) expect(game.pile(id).faceDown).toBe(2);
  });

  it('"The last deal has only three cards."', () => {
    const game = new Game(standard, { seed: 2 });
    const sizes: number[] = [];
    while (game.canDeal()) sizes.push(game.deal().cards.length);
    expect(sizes).toEqual([7, 7, 7, 7, 3]);
    // The three go to the three leftmost columns.
    expect(COLUMNS.map((id) => game.pile(id).cards.length)).toEqual([8, 8, 8, 7, 7, 7, 7]);
  });

  describe('"If a legal king move can fill a gap, make it before dealing."', () => {
    // Column 2 is empty; a King-led run lies on a face-down card in column 3.
    const gap = { t1: '7C | 8D', t3: '4C | KH QS', t4: '6H', t5: '9D', t6: '2D', t7: '3D', stock: '5C 5D 5H 5S 6C 6D 6S' };
    const lenient = preset('lenient-deals');

    it('lenient-deals: the King move comes first; with no King to move, the deal goes ahead and fills the gap', () => {
      expect(refusal(lenient, position(lenient, gap), 'd')).toBe('deal-while-gap-fillable: A King can fill the empty column: make that move before dealing.');
      expect(moveList(lenient, position(lenient, gap))).toBe('t3>t2x2');
      const noKing = position(lenient, { ...gap, t3: '4C | QS' });
      expect(moveList(lenient, noKing)).toBe('d');
      expect(layout(lenient, play(lenient, noKing, 'd').state).slice(0, 7)).toEqual([
        't1: 7C | 8D 6S', 't2: 6D', 't3: 4C | QS 6C', 't4: 6H 5S', 't5: 9D 5H', 't6: 2D 5D', 't7: 3D 5C',
      ]);
    });

    it('lenient-deals: a face-down King, or a King already at the foot of its column, is no legal King move into the gap', () => {
      expect(moveList(lenient, position(lenient, { ...gap, t3: 'KH | QS' }))).toBe('d');
      // Moving a whole column into the gap would only move the gap.
      expect(moveList(lenient, position(lenient, { ...gap, t3: 'KH QS' }))).toBe('t3>t2x2 d');
    });

    it('the default (the 000 seed) never deals with a gap, King or no King', () => {
      for (const t3 of ['4C | KH QS', '4C | QS', 'KH | QS', 'KH QS']) {
        expect(refusal(standard, position(standard, { ...gap, t3 }), 'd')).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
      }
    });
  });

  it('"Only kings or runs led by kings can move into gaps."', () => {
    const state = position(standard, { t1: '9C | KS QH', t3: '8D | QC JD', t4: 'KH', t5: 'KD', t6: 'KC', t7: '5S', stock: '2C' });
    // Into the empty column 2: the King-led run of column 1 and the lone Kings of columns 4 to 6, nothing else.
    expect(moveList(standard, state)).toBe('t1>t2x2 t1>t6 t3>t4x2 t3>t5x2 t4>t2 t5>t2 t6>t2');
    expect(refusal(standard, state, 't3>t2x2')).toBe('empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.');
    expect(refusal(standard, state, 't1>t2')).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
  });

  it('"Start with aces and build up in suit through kings."', () => {
    const state = position(standard, { t1: '3H 2H', t2: 'AH', t3: 'KS', t4: 'KC', t5: 'KD', t6: 'QH', t7: 'JS', stock: '2C' });
    expect(refusal(standard, state, 't1>f3')).toBe('foundation-order: The 2 of hearts cannot go on foundation 3: it takes the Ace of hearts first.');
    const built = ['t2>f3', 't1>f3', 't1>f3'].reduce((s, m) => play(standard, s, m).state, state);
    expect(layout(standard, built)[9]).toBe('f3: AH 2H 3H');
  });

  it('"Move only one card at a time to a foundation."', () => {
    // The Ace and 2 of clubs lie in order on column 1 (the Ace on top), yet go home one by one.
    const state = position(standard, { t1: '3D 2C AH', t2: 'KS', t3: 'KC', t4: 'KD', t5: 'KH', t6: 'QS', t7: 'QC', stock: '2D' });
    expect(refusal(standard, state, 't1>f3x2')).toBe('foundation-one-at-a-time: Cards go to a foundation one at a time.');
    expect(refusal(standard, state, 't1>f3')).toBe('legal');
  });

  it('"The aim: move all 52 cards to the foundations."', () => {
    const nearly = position(standard, { t1: 'KC', t2: 'KD', f1: suitUpTo('C', 12), f2: suitUpTo('D', 12), f3: suitUpTo('H'), f4: suitUpTo('S') });
    const game = new Game(standard, { position: nearly });
    game.move('t1>f1');
    expect(game.isWon()).toBe(false);
    game.move('t2>f2');
    expect(game.isWon()).toBe(true);
    expect(game.snapshot().piles.slice(7, 11).map((p) => p.cards.length)).toEqual([13, 13, 13, 13]);
  });

  it('"Play with a standard 52-card deck."', () => {
    expect(deal(standard, 2).piles.flatMap((p) => p.cards)).toHaveLength(52);
    expect(standard.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
  });

  it('"No. It deals directly onto the tableau." (the answer to "Is the stock a waste pile?")', () => {
    expect(pileIds(standard)).not.toContain('waste');
    const game = new Game(standard, { seed: 2 });
    const before = COLUMNS.map((id) => game.pile(id).cards.length);
    game.deal();
    expect(COLUMNS.map((id, i) => game.pile(id).cards.length - (before[i] ?? 0))).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });

  it('"No. A king or a run led by a king can fill one." (the answer to "Can a queen fill a gap?")', () => {
    const state = position(standard, { t1: '9C | QH', t3: '9D | KS QD', t4: 'KH', stock: '2C' });
    expect(refusal(standard, state, 't1>t2')).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    expect(refusal(standard, state, 't3>t2x2')).toBe('legal');
    expect(refusal(standard, state, 't4>t2')).toBe('legal');
  });
});
