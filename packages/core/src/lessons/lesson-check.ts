/**
 * Checking lessons against their game: the fields' shapes, the options, a position that holds exactly the
 * deck's cards, a solution legal move by move, and mistakes that can happen. Only `@patience/core/lessons`
 * reaches this, so the checker (and the position reader it needs) stays out of a game that is only played.
 */
import { PatienceError, VariantError } from '../errors/errors.js';
import { applyLegalMove, isLegal } from '../engine/apply.js';
import { whyIllegal } from '../engine/legality.js';
import type { GameState, Move } from '../engine/types.js';
import { parseMove, formatMove } from '../notation/notation.js';
import { isRecord, show } from '../rules/check.js';
import type { Variant } from '../rules/vocabulary.js';
import { positionFromText } from '../snapshot/position-text.js';
import { stateFromSnapshot } from '../snapshot/snapshot.js';
import type { GameDefinition, OptionValues } from '../game-definitions/game-definition.js';
import { checkLessonIds, KEBAB, lessonPath, type Lesson } from '../game-definitions/lesson-spec.js';
import { checkGameDefinition } from '../game-definitions/spec-check.js';

/**
 * Checks a game's lessons, all of them, against the game, and returns them frozen: unique kebab-case ids,
 * every field, a position for the lesson's options that holds exactly the deck's cards, a solution legal
 * move by move, and mistakes that can happen. A game package calls it where it defines its lessons, so an
 * author's mistake fails at once, naming the game, the lesson and the field.
 * @throws {@link VariantError} such as `lessons.dealing.solution[1]: in game "easthaven", "t3>t4" is not
 *   legal at this step: ...`.
 * @example
 * export const spiderLessons = checkedLessons(spider, [{ id: 'dealing', title: 'Dealing a new row', ... }]);
 */
export function checkedLessons<O extends OptionValues>(game: GameDefinition<O>, lessons: readonly Lesson[]): readonly Lesson[] {
  checkGameDefinition(game, 'game');
  const given: unknown = lessons;
  if (!Array.isArray(given)) throw new VariantError('lessons', `in game ${show(game.id)}, expected a list of lessons, got ${show(given)}`);
  checkLessonIds(game.id, given);
  lessons.forEach((lesson, i) => {
    checkLesson(game.id, (options) => game.variant(options as Partial<O>), lesson, lessonPath(lesson, i));
  });
  return Object.freeze([...lessons]);
}

/**
 * The game with these lessons as its {@link GameDefinition.lessons}, checked as {@link checkedLessons}
 * checks them: for an app that lists a game's lessons with the game. The copy builds the very same variant
 * objects as the game it is made from.
 * @example
 * import { spiderLessons } from '@patience/spider/lessons';
 * const teaching = withLessons(spider, spiderLessons);
 * teaching.lessons.length; // 4
 */
export function withLessons<O extends OptionValues>(game: GameDefinition<O>, lessons: readonly Lesson[]): GameDefinition<O> {
  return Object.freeze({ ...game, lessons: checkedLessons(game, lessons) });
}

/** Whether two moves are the same move, as data (so `t1>t2x1` is `t1>t2`). */
export function sameMove(a: Move, b: Move): boolean {
  if (a.kind !== 'move' || b.kind !== 'move') return a.kind === b.kind;
  return a.from === b.from && a.to === b.to && a.count === b.count;
}

/**
 * Checks a lesson against its game: the fields' shapes, the options, a position that holds exactly the
 * deck's cards, a solution legal move by move, and mistakes that can happen. Returns the variant and the
 * starting position. `path` is where the lesson sits in the game's spec, for messages: `lessons.dealing`.
 * @internal
 */
export function checkLesson(
  gameId: string,
  variantFor: (options: OptionValues) => Variant,
  lesson: unknown,
  path: string,
): { variant: Variant; start: GameState } {
  const where = `in game ${show(gameId)}`;
  const fail = (field: string, problem: string): never => {
    // An engine's sentence keeps its capital after a colon; a phrase of ours follows a comma.
    throw new VariantError(`${path}.${field}`, `${where}${/^[A-Z]/.test(problem) ? ':' : ','} ${problem}`);
  };
  if (!isRecord(lesson)) throw new VariantError(path, `${where}, a lesson is an object, not ${show(lesson)}`);
  for (const field of ['id', 'title', 'goal', 'explanation'] as const) {
    const value = lesson[field];
    if (typeof value !== 'string' || value.trim() === '') fail(field, `expected a sentence, got ${show(value)}`);
  }
  if (!KEBAB.test(lesson.id as string)) fail('id', `${show(lesson.id)} is not a kebab-case id such as "dealing"`);

  let variant: Variant;
  const options = lesson.options ?? {};
  try {
    variant = variantFor(options as OptionValues);
  } catch (error) {
    if (error instanceof VariantError) return fail(error.field, error.message.slice(error.field.length + 2));
    throw error;
  }

  if (!isRecord(lesson.position)) return fail('position', `expected an object of piles, got ${show(lesson.position)}`);
  for (const [pile, text] of Object.entries(lesson.position)) {
    if (typeof text !== 'string') fail(`position.${pile}`, `expected the pile's cards as text, got ${show(text)}`);
  }
  let start: GameState;
  try {
    start = stateFromSnapshot(variant, positionFromText(variant, lesson.position as Record<string, string>));
  } catch (error) {
    if (error instanceof PatienceError) return fail('position', error.message);
    throw error;
  }

  const solution = lesson.solution;
  if (!Array.isArray(solution) || solution.length === 0) return fail('solution',
    `expected a list of at least one move, got ${show(solution)}`);
  const steps: GameState[] = [];
  const expected: Move[] = [];
  let state = start;
  solution.forEach((text: unknown, i) => {
    const field = `solution[${i}]`;
    let move: Move;
    try {
      move = parseMove(text as string);
    } catch (error) {
      return fail(field, (error as PatienceError).message);
    }
    const refusal = whyIllegal(variant, state, move);
    if (refusal) fail(field, `${show(text)} is not legal at this step: ${refusal.message}`);
    steps.push(state);
    expected.push(move);
    state = applyLegalMove(variant, state, move).state;
  });

  if (lesson.mistakes !== undefined) {
    if (!isRecord(lesson.mistakes)) return fail('mistakes', `expected an object of messages by move, got ${show(lesson.mistakes)}`);
    for (const [notation, message] of Object.entries(lesson.mistakes)) {
      const field = `mistakes[${JSON.stringify(notation)}]`;
      if (typeof message !== 'string' || message.trim() === '') fail(field, `expected a sentence, got ${show(message)}`);
      let move: Move;
      try {
        move = parseMove(notation);
      } catch (error) {
        return fail(field, (error as PatienceError).message);
      }
      // The feedback looks a mistake up by the move's own notation, so a key in another spelling never shows.
      if (formatMove(move) !== notation) fail(field, `write the move as ${show(formatMove(move))}`);
      const shows = steps.some((s, i) => !sameMove(move, expected[i] as Move) && isLegal(variant, s, move));
      if (!shows) fail(field, 'this move is not a legal wrong move at any step of the lesson, so the message would never show');
    }
  }
  return { variant, start };
}
