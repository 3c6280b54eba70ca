/**
 * Reading the board from the DOM (CONTRACT section 3) and playing on it as a player does: by pointer drag,
 * by click or tap, by keyboard, and with the buttons.
 */
import { expect } from './test.js';
import type { Locator, Page } from '@playwright/test';
import { type Variant } from '@patience/core';
import { pileIds } from '@patience/core/engine';
import { UI_TIMEOUT_MS } from './settings.js';

/** What the DOM says about one pile. */
interface DomPile {
  readonly id: string;
  /** `##` for a face-down card, its code for a face-up one; anything else shows what is wrong. */
  readonly cards: readonly string[];
  readonly count: string | null;
}

/** The board. */
export function board(page: Page): Locator {
  return page.locator('[data-testid="board"]');
}

/** One pile of the board. */
export function pile(page: Page, id: string): Locator {
  return board(page).locator(`[data-pile="${id}"]`);
}

/** A control button by its exact accessible name ("Undo", "Deal", ...). */
export function button(page: Page, name: string): Locator {
  return page.getByRole('button', { name, exact: true });
}

/** The status line. */
export function message(page: Page): Locator {
  return page.locator('[data-testid="message"]');
}

/** Waits until the board is shown. */
export async function waitForBoard(page: Page): Promise<void> {
  await board(page).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
}

async function domPiles(page: Page): Promise<DomPile[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="board"]');
    if (!root) return [];
    return [...root.querySelectorAll<HTMLElement>('[data-pile]')].map((el) => ({
      id: el.dataset.pile ?? '',
      count: el.dataset.count ?? null,
      cards: [...el.querySelectorAll<HTMLElement>('[data-face]')].map((card) => {
        const face = card.dataset.face;
        const code = card.dataset.card;
        if (face === 'down') return code === undefined ? '##' : `##(leaks ${code})`;
        if (face === 'up') return code ?? '(up, no data-card)';
        return `(data-face=${String(face)})`;
      }),
    }));
  });
}

/**
 * The board's layout in the words of {@link layoutOf}, in the variant's pile order; a pile the variant has
 * and the DOM lacks reads `t3: (missing)`, and a pile the DOM has twice or the variant lacks is added at the
 * end, so any difference shows in the comparison.
 */
export async function readLayout(page: Page, variant: Variant): Promise<string[]> {
  const piles = await domPiles(page);
  const ids = pileIds(variant);
  const lines = ids.map((id) => {
    const found = piles.filter((p) => p.id === id);
    const [first] = found;
    if (!first) return `${id}: (missing)`;
    if (found.length > 1) return `${id}: (${found.length} piles with this id)`;
    if (id === 'stock') {
      // The stock is face down: its cards may be drawn, but none may give itself away.
      const shown = first.cards.filter((c) => c !== '##');
      return `stock: ${first.count ?? '(no data-count)'} cards${shown.length > 0 ? ` (shows ${shown.join(' ')})` : ''}`;
    }
    return first.cards.length === 0 ? `${id}:` : `${id}: ${first.cards.join(' ')}`;
  });
  const extra = piles.filter((p) => !(ids as readonly string[]).includes(p.id)).map((p) => `(extra pile ${p.id})`);
  return [...lines, ...extra];
}

/** Waits (briefly) until the board shows exactly this layout, and fails with the difference otherwise. */
export async function expectLayout(page: Page, variant: Variant, expected: readonly string[]): Promise<void> {
  // The board draws a move at the next animation frame: look again soon after, then every 100 ms.
  await expect.poll(() => readLayout(page, variant), { timeout: UI_TIMEOUT_MS, intervals: [20, 50, 100] }).toEqual(expected);
}

/** The move counter's number. */
export async function movesShown(page: Page): Promise<number> {
  const text = (await page.locator('[data-testid="moves"]').textContent({ timeout: UI_TIMEOUT_MS })) ?? '';
  const digits = /\d+/.exec(text);
  if (!digits) throw new Error(`The move counter shows no number: "${text}".`);
  return Number(digits[0]);
}

/** A point of the page (viewport coordinates). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * A point where a pointer really lands on a card (`index` from the bottom of the pile) or, with `index`
 * null, on the pile (its top card, or its empty place): the first point of the element's box that
 * `elementFromPoint` resolves to it, so a card half covered by the cards above it is pressed on its
 * visible part.
 */
