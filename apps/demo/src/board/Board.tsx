import { useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent, type ReactNode, type RefObject } from 'react';
import { cardName, dealsLeft, pileName, type CardId, type GameState, type Move, type PileId, type Variant } from '@patience/core';
import { bestDestination, largestMove, legalTargets, whyStuck } from '../input/destinations.js';
import { isFocusKey, nextFocus } from '../input/focus-model.js';
import { pileLabel, pileOf } from '../input/piles.js';
import { boardLayout } from './layout.js';
import { PileView, type PileLook } from './PileView.js';
import type { RegisterCard } from './CardView.js';
import { SuitDefs } from '../cards/suits.js';

/** What the board asks of the page that owns the game. */
export interface BoardProps {
  readonly variant: Variant;
  readonly state: GameState;
  /** The legal moves of `state` (computed once per position by the owner). */
  readonly moves: readonly Move[];
  readonly register: RegisterCard;
  /** Told where dropped cards were let go, so their flight starts there. */
  readonly onDropped?: (elements: readonly HTMLElement[]) => void;
  /** Play a move; the owner checks it, and shows the engine's refusal when it is illegal. */
  readonly onMove: (move: Move) => void;
  /** Say something in the status line (a refusal the board found itself). */
  readonly onMessage: (text: string, at?: PileId) => void;
  /** Piles to point at (a hint). */
  readonly hint?: { readonly from?: PileId; readonly to?: PileId; readonly count?: number } | null;
  /** A refusal to show beside the card it refused. */
  readonly refusal?: { readonly at: PileId; readonly text: string } | null;
  readonly boardRef?: RefObject<HTMLDivElement | null>;
  readonly label: string;
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

interface Drag {
  readonly from: PileId;
  readonly count: number;
  readonly targets: ReadonlySet<PileId>;
}

const DRAG_THRESHOLD = 6;

function lookOf(id: PileId): PileLook {
  if (id === 'stock' || id === 'waste') return id;
  return id.startsWith('t') ? 'tableau' : id.startsWith('f') ? 'foundation' : 'cell';
}

function pileElementOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-pile]') : null;
}

/** A pile element's cards, bottom to top (a pile also holds a badge or a refusal beside its cards). */
function cardsOf(pileEl: HTMLElement): HTMLElement[] {
  return [...pileEl.querySelectorAll<HTMLElement>(':scope > .card')];
}

