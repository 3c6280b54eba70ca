/**
 * Stranded cards: a loss proof for games where a card leaves its pile only by meeting a partner card, read
 * from the rules:
 * - **onto the waste** (Golf, TriPeaks: nothing but the waste takes a card, see `SolverLayout.wasteTopOnly`):
 *   a card leaves when it is free and the waste's top card is one it may go on;
 * - **in pairs** (Pyramid: `pairs` foundations, and no empty column or cell takes a card): a card leaves with
 *   a free partner whose rank makes the total with its own, or alone when its own rank is the total.
 *
 * The win needs every tableau card gone (and, with every card to go home, every card). In both kinds no card
 * ever enters a tableau pile and only a free card leaves. A card that must leave is stranded, and the position
 * lost, when no copy of any of its partners can ever meet it:
 * - a copy gone for good cannot: under the waste's top card (nothing leaves the waste), or on a foundation
 *   (pairs are never taken back);
 * - a copy that can be freed only after the card has left cannot: one under it in its pile, or in a pile it
 *   covers (and the piles those cover: a pile covered by one that holds cards keeps its own until then);
 * - in pairs, a copy that must leave before the card is free cannot either, both cards of a pair being free
 *   at once: one in the same pile, or in a pile covering it (and the piles covering those); nor can two cards
 *   of the stock and the waste meet, since the stock's cards are never free and only the waste's top is;
 * - onto the waste, the waste's top card cannot when the card is not free now: the cards in its way leave
 *   only onto the waste, and bury that top card for good before the card is free.
 * Every other copy counts as able to meet it (the stock, a reserve, another pile), so the proof errs only
 * towards "not stranded". A stranded card stays stranded whatever is played, so a search may drop every
 * position that has one.
 *
 * In pairs, each pair takes one card of a rank and one of its partner rank, two that may meet; so the cards
 * of the two ranks that must leave have to be paired off, each with its own partner among those that may
 * meet it (a matching of the "may meet" relation that covers them; one that covers those of each rank is
 * enough, as two such always combine into one covering both). Where there is none (two 5s whose only 8
 * left is the same card), the position is lost too: {@link unpairedRank}.
 *
 * It reads every card's place, face-down ones included: a search that may not look at hidden cards must not
 * run it (the hidden cards would decide the answer).
 */
import { deckCards } from '@patience/core/cards';
import type { CompactPosition } from '../engine/compact-position.js';
import { FOUNDATION, TABLEAU, type CompactRules } from '../engine/compact-rules.js';

/** How a card leaves its pile, for the stranded-card proof (see the module's comment). */
export interface StrandRules {
  readonly how: 'onto-waste' | 'in-pairs';
  /** Each face's partners, the faces it may meet to leave: `partners[face]`, empty when it leaves alone. */
  readonly partners: readonly Uint8Array[];
  /** Whether a face leaves alone, needing no partner (in pairs, a rank that makes the total by itself). */
  readonly alone: Uint8Array;
  /** The card ids of each face, one per copy in the deck. */
  readonly idsOfFace: readonly Uint16Array[];
  /**
   * Whether a card in pile `a` can never meet one in pile `b` (`a * pileCount + b`), the piles' covering
   * alone considered: `b` is covered by `a` through piles dealt with cards (and, in pairs, covers it so).
   */
  readonly apart: Uint8Array;
  /**
   * Each pile's group: cards of one group never meet (in pairs, the stock and the waste are one group: only
   * the waste's top card of them all is ever free); a pile is its own group otherwise.
   */
  readonly groupOf: Int16Array;
  /** Whether cards outside the tableau must leave too: the win needs every card home. */
  readonly everyCardLeaves: boolean;
  /** Each card's pile now, or {@link GONE}: filled by each check. */
  readonly pileOf: Int16Array;
  /** Each card's height in its pile now: filled by each check. */
  readonly heightOf: Int16Array;
  /** Scratch for the pairing of two ranks (see {@link unpairedRank}): the cards of each, and the matching. */
  readonly sideA: Int32Array;
  readonly sideB: Int32Array;
  readonly matchOf: Int32Array;
  readonly tried: Uint8Array;
}

