import type { MemoryBudget } from './memory-budget.js';
import type { CompactPosition } from './compact-position.js';
import type { CompactRules } from './compact-rules.js';
import { PileStore } from './pile-store.js';

/*
 * A key is read left to right with no separators, each part of a length its own bytes tell: each column's
 * pile id (see `PileStore`; the columns in the key's order), seven bits a byte, low bits first, the high bit
 * set on every byte but the last; then, where there are cells, how many hold a card and their faces, sorted;
 * then the reserve by its size (cards only leave it, from the top, so its size tells its cards); then the stock: a deal-row stock by its size, a draw-to-waste stock and its waste by their pile ids and the
 * redeals left (a count, seven bits a byte, the last marked). So two positions share a key only when their
 * piles are equal up to the table's equivalences.
 */

/** The keys are kept in chunks of 2^18 bytes, so that the arena grows without copying what it holds. */
const CHUNK_BITS = 18;
const CHUNK = 1 << CHUNK_BITS;
const CHUNK_MASK = CHUNK - 1;
/** The first chunk starts this small and doubles up to a whole chunk: most searches (hints) store few positions. */
const FIRST_CHUNK = 1 << 14;
/** The slots a table starts with. */
const FIRST_SLOTS = 4096;
/** Offsets are kept in 31 bits: the arena stops growing there whatever the memory bound. */
const MAX_ARENA = 2 ** 31 - CHUNK;

/** Why a {@link TranspositionTable} refused to store a position. */
export type StoreRefusal = 'max-states' | 'max-memory';

/**
 * The transposition table of a compact search: the set of positions stored, up to the equivalences of
 * `positionKey` (copies of a card alike, foundations left out, cells sorted, columns sorted where they are
 * interchangeable, a deal-row stock by its size).
 *
 * Each position is found by a hash combined from the piles' Zobrist hashes, which the position keeps up to
 * date move by move: cell and, where interchangeable, column hashes are summed (an order-free combination,
 * so the symmetry costs no sort), other columns mixed with their place. The slots keep the hash's low half
 * beside each entry, so that a probe reads one place until the hash matches. The position's full key (a
 * pile id a column, see the top of this file) is kept in a chunked arena only to resolve collisions: it is
 * written when a stored hash matches and compared with the stored key, and stored with a new position, so
 * two positions are merged only when their keys are equal. The table's size is bounded by bytes
 * (`maxMemoryMB`, the pile store counted) as well as by a count.
 */
export class TranspositionTable {
  readonly rules: CompactRules;
  /** Sort columns even while a deal-row stock holds cards (an approximation, for a first pass). */
  readonly mergeColumns: boolean;
  /**
   * The open-addressing slots, two numbers each: where the entry's key starts in the arena (+ 1; 0 for an
   * empty slot) and its hash, which also places it (and places it again when the slots grow). Their count
   * grows by half, not double, so that they stay between half and three quarters full: a hash is placed by
   * scaling it to the count (`#scale`), not by masking its low bits.
   */
  #slots = new Int32Array(2 * FIRST_SLOTS);
  #scale = FIRST_SLOTS / 2 ** 32;
  /** The key arena: each key is its length (one byte, or two where a key may be longer) and its bytes. */
  #chunks: Uint8Array[] = [new Uint8Array(FIRST_CHUNK)];
  /** Where the next key goes in the last chunk. */
  #fill = 0;
  #size = 0;
  #keyBytes = 0;
  readonly #budget: MemoryBudget;
  /** Whether a key's length takes two bytes: a key may be longer than 255 bytes. */
  readonly #wideLength: boolean;
  /** The most bytes a key takes, its length included. */
  readonly #maxStored: number;
  /** Whether the columns are in their key's order (`#order`) for the position being probed. */
  #sorted = false;
  #hashed = 0;
  readonly #order: Int32Array;
  readonly #rank: Int32Array;
  /** Whether `#order` holds the columns as they lie (not sorted by the last probe). */
  #inPlaces = true;
  readonly #cells: Int32Array;
  /** The distinct piles met, by id: a key names a column by its id. */
  readonly #piles = new PileStore();

