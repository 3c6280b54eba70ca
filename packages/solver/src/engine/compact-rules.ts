import { type PileId, type Variant } from '@patience/core';
import { buildsOn, foundationFollowFaces, pileTable, singlePileFaces, wasteFaces } from '@patience/core/engine';
import { mulberry32 } from '@patience/core/random';
import { type BuildDirection, type GapFillSource, type GridRules, type TableauRedeal } from '@patience/core/rules';
import { hasClassicFoundations, type SolverLayout } from '../rules/layout.js';

/** Pile kinds as small numbers, for the compact engine's tables. */
export const TABLEAU = 0;
export const FOUNDATION = 1;
export const CELL = 2;
export const STOCK = 3;
export const WASTE = 4;
export const RESERVE = 5;

/** Move codes: a card move is `from << 2 | to << 9 | count << 16`; a deal and a redeal are these two. */
export const DEAL_CODE = 1;
export const REDEAL_CODE = 2;

/** The code of a card move from pile `from` to pile `to`, carrying `count` cards. */
export function moveCode(from: number, to: number, count: number): number {
  return (from << 2) | (to << 9) | (count << 16);
}
/**
 * The most piles a move code can name (seven bits a pile): more than the vocabulary's largest layout
 * (56 columns, 32 cells, a foundation for each of 8 decks' suits, a reserve, a stock and a waste: 123).
 */
export const MAX_COMPACT_PILES = 127;
/** A pile number no pile has, for a code that stands for moves into any of several piles. */
export const NO_PILE = 127;
/** The source pile of a card move's code. */
export const codeFrom = (code: number): number => (code >>> 2) & 127;
/** The destination pile of a card move's code. */
export const codeTo = (code: number): number => (code >>> 9) & 127;
/** The cards a card move's code carries. */
export const codeCount = (code: number): number => code >>> 16;

/**
 * A variant's rules compiled for the compact engine: pile kinds by index, the build and pick-up rules as
 * face tables (from core's `buildsOn`), the limits and stock rules as numbers, and the Zobrist tables.
 * Built from the rule data alone, through the solver's layout and core's pile table: no game id is read.
 */
