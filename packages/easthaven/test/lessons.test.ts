/**
 * Easthaven's guided lessons (the 001 seed's "four short lessons"): each is solvable with its moves, judges a
 * wrong and an illegal move with the exact sentence and changes nothing for them, and its position shows what
 * its goal says.
 */
import { describe, expect, it } from 'vitest';
import { whyIllegal } from '@patience/core/engine';
import { positionFromText } from '@patience/core/snapshot';
import { nextLessonMove, playLessonMove, startLesson, withLessons } from '@patience/core/lessons';
import { lessonHelpers } from '@patience/test-support/lessons';
import { easthaven as playOnly } from '../src/index.js';
import { easthavenLessons } from '../src/lessons.js';

/** The game as an app that teaches lists it: with the lessons of its `/lessons` subpath. */
const easthaven = withLessons(playOnly, easthavenLessons);

const variant = easthaven.variant();

const { lesson, positionWith, table, playThrough, tryAtStart } = lessonHelpers(easthaven);

describe('easthaven lessons', () => {
  it('are the four of the practice table, in order, kept in the /lessons subpath and not on the game itself', () => {
    expect(easthaven.lessons.map((l) => `${l.id}: ${l.title}`)).toEqual([
      'dealing: Dealing a new row',
      'building-down: Building down in alternating colours',
      'filling-a-gap: Filling a gap with a King',
      'sending-cards-home: Sending cards home',
    ]);
    expect(easthaven.lessons).toEqual(easthavenLessons);
    expect(playOnly.lessons).toEqual([]);
  });

  it('each starts from a position of the standard game holding the whole deck', () => {
    for (const l of easthaven.lessons) {
      const game = startLesson(easthaven, l);
      expect(game.variant).toBe(variant);
      expect(table(game)).toEqual(positionWith(l, {}));
      expect(game.state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(52);
    }
  });

  it('each is solved by its own moves, the last answered with its explanation', () => {
    for (const l of easthaven.lessons) {
      const { verdicts, messages, game } = playThrough(l);
      expect(verdicts).toEqual([...l.solution.slice(1).map(() => 'correct'), 'done']);
      expect(messages.at(-1)).toBe(l.explanation);
      expect(nextLessonMove(game, l)).toBeNull();
    }
  });
});

describe('lesson "dealing": "You may not deal if any column is empty" (000 seed)', () => {
  const l = lesson('dealing');

  it('refuses the deal while column 4 is empty, and allows it once a King fills the gap', () => {
    const start = positionFromText(variant, l.position);
    expect(whyIllegal(variant, start, { kind: 'deal' })?.message).toBe('You may not deal while a column is empty.');
    expect(tryAtStart(l, 'd')).toEqual({ verdict: 'illegal', message: 'You may not deal while a column is empty.', unchanged: true });
    const game = startLesson(easthaven, l);
    expect(playLessonMove(game, l, 't6>t4')).toMatchObject({ verdict: 'correct', message: 'Right. Now find the next move (2 of 2).' });
    expect(game.canDeal()).toBe(true);
  });

  it('answers the King that would only move the gap with what went wrong', () => {
    expect(tryAtStart(l, 't2>t4')).toEqual({
      verdict: 'wrong',
      message: 'The King of spades has no card under it: moving it would only move the gap to column 2, and you still could not deal.',
      unchanged: true,
    });
  });

  it('ends with one card dealt face up on each column, left to right, from the top of the stock', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, {
      t1: '4H | 9C 4S', t2: 'KS QH', t3: '2D | 6H 9S', t4: 'KH 9D', t5: '8S | JD 7D', t6: '5C | 8C QD', t7: '3S | 4D 6S',
      stock: 'JH 3D 6D 7S 5D QC 9H 5S KD 8H TC JS 7H 6C 5H KC TH QS TD JC TS 7C 8D',
    }));
  });
});

describe('lesson "building-down": "Build down in alternating colours" (001 seed)', () => {
  const l = lesson('building-down');

  it('refuses a card that breaks the colours', () => {
    expect(tryAtStart(l, 't2>t1x2')).toEqual({
      verdict: 'illegal',
      message: 'The 10 of diamonds cannot go on the Queen of hearts: build down in alternating colours.',
      unchanged: true,
    });
  });

  it('answers moving only part of the run, and the Jack that frees nothing, with what went wrong', () => {
    expect(tryAtStart(l, 't2>t3x2')).toEqual({
      verdict: 'wrong',
      message: 'That moves only part of the run: the Jack of clubs would still cover the face-down cards. Move the whole run, from the Jack down.',
      unchanged: true,
    });
    expect(tryAtStart(l, 't3>t1').message).toBe(
      'The Jack of spades fits on the Queen of hearts too, but it has no face-down card under it to free, and the run in column 2 needs that place.',
    );
  });

  it('restates the goal for any other legal move, such as a deal', () => {
    expect(tryAtStart(l, 'd')).toEqual({
      verdict: 'wrong',
      message: `That move is legal, but it is not the one to find here. Goal: ${l.goal}`,
      unchanged: true,
    });
  });

  it('ends with the run and the card under it on the Queen, and the King of spades turned up', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: 'QH JC TD 9S 8H', t2: 'KS' }));
  });
});

describe('lesson "filling-a-gap": "Only kings or runs led by kings can move into gaps" (001 seed)', () => {
  const l = lesson('filling-a-gap');

  it('refuses the Queen alone in the gap', () => {
    expect(tryAtStart(l, 't1>t3')).toEqual({ verdict: 'illegal', message: 'Only a King may fill an empty column.', unchanged: true });
  });

  it('answers the King that would only move the gap with what went wrong', () => {
    expect(tryAtStart(l, 't2>t3')).toEqual({
      verdict: 'wrong',
      message: 'The King of spades has no card under it: moving it would only move the gap to column 2. Move the King that covers face-down cards.',
      unchanged: true,
    });
  });

  it('ends with the King-led run in column 3, the Jack of diamonds on it and the 10 of diamonds turned up', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: 'TD', t3: 'KH QC JD' }));
  });
});

describe('lesson "sending-cards-home": "Start with aces and build up in suit through kings" (001 seed)', () => {
  const l = lesson('sending-cards-home');

  it('refuses the 2 before the Ace, and two cards at once', () => {
    expect(tryAtStart(l, 't1>f3')).toEqual({
      verdict: 'illegal', message: 'The 2 of hearts cannot go on foundation 3: it takes the Ace of hearts first.', unchanged: true,
    });
    const game = startLesson(easthaven, l);
    playLessonMove(game, l, 't2>f3');
    playLessonMove(game, l, 't1>f3');
    const before = table(game);
    expect(playLessonMove(game, l, 't3>f3x2')).toEqual({ verdict: 'illegal', message: 'Cards go to a foundation one at a time.' });
    expect(table(game)).toEqual(before);
  });

  it('answers the 2 of hearts played on the 3 of spades with what went wrong', () => {
    expect(tryAtStart(l, 't1>t4')).toEqual({
      verdict: 'wrong',
      message: 'The 2 of hearts fits on the 3 of spades, but the goal is the foundation: the 2 of hearts goes home right after the Ace.',
      unchanged: true,
    });
  });

  it('ends with the Ace, 2 and 3 of hearts on foundation 3', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: '8S', t2: 'QS', t3: '6C | 4S', f3: 'AH 2H 3H' }));
  });
});
