/**
 * A lesson as a game carries it: plain data, and the cheap checks `defineGame` makes of a spec's lessons.
 * Checking a lesson against its game (its position and every move) is `@patience/core/lessons`' job
 * (`lessons/lesson-check.ts`), so that a game that is only played does not bundle that code.
 */
import { VariantError } from '../errors/errors.js';
import { isRecord, show } from '../rules/check.js';
import type { OptionValues } from '../rules/option-value.js';

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

/** A lesson id: kebab-case, as in links. @internal */
export const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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


/**
 * The checks of a game's lesson list that need no engine: each lesson is an object with a kebab-case id, and
 * no two share one. The rest (fields, position, solution, mistakes) is checked when a lesson starts, or for
 * the whole list by `checkedLessons` / `withLessons` from `@patience/core/lessons`.
 * @internal
 */
export function checkLessonIds(gameId: string, lessons: readonly unknown[]): void {
  const ids = new Set<string>();
  lessons.forEach((lesson, i) => {
    const path = lessonPath(lesson, i);
    if (!isRecord(lesson)) throw new VariantError(path, `in game ${show(gameId)}, a lesson is an object, not ${show(lesson)}`);
    if (typeof lesson.id !== 'string' || !KEBAB.test(lesson.id)) {
      throw new VariantError(`${path}.id`, `in game ${show(gameId)}, ${show(lesson.id)} is not a kebab-case id such as "dealing"`);
    }
    if (ids.has(lesson.id)) throw new VariantError(`${path}.id`, `in game ${show(gameId)}, two lessons share this id`);
    ids.add(lesson.id);
  });
}
