/**
 * The deal-row fixtures, defined purely as data: a Spider-shaped game (lifted runs, scoring, deals refused
 * while a column is empty) and an Easthaven-shaped one (a short last row, King-only gaps, the deal options).
 */
import { describe, expect, it } from 'vitest';
import { extendVariant, Game, type Variant } from '../src/index.js';
import { applyMove, deal, isWon, pileIds } from '../src/entries/engine.js';
import { cardCode } from '../src/entries/cards.js';
import { easthavenLike, spiderLike } from './fixtures/spider-like.js';
import { card, cards, DEAL, layout, moveList, mv, position, refusal, seq } from './support/engine-helpers.js';

/** A copy-numbered King-to-Ace run of spades: "KS#3 QS#3 … AS#3". */
function spadesRun(copy: number, lowest = 1): string {
  return seq('S', 13, lowest).split(' ').map((c) => (copy === 0 ? c : `${c}#${copy}`)).join(' ');
}

describe('Spider-like golden deals', () => {
  it('has ten columns, eight foundations and a stock', () => {
    expect(pileIds(spiderLike)).toEqual([
      't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'stock',
    ]);
  });

  it('deal 1', () => {
    const state = deal(spiderLike, 1);
    expect(layout(spiderLike, state)).toEqual([
      't1: KS 8S 5S 7S JS | 3S',
      't2: 9S TS 8S 6S 3S | QS',
      't3: 8S 5S 2S QS 4S | 2S',
      't4: 9S JS JS QS AS | 3S',
      't5: TS 7S TS 7S | 7S',
      't6: 5S 7S 3S KS | JS',
      't7: TS 9S KS 5S | AS',
      't8: 5S 7S 7S QS | AS',
      't9: 8S KS 8S KS | 2S',
      't10: 2S 5S 4S QS | 4S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: JS 6S JS QS 3S 3S TS JS TS AS 4S AS 8S KS 6S 2S 4S AS AS 6S TS QS KS 7S 6S TS 9S 8S 8S 2S 2S AS 9S 9S 3S 2S 6S 5S JS 6S 9S 4S 4S 5S 9S 4S KS QS 6S 3S |',
    ]);
    expect(moveList(spiderLike, state)).toBe('t1>t10 t3>t1 t3>t4 t4>t10 t6>t2 t7>t3 t7>t9 t8>t3 t8>t9 t9>t1 t9>t4 d');
    expect(state.score).toBe(500);
  });

  it('deal 2', () => {
    const state = deal(spiderLike, 2);
    expect(layout(spiderLike, state)).toEqual([
      't1: AS AS KS KS QS | 8S',
      't2: 7S 2S JS 8S 2S | 6S',
      't3: 5S 2S JS 3S 7S | 3S',
      't4: TS 5S TS AS 7S | QS',
      't5: 5S 4S 9S 6S | 9S',
      't6: 2S AS 8S 4S | 9S',
      't7: AS 2S 7S TS | AS',
      't8: TS 7S KS 6S | 7S',
      't9: 3S 4S 6S 4S | QS',
      't10: 3S 4S 8S QS | 3S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'f5:',
      'f6:',
      'f7:',
      'f8:',
      'stock: 2S 6S QS QS TS KS 9S 4S AS 4S 2S AS 6S JS KS 3S 5S 7S 9S 6S 6S KS QS KS 8S 5S 5S 9S 5S JS QS 2S TS 3S 8S 9S KS JS 8S TS 4S 5S JS 7S JS JS 9S 8S 3S TS |',
    ]);
    expect(moveList(spiderLike, state)).toBe('t1>t5 t1>t6 t2>t8 t8>t1 d');
  });

  it('holds eight Aces of spades, each with its own identity', () => {
    const ids = deal(spiderLike, 1).piles.flatMap((p) => p.cards);
    expect(new Set(ids).size).toBe(104);
    expect(ids.filter((id) => cardCode(id) === 'AS').sort((a, b) => a - b)).toEqual([39, 91, 143, 195, 247, 299, 351, 403]);
  });
});