export interface CompactRules {
  readonly layout: SolverLayout;
  readonly ids: readonly PileId[];
  readonly pileCount: number;
  /** Room for every card in each pile: the piles are slices of one typed array, `capacity` apart. */
  readonly capacity: number;
  readonly kinds: Uint8Array;
  readonly direction: BuildDirection;
  readonly building: boolean;
  readonly pickUp: 'top-card' | 'run' | 'any-face-up' | 'top-or-whole-pile';
  readonly runLimit: 'unlimited' | 'free-spaces' | 'doubling-per-empty-pile';
  /** The most cards a column may hold (`rules.tableau.maxCards`), Infinity without a limit. */
  readonly maxCards: number;
  /** What an empty column takes; the rank a `below-base` gap takes is read off the position (`gapRankIndex`). */
  readonly emptyAccepts: 'any' | 'king' | 'none' | 'below-base';
  /** Whether a card may be played into an empty cell (cells that take none only give their dealt cards). */
  readonly cellsTakeCards: boolean;
  readonly takeBack: boolean;
  /** Whether cards go to the foundations one by one (`up-by-suit` foundations, in any order). */
  readonly toFoundations: boolean;
  /**
   * Whether those foundations are built up from the Ace each in its own suit: the order the move
   * generator's fast path and the solver's foundation shortcuts (safe moves home, the cards a suit needs
   * next) read. Any other order goes through {@link FoundationOrderTables}.
   */
  readonly classicFoundations: boolean;
  readonly foundationOrder: FoundationOrderTables;
  /**
   * With a single foundation for the whole deck (`kind: 'single-pile'`), core's `singlePileFaces`: may a card of
   * face `a` go on the pile topped by face `b` (`a * 52 + b`); an empty pile takes any card. `null` otherwise.
   */
  readonly singlePile: Uint8Array | null;
  /** Whether columns build round the corner, King on Ace or Ace on King: a run's ranks then do not step to one depth per rank. */
  readonly wrap: boolean;
  readonly stockKind: 'none' | 'deal-row' | 'draw-to-waste';
  readonly dealWithEmpty: 'forbid' | 'allow-if-unfillable' | 'allow';
  readonly draw: number;
  /** Redeals allowed (the waste's, or the tableau's), Infinity when unlimited. */
  readonly redeals: number;
  /**
   * The tableau gathered and dealt again (`rules.tableau.redeal`), or `null`: the redeal turns the waste over. A
   * shuffled redeal turns up an order no player knew: {@link CompactPosition.make} reports it as a card turned up.
   */
  readonly tableauRedeal: TableauRedeal | null;
  /** The tableau as a grid of places (`rules.tableau.grid`), or `null`: its moves, redeal and win are the grid's. */
  readonly grid: GridRules | null;
  readonly turnUpExposed: boolean;
  /** Whether a deal's cards go to a foundation that takes them rather than to their columns (`layout.playDuringDeal`). */
  readonly playDuringDeal: boolean;
  /** Whether the stock lies face up (`layout.stockFaceUp`): then none of its cards is ever face down. */
  readonly stockFaceUp: boolean;
  /** The reserve's pile index, or -1: cards are played from its top, never onto it. */
  readonly reserve: number;
  /** Whether the columns are waste piles (`rules.tableau.takesFrom: 'waste'`): they take any card from the waste, and nothing else. */
  readonly wastePiles: boolean;
  /** Whether a turned card must leave the waste before the next is turned (`rules.stock.placeBeforeTurning`). */
  readonly placeBeforeTurning: boolean;
  /** Whether the reserve's top card goes to the foundations only (`rules.reserve.playsTo`), never to a column or cell. */
  readonly reserveHomeOnly: boolean;
  /**
   * With a base the player chooses (`rules.foundations.baseChosen`), the columns the opening deal leaves empty, as
   * pile indexes, dealt a card each from the stock by the move that sets the base; `null` without the rule.
   */
  readonly heldColumns: readonly number[] | null;
  /** Whether each empty column is filled at once from the reserve's top card (`effects.fillFromReserve`). */
  readonly fillFromReserve: boolean;
  /** Where each empty column is filled from at once besides (`effects.fillGapsFrom`), or null. */
  readonly fillGapsFrom: GapFillSource | null;
  /**
   * For each column, the columns that cover it (`layout.tableau[].coveredBy`, as pile indexes), or `null`
   * when none is covered: a covered column is neither played from nor built on, nor does its face-down
   * card turn up, while a column covering it holds a card.
   */
  readonly coveredBy: readonly (readonly number[])[] | null;
  /** Whether the foundation is a `pairs` discard pile: free cards leave two at a time (or alone), played onto each other. */
  readonly pairs: boolean;
  /** What a pair adds up to with `pairs` foundations paired by a total, or 0 (no pairs, or pairs of equal rank). */
  readonly pairTotal: number;
  /** Whether a pair is two cards of the same rank (`pairBy: "equal-rank"`). */
  readonly pairsOfEqualRank: boolean;
  /** Whether a free card is discarded alone when a higher card of its suit is free elsewhere (`pairBy: "higher-of-suit"`). */
  readonly discardBySuit: boolean;
  /** May a card of face `a` be played onto the waste's top card of face `b` (`a * 52 + b`), or `null` when the waste is not built on. */
  readonly wasteBuilds: Uint8Array | null;
  /** Whether the game is won by clearing the tableau rather than with every card home. */
  readonly tableauCleared: boolean;
  /** Whether the game is won with every card but the Aces home (`rules.win.kind: "aces-left"`). */
  readonly acesLeft: boolean;
  /** Complete runs are lifted: `liftLinks` says which card may lie on which in one. */
  readonly liftRuns: boolean;
  readonly liftLinks: Uint8Array;
  /**
   * Whether a column can be settled (a run built down in suit from a King, one copy of each card, foundations
   * up from the Ace in suit: see `safeMoveOntoSettledRun`), so that the position keeps each pile's King run.
   */
  readonly settledColumns: boolean;
  /** Zobrist tables, two 32-bit halves: card face `f` at height `i` of a pile is entry `i * 52 + f`. */
  readonly zobristLo: Int32Array;
  readonly zobristHi: Int32Array;
  /** Zobrist entries for a pile's face-down count. */
  readonly downLo: Int32Array;
  readonly downHi: Int32Array;
}

