/**
 * Hostile input: corrupt localStorage and hostile URL parameters. The app must show a clear message or a
 * fresh game, never crash (no uncaught page error, no console error: checked after every test), and never
 * turn text from the URL or storage into markup.
 */
import { describe, expect, it } from './harness/test.js';
import type { Page } from '@playwright/test';
import { isValidSeed } from '@patience/core/random';
import { useApp } from './harness/app.js';
import { IMG, injected, SCRIPT, SVG } from './harness/safety.js';
import { board, expectLayout, layoutSettledOn, message, movesShown, waitForBoard } from './harness/board.js';
import { dealGame, GAMES, gameKey, layoutOfGame, optionsFromParams, playRoute, savedGameEntry, STATS_KEY } from './harness/engine.js';

const app = useApp();

/** What the page shows: the board, the gallery, or neither. */
async function shown(page: Page): Promise<'board' | 'gallery' | 'neither'> {
  await page.locator('[data-testid="board"], [data-testid="gallery-item"]').first().waitFor({ state: 'visible' }).catch(() => undefined);
  if (await board(page).isVisible()) return 'board';
  if ((await page.locator('[data-testid="gallery-item"]').count()) > 0) return 'gallery';
  return 'neither';
}

/** The message the app shows about a bad link or bad storage (status line, or an alert). */
async function notice(page: Page): Promise<string> {
  const texts = await page.locator('[data-testid="message"], [role="alert"]').allInnerTexts();
  return texts.join(' ').trim();
}

describe('corrupt localStorage', () => {
  const seed = 5;
  const fresh = dealGame('easthaven', seed);
  const played = dealGame('easthaven', seed);
  const [first] = played.moves();
  if (first) played.move(first);
  const save = JSON.parse(savedGameEntry(played)) as { save: { moves: string; seed: number; variant: { id: string } } };

  const cases: Record<string, string> = {
    'text that is not JSON': '{"version": 1, "options": {',
    'JSON null': 'null',
    'a JSON array': '[1, 2, 3]',
    'a number': '42',
    'an object without a save': '{"version": 1}',
    'an unknown format version': JSON.stringify({ ...save, version: 99 }),
    'a save of the wrong shape': JSON.stringify({ version: 1, options: {}, save: 'not a save', elapsedMs: 'soon' }),
    'a save with an illegal move': JSON.stringify({ ...save, save: { ...save.save, moves: `${save.save.moves} t1>f1 t1>f1 t1>f1` } }),
    'a save with moves that are not notation': JSON.stringify({ ...save, save: { ...save.save, moves: `${IMG} ${SCRIPT}` } }),
    'a save of another game': JSON.stringify({ ...save, save: { ...save.save, variant: { id: 'spider', rulesVersion: '1', options: {} } } }),
    'a save with markup for options': JSON.stringify({ ...save, options: { emptyColumns: IMG }, save: { ...save.save, variant: { ...save.save.variant, options: { emptyColumns: IMG } } } }),
    'a save with a negative seed': JSON.stringify({ ...save, save: { ...save.save, seed: -1 } }),
    'a huge string': 'x'.repeat(2_000_000),
    'a huge move list': JSON.stringify({ ...save, save: { ...save.save, moves: 't1>t2 '.repeat(200_000) } }),
  };

  it('each corrupt saved game gives a fresh deal, without a crash', async () => {
    const results = [];
    for (const [name, value] of Object.entries(cases)) {
      await app.store({ [gameKey('easthaven')]: value, [STATS_KEY]: value });
      await app.open(playRoute('easthaven', seed));
      const onBoard = await waitForBoard(app.page).then(() => true, () => false);
      const lines = onBoard ? await layoutSettledOn(app.page, fresh.variant, layoutOfGame(fresh)) : [];
      results.push({
        name,
        board: JSON.stringify(lines) === JSON.stringify(layoutOfGame(fresh)) ? 'the fresh deal' : lines,
        moves: onBoard ? await movesShown(app.page) : null,
        injected: await injected(app.page),
        errors: app.errors.splice(0),
      });
    }
    expect(results).toEqual(Object.keys(cases).map((name) => ({ name, board: 'the fresh deal', moves: 0, injected: [], errors: [] })));
  });

  it('statistics of the wrong shape do not break the gallery', async () => {
    await app.store({ [STATS_KEY]: JSON.stringify({ easthaven: IMG, spider: [1, 2], 'seahaven-towers': { played: 'x', won: null } }) });
    await app.open('/');
    expect(await shown(app.page)).toBe('gallery');
    expect(await injected(app.page)).toEqual([]);
  });

  it('a good save next to the bad ones still resumes', async () => {
    await app.store({ [gameKey('easthaven')]: savedGameEntry(played), [gameKey('spider')]: '{{{', [STATS_KEY]: '[' });
    await app.open(`/play/easthaven?seed=${seed}`);
    await waitForBoard(app.page);
    await expectLayout(app.page, played.variant, layoutOfGame(played));
    expect(await movesShown(app.page)).toBe(1);
  });
});

