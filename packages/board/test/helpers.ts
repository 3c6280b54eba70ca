import { Game, type Variant } from '@patience/core';
import { createBoard, type Board, type BoardConfig } from '../src/index.js';

/** The value, failing the test when it is missing. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

/** A board on a fresh 800×600 element, with its events recorded in order. */
export function mount(variant: Variant, game: Game, extra: Partial<BoardConfig> = {}): {
  board: Board; element: HTMLElement; events: [string, unknown][];
} {
  const element = document.createElement('div');
  document.body.append(element);
  const events: [string, unknown][] = [];
  const board = createBoard(element, {
    variant, position: game.snapshot(),
    events: { move: (m) => events.push(['move', m]), select: (s) => events.push(['select', s]), refused: (r) => events.push(['refused', r]) },
    ...extra,
  });
  return { board, element, events };
}

export function cardNode(element: HTMLElement, pile: string, index: number): HTMLElement {
  const node = element.querySelector<HTMLElement>(`.pb-pile[data-pile="${pile}"] > .pb-card[data-index="${index}"]`);
  if (!node) throw new Error(`no card ${pile}[${index}]`);
  return node;
}

export function pileNode(element: HTMLElement, pile: string): HTMLElement {
  return must(element.querySelector<HTMLElement>(`.pb-pile[data-pile="${pile}"]`));
}

export function pointer(target: EventTarget, type: string, x = 0, y = 0): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, button: 0, pointerId: 1, clientX: x, clientY: y }));
}

export function tap(node: HTMLElement): void {
  pointer(node, 'pointerdown');
  pointer(window, 'pointerup');
}

export function key(element: HTMLElement, name: string): void {
  must(element.querySelector('.pb-board')).dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
}

export const nextFrame = (): Promise<void> => new Promise((resolve) => { requestAnimationFrame(() => { resolve(); }); });

export function startOf(variant: Variant, seed: number): Game {
  return new Game(variant, { seed });
}