export async function pointOn(page: Page, pileId: string, index: number | null): Promise<Point> {
  await settled(page);
  const point = await page.evaluate(
    ([id, at]) => {
      const root = document.querySelector('[data-testid="board"]');
      const pileEl = root?.querySelector<HTMLElement>(`[data-pile="${id}"]`);
      if (!pileEl) return `no pile ${id}`;
      const cards = [...pileEl.querySelectorAll<HTMLElement>('[data-face]')];
      const target = at === null ? (cards.at(-1) ?? pileEl) : cards[at];
      if (!target) return `no card ${String(at)} in pile ${id} (it has ${cards.length})`;
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = target.getBoundingClientRect();
      const fractions = [0.5, 0.3, 0.15, 0.08, 0.04, 0.7, 0.9];
      for (const fy of fractions) {
        for (const fx of [0.5, 0.3, 0.7]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          const hit = document.elementFromPoint(x, y);
          const ok = at === null ? hit?.closest('[data-pile]') === pileEl : hit?.closest('[data-face]') === target;
          if (ok) return { x, y };
        }
      }
      return `no visible point of ${at === null ? `pile ${id}` : `card ${String(at)} of pile ${id}`}`;
    },
    [pileId, index] as const,
  );
  if (typeof point === 'string') throw new Error(point);
  return point;
}

/**
 * Waits until no card is moving (a card in flight is not where its box says it will be). The app turns its
 * animations off for reduced motion, which the tests ask for; this covers any animation left.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return a.playState !== 'running' || !(target instanceof Element) || target.closest('[data-face]') === null;
    }),
    undefined,
    { timeout: UI_TIMEOUT_MS, polling: 50 },
  );
}

/** How many cards a pile holds in the DOM. */
export async function cardsIn(page: Page, pileId: string): Promise<number> {
  return pile(page, pileId).locator('[data-face]').count();
}

/**
 * Drags the top `count` cards of `from` onto `to` with the mouse (pointer events), and says whether `to`
 * was marked `data-target="legal"` while the cards hung over it.
 */
export async function drag(page: Page, from: string, count: number, to: string): Promise<{ markedLegal: boolean }> {
  const size = await cardsIn(page, from);
  // Both points before the press (the second look finds them again after any scrolling the first caused).
  await pointOn(page, to, null);
  const start = await pointOn(page, from, size - count);
  const end = await pointOn(page, to, null);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Past the board's drag threshold, then over the target in a few steps: enough for the held cards to follow
  // and the target to be lit; each step is a round trip to the browser.
  await page.mouse.move(start.x + 6, start.y + 6, { steps: 2 });
  await page.mouse.move(end.x, end.y, { steps: 4 });
  const markedLegal = (await pile(page, to).getAttribute('data-target')) === 'legal';
  await page.mouse.up();
  return { markedLegal };
}

/** Clicks the card `count` deep from the top of a pile. */
export async function clickCard(page: Page, pileId: string, count = 1): Promise<void> {
  const size = await cardsIn(page, pileId);
  const at = await pointOn(page, pileId, size - count);
  await page.mouse.click(at.x, at.y);
}

/** Taps (touch) the card `count` deep from the top of a pile. */
export async function tapCard(page: Page, pileId: string, count = 1): Promise<void> {
  const size = await cardsIn(page, pileId);
  const at = await pointOn(page, pileId, size - count);
  await page.touchscreen.tap(at.x, at.y);
}

/** Clicks a pile (the stock: deal). */
export async function clickPile(page: Page, pileId: string): Promise<void> {
  const at = await pointOn(page, pileId, null);
  await page.mouse.click(at.x, at.y);
}

/**
 * The id of the pile that has the keyboard focus (null when the board has not). The board is one Tab stop
 * (`@patience/board`'s element); the pile the arrows reached is marked `data-focus`.
 */
export async function focusedPile(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.closest('[data-testid="board"]')) return null;
    return document.querySelector<HTMLElement>('[data-testid="board"] [data-pile][data-focus="true"]')?.dataset.pile ?? null;
  });
}

/**
 * Moves the keyboard focus to a pile with the arrow keys, as a player does (Right, round the piles in order),
 * focusing the board first when it has not the focus; fails when the arrows never reach the pile.
 */
