/**
 * Every rule sentence of the seed document 004_8683c2fbef3e0c72.txt (Spider Solitaire, with its variations),
 * each checked on a golden deal or a hand-built position. Where a sentence and our default disagree (dealing
 * while a column is empty), the test shows both the option that implements the sentence and the default.
 *
 * Hand-built positions mostly use Aces (and sometimes Kings) as filler columns where a column must not be
 * empty: nothing builds on an Ace, and an Ace moves only onto a 2, so they add no moves of their own.
 */
import { Game, type Variant } from '@patience/core';
import {
  applyMove, dealsLeft, deal, isStuck, isWon, pileIds, redealsLeft, type GameState,
} from '@patience/core/engine';
import { cardCode } from '@patience/core/cards';
import { parseCard, parseCards } from '@patience/core/snapshot';
import { describe, expect, it } from 'vitest';
import { spider, spiderette } from '../src/index.js';
import { codeCounts, DEAL, layout, moveList, mv, position, refusal, seq, SPIDERETTE_DEAL_1_LAYOUT } from './support.js';

const fourSuits = spider.variant();
const twoSuits = spider.variant({ suits: 2 });
const oneSuit = spider.variant({ suits: 1 });
const relaxed = spider.variant({ dealWithEmptyColumns: 'allow' });

/** Foundations f1, f2, … holding complete King-to-Ace runs, each given as [suit letter, copy]. */
function runsHome(runs: readonly (readonly [string, number])[]): Record<string, string> {
  return Object.fromEntries(runs.map(([suit, copy], i) => [`f${i + 1}`, seq(suit, 13, 1, copy)]));
}

/** The tableau lines of a layout (the first `columns` lines). */
function columns(variant: Variant, state: GameState): string[] {
  return layout(variant, state).filter((line) => line.startsWith('t'));
}

/** Nine fives and a 9-8 stack round an empty column 1, with ten cards in the stock (its top card last). */
const EMPTY_FIRST_COLUMN = {
  t2: '5C', t3: '5D', t4: '5H', t5: '5S', t6: '5C#1', t7: '5D#1', t8: '5H#1', t9: '5S#1', t10: '9H 8H',
  stock: 'AC 2C 3C 4C 6C 7C 8C TC JC QC',
};

