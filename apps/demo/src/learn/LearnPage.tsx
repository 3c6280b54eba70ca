import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CardId, Game, GameDefinition, Move, PileId } from '@patience/core';
import { legalMoves } from '@patience/core/engine';
import { Board } from '../board/Board.js';
import { FlipAnimator } from '../board/flip.js';
import { useDefinition } from '../games/useDefinition.js';
import type { ManifestGame } from '../gallery/manifest-types.js';
import { describeMove } from '../hint/move-words.js';
import { learnHash, quoted, rulesHash } from '../routes/route.js';
import { lessonsOf, nextLessonMove, playLessonMove, startLesson, type Lesson, type LessonFeedback } from './lesson-api.js';

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
  const flip = useMemo(() => new FlipAnimator(), []);
  const boardRef = useRef<HTMLDivElement>(null);
  const [setup] = useState<{ game: Game | null; error: string | null }>(() => {
    try {
      return { game: startLesson(definition, lesson), error: null };
    } catch (error) {
      return { game: null, error: error instanceof Error ? error.message : String(error) };
    }
  });
  const [version, setVersion] = useState(0);
  const [feedback, setFeedback] = useState<LessonFeedback | null>(null);
  const [hint, setHint] = useState<{ from?: PileId; to?: PileId } | null>(null);
  const turnedUp = useRef<Set<CardId>>(new Set());
  const lifted = useRef<Map<CardId, number>>(new Map());
  const game = setup.game;
  const state = game?.state;
  const moves = useMemo(() => (game && state ? legalMoves(game.variant, state) : []), [game, state]);

  useLayoutEffect(() => {
    flip.play(turnedUp.current, lifted.current);
    turnedUp.current = new Set();
    lifted.current = new Map();
  }, [flip, version]);

  const play = useCallback((move: Move) => {
    if (!game) return;
    flip.capture(boardRef.current);
    const result = playLessonMove(game, lesson, move);
    setFeedback(result);
    setHint(null);
    if (result.record) {
      for (const e of result.record.effects) {
        if (e.kind === 'turned-up') turnedUp.current.add(e.card);
        else [...e.cards].reverse().forEach((card, i) => { lifted.current.set(card, i); });
      }
      setVersion((v) => v + 1);
    }
  }, [game, lesson, flip]);

  const showMe = useCallback(() => {
    if (!game) return;
    const move = nextLessonMove(game, lesson);
    if (!move) return;
    setHint(move.kind === 'move' ? { from: move.from, to: move.to } : { from: 'stock' });
    setFeedback({ verdict: 'correct', message: `Try this: ${describeMove(game.variant, game.state, move)}` });
  }, [game, lesson]);

  const again = useCallback(() => {
    if (!game) return;
    flip.capture(boardRef.current);
    game.restart();
    setFeedback(null);
    setHint(null);
    setVersion((v) => v + 1);
  }, [game, flip]);

  const onMessage = useCallback((text: string) => { setFeedback({ verdict: 'illegal', message: text }); }, []);

  if (!game || !state) return <p className="notice" role="alert">This lesson cannot be set up: {setup.error}</p>;
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
      <Board
        variant={game.variant}
        state={state}
        moves={moves}
        register={flip.register}
        onDropped={flip.onDropped}
        onMove={play}
        onMessage={onMessage}
        hint={hint}
        boardRef={boardRef}
        label={`${lesson.title}: lesson position`}
      />
    </div>
  );
}
