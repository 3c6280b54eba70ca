/**
 * The lessons API the app uses: @patience/core's lessons (startLesson, playLessonMove, nextLessonMove),
 * and the lessons each game definition carries.
 */
import type { GameDefinition } from '@patience/core';
import type { Lesson } from '@patience/core/lessons';

export { nextLessonMove, playLessonMove, startLesson } from '@patience/core/lessons';
export type { Lesson, LessonFeedback } from '@patience/core/lessons';

/** The lessons a game definition carries, in the order a player should take them. */
export function lessonsOf(definition: GameDefinition): readonly Lesson[] {
  return definition.lessons;
}