describe('hostile URL parameters', () => {
  /** Opens each route on a fresh load and says, per route, what went wrong (nothing, when all is well). */
  async function visit(routes: readonly string[], needMessage: boolean): Promise<{ route: string; problems: string[] }[]> {
    const results = [];
    for (const route of routes) {
      const problems: string[] = [];
      await app.open(route);
      if (needMessage) {
        const what = await shown(app.page);
        if (what === 'neither') problems.push('neither a board nor the gallery');
        if ((await notice(app.page)) === '') problems.push('no message');
        if (what === 'board') problems.push(...(await boardAgainstUrl(app.page)));
      } else {
        await app.page.waitForFunction(() => document.body.innerText.trim() !== '', undefined, { timeout: 3000 }).catch(() => {
          problems.push('a blank page');
        });
      }
      problems.push(...(await injected(app.page)), ...app.errors.splice(0));
      results.push({ route, problems });
    }
    return results;
  }
  const fine = (routes: readonly string[]): { route: string; problems: string[] }[] => routes.map((route) => ({ route, problems: [] }));

  const badSeeds = ['-1', '1e99', 'abc', '4294967296', '1.5', '', '0x10', '+7', '9'.repeat(400), IMG, SCRIPT]
    .map((seed) => `/play/easthaven?seed=${encodeURIComponent(seed)}`);
  it('a bad deal number: a message and a fresh game (or the gallery), no markup', async () => {
    expect(await visit(badSeeds, true)).toEqual(fine(badSeeds));
  });

  const badRoutes = [
    '/play/no-such-game?seed=1',
    '/play/__proto__?seed=1',
    '/play/constructor',
    '/play/spider?seed=1&suits=3',
    '/play/spider?seed=1&colour=red',
    '/play/spider?seed=1&__proto__=1',
    '/play/spider?seed=1&toString=1',
    `/play/${IMG}?seed=1`,
    `/play/${encodeURIComponent(IMG)}?seed=1`,
    `/play/spider?seed=1&suits=${encodeURIComponent(IMG)}`,
    `/play/spider?seed=1&${encodeURIComponent(SCRIPT)}=1`,
    `/play/spider?seed=${SCRIPT}&dealWithEmptyColumns=${SVG}`,
  ];
  it('an unknown game, option or value, or markup in any part: a message and a fresh game (or the gallery)', async () => {
    expect(await visit(badRoutes, true)).toEqual(fine(badRoutes));
  });

  const otherRoutes = [
    `/rules/${IMG}`, `/rules/${encodeURIComponent(SCRIPT)}`, '/rules/no-such-game', `/learn/${IMG}`, '/learn/no-such-game',
    `/learn/easthaven/${encodeURIComponent(IMG)}`, '/learn/easthaven/no-such-lesson', `/${SVG}`, '/%E0%A4%A', '/play/%',
  ];
  it('bad rules, lesson and unknown routes: no crash, no markup, something to read', async () => {
    expect(await visit(otherRoutes, false)).toEqual(fine(otherRoutes));
  });

  it('the largest deal number, 4294967295, is a deal like any other', async () => {
    const expected = dealGame('seahaven-towers', 4294967295);
    await app.open(playRoute('seahaven-towers', 4294967295));
    await waitForBoard(app.page);
    await expectLayout(app.page, expected.variant, layoutOfGame(expected));
    expect(await message(app.page).innerText()).not.toMatch(/invalid|not a deal/i);
  });
});

/**
 * When a bad link led to a board, the URL must now name the deal shown (as when a link has no deal number),
 * and the board must be that deal: what is wrong, or nothing.
 */
async function boardAgainstUrl(page: Page): Promise<string[]> {
  const hash = new URL(page.url()).hash;
  const gameId = /^#\/play\/([a-z-]+)\?/.exec(hash)?.[1];
  if (gameId === undefined) return [`the URL names no deal: ${hash}`];
  const params = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  const seed = Number(params.get('seed'));
  if (!isValidSeed(seed) || params.get('seed') !== String(seed)) return [`the URL's deal number is not one: ${hash}`];
  const game = GAMES.find((g) => g.id === gameId);
  if (!game) return [`the URL names no game the app has: ${hash}`];
  const options = optionsFromParams(game, params);
  if (!options) return [`the URL's options are not the game's: ${hash}`];
  const expected = dealGame(gameId, seed, options);
  const lines = await layoutSettledOn(page, expected.variant, layoutOfGame(expected));
  return JSON.stringify(lines) === JSON.stringify(layoutOfGame(expected)) ? [] : [`the board is not deal ${seed} of ${gameId}: ${lines.join('; ')}`];
}
