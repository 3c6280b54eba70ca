/**
 * Lessons (`#/learn/<gameId>/<lessonId>`): the board shows the lesson's position; a wrong move gets the
 * lesson's feedback and changes nothing; the solution, played through the UI, finishes the lesson.
 */
import { describe, expect, it } from './harness/test.js';
import { type Game, type Move } from '@patience/core';
import { nextLessonMove, playLessonMove, startLesson, type Lesson } from '@patience/core/lessons';
import { cardCode } from '@patience/core/cards';
import { formatMove, parseMove } from '@patience/core/notation';
import type { Page } from '@playwright/test';
import { useApp } from './harness/app.js';
import { button, clickPile, drag, expectLayout, waitForBoard } from './harness/board.js';
import { definition, GAMES, layoutOfGame } from './harness/engine.js';

const app = useApp();

function lessonsOf(gameId: string): readonly Lesson[] {
  const lessons = (definition(gameId) as { lessons?: readonly Lesson[] }).lessons ?? [];
  if (lessons.length === 0) throw new Error(`${gameId} has no lessons in its game package (CONTRACT section 1).`);
  return lessons;
}

/** A copy of a lesson game, to ask the lesson what it says without touching the real one. */
function copyOf(gameId: string, lesson: Lesson, game: Game): Game {
  const copy = startLesson(definition(gameId), lesson);
  for (const record of game.history()) copy.move(record.move);
  return copy;
}

async function play(page: Page, move: Move): Promise<void> {
  if (move.kind === 'move') await drag(page, move.from, move.count, move.to);
  else await clickPile(page, 'stock');
}

async function feedback(page: Page): Promise<string> {
  return (await page.locator('[data-testid="lesson-feedback"]').innerText()).trim();
}

async function openLesson(gameId: string, lesson: Lesson): Promise<Game> {
  const game = startLesson(definition(gameId), lesson);
  await app.open(`/learn/${gameId}/${lesson.id}`);
  await waitForBoard(app.page);
  // The lesson board may offer auto-move; the lesson's moves are judged one at a time, so it must be off.
  const toggle = button(app.page, 'Auto-move');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
  await expectLayout(app.page, game.variant, layoutOfGame(game));
  expect(await app.page.locator('body').innerText()).toContain(lesson.goal);
  return game;
}

/** Plays the lesson's solution through the UI, checking the feedback and the board after each move. */
async function playThrough(gameId: string, lesson: Lesson, game: Game): Promise<void> {
  for (const text of lesson.solution.slice(game.history().length)) {
    const move = parseMove(text);
    const said = playLessonMove(game, lesson, move);
    expect(['correct', 'done']).toContain(said.verdict);
    await play(app.page, move);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await expect.poll(() => feedback(app.page)).toBe(said.message);
  }
  const done = app.page.locator('[data-testid="lesson-done"]');
  await done.waitFor({ state: 'visible' });
  expect(await app.page.locator('body').innerText()).toContain(lesson.explanation);
}

describe('the first Easthaven lesson', () => {
  it('a wrong move is answered with the lesson\'s feedback and changes nothing; the solution finishes it', async () => {
    const [lesson] = lessonsOf('easthaven');
    if (!lesson) throw new Error('no lesson');
    const game = await openLesson('easthaven', lesson);
    const expected = parseMove(lesson.solution[0] ?? '');
    const wrong = game.moves().find((m) => m.kind === 'move' && formatMove(m) !== formatMove(expected));
    // A legal move that is not the one to find, or else a move the rules refuse: either way, nothing moves.
    const tried: Move = wrong ?? { kind: 'move', from: 't1', to: 't2', count: 1 };
    const said = playLessonMove(copyOf('easthaven', lesson, game), lesson, tried);
    expect(['wrong', 'illegal']).toContain(said.verdict);
    await play(app.page, tried);
    await expect.poll(() => feedback(app.page)).toBe(said.message);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await app.page.locator('[data-testid="lesson-done"]').count()).toBe(0);
    await playThrough('easthaven', lesson, game);
  });
});

describe('the lessons page', () => {
  it('lists every Easthaven lesson by its title, and a title opens its lesson', async () => {
    const lessons = lessonsOf('easthaven');
    await app.open('/learn/easthaven');
    await app.page.getByText(lessons[0]?.title ?? '', { exact: true }).first().waitFor();
    const text = await app.page.locator('body').innerText();
    expect(lessons.map((l) => l.title).filter((title) => !text.includes(title))).toEqual([]);
    const last = lessons.at(-1);
    if (!last) throw new Error('no lesson');
    await app.page.getByRole('link', { name: last.title }).first().click();
    await expect.poll(() => new URL(app.page.url()).hash).toBe(`#/learn/easthaven/${last.id}`);
    await waitForBoard(app.page);
    const game = startLesson(definition('easthaven'), last);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});

/** What "Show me" marks on the board: the cards marked as the move's, bottom to top, and the piles marked. */
async function shownMarks(page: Page): Promise<{ cards: string[]; from: string[]; to: string[] }> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="board"]');
    const ids = (value: string): string[] => [...(root?.querySelectorAll<HTMLElement>(`[data-pile][data-hint="${value}"]`) ?? [])].map((p) => p.dataset.pile ?? '');
    const cards = [...(root?.querySelectorAll<HTMLElement>('.pb-hint-from') ?? [])]
      .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index)).map((c) => c.dataset.card ?? '(no data-card)');
    return { cards, from: ids('from'), to: ids('to') };
  });
}

/** The marks "Show me" must draw for a move: every card it takes, its pile and its destination (the stock for a deal). */
function marksFor(game: Game, move: Move): { cards: string[]; from: string[]; to: string[] } {
  if (move.kind !== 'move') return { cards: [], from: [], to: ['stock'] };
  const cards = game.pile(move.from).cards.slice(-move.count).map((card) => cardCode(card));
  return { cards, from: [move.from], to: [move.to] };
}

// Every step of every lesson (the unit test checks the same over the lesson data): "Show me" marks exactly the
// cards the move takes and where they go, and those cards, played on the board, are accepted. One page load a
// game; each next lesson is opened by its link, as a player goes on.
describe('every lesson of every game, shown and played', () => {
  for (const gameDef of GAMES) {
    it(`${gameDef.id}: at every step "Show me" marks the move's cards, and the move is accepted`, async () => {
      const lessons = lessonsOf(gameDef.id);
      for (const [index, lesson] of lessons.entries()) {
        const game = startLesson(definition(gameDef.id), lesson);
        if (index === 0) await openLesson(gameDef.id, lesson);
        else {
          await app.page.evaluate((hash) => { window.location.hash = hash; }, `#/learn/${gameDef.id}/${lesson.id}`);
          await expectLayout(app.page, game.variant, layoutOfGame(game));
        }
        for (let move = nextLessonMove(game, lesson); move; move = nextLessonMove(game, lesson)) {
          await button(app.page, 'Show me').click();
          await expect.poll(() => shownMarks(app.page), { message: `${lesson.id}: ${formatMove(move)}` }).toEqual(marksFor(game, move));
          const said = playLessonMove(game, lesson, move);
          await play(app.page, move);
          await expectLayout(app.page, game.variant, layoutOfGame(game));
          await expect.poll(() => feedback(app.page)).toBe(said.message);
        }
        await app.page.locator('[data-testid="lesson-done"]').waitFor({ state: 'visible' });
      }
    });
  }
});
