/**
 * Lessons: a prepared position, a goal and the moves to find, checked against their game (all at once by
 * checkedLessons, one by one when it starts) and judged move by move while a player takes the lesson.
 */
import { describe, expect, it } from 'vitest';
import { defineGame, defineVariant, VariantError, type Game, type GameDefinition, type Variant } from '../src/index.js';
import { positionToText } from '../src/entries/snapshot.js';
import {
  checkedLessons, lessonProgress, nextLessonMove, playLessonMove, startLesson, withLessons, type Lesson,
} from '../src/entries/lessons.js';
import { caught } from './support/engine-helpers.js';

type MiniOptions = { readonly emptyColumns: 'king' | 'any' };

/** Four columns built down in alternating colours, a stock dealt a row across, gaps filled by Kings. */
function buildMini(options: MiniOptions): Variant {
  return defineVariant({
    id: 'mini',
    name: 'Mini',
    options,
    layout: { tableau: [3, 3, 3, 3].map((cards) => ({ cards, faceDown: 2 })) },
    rules: {
      tableau: { emptyAccepts: options.emptyColumns },
      stock: { kind: 'deal-row', emptyPiles: 'forbid' },
    },
  });
}

/** The cards of one suit from the Ace up to `top`, as a foundation holds them. */
const suit = (s: string, top: number): string => ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, top).map((r) => `${r}${s}`).join(' ');

const FOUNDATIONS = { f1: suit('C', 12), f2: suit('D', 11), f3: suit('H', 11), f4: suit('S', 10) };

const fillTheGap: Lesson = {
  id: 'fill-the-gap',
  title: 'Filling a gap, then dealing',
  goal: 'Fill the empty column with the King of spades, then deal.',
  position: { t1: 'KD QS', t3: 'QH | KS', t4: 'KC QD JS', ...FOUNDATIONS, stock: 'KH' },
  solution: ['t3>t2', 'd'],
  explanation: 'Only a King may fill an empty column, and you may not deal while a column is empty.',
  mistakes: { 't1>t2x2': 'That moves the whole of column 1 into the gap, which only moves the gap.' },
};

const miniSpec = {
  id: 'mini',
  name: 'Mini',
  family: 'Mini',
  otherNames: [],
  description: 'A test game.',
  difficulty: 'easy',
  options: {
    emptyColumns: {
      key: 'emptyColumns', label: 'What fills an empty column', default: 'king',
      choices: [
        { value: 'king', label: 'A King', description: 'Only a King.' },
        { value: 'any', label: 'Any card', description: 'Any card.' },
      ],
    },
  },
  build: buildMini,
} as const;

const mini: GameDefinition<MiniOptions> = defineGame<MiniOptions>({ ...miniSpec, lessons: [fillTheGap] });

const START = [
  't1: KD QS', 't2:', 't3: QH | KS', 't4: KC QD JS',
  `f1: ${suit('C', 12)}`, `f2: ${suit('D', 11)}`, `f3: ${suit('H', 11)}`, `f4: ${suit('S', 10)}`, 'stock: KH |',
];

const table = (game: Game): string[] => positionToText(game.variant, game.state);

/** The game's lessons given to checkedLessons with one lesson changed, and the complaint it draws. */
function complaint(lesson: unknown): { field: string; message: string } {
  const error = caught(() => checkedLessons(mini, [lesson as Lesson]));
  if (!(error instanceof VariantError)) throw new Error(`expected a VariantError, got ${String(error)}`);
  return { field: error.field, message: error.message };
}

