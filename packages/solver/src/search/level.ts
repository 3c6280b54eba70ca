import type { CompactPosition } from '../engine/compact-position.js';
import { MoveList } from '../engine/compact-moves.js';
import { widened } from '../engine/widened.js';

/**
 * What a level's objects cost beside their arrays' contents (the level, its move list and seven typed arrays,
 * each with a header on the heap): a deep search holds one level a step, so the headers count too.
 */
const LEVEL_OBJECTS_BYTES = 1024;

/**
 * The children of one position, kept in typed arrays that are made once per depth and reused by every
 * position expanded at that depth: no array or object is made per expansion or per child.
 */
export class Level {
  /** The codes of every child's move and safe moves, one child after another. */
  codes = new Int32Array(64);
  /** Child `i`'s codes are `codes[starts[i] .. starts[i + 1])`. */
  starts = new Int32Array(33);
  scores = new Float64Array(32);
  /**
   * The code of the move back to this position from each child, or -1: a card move that changed nothing but
   * its two piles (no card turned up, no run lifted, no safe move after it) is taken straight back by its
   * reverse, whose outcome is this position, stored already; the child skips it rather than meet the table.
   */
  undos = new Int32Array(32);
  /** The root move each child descends from (at the root), else unused. */
  roots = new Int32Array(32);
  /** The children's indices, best score first (ties in the order they came). */
  order = new Int32Array(32);
  count = 0;
  /** The next child (a place in `order`) the depth-first search tries. */
  next = 0;
  /** The child of the level above whose codes led into this level's position. */
  entered = -1;
  /** The moves listed in this level's position (the prune step reads a parent's, see `pruning.ts`). */
  readonly moves = new MoveList();

  /** The bytes the level holds (a depth-first stack of them is charged to the search's memory bound). */
  get bytes(): number {
    return this.#arrayBytes + this.moves.codes.byteLength;
  }

  /**
   * The level's own arrays' bytes and its objects', counted again only when an array grows: the depth-first
   * search reads {@link bytes} at every step down, and summing seven arrays there cost more than the step's
   * bookkeeping (the move list grows on its own, so it is read each time).
   */
  #arrayBytes = this.#countArrayBytes();

  #countArrayBytes(): number {
    return LEVEL_OBJECTS_BYTES + this.codes.byteLength + this.starts.byteLength + this.scores.byteLength + this.undos.byteLength +
      this.roots.byteLength + this.order.byteLength;
  }

  clear(): void {
    this.count = 0;
    this.next = 0;
    this.starts[0] = 0;
  }

  /** Adds a child: its first code, then the safe moves after it (`safe[0 .. safeCount)`). */
  add(code: number, safe: Int32Array, safeCount: number, score: number, undo: number, root: number): void {
    const i = this.count;
    if (i + 1 >= this.scores.length) this.#grow();
    let at = this.starts[i] as number;
    if (at + safeCount + 1 > this.codes.length) {
      this.codes = widened(this.codes, at + safeCount + 1);
      this.#arrayBytes = this.#countArrayBytes();
    }
    this.codes[at++] = code;
    for (let k = 0; k < safeCount; k++) this.codes[at++] = safe[k] as number;
    this.starts[i + 1] = at;
    this.scores[i] = score;
    this.undos[i] = undo;
    this.roots[i] = root;
    this.count = i + 1;
  }

  /** The first code of child `i`: the move itself, before the safe moves after it. */
  firstCode(i: number): number {
    return this.codes[this.starts[i] as number] as number;
  }

  /** How many codes child `i` plays: its move and the safe moves after it. */
  codeCount(i: number): number {
    return (this.starts[i + 1] as number) - (this.starts[i] as number);
  }

  /** Plays child `i`'s codes on `pos`, in order: `pos` goes from this level's position to the child's. */
  play(i: number, pos: CompactPosition): void {
    const end = this.starts[i + 1] as number;
    for (let k = this.starts[i] as number; k < end; k++) pos.make(this.codes[k] as number);
  }

  /** Appends child `i`'s codes to `line`. */
  appendCodes(i: number, line: number[]): void {
    const end = this.starts[i + 1] as number;
    for (let k = this.starts[i] as number; k < end; k++) line.push(this.codes[k] as number);
  }

  /** The order step: the children best score first; a stable insertion sort, as `Array.prototype.sort` is stable. */
  sort(): void {
    const order = this.order;
    const scores = this.scores;
    for (let i = 0; i < this.count; i++) {
      const score = scores[i] as number;
      let j = i;
      while (j > 0 && (scores[order[j - 1] as number] as number) < score) {
        order[j] = order[j - 1] as number;
        j--;
      }
      order[j] = i;
    }
  }

  #grow(): void {
    const n = this.scores.length * 2;
    this.starts = widened(this.starts, n + 1);
    const scores = new Float64Array(n);
    scores.set(this.scores);
    this.scores = scores;
    this.undos = widened(this.undos, n);
    this.roots = widened(this.roots, n);
    this.order = widened(this.order, n);
    this.#arrayBytes = this.#countArrayBytes();
  }
}
