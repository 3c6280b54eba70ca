import type { CompactPosition } from './compact-position.js';
import type { CompactRules } from './compact-rules.js';

const FACE = 65;
const COLUMN_SEPARATOR = 47;
const PART_SEPARATOR = 124;

/** Why a {@link TranspositionTable} refused to store a position. */
export type StoreRefusal = 'max-states' | 'max-memory';

/**
 * The transposition table of a compact search: the set of positions stored, up to the equivalences of
 * `positionKey` (copies of a card alike, foundations left out, cells sorted, columns sorted where they are
 * interchangeable, a deal-row stock by its size).
 *
 * Each position is found by a 64-bit hash (two 32-bit halves) combined from the piles' Zobrist hashes, which
 * the position keeps up to date move by move: cell and, where interchangeable, column hashes are summed
 * (an order-free combination, so the symmetry costs no sort), other columns mixed with their place. The
 * position's full key (the bytes `positionKey` would write, faces packed one a byte) is kept in one arena
 * only to resolve collisions: it is written and compared when a stored hash matches, and stored with a new
 * position, so two positions are merged only when their keys are equal. The table's size is bounded by
 * bytes (`maxMemoryMB`) as well as by a count.
 */
export class TranspositionTable {
  readonly rules: CompactRules;
  /** Sort columns even while a deal-row stock holds cards (an approximation, for a first pass). */
  readonly mergeColumns: boolean;
  /**
   * The open-addressing slots, two numbers each: the entry stored there (+ 1; 0 for an empty slot) and its
   * hash's high half, so that a probe reads one place until the hash matches.
   */
  #slots = new Int32Array(2 << 13);
  /** Each entry's hash's low half, which places it in the slots (read again when they grow). */
  #lo = new Int32Array(1 << 12);
  #starts = new Int32Array((1 << 12) + 1);
  #arena = new Uint8Array(1 << 16);
  #size = 0;
  readonly #maxBytes: number;
  /** The most bytes a key can take: every card, and a count and separator for every pile. */
  readonly #maxKey: number;
  readonly #order: Int32Array;
  readonly #rank: Float64Array;
  readonly #cells: Int32Array;

  constructor(rules: CompactRules, mergeColumns: boolean, maxMemoryMB: number) {
    this.rules = rules;
    this.mergeColumns = mergeColumns;
    this.#maxBytes = maxMemoryMB * 1024 * 1024;
    const layout = rules.layout;
    this.#maxKey = layout.totalCards + 3 * rules.pileCount + 64;
    this.#order = new Int32Array(layout.tableauEnd - layout.tableauStart);
    this.#rank = new Float64Array(layout.tableauEnd - layout.tableauStart);
    this.#cells = new Int32Array(Math.max(0, layout.cellEnd - layout.cellStart));
  }

  get size(): number {
    return this.#size;
  }

  /** The bytes the table holds: slots, hashes, key offsets and the key arena. */
  get bytes(): number {
    return this.#slots.byteLength + this.#lo.byteLength + this.#starts.byteLength + this.#arena.byteLength;
  }

  /** The bytes of the stored keys alone. */
  get keyBytes(): number {
    return this.#starts[this.#size] as number;
  }

  /** Whether the columns are sorted in this position's key. */
  symmetric(pos: CompactPosition): boolean {
    const rules = this.rules;
    return this.mergeColumns || rules.stockKind !== 'deal-row' || pos.length[rules.layout.stock] === 0;
  }

  /** Whether the position is stored. */
  has(pos: CompactPosition): boolean {
    return this.#probe(pos) < 0;
  }

