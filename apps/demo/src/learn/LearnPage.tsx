import { useCallback, useState, type ReactNode } from 'react';
import type { BoardRefused } from '@patience/board';
import type { Game, GameDefinition, Move } from '@patience/core';
import { GameBoard, type BoardMark } from '../board/GameBoard.js';
import { whyStuck } from '../input/why-stuck.js';
import { useDefinition } from '../games/useDefinition.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { describeMove } from '../hint/move-words.js';
import { learnHash, quoted, rulesHash } from '../routes/route.js';
import { lessonsOf, nextLessonMove, playLessonMove, startLesson, type Lesson, type LessonFeedback } from './lesson-api.js';
import { showMeMark } from './show-me.js';

/** The lessons of a game, or one lesson when the URL names it. */
export default function LearnPage({ game, lessonId }: { readonly game: ManifestGame; readonly lessonId: string | null }): ReactNode {
  const { definition, failure } = useDefinition(game, `The lessons of ${game.name}`);
  if (failure) return <p className="notice" role="alert">{failure}</p>;
  if (!definition) return <p className="loading" role="status">Preparing the lesson…</p>;
  const lessons = lessonsOf(definition);
  const lesson = lessonId === null ? undefined : lessons.find((l) => l.id === lessonId);
  if (lessonId !== null && lesson) {
    const index = lessons.indexOf(lesson);
    return <LessonView key={lesson.id} definition={definition} game={game} lesson={lesson} number={index + 1} total={lessons.length} next={lessons[index + 1]} />;
  }
  return (
    <div className="page learn-page">
      {lessonId !== null && <p className="notice" role="alert">{game.name} has no lesson {quoted(lessonId)}. Here are its lessons.</p>}
      <h1>Learn {game.name}</h1>
      {lessons.length === 0 ? (
        <p>{game.name} has no lessons yet. <a href={rulesHash(game.id)}>Read its rules</a> instead.</p>
      ) : (
        <ol className="lesson-list">
          {lessons.map((l) => (
            <li key={l.id}>
              <a href={learnHash(game.id, l.id)} data-lesson={l.id}><strong>{l.title}</strong></a>
              <span> {l.goal}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

interface LessonViewProps {
  readonly definition: GameDefinition;
  readonly game: ManifestGame;
  readonly lesson: Lesson;
  readonly number: number;
  readonly total: number;
  readonly next: Lesson | undefined;
}

function LessonView({ definition, game: info, lesson, number, total, next }: LessonViewProps): ReactNode {
  const [setup] = useState<{ game: Game | null; error: string | null }>(() => {
    try {
      return { game: startLesson(definition, lesson), error: null };
    } catch (error) {
      return { game: null, error: error instanceof Error ? error.message : String(error) };
    }
  });
  const [feedback, setFeedback] = useState<LessonFeedback | null>(null);
  const [hint, setHint] = useState<BoardMark | null>(null);
  const game = setup.game;

  const play = useCallback((move: Move) => {
    if (!game) return;
    setFeedback(playLessonMove(game, lesson, move));
    setHint(null);
  }, [game, lesson]);

  const showMe = useCallback(() => {
    if (!game) return;
    const move = nextLessonMove(game, lesson);
    if (!move) return;
    setHint(showMeMark(move));
    setFeedback({ verdict: 'correct', message: `Try this: ${describeMove(game.variant, game.state, move)}` });
  }, [game, lesson]);

  const again = useCallback(() => {
    if (!game) return;
    game.restart();
    setFeedback(null);
    setHint(null);
  }, [game]);

  // A drop the board found no move for is tried anyway, so that the lesson answers it in the game's words.
  const onRefused = useCallback(({ from, to, cards }: BoardRefused) => {
    if (!game) return;
    if (to !== undefined) play({ kind: 'move', from, to, count: cards.length });
    else if (from === 'stock') play({ kind: 'deal' });
    else setFeedback({ verdict: 'illegal', message: whyStuck(game.variant, game.state, from, Math.max(cards.length, 1)) });
  }, [game, play]);

  if (!game) return <p className="notice" role="alert">This lesson cannot be set up: {setup.error}</p>;
  const done = feedback?.verdict === 'done';
  return (
    <div className="page lesson-page">
      <p className="lesson-crumbs"><a href={learnHash(info.id)}>{info.name} lessons</a> · lesson {number} of {total}</p>
      <h1>{lesson.title}</h1>
      <p className="lesson-goal"><strong>Goal:</strong> {lesson.goal}</p>
      <p className={`status lesson-feedback verdict-${feedback?.verdict ?? 'none'}`} data-testid="lesson-feedback" role="status" aria-live="polite">
        {feedback?.message ?? 'Your move: drag, click, or use the keyboard.'}
      </p>
      {done && (
        <div className="lesson-done" data-testid="lesson-done" role="alert">
          <strong>Well done!</strong>{' '}
          {next ? <a href={learnHash(info.id, next.id)}>Next lesson: {next.title}</a> : <a href={`#/play/${info.id}`}>Now play a real deal</a>}
        </div>
      )}
      <div className="controls" role="toolbar" aria-label="Lesson controls">
        <button type="button" onClick={showMe} disabled={done}>Show me</button>
        <button type="button" onClick={again}>Start again</button>
      </div>
      <GameBoard
        game={game}
        onMove={play}
        onRefused={onRefused}
        hint={hint}
        label={`${lesson.title}: lesson position`}
      />
    </div>
  );
}
