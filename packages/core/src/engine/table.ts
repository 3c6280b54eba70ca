import { wasteFaces } from './waste-build.js';
import { PatienceError } from '../errors/errors.js';
import { show } from '../rules/check.js';
import { madeVariant } from '../rules/made.js';
import type { PairBy, Variant } from '../rules/vocabulary.js';
import { SUITS } from '../cards/card.js';
import { cellWord } from '../text/words.js';
import { compiledFaces, type FaceTable } from './building.js';
import { foundationOrder, isClassicOrder } from './foundations.js';
import type { Move, PileId, PileKind, PileState } from './types.js';

/**
 * A variant's piles, laid out for fast lookup: where each kind of pile sits in {@link GameState.piles}
 * (ranges are half-open: `tableauStart <= i < tableauEnd`), and the suit each foundation takes. This is
 * the public part of the engine's own table ({@link pileTable}); solvers and UIs read piles through it
 * instead of parsing pile ids.
 */
export interface PileTable {
  /** Pile ids in pile order. */
  readonly ids: readonly PileId[];
  /** The kind of each pile, in pile order. */
  readonly kinds: readonly PileKind[];
  /** The index of each pile id. */
  readonly indexOf: ReadonlyMap<string, number>;
  readonly tableauStart: number;
  readonly tableauEnd: number;
  readonly foundationStart: number;
  readonly foundationEnd: number;
  readonly cellStart: number;
  readonly cellEnd: number;
  /** Index of the reserve, or -1. */
  readonly reserve: number;
  /** Index of the stock, or -1. */
  readonly stock: number;
  /** Index of the waste, or -1. */
  readonly waste: number;
  /**
   * Suit index (in {@link SUITS}) of each foundation, by foundation number (0 for `f1`): the suit an
   * up-by-suit foundation takes, the deck's suits in order, repeated for each deck.
   */
  readonly foundationSuit: readonly number[];
  /** Pile indexes of the foundations that take each suit, by suit index (four lists). */
  readonly foundationsBySuit: readonly (readonly number[])[];
  /** How many cards the deck holds. */
  readonly totalCards: number;
}

/** The engine's pile table: the {@link PileTable} plus its compiled rules and interned moves. */
export interface Table extends PileTable {
  /**
   * The variant the table was built from: one core made ({@link madeVariant}), frozen, so that what was
   * checked is what the engine reads.
   */
  readonly variant: Variant;
  /** The build rule compiled: may a card lie on a tableau card. */
  readonly builds: FaceTable;
  /** The pick-up rule's run links compiled (for `run` pick-ups): may the upper card of a run lie on the one below. */
  readonly runLinks: FaceTable;
  /**
   * Whether the foundations are complete-runs, or built up from the Ace each in its own suit, as they
   * always were: move generation keeps its fast path for them and asks `foundations.ts` otherwise.
   */
  readonly classicFoundations: boolean;
  /**
   * For each tableau pile, the pile indexes of the piles that cover it (`layout.tableau[].coveredBy`), or
   * `null` when no pile is covered, so that move generation for every other variant skips the question.
   */
  readonly coveredBy: readonly (readonly number[])[] | null;
  /** The waste's build rule compiled, when the waste is built on (`rules.stock.waste`); otherwise `null`. */
  readonly wasteBuilds: FaceTable | null;
  /** What a pair adds up to with `pairs` foundations; 0 for every other kind. */
  readonly pairTotal: number;
  /** How a pair is made with `pairs` foundations (see {@link makesPair}); `none` for every other kind. */
  readonly pairing: 'none' | PairBy;
  /** Interned card moves by `from * piles + to`, then count; see {@link internedMove}. */
  readonly moveCache: (Move[] | undefined)[];
}

/**
 * The one frozen {@link Move} object for a card move, made on first use. Move generation hands out these
 * shared objects instead of allocating a new one per legal move, which halves its cost.
 */
export function internedMove(table: Table, from: number, to: number, count: number): Move {
  const key = from * table.ids.length + to;
  let byCount = table.moveCache[key];
  if (!byCount) {
    byCount = [];
    table.moveCache[key] = byCount;
  }
  let move = byCount[count];
  if (!move) {
    move = Object.freeze({ kind: 'move', from: table.ids[from] as PileId, to: table.ids[to] as PileId, count });
    byCount[count] = move;
  }
  return move;
}

const cache = new WeakMap<Variant, Table>();

/**
 * The pile table of a variant (cached per variant object). Every engine function reads the variant through
 * it, so the variant is vetted here, once, when its table is first built: an object core did not make (a
 * variant read from JSON, a hand-made one) is refused with a `VariantError` that says to pass it through
 * `parseVariant`, and the engine's hot paths pay only the cache lookup. A variant core made is frozen, so the
 * table built from it stays true to it.
 */
export function tableOf(variant: Variant): Table {
  let table = cache.get(variant);
  if (!table) {
    table = buildTable(madeVariant(variant));
    cache.set(variant, table);
  }
  return table;
}