  /**
   * Stores the position: `true` when it is new, `false` when it was stored already; a refusal when it is new
   * and the table is full (`maxStates` positions, or no room to grow within `maxMemoryMB`).
   */
  add(pos: CompactPosition, maxStates: number): boolean | StoreRefusal {
    const slot = this.#probe(pos);
    if (slot < 0) return false;
    if (this.#size >= maxStates) return 'max-states';
    const entry = this.#size;
    // Room for the longest key, so that the key is written straight into the arena.
    if (!this.#room(entry, this.#maxKey)) return 'max-memory';
    const start = this.#starts[entry] as number;
    this.#starts[entry + 1] = this.#writeKey(pos, this.#arena, start);
    this.#lo[entry] = this.#hashLo;
    this.#slots[2 * slot] = entry + 1;
    this.#slots[2 * slot + 1] = this.#hashHi;
    this.#size = entry + 1;
    if (this.#size * 4 > this.#slots.length) this.#rehash();
    return true;
  }

  #hashLo = 0;
  #hashHi = 0;

  /** The slot of an equal position as `-1 - slot`, or the empty slot where it would go. */
  #probe(pos: CompactPosition): number {
    this.#hash(pos);
    let sorted = false;
    const lo = this.#hashLo;
    const hi = this.#hashHi;
    const slots = this.#slots;
    const mask = (slots.length >> 1) - 1;
    for (let at = lo & mask; ; at = (at + 1) & mask) {
      const held = slots[2 * at] as number;
      if (held === 0) return at;
      if (slots[2 * at + 1] !== hi) continue;
      if (!sorted) {
        this.#sortColumns(pos);
        sorted = true;
      }
      if (this.#matches(pos, this.#starts[held - 1] as number, this.#starts[held] as number)) return -1 - at;
    }
  }

  /**
   * Whether the stored key `arena[start .. end)` is this position's key: read off the position in the
   * order {@link writeKey} writes it (columns in `#order`), without writing it, and stopping at the first
   * difference. A hash match is nearly always a true one, so this runs once for most positions met again.
   */
  #matches(pos: CompactPosition, start: number, end: number): boolean {
    const rules = this.rules;
    const layout = rules.layout;
    const arena = this.#arena;
    const order = this.#order;
    const length = pos.length;
    let at = start;
    for (let i = 0; i < order.length; i++) {
      if (i > 0 && arena[at++] !== COLUMN_SEPARATOR) return false;
      at = matchPile(pos, arena, at, order[i] as number);
      if (at < 0) return false;
    }
    const { cellStart, cellEnd } = layout;
    if (cellEnd > cellStart) {
      const filled = this.#sortCells(pos);
      if (arena[at++] !== PART_SEPARATOR) return false;
      const cells = this.#cells;
      for (let i = 0; i < filled; i++) if (arena[at++] !== FACE + (cells[i] as number)) return false;
    }
    if (layout.stock >= 0) {
      if (arena[at++] !== PART_SEPARATOR) return false;
      if (rules.stockKind === 'draw-to-waste') {
        at = matchPile(pos, arena, at, layout.stock);
        if (at < 0 || arena[at++] !== PART_SEPARATOR) return false;
        at = matchPile(pos, arena, at, layout.waste);
        if (at < 0) return false;
        if (Number.isFinite(rules.redeals)) {
          if (arena[at++] !== PART_SEPARATOR) return false;
          at = matchCount(arena, at, rules.redeals - pos.redealsUsed);
        }
      } else {
        at = matchCount(arena, at, length[layout.stock] as number);
      }
    }
    return at === end;
  }

  /** The position's 64-bit hash, from its piles' Zobrist hashes (see the class comment). */
  #hash(pos: CompactPosition): void {
    const rules = this.rules;
    const layout = rules.layout;
    const pileLo = pos.pileLo;
    const pileHi = pos.pileHi;
    let lo = 0;
    let hi = 0;
    const symmetric = this.symmetric(pos);
    for (let p = layout.tableauStart; p < layout.tableauEnd; p++) {
      const salt = symmetric ? 0x3c6ef372 : Math.imul(p + 1, 0x9e3779b9);
      lo = (lo + mix((pileLo[p] as number) ^ salt)) | 0;
      hi = (hi + mix((pileHi[p] as number) ^ salt ^ 0x7f4a7c15)) | 0;
    }
    for (let c = layout.cellStart; c < layout.cellEnd; c++) {
      lo = (lo + mix((pileLo[c] as number) ^ 0x1b873593)) | 0;
      hi = (hi + mix((pileHi[c] as number) ^ 0x5bd1e995)) | 0;
    }
    if (layout.stock >= 0) {
      if (rules.stockKind === 'draw-to-waste') {
        lo = (lo + mix((pileLo[layout.stock] as number) ^ 0x2545f491)) | 0;
        hi = (hi + mix((pileHi[layout.stock] as number) ^ 0x4f6cdd1d)) | 0;
        lo = (lo + mix((pileLo[layout.waste] as number) ^ 0x68e31da4)) | 0;
        hi = (hi + mix((pileHi[layout.waste] as number) ^ 0x1d8e4e27)) | 0;
        if (Number.isFinite(rules.redeals)) {
          lo = (lo + mix(pos.redealsUsed ^ 0x0e9bd1a3)) | 0;
          hi = (hi + mix(pos.redealsUsed ^ 0x72e8a8f1)) | 0;
        }
      } else {
        const n = pos.length[layout.stock] as number;
        lo = (lo + mix(n ^ 0x61c88647)) | 0;
        hi = (hi + mix(n ^ 0x3a8f05c5)) | 0;
      }
    }
    this.#hashLo = lo;
    this.#hashHi = hi;
  }

  /** Puts the columns in their key's order into `#order`: sorted when they are interchangeable, else as they lie. */
  #sortColumns(pos: CompactPosition): void {
    const tableauStart = this.rules.layout.tableauStart;
    const columnCount = this.#order.length;
    const order = this.#order;
    const rank = this.#rank;
    const length = pos.length;
    const down = pos.down;
    for (let i = 0; i < columnCount; i++) order[i] = tableauStart + i;
    if (!this.symmetric(pos)) return;
    for (let i = 0; i < columnCount; i++) {
      const p = tableauStart + i;
      rank[i] = (down[p] as number) * 64 + (length[p] !== 0 ? 1 + (pos.card(p, 0) % 52) : 0);
    }
    for (let i = 1; i < columnCount; i++) {
      const at = order[i] as number;
      const atRank = rank[i] as number;
      let j = i - 1;
      for (; j >= 0; j--) {
        const before = rank[j] as number;
        if (before < atRank || (before === atRank && comparePiles(pos, order[j] as number, at) <= 0)) break;
        order[j + 1] = order[j] as number;
        rank[j + 1] = before;
      }
      order[j + 1] = at;
      rank[j + 1] = atRank;
    }
  }

