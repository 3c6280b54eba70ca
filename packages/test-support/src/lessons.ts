/**
 * What every game package's lesson tests do with a lesson: find it by id, write its position with some piles
 * changed, play its solution through `playLessonMove`, and try one move at its start.
 */
import type { Game, GameDefinition } from '@patience/core';
import { positionFromText, positionToText } from '@patience/core/snapshot';
import { playLessonMove, startLesson, type Lesson } from '@patience/core/lessons';

/** The lesson helpers of one game, every position read with the game's default variant. */
export interface LessonHelpers {
  /** The game's lesson of this id (the test fails when there is none). */
  readonly lesson: (id: string) => Lesson;
  /** The lesson's position with some piles changed, as `positionToText` writes it. */
  readonly positionWith: (lesson: Lesson, changed: Readonly<Record<string, string>>) => string[];
  /** A game's position as `positionToText` writes it. */
  readonly table: (game: Game) => string[];
  /** Plays the lesson's moves through `playLessonMove`: the verdicts, the messages and the game after. */
  readonly playThrough: (lesson: Lesson) => { verdicts: string[]; messages: string[]; game: Game };
  /** A move tried at the start of the lesson: its feedback, and whether the game was left as it was. */
  readonly tryAtStart: (lesson: Lesson, move: string) => { verdict: string; message: string; unchanged: boolean };
}

/** The lesson helpers of `definition`. */
export function lessonHelpers(game: GameDefinition): LessonHelpers {
  const variant = game.variant();
  const table = (g: Game): string[] => positionToText(g.variant, g.state);
  return {
    lesson: (id) => {
      const found = game.lessons.find((l) => l.id === id);
      if (!found) throw new Error(`no lesson ${id} in ${game.id}`);
      return found;
    },
    positionWith: (lesson, changed) => {
      return positionToText(variant, positionFromText(variant, { ...lesson.position, ...changed }));
    },
    table,
    playThrough: (lesson) => {
      const played = startLesson(game, lesson);
      const feedback = lesson.solution.map((move) => playLessonMove(played, lesson, move));
      return { verdicts: feedback.map((f) => f.verdict), messages: feedback.map((f) => f.message), game: played };
    },
    tryAtStart: (lesson, move) => {
      const g = startLesson(game, lesson);
      const before = table(g);
      const { verdict, message } = playLessonMove(g, lesson, move);
      return { verdict, message, unchanged: g.history().length === 0 && table(g).join('\n') === before.join('\n') };
    },
  };
}
