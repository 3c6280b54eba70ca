/**
 * Every game, preset and example the demo lists, played through the board alone until every kind of move the
 * game allows has been used (or 200 moves): by pointer drags at 1366x850, by taps on a 390x844 touch phone, or
 * by the keyboard, the three input modes taken in turn along the list so that each mode plays every family of
 * games. The line is planned in Node among the moves core lists (a kind not used yet first; for taps, among
 * the moves a tap makes), on the deal where it is shortest; after every move the board must show exactly the
 * engine's position after that move, so a move the board sent that core did not list, or another than the one
 * chosen, shows as a difference. Named cases: Klondike's second pass through the stock, and a game won by
 * auto-complete after the board's move made the rest certain. The app starts once a worker and screen
 * (`harness/shared-page.ts`) and each game's deal is opened by its link: a page load per game cost more than
 * its moves.
 */
import { Game, type GameDefinition, type Move, type OptionValues, type Variant } from '@patience/core';
import { parseMove } from '@patience/core/notation';
import type { Page } from '@playwright/test';
import { gamePresets, presetName } from '@patience/games';
import { describe, expect } from './harness/test.js';
import { sharedTest as it, type SharedApp, type Screen } from './harness/shared-page.js';
import { board, clickPile, drag, expectLayout, focusedPile, pointOn, tapCard, waitForBoard } from './harness/board.js';
import { gameKey, layoutOfGame, MORE, playRoute, savedGameEntry } from './harness/engine.js';
import { kindOf, MOST_MOVES, shortestLine, type InputMode } from './harness/move-kinds.js';
import { nearlyWon, WIN_GAME_ID } from './harness/wins.js';

/** Auto-move off: every move on the board is the test's own, so the engine's position follows it exactly. */
const SETTINGS = { 'patience:v1:settings': JSON.stringify({ autoMove: false }) };

/**
 * Every kind of move each game allows, as play-outs of its first deals list them: the test fails when a game
 * gains or loses a kind, so that this table, and what the board is asked to play, follow the rules.
 */
