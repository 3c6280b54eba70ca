/**
 * @patience/core/lessons: guided lessons as data, played on a `Game`: set one up, judge each move, show
 * the next one, say how far the player is.
 * @packageDocumentation
 */
export { startLesson, playLessonMove, nextLessonMove, lessonProgress } from '../games/lesson.js';
export type { Lesson, LessonFeedback, LessonProgress } from '../games/lesson.js';