describe('Spider-like stock', () => {
  it('deals five rows of ten face-up cards, left to right from the top of the stock', () => {
    // "deal a fresh face-up card onto all ten columns at once — ten cards per deal, five deals in total."
    const game = new Game(spiderLike, { seed: 1 });
    const rows: string[] = [];
    expect(game.dealsLeft()).toBe(5);
    while (game.canDeal()) rows.push(game.deal().cards.map(cardCode).join(' '));
    expect(rows).toEqual([
      '3S 6S QS KS 4S 9S 5S 4S 4S 9S',
      '6S JS 5S 6S 2S 3S 9S 9S AS 2S',
      '2S 8S 8S 9S TS 6S 7S KS QS TS',
      '6S AS AS 4S 2S 6S KS 8S AS 4S',
      'AS TS JS TS 3S 3S QS JS 6S JS',
    ]);
    expect(layout(spiderLike, game.state).slice(0, 2)).toEqual([
      't1: KS 8S 5S 7S JS | 3S 3S 6S 2S 6S AS',
      't2: 9S TS 8S 6S 3S | QS 6S JS 8S AS TS',
    ]);
    expect(game.dealsLeft()).toBe(0);
    expect(game.score).toBe(495);
    expect(refusal(spiderLike, game.state, DEAL)).toBe('stock-empty: The stock is empty.');
  });

  it('does not deal while a column is empty', () => {
    // "You cannot deal from the stock while any column is empty; every column must hold at least one card first."
    const state = position(spiderLike, {
      t1: '5S', t2: '5S#1', t3: '5S#2', t4: '5S#3', t5: '5S#4', t6: '5S#5', t7: '5S#6', t8: '5S#7', t9: '9S#1', stock: seq('S', 1, 10),
    });
    expect(refusal(spiderLike, state, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(moveList(spiderLike, state)).toBe('t1>t10 t2>t10 t3>t10 t4>t10 t5>t10 t6>t10 t7>t10 t8>t10 t9>t10');
  });

  it('may deal onto an empty column when relaxed', () => {
    // "Some versions allow dealing from the stock even while a column is empty".
    const relaxed = extendVariant(spiderLike, { id: 'spider-like-relaxed', name: 'Spider-like (relaxed)', rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } } });
    const state = position(relaxed, { t1: '5S#1', stock: seq('S', 1, 10) });
    const dealt = applyMove(relaxed, state, DEAL).state;
    expect(layout(relaxed, dealt).slice(0, 10)).toEqual([
      't1: 5S TS', 't2: 9S', 't3: 8S', 't4: 7S', 't5: 6S', 't6: 5S', 't7: 4S', 't8: 3S', 't9: 2S', 't10: AS',
    ]);
  });
});

