/**
 * @patience/core/lessons: guided lessons as data, played on a `Game`: set one up, judge each move, show
 * the next one, say how far the player is; and check a game's lessons (`checkedLessons`, `withLessons`).
 * @packageDocumentation
 */
export { startLesson, playLessonMove, nextLessonMove, lessonProgress } from '../lessons/lesson.js';
export { checkedLessons, withLessons } from '../lessons/lesson-check.js';
export type { LessonFeedback, LessonProgress } from '../lessons/lesson.js';
export type { Lesson } from '../game-definitions/lesson-spec.js';