  /** Puts the faces in the cells, sorted, into `#cells`; returns how many there are. */
  #sortCells(pos: CompactPosition): number {
    const { cellStart, cellEnd } = this.rules.layout;
    const cells = this.#cells;
    let filled = 0;
    for (let c = cellStart; c < cellEnd; c++) {
      if (pos.length[c] === 0) continue;
      const face = pos.card(c, 0) % 52;
      let j = filled++;
      while (j > 0 && (cells[j - 1] as number) > face) {
        cells[j] = cells[j - 1] as number;
        j--;
      }
      cells[j] = face;
    }
    return filled;
  }

  /** Writes the position's full key (`positionKey`'s bytes) into `bytes` from `start`; returns where it ends. */
  #writeKey(pos: CompactPosition, bytes: Uint8Array, start: number): number {
    const rules = this.rules;
    const layout = rules.layout;
    const { cellStart, cellEnd } = layout;
    const order = this.#order;
    this.#sortColumns(pos);
    let at = start;
    for (let i = 0; i < order.length; i++) {
      if (i > 0) bytes[at++] = COLUMN_SEPARATOR;
      at = writePile(pos, bytes, at, order[i] as number);
    }
    if (cellEnd > cellStart) {
      const filled = this.#sortCells(pos);
      const cells = this.#cells;
      bytes[at++] = PART_SEPARATOR;
      for (let i = 0; i < filled; i++) bytes[at++] = FACE + (cells[i] as number);
    }
    if (layout.stock >= 0) {
      bytes[at++] = PART_SEPARATOR;
      if (rules.stockKind === 'draw-to-waste') {
        at = writePile(pos, bytes, at, layout.stock);
        bytes[at++] = PART_SEPARATOR;
        at = writePile(pos, bytes, at, layout.waste);
        if (Number.isFinite(rules.redeals)) {
          bytes[at++] = PART_SEPARATOR;
          at = writeCount(bytes, at, rules.redeals - pos.redealsUsed);
        }
      } else {
        at = writeCount(bytes, at, pos.length[layout.stock] as number);
      }
    }
    return at;
  }

  /** Makes room for one more entry with a key of `length` bytes, within the memory bound. */
  #room(entry: number, length: number): boolean {
    const needStarts = entry + 2 > this.#starts.length;
    const needEntries = entry + 1 > this.#lo.length;
    const start = this.#starts[entry] as number;
    const needArena = start + length > this.#arena.length;
    const slotsGrow = (entry + 1) * 4 > this.#slots.length ? this.#slots.byteLength : 0;
    let extra = slotsGrow;
    if (needStarts) extra += this.#starts.byteLength;
    if (needEntries) extra += this.#lo.byteLength;
    // Doubling, as the other arrays: growing by half copied the arena three times over.
    const arenaLength = needArena ? Math.max(start + length, this.#arena.length * 2) : this.#arena.length;
    extra += arenaLength - this.#arena.length;
    if (this.bytes + extra > this.#maxBytes) return false;
    if (needStarts) this.#starts = grown(this.#starts, this.#starts.length * 2);
    if (needEntries) this.#lo = grown(this.#lo, this.#lo.length * 2);
    if (needArena) {
      const arena = new Uint8Array(arenaLength);
      arena.set(this.#arena.subarray(0, start));
      this.#arena = arena;
    }
    return true;
  }

  #rehash(): void {
    const old = this.#slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let i = 0; i < old.length; i += 2) {
      const held = old[i] as number;
      if (held === 0) continue;
      let at = (this.#lo[held - 1] as number) & mask;
      while (slots[2 * at] !== 0) at = (at + 1) & mask;
      slots[2 * at] = held;
      slots[2 * at + 1] = old[i + 1] as number;
    }
    this.#slots = slots;
  }
}