  /** `budget` is the search's memory bound, which the table charges itself to (with the pile store). */
  constructor(rules: CompactRules, mergeColumns: boolean, budget: MemoryBudget) {
    this.rules = rules;
    this.mergeColumns = mergeColumns;
    this.#budget = budget;
    budget.charge(this);
    const layout = rules.layout;
    // Five bytes an id at most (columns, stock and waste), a byte a cell and their count, and two counts.
    const maxKey = 5 * (layout.tableauEnd - layout.tableauStart + 2) + (layout.cellEnd - layout.cellStart) + 1 + 10;
    this.#wideLength = maxKey > 255;
    this.#maxStored = maxKey + 2;
    this.#order = new Int32Array(layout.tableauEnd - layout.tableauStart);
    this.#rank = new Int32Array(layout.tableauEnd - layout.tableauStart);
    this.#cells = new Int32Array(Math.max(0, layout.cellEnd - layout.cellStart));
  }

  get size(): number {
    return this.#size;
  }

  /** The bytes the table holds: the slots, the key arena's chunks and the pile store. */
  get bytes(): number {
    return this.#slots.byteLength + this.#arenaBytes + this.#piles.bytes;
  }

  /** The bytes of the pile store alone (counted in {@link bytes}). */
  get pileBytes(): number {
    return this.#piles.bytes;
  }

  /** How many distinct piles (and bottoms of piles) the pile store holds, the empty pile included. */
  get piles(): number {
    return this.#piles.size;
  }

  /** The bytes of the arena's chunks. */
  #arenaBytes = FIRST_CHUNK;

  /** The bytes of the stored keys alone (their lengths included). */
  get keyBytes(): number {
    return this.#keyBytes;
  }

