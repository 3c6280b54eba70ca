import { MoveList } from '../engine/compact-moves.js';
import type { CompactPosition } from '../engine/compact-position.js';
import { CELL, NO_PILE, TABLEAU, codeCount, codeFrom, codeTo, moveCode, type CompactRules } from '../engine/compact-rules.js';
import type { Level } from './level.js';

/**
 * The prune step of the depth-first search: the moves of a position that can only lead to positions stored
 * already, known from how the search entered it, so that skipping them stores the same positions in the
 * same order (a test plays every skipped move and checks, see `SearchLimits.checkSkippedMoves`). Two kinds:
 * moves that commute with the entering move, and detours. Both need the search to have entered the
 * position `P` from its parent `G` by one plain card move `a` (no effect, no safe move after it: the
 * level's `undos` entry is set); elsewhere nothing is pruned.
 *
 * It holds what it learnt of the entering move, set by {@link enter} for each expansion and read by
 * {@link skips} for each of its moves.
 */
export class Pruning {
  readonly #rules: CompactRules;
  readonly #pos: CompactPosition;
  /** False where a hint's search rates the children that turn up a card without storing them: nothing is proved stored. */
  readonly #enabled: boolean;
  /** The codes of the parent's earlier children that commute with the entering move (cells named alike). */
  readonly #commuting = new MoveList();
  /** The entering move's source and destination and the cards it carried, and the parent's list. */
  #detourFrom = -1;
  #detourTo = -1;
  #detourCount = 0;
  #detourList: MoveList | null = null;

  constructor(rules: CompactRules, pos: CompactPosition, enabled: boolean) {
    this.#rules = rules;
    this.#pos = pos;
    this.#enabled = enabled;
  }

  /** Learns how the search entered the position `pos` is at: by `parent`'s child `entered`, or from nowhere (`parent` null). */
  enter(parent: Level | null, entered: number): void {
    this.#commuting.clear();
    this.#detourList = null;
    if (parent === null || !this.#enabled || (parent.undos[entered] as number) < 0) return;
    this.#collectCommuting(parent, entered);
    const a = parent.firstCode(entered);
    this.#detourFrom = codeFrom(a);
    this.#detourTo = codeTo(a);
    this.#detourCount = codeCount(a);
    this.#detourList = parent.moves;
  }

  /** Whether the move `code` of the position entered can only meet the table. */
  skips(code: number): boolean {
    return (this.#commuting.size > 0 && this.#commuting.includes(this.#anyCell(code))) || this.#isDetour(code);
  }

  /**
   * Collects the earlier children `b` of the parent `G` that commute with the entering move `a`: plain
   * moves too, on other piles, after which `a` is still listed. The search has already expanded `G + b`
   * whole, where `a` was listed (see {@link #listedAfter}), so `G + b + a`, which is `G + a + b`, is stored
   * already (or the search would have stopped there). Cells are interchangeable in the key, so a move into
   * a cell counts as the same move whichever cell it takes: two cards sent to the first empty cell, one
   * before the other, commute, each taking the next empty cell after the other (a card that leaves a cell
   * frees one too).
   */
  #collectCommuting(parent: Level, entered: number): void {
    const kinds = this.#rules.kinds;
    const a = parent.firstCode(entered);
    const aFrom = codeFrom(a);
    const aTo = codeTo(a);
    for (let i = 0; i < parent.next - 1; i++) {
      const b = parent.order[i] as number;
      if ((parent.undos[b] as number) < 0) continue;
      const code = parent.firstCode(b);
      const from = codeFrom(code);
      const to = codeTo(code);
      if (from === aFrom || from === aTo || to === aFrom || (to === aTo && kinds[to] !== CELL)) continue;
      if (this.#listedAfter(a, code)) this.#commuting.push(this.#anyCell(code));
    }
  }

  /**
   * Whether the card move `a` (played last, into the position `pos` is at) was listed, and not found
   * pointless, after the card move `b` on other piles, in the position `a` was played from, or its like
   * into another cell when `a` went into a cell. Only the empty columns and cells that `b` changes can
   * tell: filling one lowers the run limits (a single card moves whatever they are); emptying one raises
   * them, and makes a move into a later empty column pointless (into a later empty cell too, but the card
   * then goes into the cell `b` emptied, which the key cannot tell from the other).
   */
  #listedAfter(a: number, b: number): boolean {
    const kinds = this.#rules.kinds;
    const aTo = codeTo(a);
    const bFrom = codeFrom(b);
    const bTo = codeTo(b);
    const length = this.#pos.length;
    if (this.#isSpace(bTo) && length[bTo] === 0 && codeCount(a) !== 1) return false;
    if (this.#isSpace(bFrom) && length[bFrom] === codeCount(b) && kinds[aTo] !== CELL) {
      const aToWasEmpty = this.#isSpace(aTo) && length[aTo] === codeCount(a);
      if (aToWasEmpty && kinds[bFrom] === kinds[aTo] && bFrom < aTo) return false;
    }
    return true;
  }

  /**
   * Whether `code` moves on the `k` cards `a` moved, from `d` to a pile `e`, where `G` listed a move of
   * `k` cards from `s` to `e` and its expansion played it (not skipped as lateral: the expand step marks
   * those in the list). That leads to `G` played `s` to `e`: pile `s` lost the cards, `d` is as it was in
   * `G` (its top card was face up, or it was empty, before `a`: `a` turned nothing up), `e` gained them,
   * and whatever the move lifts from `e` it lifts in both; both positions were entered from one with no
   * safe move, so they play the same safe moves after it. `G`'s expansion made that child and found it
   * stored or stored it, or skipped it as the way back, as commuting or as such a detour (each proved
   * stored). Cells are not named alike here: a move listed into a cell is into the first empty one, and `a`
   * leaves the cells but `s` and `d` alone.
   */
  #isDetour(code: number): boolean {
    const list = this.#detourList;
    if (list === null || codeFrom(code) !== this.#detourTo || codeCount(code) !== this.#detourCount || (code & 3) !== 0) return false;
    return list.includes(moveCode(this.#detourFrom, codeTo(code), this.#detourCount));
  }

  /** Whether a pile's emptiness counts in the move rules: a column or a cell (run limits, pointless moves). */
  #isSpace(p: number): boolean {
    const kind = this.#rules.kinds[p];
    return kind === TABLEAU || kind === CELL;
  }

  /** A card move's code with any cell it goes into named alike (`NO_PILE`). */
  #anyCell(code: number): number {
    return this.#rules.kinds[codeTo(code)] === CELL ? moveCode(codeFrom(code), NO_PILE, codeCount(code)) : code;
  }
}
