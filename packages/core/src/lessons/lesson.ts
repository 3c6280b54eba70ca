/**
 * Guided lessons: a small prepared position, a goal, the moves to find and why they work. Lessons are plain
 * data ({@link Lesson}); a game package ships its own behind its `/lessons` subpath, so that only an app
 * that teaches bundles them. The functions here set one up and judge a player's moves against it.
 * This folder is the one part of core that plays a `Game`: it sits above the facade (docs/architecture.md).
 */
import { PatienceError } from '../errors/errors.js';
import type { Move } from '../engine/types.js';
import { Game } from '../game/game.js';
import type { MoveRecord } from '../game/change.js';
import { formatMove, parseMove } from '../notation/notation.js';
import { show } from '../rules/check.js';
import type { GameDefinition } from '../game-definitions/game-definition.js';
import { lessonPath, type Lesson } from '../game-definitions/lesson-spec.js';
import { checkGameDefinition, checkLessonSolution } from '../game-definitions/spec-check.js';
import { checkLesson, sameMove } from './lesson-check.js';

/** What a lesson says about a move the player tried. */
export interface LessonFeedback {
  /**
   * `correct`: the move to find, played, with more to come; `done`: the last move to find, played;
   * `wrong`: a legal move, but not the one to find (not played); `illegal`: the rules refuse it, or the lesson
   * is over (not played).
   */
  readonly verdict: 'correct' | 'done' | 'wrong' | 'illegal';
  /**
   * `illegal`: the engine's refusal; `wrong`: the lesson's own word on that move, or a sentence restating the
   * goal; `correct`: which move comes next; `done`: the lesson's explanation.
   */
  readonly message: string;
  /** The move as played, when it was played (`correct` or `done`). */
  readonly record?: MoveRecord;
}

/** How far a game has come through a lesson; see {@link lessonProgress}. */
export interface LessonProgress {
  /** How many of the moves to find have been played. */
  readonly played: number;
  /** How many moves the lesson asks for. */
  readonly moves: number;
  /** Whether every move to find has been played. */
  readonly done: boolean;
  /** Whether the game's moves depart from the lesson's (moves made around it): undo them to go on. */
  readonly offTrack: boolean;
}

/** The message for a move tried after the lesson is done. */
const FINISHED = 'This lesson is finished: start it again to play it once more.';
/** The message for a move tried on a game whose moves have left the lesson's. */
const OFF_TRACK = 'This game has moves the lesson does not ask for: undo them to go on with the lesson.';

/**
 * Sets up a lesson: a {@link Game} at the lesson's position, with the lesson's options, so that undo and
 * restart work within the lesson. The lesson is checked against the game first, as {@link checkedLessons} checks a list.
 * @throws {@link VariantError} naming the game, the lesson and the field when the lesson is malformed, such
 *   as `lessons.dealing.solution[1]: in game "easthaven", "t3>t4" is not legal at this step: ...`.
 * @example
 * const lesson = easthavenLessons.find((l) => l.id === 'dealing'); // from @patience/easthaven/lessons
 * if (lesson) playLessonMove(startLesson(easthaven, lesson), lesson, 't6>t4').verdict; // "correct"
 */
export function startLesson(definition: GameDefinition, lesson: Lesson): Game {
  checkGameDefinition(definition, 'game');
  const { variant, start } = checkLesson(definition.id, (options) => definition.variant(options), lesson, lessonPath(lesson));
  return new Game(variant, { position: start });
}

/**
 * Checks the player's move against the lesson and, when it is the move to find, plays it. A wrong or
 * illegal move changes nothing. The step is the number of moves the game has made.
 * @param move the move as data, or in notation (`t1>t2`, `t1>t2x3`, `d`).
 * @example
 * const feedback = playLessonMove(game, lesson, 't2>f3');
 * if (feedback.verdict === 'wrong') console.log(feedback.message);
 */
export function playLessonMove(game: Game, lesson: Lesson, move: Move | string): LessonFeedback {
  const progress = lessonProgress(game, lesson);
  if (progress.offTrack) return { verdict: 'illegal', message: OFF_TRACK };
  if (progress.done) return { verdict: 'illegal', message: FINISHED };
  const refusal = game.whyIllegal(move);
  if (refusal) return { verdict: 'illegal', message: refusal.message };
  // Legal, so it parses: compare the moves as data, so that "t1>t2x1" is "t1>t2" and counts are exact.
  const tried = typeof move === 'string' ? parseMove(move) : move;
  const expected = parseMove(lesson.solution[progress.played] ?? '');
  if (!sameMove(tried, expected)) {
    const notation = formatMove(tried);
    return { verdict: 'wrong', message: lesson.mistakes?.[notation]
      ?? `That move is legal, but it is not the one to find here. Goal: ${lesson.goal}` };
  }
  const record = game.move(tried);
  const played = progress.played + 1;
  if (played === progress.moves) return { verdict: 'done', message: lesson.explanation, record };
  return { verdict: 'correct', message: `Right. Now find the next move (${played + 1} of ${progress.moves}).`, record };
}

/**
 * The move the lesson expects next, for a "show me" button; `null` when the lesson is done (or when the
 * game has left the lesson's moves, see {@link lessonProgress}).
 * @example const next = nextLessonMove(game, lesson); if (next) game.move(next);
 */
export function nextLessonMove(game: Game, lesson: Lesson): Move | null {
  const progress = lessonProgress(game, lesson);
  if (progress.done || progress.offTrack) return null;
  return parseMove(lesson.solution[progress.played] ?? '');
}

/**
 * How far a game has come through a lesson: moves played of moves to find, whether it is done, and whether
 * the game's history has left the lesson's moves (a move made directly on the game, say).
 * @example const { played, moves } = lessonProgress(game, lesson); // "step 2 of 3"
 */
export function lessonProgress(game: Game, lesson: Lesson): LessonProgress {
  const given: unknown = game;
  if (!(given instanceof Game)) throw new PatienceError('invalid-option',
    `A lesson is followed in a Game (from startLesson); got ${show(given)}.`);
  const solution = checkLessonSolution(lesson);
  const history = game.history();
  const moves = solution.length;
  const offTrack = history.length > moves || history.some((record, i) => !sameMove(record.move, parseMove(solution[i] ?? '')));
  return { played: history.length, moves, done: !offTrack && history.length === moves, offTrack };
}
