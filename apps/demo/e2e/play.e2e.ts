/**
 * The play table on core's session, in the browser: nothing lost by accident (the confirm before leaving a
 * game with moves made, the way back after a link), winnable deals only after the confirm, keyboard play
 * with one Tab stop and the live region's words, a move and its automatic moves undone as one step (also
 * from a save written before core's session), and the win cascade.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from './harness/test.js';
import { parseMove } from '@patience/core/notation';
import { useApp } from './harness/app.js';
import { board, button, drag, expectLayout, message, movesShown, openMenu, pile, focusedPile, keyboardMove, waitForBoard, menu } from './harness/board.js';
import { dealGame, findDeal, gameKey, isColumnMove, layoutOfGame, playRoute, savedGameEntry, STATS_KEY } from './harness/engine.js';
import { nearlyWon, WIN_GAME_ID } from './harness/wins.js';

const app = useApp();
const SETTINGS_KEY = 'patience:v1:settings';

/** Opens a numbered deal with the given switches (auto-move off unless said) and waits for its board. */
async function open(gameId: string, seed: number, settings: Record<string, boolean> = {}): Promise<void> {
  await app.store({ [SETTINGS_KEY]: JSON.stringify({ autoMove: false, showWinnability: false, ...settings }) });
  await app.open(playRoute(gameId, seed));
  await waitForBoard(app.page);
}

/** The dialog asking before a game is left. */
const leaveDialog = () => app.page.getByRole('alertdialog', { name: 'Leave this game?' });

const seedInUrl = (): number => Number(/seed=(\d+)/.exec(new URL(app.page.url()).hash)?.[1]);

/** The stored statistics of one game. */
async function statsOf(gameId: string): Promise<Record<string, unknown> | undefined> {
  return (JSON.parse((await app.stored(STATS_KEY)) ?? '{}') as Record<string, Record<string, unknown>>)[gameId];
}

/** Opens an Easthaven deal that has a column move, and drags it: the page and `game` are one move in. */
async function easthavenWithOneMove(): Promise<{ seed: number; game: ReturnType<typeof dealGame> }> {
  const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find(isColumnMove), 40);
  const game = dealGame('easthaven', seed);
  await open('easthaven', seed);
  if (move.kind !== 'move') throw new Error('expected a card move');
  await drag(app.page, move.from, move.count, move.to);
  game.move(move);
  return { seed, game };
}

/** Easthaven deal 3: its move t2>t1 frees two Aces, which auto-move sends home in the same step. */
const EASTHAVEN_3_MOVE = 'Queen of diamonds to column 1; Ace of spades turned up; Ace of spades to foundation 4, automatically; 7 of clubs turned up; Ace of hearts to foundation 3, automatically; 6 of hearts turned up.';

