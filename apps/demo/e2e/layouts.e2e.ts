/**
 * A deal opened from a URL with a fixed deal number shows exactly the engine's layout: each pile's face-down
 * count and face-up cards in order, foundations, cells and the stock count (every preset of every game is
 * checked so in fit.e2e.ts); labels, counters, and a link without a deal number.
 */
import { describe, expect, it } from './harness/test.js';
import { cardName } from '@patience/core/cards';
import { pileIds } from '@patience/core/engine';
import { useApp } from './harness/app.js';
import { board, expectLayout, pile, waitForBoard } from './harness/board.js';
import { dealGame, definition, layoutOfGame, optionsFromParams, playRoute } from './harness/engine.js';

const app = useApp();

// Every preset of every game opened from its URL (deal 1) is compared with the engine's layout in fit.e2e.ts,
// at both sizes, before its fit is measured.
describe('a deal opened from its URL', () => {
  it('spider?seed=3&suits=2 shows two-suit Spider deal 3', async () => {
    const expected = dealGame('spider', 3, { suits: 2 });
    await app.open('/play/spider?seed=3&suits=2');
    await waitForBoard(app.page);
    await expectLayout(app.page, expected.variant, layoutOfGame(expected));
  });

  it('names every face-up card and the top card of every pile for screen readers', async () => {
    const expected = dealGame('easthaven', 11);
    await app.open(playRoute('easthaven', 11));
    await waitForBoard(app.page);
    const ids = pileIds(expected.variant);
    for (const [i, id] of ids.entries()) {
      const state = expected.state.piles[i];
      if (!state || id === 'stock') continue;
      const faceUp = state.cards.slice(state.faceDown).map(cardName);
      const labels = await pile(app.page, id).locator('[data-face="up"]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
      expect({ id, labels }).toEqual({ id, labels: faceUp });
      const top = state.cards.at(-1);
      const pileLabel = (await pile(app.page, id).getAttribute('aria-label')) ?? '';
      expect({ id, namesTop: top === undefined || pileLabel.includes(cardName(top)) }).toEqual({ id, namesTop: true });
    }
    // The piles are reached with the arrow keys from the board's one Tab stop.
    expect(await board(app.page).locator('[tabindex="0"]').count()).toBe(1);
  });

  it('shows the moves, the time, the deals left and, in Spider only, the score', async () => {
    const expected = dealGame('spider', 5);
    await app.open(playRoute('spider', 5));
    await waitForBoard(app.page);
    const dealsLeft = await app.page.locator('[data-testid="deals-left"]').innerText();
    expect(/\d+/.exec(dealsLeft)?.[0]).toBe(String(expected.dealsLeft()));
    const score = await app.page.locator('[data-testid="score"]').innerText();
    expect(/\d+/.exec(score)?.[0]).toBe(String(expected.score));
    expect(/\d+/.exec(await app.page.locator('[data-testid="moves"]').innerText())?.[0]).toBe('0');
    expect(await app.page.locator('[data-testid="timer"]').count()).toBe(1);

    await app.open(playRoute('easthaven', 5));
    await waitForBoard(app.page);
    expect(await app.page.locator('[data-testid="score"]').count()).toBe(0);
  });

  it('without a seed deals a new game and writes its number into the URL', async () => {
    await app.open('/play/spiderette');
    await waitForBoard(app.page);
    await expect.poll(() => new URL(app.page.url()).hash).toMatch(/^#\/play\/spiderette\?(.*&)?seed=\d+/);
    const hash = new URL(app.page.url()).hash;
    const params = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
    const options = optionsFromParams(definition('spiderette'), params);
    expect(options).not.toBeNull();
    const expected = dealGame('spiderette', Number(params.get('seed')), options ?? {});
    await expectLayout(app.page, expected.variant, layoutOfGame(expected));
  });
});
