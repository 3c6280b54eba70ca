import type { CompactPosition } from './compact-position.js';

/** The slots a store starts with (a power of two). */
const FIRST_SLOTS = 1024;

/**
 * The distinct piles a transposition table has met, each given an id once: a pile's id stands for its
 * whole contents (its `faces` bytes: every card's face, which cards are face down) in the table's keys, as
 * fc-solve keys a position by its columns. Two piles get the same id exactly when their bytes are equal:
 * a pile is found by its Zobrist hash (kept up to date by the position) and then compared byte by byte, so
 * a hash collision costs a comparison, never a merge. Id 0 is the empty pile.
 *
 * A search meets few distinct piles (a few thousand in 200,000 positions: a position differs from its
 * parent in one or two piles), so the store is small beside the table, and the position keeps each pile's
 * id until the pile changes (`CompactPosition.pileIds`): a probe interns only the piles a move changed.
 */
export class PileStore {
  /** Open addressing, a power of two: each slot the id + 1 of a pile (0 for an empty slot). */
  #slots = new Int32Array(FIRST_SLOTS);
  /** Each id's hash halves, where its bytes start in `#bytes`, and its length. */
  #lo = new Int32Array(FIRST_SLOTS / 2);
  #hi = new Int32Array(FIRST_SLOTS / 2);
  #start = new Int32Array(FIRST_SLOTS / 2);
  #length = new Int32Array(FIRST_SLOTS / 2);
  #bytes = new Uint8Array(4096);
  #fill = 0;
  /** How many ids are given, the empty pile's included. */
  #count = 1;

  /** How many distinct piles the store holds, the empty pile included. */
  get size(): number {
    return this.#count;
  }

  /** The bytes the store holds: its slots, its ids' fields and the piles' bytes. */
  get bytes(): number {
    return this.#slots.byteLength + 4 * this.#lo.byteLength + this.#bytes.byteLength;
  }

  /**
   * The id of pile `p` of the position as it lies: the id it was given when bytes equal to its own were
   * first met, or a new one.
   */
  intern(pos: CompactPosition, p: number): number {
    const len = pos.length[p] as number;
    if (len === 0) return 0;
    const lo = pos.pileLo[p] as number;
    const hi = pos.pileHi[p] as number;
    const faces = pos.faces;
    const base = p * pos.rules.capacity;
    const slots = this.#slots;
    const mask = slots.length - 1;
    for (let at = mix(lo ^ hi) & mask; ; at = (at + 1) & mask) {
      const held = slots[at] as number;
      if (held === 0) return this.#add(pos, p, at);
      const id = held - 1;
      if (this.#lo[id] !== lo || this.#hi[id] !== hi || this.#length[id] !== len) continue;
      const start = this.#start[id] as number;
      const bytes = this.#bytes;
      let i = 0;
      while (i < len && bytes[start + i] === faces[base + i]) i++;
      if (i === len) return id;
    }
  }

  #add(pos: CompactPosition, p: number, slot: number): number {
    const len = pos.length[p] as number;
    const id = this.#count++;
    if (id >= this.#lo.length) this.#growIds();
    if (this.#fill + len > this.#bytes.length) {
      const bytes = new Uint8Array(Math.max(2 * this.#bytes.length, this.#fill + len));
      bytes.set(this.#bytes.subarray(0, this.#fill));
      this.#bytes = bytes;
    }
    const base = p * pos.rules.capacity;
    this.#bytes.set(pos.faces.subarray(base, base + len), this.#fill);
    this.#lo[id] = pos.pileLo[p] as number;
    this.#hi[id] = pos.pileHi[p] as number;
    this.#start[id] = this.#fill;
    this.#length[id] = len;
    this.#fill += len;
    this.#slots[slot] = id + 1;
    // At most half full, so that a probe for a new pile meets an empty slot soon.
    if (2 * this.#count > this.#slots.length) this.#rehash();
    return id;
  }

  #growIds(): void {
    const grow = (old: Int32Array): Int32Array<ArrayBuffer> => {
      const grown = new Int32Array(2 * old.length);
      grown.set(old);
      return grown;
    };
    this.#lo = grow(this.#lo);
    this.#hi = grow(this.#hi);
    this.#start = grow(this.#start);
    this.#length = grow(this.#length);
  }

  #rehash(): void {
    const slots = new Int32Array(2 * this.#slots.length);
    const mask = slots.length - 1;
    for (let id = 1; id < this.#count; id++) {
      let at = mix((this.#lo[id] as number) ^ (this.#hi[id] as number)) & mask;
      while (slots[at] !== 0) at = (at + 1) & mask;
      slots[at] = id + 1;
    }
    this.#slots = slots;
  }
}

/** Murmur3's finaliser: the Zobrist halves are random already, but a pile's low bits must spread over the slots. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h;
}
