/**
 * Every rule sentence of the 000 seed (Easthaven rules in prose), each checked on a real position.
 * The defaults of `easthaven` are this document's rules.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '@patience/core';
import { deal, isWon, pileIds } from '@patience/core/engine';
import { cardCode, deckCards } from '@patience/core/cards';
import { easthaven } from '../src/index.js';
import { card, COLUMNS, layout, moveList, play, position, preset, refusal, standard, suitUpTo } from './support.js';

describe('000_5e3b7292e4cbf184.txt: Easthaven Solitaire', () => {
  // The introduction.

  it('"Seven columns of three cards fan across the tableau, with only the top card of each face-up."', () => {
    const game = new Game(standard, { seed: 1 });
    for (const id of COLUMNS) expect(game.pile(id)).toMatchObject({ faceDown: 2, cards: { length: 3 } });
    expect(layout(standard, game.state).slice(0, 7)).toEqual([
      't1: 9C 5S | 9H', 't2: AC KS | JD', 't3: TC 5C | TH', 't4: 4C QD | 6S', 't5: 8H 6H | KH', 't6: TD AD | JC', 't7: 2C 6C | 7D',
    ]);
  });

  it('"The remaining 31 cards sit in the stock."', () => {
    const game = new Game(standard, { seed: 1 });
    expect(game.pile('stock')).toMatchObject({ faceDown: 31, cards: { length: 31 } });
  });

  it('"When you run out of moves, the stock deals one card face-up to each column at once — exactly as Spider does."', () => {
    // Column 1 holds a run no card builds on, and no other move is left: only the deal.
    const stuck = position(standard, {
      t1: '9C | 8D 7S', t2: 'KS', t3: 'KC', t4: 'KH', t5: 'KD', t6: 'JS', t7: 'JC', stock: '2C 2D 2H 2S 3C 3D 3H 3S',
    });
    expect(moveList(standard, stuck)).toBe('d');
    const dealt = play(standard, stuck, 'd');
    expect(layout(standard, dealt.state)).toEqual([
      't1: 9C | 8D 7S 3S', 't2: KS 3H', 't3: KC 3D', 't4: KH 3C', 't5: KD 2S', 't6: JS 2H', 't7: JC 2D',
      'f1:', 'f2:', 'f3:', 'f4:', 'stock: 2C |',
    ]);
    expect(dealt.effects).toEqual([]);
  });

  it('"There is no waste pile and no drawing individual cards."', () => {
    expect(pileIds(standard)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 'f1', 'f2', 'f3', 'f4', 'stock']);
    const game = new Game(standard, { seed: 1 });
    expect(game.whyIllegal('stock>t1')?.message).toBe('Cards in the stock are dealt, not moved.');
    expect(game.whyIllegal('r')?.message).toBe('Easthaven has no waste to turn over.');
    expect(game.deal().cards).toHaveLength(7);
  });

  it('"You play until stuck, deal a full round, then play again."', () => {
    const game = new Game(standard, { seed: 1 });
    game.move('t3>t6');
    game.move('t4>t7');
    game.move('t6>t4x2');
    game.move('t6>f2');
    expect(game.moves().map((m) => m.kind)).toEqual(['deal']);
    expect(game.deal().cards.map(cardCode)).toEqual(['3D', '7S', 'QH', 'JH', '2H', 'AS', 'KC']);
    expect(moveList(standard, game.state)).toBe('t3>t7 t6>t5 t6>f4 d');
  });

  it('"Foundations build upward by suit from Ace to King." (said twice: in the introduction and under "Play to a foundation")', () => {
    // Foundation 1 takes clubs, 2 diamonds, 3 hearts, 4 spades.
    expect(new Game(standard, { seed: 1 }).snapshot().piles.slice(7, 11).map((p) => 'suit' in p && p.suit)).toEqual(['clubs', 'diamonds', 'hearts', 'spades']);
    const state = position(standard, { t1: '2C', t2: 'AD', t3: '3H', f3: 'AH 2H', t4: 'KD', f4: suitUpTo('S', 12), t5: 'KS', stock: '5D' });
    expect(refusal(standard, state, 't1>f1')).toBe('foundation-order: The 2 of clubs cannot go on foundation 1: it takes the Ace of clubs first.');
    expect(refusal(standard, state, 't2>f1')).toBe('foundation-order: The Ace of diamonds cannot go on foundation 1: it takes the Ace of clubs first.');
    expect(refusal(standard, state, 't3>f3')).toBe('legal');
    expect(refusal(standard, state, 't4>f4')).toBe('foundation-order: The King of diamonds cannot go on foundation 4: it takes the King of spades next.');
    const complete = play(standard, state, 't5>f4').state;
    expect(layout(standard, complete)[10]).toBe(`f4: ${suitUpTo('S')}`);
    expect(refusal(standard, complete, 't4>f4')).toBe('foundation-order: The King of diamonds cannot go on foundation 4: it is complete.');
  });

  it('"Tableau columns build downward in alternating colors — black on red, red on black."', () => {
    const state = position(standard, { t1: '8H', t2: '8C', t3: '9S', t4: '9D', t5: 'TC', t6: 'KS', t7: 'KH', stock: '2C' });
    expect(moveList(standard, state)).toBe('t1>t3 t2>t4 t4>t5 d');
    expect(refusal(standard, state, 't1>t4')).toBe('does-not-build: The 8 of hearts cannot go on the 9 of diamonds: build down in alternating colours.');
    expect(refusal(standard, state, 't2>t3')).toBe('does-not-build: The 8 of clubs cannot go on the 9 of spades: build down in alternating colours.');
    expect(refusal(standard, state, 't4>t1')).toBe('does-not-build: The 9 of diamonds cannot go on the 8 of hearts: build down in alternating colours.');
  });

  it('"Valid sequences can move as a unit, which is your main tool for uncovering buried cards."', () => {
    const state = position(standard, { t1: '4D 2C | 9H 8S 7H', t2: 'TC', t3: 'KS', t4: 'KC', t5: 'KH', t6: 'KD', t7: 'QS', stock: '2D' });
    const moved = play(standard, state, 't1>t2x3');
    expect(layout(standard, moved.state).slice(0, 2)).toEqual(['t1: 4D | 2C', 't2: TC 9H 8S 7H']);
    expect(moved.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: card('2C') }]);
    // However long: eleven cards at once.
    const long = position(standard, { t1: 'KC | KD QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S', t2: 'KS', t3: 'KH', t4: 'QD', t5: 'QH', t6: 'JC', t7: 'JS', stock: '2C' });
    expect(layout(standard, play(standard, long, 't1>t3x11').state).slice(0, 3)).toEqual(['t1: KC | KD', 't2: KS', 't3: KH QS JH TS 9H 8S 7H 6S 5H 4S 3H 2S']);
  });

  it('"The Spider-style dealing lands cards on every column regardless of what you need."', () => {
    // Each dealt card lands whether or not it builds on the card it covers: on column 1 a 3 of diamonds
    // covers a 9 of hearts, and so on across.
    const game = new Game(standard, { seed: 1 });
    game.deal();
    expect(layout(standard, game.state).slice(0, 7)).toEqual([
      't1: 9C 5S | 9H 3D', 't2: AC KS | JD 7S', 't3: TC 5C | TH QH', 't4: 4C QD | 6S JH', 't5: 8H 6H | KH 2H', 't6: TD AD | JC AS', 't7: 2C 6C | 7D KC',
    ]);
  });

  it('"Empty columns follow the Klondike rule: only a King or a King-topped sequence may fill one."', () => {
    const state = position(standard, { t1: 'QC | KD QS JH', t3: '9C | QH', t4: '8D JS TD', t5: 'KH', t6: 'KS', t7: 'KC', stock: '2C' });
    expect(moveList(standard, state)).toBe('t1>t2x3 t1>t5x2 t3>t6 t3>t7 t4>t3x2 t5>t2 t6>t2 t7>t2');
    expect(refusal(standard, state, 't3>t2')).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    expect(refusal(standard, state, 't4>t2x2')).toBe('empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.');
  });

  // Setting up.

  it('"Shuffle a standard 52-card deck."', () => {
    expect(standard.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
    for (const seed of [0, 1, 2, 99, 4294967295]) {
      expect(deal(standard, seed).piles.flatMap((p) => p.cards).sort((a, b) => a - b)).toEqual(deckCards(standard.deck));
    }
    // Different deal numbers, different orders.
    expect(deal(standard, 1)).not.toEqual(deal(standard, 2));
  });

  it('"Deal seven tableau columns of three cards each."', () => {
    for (const seed of [1, 2, 3]) {
      const state = deal(standard, seed);
      expect(state.piles.slice(0, 7).map((p) => p.cards.length)).toEqual([3, 3, 3, 3, 3, 3, 3]);
    }
  });

  it('"The bottom two cards in each column are face-down; the top card is face-up."', () => {
    for (const seed of [1, 2, 3]) {
      expect(deal(standard, seed).piles.slice(0, 7).map((p) => p.faceDown)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    }
  });

  it('"This uses 21 cards, leaving 31 in the stock."', () => {
    const game = new Game(standard, { seed: 2 });
    expect(COLUMNS.reduce((n, id) => n + game.pile(id).cards.length, 0)).toBe(21);
    expect(game.pile('stock').cards).toHaveLength(31);
    expect(game.dealsLeft()).toBe(5);
  });

  it('"Place four empty foundation piles above or beside the tableau."', () => {
    expect(layout(standard, deal(standard, 1)).slice(7, 11)).toEqual(['f1:', 'f2:', 'f3:', 'f4:']);
  });

  // Each turn.

  it('"Place a face-up card or a valid sequence onto another column."', () => {
    const state = position(standard, { t1: 'QC | 5S 4H 3C', t2: '6D', t3: '6C', t4: '7H', t5: 'KH', t6: 'KD', t7: 'TC', stock: '2C' });
    expect(moveList(standard, state)).toBe('t1>t2x3 t3>t4 d');
    expect(refusal(standard, state, 't1>t2x4')).toBe('face-down-card: You may not move a face-down card.');
    expect(refusal(standard, state, 't1>t1x3')).toBe('same-pile: Cards cannot move onto the pile they are on.');
  });

  it('"The bottom card of the moved sequence must be one rank lower and the opposite color from the card it lands on."', () => {
    const state = position(standard, { t1: 'QC | 5S 4H 3C', t2: '6D', t3: '6C', t4: '7H', t5: 'KH', t6: 'KD', t7: 'TC', stock: '2C' });
    expect(refusal(standard, state, 't1>t2x3')).toBe('legal');
    expect(refusal(standard, state, 't1>t3x3')).toBe('does-not-build: The 5 of spades cannot go on the 6 of clubs: build down in alternating colours.');
    expect(refusal(standard, state, 't1>t4x3')).toBe('does-not-build: The 5 of spades cannot go on the 7 of hearts: build down in alternating colours.');
  });

  it('"A red 6 may go on a black 7."', () => {
    const state = position(standard, { t1: '6H', t2: '7C', t3: '7S', t4: '7D', t5: 'KH', t6: 'KD', t7: 'KC', stock: '2C' });
    expect(moveList(standard, state)).toBe('t1>t2 t1>t3 d');
    expect(layout(standard, play(standard, state, 't1>t2').state).slice(0, 2)).toEqual(['t1:', 't2: 7C 6H']);
  });

  it('"A sequence like black 5 — red 4 — black 3 moves as a unit if the destination card is a red 6 or higher."', () => {
    // A red 6, yes; "or higher" is loose: the run's bottom card must still be exactly one rank lower, as the
    // sentence before says, so a red 7 or 8 does not take it.
    const state = position(standard, { t1: 'QC | 5S 4H 3C', t2: '6D', t3: '7D', t4: '8H', t5: 'KH', t6: 'KD', t7: 'TC', stock: '2C' });
    expect(layout(standard, play(standard, state, 't1>t2x3').state).slice(0, 2)).toEqual(['t1: QC', 't2: 6D 5S 4H 3C']);
    expect(refusal(standard, state, 't1>t3x3')).toBe('does-not-build: The 5 of spades cannot go on the 7 of diamonds: build down in alternating colours.');
    expect(refusal(standard, state, 't1>t4x3')).toBe('does-not-build: The 5 of spades cannot go on the 8 of hearts: build down in alternating colours.');
  });

  it('"Only properly ordered alternating-color sequences move as a group."', () => {
    const state = position(standard, { t1: 'QC | 5S 4H 3H', t2: '6D', t3: '4C', t4: '7S 5H', t5: 'KH', t6: 'KD', t7: '8D', stock: '2C' });
    expect(moveList(standard, state)).toBe('t1>t3 t3>t4 d');
    // Two reds in a row.
    expect(refusal(standard, state, 't1>t2x3')).toBe(
      'not-a-run: Only a run built down in alternating colours moves as a unit, and the top 3 cards of column 1 are not one.',
    );
    // Alternating colours, but a rank skipped.
    expect(refusal(standard, state, 't4>t7x2')).toBe(
      'not-a-run: Only a run built down in alternating colours moves as a unit, and the top 2 cards of column 4 are not one.',
    );
    // Take the red 3 off, and what is left is a run again.
    expect(moveList(standard, play(standard, state, 't1>t3').state)).toBe('t1>t2x2 t3>t4x2 d');
  });

  it('"When a face-down card is exposed as the top of a column, flip it face-up."', () => {
    // It flips by itself, as part of the move that exposed it; there is no separate move to flip it.
    const game = new Game(standard, { seed: 1 });
    const record = game.move('t3>t6');
    expect(record.effects).toEqual([{ kind: 'turned-up', pile: 't3', card: card('5C') }]);
    expect(layout(standard, game.state)[2]).toBe('t3: TC | 5C');
    const home = play(standard, position(standard, { t1: '9C | AH', t2: 'KS', stock: '2C' }), 't1>f3');
    expect(home.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: card('9C') }]);
  });

  it('"Empty columns may only be filled by a King or a sequence whose bottom card is a King."', () => {
    const state = position(standard, { t1: 'QC | KD QS JH', t3: '9C | QH', t4: '8D JS TD', t5: 'KH', t6: 'KS', t7: 'KC', stock: '2C' });
    const filled = play(standard, state, 't1>t2x3');
    expect(layout(standard, filled.state).slice(0, 2)).toEqual(['t1: QC', 't2: KD QS JH']);
    expect(filled.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: card('QC') }]);
    expect(refusal(standard, state, 't1>t2x2')).toBe('empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.');
    // The same position under the emptyColumns option that lets any card in.
    const any = easthaven.variant({ emptyColumns: 'any' });
    expect(refusal(any, position(any, { t1: 'QC | KD QS JH', t5: 'KH' }), 't1>t2x2')).toBe('legal');
  });

  it('"Move Aces and subsequent cards of the right rank and suit to the foundations at any time."', () => {
    // Whenever the card is on top of a column, with other moves or a deal to hand or not.
    const state = position(standard, { t1: 'AC', t2: '2C', t3: '3C', t4: '9H', t5: '9D', t6: '9S', t7: '7H', stock: '4D 4H 4S 5C 5D 5H AD' });
    expect(moveList(standard, state)).toBe('t1>f1 d');
    const after = play(standard, play(standard, play(standard, state, 't1>f1').state, 't2>f1').state, 't3>f1').state;
    expect(layout(standard, after)[7]).toBe('f1: AC 2C 3C');
    // And straight after a deal: the Ace of diamonds dealt onto column 1 goes home.
    const dealt = play(standard, position(standard, { t1: '7D', t2: '2C', t3: '3C', t4: '9H', t5: '9D', t6: '9S', t7: '7H', stock: '4D 4H 4S 5C 5D 5H AD' }), 'd').state;
    expect(moveList(standard, dealt)).toContain('t1>f2');
  });

  it('"When no further moves are possible, deal one card face-up from the stock onto each of the seven columns simultaneously."', () => {
    // The deal takes the top card of the stock for column 1, the next for column 2, and so on.
    const state = position(standard, { t1: '5H', t2: '5D', t3: '5S', t4: '5C', t5: 'KH', t6: 'KD', t7: 'JS', stock: 'AC 2C 3C 4C 6C 7C 8C 9C' });
    expect(moveList(standard, state)).toBe('d');
    const dealt = play(standard, state, 'd').state;
    expect(layout(standard, dealt)).toEqual([
      't1: 5H 9C', 't2: 5D 8C', 't3: 5S 7C', 't4: 5C 6C', 't5: KH 4C', 't6: KD 3C', 't7: JS 2C', 'f1:', 'f2:', 'f3:', 'f4:', 'stock: AC |',
    ]);
    // Dealing is a choice, not forced on you only when stuck: it stays legal while moves remain (so does the
    // 001 seed: "Make useful moves before adding a row.").
    expect(moveList(standard, deal(standard, 1))).toBe('t3>t6 t4>t7 d');
  });

  it('"You may not deal if any column is empty — all columns must contain at least one card first."', () => {
    const gap = { t1: '7C | 8D', t3: '4C | QS', t4: '6H', t5: '9D', t6: '2D', t7: '3D', stock: '5C 5D 5H 5S 6C 6D 6S' };
    const state = position(standard, gap);
    expect(moveList(standard, state)).toBe('');
    expect(refusal(standard, state, 'd')).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    // The options that relax this sentence deal here (see the 001 seed and the options tests).
    expect(refusal(preset('lenient-deals'), state, 'd')).toBe('legal');
    expect(refusal(preset('pysol'), state, 'd')).toBe('legal');
  });

  it('"There is no redeal."', () => {
    const game = new Game(standard, { seed: 1 });
    for (let i = 0; i < 5; i++) game.deal();
    expect(game.dealsLeft()).toBe(0);
    expect(game.canDeal()).toBe(false);
    const refused = game.tryMove('d');
    expect(refused.ok ? 'legal' : `${refused.error.code}: ${refused.error.message}`).toBe('stock-empty: The stock is empty.');
    expect(game.whyIllegal('r')?.message).toBe('Easthaven has no waste to turn over.');
  });

  it('"The game is won when all 52 cards are on the four foundation piles, each complete from Ace to King by suit."', () => {
    const oneToGo = position(standard, { t1: 'KS', f1: suitUpTo('C'), f2: suitUpTo('D'), f3: suitUpTo('H'), f4: suitUpTo('S', 12) });
    const game = new Game(standard, { position: oneToGo });
    expect(game.isWon()).toBe(false);
    game.move('t1>f4');
    expect(game.isWon()).toBe(true);
    expect(game.moves()).toEqual([]);
    expect(game.isStuck()).toBe(false);
    // 51 cards home and one in the stock is not a win.
    const inStock = position(standard, { stock: 'KS', f1: suitUpTo('C'), f2: suitUpTo('D'), f3: suitUpTo('H'), f4: suitUpTo('S', 12) });
    expect(isWon(standard, inStock)).toBe(false);
  });

  // The strategy tips, where they state a rule.

  it('"The no-deal-with-empty-columns rule is Easthaven\'s central constraint."', () => {
    expect(standard.rules.stock).toEqual({ kind: 'deal-row', emptyPiles: 'forbid' });
  });

  it('"Before clearing a column, decide whether you will fill it with a King or accept that you cannot deal until you do."', () => {
    const state = position(standard, { t1: '5D', t2: '6S', t3: '9C | KH', t4: '2S', t5: '2C', t6: '3S', t7: '7C', stock: '2D 3C 4C 5C 6C 7D 8C' });
    expect(moveList(standard, state)).toBe('t1>t2 d');
    const cleared = play(standard, state, 't1>t2').state;
    expect(moveList(standard, cleared)).toBe('t3>t1');
    expect(refusal(standard, cleared, 'd')).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    const kingIn = play(standard, cleared, 't3>t1');
    expect(kingIn.effects).toEqual([{ kind: 'turned-up', pile: 't3', card: card('9C') }]);
    expect(moveList(standard, kingIn.state)).toContain('d');
  });

  it('"A freshly uncovered card can vanish under a dealt card."', () => {
    // Deal 1: moving the Jack of clubs and the 10 of hearts uncovers the Ace of diamonds; deal now, and the
    // Ace of spades lands on it.
    const game = new Game(standard, { seed: 1 });
    game.move('t3>t6');
    game.move('t4>t7');
    expect(game.move('t6>t4x2').effects).toEqual([{ kind: 'turned-up', pile: 't6', card: card('AD') }]);
    game.deal();
    expect(layout(standard, game.state)[5]).toBe('t6: TD | AD AS');
    expect(game.whyIllegal('t6>f2')?.message).toBe('The Ace of spades cannot go on foundation 2: it takes the Ace of diamonds first.');
  });
});