describe('a game carries its lessons', () => {
  it('as given, in order; a game without lessons has none', () => {
    expect(mini.lessons).toEqual([fillTheGap]);
    expect(defineGame<MiniOptions>(miniSpec).lessons).toEqual([]);
  });

  it('or from withLessons: the same game, with the lessons checked, building the very same variants', () => {
    const plain = defineGame<MiniOptions>(miniSpec);
    const teaching = withLessons(plain, [fillTheGap]);
    expect(teaching.lessons).toEqual([fillTheGap]);
    expect(Object.isFrozen(teaching) && Object.isFrozen(teaching.lessons)).toBe(true);
    expect(teaching.variant()).toBe(plain.variant());
    expect(teaching.presets).toBe(plain.presets);
    expect(plain.lessons).toEqual([]);
    expect(() => withLessons(plain, [{ ...fillTheGap, solution: ['d'] }])).toThrow(
      'lessons.fill-the-gap.solution[0]: in game "mini", "d" is not legal at this step: You may not deal while a column is empty.',
    );
  });

  it('defineGame checks only the ids of the lessons in a spec (kebab-case, unique); the rest is checked when one starts', () => {
    expect(caught(() => defineGame<MiniOptions>({ ...miniSpec, lessons: [{ ...fillTheGap, id: 'Fill gap' }] }))).toEqual(
      new VariantError('lessons[0].id', 'in game "mini", "Fill gap" is not a kebab-case id such as "dealing"'),
    );
    expect((caught(() => defineGame<MiniOptions>({ ...miniSpec, lessons: [fillTheGap, fillTheGap] })) as Error).message).toBe(
      'lessons.fill-the-gap.id: in game "mini", two lessons share this id',
    );
    const unchecked = defineGame<MiniOptions>({ ...miniSpec, lessons: [{ ...fillTheGap, solution: ['d'] }] });
    expect(unchecked.lessons).toHaveLength(1);
  });
});

describe('startLesson', () => {
  it("sets up a game at the lesson's position with the lesson's options (the defaults otherwise)", () => {
    const game = startLesson(mini, fillTheGap);
    expect(table(game)).toEqual(START);
    expect(game.variant).toBe(mini.variant());
    expect(game.seed).toBeNull();
    expect(game.history()).toEqual([]);
    const any = startLesson(mini, { ...fillTheGap, options: { emptyColumns: 'any' } });
    expect(any.variant).toBe(mini.variant({ emptyColumns: 'any' }));
  });

  it('checks the lesson against the game first, as checkedLessons would', () => {
    const error = caught(() => startLesson(mini, { ...fillTheGap, solution: ['d'] }));
    expect(error).toBeInstanceOf(VariantError);
    expect((error as VariantError).message).toBe(
      'lessons.fill-the-gap.solution[0]: in game "mini", "d" is not legal at this step: You may not deal while a column is empty.',
    );
  });
});