const KINDS: Readonly<Record<string, readonly string[]>> = {
  'easthaven': ['deal', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'easthaven/lenient-deals': ['deal', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'easthaven/pysol': ['deal', 'foundation>tableau', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'spider': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'spider/1-suit': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'spider/2-suits': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'spider/relaxed': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'spiderette': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'spiderette/1-suit': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'spiderette/2-suits': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'seahaven-towers': ['cell>cell', 'cell>foundation', 'cell>tableau', 'tableau>cell', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'seahaven-towers/doubling': ['cell>cell', 'cell>foundation', 'cell>tableau', 'tableau>cell', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'seahaven-towers/relaxed': ['cell>cell', 'cell>foundation', 'cell>tableau', 'tableau>cell', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'klondike': ['deal', 'redeal', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run', 'waste>foundation', 'waste>tableau'],
  'klondike/draw-3': ['deal', 'redeal', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run', 'waste>foundation', 'waste>tableau'],
  'klondike/vegas': ['deal', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run', 'waste>foundation', 'waste>tableau'],
  'klondike/vegas-draw-3': ['deal', 'redeal', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run', 'waste>foundation', 'waste>tableau'],
  'freecell': ['cell>cell', 'cell>foundation', 'cell>tableau', 'tableau>cell', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'bakers-game': ['cell>cell', 'cell>foundation', 'cell>tableau', 'tableau>cell', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'eight-off': ['cell>cell', 'cell>foundation', 'cell>tableau', 'tableau>cell', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'yukon': ['tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'russian-solitaire': ['tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
  'scorpion': ['deal', 'tableau>tableau', 'tableau>tableau run'],
  'bakers-dozen': ['tableau>foundation', 'tableau>tableau'],
  'forty-thieves': ['deal', 'tableau>foundation', 'tableau>tableau', 'waste>foundation', 'waste>tableau'],
  'beleaguered-castle': ['tableau>foundation', 'tableau>tableau'],
  'canfield': ['deal', 'redeal', 'reserve>foundation', 'reserve>tableau', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run', 'waste>foundation', 'waste>tableau'],
  'canfield/hoyle': ['deal', 'redeal', 'reserve>foundation', 'reserve>tableau', 'tableau>foundation', 'tableau>tableau', 'tableau>tableau run', 'waste>foundation', 'waste>tableau'],
  'golf': ['deal', 'tableau>waste'],
  'tripeaks': ['deal', 'tableau>waste'],
  'pyramid': ['deal', 'redeal', 'tableau>foundation', 'tableau>tableau', 'tableau>waste', 'waste>foundation', 'waste>tableau'],
  'pyramid/relaxed': ['deal', 'redeal', 'tableau>foundation', 'tableau>tableau', 'tableau>waste', 'waste>foundation', 'waste>tableau'],
  'meridian': ['tableau>foundation', 'tableau>tableau', 'tableau>tableau run'],
};

/** One entry of the list: a preset of a shipped game, or an example game with its defaults. */
interface Entry {
  readonly name: string;
  readonly game: GameDefinition;
  readonly options: Partial<OptionValues>;
}

const ENTRIES: readonly Entry[] = [
  ...gamePresets().map((p) => ({ name: presetName(p.game, p.preset), game: p.game, options: p.preset.options })),
  ...MORE.filter((g) => !gamePresets().some((p) => p.game.id === g.id)).map((game) => ({ name: game.id, game, options: {} })),
];

const MODES: readonly InputMode[] = ['pointer', 'tap', 'keyboard'];


/** A keyboard player: focuses the board, then plays moves with the keys alone. */
interface KeyboardPlayer {
  start(): Promise<void>;
  play(move: Move): Promise<void>;
}

/**
 * Plays moves with the keyboard: the arrows to the move's pile (the shorter way round the piles, in the board's
 * order), Up to take a run, Enter, the arrows on to the destination, Enter; Enter on the stock deals, `r` turns
 * the waste over. The keyboard's place is followed here, so no key is pressed twice to find it.
 */
function keyboardPlayer(page: Page, order: readonly string[]): KeyboardPlayer {
  let at = 0;
  const goTo = async (id: string): Promise<void> => {
    const to = order.indexOf(id);
    const n = order.length;
    const right = (to - at + n) % n;
    const steps = right <= n / 2 ? right : right - n;
    for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
    at = to;
  };
  return {
    async start() {
      await board(page).locator('[tabindex="0"]').focus();
      // The board's roving focus may rest on any pile (the last one used on this board): start from there.
      const focused = await focusedPile(page);
      at = focused === null ? 0 : Math.max(0, order.indexOf(focused));
    },
    async play(move) {
      if (move.kind === 'redeal') { await page.keyboard.press('r'); return; }
      if (move.kind === 'deal') { await goTo('stock'); await page.keyboard.press('Enter'); return; }
      await goTo(move.from);
      for (let i = 1; i < move.count; i++) await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      await goTo(move.to);
      await page.keyboard.press('Enter');
    },
  };
}

/** Plays one move as a player of this mode does: a drag or a click, a tap (or, for a pair, two), or keys. */
function playerFor(mode: InputMode, page: Page, variant: Variant): (move: Move) => Promise<void> {
  if (mode === 'keyboard') {
    const keys = keyboardPlayer(page, new Game(variant, { seed: 1 }).snapshot().piles.map((p) => p.id));
    let started = false;
    return async (move) => {
      if (!started) { await keys.start(); started = true; }
      await keys.play(move);
    };
  }
  const pairs = variant.rules.foundations.kind === 'pairs';
  return async (move) => {
    if (move.kind !== 'move') { await (mode === 'tap' ? tapPile(page, 'stock') : clickPile(page, 'stock')); return; }
    if (mode === 'pointer') { await drag(page, move.from, move.count, move.to); return; }
    await tapCard(page, move.from, move.count);
    // A pair's second card: a tap on its partner (a King goes out alone, on the first tap).
    if (pairs && !move.to.startsWith('f')) await tapCard(page, move.to, 1);
  };
}

async function tapPile(page: Page, id: string): Promise<void> {
  const at = await pointOn(page, id, null);
  await page.touchscreen.tap(at.x, at.y);
}

/** The screens the modes play at: taps on a touch phone, the others at the desktop size. */
const DESKTOP: Screen = { viewport: 'desktop', touch: false };
const PHONE: Screen = { viewport: 'phone', touch: true };

/**
 * The worker's page at this screen (auto-move off), showing a numbered deal: one app start a worker and screen,
 * each next deal opened by its link, as a fresh game (no game in progress stored).
 */
async function openDeal(app: SharedApp, gameId: string, seed: number, options: Partial<OptionValues>): Promise<void> {
  await app.show(playRoute(gameId, seed, options));
  await waitForBoard(app.page);
}

function playEntries(mode: InputMode): void {
  ENTRIES.forEach((entry, index) => {
    if (MODES[index % MODES.length] !== mode) return;
    it(`${entry.name}: every kind of move, chosen among core's, played by ${mode}`, async ({ shared }) => {
      const app = await shared(mode === 'tap' ? PHONE : DESKTOP, SETTINGS);
      const variant = entry.game.variant(entry.options);
      const wanted = KINDS[entry.name] ?? [];
      const line = shortestLine(variant, wanted, mode);
      const game = new Game(variant, { seed: line.seed });
      await openDeal(app, entry.game.id, line.seed, entry.options);
      await expectLayout(app.page, variant, layoutOfGame(game));
      const play = playerFor(mode, app.page, variant);
      for (const move of line.moves) {
        await play(move);
        game.move(move);
        await expectLayout(app.page, variant, layoutOfGame(game));
      }
      console.log(`every-game ${entry.name} by ${mode}: deal ${line.seed}, ${line.moves.length} moves, ${line.kinds.join(', ')}`);
      expect(line.moves.length).toBeLessThanOrEqual(MOST_MOVES);
      expect([...line.kinds].sort()).toEqual(wanted);
    });
  });
}

describe('every game by pointer drags at 1366x850', () => { playEntries('pointer'); });
describe('every game by taps on a 390x844 phone', () => { playEntries('tap'); });
describe('every game by keyboard at 1366x850', () => { playEntries('keyboard'); });

describe('the table of kinds', () => {
  it('names every preset and example the demo lists, and each kind a play-out of its first deal meets', () => {
    expect(Object.keys(KINDS)).toEqual(ENTRIES.map((e) => e.name));
    for (const entry of ENTRIES) {
      const game = new Game(entry.game.variant(entry.options), { seed: 1 });
      for (let i = 0; i < MOST_MOVES && !game.isWon(); i++) {
        const moves = game.moves();
        const stray = moves.map(kindOf).filter((k) => !(KINDS[entry.name] ?? []).includes(k));
        expect(stray, `${entry.name} after ${i} moves`).toEqual([]);
        const next = moves[(i * 7) % Math.max(moves.length, 1)];
        if (!next) break;
        game.move(next);
      }
    }
  });
});

describe('named cases', () => {
  it('klondike: the stock dealt out, the waste turned over with r, and the second pass deals from it again', async ({ shared }) => {
    const app = await shared(DESKTOP, SETTINGS);
    const game = new Game(definitionOf('klondike').variant({}), { seed: 1 });
    await openDeal(app, 'klondike', 1, {});
    while (game.pile('stock').cards.length > 0) {
      await clickPile(app.page, 'stock');
      game.deal();
    }
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await board(app.page).locator('[tabindex="0"]').focus();
    await app.page.keyboard.press('r');
    game.move({ kind: 'redeal' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    for (let i = 0; i < 3; i++) {
      await clickPile(app.page, 'stock');
      game.deal();
    }
    expect(game.pile('waste').cards.length).toBe(3);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('a won game finished by auto-complete: the keyboard move that makes the rest certain, then Finish plays nine cards home', async ({ shared }) => {
    // Seahaven Towers deal 1 before its last tableau move, auto-move off: no finish is offered until the board
    // has played that move; then nine cards go home, two of them in a row from the same column.
    const app = await shared(DESKTOP, SETTINGS);
    const { game, rest } = nearlyWon(10);
    await app.show(`/play/${WIN_GAME_ID}`, { [gameKey(WIN_GAME_ID)]: savedGameEntry(game) });
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    const offer = app.page.locator('[data-testid="auto-complete"]');
    await expect(offer).toHaveCount(0);
    const last = parseMove(rest[0] ?? '');
    const keys = keyboardPlayer(app.page, game.snapshot().piles.map((p) => p.id));
    await keys.start();
    await keys.play(last);
    game.move(last);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await focusedPile(app.page)).toBe(last.kind === 'move' ? last.to : 'stock');
    await offer.getByRole('button', { name: 'Finish', exact: true }).click();
    for (const move of rest.slice(1)) game.move(move);
    expect(game.isWon()).toBe(true);
    // The finish plays a card a step, so that each is seen going home: the win comes after the last.
    await app.page.locator('[data-testid="win"]').waitFor({ state: 'visible', timeout: 20_000 });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await expect(offer).toHaveCount(0);
  });
});

function definitionOf(id: string): GameDefinition {
  const found = ENTRIES.find((e) => e.game.id === id);
  if (!found) throw new Error(`No game ${id} in the list.`);
  return found.game;
}