describe('Spider-like building and lifting', () => {
  const twoSuits: Variant = extendVariant(spiderLike, {
    id: 'spider-like-2-suit', name: 'Spider-like (2 suits)', deck: { decks: 2, suits: ['spades', 'hearts'] },
  });
  const kings = { t4: 'KH', t5: 'KS', t6: 'KH#1', t7: 'KS#1', t8: 'KH#2', t9: 'KS#2', t10: 'KH#3' };

  it('a single card goes on any card one rank higher; only a run in one suit moves together', () => {
    // "suit and color don't matter for a single card" / "9♠-8♥ must be moved one card at a time".
    const mixed = position(twoSuits, { ...kings, t1: '9S 8S 7H', t2: '8H', t3: 'TH' });
    expect(moveList(twoSuits, mixed)).toBe('t1>t2');
    expect(refusal(twoSuits, mixed, mv('t1', 't3', 3))).toBe(
      'not-a-run: Only a run built down in suit moves as a unit, and the top 3 cards of column 1 are not one.',
    );
    const suited = position(twoSuits, { ...kings, t1: '9H 8H 7H', t2: '8H#1', t3: 'TS' });
    expect(moveList(twoSuits, suited)).toBe('t1>t2 t1>t3x3');
  });

  it('lifts a completed run, turns up the card under it and scores 100 less the move', () => {
    // "Whenever a column contains a complete descending run from king to ace in a single suit, that run is removed".
    const still = { t3: 'KS#1', t4: 'KS#2', t5: 'KS#3', t6: 'KS#4', t7: 'KS#5', t8: 'KS#6', t9: 'KS#7', t10: '5S#1' };
    const state = position(spiderLike, { ...still, t1: `QS#1 | ${spadesRun(0, 2)}`, t2: 'AS' }, { score: 500 });
    const outcome = applyMove(spiderLike, state, mv('t2', 't1'));
    expect(outcome.effects).toEqual([
      { kind: 'run-lifted', from: 't1', to: 'f1', cards: cards(spadesRun(0)) },
      { kind: 'turned-up', pile: 't1', card: card('QS#1') },
    ]);
    expect(layout(spiderLike, outcome.state).slice(0, 3)).toEqual(['t1: QS', 't2:', 't3: KS']);
    expect(outcome.state.score).toBe(599);
    expect(refusal(spiderLike, state, mv('t2', 'f1'))).toBe(
      'foundation-runs-only: Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.',
    );
  });

  it('lifts a run completed by a deal', () => {
    const others = { t2: '9S#1', t3: '9S#2', t4: '9S#3', t5: '9S#4', t6: '9S#5', t7: '9S#6', t8: '9S#7', t9: 'TS#1', t10: 'TS#2' };
    const state = position(spiderLike, { ...others, t1: spadesRun(0, 2), stock: '2S#1 3S#1 4S#1 5S#1 6S#1 7S#1 8S#1 9S#1 TS#3 AS' }, { score: 500 });
    const outcome = applyMove(spiderLike, state, DEAL);
    expect(outcome.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f1', cards: cards(spadesRun(0)) }]);
    expect(outcome.state.score).toBe(599);
  });

  it('is won when the eighth run is lifted', () => {
    // "Eight such sequences exist in the 104 cards; clear all eight and you win."
    const home = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((copy) => [`f${copy}`, spadesRun(copy)]));
    const state = position(spiderLike, { ...home, t1: spadesRun(0, 2), t2: 'AS' });
    expect(isWon(spiderLike, state)).toBe(false);
    const outcome = applyMove(spiderLike, state, mv('t2', 't1'));
    expect(outcome.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f8', cards: cards(spadesRun(0)) }]);
    expect(isWon(spiderLike, outcome.state)).toBe(true);
    expect(moveList(spiderLike, outcome.state)).toBe('');
  });
});

describe('Easthaven-like golden deals', () => {
  it('has seven columns, four foundations and a stock', () => {
    expect(pileIds(easthavenLike)).toEqual(['t1', 't2', 't3', 't4', 't5', 't6', 't7', 'f1', 'f2', 'f3', 'f4', 'stock']);
  });

  it('deal 1', () => {
    // "Deal seven tableau columns of three cards each. The bottom two cards in each column are face-down".
    const state = deal(easthavenLike, 1);
    expect(layout(easthavenLike, state)).toEqual([
      't1: 9C 5S | 9H',
      't2: AC KS | JD',
      't3: TC 5C | TH',
      't4: 4C QD | 6S',
      't5: 8H 6H | KH',
      't6: TD AD | JC',
      't7: 2C 6C | 7D',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: AH 8D 3H 9S 2D 6D KD QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D |',
    ]);
    expect(moveList(easthavenLike, state)).toBe('t3>t6 t4>t7 d');
  });

  it('deal 2', () => {
    const state = deal(easthavenLike, 2);
    expect(layout(easthavenLike, state)).toEqual([
      't1: TD KS | 9H',
      't2: JC JS | 4D',
      't3: QC QD | 6S',
      't4: AS 6C | 2C',
      't5: AH 4S | 3S',
      't6: 5C 3H | 4H',
      't7: 9D 9C | QH',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock: 2S AC JD QS KD JH 7H 8D 7D 3C 6D 9S 2D 5D KC TS 8H KH 8C 5H 8S 7C AD 4C 7S 5S TH 3D 2H 6H TC |',
    ]);
    expect(moveList(easthavenLike, state)).toBe('t5>t2 t5>t6 d');
  });
});

describe('Easthaven-like stock', () => {
  it('deals four rows of seven, then a last row of three to the three leftmost columns', () => {
    // "This uses 21 cards, leaving 31 in the stock." / "The last deal has only three cards."
    const game = new Game(easthavenLike, { seed: 1 });
    expect(game.dealsLeft()).toBe(5);
    const rows: string[] = [];
    while (game.canDeal()) rows.push(game.deal().cards.map(cardCode).join(' '));
    expect(rows).toEqual([
      '3D 7S QH JH 2H AS KC',
      '2S 4D JS 7C 7H 4S 4H',
      '3C 9D 5H 3S 8C TS QC',
      '8S 5D QS KD 6D 2D 9S',
      '3H 8D AH',
    ]);
    expect(layout(easthavenLike, game.state)).toEqual([
      't1: 9C 5S | 9H 3D 2S 3C 8S 3H',
      't2: AC KS | JD 7S 4D 9D 5D 8D',
      't3: TC 5C | TH QH JS 5H QS AH',
      't4: 4C QD | 6S JH 7C 3S KD',
      't5: 8H 6H | KH 2H 7H 8C 6D',
      't6: TD AD | JC AS 4S TS 2D',
      't7: 2C 6C | 7D KC 4H QC 9S',
      'f1:',
      'f2:',
      'f3:',
      'f4:',
      'stock:',
    ]);
    expect(game.dealsLeft()).toBe(0);
    // "There is no redeal."
    expect(refusal(easthavenLike, game.state, DEAL)).toBe('stock-empty: The stock is empty.');
    expect(refusal(easthavenLike, game.state, { kind: 'redeal' })).toBe('no-stock: Easthaven-like has no waste to turn over.');
  });

  const gap = { t1: '7C | 8D', t3: '4C | KH QS', t4: '6H', t5: '9D', t6: '2D', t7: '3D', stock: '5C 5D 5H 5S 6C 6D 6S' };

  it('forbid (the default): no deal while a column is empty', () => {
    // 000 seed: "You may not deal if any column is empty — all columns must contain at least one card first."
    const state = position(easthavenLike, gap);
    expect(refusal(easthavenLike, state, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    expect(moveList(easthavenLike, state)).toBe('t3>t2x2');
    expect(refusal(easthavenLike, state, mv('t1', 't2'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
  });

  it('allow-if-unfillable: a legal King move into the gap must come first; otherwise the deal fills it', () => {
    // 001 seed: "If a legal king move can fill a gap, make it before dealing."
    const option = extendVariant(easthavenLike, {
      id: 'easthaven-like-aisleriot', name: 'Easthaven-like (Aisleriot)', rules: { stock: { kind: 'deal-row', emptyPiles: 'allow-if-unfillable' } },
    });
    expect(refusal(option, position(option, gap), DEAL)).toBe(
      'deal-while-gap-fillable: A King can fill the empty column: make that move before dealing.',
    );
    const noKing = position(option, { ...gap, t3: '4C | QS' });
    expect(moveList(option, noKing)).toBe('d');
    expect(layout(option, applyMove(option, noKing, DEAL).state).slice(0, 3)).toEqual(['t1: 7C | 8D 6S', 't2: 6D', 't3: 4C | QS 6C']);
  });

  it('allow: deals whatever columns are empty', () => {
    const option = extendVariant(easthavenLike, {
      id: 'easthaven-like-pysol', name: 'Easthaven-like (PySol)', rules: { stock: { kind: 'deal-row', emptyPiles: 'allow' } },
    });
    expect(moveList(option, position(option, gap))).toBe('t3>t2x2 d');
  });
});

describe('Easthaven-like building', () => {
  it('a run in alternating colours moves as a unit onto a card one rank higher of the other colour', () => {
    // "A sequence like black 5 — red 4 — black 3 moves as a unit if the destination card is a red 6".
    const state = position(easthavenLike, {
      t1: 'QC | 5S 4H 3C', t2: '6D', t3: 'KS', t4: 'KC', t5: 'KH', t6: 'KD', t7: 'TC', stock: '2C',
    });
    expect(moveList(easthavenLike, state)).toBe('t1>t2x3 d');
    expect(refusal(easthavenLike, state, mv('t1', 't3', 2))).toBe(
      'does-not-build: The 4 of hearts cannot go on the King of spades: build down in alternating colours.',
    );
  });

  it('plays to the foundations one card at a time, and never takes a card back', () => {
    // 001 seed: "Move only one card at a time to a foundation."
    const state = position(easthavenLike, {
      t1: '2H AC', t2: 'KS', t3: 'KC', t4: 'KH', t5: 'KD', t6: 'QS', t7: 'TC', f3: 'AH', stock: '2C',
    });
    expect(refusal(easthavenLike, state, mv('t1', 'f1', 2))).toBe('foundation-one-at-a-time: Cards go to a foundation one at a time.');
    expect(moveList(easthavenLike, state)).toBe('t1>f1 t6>t4 t6>t5 d');
    expect(refusal(easthavenLike, state, mv('f3', 't2'))).toBe('foundation-locked: Cards on the foundations stay there.');
  });
});
