/**
 * A game whose tableau is gathered and dealt again (`rules.tableau.redeal`, La Belle Lucie) has no stock to tap:
 * the board offers the redeal as a button while it is among the legal moves, and by the `r` key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { defineVariant, Game, type Move } from '@patience/core';
import { key, mount, must, nextFrame } from './helpers.js';

const lucie = defineVariant({
  id: 'la-belle-lucie', name: 'La Belle Lucie',
  layout: { tableau: [...Array.from({ length: 17 }, () => ({ cards: 3 })), { cards: 1 }] },
  rules: { tableau: { build: { match: 'same-suit' }, pickUp: { kind: 'top-card' }, emptyAccepts: 'none', redeal: {} } },
});

afterEach(() => { document.body.innerHTML = ''; });

function redealButton(element: HTMLElement): HTMLButtonElement {
  return must(element.querySelector<HTMLButtonElement>('.pb-redeal'));
}

describe('the tableau dealt again', () => {
  it('is a button with the redeals left; a click chooses the redeal and says so', async () => {
    const game = new Game(lucie, { seed: 3 });
    const { board, element, events } = mount(lucie, game);
    board.redraw();
    expect(redealButton(element).hidden).toBe(false);
    expect(redealButton(element).textContent).toBe('Redeal (2 left)');
    const onMove = (move: Move): void => { events.push(['move', move]); game.move(move); board.set({ position: game.snapshot() }); };
    board.set({ events: { move: onMove } });
    redealButton(element).click();
    expect(events.filter(([kind]) => kind === 'move').map(([, move]) => move)).toEqual([{ kind: 'redeal' }]);
    expect(must(element.querySelector('.pb-live')).textContent).toBe('Tableau dealt again');
    await nextFrame();
    expect(redealButton(element).textContent).toBe('Redeal (1 left)');
  });

  it('is hidden when no redeal is left, and the r key then chooses nothing', () => {
    const game = new Game(lucie, { seed: 3 });
    game.move({ kind: 'redeal' });
    game.move({ kind: 'redeal' });
    const { board, element, events } = mount(lucie, game);
    board.redraw();
    expect(redealButton(element).hidden).toBe(true);
    key(element, 'r');
    expect(events).toEqual([]);
    expect(must(element.querySelector('.pb-live')).textContent).toBe('No redeal now');
  });

  it('is chosen by the r key while one is left', () => {
    const game = new Game(lucie, { seed: 3 });
    const { element, events } = mount(lucie, game);
    key(element, 'r');
    expect(events.filter(([kind]) => kind === 'move').map(([, move]) => move)).toEqual([{ kind: 'redeal' }]);
    expect(must(element.querySelector('.pb-live')).textContent).toBe('Tableau dealt again');
  });
});
