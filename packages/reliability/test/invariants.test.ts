/**
 * The invariant checker can fail: each broken position, broken engine answer and broken replay below is
 * caught with a message that says what broke. (Its passing side is every play-out of the suite.)
 */
import { describe, expect, it } from 'vitest';
import { Game, parseVariant, type PileState } from '@patience/core';
import { deal, type GameState } from '@patience/core/engine';
import { checkPosition, InvariantViolation } from '../src/invariants.js';
import { listThen, playOut, THOROUGH } from '../src/play-out.js';
import { allSubjects, type Subject } from '../src/subjects.js';

const subjects = allSubjects();
function subject(label: string): Subject {
  const found = subjects.find((s) => s.label === label);
  if (!found) throw new Error(`no subject ${label}`);
  return found;
}
const klondike = subject('klondike {"draw":1,"redeals":"unlimited","vegasScoring":false}');
const spider = subject('spider {"suits":1,"dealWithEmptyColumns":"forbid"}');
const seahaven = subject('seahaven-towers {"runLimit":"free-spaces"}');

/** The message checkPosition throws for a position, or "sound". */
function verdict(s: Subject, state: GameState, movesMade?: number): string {
  try {
    checkPosition(s.variant, state, movesMade);
  } catch (error) {
    if (error instanceof InvariantViolation) return error.message;
    throw error;
  }
  return 'sound';
}

/** A copy of a position with pile `i` replaced. */
function withPile(state: GameState, i: number, pile: PileState): GameState {
  return { ...state, piles: state.piles.map((p, j) => (j === i ? pile : p)) };
}

describe('checkPosition', () => {
  const start = deal(klondike.variant, 1);

  it('passes a fresh deal', () => {
    expect(verdict(klondike, start, 0)).toBe('sound');
    expect(verdict(spider, deal(spider.variant, 1), 0)).toBe('sound');
  });

  it('catches a card doubled, a card lost and a card from outside the deck', () => {
    const t1 = start.piles[0] as PileState;
    const t2 = start.piles[1] as PileState;
    expect(verdict(klondike, withPile(start, 1, { cards: [...t2.cards, t1.cards[0] ?? 0], faceDown: 1 }))).toBe(`card ${t1.cards[0] ?? 0} appears twice (again on t2)`);
    expect(verdict(klondike, withPile(start, 0, { cards: [], faceDown: 0 }))).toBe("the position holds 51 of the deck's 52 cards");
    expect(verdict(klondike, withPile(start, 0, { cards: [52], faceDown: 0 }))).toBe('t1 holds card 52, which is not in the deck');
  });

  it('catches face-down cards where the rules allow none, and a column showing only face-down cards', () => {
    const t7 = start.piles[6] as PileState;
    expect(verdict(klondike, withPile(start, 6, { cards: t7.cards, faceDown: 7 }))).toBe('t7 has 7 face-down cards; only 6 were dealt face down there');
    const t2 = start.piles[1] as PileState;
    expect(verdict(klondike, withPile(start, 1, { cards: t2.cards, faceDown: 2 }))).toBe('t2 has 2 face-down cards; only 1 were dealt face down there');
    const stock = start.piles[11] as PileState;
    expect(verdict(klondike, withPile(start, 11, { cards: stock.cards, faceDown: 0 }))).toBe('the stock has 24 face-up cards');
  });

  it('catches foundations out of order, and a lifted run that is not King to Ace of one suit', () => {
    const game = new Game(seahaven.variant, { seed: 1 });
    const state = game.state;
    // Seahaven: f1 takes clubs. Put the 2 of clubs (id 1) there without its Ace.
    const from = state.piles.findIndex((p) => p.cards.includes(1));
    const moved = state.piles.map((p, i) => (i === from ? { cards: p.cards.filter((c) => c !== 1), faceDown: 0 } : i === 10 ? { cards: [1], faceDown: 0 } : p));
    expect(verdict(seahaven, { ...state, piles: moved })).toBe('f1 holds card 1 in place 1; it is built up from the Ace of clubs');
    const spiderStart = deal(spider.variant, 1);
    const t1 = spiderStart.piles[0] as PileState;
    expect(verdict(spider, withPile(withPile(spiderStart, 0, { cards: [], faceDown: 0 }), 10, { cards: t1.cards, faceDown: 0 }))).toMatch(/^f1 holds 6 cards; a lifted run has 13$/);
  });

  it('catches a score or a move count the rules do not give', () => {
    const spiderStart = deal(spider.variant, 1);
    expect(verdict(spider, { ...spiderStart, score: 499 }, 0)).toBe('the score is 499; the scoring rules give 500');
    expect(verdict(spider, spiderStart, 3)).toBe('movesMade is 0 after 3 moves');
  });
});

describe('playOut', () => {
  it('names the variant, the deal and the moves in notation when a check fails', () => {
    // A source that finds another rules version: the save-and-load check fails after the first move.
    const broken: Subject = { ...klondike, source: parseVariant({ ...klondike.variant, rulesVersion: '0' }) };
    expect(() => playOut(broken, 7, listThen([0], () => 0), { stepCap: 5, ...THOROUGH })).toThrow(
      'klondike {"draw":1,"redeals":"unlimited","vegasScoring":false}, deal 7, after 1 moves "t2>t3": PatienceError: This save was made under version 1 of the rules of Klondike; this is version 0.',
    );
  });

  it('stops a game that cycles at the step cap', () => {
    expect(playOut(klondike, 7, () => 0, { stepCap: 40, ...THOROUGH })).toMatchObject({ outcome: 'step-cap', steps: 40 });
  });
});
