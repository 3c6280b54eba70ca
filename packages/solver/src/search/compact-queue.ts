/**
 * The best-first queue of the compact search: `NodeHeap` with `higher` (the same binary heap, so nodes
 * come out in the same order), over nodes kept in typed arrays instead of an object and an array each. A
 * node is a number: its score, depth, parent, root child, the snapshot slot of its parent's position, the
 * move back to its parent and the codes from its parent to it (in one arena, node after node) stay until
 * the search ends, for its line.
 */
export class CompactQueue {
  #scores = new Float64Array(1024);
  #depths = new Int32Array(1024);
  #parents = new Int32Array(1024);
  #rootChildren = new Int32Array(1024);
  #slots = new Int32Array(1024);
  #undos = new Int32Array(1024);
  /** Node `n`'s codes are `#codes[#starts[n] .. #starts[n + 1])`. */
  #starts = new Int32Array(1025);
  #codes = new Int32Array(4096);
  #nodes = 0;
  /** The heap of node numbers. */
  #heap = new Int32Array(1024);
  #size = 0;

  get size(): number {
    return this.#size;
  }

  /** Adds a node (`parent` -1 at the root) whose codes are `codes[from .. to)`; returns its number. */
  push(codes: Int32Array, from: number, to: number, score: number, parent: number, rootChild: number, slot: number, undo: number): number {
    const n = this.#nodes++;
    if (n + 1 >= this.#scores.length) this.#grow();
    let at = this.#starts[n] as number;
    if (at + to - from > this.#codes.length) this.#codes = widened(this.#codes, at + to - from);
    for (let k = from; k < to; k++) this.#codes[at++] = codes[k] as number;
    this.#starts[n + 1] = at;
    this.#scores[n] = score;
    this.#depths[n] = parent < 0 ? 1 : (this.#depths[parent] as number) + 1;
    this.#parents[n] = parent;
    this.#rootChildren[n] = rootChild;
    this.#slots[n] = slot;
    this.#undos[n] = undo;
    this.#siftUp(n);
    return n;
  }

  /** Takes the node on top off the heap: the best score, the deepest among equals (as `higher`). */
  pop(): number {
    const heap = this.#heap;
    const top = heap[0] as number;
    const last = heap[--this.#size] as number;
    if (this.#size === 0) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.#size) break;
      const right = left + 1;
      const child = right < this.#size && this.#higher(heap[right] as number, heap[left] as number) ? right : left;
      if (!this.#higher(heap[child] as number, last)) break;
      heap[i] = heap[child] as number;
      i = child;
    }
    heap[i] = last;
    return top;
  }

  parent(n: number): number {
    return this.#parents[n] as number;
  }

  /** Plays node `n`'s codes (from its parent's position) on `pos`. */
  replay(n: number, pos: { make(code: number): number }): void {
    for (let k = this.#starts[n] as number; k < (this.#starts[n + 1] as number); k++) pos.make(this.#codes[k] as number);
  }

  /** The snapshot slot of node `n`'s parent's position. */
  slot(n: number): number {
    return this.#slots[n] as number;
  }

  rootChild(n: number): number {
    return this.#rootChildren[n] as number;
  }

  undo(n: number): number {
    return this.#undos[n] as number;
  }

  /** The codes from the root to node `n`. */
  line(n: number): number[] {
    const path: number[] = [];
    for (let at = n; at >= 0; at = this.#parents[at] as number) path.push(at);
    const line: number[] = [];
    for (let i = path.length - 1; i >= 0; i--) {
      const at = path[i] as number;
      for (let k = this.#starts[at] as number; k < (this.#starts[at + 1] as number); k++) line.push(this.#codes[k] as number);
    }
    return line;
  }

  #higher(a: number, b: number): boolean {
    const sa = this.#scores[a] as number;
    const sb = this.#scores[b] as number;
    return sa > sb || (sa === sb && (this.#depths[a] as number) > (this.#depths[b] as number));
  }

  #siftUp(n: number): void {
    if (this.#size >= this.#heap.length) this.#heap = widened(this.#heap, this.#size + 1);
    const heap = this.#heap;
    let i = this.#size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.#higher(n, heap[parent] as number)) break;
      heap[i] = heap[parent] as number;
      i = parent;
    }
    heap[i] = n;
  }

  #grow(): void {
    const n = this.#scores.length * 2;
    const scores = new Float64Array(n);
    scores.set(this.#scores);
    this.#scores = scores;
    this.#depths = widened(this.#depths, n);
    this.#parents = widened(this.#parents, n);
    this.#rootChildren = widened(this.#rootChildren, n);
    this.#slots = widened(this.#slots, n);
    this.#undos = widened(this.#undos, n);
    this.#starts = widened(this.#starts, n + 1);
  }
}

function widened(array: Int32Array, atLeast: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(Math.max(atLeast, array.length * 2));
  next.set(array);
  return next;
}
