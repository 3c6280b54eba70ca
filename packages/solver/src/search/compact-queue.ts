import { widened } from '../engine/widened.js';

// A node's fields in `#fields`, `FIELDS` numbers a node.
const DEPTH = 0;
const PARENT = 1;
const ROOT_CHILD = 2;
const SLOT = 3;
const UNDO = 4;
/** Where the node's codes start in the arena; they end where the next node's start. */
const START = 5;
const FIELDS = 6;

/**
 * The best-first queue of the compact search: `NodeHeap` with `higher` (the same binary heap, so nodes
 * come out in the same order), over nodes kept in typed arrays instead of an object and an array each. A
 * node is a number: its score, depth, parent, root child, the snapshot slot of its parent's position, the
 * move back to its parent and the codes from its parent to it (in one arena, node after node) stay until
 * the search ends, for its line.
 */
export class CompactQueue {
  #scores = new Float64Array(1024);
  #fields = new Int32Array(1024 * FIELDS + FIELDS);
  #codes = new Int32Array(4096);
  #nodes = 0;
  /** The heap of node numbers. */
  #heap = new Int32Array(1024);
  size = 0;

  /** The bytes the queue holds: its nodes, their codes and the heap (charged to the search's memory bound). */
  get bytes(): number {
    return this.#scores.byteLength + this.#fields.byteLength + this.#codes.byteLength + this.#heap.byteLength;
  }

  /** Adds a node (`parent` -1 at the root) whose codes are `codes[from .. to)`; returns its number. */
  push(codes: Int32Array, from: number, to: number, score: number, parent: number, rootChild: number, slot: number, undo: number): void {
    const n = this.#nodes++;
    if (n + 1 >= this.#scores.length) {
      const scores = new Float64Array(this.#scores.length * 2);
      scores.set(this.#scores);
      this.#scores = scores;
      this.#fields = widened(this.#fields, 0);
    }
    const f = this.#fields;
    let at = f[n * FIELDS + START] as number;
    if (at + to - from > this.#codes.length) this.#codes = widened(this.#codes, at + to - from);
    for (let k = from; k < to; k++) this.#codes[at++] = codes[k] as number;
    f[(n + 1) * FIELDS + START] = at;
    this.#scores[n] = score;
    f[n * FIELDS + DEPTH] = parent < 0 ? 1 : (f[parent * FIELDS + DEPTH] as number) + 1;
    f[n * FIELDS + PARENT] = parent;
    f[n * FIELDS + ROOT_CHILD] = rootChild;
    f[n * FIELDS + SLOT] = slot;
    f[n * FIELDS + UNDO] = undo;
    if (this.size >= this.#heap.length) this.#heap = widened(this.#heap, 0);
    const heap = this.#heap;
    let i = this.size++;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.#higher(n, heap[up] as number)) break;
      heap[i] = heap[up] as number;
      i = up;
    }
    heap[i] = n;
  }

  /** Takes the node on top off the heap: the best score, the deepest among equals (as `higher`). */
  pop(): number {
    const heap = this.#heap;
    const top = heap[0] as number;
    const last = heap[--this.size] as number;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.size) break;
      const child = left + 1 < this.size && this.#higher(heap[left + 1] as number, heap[left] as number) ? left + 1 : left;
      if (!this.#higher(heap[child] as number, last)) break;
      heap[i] = heap[child] as number;
      i = child;
    }
    heap[i] = last;
    return top;
  }

  parent(n: number): number {
    return this.#fields[n * FIELDS + PARENT] as number;
  }

  rootChild(n: number): number {
    return this.#fields[n * FIELDS + ROOT_CHILD] as number;
  }

  /** The snapshot slot of node `n`'s parent's position. */
  slot(n: number): number {
    return this.#fields[n * FIELDS + SLOT] as number;
  }

  undo(n: number): number {
    return this.#fields[n * FIELDS + UNDO] as number;
  }

  /** Node `n`'s codes, from its parent's position. */
  codes(n: number): Int32Array {
    return this.#codes.subarray(this.#fields[n * FIELDS + START], this.#fields[(n + 1) * FIELDS + START]);
  }

  /** The codes from the root to node `n`. */
  line(n: number): number[] {
    const line: number[] = [];
    for (let at = n; at >= 0; at = this.parent(at)) line.unshift(...this.codes(at));
    return line;
  }

  #higher(a: number, b: number): boolean {
    const sa = this.#scores[a] as number;
    const sb = this.#scores[b] as number;
    return sa > sb || (sa === sb && (this.#fields[a * FIELDS + DEPTH] as number) > (this.#fields[b * FIELDS + DEPTH] as number));
  }
}
