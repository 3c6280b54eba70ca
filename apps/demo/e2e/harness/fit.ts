/**
 * Whether the board fits its window, as a player sees it: where the board starts, how big a tableau card is,
 * whether every tableau pile and card lies inside the window, and whether the page scrolls. And positions
 * to measure: a game with a long fanned column, played from a deal by the engine.
 */
import type { Game, Move, OptionValues } from '@patience/core';
import { pileIds } from '@patience/core/engine';
import { mulberry32, randomBelow } from '@patience/core/random';
import type { Page } from '@playwright/test';
import { dealGame } from './engine.js';

/** The board's fit in its window, in CSS pixels. */
export interface Fit {
  readonly boardTop: number;
  /** The first tableau card's size, `52x73`. */
  readonly card: string;
  /** The lowest and rightmost edge of any tableau pile or card. */
  readonly tableauBottom: number;
  readonly tableauRight: number;
  /** `document.scrollingElement`'s scroll size. */
  readonly scrollHeight: number;
  readonly scrollWidth: number;
  readonly innerWidth: number;
  readonly innerHeight: number;
}

/** The fit of the board on the page now. */
export async function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]');
    const card = document.querySelector('[data-testid="board"] [data-pile^="t"] > .pb-card');
    const parts = [...document.querySelectorAll('[data-testid="board"] [data-pile^="t"]')].flatMap((p) => [p, ...p.querySelectorAll('.pb-card')]);
    const boxes = parts.map((e) => e.getBoundingClientRect());
    const c = card?.getBoundingClientRect();
    const scroller = document.scrollingElement ?? document.documentElement;
    return {
      boardTop: Math.round(board?.getBoundingClientRect().top ?? Number.NaN),
      card: c ? `${Math.round(c.width)}x${Math.round(c.height)}` : 'none',
      tableauBottom: Math.ceil(Math.max(0, ...boxes.map((b) => b.bottom))),
      tableauRight: Math.ceil(Math.max(0, ...boxes.map((b) => b.right))),
      scrollHeight: scroller.scrollHeight,
      scrollWidth: scroller.scrollWidth,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
    };
  });
}

/** What is wrong with a fit: the board below the top quarter, a tableau card outside the window, a scroll. */
export function fitProblems(fit: Fit): string[] {
  const problems: string[] = [];
  if (!(fit.boardTop <= fit.innerHeight / 4)) problems.push(`board top ${fit.boardTop} px is below the top quarter of ${fit.innerHeight} px`);
  if (fit.tableauBottom > fit.innerHeight) problems.push(`the tableau ends at ${fit.tableauBottom} px, below the ${fit.innerHeight} px window`);
  if (fit.tableauRight > fit.innerWidth) problems.push(`the tableau reaches ${fit.tableauRight} px, right of the ${fit.innerWidth} px window`);
  if (fit.scrollHeight > fit.innerHeight) problems.push(`the page scrolls: ${fit.scrollHeight} px tall in a ${fit.innerHeight} px window`);
  if (fit.scrollWidth > fit.innerWidth) problems.push(`the page scrolls sideways: ${fit.scrollWidth} px wide in a ${fit.innerWidth} px window`);
  return problems;
}

/** One printed line of measurements, for the closing note's before/after figures. */
export function fitLine(what: string, fit: Fit): string {
  const problems = fitProblems(fit);
  return `fit ${what}: board top ${fit.boardTop} px (${((fit.boardTop / fit.innerHeight) * 100).toFixed(0)}%), card ${fit.card}, tableau bottom ${fit.tableauBottom}/${fit.innerHeight} px, ${problems.length === 0 ? 'fits' : `DOES NOT FIT (${problems.join('; ')})`}`;
}

/** The number of cards in the longest tableau column. */
export function longestColumn(game: Game): number {
  const ids = pileIds(game.variant);
  return Math.max(...ids.flatMap((id, i) => (id.startsWith('t') ? [game.state.piles[i]?.cards.length ?? 0] : [])));
}

/**
 * A deal played by the engine until one column is long: seeded random playouts (the same every run) that
 * lean toward the move leaving the longest column and deal only when no other move leads somewhere new;
 * the first position with `target` cards in a column (else the longest any playout reached) is replayed and
 * returned, history and all.
 */
export function longColumnGame(gameId: string, seed: number, options: Partial<OptionValues>, target = 14, playouts = 80, steps = 300): Game {
  const random = mulberry32(seed);
  let best: { length: number; line: Move[] } = { length: -1, line: [] };
  for (let run = 0; run < playouts && best.length < target; run++) {
    const game = dealGame(gameId, seed, options);
    // Sizes and top cards: cheap, and close enough to tell positions apart for a playout not to go in circles.
    const key = (): string => game.state.piles.map((p) => `${p.cards.length}.${p.faceDown}.${String(p.cards.at(-1) ?? '')}`).join('|');
    const seen = new Set([key()]);
    const line: Move[] = [];
    for (let step = 0; step < steps && !game.isWon(); step++) {
      const fresh = game.moves().flatMap((move) => {
        game.move(move);
        const found = seen.has(key()) ? [] : [{ move, length: longestColumn(game) }];
        game.undo();
        return found;
      });
      const plays = fresh.filter((f) => f.move.kind !== 'deal');
      const choices = plays.length > 0 ? plays : fresh;
      if (choices.length === 0) break;
      const longest = Math.max(...choices.map((c) => c.length));
      const leaning = randomBelow(random, 10) < 7 ? choices.filter((c) => c.length === longest) : choices;
      const pick = leaning[randomBelow(random, leaning.length)];
      if (!pick) break;
      game.move(pick.move);
      line.push(pick.move);
      seen.add(key());
      const length = longestColumn(game);
      if (length > best.length) best = { length, line: [...line] };
      if (best.length >= target) break;
    }
  }
  const game = dealGame(gameId, seed, options);
  for (const move of best.line) game.move(move);
  return game;
}