  /** Whether the columns are sorted in this position's key. */
  symmetric(pos: CompactPosition): boolean {
    const rules = this.rules;
    // Columns that cover one another each have their place in the layout, a redeal deals the columns in
    // their order, and a grid's places have their neighbours: never sorted.
    if (rules.coveredBy !== null || rules.tableauRedeal !== null || rules.grid !== null) return false;
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
    let slot = this.#probe(pos);
    if (slot < 0) return false;
    if (this.#size >= maxStates) return 'max-states';
    const growSlots = (this.#size + 1) * 8 > this.#slots.length * 3;
    // Room for the longest key, so that the key is written straight into the arena.
    if (!this.#room(this.#maxStored, growSlots)) return 'max-memory';
    if (growSlots) {
      this.#rehash();
      slot = this.#probe(pos);
    }
    if (!this.#sorted) this.#sortColumns(pos);
    const chunkIndex = this.#chunks.length - 1;
    const chunk = this.#chunks[chunkIndex] as Uint8Array;
    const offset = chunkIndex * CHUNK + this.#fill;
    const from = this.#fill + (this.#wideLength ? 2 : 1);
    const end = this.#writeKey(pos, chunk, from);
    const length = end - from;
    if (this.#wideLength) chunk[from - 2] = length >>> 8;
    chunk[from - 1] = length & 255;
    this.#fill = end;
    this.#keyBytes += end - (offset & CHUNK_MASK);
    this.#slots[2 * slot] = offset + 1;
    this.#slots[2 * slot + 1] = this.#hashed;
    this.#size++;
    return true;
  }

  /** The slot of an equal position as `-1 - slot`, or the empty slot where it would go. */
  #probe(pos: CompactPosition): number {
    const hash = this.#hash(pos);
    this.#hashed = hash;
    this.#sorted = false;
    const slots = this.#slots;
    const count = slots.length >> 1;
    for (let at = place(hash, this.#scale, count); ; at = at + 1 === count ? 0 : at + 1) {
      const held = slots[2 * at] as number;
      if (held === 0) return at;
      if (slots[2 * at + 1] !== hash) continue;
      if (!this.#sorted) {
        this.#sortColumns(pos);
        this.#sorted = true;
      }
      if (this.#matches(pos, held - 1)) return -1 - at;
    }
  }

  /**
   * Whether the key stored at `offset` is this position's key: read off the position in the order
   * {@link writeKey} writes it (columns in `#order`), without writing it, and stopping at the first
   * difference. A hash match is nearly always a true one, so this runs once for most positions met again.
   */
  #matches(pos: CompactPosition, offset: number): boolean {
    const chunk = this.#chunks[offset >>> CHUNK_BITS] as Uint8Array;
    let at = offset & CHUNK_MASK;
    let length = chunk[at++] as number;
    if (this.#wideLength) length = (length << 8) | (chunk[at++] as number);
    const end = at + length;
    const rules = this.rules;
    const layout = rules.layout;
    const order = this.#order;
    const ids = pos.pileIds;
    for (let i = 0; i < order.length; i++) {
      at = matchId(chunk, at, ids[order[i] as number] as number);
      if (at < 0) return false;
    }
    const { cellStart, cellEnd } = layout;
    if (cellEnd > cellStart) {
      const filled = this.#sortCells(pos);
      if (chunk[at++] !== filled) return false;
      const cells = this.#cells;
      for (let i = 0; i < filled; i++) if (chunk[at++] !== cells[i]) return false;
    }
    if (rules.reserve >= 0) at = matchCount(chunk, at, pos.length[rules.reserve] as number);
    if (at < 0) return false;
    if (layout.stock >= 0) {
      if (rules.stockKind === 'draw-to-waste') {
        at = matchId(chunk, at, ids[layout.stock] as number);
        if (at < 0) return false;
        at = layout.wasteTopOnly ? matchCount(chunk, at, wasteTop(pos)) : matchId(chunk, at, ids[layout.waste] as number);
        if (at < 0) return false;
        if (Number.isFinite(rules.redeals)) at = matchCount(chunk, at, rules.redeals - pos.redealsUsed);
      } else {
        at = matchCount(chunk, at, pos.length[layout.stock] as number);
      }
    }
    if (countsTableauRedeals(rules)) at = matchCount(chunk, at, rules.redeals - pos.redealsUsed);
    return at === end;
  }

  /**
   * The position's hash, from its piles' Zobrist hashes (see the class comment): the low halves only, as
   * the slots keep 32 bits and the key settles every match.
   */
  #hash(pos: CompactPosition): number {
    const rules = this.rules;
    const layout = rules.layout;
    const pileLo = pos.pileLo;
    let lo = 0;
    if (this.symmetric(pos)) {
      for (let p = layout.tableauStart; p < layout.tableauEnd; p++) lo = (lo + mix((pileLo[p] as number) ^ 0x3c6ef372)) | 0;
    } else {
      for (let p = layout.tableauStart; p < layout.tableauEnd; p++) lo = (lo + mix((pileLo[p] as number) ^ Math.imul(p + 1, 0x9e3779b9))) | 0;
    }
    for (let c = layout.cellStart; c < layout.cellEnd; c++) lo = (lo + mix((pileLo[c] as number) ^ 0x1b873593)) | 0;
    if (rules.reserve >= 0) lo = (lo + mix((pos.length[rules.reserve] as number) ^ 0x7f4a7c15)) | 0;
    if (layout.stock >= 0) {
      if (rules.stockKind === 'draw-to-waste') {
        lo = (lo + mix((pileLo[layout.stock] as number) ^ 0x2545f491)) | 0;
        lo = (lo + mix((layout.wasteTopOnly ? wasteTop(pos) : (pileLo[layout.waste] as number)) ^ 0x68e31da4)) | 0;
        if (Number.isFinite(rules.redeals)) lo = (lo + mix(pos.redealsUsed ^ 0x0e9bd1a3)) | 0;
      } else {
        lo = (lo + mix((pos.length[layout.stock] as number) ^ 0x61c88647)) | 0;
      }
    }
    if (countsTableauRedeals(rules)) lo = (lo + mix(pos.redealsUsed ^ 0x0e9bd1a3)) | 0;
    return lo;
  }

  /**
   * Gives the piles a key names by id their ids where they changed since the last key (or were given by
   * another table's store), interning them.
   */
  #refreshIds(pos: CompactPosition): void {
    const piles = this.#piles;
    pos.useIdsOf(piles);
    const layout = this.rules.layout;
    piles.refresh(pos, layout.tableauStart, layout.tableauEnd);
    if (layout.stock >= 0 && this.rules.stockKind === 'draw-to-waste') {
      piles.refresh(pos, layout.stock, layout.stock + 1);
      if (!layout.wasteTopOnly) piles.refresh(pos, layout.waste, layout.waste + 1);
    }
  }

  /**
   * Brings the pile ids up to date, then puts the columns in their key's order into `#order`: sorted by id
   * when they are interchangeable (equal columns, equal ids), else as they lie.
   */
  #sortColumns(pos: CompactPosition): void {
    this.#refreshIds(pos);
    const tableauStart = this.rules.layout.tableauStart;
    const columnCount = this.#order.length;
    const order = this.#order;
    const rank = this.#rank;
    const ids = pos.pileIds;
    if (!this.symmetric(pos)) {
      for (let i = 0; i < columnCount; i++) order[i] = tableauStart + i;
      this.#inPlaces = true;
      return;
    }
    // The sort starts from the last position's order: a position probed next differs in a column or two,
    // so the insertion sort has little to move.
    if (this.#inPlaces) {
      for (let i = 0; i < columnCount; i++) order[i] = tableauStart + i;
      this.#inPlaces = false;
    }
    for (let i = 0; i < columnCount; i++) rank[i] = ids[order[i] as number] as number;
    for (let i = 1; i < columnCount; i++) {
      const at = order[i] as number;
      const atRank = rank[i] as number;
      let j = i - 1;
      for (; j >= 0 && (rank[j] as number) > atRank; j--) {
        order[j + 1] = order[j] as number;
        rank[j + 1] = rank[j] as number;
      }
      order[j + 1] = at;
      rank[j + 1] = atRank;
    }
  }

  /**
   * Puts the faces in the cells, sorted, into `#cells`; returns how many there are. A face without the
   * position's first-card mark: a cell's one card always has it, and it says nothing.
   */
  #sortCells(pos: CompactPosition): number {
    const { cellStart, cellEnd } = this.rules.layout;
    const cells = this.#cells;
    let filled = 0;
    for (let c = cellStart; c < cellEnd; c++) {
      if (pos.length[c] === 0) continue;
      const face = (pos.faces[c * this.rules.capacity] as number) & 63;
      let j = filled++;
      while (j > 0 && (cells[j - 1] as number) > face) {
        cells[j] = cells[j - 1] as number;
        j--;
      }
      cells[j] = face;
    }
    return filled;
  }

  /** Writes the position's key into `bytes` from `at` on (the columns in `#order`); returns where it ends. */
  #writeKey(pos: CompactPosition, bytes: Uint8Array, at: number): number {
    const rules = this.rules;
    const layout = rules.layout;
    const { cellStart, cellEnd } = layout;
    const order = this.#order;
    const ids = pos.pileIds;
    for (let i = 0; i < order.length; i++) at = writeId(bytes, at, ids[order[i] as number] as number);
    if (cellEnd > cellStart) {
      const filled = this.#sortCells(pos);
      bytes[at++] = filled;
      const cells = this.#cells;
      for (let i = 0; i < filled; i++) bytes[at++] = cells[i] as number;
    }
    if (rules.reserve >= 0) at = writeCount(bytes, at, pos.length[rules.reserve] as number);
    if (layout.stock >= 0) {
      if (rules.stockKind === 'draw-to-waste') {
        at = writeId(bytes, at, ids[layout.stock] as number);
        at = layout.wasteTopOnly ? writeCount(bytes, at, wasteTop(pos)) : writeId(bytes, at, ids[layout.waste] as number);
        if (Number.isFinite(rules.redeals)) at = writeCount(bytes, at, rules.redeals - pos.redealsUsed);
      } else {
        at = writeCount(bytes, at, pos.length[layout.stock] as number);
      }
    }
    if (countsTableauRedeals(rules)) at = writeCount(bytes, at, rules.redeals - pos.redealsUsed);
    return at;
  }

  /**
   * Makes room in the arena for a key of `stored` bytes, and for the slots to double when `growSlots`,
   * within the memory bound; false when there is none.
   */
  #room(stored: number, growSlots: boolean): boolean {
    const last = this.#chunks[this.#chunks.length - 1] as Uint8Array;
    const fits = this.#fill + stored <= last.length;
    if (fits && !growSlots) return true;
    // The first chunk doubles (copied) until it is whole; then a new chunk is started.
    const grownFirst = !fits && this.#chunks.length === 1 && last.length < CHUNK ? Math.min(CHUNK, last.length * 2) : 0;
    let extra = growSlots ? grownSlots(this.#slots.length >> 1) * 8 : 0;
    if (!fits) extra += grownFirst > 0 ? grownFirst - last.length : CHUNK;
    if (!this.#budget.fits(extra)) return false;
    if (fits) return true;
    if (grownFirst > 0) {
      const chunk = new Uint8Array(grownFirst);
      chunk.set(last.subarray(0, this.#fill));
      this.#chunks[0] = chunk;
      this.#arenaBytes = grownFirst;
      return this.#fill + stored <= grownFirst || this.#room(stored, false);
    }
    if (this.#chunks.length * CHUNK >= MAX_ARENA) return false;
    this.#chunks.push(new Uint8Array(CHUNK));
    this.#arenaBytes += CHUNK;
    this.#fill = 0;
    return true;
  }

  #rehash(): void {
    const old = this.#slots;
    const count = grownSlots(old.length >> 1);
    const slots = new Int32Array(2 * count);
    const scale = count / 2 ** 32;
    for (let i = 0; i < old.length; i += 2) {
      const held = old[i] as number;
      if (held === 0) continue;
      const hash = old[i + 1] as number;
      let at = place(hash, scale, count);
      while (slots[2 * at] !== 0) at = at + 1 === count ? 0 : at + 1;
      slots[2 * at] = held;
      slots[2 * at + 1] = hash;
    }
    this.#slots = slots;
    this.#scale = scale;
  }
}

/** The slot count after `count` grows: half as many again. */
function grownSlots(count: number): number {
  return count + (count >> 1);
}

/**
 * The home slot of a hash among `count` slots: the hash (unsigned) scaled to the count. The product may
 * round, but the same hash and count always give the same slot, which is all a lookup needs.
 */
function place(hash: number, scale: number, count: number): number {
  const at = Math.floor((hash >>> 0) * scale);
  return at < count ? at : count - 1;
}

/** Murmur3's finaliser: spreads a pile hash before it is summed, so that sums of hashes do not cancel. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Writes a pile id, seven bits a byte, low bits first, the high bit set on every byte but the last. */
export function writeId(bytes: Uint8Array, at: number, id: number): number {
  let rest = id;
  while (rest >= 128) {
    bytes[at++] = (rest & 127) | 128;
    rest >>>= 7;
  }
  bytes[at++] = rest;
  return at;
}

/** {@link writeId} as a comparison: the place after the id's bytes when they match, else -1. */
function matchId(bytes: Uint8Array, at: number, id: number): number {
  let rest = id;
  while (rest >= 128) {
    if (bytes[at++] !== ((rest & 127) | 128)) return -1;
    rest >>>= 7;
  }
  return bytes[at] === rest ? at + 1 : -1;
}

/** {@link writeCount} as a comparison: the place after the count's bytes when they match, else -1. */
/**
 * Whether a key carries the tableau's redeals left (a grid's too): a limited number of them tells positions apart
 * (Cruel's are unlimited).
 */
function countsTableauRedeals(rules: CompactRules): boolean {
  return (rules.tableauRedeal !== null || rules.grid !== null) && Number.isFinite(rules.redeals);
}

function matchCount(bytes: Uint8Array, at: number, n: number): number {
  let rest = Math.max(0, n);
  while (rest >= 128) {
    if (bytes[at++] !== (rest & 127)) return -1;
    rest >>>= 7;
  }
  return bytes[at++] === (128 | rest) ? at : -1;
}

/** Writes a count, seven bits a byte, the last byte marked, so that its bytes need no other mark. */
function writeCount(key: Uint8Array, at: number, n: number): number {
  let rest = Math.max(0, n);
  while (rest >= 128) {
    key[at++] = rest & 127;
    rest >>>= 7;
  }
  key[at++] = 128 | rest;
  return at;
}

/**
 * The waste's top card as the key names it where only the top counts (`SolverLayout.wasteTopOnly`): its
 * face's name (`SolverLayout.wasteTopName`) plus one, 0 when the waste is empty.
 */
function wasteTop(pos: CompactPosition): number {
  const layout = pos.rules.layout;
  const len = pos.length[layout.waste] as number;
  return len === 0 ? 0 : (layout.wasteTopName[(pos.faces[layout.waste * pos.rules.capacity + len - 1] as number) & 63] as number) + 1;
}
