/**
 * Playing by pointer, click and keyboard, undo and redo, dealing, and a reload: after each action the
 * board must show exactly the engine's layout after the same move (auto-move off unless said otherwise).
 */
import { describe, expect } from './harness/test.js';
import { Game, type Move } from '@patience/core';
import { safeFoundationMoves } from '@patience/core/engine';
import { sharedTest as it, type SharedApp } from './harness/shared-page.js';
import {
  button, clickCard, clickPile, dealFromStock, drag, expectLayout, focusPile, isSelected, keyboardMove, message, movesShown, pile, setAutoMove,
  openMenu, waitForBoard,
} from './harness/board.js';
import { dealGame, findDeal, isColumnMove, layoutOfGame, onlyDestination, playRoute } from './harness/engine.js';

/** Auto-move off unless a test turns it on: every move on the board is the test's own. */
const SETTINGS = { 'patience:v1:settings': JSON.stringify({ autoMove: false }) };

/**
 * The worker's page at the desktop size (harness/shared-page.ts): the app starts once, and each test opens
 * its deal by its link, as a fresh game with auto-move off.
 */
let app: SharedApp;
it.beforeEach(async ({ shared }) => {
  app = await shared({ viewport: 'desktop', touch: false }, SETTINGS);
});

/** Opens a numbered deal (auto-move off) and checks the board shows it. */
async function openDeal(gameId: string, seed: number): Promise<Game> {
  const game = dealGame(gameId, seed);
  await app.show(playRoute(gameId, seed));
  await waitForBoard(app.page);
  await expectLayout(app.page, game.variant, layoutOfGame(game));
  return game;
}

type CardMove = Extract<Move, { kind: 'move' }>;

function cardMove(move: Move): CardMove {
  if (move.kind !== 'move') throw new Error('expected a card move');
  return move;
}

describe('moving cards', () => {
  it('a legal drag moves the card onto the pile it is dropped on, lighting the pile up on the way', async () => {
    // Cards that could go to two columns, dropped on the later one: the drop decides, not a "best" choice.
    const { seed, move } = findDeal('easthaven', {}, (g) => {
      const columnMoves = g.moves().filter(isColumnMove);
      return columnMoves.filter((m) => columnMoves.filter((n) => n.from === m.from && n.count === m.count).length >= 2).at(-1);
    });
    const game = await openDeal('easthaven', seed);
    const m = cardMove(move);
    const { markedLegal } = await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(markedLegal).toBe(true);
    expect(await movesShown(app.page)).toBe(1);
  });

  it('a drag onto a tower puts the card in that tower (Seahaven Towers, the last tower)', async () => {
    const { seed, move } = findDeal('seahaven-towers', {}, (g) => g.moves({ from: 't1' }).find((m) => m.kind === 'move' && m.to === 'c4'));
    const game = await openDeal('seahaven-towers', seed);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('a drag from the middle of a column carries the cards above the pressed card with it', async () => {
    // A deal where a first column move builds a two-card run that can then move on again.
    const { seed, move } = findDeal('easthaven', {}, (g) => {
      for (const first of g.moves().filter(isColumnMove)) {
        const after = new Game(g.variant, { position: g.state });
        after.move(first);
        const run = after.moves().find((n) => isColumnMove(n) && n.count >= 2);
        if (run) return first;
      }
      return undefined;
    });
    const game = await openDeal('easthaven', seed);
    const first = cardMove(move);
    await drag(app.page, first.from, first.count, first.to);
    game.move(first);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    const run = cardMove(game.moves().find((n) => isColumnMove(n) && n.count >= 2) ?? move);
    await drag(app.page, run.from, run.count, run.to);
    game.move(run);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('a click moves the card to its one legal destination', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find((m) => isColumnMove(m) && onlyDestination(g, m)));
    const game = await openDeal('easthaven', seed);
    const m = cardMove(move);
    await clickCard(app.page, m.from, m.count);
    game.move(m);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('a double-click sends a card to a foundation', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find((m) => m.kind === 'move' && m.to.startsWith('f')));
    const game = await openDeal('easthaven', seed);
    const m = cardMove(move);
    const size = await pile(app.page, m.from).locator('[data-face]').count();
    await pile(app.page, m.from).locator('[data-face]').nth(size - 1).dblclick();
    game.move(m);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('the keyboard picks up from a focused pile and puts down on the pile the arrows reach; Escape cancels', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find(isColumnMove), 20);
    const game = await openDeal('easthaven', seed);
    const m = cardMove(move);
    // Escape puts the cards back down.
    await focusPile(app.page, m.from);
    await app.page.keyboard.press('Enter');
    await expect.poll(() => isSelected(app.page, m.from)).toBe(true);
    await app.page.keyboard.press('Escape');
    await expect.poll(() => isSelected(app.page, m.from)).toBe(false);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    // Enter, arrows, Enter moves the largest legal count.
    await keyboardMove(app.page, m.from, m.to);
    const largest = game.moves({ from: m.from }).filter((n) => n.kind === 'move' && n.to === m.to)
      .reduce((a, b) => (cardMove(b).count > cardMove(a).count ? b : a));
    game.move(largest);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await isSelected(app.page, m.from)).toBe(false);
  });

  it("an illegal drop is refused with the engine's reason, and nothing changes", async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => {
      const bad: Move = { kind: 'move', from: 't1', to: 't2', count: 1 };
      return g.whyIllegal(bad) ? bad : undefined;
    });
    const game = await openDeal('easthaven', seed);
    const m = cardMove(move);
    const reason = game.whyIllegal(m)?.message ?? '';
    expect(reason).not.toBe('');
    await drag(app.page, m.from, m.count, m.to);
    await expect.poll(() => message(app.page).innerText()).toBe(reason);
    expect(await message(app.page).getAttribute('role')).toBe('status');
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(0);
  });
});