/** The place of a card gone for good, in {@link StrandRules.pileOf}. */
const GONE = -1;

const cache = new WeakMap<CompactRules, StrandRules | null>();

/**
 * The stranded-card proof's reading of the rules, or null where it does not apply (a card may leave some
 * other way: to a foundation alone, a cell, an empty column, another column). Cached per rules.
 */
export function strandRules(rules: CompactRules): StrandRules | null {
  let strand = cache.get(rules);
  if (strand === undefined) {
    strand = compileStrand(rules);
    cache.set(rules, strand);
  }
  return strand;
}

function compileStrand(rules: CompactRules): StrandRules | null {
  const how = leavingRule(rules);
  if (how === null) return null;
  const copies = rules.layout.copiesOfFace;
  const partners: Uint8Array[] = [];
  const alone = new Uint8Array(52);
  for (let face = 0; face < 52; face++) {
    const rank = (face % 13) + 1;
    const faces: number[] = [];
    for (let other = 0; other < 52; other++) {
      const meets = how === 'onto-waste'
        ? (rules.wasteBuilds as Uint8Array)[face * 52 + other] === 1
        : rank + (other % 13) + 1 === rules.pairTotal;
      if (meets && (copies[other] ?? 0) > 0) faces.push(other);
    }
    alone[face] = how === 'in-pairs' && rank === rules.pairTotal ? 1 : 0;
    partners.push(Uint8Array.from(faces));
  }
  const ids = deckCards(rules.layout.variant.deck);
  const idsOfFace = Array.from({ length: 52 }, (_, face) => Uint16Array.from(ids.filter((id) => id % 52 === face)));
  const maxId = ids.reduce((most, id) => Math.max(most, id), 0);
  const maxCopies = copies.reduce((most, n) => Math.max(most, n), 0);
  return {
    how,
    partners,
    alone,
    idsOfFace,
    apart: apartTable(rules, how),
    groupOf: groupsOf(rules, how),
    everyCardLeaves: !rules.tableauCleared,
    pileOf: new Int16Array(maxId + 1),
    heightOf: new Int16Array(maxId + 1),
    sideA: new Int32Array(4 * maxCopies),
    sideB: new Int32Array(4 * maxCopies),
    matchOf: new Int32Array(4 * maxCopies),
    tried: new Uint8Array(4 * maxCopies),
  };
}

/**
 * How a card leaves, where meeting a partner is its only way: `onto-waste` where nothing but the waste takes
 * a card (`wasteTopOnly`, the waste built on), `in-pairs` with pairs foundations where no empty column or
 * cell takes a card. Null otherwise, and wherever a card may enter the tableau (an empty column filled from
 * a reserve): the proof fails closed.
 */
function leavingRule(rules: CompactRules): StrandRules['how'] | null {
  // A tableau gathered and dealt again moves every card it holds, so no covering read from the deal lasts; a grid
  // leaves no card by meeting a partner.
  if (rules.fillFromReserve || rules.fillGapsFrom !== null || rules.tableauRedeal !== null || rules.grid !== null) return null;
  const cellsTake = rules.cellsTakeCards && rules.layout.cellEnd > rules.layout.cellStart;
  if (rules.layout.wasteTopOnly && rules.wasteBuilds !== null && !rules.pairs) return 'onto-waste';
  // Partners are counted by a total; pairs of equal rank and discards by suit (pairTotal 0) leave the proof out.
  if (rules.pairTotal > 0 && !cellsTake && rules.emptyAccepts === 'none') return 'in-pairs';
  return null;
}

/** The {@link StrandRules.groupOf} table. */
function groupsOf(rules: CompactRules, how: StrandRules['how']): Int16Array {
  const groupOf = Int16Array.from({ length: rules.pileCount }, (_, p) => p);
  const { stock, waste } = rules.layout;
  if (how === 'in-pairs' && stock >= 0 && waste >= 0) groupOf[waste] = stock;
  return groupOf;
}

