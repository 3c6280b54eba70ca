// @vitest-environment happy-dom
/**
 * "Start from" names the game the rules on the page came from, and names none when they came from no game on its
 * list (issue 37: after a shared Terrace it still showed Easthaven, as if the rules were Easthaven's).
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '@patience/games';
import { buildManifest } from '../src/gallery/game-manifest.js';
import { LabStart } from '../src/lab/LabStart.js';

// The app reads its list of games from a module the build writes; here the same list from the shipped games.
vi.mock('../src/games/catalogue.js', () => ({ STARTING_GAMES: buildManifest(GAMES.map((g) => g.game)) }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => { act(() => { root?.unmount(); }); root = null; document.body.innerHTML = ''; });

/** Draws "Start from" for the game the page's rules came from (`null`: none on the list). */
function drawn(chosen: string | null): { select: HTMLSelectElement; button: HTMLButtonElement } {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => { root?.render(createElement(LabStart, { chosen, onStart: () => undefined, onFailure: () => undefined })); });
  const select = host.querySelector('select');
  const button = host.querySelector('button');
  if (!select || !button) throw new Error('"Start from" has its list and button');
  return { select, button };
}

describe('"Start from"', () => {
  it('shows the game the rules came from, ready to start from', () => {
    const { select, button } = drawn('klondike|draw-3');
    expect(select.value).toBe('klondike|draw-3');
    expect(button.disabled).toBe(false);
  });

  it('names no game when the rules came from none on its list, and waits for a choice', () => {
    const { select, button } = drawn(null);
    expect(select.value).toBe('');
    expect(select.selectedOptions[0]?.textContent).toBe('Choose a game');
    expect(button.disabled).toBe(true);
    act(() => {
      select.value = 'seahaven-towers|standard';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(select.value).toBe('seahaven-towers|standard');
    expect(button.disabled).toBe(false);
    expect([...select.options].some((o) => o.value === '')).toBe(false);
  });
});
