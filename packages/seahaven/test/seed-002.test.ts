/**
 * Every rule sentence of the seed document /work/shared/seeds/002_af22bb8c67b648f1.txt, each checked on a
 * golden deal or a hand-built position. The seed's "towers" are core's cells c1..c4, and its "bottom" card of
 * a column (the one nearest the player, fully uncovered) is our top card, the last one in a pile's text.
 */
import { describe, expect, it } from 'vitest';
import { describeRules, Game, type Variant } from '@patience/core';
import {
  applyMove, deal, dealCards, isWon, legalMoves, pileIds, safeFoundationMoves, type GameState,
} from '@patience/core/engine';
import { cardCode, deckCards, deckSize } from '@patience/core/cards';
import { snapshot } from '@patience/core/snapshot';
import {
  DEAL, DEAL_1_LAYOUT, doubling, layout, moveList, movesFrom, movesTo, mv, position, refusal, standard, STILL, TOWERS_FULL,
} from './support.js';


/** Every card of a position, as codes in id order. */
function cardsOf(state: GameState): string[] {
  return state.piles.flatMap((p) => p.cards).sort((a, b) => a - b).map(cardCode);
}

/** The Tableau section's sentence about run moves. */
function runSentence(variant: Variant): string | undefined {
  return describeRules(variant).sections.find((s) => s.heading === 'Tableau')?.rules[2];
}

/** Three of the four foundations complete, spades up to the Queen: one card from the win. */
const ONE_FROM_HOME = {
  f1: 'AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC',
  f2: 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD',
  f3: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH',
  f4: 'AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS',
};

