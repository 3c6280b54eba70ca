import type { CardId, Effect, PileId, PileState } from '@patience/core';
import { dealRowStart, foundationTaking, gatheredStock, redealtGrid, redealtTableau, type GameState } from '@patience/core/engine';
import type { GapFillSource, TableauRedeal } from '@patience/core/rules';
import { CELL, DEAL_CODE, FOUNDATION, REDEAL_CODE, STOCK, TABLEAU, WASTE, codeCount, codeFrom, codeTo, type CompactRules } from './compact-rules.js';

/** The source a fill's pile id names. */
function fillSource(id: PileId): 'reserve' | 'stock' | 'waste' {
  return id === 'stock' || id === 'waste' ? id : 'reserve';
}

/**
 * The flags of a card's byte in {@link CompactPosition.faces}: the face (card id modulo 52) is in the low
 * six bits, `FIRST_CARD` marks the bottom card of a pile and `FACE_DOWN` a face-down card.
 */
export const FIRST_CARD = 0x40;
export const FACE_DOWN = 0x80;

/** Effect flags {@link CompactPosition.make} returns. */
export const TURNED_UP = 1;
export const RUN_LIFTED = 2;
/** A column was filled from the reserve: a third pile changed. */
export const FILLED = 4;
/** A card was paired with the card it was played onto: both went to the foundation, a third pile. */
export const PAIRED = 8;

// Operations in the undo log, each one number: the kind in the low 3 bits, then its fields.
const OP_TRANSFER = 1; // from << 3, to << 10, count << 17
const OP_DOWN = 2; // pile << 3, old face-down count << 10
const OP_LIFT = 3; // pile << 3, foundation << 10
const OP_TURN = 4; // pile << 3, card << 10
const OP_REDEAL = 5;
const OP_FILL = 6; // column << 3, source pile << 10 (the transfer itself is logged before it)
const OP_PILE = 7; // pile << 3, old face-down count << 10, old length << 19; the old cards are logged before it, bottom first
// A card logged for OP_PILE: card << 3 over kind 0, which no operation has, so that reading the log for effects skips it.
const LOGGED_CARD = 0;

/**
 * A position for search, mutated in place: every pile a slice of one `Uint16Array` (card ids reach 415 in a
 * one-suit two-deck game)
 * (`capacity` bytes apart), its length and face-down count in two `Int32Array`s, and each pile's Zobrist
 * hash (two 32-bit halves) kept up to date card by card. {@link make} plays a move's code with its
 * automatic effects and logs how to take it back; {@link unmake} takes the last one back. No object is
 * made per move. Score and move count are not kept: the search does not read them.
 */
export class CompactPosition {
  readonly rules: CompactRules;
  readonly cards: Uint16Array;
  /**
   * One byte a card, beside {@link cards} (same places): the card's face with the flags `FIRST_CARD` and
   * `FACE_DOWN`, kept move by move, so that a transposition key is the piles' bytes copied as they are.
   */
  readonly faces: Uint8Array;
  readonly length: Int32Array;
  readonly down: Int32Array;
  readonly pileLo: Int32Array;
  readonly pileHi: Int32Array;
  /**
   * How many cards from the bottom of each pile make a run built down from a King under the build rule
   * (0 when the bottom card is no King), kept move by move where the rules have settled columns (see
   * `safeMoveOntoSettledRun`), so that telling a settled column costs no walk down it.
   */
  readonly kingRun: Int32Array;
  /**
   * Each pile's breaks as the score counts them (`compactScore`): hard and soft, and whether they are
   * stale (the pile changed since they were counted). A move marks its piles stale; the score counts those
   * again and reads the rest, so that it does not walk down every column of every position.
   */
  readonly hardBreaks: Int32Array;
  readonly softBreaks: Int32Array;
  readonly breaksStale: Uint8Array;
  /**
   * How many cards the move generator may pick up from each column under a run pick-up rule, and whether
   * that is stale (the pile changed since it was counted): a move changes two piles, so the generator walks
   * down two runs a position, not every column's.
   */
  readonly runDepth: Int32Array;
  readonly runStale: Uint8Array;
  /**
   * Each pile's id in the pile store of the table that last keyed this position (`pileIdsOf`, see
   * `PileStore`), and how many of the pile's bottom cards that id still tells: a move lowers the count to
   * the cards it left in place, and the table looks up only the cards above it.
   */
  readonly pileIds: Int32Array;
  readonly pileValid: Int32Array;
  /** The pile store {@link pileIds} come from (see {@link useIdsOf}). */
  pileIdsOf: object | undefined = undefined;
  readonly #trackRuns: boolean;
  redealsUsed = 0;
  #log = new Int32Array(1024);
  #top = 0;