/**
 * The {@link StrandRules.apart} table: the piles each tableau pile covers, through piles dealt with cards
 * (a pile dealt empty stays empty, and covers nothing), and in pairs the piles covering it too. A pile that
 * covers another and holds cards keeps them while that one does, since nothing enters the tableau and a
 * covered pile is never played from; so the covering read from the deal holds for as long as the card does.
 */
function apartTable(rules: CompactRules, how: StrandRules['how']): Uint8Array {
  const n = rules.pileCount;
  const apart = new Uint8Array(n * n);
  const coveredBy = rules.coveredBy;
  if (coveredBy === null) return apart;
  const start = rules.layout.tableauStart;
  const dealt = rules.layout.variant.layout.tableau.map((pile) => pile.cards > 0);
  const covers: number[][] = Array.from({ length: n }, () => []);
  coveredBy.forEach((coverers, i) => {
    for (const c of coverers) covers[c]?.push(start + i);
  });
  const coverers = Array.from({ length: n }, (_, p) => (p >= start && p - start < coveredBy.length ? [...(coveredBy[p - start] ?? [])] : []));
  for (let p = start; p < start + coveredBy.length; p++) {
    markReached(apart, p, covers, dealt, start, n);
    if (how === 'in-pairs') markReached(apart, p, coverers, dealt, start, n);
  }
  return apart;
}

/** Marks in `apart` every pile reached from `p` along `next`, going on only through piles dealt with cards. */
function markReached(apart: Uint8Array, p: number, next: readonly (readonly number[])[], dealt: readonly boolean[], start: number, n: number): void {
  const stack = [p];
  while (stack.length > 0) {
    for (const q of next[stack.pop() as number] ?? []) {
      if (apart[p * n + q] === 1) continue;
      apart[p * n + q] = 1;
      if (dealt[q - start] === true) stack.push(q);
    }
  }
}

/**
 * A card of the position that can never leave (see the module's comment), as its pile and height, or null
 * when every card that must leave may still meet a partner.
 */
export function strandedCard(pos: CompactPosition, strand: StrandRules): { readonly pile: number; readonly index: number } | null {
  placeCards(pos, strand);
  const rules = pos.rules;
  const { tableauStart, tableauEnd } = rules.layout;
  const lastPile = strand.everyCardLeaves ? rules.pileCount : tableauEnd;
  for (let p = strand.everyCardLeaves ? 0 : tableauStart; p < lastPile; p++) {
    const len = pos.length[p] as number;
    if (len === 0 || rules.kinds[p] === FOUNDATION) continue;
    const free = !pos.covered(p);
    for (let i = 0; i < len; i++) {
      const card = pos.card(p, i);
      if (strand.pileOf[card] === GONE) continue;
      if (strand.alone[card % 52] === 0 && !meetsPartner(pos, strand, card, p, i, free && i === len - 1)) return { pile: p, index: i };
    }
  }
  return null;
}

/** Whether some copy of a partner of `card` (at height `i` of pile `p`, free now or not) may still meet it. */
function meetsPartner(pos: CompactPosition, strand: StrandRules, card: number, p: number, i: number, free: boolean): boolean {
  const { pileOf, heightOf, apart, how, groupOf } = strand;
  const n = pos.rules.pileCount;
  const waste = pos.rules.layout.waste;
  const partners = strand.partners[card % 52] as Uint8Array;
  for (let k = 0; k < partners.length; k++) {
    const ids = strand.idsOfFace[partners[k] as number] as Uint16Array;
    for (let c = 0; c < ids.length; c++) {
      const other = ids[c] as number;
      const q = pileOf[other] as number;
      if (q === GONE || other === card) continue;
      if (q === p) {
        if (how === 'onto-waste' && (heightOf[other] as number) > i) return true;
        continue;
      }
      if (groupOf[q] === groupOf[p]) continue;
      if (apart[p * n + q] === 1) continue;
      // Onto the waste, its top card is buried by the cards in this one's way before this one is free.
      if (how === 'onto-waste' && q === waste && !free) continue;
      return true;
    }
  }
  return false;
}

/**
 * Fills {@link StrandRules.pileOf} and `heightOf` with every card's place, {@link GONE} for the cards gone
 * for good: on a foundation, or, onto the waste, under its top card, or on no pile.
 */
