import type { Variant } from '@patience/core';
import { buildsOn, pileTable, wasteFaces } from '@patience/core/engine';
import { deckCards } from '@patience/core/cards';
import type { BuildRule } from '@patience/core/rules';

/**
 * What the solver reads from a variant once per call: where each kind of pile sits in
 * `GameState.piles`, and a few facts derived from the rules. Built from the variant's rule data only,
 * never from its id, so that any variant composed with core's vocabulary gets the same treatment.
 */
export interface SolverLayout {
  readonly variant: Variant;
  readonly tableauStart: number;
  readonly tableauEnd: number;
  readonly foundationStart: number;
  readonly foundationEnd: number;
  readonly cellStart: number;
  readonly cellEnd: number;
  /** Index of the stock, or -1. */
  readonly stock: number;
  /** Index of the waste, or -1. */
  readonly waste: number;
  readonly totalCards: number;
  /** How many copies of each face (card id modulo 52) the deck holds. */
  readonly copiesOfFace: Uint8Array;
  /** May a card of face `a` lie on a card of face `b` in a run that can be picked up: `a * 52 + b`. */
  readonly runLinks: Uint8Array;
  /** May a card of face `a` be built on a card of face `b`: `a * 52 + b`. */
  readonly builds: Uint8Array;
  /** Whether the deck holds one copy of each of its cards. */
  readonly singleCopies: boolean;
  /**
   * Whether the rules let a card be built where the run it would make cannot be picked up whole, among the
   * deck's own cards (Spider with two or four suits, Spiderette: build on any suit, move runs of one suit;
   * not one-suit Spider, where any-suit building is same-suit building). Such games have many
   * rearrangements of equal promise between the deals: their first pass restarts (see `restarts.ts`).
   */
  readonly buildingFreerThanRuns: boolean;
  /**
   * Whether only the waste's top card tells how play goes on: nothing ever leaves the waste (no redeal turns
   * it back, no foundation, column or cell takes a card, and the win is the tableau cleared), so the cards
   * under its top never move again and the order they were played in is history, not position (Golf,
   * TriPeaks). The keys then name the waste by its top card alone (see `wasteTopDecides`).
   */
  readonly wasteTopOnly: boolean;
  /**
   * For each face, the face the keys name a waste's top card of that face by where only the top counts
   * ({@link wasteTopOnly}): the lowest face every card may be played on exactly as on it (in Golf, any card
   * of its rank, the waste being built on whatever the suit), since the top card tells play nothing more.
   * Each face is its own name elsewhere.
   */
  readonly wasteTopName: Uint8Array;
  /** The pile index of each pile id. */
  readonly indexOf: ReadonlyMap<string, number>;
  /** The foundation suit (0–3) of each foundation, in foundation order. */
  readonly foundationSuit: readonly number[];
  /** The pile indices of each suit's foundations (suit 0–3). */
  readonly foundationsOfSuit: readonly (readonly number[])[];
  /** For each face, the faces in the deck that may be built on it (from {@link builds}). */
  readonly buildersOfFace: readonly (readonly number[])[];
  /**
   * Scratch tables, one per face, that a function may fill and must clear before it returns (so that
   * nothing is shared between calls, which each build their own layout): `safeMoveHome` and
   * `positionScore` use one each.
   */
  readonly scratch: { readonly wanted: Int32Array; readonly needed: Uint8Array; readonly needs: Int32Array };
}

/**
 * Whether the foundations are complete-runs, or built up from the Ace each in its own suit: the order the
 * solver's foundation shortcuts (safe moves home, the cards a suit needs next) assume. Other orders still
 * search exactly, on core's own moves, without those shortcuts.
 */
export function hasClassicFoundations(variant: Variant): boolean {
  const f = variant.rules.foundations;
  return f.kind !== 'up-by-suit' || (f.direction === undefined && f.base === undefined && f.follow === undefined && f.stepByPile === undefined);
}

/**
 * Reads the solver's view of a variant's piles and rules. Where the piles sit, and which suit each
 * foundation takes, come from core's exported pile table (`pileTable`), the engine's own, so that the
 * solver never keeps a second reading of the pile ids.
 */