describe('002_af22bb8c67b648f1.txt: Seahaven Towers', () => {
  describe('Overview', () => {
    it('"Seahaven Towers is a renowned open-information patience card game for one player."', () => {
      // Open information: the player's view of a position hides nothing the full view shows.
      const game = new Game(standard, { seed: 1 });
      const { view: fullView, ...full } = game.snapshot();
      const { view: playerView, ...seen } = game.snapshot({ hideFaceDown: true });
      expect([fullView, playerView]).toEqual(['full', 'player']);
      expect(seen).toEqual(full);
    });

    it('"Every card is visible right from the deal."', () => {
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
        const state = deal(standard, seed);
        expect(state.piles.every((p) => p.faceDown === 0)).toBe(true);
        expect(layout(standard, state).some((line) => line.includes('|'))).toBe(false);
      }
      expect(layout(standard, deal(standard, 1))).toEqual(DEAL_1_LAYOUT);
    });

    it('"However, building in the tableau must be strictly down in the same suit, and cleared columns may only be claimed by Kings."', () => {
      const state = position(standard, { ...STILL, ...TOWERS_FULL, t1: '8S', t2: '7H', t3: '7S', t4: 'KD', t5: '' });
      expect(moveList(standard, state)).toBe('t3>t1 t4>t5');
      expect(refusal(standard, state, mv('t2', 't1'))).toBe(
        'does-not-build: The 7 of hearts cannot go on the 8 of spades: build down in suit.',
      );
      expect(refusal(standard, state, mv('t2', 't5'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    });

    it('"You need: one standard 52-card deck without jokers."', () => {
      expect(standard.deck).toEqual({ decks: 1, suits: ['clubs', 'diamonds', 'hearts', 'spades'] });
      expect(deckSize(standard.deck)).toBe(52);
      const every = deckCards(standard.deck).map(cardCode);
      expect(every).toHaveLength(52);
      for (const seed of [1, 2, 3]) expect(cardsOf(deal(standard, seed))).toEqual(every);
    });
  });

  describe('Setup', () => {
    it('"Foundations (top right): Leave room for four foundation piles, one for each suit."', () => {
      const piles = snapshot(standard, deal(standard, 1)).piles.filter((p) => p.kind === 'foundation');
      expect(piles.map((p) => `${p.id} ${p.suit ?? ''}`)).toEqual(['f1 clubs', 'f2 diamonds', 'f3 hearts', 'f4 spades']);
    });

    it('"They start empty and are built up in suit from Ace to King."', () => {
      expect(layout(standard, deal(standard, 1)).filter((line) => line.startsWith('f'))).toEqual(['f1:', 'f2:', 'f3:', 'f4:']);
      const state = position(standard, { ...STILL, ...TOWERS_FULL, t1: 'KD', t2: 'KH', f2: 'AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD' });
      expect(movesTo(standard, state, 'f2')).toBe('t1>f2');
      expect(refusal(standard, state, mv('t2', 'f2'))).toBe(
        'foundation-order: The King of hearts cannot go on foundation 2: it takes the King of diamonds next.',
      );
      const full = applyMove(standard, state, mv('t1', 'f2')).state;
      expect(layout(standard, full)[11]).toBe('f2: AD 2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD');
    });

    it('"Towers (top left): Four reserve cells (the "towers"), each able to hold a single card."', () => {
      expect(pileIds(standard).filter((id) => id.startsWith('c'))).toEqual(['c1', 'c2', 'c3', 'c4']);
      const state = deal(standard, 1);
      expect(refusal(standard, state, mv('t1', 'c2'))).toBe('cell-occupied: Tower 2 already holds a card.');
      // Column 5 ends in the run 3S 2S: a tower takes only one of them.
      expect(refusal(standard, state, mv('t5', 'c1', 2))).toBe('one-card-only: A tower holds one card.');
      expect(refusal(standard, state, mv('t5', 'c1'))).toBe('legal');
    });

    it('"The tableau: Deal 50 cards face up in ten columns of five cards each, overlapping downwards so every card can be seen."', () => {
      for (const seed of [1, 2, 3]) {
        const columns = deal(standard, seed).piles.slice(0, 10);
        expect(columns.map((p) => `${p.cards.length}/${p.faceDown}`).join(' ')).toBe('5/0 5/0 5/0 5/0 5/0 5/0 5/0 5/0 5/0 5/0');
      }
      // The deck in its own order, unshuffled: dealt row by row, left to right, 50 cards to the columns.
      const unshuffled = dealCards(standard, deckCards(standard.deck));
      expect(layout(standard, unshuffled).slice(0, 10)).toEqual([
        't1: AC JC 8D 5H 2S',
        't2: 2C QC 9D 6H 3S',
        't3: 3C KC TD 7H 4S',
        't4: 4C AD JD 8H 5S',
        't5: 5C 2D QD 9H 6S',
        't6: 6C 3D KD TH 7S',
        't7: 7C 4D AH JH 8S',
        't8: 8C 5D 2H QH 9S',
        't9: 9C 6D 3H KH TS',
        't10: TC 7D 4H AS JS',
      ]);
    });

    it('"Initial towers: Place the remaining two cards face up into two of the towers, leaving the other two towers empty."', () => {
      // The seed says only "two of the towers". Our choice: the middle two, c2 and c3, as in Art Cabral's
      // original, PySolFC and GNOME Aisleriot; c1 and c4 start empty.
      expect(layout(standard, deal(standard, 1)).slice(14)).toEqual(['c1:', 'c2: 7S', 'c3: 3D', 'c4:']);
      // The remaining two are the last two cards of the deck, after the 50 of the columns.
      const unshuffled = dealCards(standard, deckCards(standard.deck));
      expect(layout(standard, unshuffled).slice(14)).toEqual(['c1:', 'c2: QS', 'c3: KS', 'c4:']);
      expect(unshuffled.piles.slice(14).map((p) => p.faceDown)).toEqual([0, 0, 0, 0]);
    });
  });

  describe('Playing', () => {
    it('"Only the bottom (fully uncovered) card of each tableau column and any card currently resting in a tower is free to move."', () => {
      const state = deal(standard, 1);
      // From deal 1, each move takes one card: the top of a column or a tower card.
      expect(moveList(standard, state)).toBe(
        't1>c1 t1>c4 t2>c1 t2>c4 t3>c1 t3>c4 t4>c1 t4>c4 t5>c1 t5>c4 t6>c1 t6>c4 t7>t5 t7>f4 t7>c1 t7>c4 '
        + 't8>c1 t8>c4 t9>t10 t9>c1 t9>c4 t10>c1 t10>c4 c2>c1 c2>c4 c3>t4 c3>c1 c3>c4',
      );
      expect(legalMoves(standard, state).every((m) => m.kind === 'move' && m.count === 1)).toBe(true);
      // A move always carries the top cards of its column: the covered Queen of diamonds of column 1 could
      // leave only with the three cards on it, and those are no run.
      expect(refusal(standard, state, mv('t1', 'c1', 4))).toBe(
        'not-a-run: Only a run built down in suit moves as a unit, and the top 4 cards of column 1 are not one.',
      );
    });

    describe('1. Foundations', () => {
      it('"Foundations are built up by suit from Ace to King:"', () => {
        const state = position(standard, { ...STILL, t1: 'KH', t2: 'KS', f3: 'AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH' });
        const complete = applyMove(standard, state, mv('t1', 'f3')).state;
        expect(layout(standard, complete)[12]).toBe('f3: AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH');
        expect(refusal(standard, complete, mv('t2', 'f3'))).toBe(
          'foundation-order: The King of spades cannot go on foundation 3: it is complete.',
        );
      });

      it('"An Ace moves to an empty foundation space as soon as it is freed."', () => {
        // Each foundation takes one suit (f4 spades), so the Ace goes to its own one.
        const state = deal(standard, 1);
        expect(refusal(standard, state, mv('t7', 'f1'))).toBe(
          'foundation-order: The Ace of spades cannot go on foundation 1: it takes the Ace of clubs first.',
        );
        // No rule forces the move; the safe foundation moves offer it, and Game.autoPlay plays it at once,
        // then the 2 and 3 of spades it frees on column 5.
        expect(safeFoundationMoves(standard, state).map((m) => (m.kind === 'move' ? `${m.from}>${m.to}` : 'd'))).toEqual(['t7>f4']);
        const game = new Game(standard, { seed: 1 });
        expect(game.autoPlay().map((r) => r.notation)).toEqual(['t7>f4', 't5>f4', 't5>f4']);
        expect(layout(standard, game.state).filter((l) => /^(t5|t7|f4):/.test(l))).toEqual(['t5: 8H 9H 9S', 't7: 2C TH 6D 9D', 'f4: AS 2S 3S']);
      });

      it('"Subsequent cards of that suit must follow in ascending order: 2, 3, 4, up to King."', () => {
        const state = position(standard, { ...STILL, ...TOWERS_FULL, t1: '4S', t2: '3S', t3: '3H', f4: 'AS 2S' });
        expect(movesTo(standard, state, 'f4')).toBe('t2>f4');
        expect(refusal(standard, state, mv('t1', 'f4'))).toBe(
          'foundation-order: The 4 of spades cannot go on foundation 4: it takes the 3 of spades next.',
        );
        expect(refusal(standard, state, mv('t3', 'f4'))).toBe(
          'foundation-order: The 3 of hearts cannot go on foundation 4: it takes the 3 of spades next.',
        );
        const next = applyMove(standard, state, mv('t2', 'f4')).state;
        expect(movesTo(standard, next, 'f4')).toBe('t1>f4');
        // One at a time: a run does not go home as a unit.
        const run = position(standard, { ...STILL, t1: '4S 3S', f4: 'AS 2S' });
        expect(refusal(standard, run, mv('t1', 'f4', 2))).toBe('foundation-one-at-a-time: Cards go to a foundation one at a time.');
      });

      it('"Cards moved to foundations cannot be taken back into the tableau or towers."', () => {
        const state = position(standard, { ...STILL, t1: '4C', f1: 'AC 2C 3C' });
        expect(refusal(standard, state, mv('f1', 't1'))).toBe('foundation-locked: Cards on the foundations stay there.');
        expect(refusal(standard, state, mv('f1', 'c1'))).toBe('foundation-locked: Cards on the foundations stay there.');
        expect(movesFrom(standard, state, 'f1')).toBe('');
        expect(standard.rules.foundations).toEqual({ kind: 'up-by-suit', takeBack: false });
      });
    });

    describe('2. Tableau building', () => {
      it('"Within the tableau, cards build strictly down in the same suit:"', () => {
        const state = position(standard, { ...STILL, t1: '8S', c1: '7S', c2: '9S', c3: '7H', c4: '6S' });
        expect(moveList(standard, state)).toBe('c1>t1');
        expect(refusal(standard, state, mv('c2', 't1'))).toBe(
          'does-not-build: The 9 of spades cannot go on the 8 of spades: build down in suit.',
        );
        expect(refusal(standard, state, mv('c4', 't1'))).toBe(
          'does-not-build: The 6 of spades cannot go on the 8 of spades: build down in suit.',
        );
      });

      it('"A free card can only be placed on an exposed column card that is of the same suit and exactly one rank higher (for example, the 7♠ may only be played onto the 8♠; the 10♥ only onto the J♥)."', () => {
        const state = position(standard, {
          ...STILL, ...TOWERS_FULL, t1: '8S', t2: '8H', t3: 'JH', t4: 'JS', t5: '7S', t6: 'TH', t7: '8C 9S',
        });
        expect(movesFrom(standard, state, 't5')).toBe('t5>t1');
        expect(movesFrom(standard, state, 't6')).toBe('t6>t3');
        expect(refusal(standard, state, mv('t5', 't2'))).toBe('does-not-build: The 7 of spades cannot go on the 8 of hearts: build down in suit.');
        expect(refusal(standard, state, mv('t6', 't4'))).toBe('does-not-build: The 10 of hearts cannot go on the Jack of spades: build down in suit.');
        // Only on an exposed card: the 8 of clubs under the 9 of spades takes nothing.
        const covered = position(standard, { ...STILL, ...TOWERS_FULL, t1: '8C 9S', t4: '7C' });
        expect(refusal(standard, covered, mv('t4', 't1'))).toBe('does-not-build: The 7 of clubs cannot go on the 9 of spades: build down in suit.');
      });

      it('"Unlike FreeCell, cards never pack in alternating colours."', () => {
        const state = position(standard, { ...STILL, ...TOWERS_FULL, c2: 'QS', t1: '8S', t2: '7D', t3: '9C', t4: '2D 8C 7H' });
        expect(moveList(standard, state)).toBe('');
        expect(refusal(standard, state, mv('t2', 't1'))).toBe('does-not-build: The 7 of diamonds cannot go on the 8 of spades: build down in suit.');
        // 8C 7H was dealt so; it is no run, and does not move as one.
        expect(refusal(standard, state, mv('t4', 't3', 2))).toBe(
          'not-a-run: Only a run built down in suit moves as a unit, and the top 2 cards of column 4 are not one.',
        );
      });
    });

    describe('3. The towers (reserve cells)', () => {
      it('"The four towers serve as temporary holding spots:"', () => {
        // Deal 1: the Jack of hearts waits in tower 1, then leaves it for the Queen of hearts.
        const parked = applyMove(standard, deal(standard, 1), mv('t9', 'c1')).state;
        expect(layout(standard, parked).slice(14)).toEqual(['c1: JH', 'c2: 7S', 'c3: 3D', 'c4:']);
        expect(movesFrom(standard, parked, 'c1')).toBe('c1>t10 c1>c4');
        const left = applyMove(standard, parked, mv('c1', 't10')).state;
        expect(layout(standard, left)[9]).toBe('t10: 5C JC 5D 4S QH JH');
        expect(layout(standard, left)[14]).toBe('c1:');
      });

      it('"Any free card from a column (or another tower) may be moved into an empty tower."', () => {
        const state = deal(standard, 1);
        expect(movesTo(standard, state, 'c1')).toBe('t1>c1 t2>c1 t3>c1 t4>c1 t5>c1 t6>c1 t7>c1 t8>c1 t9>c1 t10>c1 c2>c1 c3>c1');
        expect(movesTo(standard, state, 'c4')).toBe('t1>c4 t2>c4 t3>c4 t4>c4 t5>c4 t6>c4 t7>c4 t8>c4 t9>c4 t10>c4 c2>c4 c3>c4');
      });

      it('"Each tower can hold only one card at a time."', () => {
        const state = deal(standard, 1);
        expect(refusal(standard, state, mv('t1', 'c3'))).toBe('cell-occupied: Tower 3 already holds a card.');
        expect(refusal(standard, state, mv('c2', 'c3'))).toBe('cell-occupied: Tower 3 already holds a card.');
        expect(refusal(standard, state, mv('t5', 'c4', 2))).toBe('one-card-only: A tower holds one card.');
        expect(movesTo(standard, state, 'c2')).toBe('');
      });

      it('"A card in a tower can be played to an open foundation, to a valid card in the tableau, or to an empty column (if it is a King)."', () => {
        const state = position(standard, { ...STILL, t1: '8S', t2: '', c1: 'AS', c2: '7S', c3: 'KD', c4: 'QH' });
        expect(movesFrom(standard, state, 'c1') + ' | ' + movesFrom(standard, state, 'c2') + ' | ' + movesFrom(standard, state, 'c3') + ' | ' + movesFrom(standard, state, 'c4'))
          .toBe('c1>f4 | c2>t1 | c3>t2 | ');
        expect(refusal(standard, state, mv('c4', 't2'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
        expect(refusal(standard, state, mv('c1', 't2'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
      });
    });

    describe('4. Empty columns', () => {
      it('"Only a King (or a descending in-suit sequence headed by a King) may be placed into an empty column space."', () => {
        const state = position(standard, {
          ...STILL, t1: '5C KD QD JD', t2: '', t3: 'KH', t4: '7D QS JS', c1: 'KC', c2: '3C',
        });
        expect(movesTo(standard, state, 't2')).toBe('t1>t2x3 t3>t2 c1>t2');
        expect(refusal(standard, state, mv('t1', 't2', 2))).toBe(
          'empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.',
        );
        expect(refusal(standard, state, mv('t4', 't2', 2))).toBe(
          'empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.',
        );
        expect(refusal(standard, state, mv('t4', 't2'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
        const filled = applyMove(standard, state, mv('t1', 't2', 3)).state;
        expect(layout(standard, filled).slice(0, 2)).toEqual(['t1: 5C', 't2: KD QD JD']);
      });

      it('"No other card may ever enter an empty column."', () => {
        // Every kind of card but a King, from a column and from a tower: none may go to column 1.
        const state = position(standard, { ...STILL, t1: '', t2: 'AC', t3: 'QD JD', t4: '2S', c1: 'QH', c2: 'TS' });
        expect(movesTo(standard, state, 't1')).toBe('');
        expect(refusal(standard, state, mv('t2', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
        expect(refusal(standard, state, mv('t3', 't1', 2))).toBe('empty-pile-needs-king: Only a King or a run led by a King may fill an empty column.');
        expect(refusal(standard, state, mv('c1', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
        expect(standard.rules.tableau.emptyAccepts).toBe('king');
      });
    });

    describe('5. Moving sequences', () => {
      it('"A built sequence of cards in descending suit order (such as 9♣–8♣–7♣) may be moved as a single unit onto a valid card (10♣) or into an empty column (if headed by a King), provided you have enough free spaces to move them individually."', () => {
        // Two empty towers: three cards could go one by one (two to the towers, one across), so the run moves.
        const state = position(standard, { ...STILL, t1: '4D 9C 8C 7C', t2: 'TC', t3: '', t4: '6H KS QS JS', c1: '3C', c2: '6D' });
        expect(movesFrom(standard, state, 't1')).toBe('t1>t2x3 t1>c3 t1>c4');
        expect(movesFrom(standard, state, 't4')).toBe('t4>t3x3 t4>c3 t4>c4');
        expect(layout(standard, applyMove(standard, state, mv('t1', 't2', 3)).state)[1]).toBe('t2: TC 9C 8C 7C');
        // One empty tower: the 7 could wait there, but the 8 could not go to the empty column, so two at most.
        const tight = position(standard, { ...STILL, t1: '4D 9C 8C 7C', t2: 'TC', t3: '', c1: '3C', c2: '6D', c3: 'KS' });
        expect(refusal(standard, tight, mv('t1', 't2', 3))).toBe(
          'run-too-long: You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).',
        );
        const oneParked = applyMove(standard, tight, mv('t1', 'c4')).state;
        expect(refusal(standard, oneParked, mv('t1', 't3'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
      });

      it('"With k empty towers available, you can move a sequence of up to k + 1 cards at once."', () => {
        // For k = 0..4 empty towers: a run of k + 1 diamonds onto the King of diamonds moves; a run of k + 2
        // spades onto the King of spades does not.
        const parked = ['3C', '6D', '7C', '4C'];
        const refusals: string[] = [];
        for (let k = 0; k <= 4; k++) {
          const towers = Object.fromEntries(parked.slice(0, 4 - k).map((c, i) => [`c${String(i + 1)}`, c]));
          const diamonds = ['QD', 'JD', 'TD', '9D', '8D'].slice(0, k + 1).join(' ');
          const spades = ['QS', 'JS', 'TS', '9S', '8S', '7S'].slice(0, k + 2).join(' ');
          const state = position(standard, { ...STILL, ...towers, t1: diamonds, t2: 'KD', t3: spades, t4: 'KS' });
          expect(refusal(standard, state, mv('t1', 't2', k + 1))).toBe('legal');
          refusals.push(refusal(standard, state, mv('t3', 't4', k + 2)));
        }
        expect(refusals).toEqual([
          'run-too-long: You may move at most 1 card at once now (0 empty towers).',
          'run-too-long: You may move at most 2 cards at once now (1 empty tower).',
          'run-too-long: You may move at most 3 cards at once now (2 empty towers).',
          'run-too-long: You may move at most 4 cards at once now (3 empty towers).',
          'run-too-long: You may move at most 5 cards at once now (4 empty towers).',
        ]);
      });

      it('"If you also have an empty tableau column that is not the destination, the number of cards you can move doubles."', () => {
        // One empty tower and one empty column (column 10). The run 9S 8S 7S 6S has four cards.
        const piles = { ...STILL, t1: '4D 9S 8S 7S 6S', t2: 'TS', t10: '', c1: '3C', c2: '6D', c3: 'TD' };
        // The option that implements the sentence: (1 + 1) × 2 = 4 cards.
        expect(runSentence(doubling)).toBe('A run move may carry up to (empty towers + 1) cards, doubled for each empty column that is not the destination.');
        expect(movesFrom(doubling, position(doubling, piles), 't1')).toBe('t1>t2x4 t1>c4');
        // Our default: the empty column takes only Kings, so the 8 and 7 could never wait there on the way:
        // it adds nothing, and 2 cards is the most (the seed's own proviso, "enough free spaces to move them
        // individually"; PySolFC, Aisleriot, KPatience).
        expect(runSentence(standard)).toBe('A run move may carry at most one card more than there are empty towers; empty columns, since they take only Kings, add nothing.');
        expect(movesFrom(standard, position(standard, piles), 't1')).toBe('t1>c4');
        expect(refusal(standard, position(standard, piles), mv('t1', 't2', 4))).toBe(
          'run-too-long: You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).',
        );
        // "Not the destination": a King-led run into the only empty column gets no doubling.
        const kingRun = { ...STILL, t1: '4D KS QS JS', t10: '', c1: '3C', c2: '6D', c3: 'TD' };
        expect(refusal(doubling, position(doubling, kingRun), mv('t1', 't10', 3))).toBe(
          'run-too-long: You may move at most 2 cards at once now (1 empty tower, 0 other empty columns).',
        );
        // With a second empty column, the same run into one of them doubles.
        expect(refusal(doubling, position(doubling, { ...kingRun, t9: '' }), mv('t1', 't10', 3))).toBe('legal');
        expect(refusal(standard, position(standard, { ...kingRun, t9: '' }), mv('t1', 't10', 3))).toBe(
          'run-too-long: You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).',
        );
      });
    });
  });

  describe('Winning', () => {
    it('"You win the game when all 52 cards have been transferred to the four foundations, completing all four suits from Ace to King."', () => {
      const state = position(standard, { ...ONE_FROM_HOME, t1: 'KS' });
      const game = new Game(standard, { position: state });
      expect([game.isWon(), game.isStuck()]).toEqual([false, false]);
      // The King may go home, or (since every other pile is empty) to any column or tower.
      expect(moveList(standard, game.state)).toBe('t1>t2 t1>t3 t1>t4 t1>t5 t1>t6 t1>t7 t1>t8 t1>t9 t1>t10 t1>f4 t1>c1 t1>c2 t1>c3 t1>c4');
      game.move('t1>f4');
      expect([game.isWon(), game.isStuck(), game.moves().length, game.snapshot().won]).toEqual([true, false, 0, true]);
      expect(layout(standard, game.state).slice(10, 14).map((l) => l.split(' ').length - 1)).toEqual([13, 13, 13, 13]);
      expect(isWon(standard, state)).toBe(false);
      expect(isWon(standard, game.state)).toBe(true);
      // 51 cards home and the last in a tower is not yet a win either.
      expect(isWon(standard, position(standard, { ...ONE_FROM_HOME, c2: 'KS' }))).toBe(false);
    });
  });

  describe('Strategy tips', () => {
    it('"Uncover the Aces early: Foundation play starts with the Aces and Twos."', () => {
      const state = position(standard, { ...STILL, t1: 'AC', t2: '3C', t10: '2C' });
      expect(refusal(standard, state, mv('t10', 'f1'))).toBe(
        'foundation-order: The 2 of clubs cannot go on foundation 1: it takes the Ace of clubs first.',
      );
      expect(movesTo(standard, state, 'f1')).toBe('t1>f1');
      const aceHome = applyMove(standard, state, mv('t1', 'f1')).state;
      expect(movesTo(standard, aceHome, 'f1')).toBe('t10>f1');
    });

    it('"Empty columns are precious: Because only Kings can fill empty columns, do not clear a column unless you have a King ready to occupy it."', () => {
      const state = position(standard, { ...STILL, ...TOWERS_FULL, t1: 'AH', t2: 'KC', t3: 'QD' });
      const cleared = applyMove(standard, state, mv('t1', 'f3')).state;
      expect(layout(standard, cleared)[0]).toBe('t1:');
      expect(movesTo(standard, cleared, 't1')).toBe('t2>t1');
      expect(refusal(standard, cleared, mv('t3', 't1'))).toBe('empty-pile-needs-king: Only a King may fill an empty column.');
    });

    it('"An empty column with no King is wasted potential."', () => {
      // Under the default run limit an empty column adds nothing: the same run is refused with and without one.
      const piles = { ...STILL, ...TOWERS_FULL, t1: '8D 7D', t2: '9D' };
      expect(refusal(standard, position(standard, piles), mv('t1', 't2', 2))).toBe(
        'run-too-long: You may move at most 1 card at once now (0 empty towers).',
      );
      const withGap = position(standard, { ...piles, t10: '' });
      expect(refusal(standard, withGap, mv('t1', 't2', 2))).toBe(
        'run-too-long: You may move at most 1 card at once now (0 empty towers; empty columns, which take only Kings, do not count).',
      );
      expect(movesTo(standard, withGap, 't10')).toBe('');
    });

    it('"Protect the towers: With only four towers (two of which start occupied), free parking disappears fast."', () => {
      for (const seed of [1, 2, 3]) {
        const state = deal(standard, seed);
        expect(state.piles.slice(14).map((p) => p.cards.length)).toEqual([0, 1, 1, 0]);
        const parking = legalMoves(standard, state).filter((m) => m.kind === 'move' && m.to.startsWith('c'));
        expect(new Set(parking.map((m) => (m.kind === 'move' ? m.to : ''))).size).toBe(2);
      }
    });

    it('"Five-card columns mean cards are rarely buried deeply."', () => {
      for (const seed of [1, 2, 3]) {
        expect(deal(standard, seed).piles.slice(0, 10).map((p) => p.cards.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
      }
    });
  });

  it('has no stock: "d" is refused', () => {
    expect(refusal(standard, deal(standard, 1), DEAL)).toBe('no-stock: Seahaven Towers has no stock.');
    expect(pileIds(standard)).not.toContain('stock');
  });
});