function placeCards(pos: CompactPosition, strand: StrandRules): void {
  const rules = pos.rules;
  const waste = rules.layout.waste;
  const { pileOf, heightOf } = strand;
  // A card on no pile (a prepared position names only some) can meet nothing.
  pileOf.fill(GONE);
  for (let p = 0; p < rules.pileCount; p++) {
    const len = pos.length[p] as number;
    const gone = rules.kinds[p] === FOUNDATION;
    const liveFrom = p === waste && strand.how === 'onto-waste' ? len - 1 : 0;
    for (let i = 0; i < len; i++) {
      const card = pos.card(p, i);
      pileOf[card] = gone || i < liveFrom ? GONE : p;
      heightOf[card] = i;
    }
  }
}


/**
 * In pairs, the lower of two partner ranks whose cards that must leave cannot all be paired off among the
 * cards that may meet them (see the module's comment), or 0. Reads the places {@link strandedCard} filled:
 * call it right after.
 */
export function unpairedRank(pos: CompactPosition, strand: StrandRules): number {
  if (strand.how !== 'in-pairs') return 0;
  const total = pos.rules.pairTotal;
  for (let rank = 1; 2 * rank < total; rank++) {
    if (total - rank > 13) continue;
    const a = liveOfRank(strand, rank, strand.sideA);
    const b = liveOfRank(strand, total - rank, strand.sideB);
    if (!covers(pos, strand, strand.sideA, a, strand.sideB, b) || !covers(pos, strand, strand.sideB, b, strand.sideA, a)) return rank;
  }
  return 0;
}

/** Writes the cards of `rank` not gone into `out`; answers how many. */
function liveOfRank(strand: StrandRules, rank: number, out: Int32Array): number {
  let n = 0;
  for (let face = rank - 1; face < 52; face += 13) {
    const ids = strand.idsOfFace[face] as Uint16Array;
    for (let c = 0; c < ids.length; c++) if (strand.pileOf[ids[c] as number] !== GONE) out[n++] = ids[c] as number;
  }
  return n;
}

/** Whether some matching of the cards `xs` to the cards `ys` that may meet them covers every card of `xs` that must leave. */
function covers(pos: CompactPosition, strand: StrandRules, xs: Int32Array, nx: number, ys: Int32Array, ny: number): boolean {
  const { matchOf, tried } = strand;
  matchOf.fill(-1, 0, ny);
  for (let x = 0; x < nx; x++) {
    if (!mustLeave(pos, strand, xs[x] as number)) continue;
    tried.fill(0, 0, ny);
    if (!augment(pos, strand, xs, x, ys, ny)) return false;
  }
  return true;
}

/** Kuhn's augmenting path from card `xs[x]`: whether it could be matched, moving earlier matches along. */
function augment(pos: CompactPosition, strand: StrandRules, xs: Int32Array, x: number, ys: Int32Array, ny: number): boolean {
  const { matchOf, tried } = strand;
  for (let y = 0; y < ny; y++) {
    if (tried[y] === 1 || !mayMeet(pos, strand, xs[x] as number, ys[y] as number)) continue;
    tried[y] = 1;
    const held = matchOf[y] as number;
    if (held < 0 || augment(pos, strand, xs, held, ys, ny)) {
      matchOf[y] = x;
      return true;
    }
  }
  return false;
}

/** Whether a card must leave for the win: it lies in the tableau, or every card must go home. */
function mustLeave(pos: CompactPosition, strand: StrandRules, card: number): boolean {
  return strand.everyCardLeaves || pos.rules.kinds[strand.pileOf[card] as number] === TABLEAU;
}

/** In pairs, whether two cards not gone may ever be free at once: not in one pile or group, nor covering one another. */
function mayMeet(pos: CompactPosition, strand: StrandRules, x: number, y: number): boolean {
  const p = strand.pileOf[x] as number;
  const q = strand.pileOf[y] as number;
  return p !== q && strand.groupOf[p] !== strand.groupOf[q] && strand.apart[p * pos.rules.pileCount + q] === 0;
}
