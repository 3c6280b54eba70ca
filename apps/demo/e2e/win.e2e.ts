/**
 * Winning: a near-won Seahaven Towers deal 1, put into localStorage in the app's save format, is resumed;
 * the last move wins, the win dialog shows the statistics, and the statistics are kept.
 */
import { describe, expect, it } from './harness/test.js';
import { parseMove } from '@patience/core/notation';
import { useApp } from './harness/app.js';
import { drag, expectLayout, waitForBoard } from './harness/board.js';
import { gameKey, layoutOfGame, savedGameEntry, STATS_KEY, stuckGame } from './harness/engine.js';
import { nearlyWon, WIN_GAME_ID } from './harness/wins.js';

const app = useApp();

/** Statistics of one game as stored, read loosely: the numbers the tests check. */
function statsOf(stored: string | null, gameId: string): { played: unknown; won: unknown } {
  const all = JSON.parse(stored ?? 'null') as Record<string, { played?: unknown; won?: unknown } | undefined> | null;
  const mine = all?.[gameId];
  return { played: mine?.played, won: mine?.won };
}

async function winFromSave(stats?: string): Promise<void> {
  const { game, rest } = nearlyWon(1);
  await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game), ...(stats === undefined ? {} : { [STATS_KEY]: stats }) });
  await app.open(`/play/${WIN_GAME_ID}`);
  await waitForBoard(app.page);
  // The resumed game is the saved one, move for move.
  await expectLayout(app.page, game.variant, layoutOfGame(game));
  const last = parseMove(rest[0] ?? '');
  if (last.kind !== 'move') throw new Error('The last move of the line is a card move.');
  await drag(app.page, last.from, last.count, last.to);
  game.move(last);
  expect(game.isWon()).toBe(true);
  await expectLayout(app.page, game.variant, layoutOfGame(game));
}

describe('winning', () => {
  it('the last move of a saved game wins: the win dialog shows the statistics, which are kept', async () => {
    await winFromSave();
    const dialog = app.page.locator('[data-testid="win"]');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('role')).toBe('dialog');
    const text = await dialog.innerText();
    expect(text).toMatch(/played\D{0,30}\b1\b|\b1\b\D{0,15}played/i);
    expect(text).toMatch(/won\D{0,30}\b1\b|\b1\b\D{0,15}won/i);
    expect(statsOf(await app.stored(STATS_KEY), WIN_GAME_ID)).toEqual({ played: 1, won: 1 });
    await app.page.reload();
    await app.page.locator('body').waitFor();
    expect(statsOf(await app.stored(STATS_KEY), WIN_GAME_ID)).toEqual({ played: 1, won: 1 });
  });

  it('undone and redone back into the win, the dialog shows again and the win is not counted twice', async () => {
    await winFromSave();
    const dialog = app.page.locator('[data-testid="win"]');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await app.page.getByRole('button', { name: 'Undo', exact: true }).click();
    await app.page.getByRole('button', { name: 'Redo', exact: true }).click();
    await dialog.waitFor({ state: 'visible' });
    expect(statsOf(await app.stored(STATS_KEY), WIN_GAME_ID)).toEqual({ played: 1, won: 1 });
  });

  it('unreadable statistics are set aside, and the win is counted afresh', async () => {
    await winFromSave('{"seahaven-towers": {"played": "many", "won": -3}');
    await app.page.locator('[data-testid="win"]').waitFor({ state: 'visible' });
    expect(statsOf(await app.stored(STATS_KEY), WIN_GAME_ID)).toEqual({ played: 1, won: 1 });
  });
});

describe('auto-complete', () => {
  it('once every card left can go home, the finish is offered, and Finish plays it card by card to the win', async () => {
    // Seahaven Towers deal 1 with its last nine cards to play, every one of them to a foundation.
    const { game, rest } = nearlyWon(9);
    await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
    await app.open(`/play/${WIN_GAME_ID}`);
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    const offer = app.page.locator('[data-testid="auto-complete"]');
    await expect(offer).toHaveText('Every card left can go home.Finish');
    await offer.getByRole('button', { name: 'Finish', exact: true }).click();
    for (const move of rest) game.move(move);
    expect(game.isWon()).toBe(true);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await app.page.locator('[data-testid="win"]').waitFor({ state: 'visible' });
    await expect(offer).toHaveCount(0);
    expect(statsOf(await app.stored(STATS_KEY), WIN_GAME_ID)).toEqual({ played: 1, won: 1 });
  });

  it('is not offered while a card can still go elsewhere than home by choice (the deal before its last tableau move)', async () => {
    const { game } = nearlyWon(10);
    await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
    await app.open(`/play/${WIN_GAME_ID}`);
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await expect(app.page.locator('[data-testid="auto-complete"]')).toHaveCount(0);
  });
});

describe('a dead end', () => {
  it('a saved game with no legal move and no deal left shows "no moves"; undoing a move takes it away', async () => {
    const game = stuckGame(WIN_GAME_ID);
    await app.store({ [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
    await app.open(`/play/${WIN_GAME_ID}`);
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await app.page.locator('[data-testid="no-moves"]').waitFor({ state: 'visible' });
    expect(await app.page.locator('[data-testid="win"]').count()).toBe(0);
    // Undo gets out of the dead end, and the indicator goes.
    await app.page.getByRole('button', { name: 'Undo', exact: true }).click();
    game.undo();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await expect.poll(() => app.page.locator('[data-testid="no-moves"]').count()).toBe(0);
  });
});