describe('playLessonMove', () => {
  it('plays the moves to find: the first is correct and points to the next, the last is done with the explanation', () => {
    const game = startLesson(mini, fillTheGap);
    const first = playLessonMove(game, fillTheGap, 't3>t2');
    expect(first.verdict).toBe('correct');
    expect(first.message).toBe('Right. Now find the next move (2 of 2).');
    expect(first.record?.notation).toBe('t3>t2');
    expect(first.record?.effects).toEqual([{ kind: 'turned-up', pile: 't3', card: 37 }]);
    const last = playLessonMove(game, fillTheGap, { kind: 'deal' });
    expect(last).toEqual({ verdict: 'done', message: fillTheGap.explanation, record: game.history()[1] });
    expect(table(game)).toEqual([
      't1: KD QS KH', 't2: KS', 't3: QH', 't4: KC QD JS', ...START.slice(4, 8), 'stock:',
    ]);
  });

  it('refuses an illegal move with the engine\'s own sentence, and changes nothing', () => {
    const game = startLesson(mini, fillTheGap);
    expect(playLessonMove(game, fillTheGap, 'd')).toEqual({ verdict: 'illegal', message: 'You may not deal while a column is empty.' });
    expect(playLessonMove(game, fillTheGap, 't4>t2')).toEqual({ verdict: 'illegal', message: 'Only a King may fill an empty column.' });
    expect(playLessonMove(game, fillTheGap, 'deal')).toEqual({
      verdict: 'illegal',
      message: '"deal" is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.',
    });
    expect(table(game)).toEqual(START);
    expect(game.history()).toEqual([]);
  });

  it("answers a legal but wrong move with the lesson's word on it, or with the goal, and changes nothing", () => {
    const game = startLesson(mini, fillTheGap);
    expect(playLessonMove(game, fillTheGap, 't1>t2x2')).toEqual({
      verdict: 'wrong', message: 'That moves the whole of column 1 into the gap, which only moves the gap.',
    });
    expect(playLessonMove(game, fillTheGap, 't4>t2x3')).toEqual({
      verdict: 'wrong',
      message: 'That move is legal, but it is not the one to find here. Goal: Fill the empty column with the King of spades, then deal.',
    });
    expect(table(game)).toEqual(START);
    playLessonMove(game, fillTheGap, 't3>t2');
    // The Queen of hearts now shows, and builds on the King of spades: legal, but not the lesson's move.
    expect(playLessonMove(game, fillTheGap, 't3>t2').verdict).toBe('wrong');
    expect(game.history().map((r) => r.notation)).toEqual(['t3>t2']);
  });

  it('compares moves as data: a count of 1 written out, or a move object, is the same move', () => {
    const written = startLesson(mini, fillTheGap);
    expect(playLessonMove(written, fillTheGap, 't3>t2x1').verdict).toBe('correct');
    const object = startLesson(mini, fillTheGap);
    expect(playLessonMove(object, fillTheGap, { kind: 'move', from: 't3', to: 't2', count: 1 }).verdict).toBe('correct');
    // With any card allowed into a gap, two cards from column 1 are a different move from one.
    const anyCard: Lesson = { ...fillTheGap, options: { emptyColumns: 'any' }, solution: ['t1>t2x2'], mistakes: {} };
    const fewer = startLesson(mini, anyCard);
    expect(playLessonMove(fewer, anyCard, 't1>t2').verdict).toBe('wrong');
    expect(playLessonMove(fewer, anyCard, 't1>t2x2').verdict).toBe('done');
  });

  it('refuses any move once the lesson is done, and changes nothing', () => {
    const game = startLesson(mini, fillTheGap);
    playLessonMove(game, fillTheGap, 't3>t2');
    playLessonMove(game, fillTheGap, 'd');
    const after = table(game);
    expect(playLessonMove(game, fillTheGap, 't3>t2')).toEqual({
      verdict: 'illegal', message: 'This lesson is finished: start it again to play it once more.',
    });
    expect(table(game)).toEqual(after);
  });

  it('follows undo: the step is the number of moves the game has made', () => {
    const game = startLesson(mini, fillTheGap);
    playLessonMove(game, fillTheGap, 't3>t2');
    game.undo();
    expect(table(game)).toEqual(START);
    expect(playLessonMove(game, fillTheGap, 'd').verdict).toBe('illegal');
    expect(playLessonMove(game, fillTheGap, 't3>t2').verdict).toBe('correct');
  });

  it('will not go on when moves were made around the lesson, until they are undone', () => {
    const game = startLesson(mini, fillTheGap);
    game.move('t1>t2x2');
    expect(playLessonMove(game, fillTheGap, 't3>t1')).toEqual({
      verdict: 'illegal', message: 'This game has moves the lesson does not ask for: undo them to go on with the lesson.',
    });
    expect(nextLessonMove(game, fillTheGap)).toBeNull();
    expect(lessonProgress(game, fillTheGap)).toEqual({ played: 1, moves: 2, done: false, offTrack: true });
    game.undo();
    expect(lessonProgress(game, fillTheGap)).toEqual({ played: 0, moves: 2, done: false, offTrack: false });
  });
});

describe('nextLessonMove and lessonProgress', () => {
  it('give the move to find at each step, then null when the lesson is done', () => {
    const game = startLesson(mini, fillTheGap);
    expect(nextLessonMove(game, fillTheGap)).toEqual({ kind: 'move', from: 't3', to: 't2', count: 1 });
    game.move(nextLessonMove(game, fillTheGap) ?? 'r');
    expect(nextLessonMove(game, fillTheGap)).toEqual({ kind: 'deal' });
    game.move(nextLessonMove(game, fillTheGap) ?? 'r');
    expect(nextLessonMove(game, fillTheGap)).toBeNull();
    expect(lessonProgress(game, fillTheGap)).toEqual({ played: 2, moves: 2, done: true, offTrack: false });
  });
});