  constructor(rules: CompactRules, state: GameState) {
    this.rules = rules;
    const n = rules.pileCount;
    this.cards = new Uint16Array(n * rules.capacity);
    this.faces = new Uint8Array(n * rules.capacity);
    this.length = new Int32Array(n);
    this.down = new Int32Array(n);
    this.pileLo = new Int32Array(n);
    this.pileHi = new Int32Array(n);
    this.kingRun = new Int32Array(n);
    this.hardBreaks = new Int32Array(n);
    this.softBreaks = new Int32Array(n);
    this.breaksStale = new Uint8Array(n).fill(1);
    this.runDepth = new Int32Array(n);
    this.runStale = new Uint8Array(n).fill(1);
    this.pileIds = new Int32Array(n);
    this.pileValid = new Int32Array(n);
    this.#trackRuns = rules.settledColumns;
    this.load(state);
  }

  /** Sets the position to a core state, forgetting the undo log. */
  load(state: GameState): void {
    const { capacity, pileCount, zobristLo, zobristHi, downLo, downHi } = this.rules;
    for (let p = 0; p < pileCount; p++) {
      const pile = state.piles[p] as PileState;
      let lo = downLo[pile.faceDown] as number;
      let hi = downHi[pile.faceDown] as number;
      for (let i = 0; i < pile.cards.length; i++) {
        const card = pile.cards[i] as number;
        this.cards[p * capacity + i] = card;
        lo ^= zobristLo[i * 52 + (card % 52)] as number;
        hi ^= zobristHi[i * 52 + (card % 52)] as number;
      }
      this.length[p] = pile.cards.length;
      this.down[p] = pile.faceDown;
      this.pileLo[p] = lo;
      this.pileHi[p] = hi;
      this.#markFaces(p);
    }
    this.redealsUsed = state.redealsUsed;
    this.#top = 0;
    this.#frames = 0;
    this.#countRuns();
  }

