/**
 * Move animations by FLIP: know where the face-up cards were before a change, let React draw the new
 * position, then start each moved card from its old place and let a CSS transition carry it home.
 * Cards that appear face up from the stock (a deal) start from the stock; cards turned up flip over.
 * Nothing runs when the player asks for reduced motion.
 *
 * To answer a move within one frame, the places before a move are not measured when the move is made
 * (that would force an extra layout of the whole table): they are the places measured after the previous
 * move, kept relative to the board, and measured afresh only when the board has been resized.
 */
import type { CardId } from '@patience/core';

/** Whether the player asked for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface Place {
  readonly x: number;
  readonly y: number;
}

/** Records card elements and animates them across a change of position. */
export class FlipAnimator {
  readonly #cards = new Map<CardId, HTMLElement>();
  readonly #ids = new WeakMap<HTMLElement, CardId>();
  /** Where each face-up card was after the last change, relative to the board; null when unknown. */
  #places: Map<CardId, Place> | null = null;
  #stock: Place | null = null;
  #board: HTMLElement | null = null;
  #pending = false;
  #observer: ResizeObserver | null = null;

  /** For CardView's ref: keeps the element of each face-up card. */
  readonly register = (id: CardId, element: HTMLElement | null): void => {
    if (element) {
      this.#cards.set(id, element);
      this.#ids.set(element, id);
    } else if (this.#cards.get(id)?.isConnected !== true) this.#cards.delete(id);
  };

  #watch(board: HTMLElement): void {
    if (this.#board === board) return;
    this.#board = board;
    this.#places = null;
    this.#observer?.disconnect();
    if (typeof ResizeObserver === 'function') {
      this.#observer = new ResizeObserver(() => { this.#places = null; });
      this.#observer.observe(board);
    }
  }

  #measure(board: HTMLElement): { places: Map<CardId, Place>; stock: Place | null } {
    const origin = board.getBoundingClientRect();
    const places = new Map<CardId, Place>();
    for (const [id, el] of this.#cards) {
      if (!el.isConnected) continue;
      const r = el.getBoundingClientRect();
      places.set(id, { x: r.left - origin.left, y: r.top - origin.top });
    }
    const s = board.querySelector('[data-pile="stock"]')?.getBoundingClientRect();
    return { places, stock: s ? { x: s.left - origin.left, y: s.top - origin.top } : null };
  }

  /** Cards the player dropped: they start their flight where they were let go, not where they were picked up. */
  readonly onDropped = (elements: readonly HTMLElement[]): void => {
    const board = this.#board;
    if (!board || !this.#places) return;
    const origin = board.getBoundingClientRect();
    for (const el of elements) {
      const id = this.#ids.get(el);
      if (id === undefined) continue;
      const r = el.getBoundingClientRect();
      this.#places.set(id, { x: r.left - origin.left, y: r.top - origin.top });
    }
  };

  /** Call just before changing the game: the next commit animates. */
  capture(board: HTMLElement | null): void {
    if (!board || prefersReducedMotion()) {
      this.#pending = false;
      return;
    }
    this.#watch(board);
    if (!this.#places) {
      const measured = this.#measure(board);
      this.#places = measured.places;
      this.#stock = measured.stock;
    }
    this.#pending = true;
  }

  /** Animates from the old places to the new ones; call in a layout effect after the change. */
  play(turnedUp: ReadonlySet<CardId>, lifted: ReadonlyMap<CardId, number> = new Map()): void {
    const board = this.#board;
    const before = this.#places;
    if (!this.#pending || !board || !before) return;
    this.#pending = false;
    const stockBefore = this.#stock;
    // All reads first (one layout), then all writes: interleaving them would recompute styles per card.
    const after = this.#measure(board);
    this.#places = after.places;
    this.#stock = after.stock;
    const plans: { id: CardId; el: HTMLElement; dx: number; dy: number; dealt: boolean }[] = [];
    const turning: HTMLElement[] = [];
    for (const [id, place] of after.places) {
      const el = this.#cards.get(id);
      if (!el) continue;
      if (turnedUp.has(id)) {
        turning.push(el);
        continue;
      }
      const first = before.get(id) ?? stockBefore;
      if (!first) continue;
      const dx = first.x - place.x;
      const dy = first.y - place.y;
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) plans.push({ id, el, dx, dy, dealt: !before.has(id) });
    }
    for (const el of turning) {
      el.classList.add('turning');
      el.addEventListener('animationend', () => { el.classList.remove('turning'); }, { once: true });
    }
    if (plans.length === 0) return;
    let dealt = 0;
    for (const plan of plans) {
      plan.el.style.transition = 'none';
      plan.el.style.transform = `translate(${plan.dx}px, ${plan.dy}px)`;
      if (plan.dealt) {
        plan.el.style.transitionDelay = `${dealt * 25}ms`;
        dealt++;
      }
      const order = lifted.get(plan.id);
      if (order !== undefined) {
        // A completed run lifts off card by card, the top card first.
        plan.el.classList.add('lifting');
        plan.el.style.transitionDelay = `${120 + order * 35}ms`;
      }
    }
    // One style pass for all the cards, then every transition starts in the same frame.
    document.body.getBoundingClientRect();
    for (const { el } of plans) {
      el.classList.add('flying');
      el.style.transition = '';
      el.style.transform = '';
      const done = (): void => {
        el.classList.remove('flying', 'lifting');
        el.style.transitionDelay = '';
      };
      el.addEventListener('transitionend', done, { once: true });
      // A transition that never runs (the card moved again at once) must not leave the card raised.
      window.setTimeout(done, 1500);
    }
  }
}
