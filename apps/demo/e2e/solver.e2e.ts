/**
 * The solver in the app: the winnability note after each move, hints from the solver, "winnable deals only",
 * and a search that runs in a Web Worker while the board stays playable, and can be cancelled. Verdicts are
 * checked against the solver run here, in Node, on the same positions.
 */
import { describe, expect, it } from './harness/test.js';
import type { Page } from '@playwright/test';
import { type Move } from '@patience/core';
import { applyMove, deal, legalMoves } from '@patience/core/engine';
import { solve } from '@patience/solver';
import { useApp } from './harness/app.js';
import { button, closeMenu, dealFromStock, drag, expectLayout, menuSwitch, message, openMenu, pile, setAutoMove, waitForBoard } from './harness/board.js';
import { dealGame, definition, layoutOfGame, playRoute } from './harness/engine.js';

const app = useApp();
const SETTINGS_KEY = 'patience:v1:settings';
/** The note waits for a check of up to 4 s in a worker; on a loaded machine give it more. */
const NOTE_TIMEOUT_MS = 20_000;

function note(page: Page) {
  return page.locator('[data-testid="winnable"]');
}

async function noteSays(page: Page, verdict: string, text: string): Promise<void> {
  await expect.poll(() => note(page).getAttribute('data-verdict'), { timeout: NOTE_TIMEOUT_MS }).toBe(verdict);
  expect((await note(page).innerText()).trim()).toBe(text);
}

/** A switch of the menu sheet, opening the sheet first (the switches live there). */
async function checkbox(page: Page, name: string) {
  await openMenu(page);
  return menuSwitch(page, name);
}

/** Opens a deal with the note shown (it is off on a first visit) and auto-move off, unless `settings` say otherwise. */
async function open(gameId: string, seed: number, settings: Record<string, boolean> = { showWinnability: true }): Promise<void> {
  await app.store({ [SETTINGS_KEY]: JSON.stringify({ autoMove: false, ...settings }) });
  await app.open(playRoute(gameId, seed));
  await waitForBoard(app.page);
  await setAutoMove(app.page, false);
}

const seahaven = () => definition('seahaven-towers').variant();

/** A Seahaven Towers deal that can be won, and a first move that a drag can make, after which it cannot. */
function losingFirstMove(): { seed: number; move: Extract<Move, { kind: 'move' }> } {
  const variant = seahaven();
  for (let seed = 1; seed < 100; seed++) {
    const start = deal(variant, seed);
    if (solve(variant, start).status !== 'solved') continue;
    for (const move of legalMoves(variant, start)) {
      if (move.kind !== 'move' || move.to.startsWith('f')) continue;
      if (solve(variant, applyMove(variant, start, move).state).status === 'unwinnable') return { seed, move };
    }
  }
  throw new Error('No Seahaven Towers deal from 1 to 99 has a first move that loses it.');
}