describe('leaving a game', () => {
  it('with a move made, New deal asks first: Stay keeps the game, Leave opens a new deal and counts it as lost', async () => {
    const { seed, game } = await easthavenWithOneMove();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await statsOf('easthaven')).toMatchObject({ played: 1, inProgress: true });

    await button(app.page, 'New deal').click();
    await expect(leaveDialog()).toBeVisible();
    expect((await leaveDialog().innerText()).replace(/\s+/g, ' ')).toContain('Leave this game? It will count as lost.');
    // The dialog passes axe (no serious or critical violation), and Stay has the focus: a stray Enter loses nothing.
    // Legacy mode: one axe.run in the page (see harness/axe.ts).
    const { violations } = await new AxeBuilder({ page: app.page }).include('[data-testid="leave"]').setLegacyMode(true).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await expect(leaveDialog().getByRole('button', { name: 'Stay' })).toBeFocused();
    await app.page.keyboard.press('Enter');
    await expect(leaveDialog()).toHaveCount(0);
    expect(seedInUrl()).toBe(seed);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(1);

    await button(app.page, 'New deal').click();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await expect.poll(seedInUrl).not.toBe(seed);
    await expectLayout(app.page, game.variant, layoutOfGame(dealGame('easthaven', seedInUrl())));
    expect(await movesShown(app.page)).toBe(0);
    expect(await statsOf('easthaven')).toMatchObject({ played: 1, won: 0, currentStreak: 0, inProgress: false });
  });

  it('a deal with no move made is left without asking; another variant from the menu asks first', async () => {
    await open('spider', 31);
    await button(app.page, 'New deal').click();
    await expect.poll(seedInUrl).not.toBe(31);
    expect(await leaveDialog().count()).toBe(0);
    // No move made, so the new deal counts as nothing either.
    expect(await statsOf('spider')).toBeUndefined();

    const seed = seedInUrl();
    const game = dealGame('spider', seed);
    await waitForBoard(app.page);
    const first = game.moves().find(isColumnMove);
    if (!first) throw new Error('expected a column move');
    await drag(app.page, first.from, first.count, first.to);
    await expect.poll(() => movesShown(app.page)).toBe(1);
    await openMenu(app.page);
    await menu(app.page).getByLabel('Variant').selectOption({ label: 'Spider (two suits)' });
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => new URL(app.page.url()).hash).toMatch(/suits=2/);
    expect(seedInUrl()).not.toBe(seed);
  });

  it("Today's deal from the menu asks first, then opens the day's deal", async () => {
    await open('seahaven-towers', 3);
    const game = dealGame('seahaven-towers', 3);
    const first = game.moves().find(isColumnMove);
    if (!first) throw new Error('expected a column move');
    await drag(app.page, first.from, first.count, first.to);
    await expect.poll(() => movesShown(app.page)).toBe(1);
    await openMenu(app.page);
    await menu(app.page).getByRole('button', { name: "Today's deal" }).click();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    // Today's challenge keeps its own address, so the page says it is today's deal.
    await expect.poll(() => new URL(app.page.url()).hash, { timeout: 20_000 }).toBe('#/daily/seahaven-towers');
    await waitForBoard(app.page);
    expect(await movesShown(app.page)).toBe(0);
    expect(await statsOf('seahaven-towers')).toMatchObject({ played: 1, inProgress: false });
  });

  it('a link to another deal keeps the game until a move is made there, and offers the way back', async () => {
    const { seed, game } = await easthavenWithOneMove();
    await expect.poll(() => movesShown(app.page)).toBe(1);

    await app.open(playRoute('easthaven', seed + 1));
    await waitForBoard(app.page);
    await expect(message(app.page)).toHaveText(`Your game of deal ${seed} (1 move) is kept until you make a move here. Back to deal ${seed}`);
    await message(app.page).getByRole('link', { name: `Back to deal ${seed}` }).click();
    await expect.poll(seedInUrl).toBe(seed);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(1);
  });
});

describe('winnable deals only', () => {
  it('after the confirm, the toolbar\'s New deal opens a deal the solver proves winnable, found by the worker', async () => {
    await open('seahaven-towers', 2, { winnableOnly: true });
    const game = dealGame('seahaven-towers', 2);
    const first = game.moves().find(isColumnMove);
    if (!first) throw new Error('expected a column move');
    await drag(app.page, first.from, first.count, first.to);
    await expect.poll(() => movesShown(app.page)).toBe(1);
    await expect(button(app.page, 'New deal')).toHaveAttribute('title', 'Deal a new game the solver proves winnable');
    await button(app.page, 'New deal').click();
    await leaveDialog().getByRole('button', { name: 'Leave' }).click();
    await expect.poll(seedInUrl, { timeout: 25_000 }).not.toBe(2);
    const seed = seedInUrl();
    await expect(message(app.page)).toHaveText(`Deal ${seed} is winnable: the solver found a win.`);
    await expectLayout(app.page, game.variant, layoutOfGame(dealGame('seahaven-towers', seed)));
  });
});