describe('undo and redo', () => {
  it('by the buttons and by Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find(isColumnMove), 40);
    const game = await openDeal('easthaven', seed);
    const before = layoutOfGame(game);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    const after = layoutOfGame(game);
    await expectLayout(app.page, game.variant, after);

    await button(app.page, 'Undo').click();
    await expectLayout(app.page, game.variant, before);
    expect(await movesShown(app.page)).toBe(0);
    await button(app.page, 'Redo').click();
    await expectLayout(app.page, game.variant, after);
    expect(await movesShown(app.page)).toBe(1);

    await app.page.keyboard.press('Control+KeyZ');
    await expectLayout(app.page, game.variant, before);
    await app.page.keyboard.press('Control+Shift+KeyZ');
    await expectLayout(app.page, game.variant, after);
    await app.page.keyboard.press('Control+KeyZ');
    await expectLayout(app.page, game.variant, before);
    await app.page.keyboard.press('Control+KeyY');
    await expectLayout(app.page, game.variant, after);
    expect(await movesShown(app.page)).toBe(1);
  });
});

describe('dealing', () => {
  it('a click on the stock deals a row, each time', async () => {
    const game = await openDeal('easthaven', 2);
    await dealFromStock(app.page);
    game.deal();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await clickPile(app.page, 'stock');
    game.deal();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    // Enter on the focused stock deals too.
    await focusPile(app.page, 'stock');
    await app.page.keyboard.press('Enter');
    game.deal();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(3);
    const dealsLeft = await app.page.locator('[data-testid="deals-left"]').innerText();
    expect(/\d+/.exec(dealsLeft)?.[0]).toBe(String(game.dealsLeft()));
  });

  it("Klondike's empty stock turns the waste over, by click, by Enter and by the R key, as often as it likes", async () => {
    const game = await openDeal('klondike', 3);
    const stock = pile(app.page, 'stock');
    /** Deals the whole stock, one click a card, the board following the engine card by card. */
    const dealAll = async (): Promise<void> => {
      while (game.dealsLeft() > 0) {
        await clickPile(app.page, 'stock');
        game.deal();
        await expect(stock).toHaveAttribute('data-count', String(game.pile('stock').cards.length));
      }
      await expectLayout(app.page, game.variant, layoutOfGame(game));
      await expect(stock).toHaveText('↻');
      // Drawn as ∞ (the word would not fit a phone's status line), read out as "unlimited".
      await expect(app.page.getByTestId('redeals-left')).toHaveText('∞unlimited');
    };
    await dealAll();
    await clickPile(app.page, 'stock');
    game.move({ kind: 'redeal' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await dealAll();
    await focusPile(app.page, 'stock');
    await app.page.keyboard.press('Enter');
    game.move({ kind: 'redeal' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await dealAll();
    await app.page.keyboard.press('r');
    game.move({ kind: 'redeal' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(game.movesMade);
  });

  it("Klondike's waste dragged onto the empty stock turns it over, the stock lit as a legal drop on the way", async () => {
    const game = await openDeal('klondike', 3);
    while (game.dealsLeft() > 0) {
      await clickPile(app.page, 'stock');
      game.deal();
      await expect(pile(app.page, 'stock')).toHaveAttribute('data-count', String(game.pile('stock').cards.length));
    }
    const { markedLegal } = await drag(app.page, 'waste', 1, 'stock');
    expect(markedLegal).toBe(true);
    game.move({ kind: 'redeal' });
    await expect(pile(app.page, 'stock')).toHaveAttribute('data-count', '24');
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(game.movesMade);
  });

  it('quick clicks on the stock each deal (a double-click on the stock is two deals)', async () => {
    const game = await openDeal('klondike', 3);
    const at = await pile(app.page, 'stock').boundingBox();
    if (!at) throw new Error('no stock on the board');
    // Three clicks in quick succession, which the browser counts as a single, a double and a triple click.
    await app.page.mouse.click(at.x + at.width / 2, at.y + at.height / 2, { clickCount: 3, delay: 20 });
    game.deal();
    game.deal();
    game.deal();
    await expect(pile(app.page, 'stock')).toHaveAttribute('data-count', String(game.pile('stock').cards.length));
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it("Easthaven's empty stock shows no turn-over mark, and R answers with the engine's reason", async () => {
    const game = await openDeal('easthaven', 2);
    while (game.dealsLeft() > 0) {
      await clickPile(app.page, 'stock');
      game.deal();
    }
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await expect(pile(app.page, 'stock')).not.toHaveText('↻');
    await expect(app.page.getByTestId('redeals-left')).toHaveCount(0);
    await app.page.keyboard.press('r');
    await expect.poll(() => message(app.page).innerText()).toBe(game.whyIllegal({ kind: 'redeal' })?.message ?? '(none)');
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it("a deal while a column is empty is refused with the engine's reason (Spiderette)", async () => {
    // Spiderette's first column holds one card: a deal where it can move leaves the column empty.
    const { seed, move } = findDeal('spiderette', {}, (g) => g.moves({ from: 't1' })[0]);
    const game = await openDeal('spiderette', seed);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    const reason = game.whyIllegal({ kind: 'deal' })?.message ?? '';
    expect(reason).not.toBe('');
    await dealFromStock(app.page);
    await expect.poll(() => message(app.page).innerText()).toBe(reason);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await clickPile(app.page, 'stock');
    await expect.poll(() => message(app.page).innerText()).toBe(reason);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(1);
  });
});

describe('a reload', () => {
  it('keeps the game: the same layout and move count', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find(isColumnMove), 60);
    const game = await openDeal('easthaven', seed);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    await dealFromStock(app.page);
    game.deal();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await app.page.reload();
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    expect(await movesShown(app.page)).toBe(2);
    // Its history came back too: undo takes back the deal.
    await button(app.page, 'Undo').click();
    game.undo();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});

/** A Seahaven Towers deal with nothing safe to send home yet, and a move after which auto-move sends cards home. */
function dealWithAutoMoves(): { seed: number; move: Move } {
  return findDeal('seahaven-towers', {}, (g) => {
    if (safeFoundationMoves(g.variant, g.state).length > 0) return undefined;
    return g.moves().find((m) => {
      const after = new Game(g.variant, { position: g.state });
      after.move(m);
      return m.kind === 'move' && !m.to.startsWith('f') && after.autoPlay().length > 0;
    });
  });
}

describe('auto-move', () => {
  it('when on, plays the safe moves to the foundations after a move, as Game.autoPlay does', async () => {
    const { seed, move } = dealWithAutoMoves();
    const game = await openDeal('seahaven-towers', seed);
    await setAutoMove(app.page, true);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    expect(game.autoPlay().length).toBeGreaterThan(0);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });

  it('a move and the cards it sent home are undone together, also after a reload', async () => {
    const { seed, move } = dealWithAutoMoves();
    const game = await openDeal('seahaven-towers', seed);
    const opening = layoutOfGame(game);
    await setAutoMove(app.page, true);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    game.autoPlay();
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await app.page.reload();
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await button(app.page, 'Undo').click();
    await expectLayout(app.page, game.variant, opening);
    expect(await movesShown(app.page)).toBe(0);
  });
});

describe('the other controls', () => {
  it('Restart goes back to the opening deal; a deal number and Go open that deal; Hint; New deal', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find(isColumnMove), 80);
    const game = await openDeal('easthaven', seed);
    const opening = layoutOfGame(game);
    const m = cardMove(move);
    await drag(app.page, m.from, m.count, m.to);
    game.move(m);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    await openMenu(app.page);
    await button(app.page, 'Restart').click();
    await expectLayout(app.page, game.variant, opening);
    expect(await movesShown(app.page)).toBe(0);

    const other = dealGame('easthaven', 4242);
    await openMenu(app.page);
    await app.page.getByLabel('Deal number', { exact: true }).fill('4242');
    await button(app.page, 'Go').click();
    // A move was made (then taken back by Restart): the game counts as played, so leaving it asks first.
    await app.page.getByRole('alertdialog', { name: 'Leave this game?' }).getByRole('button', { name: 'Leave' }).click();
    await expectLayout(app.page, other.variant, layoutOfGame(other));
    await expect.poll(() => new URL(app.page.url()).hash).toMatch(/^#\/play\/easthaven\?(.*&)?seed=4242(&|$)/);

    // Hint says something and moves nothing.
    await button(app.page, 'Hint').click();
    await expect.poll(async () => (await message(app.page).innerText()).trim()).not.toBe('');
    await expectLayout(app.page, other.variant, layoutOfGame(other));

    // New deal: another deal number in the URL, and the board is that deal.
    await button(app.page, 'New deal').click();
    await expect.poll(() => new URL(app.page.url()).hash).not.toMatch(/seed=4242(&|$)/);
    const newSeed = Number(/seed=(\d+)/.exec(new URL(app.page.url()).hash)?.[1]);
    const fresh = dealGame('easthaven', newSeed);
    await expectLayout(app.page, fresh.variant, layoutOfGame(fresh));
  });
});

describe('sharing', () => {
  it('Copy link puts a link to this deal on the clipboard, and the link opens it', async () => {
    const game = await openDeal('spider', 31);
    await app.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMenu(app.page);
    await button(app.page, 'Copy link').click();
    const link = await app.page.evaluate(() => navigator.clipboard.readText());
    const hash = new URL(link).hash;
    expect(hash).toMatch(/^#\/play\/spider\?(.*&)?seed=31(&|$)/);
    await app.show(hash.slice(1));
    await waitForBoard(app.page);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});