describe('the winnability note', () => {
  it('says whether the deal can be won, after each move, as the solver decides it; Undo answers at once', async () => {
    const { seed, move } = losingFirstMove();
    await open('seahaven-towers', seed);
    await noteSays(app.page, 'winnable', 'Winnable deal');
    // Every verdict the note shows from the move on, as the DOM changes: never the earlier position's.
    await app.page.evaluate(() => {
      const seen: string[] = [document.querySelector('[data-testid="winnable"]')?.getAttribute('data-verdict') ?? '(none)'];
      (window as unknown as { verdictsSeen: string[] }).verdictsSeen = seen;
      const read = (): void => {
        const value = document.querySelector('[data-testid="winnable"]')?.getAttribute('data-verdict') ?? '(none)';
        if (seen.at(-1) !== value) seen.push(value);
      };
      new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await drag(app.page, move.from, move.count, move.to);
    const game = dealGame('seahaven-towers', seed);
    game.move(move);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await noteSays(app.page, 'lost', 'No longer winnable');
    // The board's change and "checking" come in one render: "winnable" (the deal's verdict) is never seen again.
    expect(await app.page.evaluate(() => (window as unknown as { verdictsSeen: string[] }).verdictsSeen)).toEqual(['winnable', 'checking', 'lost']);
    await button(app.page, 'Undo').click();
    await noteSays(app.page, 'winnable', 'Winnable deal');
  });

  it('says when a deal cannot be won at all (Seahaven Towers deal 2)', async () => {
    expect(solve(seahaven(), deal(seahaven(), 2)).status).toBe('unwinnable');
    await open('seahaven-towers', 2);
    await noteSays(app.page, 'lost', 'This deal cannot be won');
  });

  it('labels a verdict reached by seeing hidden cards as thoughtful (Easthaven deal 21, lost even so)', async () => {
    await open('easthaven', 21);
    await noteSays(app.page, 'lost', 'This deal cannot be won, even seeing the hidden cards');
    expect(await note(app.page).getAttribute('title')).toMatch(/^Thoughtful: the solver looked at the face-down cards and the stock/);
  });

  it('is off on a first visit; turned on it shows, turned off it stays off', async () => {
    await app.open(playRoute('seahaven-towers', 1));
    await waitForBoard(app.page);
    expect(await (await checkbox(app.page, 'Show winnability')).isChecked()).toBe(false);
    expect(await note(app.page).count()).toBe(0);
    await (await checkbox(app.page, 'Show winnability')).check();
    await expect.poll(() => note(app.page).count()).toBe(1);
    await (await checkbox(app.page, 'Show winnability')).uncheck();
    await closeMenu(app.page);
    await expect.poll(() => note(app.page).count()).toBe(0);
    expect(JSON.parse((await app.stored(SETTINGS_KEY)) ?? '{}')).toMatchObject({ showWinnability: false });
    await app.open(playRoute('seahaven-towers', 1));
    await waitForBoard(app.page);
    expect(await (await checkbox(app.page, 'Show winnability')).isChecked()).toBe(false);
    await closeMenu(app.page);
    expect(await note(app.page).count()).toBe(0);
  });
});

describe('hints from the solver', () => {
  it("names a legal move, points at its piles and says why; the board doesn't change", async () => {
    await open('seahaven-towers', 1);
    const game = dealGame('seahaven-towers', 1);
    await button(app.page, 'Hint').click();
    await expect.poll(async () => (await message(app.page).innerText()).trim(), { timeout: NOTE_TIMEOUT_MS }).toMatch(/^Hint: Move the .+\. This (move starts a win in \d+ moves|card can .+)\.$/);
    const from = await app.page.locator('[data-hint="from"]').getAttribute('data-pile');
    const to = await app.page.locator('[data-hint="to"]').getAttribute('data-pile');
    expect(game.moves().some((m) => m.kind === 'move' && m.from === from && m.to === to)).toBe(true);
    // The card to move is marked as well as its pile: fully opaque, with the accent ring drawn round it.
    const hinted = app.page.locator(`[data-pile="${from ?? ''}"] .pb-card.pb-hint-from`).last();
    const look = await hinted.evaluate((card) => ({ shadow: getComputedStyle(card).boxShadow, opacity: getComputedStyle(card).opacity }));
    expect(look.opacity).toBe('1');
    expect(look.shadow).toMatch(/0px 0px 0px 3px/);
    // And an arrow runs from the card to its destination.
    await expect(app.page.locator('[data-testid="board"] .pb-arrow')).toHaveCount(1);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});

describe('winnable deals only', () => {
  it('makes New deal open a deal the solver proves winnable, and says so', async () => {
    await open('seahaven-towers', 2);
    await (await checkbox(app.page, 'Winnable deals only')).check();
    await closeMenu(app.page);
    expect(JSON.parse((await app.stored(SETTINGS_KEY)) ?? '{}')).toMatchObject({ winnableOnly: true });
    await button(app.page, 'New deal').click();
    await expect.poll(() => /seed=(\d+)/.exec(new URL(app.page.url()).hash)?.[1], { timeout: NOTE_TIMEOUT_MS }).not.toBe('2');
    const seed = Number(/seed=(\d+)/.exec(new URL(app.page.url()).hash)?.[1]);
    await expect.poll(async () => (await message(app.page).innerText()).trim()).toBe(`Deal ${seed} is winnable: the solver found a win.`);
    expect(solve(seahaven(), deal(seahaven(), seed)).status).toBe('solved');
    await expectLayout(app.page, seahaven(), layoutOfGame(dealGame('seahaven-towers', seed)));
  });

  it('searches in a worker: the board and hints work meanwhile, and Cancel stops the search and keeps the game', async () => {
    // Four-suit Spider from deal 4: deals 4 to 7 are not won within the app's 300,000 positions a deal (the
    // solver's benchmark needed 757,379 positions or more for each), so the search is still running meanwhile.
    await open('spider', 3, { winnableOnly: true, showWinnability: false });
    await app.page.evaluate(() => { Math.random = () => 4.5 / 1_000_000; });
    const game = dealGame('spider', 3);
    await button(app.page, 'New deal').click();
    const search = app.page.locator('[data-testid="deal-search"]');
    await search.waitFor({ state: 'visible' });
    expect((await message(app.page).innerText()).trim()).toBe('Looking for a winnable deal from deal 4 on…');
    // Dealing a row is answered at once although the worker is busy.
    const before = Date.now();
    await dealFromStock(app.page);
    game.move({ kind: 'deal' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    const dealtInMs = Date.now() - before;
    expect(await search.isVisible()).toBe(true);
    // A hint has a worker of its own: it answers and the search goes on.
    await button(app.page, 'Hint').click();
    await expect.poll(async () => (await message(app.page).innerText()).trim(), { timeout: NOTE_TIMEOUT_MS }).toMatch(/^Hint: /);
    expect(await search.isVisible()).toBe(true);
    await search.getByRole('button', { name: 'Cancel', exact: true }).click();
    await search.waitFor({ state: 'detached' });
    expect((await message(app.page).innerText()).trim()).toBe('The search for a winnable deal was cancelled; the game in progress is unchanged.');
    expect(new URL(app.page.url()).hash).toMatch(/seed=3(&|$)/);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await pile(app.page, 't1').count()).toBe(1);
    expect(dealtInMs).toBeLessThan(3_000);
  });
});