describe('keyboard play', () => {
  it('the board is one Tab stop, the arrows move between piles, and the live region reads each move with what it set off', async () => {
    await open('easthaven', 3, { autoMove: true });
    const game = dealGame('easthaven', 3);
    const opening = layoutOfGame(game);
    // Tab from the last tool enters the board once, and the next Tab leaves it.
    await button(app.page, 'Menu').focus();
    await app.page.keyboard.press('Tab');
    const entered = await focusedPile(app.page);
    expect(entered).not.toBeNull();
    await app.page.keyboard.press('Tab');
    expect(await focusedPile(app.page)).toBeNull();
    expect(await board(app.page).locator('[tabindex="0"]').count()).toBe(1);
    await app.page.keyboard.press('Shift+Tab');
    expect(await focusedPile(app.page)).toBe(entered);

    await keyboardMove(app.page, 't2', 't1');
    game.move('t2>t1');
    game.autoPlay();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    // The status line is the live region a screen reader reads.
    const live = message(app.page);
    await expect(live).toHaveAttribute('role', 'status');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText(EASTHAVEN_3_MOVE);
    // The roving focus stays on the board: still one Tab stop, now on the pile the cards were put on.
    expect(await board(app.page).locator('[tabindex="0"]').count()).toBe(1);

    // One undo takes back the move and both cards auto-move sent home; one redo makes all three again.
    await app.page.keyboard.press('Control+z');
    await expectLayout(app.page, game.variant, opening);
    await expect(live).toHaveText('Undone: the Queen of diamonds to column 1, the Ace of spades to foundation 4, the Ace of hearts to foundation 3.');
    expect(await movesShown(app.page)).toBe(0);
    await app.page.keyboard.press('Control+Shift+z');
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(3);
  });

  it('a save written before core\'s session (undoGroups) resumes with its move and auto-moves as one Undo', async () => {
    const game = dealGame('easthaven', 3);
    game.move('t2>t1');
    game.autoPlay();
    const entry = { ...JSON.parse(savedGameEntry(game)) as object, undoGroups: [3] };
    await app.store({ [SETTINGS_KEY]: JSON.stringify({ autoMove: true, showWinnability: false }), [gameKey('easthaven')]: JSON.stringify(entry) });
    await app.open('/play/easthaven');
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await button(app.page, 'Undo').click();
    await expectLayout(app.page, game.variant, layoutOfGame(dealGame('easthaven', 3)));
    expect(await pile(app.page, 'f4').locator(':scope > .card').count()).toBe(0);
  });
});

describe('the win cascade', () => {
  it('the cards cascade off the foundations after the winning move, then the win dialog; none with reduced motion', async () => {
    const { game, rest } = nearlyWon(1);
    await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
    await app.page.emulateMedia({ reducedMotion: 'no-preference' });
    await app.open(`/play/${WIN_GAME_ID}`);
    await waitForBoard(app.page);
    const last = parseMove(rest[0] ?? '');
    if (last.kind !== 'move') throw new Error('The last move of the line is a card move.');
    await drag(app.page, last.from, last.count, last.to);
    const cascade = app.page.locator('[data-testid="win-cascade"]');
    await expect(cascade).toBeVisible();
    expect(await app.page.locator('[data-testid="win"]').count()).toBe(0);
    // Some cards have been drawn on the canvas by now.
    await expect.poll(() => cascade.evaluate((c: HTMLCanvasElement) => {
      const data = c.getContext('2d')?.getImageData(0, 0, c.width, c.height).data ?? [];
      let painted = 0;
      for (let i = 3; i < data.length; i += 4 * 97) if ((data[i] ?? 0) > 0) painted++;
      return painted;
    })).toBeGreaterThan(10);
    // A click ends it; the dialog follows.
    await cascade.click();
    await expect(cascade).toHaveCount(0);
    await expect(app.page.locator('[data-testid="win"]')).toBeVisible();

    // With reduced motion, Undo and Redo back into the win show the dialog at once, and no cascade.
    await app.page.emulateMedia({ reducedMotion: 'reduce' });
    await app.page.locator('[data-testid="win"]').getByRole('button', { name: 'Close' }).click();
    await button(app.page, 'Undo').click();
    await button(app.page, 'Redo').click();
    await expect(app.page.locator('[data-testid="win"]')).toBeVisible();
    expect(await cascade.count()).toBe(0);
  });
});