describe('checkedLessons checks every lesson, naming the game, the lesson and the field', () => {
  it('ids: kebab-case and unique', () => {
    expect(complaint({ ...fillTheGap, id: 'Fill gap' })).toEqual({
      field: 'lessons[0].id', message: 'lessons[0].id: in game "mini", "Fill gap" is not a kebab-case id such as "dealing"',
    });
    const error = caught(() => checkedLessons(mini, [fillTheGap, { ...fillTheGap, title: 'Again' }]));
    expect((error as VariantError).message).toBe('lessons.fill-the-gap.id: in game "mini", two lessons share this id');
  });

  it('words: a title, a goal and an explanation', () => {
    expect(complaint({ ...fillTheGap, goal: ' ' }).message).toBe('lessons.fill-the-gap.goal: in game "mini", expected a sentence, got " "');
    expect(complaint({ ...fillTheGap, explanation: undefined }).message).toBe(
      'lessons.fill-the-gap.explanation: in game "mini", expected a sentence, got nothing',
    );
  });

  it("options: the game's own", () => {
    expect(complaint({ ...fillTheGap, options: { emptyColumns: 'queen' } }).message).toBe(
      'lessons.fill-the-gap.options.emptyColumns: in game "mini", "queen" is not one of "king", "any"',
    );
    expect(complaint({ ...fillTheGap, options: { suits: 2 } }).message).toBe(
      'lessons.fill-the-gap.options.suits: in game "mini", mini has no such option; its options are emptyColumns',
    );
  });

  it("position: the variant's piles, card codes, and exactly the deck's cards", () => {
    expect(complaint({ ...fillTheGap, position: { ...fillTheGap.position, t5: 'KH' } }).message).toBe(
      'lessons.fill-the-gap.position: in game "mini": There is no pile "t5" in Mini; its piles are t1, t2, t3, t4, f1, f2, f3, f4, stock.',
    );
    expect(complaint({ ...fillTheGap, position: { ...fillTheGap.position, stock: 'KH 10H' } }).message).toBe(
      'lessons.fill-the-gap.position: in game "mini", "10H" is not a card code; write a rank (A 2-9 T J Q K) and a suit (C D H S), as in "QH", "TC" or "KS#1".',
    );
    expect(complaint({ ...fillTheGap, position: { ...fillTheGap.position, stock: '' } }).message).toBe(
      "lessons.fill-the-gap.position: in game \"mini\": The position is not valid: piles: hold 51 of the deck's 52 cards.",
    );
    expect(complaint({ ...fillTheGap, position: { ...fillTheGap.position, stock: 'KH KS' } }).message).toBe(
      'lessons.fill-the-gap.position: in game "mini": The position is not valid: piles[8].cards[1].id: card 51 appears twice.',
    );
  });

  it('solution: at least one move, each in the notation and legal at its step', () => {
    expect(complaint({ ...fillTheGap, solution: [] }).message).toBe(
      'lessons.fill-the-gap.solution: in game "mini", expected a list of at least one move, got an array',
    );
    expect(complaint({ ...fillTheGap, solution: ['t3>t2', 'deal'] }).message).toBe(
      'lessons.fill-the-gap.solution[1]: in game "mini", "deal" is not a move: write "t3>t5" for a card, "t3>t5x4" for four cards, "d" to deal or "r" to redeal.',
    );
    expect(complaint({ ...fillTheGap, solution: ['t3>t2', 'd', 'd'] }).message).toBe(
      'lessons.fill-the-gap.solution[2]: in game "mini", "d" is not legal at this step: The stock is empty.',
    );
  });

  it('mistakes: written as the notation writes them, and legal but wrong at some step', () => {
    expect(complaint({ ...fillTheGap, mistakes: { 't1>t2x2': '' } }).message).toBe(
      'lessons.fill-the-gap.mistakes["t1>t2x2"]: in game "mini", expected a sentence, got ""',
    );
    expect(complaint({ ...fillTheGap, mistakes: { 't4>t3x1': 'No.' } }).message).toBe(
      'lessons.fill-the-gap.mistakes["t4>t3x1"]: in game "mini", write the move as "t4>t3"',
    );
    expect(complaint({ ...fillTheGap, mistakes: { 't4>t2': 'No.' } }).message).toBe(
      'lessons.fill-the-gap.mistakes["t4>t2"]: in game "mini", this move is not a legal wrong move at any step of the lesson, so the message would never show',
    );
    // The move to find at the first step is a legal wrong move at the second (the Queen of hearts onto the
    // King of spades), so a word on it can show there.
    const lessons = [{ ...fillTheGap, mistakes: { 't3>t2': 'Deal first.', 't4>t3': 'Deal first.' } }];
    expect(checkedLessons(mini, lessons)).toEqual(lessons);
  });
});
