/**
 * Spider's and Spiderette's guided lessons (the 004 seed's rules): each is solvable with its moves, judges a
 * wrong and an illegal move with the exact sentence and changes nothing for them, and its position shows what
 * its goal says.
 */
import { describe, expect, it } from 'vitest';
import type { GameDefinition } from '@patience/core';
import { whyIllegal } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { nextLessonMove, playLessonMove, startLesson, withLessons } from '@patience/core/lessons';
import { lessonHelpers } from '@patience/test-support/lessons';
import { spider, spiderette, type SpiderOptions } from '../src/index.js';
import { spiderLessons, spideretteLessons } from '../src/lessons.js';

/** The two games share their lessons' words; the positions differ only in how many columns they fill. */
const GAMES: readonly { game: GameDefinition<SpiderOptions>; columns: number; cards: number }[] = [
  { game: withLessons(spider, spiderLessons), columns: 10, cards: 104 },
  { game: withLessons(spiderette, spideretteLessons), columns: 7, cards: 52 },
];

describe('the lessons are kept in the /lessons subpath, not on the games themselves', () => {
  it('spiderLessons and spideretteLessons', () => {
    expect(spider.lessons).toEqual([]);
    expect(spiderette.lessons).toEqual([]);
    expect(spiderLessons.map((l) => l.id)).toEqual(spideretteLessons.map((l) => l.id));
  });
});

