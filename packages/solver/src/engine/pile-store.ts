import type { CompactPosition } from './compact-position.js';

/** The slots a store starts with (a power of two). */
const FIRST_SLOTS = 1024;

/**
 * The distinct piles a transposition table has met, each given an id once, so that a key names a pile by
 * its id (as fc-solve keys a position by its columns). The piles are a tree: each id but 0 (the empty
 * pile) is a pile's bottom cards, its parent, with one card more, a byte of the position's `faces` (face,
 * first-card mark, face down or up); a child is found by its parent's id and its byte, compared exactly, so
 * two piles get the same id exactly when their bytes are equal.
 *
 * The tree is what makes a move cheap to key: a pile that lost cards is its id's ancestor (a walk up, no
 * look-up), one that gained cards is a look-up a card from the id it had. The position keeps each pile's
 * id and how many of its bottom cards that id still tells (`CompactPosition.pileIds`, `pileValid`). A
 * search meets few distinct piles (a few thousand in 200,000 positions), so the store is small.
 */
export class PileStore {
  /** Open addressing, a power of two, at most half full: each slot an id + 1 (0 for an empty slot). */
  #slots = new Int32Array(FIRST_SLOTS);
  /** Each id's parent, its top byte and its height (cards). */
  #parent = new Int32Array(FIRST_SLOTS / 2);
  #top = new Uint8Array(FIRST_SLOTS / 2);
  #height = new Int32Array(FIRST_SLOTS / 2);
  /** How many ids are given, the empty pile's included. */
  #count = 1;

  /** How many distinct piles (and bottoms of piles) the store holds, the empty pile included. */
  get size(): number {
    return this.#count;
  }

  /** The bytes the store holds: its slots and its ids' fields. */
  get bytes(): number {
    return this.#slots.byteLength + this.#parent.byteLength + this.#top.byteLength + this.#height.byteLength;
  }

  /**
   * Sets the id (`pos.pileIds`) of each pile from `start` to `end` (not included) to the id of the pile as
   * it lies, from the id it has, of which its `pos.pileValid` bottom cards are still the pile's: down to
   * those, then a look-up a card above them.
   */
  refresh(pos: CompactPosition, start: number, end: number): void {
    const lengths = pos.length;
    const ids = pos.pileIds;
    const valids = pos.pileValid;
    const height = this.#height;
    for (let p = start; p < end; p++) {
      const len = lengths[p] as number;
      const valid = valids[p] as number;
      let id = ids[p] as number;
      if (valid === len && height[id] === len) continue;
      const parent = this.#parent;
      while ((height[id] as number) > valid) id = parent[id] as number;
      const faces = pos.faces;
      const base = p * pos.rules.capacity;
      for (let i = height[id] as number; i < len; i++) id = this.#child(id, faces[base + i] as number);
      ids[p] = id;
      valids[p] = len;
    }
  }

  /** The id of the pile `id` with the byte `top` laid on it: found, or given now. */
  #child(id: number, top: number): number {
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let at = spread(id, top) & mask; ; at = (at + 1) & mask) {
      const held = slots[at] as number;
      if (held === 0) return this.#add(id, top, at);
      if (this.#parent[held - 1] === id && this.#top[held - 1] === top) return held - 1;
    }
  }

  #add(parent: number, top: number, slot: number): number {
    const id = this.#count++;
    if (id >= this.#parent.length) this.#growIds();
    this.#parent[id] = parent;
    this.#top[id] = top;
    this.#height[id] = (this.#height[parent] as number) + 1;
    this.#slots[slot] = id + 1;
    if (2 * this.#count > this.#slots.length) this.#rehash();
    return id;
  }

  #growIds(): void {
    const parent = new Int32Array(2 * this.#parent.length);
    parent.set(this.#parent);
    this.#parent = parent;
    const top = new Uint8Array(2 * this.#top.length);
    top.set(this.#top);
    this.#top = top;
    const height = new Int32Array(2 * this.#height.length);
    height.set(this.#height);
    this.#height = height;
  }

  #rehash(): void {
    const slots = new Int32Array(2 * this.#slots.length);
    const mask = slots.length - 1;
    for (let id = 1; id < this.#count; id++) {
      let at = spread(this.#parent[id] as number, this.#top[id] as number) & mask;
      while (slots[at] !== 0) at = (at + 1) & mask;
      slots[at] = id + 1;
    }
    this.#slots = slots;
  }
}

/** A child's place: its parent and top byte mixed (Murmur3's finaliser), so that siblings spread. */
function spread(parent: number, top: number): number {
  let h = Math.imul(parent, 0x9e3779b1) ^ top;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h;
}