describe('004_8683c2fbef3e0c72.txt: Spider Solitaire', () => {
  describe('What you need & setup', () => {
    it(`"Shuffle two standard 52-card decks together (104 cards, no jokers)."`, () => {
      const state = deal(fourSuits, 1);
      expect(fourSuits.deck).toEqual({ decks: 2, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
      expect(new Set(state.piles.flatMap((p) => p.cards)).size).toBe(104);
      const counts = codeCounts(layout(fourSuits, state));
      expect(Object.keys(counts)).toHaveLength(52);
      expect(new Set(Object.values(counts))).toEqual(new Set([2]));
    });

    it(`"Deal ten tableau columns: the first four columns get 6 cards each, the remaining six get 5 cards each (54 cards total)."`, () => {
      const state = deal(fourSuits, 1);
      expect(columns(fourSuits, state)).toEqual([
        't1: KD 8S 5H 7S JH | 3D',
        't2: 9D TD 8C 6H 3S | QH',
        't3: 8D 5S 2C QC 4H | 2C',
        't4: 9D JH JD QS AS | 3C',
        't5: TC 7C TH 7C | 7D',
        't6: 5H 7H 3H KC | JD',
        't7: TD 9S KS 5D | AC',
        't8: 5C 7D 7S QH | AD',
        't9: 8H KS 8C KH | 2D',
        't10: 2H 5S 4C QD | 4H',
      ]);
      const sizes = state.piles.slice(0, 10).map((p) => p.cards.length);
      expect(sizes).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
      expect(sizes.reduce((a, b) => a + b)).toBe(54);
    });

    it(`"Turn only the top card of each column face up; the rest stay face down."`, () => {
      const state = deal(fourSuits, 2);
      expect(state.piles.slice(0, 10).map((p) => p.faceDown)).toEqual([5, 5, 5, 5, 4, 4, 4, 4, 4, 4]);
      expect(columns(fourSuits, state).map((line) => line.slice(line.indexOf('|')))).toEqual([
        '| 8D', '| 6H', '| 3C', '| QC', '| 9H', '| 9D', '| AH', '| 7S', '| QC', '| 3C',
      ]);
    });

    it(`"Place the remaining 50 cards face down as the stock."`, () => {
      const state = deal(fourSuits, 1);
      const stock = state.piles[pileIds(fourSuits).indexOf('stock')];
      expect(stock?.cards.length).toBe(50);
      expect(stock?.faceDown).toBe(50);
      expect(dealsLeft(fourSuits, state)).toBe(5);
    });

    it(`"Leave room to set aside completed king-to-ace suit sequences — you will need to clear eight of them to win."`, () => {
      expect(pileIds(fourSuits).filter((id) => id.startsWith('f'))).toEqual(['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8']);
      // Seven runs set aside, the eighth one card short: not yet won.
      const home = runsHome([['C', 0], ['D', 0], ['H', 0], ['S', 0], ['C', 1], ['D', 1], ['H', 1]]);
      const state = position(fourSuits, { ...home, t1: seq('S', 13, 2, 1), t2: 'AS#1' });
      expect(isWon(fourSuits, state)).toBe(false);
      const after = applyMove(fourSuits, state, mv('t2', 't1')).state;
      expect(layout(fourSuits, after).slice(10, 18)).toEqual([
        'f1: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
        'f2: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
        'f3: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH',
        'f4: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
        'f5: KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C AC',
        'f6: KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD',
        'f7: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH',
        'f8: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
      ]);
      expect(isWon(fourSuits, after)).toBe(true);
    });
  });

  describe('Turn sequence', () => {
    it(`"Move any face-up card onto a card one rank higher in another column — suit and color don't matter for a single card (the 7♥ can go on any 8)."`, () => {
      const state = position(fourSuits, {
        t1: '7H', t2: '8C', t3: '8D', t4: '8H', t5: '8S', t6: 'AC', t7: 'AD', t8: 'AH', t9: 'AS', t10: 'AC#1',
      });
      expect(moveList(fourSuits, state)).toBe('t1>t2 t1>t3 t1>t4 t1>t5');
      expect(refusal(fourSuits, state, mv('t1', 't1'))).toBe('same-pile: Cards cannot move onto the pile they are on.');
      expect(refusal(fourSuits, state, mv('t1', 't6'))).toBe(
        'does-not-build: The 7 of hearts cannot go on the Ace of clubs: build down regardless of suit.',
      );
    });

    it('"Move groups only when they are a descending run of the same suit: 9♠-8♠-7♠ moves together, but 9♠-8♥ must be moved one card at a time."', () => {
      const fillers = { t5: 'AC', t6: 'AD', t7: 'AH', t8: 'AS', t9: 'AC#1', t10: 'AD#1' };
      const state = position(fourSuits, { ...fillers, t1: '9S 8S 7S', t2: 'TD', t3: '9S#1 8H', t4: '9D' });
      // 9♠-8♠-7♠ goes onto the 10♦ together; 9♠-8♥ moves only as its 8♥ (onto the 9♦).
      expect(moveList(fourSuits, state)).toBe('t1>t2x3 t1>t3 t1>t4x2 t3>t4 t4>t2');
      expect(refusal(fourSuits, state, mv('t3', 't2', 2))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 3 are not one.',
      );
      const oneThenOther = applyMove(fourSuits, applyMove(fourSuits, state, mv('t3', 't4')).state, mv('t3', 't2')).state;
      expect(columns(fourSuits, oneThenOther).slice(0, 4)).toEqual(['t1: 9S 8S 7S', 't2: TD 9S', 't3:', 't4: 9D 8H']);
      const together = applyMove(fourSuits, state, mv('t1', 't2', 3)).state;
      expect(columns(fourSuits, together).slice(0, 2)).toEqual(['t1:', 't2: TD 9S 8S 7S']);
    });

    it('"When a face-down card becomes the top of its column, flip it face up."', () => {
      const state = position(fourSuits, { t1: '5C QH | 7S', t2: '8D', t3: 'AC', t4: 'AD', t5: 'AH', t6: 'AS', t7: 'AC#1', t8: 'AD#1', t9: 'AH#1', t10: 'AS#1' });
      const outcome = applyMove(fourSuits, state, mv('t1', 't2'));
      expect(outcome.effects).toEqual([{ kind: 'turned-up', pile: 't1', card: parseCard('QH') }]);
      expect(columns(fourSuits, outcome.state).slice(0, 2)).toEqual(['t1: 5C | QH', 't2: 8D 7S']);
    });

    it('"Any card or same-suit run may be moved into an empty column."', () => {
      const kings = { t3: 'KC', t4: 'KD', t5: 'KH', t6: 'KS', t7: 'KC#1', t8: 'KD#1', t9: 'KH#1', t10: 'KS#1' };
      const state = position(fourSuits, { ...kings, t1: '9S 8H 7H 6H' });
      // Any single card (each King too) and the 8♥-7♥-6♥ run or part of it; never 9♠-8♥ together.
      expect(moveList(fourSuits, state)).toBe('t1>t2 t1>t2x2 t1>t2x3 t3>t2 t4>t2 t5>t2 t6>t2 t7>t2 t8>t2 t9>t2 t10>t2');
      expect(refusal(fourSuits, state, mv('t1', 't2', 4))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 4 cards of column 1 are not one.',
      );
    });

    it('"When you run out of useful moves, deal from the stock: one new face-up card onto every column — but only if no column is empty."', () => {
      const dealt = applyMove(fourSuits, deal(fourSuits, 1), DEAL);
      expect(dealt.cards.map(cardCode).join(' ')).toBe('3D 6C QC KH 4C 9C 5C 4S 4D 9S');
      expect(columns(fourSuits, dealt.state)).toEqual([
        't1: KD 8S 5H 7S JH | 3D 3D',
        't2: 9D TD 8C 6H 3S | QH 6C',
        't3: 8D 5S 2C QC 4H | 2C QC',
        't4: 9D JH JD QS AS | 3C KH',
        't5: TC 7C TH 7C | 7D 4C',
        't6: 5H 7H 3H KC | JD 9C',
        't7: TD 9S KS 5D | AC 5C',
        't8: 5C 7D 7S QH | AD 4S',
        't9: 8H KS 8C KH | 2D 4D',
        't10: 2H 5S 4C QD | 4H 9S',
      ]);
      // Our default follows the sentence: no deal while a column is empty.
      const gap = position(fourSuits, EMPTY_FIRST_COLUMN);
      expect(moveList(fourSuits, gap)).toBe('t2>t1 t3>t1 t4>t1 t5>t1 t6>t1 t7>t1 t8>t1 t9>t1 t10>t1 t10>t1x2');
      expect(refusal(fourSuits, gap, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
      // The "relaxed" option deals anyway, and the empty column gets its card too.
      expect(moveList(relaxed, gap)).toBe('t2>t1 t3>t1 t4>t1 t5>t1 t6>t1 t7>t1 t8>t1 t9>t1 t10>t1 t10>t1x2 d');
      expect(columns(relaxed, applyMove(relaxed, gap, DEAL).state)).toEqual([
        't1: QC', 't2: 5C JC', 't3: 5D TC', 't4: 5H 8C', 't5: 5S 7C', 't6: 5C 6C', 't7: 5D 4C', 't8: 5H 3C', 't9: 5S 2C', 't10: 9H 8H AC',
      ]);
    });

    it('"When a full king-to-ace run in one suit forms, it is removed from the tableau automatically (or set aside)."', () => {
      const fillers = { t3: 'AC', t4: 'AD', t5: 'AS', t6: 'AC#1', t7: 'AD#1', t8: 'AH#1', t9: 'AS#1', t10: '2S' };
      const state = position(fourSuits, { ...fillers, t1: `7D | ${seq('H', 13, 2)}`, t2: 'AH' });
      const outcome = applyMove(fourSuits, state, mv('t2', 't1'));
      expect(outcome.effects).toEqual([
        { kind: 'run-lifted', from: 't1', to: 'f1', cards: parseCards(seq('H', 13, 1)) },
        { kind: 'turned-up', pile: 't1', card: parseCard('7D') },
      ]);
      expect(layout(fourSuits, outcome.state).slice(0, 11)).toEqual([
        't1: 7D', 't2:', 't3: AC', 't4: AD', 't5: AS', 't6: AC', 't7: AD', 't8: AH', 't9: AS', 't10: 2S',
        'f1: KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH',
      ]);
      // A King-to-Ace run of mixed suits stays where it is.
      const mixed = position(fourSuits, { ...fillers, t1: `7D | KS ${seq('H', 12, 2)}`, t2: 'AH' });
      const stays = applyMove(fourSuits, mixed, mv('t2', 't1'));
      expect(stays.effects).toEqual([]);
      expect(layout(fourSuits, stays.state)[0]).toBe('t1: 7D | KS QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH');
      expect(layout(fourSuits, stays.state)[10]).toBe('f1:');
    });

    it('"Keep building until all eight suit sequences are cleared (a win) or no progress is possible."', () => {
      // No progress possible: no card builds, no column is empty, the stock is spent.
      const fillers = { t1: 'KC', t2: 'KD', t3: 'KH', t4: 'KS', t5: 'KC#1', t6: 'KD#1', t7: 'KH#1', t8: 'KS#1', t9: '2C', t10: '2D' };
      const stuck = position(fourSuits, fillers);
      expect(moveList(fourSuits, stuck)).toBe('');
      expect(isStuck(fourSuits, stuck)).toBe(true);
      expect(isWon(fourSuits, stuck)).toBe(false);
      // A card in the stock still allows a deal, so that position is not stuck.
      expect(isStuck(fourSuits, position(fourSuits, { ...fillers, stock: 'AC AD AH AS AC#1 AD#1 AH#1 AS#1 3C 3D' }))).toBe(false);
    });
  });

  describe('The Tableau Layout', () => {
    it(`"Spider deals 54 of its 104 cards into ten columns, with only each column's top card face up."`, () => {
      const state = deal(fourSuits, 2);
      const tableau = state.piles.slice(0, 10);
      expect(tableau.reduce((n, p) => n + p.cards.length, 0)).toBe(54);
      expect(tableau.map((p) => p.cards.length - p.faceDown)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
      expect(state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(104);
    });

    it('"The other 50 cards wait in the stock."', () => {
      const state = deal(fourSuits, 2);
      expect(layout(fourSuits, state).at(-1)).toBe(
        'stock: 2S 6C QH QD TH KC 9C 4D AD 4S 2C AC 6C JH KC 3S 5D 7D 9H 6S 6S KS QS KH 8S 5H 5S 9S 5C JC QS 2D TD 3H 8C 9S KD JD 8H TS 4S 5D JC 7S JH JS 9D 8C 3S TC |',
      );
      expect(state.piles.at(-1)?.cards.length).toBe(50);
    });

    it('"There are no separate build-up foundations as in Klondike — completed sequences lift straight out of the columns."', () => {
      const fillers = { t3: 'AC', t4: 'AD', t5: 'AS', t6: 'AC#1', t7: 'AD#1', t8: 'AH#1', t9: 'AS#1', t10: 'KC' };
      const state = position(fourSuits, { ...fillers, t1: 'AH', t2: seq('S', 13, 1) });
      // Neither an Ace nor even a complete run is ever played to a foundation by hand; only the run's
      // Queen-led part may move (onto the King of clubs).
      expect(moveList(fourSuits, state)).toBe('t2>t10x12');
      const byHand = 'foundation-runs-only: Only a complete King-to-Ace run goes to a foundation, and it goes there by itself.';
      expect(refusal(fourSuits, state, mv('t1', 'f1'))).toBe(byHand);
      expect(refusal(fourSuits, state, mv('t2', 'f1', 13))).toBe(byHand);
    });
  });

  describe('Building Down — Any Suit', () => {
    it('"A single card may be placed on any card exactly one rank higher, regardless of suit or color."', () => {
      const fillers = { t5: 'AC', t6: 'AD', t7: 'AH', t8: 'AS', t9: 'AC#1', t10: 'AD#1' };
      const state = position(fourSuits, { ...fillers, t1: '7H', t2: '9C', t3: '8C', t4: '6S' });
      expect(moveList(fourSuits, state)).toBe('t1>t3 t3>t2 t4>t1');
      expect(refusal(fourSuits, state, mv('t1', 't2'))).toBe(
        'does-not-build: The 7 of hearts cannot go on the 9 of clubs: build down regardless of suit.',
      );
      expect(refusal(fourSuits, state, mv('t1', 't4'))).toBe(
        'does-not-build: The 7 of hearts cannot go on the 6 of spades: build down regardless of suit.',
      );
    });

    it('"The 10♣ can sit on the J♣, J♦, J♥, or J♠."', () => {
      const fillers = { t6: 'AC', t7: 'AD', t8: 'AH', t9: 'AS', t10: 'AC#1' };
      const state = position(fourSuits, { ...fillers, t1: 'TC', t2: 'JC', t3: 'JD', t4: 'JH', t5: 'JS' });
      expect(moveList(fourSuits, state)).toBe('t1>t2 t1>t3 t1>t4 t1>t5');
    });

    it('"This makes individual moves easy to find — but mixed-suit stacks are traps, because they cannot move together."', () => {
      const fillers = { t4: 'AC', t5: 'AD', t6: 'AH', t7: 'AS', t8: 'AC#1', t9: 'AD#1', t10: 'AH#1' };
      const state = position(fourSuits, { ...fillers, t1: 'JD TS 9D', t2: 'QH', t3: 'TH' });
      // Only the 9♦ may leave the mixed stack; the J♦-10♠-9♦ stack cannot go onto the Q♥.
      expect(moveList(fourSuits, state)).toBe('t1>t3');
      expect(refusal(fourSuits, state, mv('t1', 't2', 3))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 3 cards of column 1 are not one.',
      );
    });

    it('"Only a descending run of the same suit moves as one block."', () => {
      const fillers = { t4: 'AC', t5: 'AD', t6: 'AH', t7: 'AS', t8: 'AC#1', t9: 'AD#1', t10: 'AH#1' };
      // Column 1 is not descending (a gap after the Jack), column 3 ascends.
      const state = position(fourSuits, { ...fillers, t1: 'JS 9S 8S', t2: 'QD', t3: '2D 3D' });
      expect(moveList(fourSuits, state)).toBe('');
      expect(refusal(fourSuits, state, mv('t1', 't2', 3))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 3 cards of column 1 are not one.',
      );
      expect(refusal(fourSuits, state, mv('t3', 't2', 2))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 3 are not one.',
      );
    });

    it('"The J♦-10♦-9♦ travels as a unit; the J♦-10♠ does not."', () => {
      const fillers = { t5: 'AC', t6: 'AD', t7: 'AH', t8: 'AS', t9: 'AC#1', t10: 'AD#1' };
      const state = position(fourSuits, { ...fillers, t1: 'JD TD 9D', t2: 'QS', t3: 'JD#1 TS', t4: 'QC' });
      // The whole diamond run goes onto either Queen; its 9♦ alone onto the 10♠.
      expect(moveList(fourSuits, state)).toBe('t1>t2x3 t1>t3 t1>t4x3');
      expect(refusal(fourSuits, state, mv('t3', 't2', 2))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 3 are not one.',
      );
    });
  });

  describe('Empty Columns', () => {
    it('"When a column is cleared, any single card or same-suit run may be moved into it."', () => {
      const fillers = { t4: 'AC', t5: 'AD', t6: 'AH', t7: 'AS', t8: 'AC#1', t9: 'AD#1', t10: 'AH#1' };
      const state = position(fourSuits, { ...fillers, t1: '5D', t2: '6D', t3: '9H 8H 7H' });
      expect(moveList(fourSuits, state)).toBe('t1>t2 t2>t3');
      const cleared = applyMove(fourSuits, state, mv('t1', 't2')).state;
      expect(columns(fourSuits, cleared).slice(0, 3)).toEqual(['t1:', 't2: 6D 5D', 't3: 9H 8H 7H']);
      expect(moveList(fourSuits, cleared)).toBe(
        't2>t1 t2>t1x2 t2>t3x2 t3>t1 t3>t1x2 t3>t1x3 t4>t1 t5>t1 t6>t1 t7>t1 t8>t1 t9>t1 t10>t1',
      );
    });

    it('"You cannot deal from the stock while any column is empty; every column must hold at least one card first."', () => {
      const gap = position(fourSuits, EMPTY_FIRST_COLUMN);
      expect(refusal(fourSuits, gap, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
      const filled = applyMove(fourSuits, gap, mv('t10', 't1')).state;
      expect(columns(fourSuits, filled)[0]).toBe('t1: 8H');
      expect(moveList(fourSuits, filled)).toBe('t1>t10 d');
      // The relaxed option, as the variations allow, deals with the column still empty.
      expect(refusal(relaxed, gap, DEAL)).toBe('legal');
    });
  });

  describe('Dealing from the Stock', () => {
    it('"When you are stuck (or choose to), deal a fresh face-up card onto all ten columns at once — ten cards per deal, five deals in total."', () => {
      const game = new Game(fourSuits, { seed: 1 });
      // "or choose to": the deal is offered alongside the card moves.
      expect(moveList(fourSuits, game.state)).toBe('t1>t10 t3>t1 t3>t4 t4>t10 t6>t2 t7>t3 t7>t9 t8>t3 t8>t9 t9>t1 t9>t4 d');
      const rows: string[] = [];
      while (game.canDeal()) rows.push(game.deal().cards.map(cardCode).join(' '));
      expect(rows).toEqual([
        '3D 6C QC KH 4C 9C 5C 4S 4D 9S',
        '6S JS 5D 6S 2S 3H 9H 9C AD 2D',
        '2H 8S 8H 9H TC 6D 7H KD QD TH',
        '6D AC AH 4S 2S 6C KC 8D AH 4D',
        'AS TS JC TS 3C 3S QS JC 6H JS',
      ]);
      expect(columns(fourSuits, game.state).slice(0, 2)).toEqual([
        't1: KD 8S 5H 7S JH | 3D 3D 6S 2H 6D AS',
        't2: 9D TD 8C 6H 3S | QH 6C JS 8S AC TS',
      ]);
      expect(game.dealsLeft()).toBe(0);
    });

    it('"There is no waste pile and no redealing: once the five stock deals are used, the cards on the table are all you have."', () => {
      expect(pileIds(fourSuits)).not.toContain('waste');
      const game = new Game(fourSuits, { seed: 1 });
      for (let i = 0; i < 5; i++) game.deal();
      expect(refusal(fourSuits, game.state, DEAL)).toBe('stock-empty: The stock is empty.');
      expect(refusal(fourSuits, game.state, { kind: 'redeal' })).toBe('no-stock: Spider has no waste to turn over.');
      expect(redealsLeft(fourSuits, game.state)).toBe(0);
      expect(game.moves().some((m) => m.kind !== 'move')).toBe(false);
    });
  });

  describe('Completing Sequences and Winning', () => {
    it('"Whenever a column contains a complete descending run from king to ace in a single suit, that run is removed from play."', () => {
      const fillers = { t3: 'AC', t4: 'AD', t5: 'AH', t6: 'AC#1', t7: 'AD#1', t8: 'AH#1', t9: 'AS#1', t10: '2C' };
      // The run is completed by a six-card run move, and lifted at once.
      const state = position(fourSuits, { ...fillers, t1: seq('S', 13, 7), t2: `9D ${seq('S', 6, 1)}` });
      const outcome = applyMove(fourSuits, state, mv('t2', 't1', 6));
      expect(outcome.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f1', cards: parseCards(seq('S', 13, 1)) }]);
      expect(layout(fourSuits, outcome.state).slice(0, 2)).toEqual(['t1:', 't2: 9D']);
      expect(layout(fourSuits, outcome.state)[10]).toBe('f1: KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS');
      // The same move with a run of hearts below the 7♠: King to Ace, but not in a single suit.
      const mixed = position(fourSuits, { ...fillers, t1: seq('S', 13, 7), t2: `9D ${seq('H', 6, 1)}` });
      const kept = applyMove(fourSuits, mixed, mv('t2', 't1', 6));
      expect(kept.effects).toEqual([]);
      expect(layout(fourSuits, kept.state)[0]).toBe('t1: KS QS JS TS 9S 8S 7S 6H 5H 4H 3H 2H AH');
    });

    it('"Eight such sequences exist in the 104 cards; clear all eight and you win."', () => {
      const home = runsHome([['C', 0], ['D', 0], ['H', 0], ['S', 0], ['C', 1], ['D', 1], ['H', 1]]);
      const game = new Game(fourSuits, { position: position(fourSuits, { ...home, t1: seq('S', 13, 2, 1), t2: 'AS#1' }) });
      expect(game.isWon()).toBe(false);
      const record = game.move('t2>t1');
      expect(record.effects).toEqual([{ kind: 'run-lifted', from: 't1', to: 'f8', cards: parseCards(seq('S', 13, 1, 1)) }]);
      expect(game.isWon()).toBe(true);
      expect(game.moves()).toEqual([]);
    });

    it('"You lose when no legal move helps and no stock deals remain."', () => {
      // The engine cannot judge which moves "help": a game is stuck (lost) when no legal move is left at all.
      const kings = { t1: 'KC', t2: 'KD', t3: 'KH', t4: 'KS', t5: 'KC#1', t6: 'KD#1', t7: 'KH#1', t8: 'KS#1' };
      const lost = position(fourSuits, { ...kings, t9: '5C', t10: '7D' });
      expect(dealsLeft(fourSuits, lost)).toBe(0);
      expect(isStuck(fourSuits, lost)).toBe(true);
      // One pointless move left (the 6♣ can only shuttle between the two 7s): not lost by the engine's reckoning.
      const shuffling = position(fourSuits, { ...kings, t9: '7D 6C', t10: '7C' });
      expect(moveList(fourSuits, shuffling)).toBe('t9>t10');
      expect(isStuck(fourSuits, shuffling)).toBe(false);
    });

    it('"Four-suit Spider is genuinely hard — even strong players lose often."', () => {
      expect(fourSuits.difficulty).toBe('expert');
      expect(spider.difficulty).toBe('expert');
    });
  });

  describe('Scoring & how the game ends', () => {
    it('"The common computer scoring starts at 500 points, subtracts 1 per move, and adds around 100 for each completed suit sequence."', () => {
      const game = new Game(fourSuits, { seed: 1 });
      expect(game.score).toBe(500);
      game.move('t6>t2');
      expect(game.score).toBe(499);
      game.deal();
      expect(game.score).toBe(498);
      // Exactly 100 for a completed run, less the 1 for the move that completes it.
      const fillers = { t3: 'AC', t4: 'AD', t5: 'AS', t6: 'AC#1', t7: 'AD#1', t8: 'AH#1', t9: 'AS#1', t10: '2S' };
      const state = position(fourSuits, { ...fillers, t1: `7D | ${seq('H', 13, 2)}`, t2: 'AH' }, { score: 480 });
      expect(applyMove(fourSuits, state, mv('t2', 't1')).state.score).toBe(579);
      expect(fourSuits.rules.scoring).toEqual({
        start: 500, perMove: -1, perCardToFoundation: 0, perRunLifted: 100, perWasteToTableau: 0, perCardTurnedUp: 0, perCardTakenBack: 0, perRedeal: 0, freeRedeals: 0,
      });
    });

    it('"Winning: Remove all eight complete king-to-ace sequences, each in a single suit, from the tableau."', () => {
      // Two suits: four runs of spades and four of hearts.
      const home = runsHome([['S', 0], ['S', 1], ['S', 2], ['S', 3], ['H', 0], ['H', 1], ['H', 2]]);
      const game = new Game(twoSuits, { position: position(twoSuits, { ...home, t1: seq('H', 13, 3, 3), t2: '2H#3', t3: 'AH#3' }) });
      game.move('t2>t1');
      expect(game.isWon()).toBe(false);
      game.move('t3>t1');
      expect(game.isWon()).toBe(true);
      expect(layout(twoSuits, game.state).slice(0, 10).every((line) => !line.includes(' '))).toBe(true);
    });
  });

  describe('Common variations', () => {
    it('"All 104 cards are spades, so every build is automatically same-suit and movable."', () => {
      const counts = codeCounts(layout(oneSuit, deal(oneSuit, 1)));
      expect(Object.keys(counts).join(' ')).toBe('2S 3S 4S 5S 6S 7S 8S 9S AS JS KS QS TS');
      expect(new Set(Object.values(counts))).toEqual(new Set([8]));
      // The same stack as in four suits, now all spades: it moves together.
      const fillers = { t3: 'AS#1', t4: 'AS#2', t5: 'AS#3', t6: 'AS#4', t7: 'AS#5', t8: 'AS#6', t9: 'AS#7', t10: 'AS' };
      const stack = position(oneSuit, { ...fillers, t1: '9S 8S#1 7S#2', t2: 'TS#3' });
      expect(moveList(oneSuit, stack)).toBe('t1>t2x3');
    });

    it('"The standard beginner difficulty."', () => {
      expect(oneSuit.difficulty).toBe('easy');
      expect(oneSuit.name).toBe('Spider (one suit)');
      expect(spider.presets.find((p) => p.id === '1-suit')?.options).toEqual({ suits: 1 });
    });

    it('"Played with spades and hearts (four copies of each), forcing real suit management while staying learnable."', () => {
      const counts = codeCounts(layout(twoSuits, deal(twoSuits, 1)));
      expect(Object.keys(counts)).toHaveLength(26);
      expect(Object.keys(counts).every((code) => code.endsWith('S') || code.endsWith('H'))).toBe(true);
      expect(new Set(Object.values(counts))).toEqual(new Set([4]));
      const fillers = { t4: 'AS#1', t5: 'AS#2', t6: 'AS#3', t7: 'AH', t8: 'AH#1', t9: 'AH#2', t10: 'AH#3' };
      const state = position(twoSuits, { ...fillers, t1: '9S 8H 7S', t2: 'TS', t3: '8S' });
      // 9♠-8♥-7♠ is built down, but not in suit: only the 7♠ may move (onto the other 8).
      expect(moveList(twoSuits, state)).toBe('t1>t3');
      expect(refusal(twoSuits, state, mv('t1', 't2', 3))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 3 cards of column 1 are not one.',
      );
    });

    it('"The usual intermediate step."', () => {
      expect(twoSuits.difficulty).toBe('medium');
      expect(twoSuits.name).toBe('Spider (two suits)');
    });

    it('"The full classic game with all four suits — the hardest standard form, where careful planning is essential and losses are common."', () => {
      expect(fourSuits.deck.suits).toEqual(['clubs', 'diamonds', 'hearts', 'spades']);
      expect(fourSuits.difficulty).toBe('expert');
      expect([oneSuit, twoSuits, fourSuits].map((v) => v.difficulty)).toEqual(['easy', 'medium', 'expert']);
    });

    it('"Common: The traditional form and the expert mode in software."', () => {
      expect(spider.defaults.suits).toBe(4);
      expect(spider.variant()).toBe(spider.variant({ suits: 4 }));
    });

    it(`"Some versions allow dealing from the stock even while a column is empty, softening one of the game's sharpest constraints."`, () => {
      const gap = position(fourSuits, EMPTY_FIRST_COLUMN);
      expect(refusal(relaxed, gap, DEAL)).toBe('legal');
      expect(refusal(fourSuits, gap, DEAL)).toBe('deal-with-empty-pile: You may not deal while a column is empty.');
    });

    it('"Common: A house rule and an option in some apps."', () => {
      expect(spider.defaults.dealWithEmptyColumns).toBe('forbid');
      expect(spider.presets.find((p) => p.id === 'relaxed')).toEqual({ id: 'relaxed', name: 'Spider (relaxed)', options: { dealWithEmptyColumns: 'allow' } });
      expect(relaxed.name).toBe('Spider (relaxed)');
    });

    it('"A single-deck Spider played on seven Klondike-style columns — the same mechanics in a shorter, smaller game."', () => {
      const variant = spiderette.variant();
      const state = deal(variant, 1);
      expect(layout(variant, state)).toEqual(SPIDERETTE_DEAL_1_LAYOUT);
      expect(state.piles.at(-1)?.cards.length).toBe(24);
      expect(dealsLeft(variant, state)).toBe(4);
      // The same mechanics: Spider's rules, word for word.
      expect(variant.rules).toEqual(fourSuits.rules);
      expect(variant.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
    });
  });
});
