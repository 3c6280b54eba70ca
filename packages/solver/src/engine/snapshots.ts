import type { CompactPosition } from './compact-position.js';

/**
 * Snapshots of compact positions for a best-first queue, in one growing `Uint16Array` of fixed-size slots
 * (every position's snapshot has the same length): no typed array is made per position, and a slot freed
 * once its position is expanded is reused by the next snapshot, so memory holds the positions waiting.
 */
export class SnapshotStore {
  readonly #pos: CompactPosition;
  readonly #length: number;
  #data: Uint16Array;
  #used = 0;
  readonly #free: number[] = [];

  constructor(pos: CompactPosition) {
    this.#pos = pos;
    this.#length = pos.snapshotLength;
    this.#data = new Uint16Array(this.#length * 256);
  }

  /** The bytes the snapshots hold, free slots included (charged to the search's memory bound). */
  get bytes(): number {
    return this.#data.byteLength + 8 * this.#free.length;
  }

  /** Saves the position as it is now; returns its slot. */
  save(): number {
    let slot = this.#free.pop();
    if (slot === undefined) {
      slot = this.#used++;
      if (this.#used * this.#length > this.#data.length) {
        const data = new Uint16Array(this.#data.length * 2);
        data.set(this.#data);
        this.#data = data;
      }
    }
    this.#pos.snapshot(this.#data, slot * this.#length);
    return slot;
  }

  /** Sets the position to slot `slot`'s snapshot and frees the slot. */
  take(slot: number): void {
    this.restore(slot);
    this.free(slot);
  }

  /** Sets the position to slot `slot`'s snapshot, keeping it. */
  restore(slot: number): void {
    this.#pos.restore(this.#data, slot * this.#length);
  }

  /** Frees slot `slot` for a later snapshot. */
  free(slot: number): void {
    this.#free.push(slot);
  }
}
