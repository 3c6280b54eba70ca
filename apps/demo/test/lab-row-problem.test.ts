// @vitest-environment happy-dom
/**
 * A pile row's refusal in the Lab sits beside that row (issue 37: on a 390 px phone it showed under the whole
 * table, under the preview strip): placed from the engine's own refusal, drawn by the rows control.
 */
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '@patience/games';
import { RowsControl, problemRow } from '../src/lab/controls/RowsControl.js';
import { labControls, staircase, withValue, type Config, type Control } from '../src/lab/lab-fields.js';
import { check, placeProblem, startingConfig } from '../src/lab/lab-state.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SHIPPED = GAMES.map((g) => g.game.id);
const klondike = GAMES.find((g) => g.game.id === 'klondike')?.game;
if (!klondike) throw new Error('Klondike is shipped');
const tableau = labControls().find((c): c is Extract<Control, { kind: 'rows' }> => c.kind === 'rows' && c.path === 'layout.tableau');
if (!tableau) throw new Error('the layout has its rows control');

let root: Root | null = null;
afterEach(() => { act(() => { root?.unmount(); }); root = null; document.body.innerHTML = ''; });

/** Draws the tableau's rows control for a config, with the refusal the Lab places for it. */
function drawn(config: Config): HTMLElement {
  const problem = placeProblem(check(config, SHIPPED), config, 'layout.tableau');
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => { root?.render(createElement(RowsControl, { control: tableau as Control & { kind: 'rows' }, config, effective: null, problem, onChange: () => undefined })); });
  return host;
}

/** Each table row's first cell, or "problem: <text>" for a refusal's row, top to bottom. */
function rowsInOrder(host: HTMLElement): string[] {
  return [...host.querySelectorAll('tbody tr')].map((tr) => (tr.classList.contains('lab-row-problem') ? `problem: ${tr.textContent}` : tr.querySelector('th')?.textContent ?? ''));
}

describe("a pile row's refusal in the Lab", () => {
  it('is shown in a row of its own right under the pile whose control caused it, and only there', () => {
    const start = startingConfig(klondike.variant(), 'Klondike', SHIPPED);
    const piles = staircase(7).map((pile, i) => (i === 2 ? { ...pile, faceDown: 9 } : pile));
    const config = withValue(start, 'layout.tableau', piles);
    const host = drawn(config);
    expect(rowsInOrder(host)).toEqual(['1', '2', '3', "problem: Pile 3: 9 is more than the pile's 3 cards", '4', '5', '6', '7']);
    expect(host.querySelectorAll('[data-testid="lab-problem"]').length).toBe(1);
    // The refusal's row spans the whole table, and the fieldset still names it for a screen reader.
    expect(host.querySelector('.lab-row-problem td')?.getAttribute('colspan')).toBe(String(tableau.columns.length + 2));
    expect(host.querySelector('fieldset')?.getAttribute('aria-describedby')).toBe(host.querySelector('.lab-problem')?.id);
  });

  it('a refusal of the whole list, naming no row, stays under the table', () => {
    expect(problemRow({ path: 'layout.tableau', row: null, text: 'x' }, 7)).toBeNull();
    expect(problemRow({ path: 'layout.tableau', row: 7, text: 'x' }, 7)).toBeNull();
    expect(problemRow({ path: 'layout.tableau', row: 0, text: 'x' }, 7)).toBe(0);
    expect(problemRow(null, 7)).toBeNull();
  });
});