function grown(array: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(length);
  next.set(array);
  return next;
}

/** Murmur3's finaliser: spreads a pile hash before it is summed, so that sums of hashes do not cancel. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function writePile(pos: CompactPosition, bytes: Uint8Array, at: number, p: number): number {
  at = writeCount(bytes, at, pos.down[p] as number);
  const len = pos.length[p] as number;
  const base = p * pos.rules.capacity;
  const cards = pos.cards;
  for (let i = 0; i < len; i++) bytes[at++] = FACE + ((cards[base + i] as number) % 52);
  return at;
}

/** {@link writePile} as a comparison: the place after the pile's bytes when they match, else -1. */
function matchPile(pos: CompactPosition, bytes: Uint8Array, at: number, p: number): number {
  at = matchCount(bytes, at, pos.down[p] as number);
  if (at < 0) return -1;
  const len = pos.length[p] as number;
  const base = p * pos.rules.capacity;
  const cards = pos.cards;
  for (let i = 0; i < len; i++) if (bytes[at++] !== FACE + ((cards[base + i] as number) % 52)) return -1;
  return at;
}

/** {@link writeCount} as a comparison: the place after the count's bytes when they match, else -1. */
function matchCount(bytes: Uint8Array, at: number, n: number): number {
  let rest = Math.max(0, n);
  while (rest >= 128) {
    if (bytes[at++] !== (rest & 127)) return -1;
    rest >>>= 7;
  }
  return bytes[at++] === (128 | rest) ? at : -1;
}

function writeCount(bytes: Uint8Array, at: number, n: number): number {
  let rest = Math.max(0, n);
  while (rest >= 128) {
    bytes[at++] = rest & 127;
    rest >>>= 7;
  }
  bytes[at++] = 128 | rest;
  return at;
}

function comparePiles(pos: CompactPosition, a: number, b: number): number {
  const da = pos.down[a] as number;
  const db = pos.down[b] as number;
  if (da !== db) return da - db;
  const la = pos.length[a] as number;
  const lb = pos.length[b] as number;
  const n = Math.min(la, lb);
  for (let i = 0; i < n; i++) {
    const d = (pos.card(a, i) % 52) - (pos.card(b, i) % 52);
    if (d !== 0) return d;
  }
  return la - lb;
}
