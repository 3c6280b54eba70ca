/** Finding piles and cards in the board's DOM, for the pointer and the keyboard. */
import type { PileId } from '@patience/core';
import { pileKind } from '@patience/core/engine';
import type { PileLook } from './PileView.js';

/** What kind of pile an id names, for its look. */
export function lookOf(id: PileId): PileLook {
  if (id === 'stock' || id === 'waste') return id;
  return pileKind(id) === 'tableau' ? 'tableau' : pileKind(id) === 'foundation' ? 'foundation' : 'cell';
}

/** The pile an event happened in, if any. */
export function pileElementOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-pile]') : null;
}

/** A pile element's cards, bottom to top (a pile also holds a badge or a refusal beside its cards). */
export function cardsOf(pileEl: HTMLElement): HTMLElement[] {
  return [...pileEl.querySelectorAll<HTMLElement>(':scope > .card')];
}

/** The area two rectangles share (0 when apart): how much of a pile a dragged run covers. */
export function overlap(a: DOMRect, b: DOMRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}