function buildTable(variant: Variant): Table {
  const ids: PileId[] = [];
  const kinds: PileKind[] = [];
  const add = (id: PileId, kind: PileKind): void => {
    ids.push(id);
    kinds.push(kind);
  };
  variant.layout.tableau.forEach((_, i) => {
    add(`t${i + 1}`, 'tableau');
  });
  const tableauEnd = ids.length;
  // A discard pile for pairs, none at all, or one for each set of thirteen cards.
  const foundationKind = variant.rules.foundations.kind;
  const foundationCount = foundationKind === 'pairs' || foundationKind === 'single-pile' ? 1 : foundationKind === 'none' ? 0
    : variant.deck.decks * 4;
  for (let i = 0; i < foundationCount; i++) add(`f${i + 1}`, 'foundation');
  const foundationEnd = ids.length;
  variant.layout.cells.forEach((_, i) => {
    add(`c${i + 1}`, 'cell');
  });
  const cellEnd = ids.length;
  let reserve = -1;
  if (variant.layout.reserve !== undefined) {
    reserve = ids.length;
    add('reserve', 'reserve');
  }
  let stock = -1;
  let waste = -1;
  if (variant.rules.stock.kind !== 'none') {
    stock = ids.length;
    add('stock', 'stock');
  }
  if (variant.rules.stock.kind === 'draw-to-waste') {
    waste = ids.length;
    add('waste', 'waste');
  }
  const suits = variant.deck.suits.map((s) => SUITS.indexOf(s)).sort((a, b) => a - b);
  const foundationSuit = Array.from({ length: foundationCount }, (_, i) => suits[i % suits.length] ?? 0);
  return {
    variant,
    ids,
    kinds,
    indexOf: new Map(ids.map((id, i) => [id, i])),
    tableauStart: 0,
    tableauEnd,
    foundationStart: tableauEnd,
    foundationEnd,
    cellStart: foundationEnd,
    cellEnd,
    reserve,
    stock,
    waste,
    foundationSuit,
    foundationsBySuit: [0, 1, 2, 3].map((suit) => foundationSuit.flatMap((s, i) => (s === suit ? [tableauEnd + i] : []))),
    totalCards: variant.deck.decks * 52,
    builds: compiledFaces(variant.rules.tableau.build.direction, variant.rules.tableau.build.match,
      variant.rules.tableau.build.wrap === true),
    runLinks: compiledFaces(
      variant.rules.tableau.build.direction,
      'match' in variant.rules.tableau.pickUp ? variant.rules.tableau.pickUp.match : variant.rules.tableau.build.match,
      variant.rules.tableau.build.wrap === true,
    ),
    // A single pile takes any suit: never the classic one-suit-per-foundation order.
    classicFoundations: variant.rules.foundations.kind === 'single-pile' ? false : variant.rules.foundations.kind !== 'up-by-suit'
      || isClassicOrder(foundationOrder(variant.rules.foundations)),
    coveredBy: variant.layout.tableau.some((p) => p.coveredBy !== undefined)
      ? variant.layout.tableau.map((p) => (p.coveredBy ?? []).map((n) => n - 1)) : null,
    wasteBuilds: variant.rules.stock.kind !== 'draw-to-waste' || variant.rules.stock.waste === undefined ? null
      : wasteFaces(variant.rules.stock.waste),
    pairTotal: variant.rules.foundations.kind === 'pairs' ? variant.rules.foundations.total : 0,
    pairing: variant.rules.foundations.kind === 'pairs' ? variant.rules.foundations.pairBy ?? 'total' : 'none',
    moveCache: Array.from({ length: ids.length * ids.length }, () => undefined),
  };
}

/**
 * Whether a pile is covered: some pile covering it (`layout.tableau[].coveredBy`) still holds a card. Its
 * cards may then be neither played nor built on, and a face-down card on it stays down.
 */
export function isCovered(table: Table, piles: readonly PileState[], index: number): boolean {
  const covers = table.coveredBy?.[index];
  if (covers === undefined) return false;
  for (const c of covers) if ((piles[c] as PileState).cards.length > 0) return true;
  return false;
}

/** The one frozen deal move. */
export const DEAL: Move = Object.freeze({ kind: 'deal' });
/** The one frozen redeal move. */
export const REDEAL: Move = Object.freeze({ kind: 'redeal' });

/** The engine's frozen copy of a legal move: the interned card move, or the one deal or redeal object. */
export function canonicalMove(variant: Variant, move: Move): Move {
  if (move.kind === 'deal') return DEAL;
  if (move.kind === 'redeal') return REDEAL;
  const table = tableOf(variant);
  return internedMove(table, table.indexOf.get(move.from) ?? -1, table.indexOf.get(move.to) ?? -1, move.count);
}

/** The ids of a variant's piles, in the order of {@link GameState.piles}. */
export function pileIds(variant: Variant): readonly PileId[] {
  return tableOf(variant).ids;
}

/**
 * A pile's name in a sentence: "column 3", "foundation 1", "cell 2", "the reserve", "the stock", "the waste". Given the
 * variant, cells take the variant's own name for them ("tower 2").
 * @throws {@link PatienceError} `unknown-pile` for text that is not a pile id.
 */
export function pileName(id: string, variant?: Variant): string {
  if (id === 'stock' || id === 'waste' || id === 'reserve') return `the ${id}`;
  if (typeof id !== 'string' || !/^[tfc][1-9]\d*$/.test(id)) {
    throw new PatienceError('unknown-pile', `A pile id is t1…, f1…, c1…, reserve, stock or waste; got ${show(id)}.`);
  }
  const n = id.slice(1);
  switch (id[0]) {
    case 't':
      return `column ${n}`;
    case 'f':
      return `foundation ${n}`;
    case 'c':
      return `${variant ? cellWord(tableOf(variant).variant.layout) : 'cell'} ${n}`;
    default:
      return id;
  }
}

/** Whether two cards of ranks `a` and `b` make a pair: their ranks add up to the total, or are equal (`pairBy`). */
export function makesPair(table: Table, a: number, b: number): boolean {
  if (table.pairing === 'higher-of-suit') return false;
  return table.pairing === 'equal-rank' ? a === b : a + b === table.pairTotal;
}

/** Whether a card of `rank` goes to the pairs foundation alone: only the total's own rank, and only when pairs add up. */
export function goesAlone(table: Table, rank: number): boolean {
  return table.pairing === 'total' && rank === table.pairTotal;
}