function overlap(a: DOMRect, b: DOMRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The table: the top row (stock, cells, foundations) and the columns, with every way to play on it:
 * drag and drop (mouse and touch, a run drags as one, legal destinations light up), click or tap to send
 * cards to their best destination, double-click to send a card home, and the keyboard (arrows between
 * piles, Enter or Space to pick up and put down, Escape to cancel).
 */
export function Board(props: BoardProps): ReactNode {
  const { variant, state, moves, register, onMove, onMessage, hint, refusal, label } = props;
  const layout = useMemo(() => boardLayout(variant), [variant]);
  const ownRef = useRef<HTMLDivElement>(null);
  const boardRef = props.boardRef ?? ownRef;
  const [drag, setDrag] = useState<Drag | null>(null);
  const [selected, setSelected] = useState<PileId | null>(null);
  // Roving focus: the board is one Tab stop, the pile last focused (the first column at first).
  const [focused, setFocused] = useState<PileId>(() => layout.tableau[0]?.id ?? 't1');
  const press = useRef<Press | null>(null);
  const suppressClick = useRef(false);
  const lastClick = useRef<{ card: CardId; moved: boolean } | null>(null);
  // The latest props for the window listeners of a drag, which outlive a render.
  const latest = useRef({ state, moves, variant, onMove, onDropped: props.onDropped });
  latest.current = { state, moves, variant, onMove, onDropped: props.onDropped };

  const stockDeals = variant.rules.stock.kind === 'deal-row' ? variant.layout.tableau.length : 1;
  const left = dealsLeft(variant, state);

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
        const rect = id.startsWith('t') ? new DOMRect(r.left, r.top, r.width, Math.max(r.height, boardBottom - r.top)) : r;
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

  const clickPile = useCallback((from: PileId, count: number | null) => {
    const { variant: v, state: s, moves: m } = latest.current;
    if (from === 'stock') {
      onMove({ kind: 'deal' });
      return;
    }
    if (count === null) return;
    const best = bestDestination(v, s, from, count, m);
    if (best) onMove(best);
    else onMessage(whyStuck(v, s, from, count), from);
  }, [onMove, onMessage]);

  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    const pileEl = pileElementOf(e.target);
    if (!pileEl) return;
    const from = pileEl.dataset.pile as PileId;
    setSelected(null);
    // The second click of a double-click belongs to the double-click.
    if (e.detail >= 2) return;
    const cardEl = (e.target as Element).closest<HTMLElement>('.card');
    const pile = pileOf(variant, state, from);
    if (from === 'stock') {
      clickPile(from, null);
      return;
    }
    if (!cardEl || !pile) return;
    if (cardEl.dataset.face !== 'up') {
      onMessage('That card is face down: it turns up when the cards on it have moved away.', from);
      return;
    }
    const index = cardsOf(pileEl).indexOf(cardEl);
    const card = pile.cards[index];
    if (card === undefined) return;
    const count = pile.cards.length - index;
    const before = state;
    clickPile(from, count);
    lastClick.current = { card, moved: latest.current.state !== before };
  }, [variant, state, clickPile, onMessage]);

  const onDoubleClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    const pileEl = pileElementOf(e.target);
    const cardEl = (e.target as Element).closest<HTMLElement>('.card[data-face="up"]');
    const first = lastClick.current;
    lastClick.current = null;
    if (!pileEl || !cardEl || !first || first.moved) return;
    const from = pileEl.dataset.pile as PileId;
    const pile = pileOf(variant, state, from);
    // Only the card the first click was on, and only when it is the top card: send it home.
    if (!pile || pile.cards[pile.cards.length - 1] !== first.card || cardsOf(pileEl).indexOf(cardEl) !== pile.cards.length - 1) return;
    const home = moves.find((m) => m.kind === 'move' && m.from === from && m.count === 1 && m.to.startsWith('f'));
    if (home) onMove(home);
  }, [variant, state, moves, onMove]);

  const focusPile = useCallback((id: PileId) => {
    setFocused(id);
    boardRef.current?.querySelector<HTMLElement>(`[data-pile="${id}"]`)?.focus();
  }, [boardRef]);

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const pileEl = pileElementOf(e.target);
    if (!pileEl || e.ctrlKey || e.metaKey || e.altKey) return;
    const id = pileEl.dataset.pile as PileId;
    if (isFocusKey(e.key)) {
      e.preventDefault();
      focusPile(nextFocus(layout, id, e.key));
      return;
    }
    if (e.key === 'Escape') {
      if (selected) {
        e.preventDefault();
        setSelected(null);
        onMessage('Put back.');
      }
      return;
    }
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    if (selected === null) {
      if (id === 'stock') {
        onMove({ kind: 'deal' });
        return;
      }
      const pile = pileOf(variant, state, id);
      if (!pile || pile.cards.length === pile.faceDown) {
        onMessage(pile && pile.cards.length > 0 ? 'The top card of this pile is face down.' : 'There is no card here to pick up.');
        return;
      }
      setSelected(id);
      const top = pile.cards[pile.cards.length - 1];
      onMessage(`Picked up from ${pileName(id, variant)}${top === undefined ? '' : ` (top ${cardName(top)})`}. Go to a pile and press Enter to put the cards there, or Escape to cancel.`);
      return;
    }
    setSelected(null);
    if (id === selected) {
      // Enter again on the same pile: its best move, as a click on the top run would make.
      const pile = pileOf(variant, state, id);
      if (!pile) return;
      const faceUp = pile.cards.length - pile.faceDown;
      for (let count = faceUp; count >= 1; count--) {
        const best = bestDestination(variant, state, id, count, moves);
        if (best) {
          onMove(best);
          return;
        }
      }
      onMessage(whyStuck(variant, state, id, 1));
      return;
    }
    const best = largestMove(variant, state, selected, id, moves);
    // No legal count: ask the engine about the top card, so the player hears the rule's own reason.
    onMove(best ?? { kind: 'move', from: selected, to: id, count: 1 });
  }, [layout, selected, variant, state, moves, onMove, onMessage, focusPile]);

  const renderPile = (id: PileId, x: number | undefined, column: number): ReactNode => {
    // Which way a refusal beside the pile reaches, so that it stays on the board at either edge.
    const side = column < layout.columns / 2 ? 'start' : 'end';
    const pile = pileOf(variant, state, id);
    if (!pile) return null;
    const look = lookOf(id);
    const placeholder = look === 'foundation' ? (variant.rules.foundations.kind === 'complete-runs' ? 'K–A' : 'A')
      : look === 'cell' ? '' : look === 'tableau' ? (variant.rules.tableau.emptyAccepts === 'king' ? 'K' : '') : look === 'stock' ? '↻' : '';
    return (
      <PileView
        key={id}
        id={id}
        look={look}
        pile={pile}
        label={pileLabel(variant, id, pile, id === 'stock' ? left : undefined)}
        x={x}
        dealSize={look === 'stock' ? stockDeals : undefined}
        dealsLeft={look === 'stock' ? left : undefined}
        placeholder={placeholder}
        legalTarget={drag !== null && drag.targets.has(id)}
        selected={selected === id}
        hint={drag ? null : hint?.from === id ? 'from' : hint?.to === id ? 'to' : null}
        hintCount={!drag && hint?.from === id ? hint.count ?? 1 : 0}
        refusal={refusal?.at === id ? refusal.text : null}
        side={side}
        tabStop={focused === id}
        register={register}
      />
    );
  };

  const style = { '--cols': layout.columns, '--fstep': layout.foundationStep } as CSSProperties;
  return (
    <div className="board-wrap">
      <div
        ref={boardRef}
        className={`board${drag ? ' is-dragging' : ''}`}
        data-testid="board"
        role="grid"
        aria-label={label}
        style={style}
        onPointerDown={onPointerDown}
        onClick={onClick}
        onDoubleClick={onDoubleClick}
        onKeyDown={onKeyDown}
        onFocus={(e) => { const id = pileElementOf(e.target)?.dataset.pile as PileId | undefined; if (id) setFocused(id); }}
      >
        <SuitDefs />
        <div className="board-row top-row" role="row">
          {layout.top.map((p) => renderPile(p.id, p.x, p.x))}
        </div>
        <div className="board-row tableau-row" role="row">
          {layout.tableau.map((p) => renderPile(p.id, undefined, p.x))}
        </div>
      </div>
    </div>
  );
}
