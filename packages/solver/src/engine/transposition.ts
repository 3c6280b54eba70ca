import type { CompactPosition } from './compact-position.js';
import type { CompactRules } from './compact-rules.js';

/*
 * A key is a string of six-bit symbols, four to three bytes: a face (card id modulo 52, so that copies of a
 * card, which play alike, share one) or one of the marks below. Each pile is its faces bottom to top, with
 * `DOWN_END` after its face-down cards (when it has some) and `PILE_END` after the pile; the cells' faces,
 * sorted, end with `CELLS_END`; a count is two symbols. Every part is delimited, so two positions share a key
 * only when they are equal up to the table's equivalences. The last byte's unused bits are ones, and no
 * symbol is 63, so no key is another's with a symbol more.
 */
const DOWN_END = 52;
const PILE_END = 53;
const CELLS_END = 54;
/** Ends a column whose face-down cards are keyed by an id (see the table's constructor); the id follows. */
const HIDDEN_END = 55;
/**
 * `RUN + k` (k from 1 to `MAX_RUN`) stands for the next k cards when each is the card below it in suit and one
 * rank lower: a run built down in suit costs one symbol, not one a card. Runs are always taken whole, longest
 * first, so a pile's faces have one writing.
 */
const RUN = 55;
const MAX_RUN = 62 - RUN;
const PAD = 63;
/** A count is two symbols, base 63 (so that neither is `PAD`). */
const COUNT_BASE = 63;

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
 * beside each entry, so that a probe reads one place until the hash matches. The position's full key (six
 * bits a card, see `DOWN_END`) is kept in a chunked arena only to resolve collisions: it is written when a
 * stored hash matches and compared with the stored key, and stored with a new position, so two positions
 * are merged only when their keys are equal. The table's size is bounded by bytes (`maxMemoryMB`) as well
 * as by a count.
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
  readonly #maxBytes: number;
  /** Whether a key's length takes two bytes: a key may be longer than 255 bytes. */
  readonly #wideLength: boolean;
  /** The most bytes a key takes, its length included. */
  readonly #maxStored: number;
  #hashed = 0;
  readonly #order: Int32Array;
  readonly #rank: Int32Array;
  /** Whether `#order` holds the columns as they lie (not sorted by the last probe). */
  #inPlaces = true;
  readonly #cells: Int32Array;
  /** The probed position's key symbols, once a hash has matched or it is stored; `#symbolCount` is -1 until then. */
  readonly #symbols: Uint8Array;
  #symbolCount = -1;
  /**
   * Whether a column's face-down cards are keyed by an id of their faces (`#hiddenIds`), not face by face;
   * see the constructor.
   */
  readonly #hiddenAsIds: boolean;
  /** The id of column `c`'s lowest `d` face-down cards' faces at `c * #idStride + d` (0 for none). */
  readonly #hiddenIds: Int32Array;
  readonly #idStride: number;
  /** Each column's face-down count at the start. */
  readonly #startDown: Int32Array;
  /** The symbols an id takes: one, or two where there are more ids than a symbol holds. */
  readonly #idSymbols: number;

  /**
   * A table for the positions a search reaches from `start` by `make` and `unmake` (and snapshots of them).
   * Along those, a column's face-down cards are always the lowest of those it has at the start: `make` only
   * lowers a column's face-down count, lays cards at or above its height, and takes cards from no lower
   * than the count it leaves. So, where no column at the start holds fewer cards than its face-down count,
   * a column's face-down cards are told by their count and the column they lie in, and the key gives them
   * as an id of their faces (equal faces, equal ids): the same equivalences, in two symbols instead of one a card.
   */
  constructor(rules: CompactRules, mergeColumns: boolean, maxMemoryMB: number, start: CompactPosition) {
    this.rules = rules;
    this.mergeColumns = mergeColumns;
    this.#maxBytes = maxMemoryMB * 1024 * 1024;
    const layout = rules.layout;
    // Every card, two marks a pile (columns, stock and waste), the cells' end and two counts.
    const maxSymbols = layout.totalCards + 2 * (layout.tableauEnd - layout.tableauStart + 2) + 5;
    const most = Math.max(layout.totalCards, Number.isFinite(rules.redeals) ? rules.redeals : 0);
    if (most >= COUNT_BASE * COUNT_BASE) throw new Error(`A transposition key counts at most ${COUNT_BASE * COUNT_BASE - 1} cards or redeals; this game has ${most}.`);
    const maxKey = Math.ceil((maxSymbols * 6) / 8);
    this.#symbols = new Uint8Array(maxSymbols + 3);
    this.#wideLength = maxKey > 255;
    this.#maxStored = maxKey + 2;
    this.#order = new Int32Array(layout.tableauEnd - layout.tableauStart);
    this.#rank = new Int32Array(layout.tableauEnd - layout.tableauStart);
    this.#cells = new Int32Array(Math.max(0, layout.cellEnd - layout.cellStart));
    let hidden = 0;
    let maxDown = 0;
    let sound = true;
    for (let p = layout.tableauStart; p < layout.tableauEnd; p++) {
      const down = start.down[p] as number;
      hidden += down;
      maxDown = Math.max(maxDown, down);
      if (down > (start.length[p] as number)) sound = false;
    }
    this.#hiddenAsIds = sound && hidden > 0;
    this.#idStride = maxDown + 1;
    this.#startDown = start.down.slice(layout.tableauStart, layout.tableauEnd);
    this.#hiddenIds = new Int32Array((layout.tableauEnd - layout.tableauStart) * this.#idStride);
    const ids = new Map<string, number>();
    for (let p = layout.tableauStart; p < layout.tableauEnd; p++) {
      let faces = '';
      for (let d = 1; d <= (start.down[p] as number); d++) {
        faces += `${(start.faces[p * rules.capacity + d - 1] as number) & 63},`;
        let id = ids.get(faces);
        if (id === undefined) {
          id = ids.size + 1;
          ids.set(faces, id);
        }
        this.#hiddenIds[(p - layout.tableauStart) * this.#idStride + d] = id;
      }
    }
    this.#idSymbols = ids.size < COUNT_BASE ? 1 : 2;
  }

  get size(): number {
    return this.#size;
  }

  /** The bytes the table holds: the slots and the key arena's chunks. */
  get bytes(): number {
    return this.#slots.byteLength + this.#arenaBytes;
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
    if (this.#symbolCount < 0) this.#writeSymbols(pos);
    const chunkIndex = this.#chunks.length - 1;
    const chunk = this.#chunks[chunkIndex] as Uint8Array;
    const offset = chunkIndex * CHUNK + this.#fill;
    const from = this.#fill + (this.#wideLength ? 2 : 1);
    const length = pack(this.#symbols, this.#symbolCount, chunk, from);
    if (this.#wideLength) chunk[from - 2] = length >>> 8;
    chunk[from - 1] = length & 255;
    const end = from + length;
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
    this.#symbolCount = -1;
    const slots = this.#slots;
    const count = slots.length >> 1;
    for (let at = place(hash, this.#scale, count); ; at = at + 1 === count ? 0 : at + 1) {
      const held = slots[2 * at] as number;
      if (held === 0) return at;
      if (slots[2 * at + 1] !== hash) continue;
      if (this.#symbolCount < 0) this.#writeSymbols(pos);
      if (this.#matches(held - 1)) return -1 - at;
    }
  }

  /**
   * Whether the key stored at `offset` is the probed position's: its symbols (written) packed as they are
   * compared, without packing them anywhere, stopping at the first byte that differs.
   */
  #matches(offset: number): boolean {
    const chunk = this.#chunks[offset >>> CHUNK_BITS] as Uint8Array;
    let at = offset & CHUNK_MASK;
    let length = chunk[at++] as number;
    if (this.#wideLength) length = (length << 8) | (chunk[at++] as number);
    const count = this.#symbolCount;
    if (length !== packedLength(count)) return false;
    const symbols = this.#symbols;
    const whole = count & ~3;
    let i = 0;
    for (; i < whole; i += 4, at += 3) {
      const word = ((symbols[i] as number) << 18) | ((symbols[i + 1] as number) << 12) | ((symbols[i + 2] as number) << 6) | (symbols[i + 3] as number);
      if (word !== (((chunk[at] as number) << 16) | ((chunk[at + 1] as number) << 8) | (chunk[at + 2] as number))) return false;
    }
    // The last one to three symbols, padded (see `pack`): as many bytes as they fill.
    if (i === count) return true;
    const word = ((symbols[i] as number) << 18) | ((symbols[i + 1] as number) << 12) | ((symbols[i + 2] as number) << 6) | PAD;
    const rest = count - i;
    if (chunk[at] !== word >>> 16) return false;
    if (rest > 1 && chunk[at + 1] !== ((word >>> 8) & 255)) return false;
    return rest < 3 || chunk[at + 2] === (word & 255);
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
    if (layout.stock >= 0) {
      if (rules.stockKind === 'draw-to-waste') {
        lo = (lo + mix((pileLo[layout.stock] as number) ^ 0x2545f491)) | 0;
        lo = (lo + mix((pileLo[layout.waste] as number) ^ 0x68e31da4)) | 0;
        if (Number.isFinite(rules.redeals)) lo = (lo + mix(pos.redealsUsed ^ 0x0e9bd1a3)) | 0;
      } else {
        lo = (lo + mix((pos.length[layout.stock] as number) ^ 0x61c88647)) | 0;
      }
    }
    return lo;
  }

  /** Puts the columns in their key's order into `#order`: sorted when they are interchangeable, else as they lie. */
  #sortColumns(pos: CompactPosition): void {
    const tableauStart = this.rules.layout.tableauStart;
    const columnCount = this.#order.length;
    const order = this.#order;
    const rank = this.#rank;
    const pileLo = pos.pileLo;
    if (!this.symmetric(pos)) {
      for (let i = 0; i < columnCount; i++) order[i] = tableauStart + i;
      this.#inPlaces = true;
      return;
    }
    // By the columns' own hashes (equal columns hash alike), the columns compared only when they tie. The
    // sort starts from the last position's order: a position probed next differs in a column or two, so
    // the insertion sort has little to move.
    if (this.#inPlaces) {
      for (let i = 0; i < columnCount; i++) order[i] = tableauStart + i;
      this.#inPlaces = false;
    }
    for (let i = 0; i < columnCount; i++) rank[i] = pileLo[order[i] as number] as number;
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

  /** Writes the position's key symbols into `#symbols` (the columns sorted into `#order` first), their count into `#symbolCount`. */
  #writeSymbols(pos: CompactPosition): void {
    this.#sortColumns(pos);
    const rules = this.rules;
    const layout = rules.layout;
    const { cellStart, cellEnd } = layout;
    const order = this.#order;
    const symbols = this.#symbols;
    let at = 0;
    for (let i = 0; i < order.length; i++) {
      at = this.#hiddenAsIds ? this.#writeColumn(pos, symbols, at, order[i] as number) : writePile(pos, symbols, at, order[i] as number);
    }
    if (cellEnd > cellStart) {
      const filled = this.#sortCells(pos);
      const cells = this.#cells;
      for (let i = 0; i < filled; i++) symbols[at++] = cells[i] as number;
      symbols[at++] = CELLS_END;
    }
    if (layout.stock >= 0) {
      if (rules.stockKind === 'draw-to-waste') {
        at = writePile(pos, symbols, at, layout.stock);
        at = writePile(pos, symbols, at, layout.waste);
        if (Number.isFinite(rules.redeals)) at = writeCount(symbols, at, rules.redeals - pos.redealsUsed);
      } else {
        at = writeCount(symbols, at, pos.length[layout.stock] as number);
      }
    }
    // Padding for `pack` and `#matches`, which read symbols four at a time.
    symbols[at] = PAD;
    symbols[at + 1] = PAD;
    symbols[at + 2] = PAD;
    this.#symbolCount = at;
  }

  /**
   * Writes column `p`'s symbols: its face-up faces, then `PILE_END`, or, when it has face-down cards,
   * `HIDDEN_END` and their id (see the constructor).
   */
  #writeColumn(pos: CompactPosition, symbols: Uint8Array, at: number, p: number): number {
    const len = pos.length[p] as number;
    const down = pos.down[p] as number;
    const c = p - this.rules.layout.tableauStart;
    if (down > (this.#startDown[c] as number)) throw new Error(`Column ${c + 1} has ${down} face-down cards, more than at the table's start: a transposition table keys only positions reached from its start.`);
    const base = p * pos.rules.capacity;
    const faces = pos.faces;
    at = writeFaces(faces, base + down, base + len, symbols, at);
    if (down === 0) {
      symbols[at++] = PILE_END;
      return at;
    }
    symbols[at++] = HIDDEN_END;
    const id = this.#hiddenIds[c * this.#idStride + down] as number;
    if (this.#idSymbols === 1) {
      symbols[at++] = id;
      return at;
    }
    return writeCount(symbols, at, id);
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
    if (this.bytes + extra > this.#maxBytes) return false;
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

/** Writes pile `p`'s symbols into `symbols` from `at` on (see `DOWN_END`); returns where they end. */
function writePile(pos: CompactPosition, symbols: Uint8Array, at: number, p: number): number {
  const len = pos.length[p] as number;
  const down = Math.min(pos.down[p] as number, len);
  const base = p * pos.rules.capacity;
  const faces = pos.faces;
  at = writeFaces(faces, base, base + down, symbols, at);
  if (down > 0) symbols[at++] = DOWN_END;
  at = writeFaces(faces, base + down, base + len, symbols, at);
  symbols[at++] = PILE_END;
  return at;
}

/**
 * For each six-bit face, the face a run built down in suit goes on with (the same suit, a rank lower), or
 * 64 after an Ace, which no face equals: a run's test is one look-up.
 */
const RUN_NEXT = Uint8Array.from({ length: 64 }, (_, face) => (face < 52 && face % 13 !== 0 ? face - 1 : 64));

/** Writes the faces of `faces` from `from` to `end` as symbols, runs down in suit as `RUN` symbols. */
export function writeFaces(faces: Uint8Array, from: number, end: number, symbols: Uint8Array, at: number): number {
  let i = from;
  while (i < end) {
    let face = (faces[i++] as number) & 63;
    symbols[at++] = face;
    const runStart = i;
    while (i < end && ((faces[i] as number) & 63) === RUN_NEXT[face]) {
      face--;
      i++;
    }
    let run = i - runStart;
    if (run === 0) continue;
    for (; run > MAX_RUN; run -= MAX_RUN) symbols[at++] = RUN + MAX_RUN;
    symbols[at++] = RUN + run;
  }
  return at;
}

/** Writes a count as two symbols (see `COUNT_BASE`). */
function writeCount(symbols: Uint8Array, at: number, n: number): number {
  const rest = Math.max(0, n);
  symbols[at++] = Math.floor(rest / COUNT_BASE);
  symbols[at++] = rest % COUNT_BASE;
  return at;
}

/** The bytes `count` six-bit symbols take packed four to three. */
function packedLength(count: number): number {
  return (count * 3 + 3) >> 2;
}

/**
 * Packs `count` six-bit symbols four to three bytes into `bytes` from `at` on, the last byte's spare bits
 * ones (the three places after the symbols are set to `PAD`); returns the bytes' count.
 */
export function pack(symbols: Uint8Array, count: number, bytes: Uint8Array, at = 0): number {
  symbols[count] = PAD;
  symbols[count + 1] = PAD;
  symbols[count + 2] = PAD;
  const whole = count & ~3;
  let out = at;
  let i = 0;
  for (; i < whole; i += 4) {
    const b = symbols[i + 1] as number;
    const c = symbols[i + 2] as number;
    bytes[out++] = ((symbols[i] as number) << 2) | (b >>> 4);
    bytes[out++] = ((b & 15) << 4) | (c >>> 2);
    bytes[out++] = ((c & 3) << 6) | (symbols[i + 3] as number);
  }
  // The last one to three symbols: as many bytes as they fill, no more (the next key follows).
  const rest = count - i;
  if (rest > 0) {
    const b = symbols[i + 1] as number;
    const c = symbols[i + 2] as number;
    bytes[out++] = ((symbols[i] as number) << 2) | (b >>> 4);
    if (rest > 1) bytes[out++] = ((b & 15) << 4) | (c >>> 2);
    if (rest > 2) bytes[out++] = ((c & 3) << 6) | PAD;
  }
  return out - at;
}

function comparePiles(pos: CompactPosition, a: number, b: number): number {
  const da = pos.down[a] as number;
  const db = pos.down[b] as number;
  if (da !== db) return da - db;
  const la = pos.length[a] as number;
  const lb = pos.length[b] as number;
  const n = Math.min(la, lb);
  // Equal face-down counts: the bytes at each height carry the same marks, so they order as the faces.
  const faces = pos.faces;
  const baseA = a * pos.rules.capacity;
  const baseB = b * pos.rules.capacity;
  for (let i = 0; i < n; i++) {
    const d = (faces[baseA + i] as number) - (faces[baseB + i] as number);
    if (d !== 0) return d;
  }
  return la - lb;
}
