// @vitest-environment happy-dom
import { createElement, act, useRef, type RefObject } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Board, BoardConfig } from '@patience/board';
import { Game } from '@patience/core';
import { spider } from '@patience/spider';
import { GameBoard } from '../src/board/GameBoard.js';
import { changedFields, useBoard } from '../src/board/useBoard.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const nextFrame = (): Promise<void> => new Promise((resolve) => { requestAnimationFrame(() => { resolve(); }); });

let root: Root | null = null;
let host: HTMLElement | null = null;

function render(node: ReturnType<typeof createElement>): HTMLElement {
  host ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(host);
  const into = root;
  act(() => { into.render(node); });
  return host;
}

afterEach(() => {
  const mounted = root;
  if (mounted) act(() => { mounted.unmount(); });
  root = null;
  host = null;
  document.body.replaceChildren();
});

/** A component that draws `config` through `useBoard` and hands the board to the test. */
function Probe({ config, seen }: { config: BoardConfig; seen: { board: RefObject<Board | null> | null } }): ReturnType<typeof createElement> {
  const ref = useRef<HTMLDivElement>(null);
  seen.board = useBoard(ref, config);
  return createElement('div', { ref, 'data-testid': 'probe' });
}

describe('useBoard, the demo\'s one binding of the board', () => {
  it('gives set() only the fields whose values changed, and nothing when none did', () => {
    const variant = spider.variant();
    const a = new Game(variant, { seed: 1 }).snapshot();
    const b = new Game(variant, { seed: 2 }).snapshot();
    const hint = { move: { kind: 'deal' as const } };
    expect(changedFields({ variant, position: a }, { variant, position: a })).toBeNull();
    expect(changedFields({ variant, position: a, hint: null }, { variant, position: b, hint })).toEqual({ position: b, hint });
  });

  it('creates one board on mount, updates that same board on a new position, and removes it on unmount', async () => {
    const variant = spider.variant();
    const game = new Game(variant, { seed: 1 });
    const seen: { board: RefObject<Board | null> | null } = { board: null };
    const element = render(createElement(Probe, { config: { variant, position: game.snapshot() }, seen }));
    const board = seen.board?.current;
    expect(element.querySelectorAll('.pb-board').length).toBe(1);
    const first = element.querySelector('.pb-board');
    expect(element.querySelector('[data-pile="stock"]')?.getAttribute('data-count')).toBe('50');

    const set = vi.spyOn(board as Board, 'set');
    const position = game.snapshot();
    const config = { variant, position };
    render(createElement(Probe, { config, seen }));
    render(createElement(Probe, { config: { ...config }, seen }));
    // The first render gave a new position; the second gave the very same values, so no second set().
    expect(set.mock.calls).toEqual([[{ position }]]);

    game.move({ kind: 'deal' });
    render(createElement(Probe, { config: { variant, position: game.snapshot() }, seen }));
    await act(nextFrame);
    expect(element.querySelector('.pb-board')).toBe(first);
    expect(element.querySelector('[data-pile="stock"]')?.getAttribute('data-count')).toBe('40');

    act(() => { root?.unmount(); });
    root = null;
    expect(element.querySelector('.pb-board')).toBeNull();
    expect(seen.board?.current).toBeNull();
  });

  it('GameBoard follows the game\'s own events: a move played on the game is drawn with no new props', async () => {
    const game = new Game(spider.variant(), { seed: 1 });
    const played: unknown[] = [];
    const element = render(createElement(GameBoard, { game, onMove: (move) => { played.push(move); }, label: 'Spider, deal 1' }));
    const stock = (): string | null | undefined => element.querySelector('[data-pile="stock"]')?.getAttribute('data-count');
    expect(stock()).toBe('50');
    act(() => { game.move({ kind: 'deal' }); });
    await act(nextFrame);
    expect(stock()).toBe('40');
    expect(element.querySelectorAll('[data-pile="t1"] > [data-face]').length).toBe(7);
    // A tap on the stock sends the deal to the page, which plays it.
    const stockNode = element.querySelector('[data-pile="stock"]') as HTMLElement;
    stockNode.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerId: 1 }));
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerId: 1 }));
    expect(played).toEqual([{ kind: 'deal' }]);
  });
});