export async function focusPile(page: Page, id: string): Promise<void> {
  if ((await focusedPile(page)) === null) await board(page).locator('[tabindex="0"]').focus();
  const piles = await board(page).locator('[data-pile]').count();
  for (let i = 0; i <= piles && (await focusedPile(page)) !== id; i++) await page.keyboard.press('ArrowRight');
  expect(await focusedPile(page)).toBe(id);
}

/** Whether a pile is marked as picked up (`aria-selected` or `data-selected`). */
export async function isSelected(page: Page, pileId: string): Promise<boolean> {
  const p = pile(page, pileId);
  return (await p.getAttribute('aria-selected')) === 'true' || (await p.getAttribute('data-selected')) === 'true';
}

/**
 * Makes a column-to-column move with the keyboard: the arrows to `from`, Enter, the arrow keys along the row
 * to `to` (checking that the focus arrives there), Enter.
 */
export async function keyboardMove(page: Page, from: string, to: string): Promise<void> {
  await focusPile(page, from);
  await page.keyboard.press('Enter');
  await expect.poll(() => isSelected(page, from), { timeout: UI_TIMEOUT_MS }).toBe(true);
  const steps = Number(to.slice(1)) - Number(from.slice(1));
  for (let i = 0; i < Math.abs(steps); i++) await page.keyboard.press(steps > 0 ? 'ArrowRight' : 'ArrowLeft');
  expect(await focusedPile(page)).toBe(to);
  await page.keyboard.press('Enter');
}

/** Sets the "Auto-move" switch of the menu sheet on or off, and closes the sheet. */
export async function setAutoMove(page: Page, on: boolean): Promise<void> {
  await openMenu(page);
  const toggle = menuSwitch(page, 'Auto-move');
  if ((await toggle.isChecked({ timeout: UI_TIMEOUT_MS })) !== on) await toggle.click();
  await expect.poll(() => toggle.isChecked(), { timeout: UI_TIMEOUT_MS }).toBe(on);
  await closeMenu(page);
}

/** The play page's menu sheet (variant, deal number, switches, look, statistics, links). */
export function menu(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Game menu' });
}

/** Opens the menu sheet, unless it is open. */
export async function openMenu(page: Page): Promise<void> {
  if (await menu(page).isVisible()) return;
  await button(page, 'Menu').click();
  await menu(page).waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
}

/** Closes the menu sheet, if it is open. */
export async function closeMenu(page: Page): Promise<void> {
  if (!(await menu(page).isVisible())) return;
  await menu(page).getByRole('button', { name: 'Close', exact: true }).click();
  await menu(page).waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

/** A switch of the menu sheet ("Auto-move", "Winnable deals only", "Show winnability"); open the menu first. */
export function menuSwitch(page: Page, name: string): Locator {
  return menu(page).getByRole('switch', { name, exact: true });
}

/** Deals from the stock as a player does: a click on the stock (the toolbar has no Deal button). */
export async function dealFromStock(page: Page): Promise<void> {
  await page.locator('[data-pile="stock"]').click({ position: { x: 8, y: 8 } });
}

/**
 * Drags the top `count` cards of `from` onto `to` with a finger: real touch events through the DevTools
 * protocol, which the browser turns into pointer events of type "touch" (and into scrolling, unless the
 * app's cards say `touch-action: none`).
 */
export async function touchDrag(page: Page, from: string, count: number, to: string): Promise<void> {
  const size = await cardsIn(page, from);
  await pointOn(page, to, null);
  const start = await pointOn(page, from, size - count);
  const end = await pointOn(page, to, null);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start.x, y: start.y }] });
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      const x = start.x + ((end.x - start.x) * i) / steps;
      const y = start.y + ((end.y - start.y) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * The board's layout once it equals `expected`, or what it shows after waiting `timeoutMs` for that: for
 * tests that check many cases in a loop and report every case that went wrong at once.
 */
export async function layoutSettledOn(page: Page, variant: Variant, expected: readonly string[], timeoutMs = UI_TIMEOUT_MS): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lines = await readLayout(page, variant);
    if (JSON.stringify(lines) === JSON.stringify(expected) || Date.now() > until) return lines;
    await page.waitForTimeout(100);
  }
}
