import type { Move } from '@patience/core';
import type { GameState } from '@patience/core/engine';

/**
 * A position in a best-first queue. Its state is dropped once it is no longer needed (only its moves are,
 * to write out a line through it), so that memory holds the positions waiting, not every one seen.
 */
export interface Node {
  readonly moves: readonly Move[];
  state: GameState | null;
  readonly score: number;
  readonly parent: Node | null;
  readonly depth: number;
  /** The index of the root's move this node descends from (-1 where no search rates the root's moves). */
  readonly rootChild: number;
  /** The move back to the parent, which its expansion skips (the reverse of a move that changed nothing but its two piles); null if none. */
  readonly undo: Move | null;
}

/** Best score first, for `Array.prototype.sort`; among equals, the order they came in (the sort is stable). */
export function byScore(a: { readonly score: number }, b: { readonly score: number }): number {
  return b.score - a.score;
}

/** Whether `a` comes out of a max-heap before `b`: a higher score, then deeper among equals. */
export function higher(a: Node, b: Node): boolean {
  return a.score > b.score || (a.score === b.score && a.depth > b.depth);
}

/** Whether `a` comes out of a min-heap before `b`: the reverse of {@link higher}. */
export function lower(a: Node, b: Node): boolean {
  return higher(b, a);
}

/** A binary heap of nodes, the one that comes first by `before` on top ({@link higher} by default). */
export class NodeHeap<T extends Node = Node> {
  readonly #items: T[] = [];
  readonly #before: (a: T, b: T) => boolean;

  constructor(before: (a: T, b: T) => boolean = higher) {
    this.#before = before;
  }

  get size(): number {
    return this.#items.length;
  }

  /** The node on top, left in place. */
  peek(): T | undefined {
    return this.#items[0];
  }

  /** Every node, in no particular order. */
  items(): readonly T[] {
    return this.#items;
  }

  push(node: T): void {
    const items = this.#items;
    const before = this.#before;
    items.push(node);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(node, items[parent] as T)) break;
      items[i] = items[parent] as T;
      i = parent;
    }
    items[i] = node;
  }

  pop(): T | undefined {
    const items = this.#items;
    const before = this.#before;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || !last) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && before(items[right] as T, items[left] as T) ? right : left;
      if (!before(items[child] as T, last)) break;
      items[i] = items[child] as T;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