describe.each(GAMES)('$game.name lessons', ({ game, columns, cards }) => {
  const variant = game.variant();

  const { lesson, positionWith, table, playThrough, tryAtStart } = lessonHelpers(game);

  it('are four, in order', () => {
    expect(game.lessons.map((l) => `${l.id}: ${l.title}`)).toEqual([
      'building-down: Building down regardless of suit',
      'completing-a-run: Completing a King-to-Ace run',
      'dealing: Dealing a new row',
      'empty-column: Using an empty column',
    ]);
  });

  it(`each starts from a position of the standard game (four suits) holding all ${cards} cards`, () => {
    for (const l of game.lessons) {
      const g = startLesson(game, l);
      expect(g.variant).toBe(variant);
      expect(table(g)).toEqual(positionWith(l, {}));
      expect(g.variant.layout.tableau).toHaveLength(columns);
      expect(g.state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(cards);
    }
  });

  it('each is solved by its own moves, the last answered with its explanation', () => {
    for (const l of game.lessons) {
      const { verdicts, messages, game: g } = playThrough(l);
      expect(verdicts).toEqual([...l.solution.slice(1).map(() => 'correct'), 'done']);
      expect(messages.at(-1)).toBe(l.explanation);
      expect(nextLessonMove(g, l)).toBeNull();
    }
  });

  describe('"building-down": "suit and color don\'t matter for a single card"; "9♠-8♥ must be moved one card at a time"', () => {
    const l = lesson('building-down');

    it('refuses the mixed pair as a unit', () => {
      expect(tryAtStart(l, 't2>t1x2')).toEqual({
        verdict: 'illegal',
        message: 'Only a run built down in suit moves as a unit, and the top 2 cards of column 2 are not one.',
        unchanged: true,
      });
    });

    it('answers the 9 of hearts put in the place the 9 of spades needs with what went wrong', () => {
      expect(tryAtStart(l, 't3>t1')).toEqual({
        verdict: 'wrong',
        message: 'The 9 of hearts fits on the 10 of hearts too, but then the 9 of spades would have nowhere to go and its face-down card would stay hidden.',
        unchanged: true,
      });
    });

    it('ends with the 8 of hearts on the 9 of hearts, the 9 of spades on the 10 of hearts, and the 5 of hearts turned up', () => {
      expect(table(playThrough(l).game)).toEqual(positionWith(l, { t1: 'QS | TH 9S', t2: '5H', t3: 'JS | 9H 8H' }));
    });
  });

  describe('"completing-a-run": "When a full king-to-ace run in one suit forms, it is removed from the tableau automatically"', () => {
    const l = lesson('completing-a-run');

    it('refuses the Ace alone on the 3', () => {
      expect(tryAtStart(l, 't2>t1')).toEqual({
        verdict: 'illegal', message: 'The Ace of spades cannot go on the 3 of spades: build down regardless of suit.', unchanged: true,
      });
    });

    it('answers splitting the 2 and the Ace, and a heart on the spades, with what went wrong', () => {
      expect(tryAtStart(l, 't2>t3')).toEqual({
        verdict: 'wrong',
        message: 'The Ace of spades fits on the 2 of hearts, but then the 2 of spades would be left behind: move the 2 and the Ace together.',
        unchanged: true,
      });
      expect(tryAtStart(l, 't3>t1').message).toBe(
        'The 2 of hearts fits on the 3 of spades, but it is not a spade: a run is lifted off only when it is all one suit.',
      );
    });

    it('lifts the completed run to the first empty foundation, turns up the cards left on top and scores 100', () => {
      const g = startLesson(game, l);
      const { record } = playLessonMove(g, l, 't2>t1x2');
      const foundation = columns === 10 ? 'f7' : 'f3';
      expect(record?.effects.map((e) => (e.kind === 'turned-up' ? `${e.kind} ${e.pile}` : `${e.kind} ${e.from}>${e.to} ${e.cards.length}`)))
        .toEqual([`run-lifted t1>${foundation} 13`, 'turned-up t1', 'turned-up t2']);
      expect(table(g)).toEqual(positionWith(l, {
        t1: '4H', t2: '7H', [foundation]: 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS',
      }));
      expect(g.score).toBe(500 - 1 + 100);
    });
  });

  describe('"dealing": "You cannot deal from the stock while any column is empty"', () => {
    const l = lesson('dealing');

    it('refuses the deal while column 4 is empty, and allows it once a card fills the gap', () => {
      expect(whyIllegal(variant, positionFromText(variant, l.position), { kind: 'deal' })?.message).toBe('You may not deal while a column is empty.');
      expect(tryAtStart(l, 'd')).toEqual({ verdict: 'illegal', message: 'You may not deal while a column is empty.', unchanged: true });
      const g = startLesson(game, l);
      playLessonMove(g, l, 't3>t4');
      expect(g.canDeal()).toBe(true);
    });

    it('answers the lone King that would only move the gap with what went wrong', () => {
      expect(tryAtStart(l, 't1>t4')).toEqual({
        verdict: 'wrong',
        message: 'The King of hearts is alone in its column: moving it would only move the gap to column 1, and you still could not deal.',
        unchanged: true,
      });
    });

    it('ends with one card dealt face up on each column, left to right, from the top of the stock', () => {
      const expected: Record<string, string> = columns === 10
        ? { t1: 'KH TS', t2: 'JS 9S', t3: 'QS TH 8H 6H 4S 2S | AS 8S', t4: '9H 6S', t5: '7S 5S', t6: '5H QH', t7: '3S 7H', t8: 'AH 4H', t9: 'KS 3H', t10: 'JH 2H', stock: '' }
        : { t1: 'KH TS', t2: 'JS 9S', t3: 'QS TH 8H 6H 4S 2S | AS 8S', t4: '9H 6S', t5: '7S 5S', t6: '5H QH', t7: '3S 7H', stock: 'AH KS JH 2H 3H 4H' };
      expect(table(playThrough(l).game)).toEqual(positionWith(l, expected));
    });
  });

  describe('"empty-column": "Any card or same-suit run may be moved into an empty column"', () => {
    const l = lesson('empty-column');

    it('refuses the mixed three as a unit', () => {
      expect(tryAtStart(l, 't1>t2x3')).toEqual({
        verdict: 'illegal',
        message: 'Only a run built down in suit moves as a unit, and the top 3 cards of column 1 are not one.',
        unchanged: true,
      });
    });

    it('answers the 7 of hearts moved alone with what went wrong, and restates the goal for another legal move', () => {
      expect(tryAtStart(l, 't1>t3')).toEqual({
        verdict: 'wrong',
        message: 'The 7 of hearts alone would leave the 8 of hearts on the 9 of spades: the 8 and 7 of hearts are a run in suit, so move them together.',
        unchanged: true,
      });
      expect(tryAtStart(l, 't2>t3')).toEqual({
        verdict: 'wrong', message: `That move is legal, but it is not the one to find here. Goal: ${l.goal}`, unchanged: true,
      });
    });

    it('ends with the hearts back on the 9 of spades, column 3 empty again and the Jack of spades turned up', () => {
      expect(table(playThrough(l).game)).toEqual(positionWith(l, { t1: 'JS', t2: 'QS | TH 9S 8H 7H' }));
    });
  });
});