export function solverLayout(variant: Variant): SolverLayout {
  const piles = pileTable(variant);
  const copiesOfFace = new Uint8Array(52);
  for (const card of deckCards(variant.deck)) copiesOfFace[card % 52] = (copiesOfFace[card % 52] ?? 0) + 1;
  const { build, pickUp } = variant.rules.tableau;
  const { foundationSuit } = piles;
  const builds = faceTable(build);
  const runLinks = faceTable({ ...build, match: 'match' in pickUp ? pickUp.match : build.match });
  return {
    variant,
    tableauStart: piles.tableauStart,
    tableauEnd: piles.tableauEnd,
    foundationStart: piles.foundationStart,
    foundationEnd: piles.foundationEnd,
    cellStart: piles.cellStart,
    cellEnd: piles.cellEnd,
    stock: piles.stock,
    waste: piles.waste,
    totalCards: piles.totalCards,
    copiesOfFace,
    singleCopies: copiesOfFace.every((copies) => copies <= 1),
    buildingFreerThanRuns: freerThan(builds, runLinks, copiesOfFace),
    wasteTopOnly: wasteTopDecides(variant, piles.cellEnd - piles.cellStart),
    wasteTopName: wasteTopNames(variant, wasteTopDecides(variant, piles.cellEnd - piles.cellStart)),
    indexOf: piles.indexOf,
    runLinks,
    builds,
    foundationSuit,
    foundationsOfSuit: piles.foundationsBySuit,
    buildersOfFace: Array.from({ length: 52 }, (_, face) =>
      Array.from({ length: 52 }, (_, other) => other).filter((other) => builds[other * 52 + face] === 1 && (copiesOfFace[other] ?? 0) > 0)),
    scratch: { wanted: new Int32Array(52), needed: new Uint8Array(52), needs: new Int32Array(4) },
  };
}

/**
 * A build rule as a 52 × 52 table over faces, by core's own `buildsOn` (faces 0–51 are the card ids of
 * the first deck, and a copy plays as its face).
 */
function faceTable(rule: BuildRule): Uint8Array {
  const table = new Uint8Array(52 * 52);
  for (let a = 0; a < 52; a++) {
    for (let b = 0; b < 52; b++) table[a * 52 + b] = buildsOn(rule, a, b) ? 1 : 0;
  }
  return table;
}

/** Whether some two faces of the deck are in the `looser` table and not in the `stricter` one. */
function freerThan(looser: Uint8Array, stricter: Uint8Array, copiesOfFace: Uint8Array): boolean {
  for (let a = 0; a < 52; a++) {
    if (copiesOfFace[a] === 0) continue;
    for (let b = 0; b < 52; b++) {
      if (copiesOfFace[b] !== 0 && looser[a * 52 + b] === 1 && stricter[a * 52 + b] !== 1) return true;
    }
  }
  return false;
}

/**
 * Whether nothing ever leaves a draw-to-waste stock's waste, read from the rules (see
 * {@link SolverLayout.wasteTopOnly}): no redeal, no foundations, no building on the columns and no empty
 * column taking a card, no cells, and a win by clearing the tableau. Written to fail closed: any of these
 * otherwise, and the whole waste stays in the key.
 */
function wasteTopDecides(variant: Variant, cells: number): boolean {
  const { stock, foundations, tableau } = variant.rules;
  const win = (variant.rules as { readonly win?: { readonly kind: string } }).win;
  return stock.kind === 'draw-to-waste' && stock.redeals === 0 && foundations.kind === 'none' && cells === 0
    && tableau.build.direction === 'none' && tableau.emptyAccepts === 'none' && win?.kind === 'tableau-cleared';
}

/**
 * The {@link SolverLayout.wasteTopName} table: with `wasteTopOnly`, each face named by the lowest face that
 * takes exactly the same cards on the waste (read from core's `wasteFaces`, the waste's one reading).
 */
function wasteTopNames(variant: Variant, wasteTopOnly: boolean): Uint8Array {
  const names = Uint8Array.from({ length: 52 }, (_, face) => face);
  const stock = variant.rules.stock;
  if (!wasteTopOnly || stock.kind !== 'draw-to-waste' || stock.waste === undefined) return names;
  const takes = wasteFaces(stock.waste);
  const alike = (f: number, g: number): boolean => {
    for (let a = 0; a < 52; a++) if (takes[a * 52 + f] !== takes[a * 52 + g]) return false;
    return true;
  };
  for (let face = 0; face < 52; face++) {
    let name = 0;
    while (!alike(face, name)) name++;
    names[face] = name;
  }
  return names;
}
