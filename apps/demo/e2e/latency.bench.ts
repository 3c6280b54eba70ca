/**
 * A benchmark, not a test (`pnpm bench:demo`; playwright.bench.config.ts): speed as a player feels it,
 * measured in the browser with performance marks and printed as medians and maxima:
 * - click to board: from the pointer's release (the input event's own time stamp) to the first frame after
 *   the board changed, for each of a run of moves. Our aim: within one frame (16.7 ms at 60 Hz).
 * - the verdict after a move: from the same release to the winnability note's verdict, with the solver's
 *   worker kept warm between positions. Our aim: 300 ms median, Easthaven and Seahaven Towers.
 * It fails only when the board or a verdict does not come; the times depend on the machine's load, so they
 * are printed for docs/benchmarks/demo-latency.md, never asserted.
 * The moves are a fixed line chosen from the engine's legal moves, so every run measures the same positions.
 */
import type { Page } from '@playwright/test';
import { type Game, type Move } from '@patience/core';
import { applyMove } from '@patience/core/engine';
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { dealFromStock, drag, expectLayout, waitForBoard } from './harness/board.js';
import { dealGame, layoutOfGame, playRoute } from './harness/engine.js';

const app = useApp();
const MOVES = 12;

interface Timings {
  /** Milliseconds from each release to the first frame showing its move. */
  readonly frames: number[];
  /** Milliseconds from each release to its verdict. */
  readonly verdicts: number[];
}

/** Installs the measuring in the page: marks at each release, at the board's change and at each verdict. */
async function measure(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timings: Timings = { frames: [], verdicts: [] };
    (window as unknown as { timings: Timings }).timings = timings;
    let input: number | null = null;
    let waitingForBoard = false;
    const verdictOf = (): string | null => document.querySelector('[data-testid="winnable"]')?.getAttribute('data-verdict') ?? null;
    const release = (event: Event): void => {
      input = event.timeStamp;
      waitingForBoard = true;
      performance.mark('e2e:input', { startTime: event.timeStamp });
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('click', (event) => { if ((event.target as Element | null)?.closest('button')) release(event); }, true);
    const board = document.querySelector('[data-testid="board"]');
    if (!board) throw new Error('no board to measure');
    new MutationObserver(() => {
      if (!waitingForBoard || input === null) return;
      waitingForBoard = false;
      const from = input;
      requestAnimationFrame(() => {
        performance.mark('e2e:frame');
        timings.frames.push(performance.now() - from);
      });
    }).observe(board, { subtree: true, childList: true, attributes: true });
    new MutationObserver(() => {
      const verdict = verdictOf();
      if (input === null || verdict === null || verdict === 'checking') return;
      timings.verdicts.push(performance.now() - input);
      input = null;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-verdict'] });
  });
}

/** A fixed line of moves: at each step the first legal move to a position not seen before (deals included). */
function line(game: Game, length: number): Move[] {
  const seen = new Set([JSON.stringify(game.state.piles)]);
  const moves: Move[] = [];
  while (moves.length < length) {
    const next = game.moves().find((move) => !seen.has(JSON.stringify(applyMove(game.variant, game.state, move).state.piles)));
    if (!next) break;
    game.move(next);
    seen.add(JSON.stringify(game.state.piles));
    moves.push(next);
  }
  return moves;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
const ms = (n: number): string => `${n.toFixed(1)} ms`;

for (const [gameId, seed] of [['easthaven', 1], ['seahaven-towers', 1]] as const) {
  describe(`speed of ${gameId}`, () => {
    it(`deal ${seed}: the time from a move to its board and to its verdict`, async () => {
      const moves = line(dealGame(gameId, seed), MOVES);
      expect(moves.length).toBe(MOVES);
      await app.store({ 'patience:v1:settings': JSON.stringify({ autoMove: false, showWinnability: true }) });
      await app.open(playRoute(gameId, seed));
      await waitForBoard(app.page);
      const note = app.page.locator('[data-testid="winnable"]');
      await expect(note).not.toHaveAttribute('data-verdict', 'checking', { timeout: 20_000 });
      await measure(app.page);
      const game = dealGame(gameId, seed);
      for (const [i, move] of moves.entries()) {
        if (move.kind === 'move') await drag(app.page, move.from, move.count, move.to);
        else await dealFromStock(app.page);
        game.move(move);
        await expectLayout(app.page, game.variant, layoutOfGame(game));
        await expect.poll(() => app.page.evaluate(() => (window as unknown as { timings: Timings }).timings.verdicts.length), { timeout: 20_000 }).toBe(i + 1);
      }
      const { frames, verdicts } = await app.page.evaluate(() => (window as unknown as { timings: Timings }).timings);
      console.log(`${gameId} deal ${seed}, ${moves.length} moves: click to board median ${ms(median(frames))}, max ${ms(Math.max(...frames))}; verdict after a move median ${ms(median(verdicts))}, max ${ms(Math.max(...verdicts))}`);
      expect(frames).toHaveLength(MOVES);
      expect(verdicts).toHaveLength(MOVES);
    });
  });
}