/**
 * Foundations built in another order than up from the Ace in suit, as tables over faces, so that the move
 * generator asks no rule per card. Each table is read off core's own build rule (`buildsOn`, round the
 * corner, as foundations always go), so the order has one reading.
 */
export interface FoundationOrderTables {
  /** The fixed base rank (1–13), or 0 for `first-card`: the first card played to any foundation sets it. */
  readonly base: number;
  /** Whether each foundation takes its own suit (`suit-per-pile`); otherwise any suit starts one. */
  readonly suitPerPile: boolean;
  /** May a card of face `a` go on a foundation topped by face `b`: `a * 52 + b`. */
  readonly follows: Uint8Array;
  /**
   * Under `stepByPile` (Calculation), the follows table of each step 1 to 4, foundation n taking step and base rank
   * (n - 1) % 4 + 1, read from core's `foundationFollowFaces`; `null` otherwise.
   */
  readonly stepFollows: readonly Uint8Array[] | null;
}

const cache = new WeakMap<SolverLayout, CompactRules>();

/** The compact rules of a layout's variant (cached per layout, which each call builds afresh). */
export function compactRules(layout: SolverLayout): CompactRules {
  let rules = cache.get(layout);
  if (!rules) {
    rules = compile(layout);
    cache.set(layout, rules);
  }
  return rules;
}

function compile(layout: SolverLayout): CompactRules {
  const variant: Variant = layout.variant;
  const ids = pileTable(variant).ids;
  // The vocabulary's largest layout has 123 piles: a variant core made always fits the move codes.
  if (ids.length > MAX_COMPACT_PILES) throw new RangeError(`The compact engine cannot search ${variant.name}: it has ${ids.length} piles, more than ${MAX_COMPACT_PILES}.`);
  // The kinds as core's pile table gives them, as small numbers.
  const kindCodes = { tableau: TABLEAU, foundation: FOUNDATION, cell: CELL, reserve: RESERVE, stock: STOCK, waste: WASTE } as const;
  const kinds = Uint8Array.from(pileTable(variant).kinds, (kind) => kindCodes[kind]);
  const { tableau, foundations, stock, effects } = variant.rules;
  const classicFoundations = foundations.kind === 'up-by-suit' && hasClassicFoundations(variant);
  const liftLinks = new Uint8Array(52 * 52);
  if (foundations.kind === 'complete-runs') {
    for (let a = 0; a < 52; a++) for (let b = 0; b < 52; b++) liftLinks[a * 52 + b] = buildsOn({ direction: 'down', match: foundations.match }, a, b) ? 1 : 0;
  }
  const capacity = layout.totalCards;
  // A fixed seed: the same tables every run, so that searches are reproducible.
  const random = mulberry32(0x5eed_2026);
  const words = (n: number): Int32Array => Int32Array.from({ length: n }, () => random() | 0);
  return {
    layout,
    ids,
    pileCount: ids.length,
    capacity,
    kinds,
    direction: tableau.build.direction,
    building: tableau.build.direction !== 'none',
    pickUp: tableau.pickUp.kind,
    runLimit: tableau.runLimit,
    maxCards: tableau.maxCards ?? Number.POSITIVE_INFINITY,
    emptyAccepts: tableau.emptyAccepts,
    cellsTakeCards: variant.rules.cells?.accept !== 'none',
    takeBack: foundations.kind === 'up-by-suit' && foundations.takeBack,
    toFoundations: foundations.kind === 'up-by-suit',
    singlePile: foundations.kind === 'single-pile' ? singlePileFaces(foundations) : null,
    classicFoundations,
    foundationOrder: orderTables(variant),
    wrap: tableau.build.wrap === true,
    stockKind: stock.kind,
    dealWithEmpty: stock.kind === 'deal-row' ? stock.emptyPiles : 'allow',
    draw: stock.kind === 'draw-to-waste' ? stock.draw : 0,
    redeals: redealsAllowed(tableau.redeal?.times ?? tableau.grid?.redeals ?? (stock.kind === 'draw-to-waste' ? stock.redeals : 0)),
    tableauRedeal: tableau.redeal ?? null,
    grid: tableau.grid ?? null,
    turnUpExposed: effects.turnUpExposed,
    playDuringDeal: variant.layout.playDuringDeal === true,
    stockFaceUp: variant.layout.stockFaceUp === true,
    reserve: pileTable(variant).reserve,
    reserveHomeOnly: variant.rules.reserve?.playsTo === 'foundations',
    wastePiles: tableau.takesFrom === 'waste',
    placeBeforeTurning: stock.kind === 'draw-to-waste' && stock.placeBeforeTurning === true,
    heldColumns: foundations.kind === 'up-by-suit' && foundations.baseChosen === true
      ? variant.layout.tableau.flatMap((pile, i) => (pile.cards === 0 ? [layout.tableauStart + i] : [])) : null,
    fillFromReserve: effects.fillFromReserve === true && pileTable(variant).reserve >= 0,
    fillGapsFrom: effects.fillGapsFrom ?? null,
    coveredBy: variant.layout.tableau.some((pile) => pile.coveredBy !== undefined)
      ? variant.layout.tableau.map((pile) => (pile.coveredBy ?? []).map((n) => layout.tableauStart + n - 1))
      : null,
    pairs: foundations.kind === 'pairs',
    pairTotal: foundations.kind === 'pairs' && (foundations.pairBy ?? 'total') === 'total' ? foundations.total : 0,
    pairsOfEqualRank: foundations.kind === 'pairs' && foundations.pairBy === 'equal-rank',
    discardBySuit: foundations.kind === 'pairs' && foundations.pairBy === 'higher-of-suit',
    wasteBuilds: stock.kind === 'draw-to-waste' && stock.waste !== undefined ? wasteFaces(stock.waste) : null,
    tableauCleared: variant.rules.win.kind === 'tableau-cleared',
    acesLeft: variant.rules.win.kind === 'aces-left',
    liftRuns: effects.liftCompletedRuns && foundations.kind === 'complete-runs',
    liftLinks,
    // A run from a King is settled only where the foundations take its cards top first, from the Ace: from
    // another base, the card one below its top may have to go home after the cards it would cover. Where the
    // tableau is dealt again, the cards a column holds shape the piles a redeal makes: none is settled.
    settledColumns: tableau.build.direction === 'down' && tableau.build.match === 'same-suit' && layout.singleCopies && classicFoundations
      && tableau.redeal === undefined,
    zobristLo: words(capacity * 52),
    zobristHi: words(capacity * 52),
    downLo: words(capacity + 1),
    downHi: words(capacity + 1),
  };
}