  /** Sets pile `p`'s {@link faces} afresh from its cards and face-down count. */
  #markFaces(p: number): void {
    const base = p * this.rules.capacity;
    const down = this.down[p] as number;
    const len = this.length[p] as number;
    for (let i = 0; i < len; i++) {
      this.faces[base + i] = ((this.cards[base + i] as number) % 52) | (i === 0 ? FIRST_CARD : 0) | (i < down ? FACE_DOWN : 0);
    }
    this.breaksStale[p] = 1;
    this.runStale[p] = 1;
    this.pileValid[p] = 0;
  }

  /** Sets {@link kingRun} afresh from the cards. */
  #countRuns(): void {
    if (!this.#trackRuns) return;
    for (let p = 0; p < this.rules.pileCount; p++) {
      this.kingRun[p] = 0;
      this.#extendRun(p, this.length[p] as number);
    }
  }

  /** Extends pile `p`'s King run over its cards up to height `length`, if the run reaches its old top. */
  #extendRun(p: number, length: number): void {
    const base = p * this.rules.capacity;
    const cards = this.cards;
    const builds = this.rules.layout.builds;
    let k = this.kingRun[p] as number;
    if (k === 0) {
      if (length === 0 || (cards[base] as number) % 13 !== 12) return;
      k = 1;
    }
    while (k < length && builds[((cards[base + k] as number) % 52) * 52 + ((cards[base + k - 1] as number) % 52)] === 1) k++;
    this.kingRun[p] = k;
  }

  /** The length of a {@link snapshot}: the cards are all somewhere, so every position's is the same. */
  get snapshotLength(): number {
    return 2 * this.rules.pileCount + 1 + this.rules.layout.totalCards;
  }

  /**
   * Copies the position into `out` from `at` on ({@link snapshotLength} numbers): lengths, face-down
   * counts, redeals, then every pile's cards. {@link restore} sets the position back to it.
   */
  snapshot(out: Uint16Array, at: number): void {
    const n = this.rules.pileCount;
    const capacity = this.rules.capacity;
    const cards = this.cards;
    let to = at + 2 * n + 1;
    for (let p = 0; p < n; p++) {
      const len = this.length[p] as number;
      out[at + p] = len;
      out[at + n + p] = this.down[p] as number;
      const base = p * capacity;
      for (let i = 0; i < len; i++) out[to++] = cards[base + i] as number;
    }
    out[at + 2 * n] = this.redealsUsed;
  }

  /**
   * Sets the position to the {@link snapshot} in `from` at `at`, forgetting the undo log. Only the piles
   * that differ from the snapshot's are written, their hashes, King runs and marks made afresh: a best-first
   * search restores positions near the one it is at, and a pile left alone keeps its counted breaks and run
   * depth for the next expansion.
   */
  restore(from: Uint16Array, at: number): void {
    const { capacity, pileCount, zobristLo, zobristHi, downLo, downHi } = this.rules;
    const snapshot = from;
    const cards = this.cards;
    let next = at + 2 * pileCount + 1;
    for (let p = 0; p < pileCount; p++) {
      const len = snapshot[at + p] as number;
      const faceDown = snapshot[at + pileCount + p] as number;
      const base = p * capacity;
      let same = len === this.length[p] && faceDown === this.down[p];
      for (let i = 0; same && i < len; i++) same = cards[base + i] === snapshot[next + i];
      if (same) {
        next += len;
        continue;
      }
      let lo = downLo[faceDown] as number;
      let hi = downHi[faceDown] as number;
      // How many bottom cards the pile keeps, for its id (see `pileValid`).
      const oldLength = this.length[p] as number;
      let kept = Math.min(len, oldLength, this.pileValid[p] as number, faceDown === this.down[p] ? len : Math.min(faceDown, this.down[p] as number));
      for (let i = 0; i < len; i++) {
        const card = snapshot[next + i] as number;
        if (i < kept && cards[base + i] !== card) kept = i;
        cards[base + i] = card;
        lo ^= zobristLo[i * 52 + (card % 52)] as number;
        hi ^= zobristHi[i * 52 + (card % 52)] as number;
      }
      next += len;
      this.length[p] = len;
      this.down[p] = faceDown;
      this.pileLo[p] = lo;
      this.pileHi[p] = hi;
      this.#markFaces(p);
      this.pileValid[p] = kept;
      if (this.#trackRuns) {
        this.kingRun[p] = 0;
        this.#extendRun(p, len);
      }
    }
    this.redealsUsed = snapshot[at + 2 * pileCount] as number;
    this.#top = 0;
    this.#frames = 0;
  }

  /** The position as a core state (score and move count as given: the compact position keeps neither). */
  toState(score = 0, movesMade = 0): GameState {
    const piles: PileState[] = [];
    const capacity = this.rules.capacity;
    for (let p = 0; p < this.rules.pileCount; p++) {
      const start = p * capacity;
      piles.push({ cards: Array.from<CardId>(this.cards.subarray(start, start + (this.length[p] as number))), faceDown: this.down[p] as number });
    }
    return { piles, redealsUsed: this.redealsUsed, score, movesMade };
  }

  /** The card at height `i` of pile `p` (0 is the bottom). */
  card(p: number, i: number): number {
    return this.cards[p * this.rules.capacity + i] as number;
  }

  /** The top card of pile `p`; the pile must not be empty. */
  top(p: number): number {
    return this.cards[p * this.rules.capacity + (this.length[p] as number) - 1] as number;
  }

  /** How many moves {@link make} has played that {@link unmake} has not taken back. */
  get depth(): number {
    return this.#frames;
  }
  #frames = 0;

  /**
   * Plays a legal move's code (from {@link legalMoveCodes}) with its automatic effects, as core's
   * `applyLegalMove` does, and returns the effects as flags ({@link TURNED_UP}, {@link RUN_LIFTED}).
   */
  make(code: number): number {
    const start = this.#top;
    const rules = this.rules;
    let flags = 0;
    if (code === DEAL_CODE) {
      const stock = rules.layout.stock;
      const stockLength = this.length[stock] as number;
      if (rules.stockKind === 'draw-to-waste') {
        const n = Math.min(rules.draw, stockLength);
        for (let i = 0; i < n; i++) this.#transfer(stock, rules.layout.waste, 1);
        this.#setDown(stock, rules.stockFaceUp ? 0 : stockLength - n);
        this.#setDown(rules.layout.waste, 0);
      } else {
        const columns = rules.layout.tableauEnd - rules.layout.tableauStart;
        const n = Math.min(columns, stockLength);
        const first = rules.layout.tableauStart + dealRowStart(rules.layout.variant.rules.stock, columns, n);
        for (let i = 0; i < n; i++) this.#transfer(stock, rules.playDuringDeal ? this.#dealtTo(first + i) : first + i, 1);
        this.#setDown(stock, rules.stockFaceUp ? 0 : stockLength - n);
        for (let i = 0; i < n; i++) flags |= this.#settle(first + i);
        if (rules.coveredBy !== null) flags |= this.#turnUpUncovered(-1, -1, first + n);
      }
    } else if (code === REDEAL_CODE && rules.tableauRedeal !== null) {
      const rule = rules.tableauRedeal;
      const layoutTableau = rules.layout.variant.layout.tableau;
      flags |= rule.into === 'stock' ? this.#gatherIntoStock(rule)
        : this.#redealTableau((before) => redealtTableau(rule, before, this.redealsUsed, layoutTableau), rule.gather === 'shuffled');
    } else if (code === REDEAL_CODE && rules.grid !== null) {
      const grid = rules.grid;
      flags |= this.#redealTableau((before) => redealtGrid(grid, before, this.redealsUsed), true);
    } else if (code === REDEAL_CODE) {
      const { stock, waste } = rules.layout;
      const n = this.length[waste] as number;
      for (let i = 0; i < n; i++) this.#transfer(waste, stock, 1);
      this.#setDown(stock, rules.stockFaceUp ? 0 : n);
      this.#push(OP_REDEAL);
      this.redealsUsed++;
    } else {
      const from = codeFrom(code);
      const to = codeTo(code);
      const count = codeCount(code);
      const cut = (this.length[from] as number) - count;
      const choosingBase = rules.heldColumns !== null && rules.kinds[to] === FOUNDATION && this.#foundationsEmpty();
      if (rules.pairs && rules.kinds[to] !== FOUNDATION && this.length[to] !== 0) flags |= this.#pair(from, to);
      else this.#transfer(from, to, count);
      if (choosingBase) flags |= this.#dealHeldColumns(rules.heldColumns);
      if ((this.down[from] as number) > cut) this.#setDown(from, cut);
      flags |= this.#settleTouched(to);
      flags |= this.#settleTouched(from);
      if (rules.coveredBy !== null) flags |= this.#turnUpUncovered(from, to, -1);
    }
    if (rules.fillFromReserve) flags |= this.#fillFromReserve();
    if (rules.fillGapsFrom !== null) flags |= this.#fillGaps(rules.fillGapsFrom);
    this.#push(this.#top - start);
    this.#frames++;
    return flags;
  }

  /** Takes back the last move {@link make} played. */
  unmake(): void {
    const log = this.#log;
    let ops = log[--this.#top] as number;
    while (ops-- > 0) {
      const op = log[--this.#top] as number;
      switch (op & 7) {
        case OP_TRANSFER:
          this.#move((op >>> 10) & 127, (op >>> 3) & 127, op >>> 17);
          break;
        case OP_DOWN:
          this.#down((op >>> 3) & 127, op >>> 10);
          break;
        case OP_LIFT:
          this.#move((op >>> 10) & 127, (op >>> 3) & 127, 13);
          break;
        case OP_TURN: {
          const p = (op >>> 3) & 127;
          this.#down(p, (this.down[p] as number) + 1);
          break;
        }
        case OP_FILL:
          break;
        case OP_PILE: {
          const length = op >>> 19;
          this.#top -= length;
          this.#rewritePile((op >>> 3) & 127, this.#log.subarray(this.#top, this.#top + length).map((entry) => entry >>> 3), (op >>> 10) & 511);
          ops -= length;
          break;
        }
        default:
          this.redealsUsed--;
      }
    }
    this.#frames--;
  }

  /**
   * The effects of the last move {@link make} played, as core's `Effect`s in the order they happened: for
   * tests that compare the engine with core's `applyLegalMove`.
   */
  lastEffects(): Effect[] {
    const log = this.#log;
    const ops = log[this.#top - 1] as number;
    const effects: Effect[] = [];
    const ids = this.rules.ids;
    for (let at = this.#top - 1 - ops; at < this.#top - 1; at++) {
      const op = log[at] as number;
      const p = (op >>> 3) & 127;
      if ((op & 7) === OP_TURN) effects.push({ kind: 'turned-up', pile: ids[p] as PileId, card: op >>> 10 });
      if ((op & 7) === OP_FILL) effects.push({ kind: 'filled', from: fillSource(ids[op >>> 10] as PileId), to: ids[p] as PileId, cards: [this.card(p, 0)] });
      if ((op & 7) === OP_LIFT) {
        const f = (op >>> 10) & 127;
        const start = f * this.rules.capacity;
        effects.push({ kind: 'run-lifted', from: ids[p] as PileId, to: ids[f] as PileId, cards: Array.from<CardId>(this.cards.subarray(start, start + 13)) });
      }
    }
    return effects;
  }

  /**
   * Gathers the tableau and deals it again as core's redeal does (the piles `redealt` gives: core's `redealtTableau`, or
   * `redealtGrid` for a grid's cards not in sequence), logging
   * each column's old cards so that {@link unmake} can put them back, then settles the columns in order. A
   * shuffled redeal reports {@link TURNED_UP}: the order it deals was hidden until it was made; so does one in
   * order that gathers face-down cards, which it may deal face up. The cards it deals face down (`perPile:
   * "as-dealt"`) are face down in the position, hidden as any other.
   */
  #redealTableau(redealt: (before: PileState[]) => PileState[], shuffles: boolean): number {
    const { tableauStart, tableauEnd } = this.rules.layout;
    const capacity = this.rules.capacity;
    const before: PileState[] = [];
    for (let t = tableauStart; t < tableauEnd; t++) {
      const start = t * capacity;
      before.push({ cards: Array.from<CardId>(this.cards.subarray(start, start + (this.length[t] as number))), faceDown: this.down[t] as number });
    }
    const dealt = redealt(before);
    for (let t = tableauStart; t < tableauEnd; t++) {
      const old = before[t - tableauStart] as PileState;
      for (const card of old.cards) this.#push((card << 3) | LOGGED_CARD);
      this.#push(OP_PILE | (t << 3) | (old.faceDown << 10) | (old.cards.length << 19));
      const pile = dealt[t - tableauStart] as PileState;
      this.#rewritePile(t, pile.cards, pile.faceDown);
    }
    this.#push(OP_REDEAL);
    this.redealsUsed++;
    // A shuffle shows an order no player knew before, and cards gathered in order from under face-down ones may
    // be dealt face up: to a search that may not look, as a card turned up.
    let flags = shuffles || before.some((pile) => pile.faceDown > 0) ? TURNED_UP : 0;
    for (let t = tableauStart; t < tableauEnd; t++) flags |= this.#settle(t);
    return flags;
  }

  /**
   * Gathers the tableau into the stock as core's redeal `into: 'stock'` does (the stock from core's `gatheredStock`),
   * logging each column's cards and the empty stock so that {@link unmake} can put them back. The stock lies face
   * down, so its new order is hidden: to a search that may not look, as a card turned up.
   */
  #gatherIntoStock(rule: TableauRedeal): number {
    const { tableauStart, tableauEnd, stock } = this.rules.layout;
    const capacity = this.rules.capacity;
    const before: PileState[] = [];
    for (let t = tableauStart; t < tableauEnd; t++) {
      const start = t * capacity;
      before.push({ cards: Array.from<CardId>(this.cards.subarray(start, start + (this.length[t] as number))), faceDown: this.down[t] as number });
    }
    const gathered = gatheredStock(rule, before, this.redealsUsed);
    for (let t = tableauStart; t < tableauEnd; t++) {
      const old = before[t - tableauStart] as PileState;
      for (const card of old.cards) this.#push((card << 3) | LOGGED_CARD);
      this.#push(OP_PILE | (t << 3) | (old.faceDown << 10) | (old.cards.length << 19));
      this.#rewritePile(t, [], 0);
    }
    this.#push(OP_PILE | (stock << 3) | ((this.down[stock] as number) << 10));
    this.#rewritePile(stock, gathered, this.rules.stockFaceUp ? 0 : gathered.length);
    this.#push(OP_REDEAL);
    this.redealsUsed++;
    return TURNED_UP;
  }

  /** Sets pile `p` to `cards` (bottom first) with `faceDown` of them face down: its hash, marks and King run made afresh. */
  #rewritePile(p: number, cards: ArrayLike<number>, faceDown: number): void {
    const { capacity, zobristLo, zobristHi, downLo, downHi } = this.rules;
    const base = p * capacity;
    let lo = downLo[faceDown] as number;
    let hi = downHi[faceDown] as number;
    for (let i = 0; i < cards.length; i++) {
      const card = cards[i] as number;
      this.cards[base + i] = card;
      lo ^= zobristLo[i * 52 + (card % 52)] as number;
      hi ^= zobristHi[i * 52 + (card % 52)] as number;
    }
    this.length[p] = cards.length;
    this.down[p] = faceDown;
    this.pileLo[p] = lo;
    this.pileHi[p] = hi;
    this.#markFaces(p);
    if (this.#trackRuns) {
      this.kingRun[p] = 0;
      this.#extendRun(p, cards.length);
    }
  }

  /**
   * With pairs foundations, a card played onto a card is played onto its partner: both go to the
   * foundation, the moving card first, as core's `applyLegalMove` does.
   */
  #pair(from: number, to: number): number {
    const home = this.rules.layout.foundationStart;
    this.#transfer(from, home, 1);
    this.#transfer(to, home, 1);
    const left = this.length[to] as number;
    if ((this.down[to] as number) > left) this.#setDown(to, left);
    return PAIRED;
  }

  /** The automatic effects on a pile a move touched, as core's `settle` runs them: the reserve turns up its card, a column settles. */
  #settleTouched(p: number): number {
    if (p === this.rules.reserve) return this.#turnUp(p);
    return this.rules.kinds[p] === TABLEAU ? this.#settle(p) : 0;
  }

  /**
   * Turns up, in pile order, the face-down cards of the columns a move uncovered: those that a touched pile
   * covers (`a`, `b`, or a column below `dealtTo` that a deal reached), as core's `turnUpUncovered` does.
   */
  /**
   * Where the stock's top card goes under `layout.playDuringDeal`: the first foundation that takes it, by core's
   * `foundationTaking` (the rule's one reading), or `column` when none does.
   */
  #dealtTo(column: number): number {
    const layout = this.rules.layout;
    const foundations: CardId[][] = [];
    for (let f = layout.foundationStart; f < layout.foundationEnd; f++) {
      foundations.push(Array.from({ length: this.length[f] as number }, (_, i) => this.card(f, i)));
    }
    const home = foundationTaking(layout.variant, layout.foundationSuit, foundations, this.top(layout.stock));
    return home < 0 ? column : layout.foundationStart + home;
  }

  #turnUpUncovered(a: number, b: number, dealtTo: number): number {
    const { coveredBy, layout } = this.rules;
    let flags = 0;
    for (let p = layout.tableauStart; p < layout.tableauEnd; p++) {
      const covers = (coveredBy as readonly (readonly number[])[])[p - layout.tableauStart] as readonly number[];
      for (const c of covers) {
        if (c === a || c === b || (c >= layout.tableauStart && c < dealtTo)) {
          flags |= this.#turnUp(p);
          break;
        }
      }
    }
    return flags;
  }

  /** Whether a column is covered: some column covering it still holds a card (see `CompactRules.coveredBy`). */
  covered(p: number): boolean {
    const coveredBy = this.rules.coveredBy;
    if (coveredBy === null) return false;
    const covers = coveredBy[p - this.rules.layout.tableauStart];
    if (covers === undefined) return false;
    for (const c of covers) if (this.length[c] !== 0) return true;
    return false;
  }

  /** Lifts a complete run off a column, then turns up its exposed card, as core's `settle` does. */
  #settle(p: number): number {
    const rules = this.rules;
    let flags = 0;
    if (rules.liftRuns) {
      const len = this.length[p] as number;
      if (len - (this.down[p] as number) >= 13 && this.#completeRun(p, len - 13)) {
        const { foundationStart, foundationEnd } = rules.layout;
        let slot = -1;
        for (let f = foundationStart; f < foundationEnd; f++) {
          if (this.length[f] === 0) {
            slot = f;
            break;
          }
        }
        if (slot >= 0) {
          this.#move(p, slot, 13);
          this.#push(OP_LIFT | (p << 3) | (slot << 10));
          flags |= RUN_LIFTED;
        }
      }
    }
    return flags | this.#turnUp(p);
  }

  /** Turns up a face-down card left on top of pile `p`, when the rules say so, as core's `turnUp` does. */
  #turnUp(p: number): number {
    const down = this.down[p] as number;
    if (!this.rules.turnUpExposed || down === 0 || down !== this.length[p] || this.covered(p)) return 0;
    this.#down(p, down - 1);
    this.#push(OP_TURN | (p << 3) | (this.top(p) << 10));
    return TURNED_UP;
  }

  /**
   * Fills each empty column, left to right, with the reserve's top card while the reserve has cards, as
   * core's `fillFromReserve` does: the card is played face up, and the reserve's next card turns up as usual.
   */
  #fillFromReserve(): number {
    const { reserve, layout } = this.rules;
    let flags = 0;
    for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
      const left = (this.length[reserve] as number) - 1;
      if (left < 0) break;
      if (this.length[t] !== 0) continue;
      this.#transfer(reserve, t, 1);
      if ((this.down[reserve] as number) > left) this.#setDown(reserve, left);
      this.#push(OP_FILL | (t << 3) | (reserve << 10));
      flags |= FILLED | this.#turnUp(reserve);
    }
    return flags;
  }

  /**
   * Fills each empty column, left to right, from the stock or the waste as core's `fillGaps` does (the waste
   * first where both may fill). A card taken face down from the stock was hidden: it reports {@link TURNED_UP}.
   */
  /** Whether every foundation is empty: with a base the player chooses, the next move to one chooses it. */
  #foundationsEmpty(): boolean {
    const { foundationStart, foundationEnd } = this.rules.layout;
    for (let f = foundationStart; f < foundationEnd; f++) if (this.length[f] !== 0) return false;
    return true;
  }

  /** Deals each of `columns` one card from the stock, face up, in order, as core's `dealHeldColumns` does. */
  #dealHeldColumns(columns: readonly number[]): number {
    const { stock } = this.rules.layout;
    let flags = 0;
    for (const t of columns) {
      if (stock < 0 || this.length[stock] === 0) break;
      flags |= this.#fillColumn(stock, t);
    }
    return flags;
  }

  #fillGaps(source: GapFillSource): number {
    const { layout } = this.rules;
    let flags = 0;
    for (let t = layout.tableauStart; t < layout.tableauEnd; t++) {
      if (this.length[t] !== 0) continue;
      const from = source !== 'stock' && layout.waste >= 0 && this.length[layout.waste] !== 0 ? layout.waste
        : source !== 'waste' && layout.stock >= 0 && this.length[layout.stock] !== 0 ? layout.stock : -1;
      if (from < 0) break;
      flags |= this.#fillColumn(from, t);
    }
    return flags;
  }

  /**
   * Moves the top card of pile `from` (the stock or the waste) into empty column `t` as core's `fillColumn` does, the
   * stock's next card face down as the stock lies; returns the effect's flags, a stock card counting as turned up.
   */
  #fillColumn(from: number, t: number): number {
    const { layout, stockFaceUp } = this.rules;
    const left = (this.length[from] as number) - 1;
    this.#transfer(from, t, 1);
    if (from === layout.stock) this.#setDown(from, stockFaceUp ? 0 : left);
    this.#push(OP_FILL | (t << 3) | (from << 10));
    return FILLED | (from === layout.stock && !stockFaceUp ? TURNED_UP : 0);
  }

  #completeRun(p: number, from: number): boolean {
    const base = p * this.rules.capacity;
    const cards = this.cards;
    if ((cards[base + from] as number) % 13 !== 12) return false;
    const links = this.rules.liftLinks;
    for (let i = from + 1; i < from + 13; i++) {
      if (links[((cards[base + i] as number) % 52) * 52 + ((cards[base + i - 1] as number) % 52)] !== 1) return false;
    }
    return true;
  }

  #transfer(from: number, to: number, count: number): void {
    this.#move(from, to, count);
    this.#push(OP_TRANSFER | (from << 3) | (to << 10) | (count << 17));
  }

  #setDown(p: number, value: number): void {
    const old = this.down[p] as number;
    if (old === value) return;
    this.#down(p, value);
    this.#push(OP_DOWN | (p << 3) | (old << 10));
  }

  /** Moves the top `count` cards of `from` onto `to`, in order, updating both piles' hashes. */
  #move(from: number, to: number, count: number): void {
    const { capacity, zobristLo, zobristHi } = this.rules;
    const cards = this.cards;
    const fromLength = this.length[from] as number;
    const toLength = this.length[to] as number;
    let fromLo = this.pileLo[from] as number;
    let fromHi = this.pileHi[from] as number;
    let toLo = this.pileLo[to] as number;
    let toHi = this.pileHi[to] as number;
    const cut = fromLength - count;
    const faces = this.faces;
    const toDown = this.down[to] as number;
    for (let i = 0; i < count; i++) {
      const card = cards[from * capacity + cut + i] as number;
      const face = card % 52;
      const at = toLength + i;
      cards[to * capacity + at] = card;
      faces[to * capacity + at] = face | (at === 0 ? FIRST_CARD : 0) | (at < toDown ? FACE_DOWN : 0);
      fromLo ^= zobristLo[(cut + i) * 52 + face] as number;
      fromHi ^= zobristHi[(cut + i) * 52 + face] as number;
      toLo ^= zobristLo[(toLength + i) * 52 + face] as number;
      toHi ^= zobristHi[(toLength + i) * 52 + face] as number;
    }
    this.length[from] = cut;
    this.length[to] = toLength + count;
    this.breaksStale[from] = 1;
    this.breaksStale[to] = 1;
    this.runStale[from] = 1;
    this.runStale[to] = 1;
    if ((this.pileValid[from] as number) > cut) this.pileValid[from] = cut;
    if (this.#trackRuns) {
      if ((this.kingRun[from] as number) > cut) this.kingRun[from] = cut;
      if (this.kingRun[to] === toLength) this.#extendRun(to, toLength + count);
    }
    this.pileLo[from] = fromLo;
    this.pileHi[from] = fromHi;
    this.pileLo[to] = toLo;
    this.pileHi[to] = toHi;
  }

  #down(p: number, value: number): void {
    const { downLo, downHi } = this.rules;
    const old = this.down[p] as number;
    // The cards between the old and the new count change sides (those the pile holds).
    const base = p * this.rules.capacity;
    const len = this.length[p] as number;
    const faces = this.faces;
    if (value < old) for (let i = value; i < old && i < len; i++) faces[base + i] = (faces[base + i] as number) & ~FACE_DOWN;
    else for (let i = old; i < value && i < len; i++) faces[base + i] = (faces[base + i] as number) | FACE_DOWN;
    this.pileLo[p] = (this.pileLo[p] as number) ^ (downLo[old] as number) ^ (downLo[value] as number);
    this.pileHi[p] = (this.pileHi[p] as number) ^ (downHi[old] as number) ^ (downHi[value] as number);
    this.down[p] = value;
    this.breaksStale[p] = 1;
    this.runStale[p] = 1;
    const changed = Math.min(old, value);
    if ((this.pileValid[p] as number) > changed) this.pileValid[p] = changed;
  }

  /** Makes `store` the giver of {@link pileIds}: when another store gave them, they are forgotten. */
  useIdsOf(store: object): void {
    if (this.pileIdsOf === store) return;
    this.pileIdsOf = store;
    this.pileIds.fill(0);
    this.pileValid.fill(0);
  }

  #push(value: number): void {
    if (this.#top >= this.#log.length) {
      const log = new Int32Array(this.#log.length * 2);
      log.set(this.#log);
      this.#log = log;
    }
    this.#log[this.#top++] = value;
  }
}

export { CELL, FOUNDATION, STOCK, WASTE };
