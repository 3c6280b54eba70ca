/**
 * Drag and drop on the board: a press on a face-up card picks up it and every card above it; past a few
 * pixels the run follows the pointer (straight to the style, no re-render) and the legal piles light up;
 * the drop goes to the pile the run covers most, a legal pile before an illegal one.
 */
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { CardId, Move, PileId, Variant } from '@patience/core';
import { pileKind, type GameState } from '@patience/core/engine';
import { legalTargets } from '../input/destinations.js';
import { pileOf } from '../input/piles.js';
import { cardsOf, overlap, pileElementOf } from './dom.js';

/** The board's latest props, read by window listeners that outlive a render. */
export interface LatestBoard {
  readonly state: GameState;
  readonly moves: readonly Move[];
  readonly variant: Variant;
  readonly onMove: (move: Move) => void;
  readonly onDropped?: ((elements: readonly HTMLElement[]) => void) | undefined;
}

interface Press {
  readonly pointerId: number;
  readonly from: PileId;
  readonly count: number;
  readonly card: CardId;
  readonly x: number;
  readonly y: number;
  readonly elements: readonly HTMLElement[];
  dragging: boolean;
}

/** A drag under way: what it carries and where it may go. */
export interface Drag {
  readonly from: PileId;
  readonly count: number;
  readonly targets: ReadonlySet<PileId>;
}

const DRAG_THRESHOLD = 6;

/** The drag in progress, the pointer-down handler, and a flag that tells the click after a drag to do nothing. */
export function useBoardDrag(boardRef: RefObject<HTMLDivElement | null>, latest: RefObject<LatestBoard>): { drag: Drag | null; onPointerDown: (e: ReactPointerEvent<HTMLDivElement>) => void; suppressClick: RefObject<boolean> } {
  const [drag, setDrag] = useState<Drag | null>(null);
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);

  const endDrag = useCallback((p: Press, clientX: number, clientY: number, drop: boolean) => {
    const board = boardRef.current;
    let to: PileId | null = null;
    if (drop && board) {
      const first = p.elements[0]?.getBoundingClientRect();
      const targets = legalTargets(p.from, p.count, latest.current.moves);
      // The pile the dragged cards cover most, columns reaching down to the bottom of the board;
      // a legal pile wins over an illegal one it overlaps.
      let best: { id: PileId; area: number; legal: boolean } | null = null;
      const boardBottom = board.getBoundingClientRect().bottom;
      for (const el of board.querySelectorAll<HTMLElement>('[data-pile]')) {
        const id = el.dataset.pile as PileId;
        if (id === p.from) continue;
        const r = el.getBoundingClientRect();
        // A column reaches down; a pile of a covered tableau is its card alone, its neighbours overlap it.
        const rect = pileKind(id) === 'tableau' && !el.closest('.covered') ? new DOMRect(r.left, r.top, r.width, Math.max(r.height, boardBottom - r.top)) : r;
        const area = first ? overlap(first, rect) : 0;
        if (area <= 0) continue;
        const legal = targets.has(id);
        if (!best || (legal && !best.legal) || (legal === best.legal && area > best.area)) best = { id, area, legal };
      }
      if (best) to = best.id;
      else {
        const under = pileElementOf(document.elementFromPoint(clientX, clientY));
        to = (under?.dataset.pile as PileId | undefined) ?? null;
      }
    }
    if (to && to !== p.from) latest.current.onDropped?.(p.elements);
    for (const el of p.elements) {
      el.classList.remove('dragging');
      el.style.translate = '';
    }
    setDrag(null);
    if (to && to !== p.from) latest.current.onMove({ kind: 'move', from: p.from, to, count: p.count });
  }, [boardRef]);

  const onPointerDown = useCallback((e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || !e.isPrimary) return;
    const target = e.target as Element;
    const cardEl = target.closest<HTMLElement>('.card[data-face="up"]');
    const pileEl = pileElementOf(target);
    if (!cardEl || !pileEl) return;
    const from = pileEl.dataset.pile as PileId;
    const { variant: v, state: s } = latest.current;
    const pile = pileOf(v, s, from);
    const cards = cardsOf(pileEl);
    const index = cards.indexOf(cardEl);
    if (!pile || index < 0) return;
    const card = pile.cards[index];
    if (card === undefined) return;
    const current: Press = { pointerId: e.pointerId, from, count: pile.cards.length - index, card, x: e.clientX, y: e.clientY, elements: cards.slice(index), dragging: false };
    press.current = current;

    const move = (ev: PointerEvent): void => {
      if (ev.pointerId !== current.pointerId) return;
      const dx = ev.clientX - current.x;
      const dy = ev.clientY - current.y;
      if (!current.dragging) {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
        current.dragging = true;
        for (const el of current.elements) el.classList.add('dragging');
        setDrag({ from: current.from, count: current.count, targets: legalTargets(current.from, current.count, latest.current.moves) });
      }
      ev.preventDefault();
      // Straight to the style: a drag re-renders nothing.
      for (const el of current.elements) el.style.translate = `${dx}px ${dy}px`;
    };
    const finish = (ev: PointerEvent): void => {
      if (ev.pointerId !== current.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', finish);
      press.current = null;
      if (!current.dragging) return;
      suppressClick.current = true;
      // The click that follows a drag is not a tap; forget the flag if no click comes.
      window.setTimeout(() => { suppressClick.current = false; }, 0);
      endDrag(current, ev.clientX, ev.clientY, ev.type === 'pointerup');
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);
  }, [endDrag]);

  return { drag, onPointerDown, suppressClick };
}