/** A number of redeals as a number: Infinity when unlimited. */
function redealsAllowed(times: number | 'unlimited'): number {
  return times === 'unlimited' ? Number.POSITIVE_INFINITY : times;
}

/** The foundations' order as tables (see {@link FoundationOrderTables}); classic foundations get the same tables. */
function orderTables(variant: Variant): FoundationOrderTables {
  const f = variant.rules.foundations;
  const direction = f.kind === 'up-by-suit' ? (f.direction ?? 'up') : 'up';
  const base = f.kind === 'up-by-suit' ? (f.base ?? (direction === 'up' ? 1 : 13)) : 1;
  const follow = f.kind === 'up-by-suit' ? (f.follow ?? 'suit-per-pile') : 'suit-per-pile';
  // Each foundation's suit is that of its first card when it takes its own suit: following it is the same suit.
  const match = follow === 'suit-per-pile' ? 'same-suit' : follow;
  const follows = new Uint8Array(52 * 52);
  for (let a = 0; a < 52; a++) for (let b = 0; b < 52; b++) follows[a * 52 + b] = buildsOn({ direction, match, wrap: true }, a, b) ? 1 : 0;
  const stepFollows = f.kind === 'up-by-suit' && f.stepByPile === true ? [1, 2, 3, 4].map((step) => foundationFollowFaces(f, step)) : null;
  return { base: base === 'first-card' ? 0 : base, suitPerPile: follow === 'suit-per-pile', follows, stepFollows };
}

/** The most cards one run move may carry (core's `runMoveLimit`, on numbers). */
export function runLimitOf(rules: CompactRules, emptyCells: number, emptyPiles: number): number {
  switch (rules.runLimit) {
    case 'unlimited':
      return Number.POSITIVE_INFINITY;
    case 'free-spaces':
      return rules.emptyAccepts === 'any' ? (emptyCells + 1) * 2 ** emptyPiles : emptyCells + 1;
    case 'doubling-per-empty-pile':
      return (emptyCells + 1) * 2 ** emptyPiles;
  }
}
