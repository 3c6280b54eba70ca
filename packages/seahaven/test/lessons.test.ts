/**
 * Seahaven Towers' guided lessons (the 002 seed's rules): each is solvable with its moves, judges a wrong and
 * an illegal move with the exact sentence and changes nothing for them, and its position shows what its goal
 * says.
 */
import { describe, expect, it } from 'vitest';
import { nextLessonMove, playLessonMove, startLesson, withLessons } from '@patience/core/lessons';
import { lessonHelpers } from '@patience/test-support/lessons';
import { seahaven as playOnly } from '../src/index.js';
import { seahavenLessons } from '../src/lessons.js';

/** The game as an app that teaches lists it: with the lessons of its `/lessons` subpath. */
const seahaven = withLessons(playOnly, seahavenLessons);

const variant = seahaven.variant();

const { lesson, positionWith, table, playThrough, tryAtStart } = lessonHelpers(seahaven);

describe('seahaven lessons', () => {
  it('are four, in order, kept in the /lessons subpath and not on the game itself', () => {
    expect(seahaven.lessons.map((l) => `${l.id}: ${l.title}`)).toEqual([
      'using-the-towers: Using the towers',
      'run-moves: How many cards a run move carries',
      'kings-only: Only a King fills an empty column',
      'sending-cards-home: Sending cards home',
    ]);
    expect(seahaven.lessons).toEqual(seahavenLessons);
    expect(playOnly.lessons).toEqual([]);
  });

  it('each starts from a position of the standard game holding the whole deck', () => {
    for (const l of seahaven.lessons) {
      const game = startLesson(seahaven, l);
      expect(game.variant).toBe(variant);
      expect(table(game)).toEqual(positionWith(l, {}));
      expect(game.state.piles.reduce((n, p) => n + p.cards.length, 0)).toBe(52);
    }
  });

  it('each is solved by its own moves, the last answered with its explanation', () => {
    for (const l of seahaven.lessons) {
      const { verdicts, messages, game } = playThrough(l);
      expect(verdicts).toEqual([...l.solution.slice(1).map(() => 'correct'), 'done']);
      expect(messages.at(-1)).toBe(l.explanation);
      expect(nextLessonMove(game, l)).toBeNull();
    }
  });
});

describe('lesson "using-the-towers": "Each tower can hold only one card at a time" (002 seed)', () => {
  const l = lesson('using-the-towers');

  it('refuses a second card in a full tower, and the Jack of clubs on the foundation', () => {
    expect(tryAtStart(l, 't1>c2')).toEqual({ verdict: 'illegal', message: 'Tower 2 already holds a card.', unchanged: true });
    expect(tryAtStart(l, 't1>f1')).toEqual({
      verdict: 'illegal', message: 'The Jack of clubs cannot go on foundation 1: it takes the 10 of clubs next.', unchanged: true,
    });
  });

  it('answers the 6 of hearts put in the tower with what went wrong', () => {
    expect(tryAtStart(l, 't2>c1')).toEqual({
      verdict: 'wrong',
      message: 'The 6 of hearts cannot go home before the 5: put the card covering the 5 of hearts in the tower instead.',
      unchanged: true,
    });
  });

  it('ends with the 5 and 6 of hearts home, the Jack of clubs on its Queen and every tower as it was', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: '', t2: 'QC JC', f3: 'AH 2H 3H 4H 5H 6H' }));
    expect(game.pile('c1').cards).toEqual([]);
  });
});

describe('lesson "run-moves": "With k empty towers available, you can move a sequence of up to k + 1 cards" (002 seed)', () => {
  const l = lesson('run-moves');

  it('refuses the three-card run while only one tower is empty, and allows it once two are', () => {
    expect(tryAtStart(l, 't1>t2x3')).toEqual({
      verdict: 'illegal',
      message: 'You may move at most 2 cards at once now (1 empty tower; empty columns, which take only Kings, do not count).',
      unchanged: true,
    });
    const game = startLesson(seahaven, l);
    expect(playLessonMove(game, l, 'c2>f2')).toMatchObject({ verdict: 'correct', message: 'Right. Now find the next move (2 of 2).' });
    expect(game.whyIllegal('t1>t2x3')).toBeNull();
  });

  it('answers filling the only empty tower with what went wrong', () => {
    expect(tryAtStart(l, 't1>c1')).toEqual({
      verdict: 'wrong',
      message: 'That fills the only empty tower, and a run move carries one card more than there are empty towers: empty a tower instead.',
      unchanged: true,
    });
  });

  it('ends with the run on the 10 of spades and the 5 of diamonds home', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: 'KS', t2: '6S QS JS TS 9S 8S 7S', c2: '', f2: 'AD 2D 3D 4D 5D' }));
  });
});

describe('lesson "kings-only": "Only a King (or a descending in-suit sequence headed by a King) may be placed into an empty column space" (002 seed)', () => {
  const l = lesson('kings-only');

  it('refuses the Queen alone in the empty column', () => {
    expect(tryAtStart(l, 't1>t3')).toEqual({ verdict: 'illegal', message: 'Only a King may fill an empty column.', unchanged: true });
  });

  it('answers the King that would only move the gap, and the Queen put in a tower, with what went wrong', () => {
    expect(tryAtStart(l, 't2>t3x2')).toEqual({
      verdict: 'wrong',
      message: 'The King of spades already heads column 2: moving it with its Queen would only move the gap.',
      unchanged: true,
    });
    expect(tryAtStart(l, 't1>c1').message).toBe(
      'In a tower the Queen of diamonds would leave the King still covering the 5 of clubs: the King and Queen may move into the empty column together.',
    );
  });

  it('ends with the King and Queen of diamonds in column 3 and the 5 of clubs home', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: '', t3: 'KD QD', f1: 'AC 2C 3C 4C 5C' }));
  });
});

describe('lesson "sending-cards-home": "An Ace moves to an empty foundation space as soon as it is freed" (002 seed)', () => {
  const l = lesson('sending-cards-home');

  it('refuses the 2 before the Ace, and two cards at once', () => {
    expect(tryAtStart(l, 't1>f4')).toEqual({
      verdict: 'illegal', message: 'The 2 of spades cannot go on foundation 4: it takes the Ace of spades first.', unchanged: true,
    });
    const game = startLesson(seahaven, l);
    playLessonMove(game, l, 'c2>f4');
    const before = table(game);
    expect(playLessonMove(game, l, 't1>f4x2')).toEqual({ verdict: 'illegal', message: 'Cards go to a foundation one at a time.' });
    expect(table(game)).toEqual(before);
  });

  it('answers the Ace played on the 2 with what went wrong', () => {
    expect(tryAtStart(l, 'c2>t1')).toEqual({
      verdict: 'wrong',
      message: 'The Ace of spades fits on the 2 of spades, but an Ace opens its foundation: send it home first.',
      unchanged: true,
    });
  });

  it('ends with the Ace, 2 and 3 of spades on foundation 4', () => {
    const { game } = playThrough(l);
    expect(table(game)).toEqual(positionWith(l, { t1: 'KS 4S', c2: '', f4: 'AS 2S 3S' }));
  });
});
