import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { CardId, Variant } from '@patience/core';
import { colourOf, rankOf, suitIndexOf } from '@patience/core/cards';
import { pileTable, type GameState } from '@patience/core/engine';
import { fly, hasLeft, launch, launchInterval, launchOrder, MAX_CASCADE_MS, type FlyingCard, type FoundationSpot } from './cascade.js';

interface CascadeProps {
  readonly variant: Variant;
  readonly state: GameState;
  readonly boardRef: RefObject<HTMLDivElement | null>;
  /** The cascade is over (every card has left, the time is up, or the player clicked or pressed a key). */
  readonly onDone: () => void;
}

// Over the whole window, above the board and under nothing: a click anywhere ends it.
const CANVAS_STYLE = { position: 'fixed', inset: 0, width: '100vw', height: '100vh', zIndex: 40, cursor: 'pointer' } as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♣', '♦', '♥', '♠'];

/** Where the foundations are on the screen, with their cards, and the size of a card there. */
function spotsOf(variant: Variant, state: GameState, board: HTMLElement | null): { spots: FoundationSpot[]; w: number; h: number } {
  const t = pileTable(variant);
  const spots: FoundationSpot[] = [];
  let w = 0;
  let h = 0;
  for (let i = t.foundationStart; i < t.foundationEnd; i++) {
    const r = board?.querySelector(`[data-pile="${t.ids[i] ?? ''}"]`)?.getBoundingClientRect();
    if (!r) continue;
    spots.push({ x: r.left, y: r.top, cards: state.piles[i]?.cards ?? [] });
    w = r.width;
    h = Math.min(r.height, r.width * 1.4);
  }
  return { spots, w, h };
}

/** One card, drawn plainly: cheap enough to draw a hundred times a second, and the trail is the show. */
function drawCard(ctx: CanvasRenderingContext2D, card: CardId, x: number, y: number, w: number, h: number): void {
  ctx.fillStyle = '#fdfdf8';
  ctx.strokeStyle = '#333';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, w * 0.08);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = colourOf(card) === 'red' ? '#c0182b' : '#111';
  ctx.font = `bold ${Math.round(w * 0.28)}px system-ui, sans-serif`;
  ctx.fillText(RANKS[rankOf(card) - 1] ?? '', x + w * 0.08, y + w * 0.3);
  ctx.font = `${Math.round(w * 0.5)}px system-ui, sans-serif`;
  ctx.fillText(SUITS[suitIndexOf(card)] ?? '', x + w * 0.3, y + h * 0.68);
}

/**
 * The win cascade: the cards leave the foundations one by one and bounce down the window, leaving trails,
 * on a canvas over the page (cheap: one card drawn per flying card per frame, nothing cleared). The page
 * shows it only without `prefers-reduced-motion`; a click or a key ends it early.
 */
export function WinCascade({ variant, state, boardRef, onDone }: CascadeProps): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const el = canvas.current;
    const ctx = el?.getContext('2d');
    const { spots, w, h } = spotsOf(variant, state, boardRef.current);
    const order = launchOrder(spots);
    if (!el || !ctx || order.length === 0 || w === 0) {
      onDone();
      return;
    }
    el.width = window.innerWidth;
    el.height = window.innerHeight;
    const floor = el.height - h;
    const every = launchInterval(order.length);
    let flying: FlyingCard[] = [];
    let launched = 0;
    let start: number | null = null;
    let last = 0;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const dt = Math.min(32, last === 0 ? 16 : now - last);
      last = now;
      const elapsed = now - start;
      while (launched < order.length && launched * every <= elapsed) {
        const next = order[launched++];
        const spot = next && spots[next.from];
        if (next && spot) flying.push(launch(next.card, spot, el.width, Math.random));
      }
      flying = flying.map((c) => fly(c, dt, floor)).filter((c) => !hasLeft(c, el.width, w));
      for (const c of flying) drawCard(ctx, c.card, c.x, c.y, w, h);
      if ((launched === order.length && flying.length === 0) || elapsed > MAX_CASCADE_MS) onDone();
      else frame = requestAnimationFrame(tick);
    });
    const stop = (): void => { onDone(); };
    window.addEventListener('keydown', stop);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('keydown', stop);
    };
    // The cascade runs once, for the position it was shown with.
  }, []);
  return <canvas ref={canvas} className="win-cascade" data-testid="win-cascade" aria-hidden="true" onClick={onDone} style={CANVAS_STYLE} />;
}
