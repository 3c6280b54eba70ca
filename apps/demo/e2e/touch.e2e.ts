/** Phone size with touch: a tap moves a card to its one legal destination, a drag by pointer still works. */
import { describe, expect, it } from './harness/test.js';
import { useApp } from './harness/app.js';
import { expectLayout, pile, pointOn, setAutoMove, tapCard, touchDrag, waitForBoard } from './harness/board.js';
import { dealGame, findDeal, isColumnMove, layoutOfGame, onlyDestination, playRoute } from './harness/engine.js';

const app = useApp({ viewport: 'phone', touch: true });

describe('on a phone', () => {
  it('a tap moves the card to its one legal destination', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find((m) => isColumnMove(m) && onlyDestination(g, m)), 100);
    const game = dealGame('easthaven', seed);
    await app.open(playRoute('easthaven', seed));
    await waitForBoard(app.page);
    await setAutoMove(app.page, false);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    if (move.kind !== 'move') throw new Error('expected a card move');
    await tapCard(app.page, move.from, move.count);
    game.move(move);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});

describe('on a phone, by finger', () => {
  it('a touch drag moves the card onto the pile it is dropped on', async () => {
    const { seed, move } = findDeal('easthaven', {}, (g) => g.moves().find(isColumnMove), 150);
    const game = dealGame('easthaven', seed);
    await app.open(playRoute('easthaven', seed));
    await waitForBoard(app.page);
    await setAutoMove(app.page, false);
    if (move.kind !== 'move') throw new Error('expected a card move');
    await touchDrag(app.page, move.from, move.count, move.to);
    game.move(move);
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});

describe('on a phone, the stock', () => {
  it('quick taps on the stock, 120 to 250 ms apart, each deal; tapped empty it turns the waste over', async () => {
    const game = dealGame('klondike', 3);
    await app.open(playRoute('klondike', 3));
    await waitForBoard(app.page);
    await setAutoMove(app.page, false);
    const at = await pointOn(app.page, 'stock', null);
    const gaps = [120, 250, 180, 120, 200, 250];
    for (const gap of gaps) {
      await app.page.touchscreen.tap(at.x, at.y);
      game.deal();
      await app.page.waitForTimeout(gap);
    }
    await expect(pile(app.page, 'stock')).toHaveAttribute('data-count', String(game.pile('stock').cards.length));
    await expectLayout(app.page, game.variant, layoutOfGame(game));
    while (game.dealsLeft() > 0) {
      await app.page.touchscreen.tap(at.x, at.y);
      game.deal();
      await app.page.waitForTimeout(120);
    }
    await expect(pile(app.page, 'stock')).toHaveText('↻');
    await app.page.touchscreen.tap(at.x, at.y);
    game.move({ kind: 'redeal' });
    await expectLayout(app.page, game.variant, layoutOfGame(game));
  });
});
