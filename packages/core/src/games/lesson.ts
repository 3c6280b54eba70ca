/**
 * Guided lessons: a small prepared position, a goal, the moves to find and why they work. Lessons are plain
 * data that a game definition carries ({@link GameDefinition.lessons}), so any app can offer them; the
 * functions here set one up and judge a player's moves against it.
 */
import { PatienceError, VariantError } from '../errors/errors.js';
import { applyLegalMove, isLegal } from '../engine/apply.js';
import { whyIllegal } from '../engine/legality.js';
import type { GameState, Move } from '../engine/types.js';
import { Game } from '../game/game.js';
import type { MoveRecord } from '../game/change.js';
import { formatMove, parseMove } from '../notation/notation.js';
import { isRecord, show } from '../rules/check.js';
import type { Variant } from '../rules/vocabulary.js';
import { positionFromText } from '../snapshot/position-text.js';
import { stateFromSnapshot } from '../snapshot/snapshot.js';
import type { GameDefinition, OptionValues } from './game-definition.js';
import { checkGameDefinition, checkLessonSolution } from './spec-check.js';

/**
 * A short guided lesson: a prepared position, a goal, the moves to find and why. Plain data.
 * @example
 * const lesson: Lesson = {
 *   id: 'sending-cards-home', title: 'Sending cards home',
 *   goal: 'Send the Ace and then the 2 of hearts to their foundation.',
 *   position: { t1: 'KS 2H', t2: 'AH', f1: 'AC 2C 3C' }, // and the rest of the deck
 *   solution: ['t2>f3', 't1>f3'],
 *   explanation: 'Each foundation is built up in one suit from Ace to King, one card at a time.',
 * };
 */
export interface Lesson {
  /** Kebab-case, unique within its game, used in links: `dealing`. */
  readonly id: string;
  /** The lesson's name in a list: "Dealing a new row". */
  readonly title: string;
  /** One sentence shown before play: what to achieve. */
  readonly goal: string;
  /** The game's options the lesson uses; the defaults otherwise. */
  readonly options?: OptionValues;
  /**
   * The position, pile by pile, as {@link positionFromText} reads it: `{ t1: '5H 7C | QS', f1: 'AC 2C' }`.
   * It must hold exactly the deck's cards (put the cards the lesson does not need on the foundations).
   */
  readonly position: Readonly<Record<string, string>>;
  /** The moves to find, in order, in the move notation: `t1>t2`, `t3>t5x3` for three cards, `d` to deal. */
  readonly solution: readonly string[];
  /** One or two sentences shown when the lesson is done: why this works, in the game's own words. */
  readonly explanation: string;
  /**
   * What went wrong, for tempting moves that are legal but not the move to find, by their notation:
   * `{ 't2>t5': 'That only moves the Queen along; the King needs the gap.' }`.
   */
  readonly mistakes?: Readonly<Record<string, string>>;
}

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

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Sets up a lesson: a {@link Game} at the lesson's position, with the lesson's options, so that undo and
 * restart work within the lesson. The lesson is checked first, as {@link defineGame} checks a game's lessons.
 * @throws {@link VariantError} naming the game, the lesson and the field when the lesson is malformed, such
 *   as `lessons.dealing.solution[1]: in game "easthaven", "t3>t4" is not legal at this step: ...`.
 * @example
 * const lesson = easthaven.lessons.find((l) => l.id === 'dealing');
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
    return { verdict: 'wrong', message: lesson.mistakes?.[notation] ?? `That move is legal, but it is not the one to find here. Goal: ${lesson.goal}` };
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
  if (!(given instanceof Game)) throw new PatienceError('invalid-option', `A lesson is followed in a Game (from startLesson); got ${show(given)}.`);
  const solution = checkLessonSolution(lesson);
  const history = game.history();
  const moves = solution.length;
  const offTrack = history.length > moves || history.some((record, i) => !sameMove(record.move, parseMove(solution[i] ?? '')));
  return { played: history.length, moves, done: !offTrack && history.length === moves, offTrack };
}

/**
 * Where a lesson sits in its game's spec, for messages: `lessons.dealing`, or `lessons[2]` when it has no
 * usable id.
 * @internal
 */
export function lessonPath(lesson: unknown, index?: number): string {
  const id = isRecord(lesson) ? lesson.id : undefined;
  if (typeof id === 'string' && KEBAB.test(id)) return `lessons.${id}`;
  return index === undefined ? 'lesson' : `lessons[${index}]`;
}

function sameMove(a: Move, b: Move): boolean {
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
  if (!Array.isArray(solution) || solution.length === 0) return fail('solution', `expected a list of at least one move, got ${show(solution)}`);
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
