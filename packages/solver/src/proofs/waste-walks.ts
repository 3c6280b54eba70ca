/**
 * Waste walks: a loss proof for games where tableau cards leave only onto the waste's top card (Golf: see
 * `SolverLayout.wasteTopOnly`), the stock turning one card at a time, no reserve, and where the waste's build
 * rule splits the faces in two colours such that a card only ever goes on a card of the other colour (up or
 * down by one rank with no going round the corner: odd and even ranks).
 *
 * Read the waste from now on as walks: the current top card, then each card the stock will turn, starts a
 * walk, and the tableau cards played onto it until the next turn follow it, each of the other colour than
 * the card before. So a walk's tableau cards alternate in colour from the one opposite its starter, and add
 * either nothing or one card of that opposite colour to the count of one colour less the other. Every
 * tableau card must leave in some walk; so the tableau's count of colour 1 less colour 0 must lie between
 * minus the starters of colour 1 and the starters of colour 0, or the position is lost. The stock's order is
 * read (each card's colour), so a search that may not look at hidden cards must not run it.
 *
 * Predecessors, in the same games where the faces fall into classes in a chain (faces alike on the waste in
 * one class, each class taking only its neighbours in the chain: the ranks Ace to King where a card goes one
 * rank up or down, not round the corner): every tableau card is played onto a card of a neighbouring class,
 * its predecessor, which is the waste's top card now or a card still to come onto the waste (from the tableau
 * or the stock), and a card has only one card played directly onto it. So the tableau's cards need distinct
 * predecessors among those; where there are not enough (counted class by class, a matching along the chain),
 * the position is lost.
 */
import type { CompactPosition } from '../engine/compact-position.js';
import type { CompactRules } from '../engine/compact-rules.js';

/** The colours of the faces for the waste-walks proof, and their chain for the predecessors (see the module's comment). */
export interface WalkRules {
  /** Each face's colour, 0 or 1: a card only ever goes onto the waste's top card of the other colour. */
  readonly colour: Uint8Array;
  /** Each face's class's place in the chain, from 1, or null when the classes do not form one. */
  readonly link: Uint8Array | null;
  /** Scratch, by place in the chain (0 and the last unused): the tableau's cards, and the predecessors left. */
  readonly needing: Int32Array;
  readonly offered: Int32Array;
}

const cache = new WeakMap<CompactRules, WalkRules | null>();

/** The waste-walks proof's reading of the rules, or null where it does not apply. Cached per rules. */
export function walkRules(rules: CompactRules): WalkRules | null {
  let walks = cache.get(rules);
  if (walks === undefined) {
    walks = compileWalks(rules);
    cache.set(rules, walks);
  }
  return walks;
}

function compileWalks(rules: CompactRules): WalkRules | null {
  const takes = rules.wasteBuilds;
  if (!rules.layout.wasteTopOnly || takes === null || rules.draw !== 1 || rules.reserve >= 0 || rules.fillFromReserve || rules.fillGapsFrom !== null) return null;
  const colour = twoColours(takes, rules.layout.copiesOfFace);
  if (colour === null) return null;
  const link = chainOf(takes, rules.layout.wasteTopName, rules.layout.copiesOfFace);
  return { colour, link, needing: new Int32Array(54), offered: new Int32Array(54) };
}

/**
 * Each face's place in a chain of classes (from 1), or null: the classes are the faces alike on the waste
 * (`wasteTopName`), which must also take alike; each class takes only the cards of its neighbours in the
 * chain, and none of its own.
 */
function chainOf(takes: Uint8Array, names: Uint8Array, copiesOfFace: Uint8Array): Uint8Array | null {
  const faces = Array.from({ length: 52 }, (_, face) => face).filter((face) => (copiesOfFace[face] ?? 0) > 0);
  const classes = [...new Set(faces.map((face) => names[face] as number))];
  const sameRow = (f: number, g: number) => faces.every((a) => takes[f * 52 + a] === takes[g * 52 + a]);
  if (faces.some((face) => !sameRow(face, names[face] as number))) return null;
  const meets = (a: number, b: number) => takes[a * 52 + b] === 1 || takes[b * 52 + a] === 1;
  const neighbours = new Map(classes.map((c) => [c, classes.filter((d) => d !== c && meets(c, d))]));
  if (classes.some((c) => meets(c, c) || (neighbours.get(c)?.length ?? 0) > 2)) return null;
  const ends = classes.filter((c) => (neighbours.get(c)?.length ?? 0) <= 1);
  if (ends.length === 0) return null;
  const order: number[] = [];
  for (let at: number | undefined = ends[0], before = -1; at !== undefined;) {
    order.push(at);
    const next: number | undefined = neighbours.get(at)?.find((c) => c !== before);
    before = at;
    at = next;
  }
  if (order.length !== classes.length) return null;
  const link = new Uint8Array(52);
  for (const face of faces) link[face] = order.indexOf(names[face] as number) + 1;
  return link;
}

/**
 * A colour for each face such that every face goes onto the waste only on faces of the other colour (the
 * graph of `takes` over the deck's faces coloured in two), or null when there is none (an odd cycle of
 * faces, as with King on Ace: the ranks round the corner).
 */
function twoColours(takes: Uint8Array, copiesOfFace: Uint8Array): Uint8Array | null {
  const UNSEEN = 2;
  const colour = new Uint8Array(52).fill(UNSEEN);
  for (let start = 0; start < 52; start++) {
    if (colour[start] !== UNSEEN || (copiesOfFace[start] ?? 0) === 0) continue;
    colour[start] = 0;
    const stack = [start];
    while (stack.length > 0) {
      const face = stack.pop() as number;
      for (let other = 0; other < 52; other++) {
        if ((copiesOfFace[other] ?? 0) === 0 || (takes[face * 52 + other] !== 1 && takes[other * 52 + face] !== 1)) continue;
        if (colour[other] === colour[face]) return null;
        if (colour[other] === UNSEEN) {
          colour[other] = 1 - (colour[face] as number);
          stack.push(other);
        }
      }
    }
  }
  // Faces the deck does not hold are never read.
  return colour.map((c) => (c === UNSEEN ? 0 : c));
}

/** Whether the walks left (the waste's top and the stock's cards) cannot take the tableau's cards. */
export function tooFewWalks(pos: CompactPosition, walks: WalkRules): boolean {
  const { tableauStart, tableauEnd, stock, waste } = pos.rules.layout;
  const colour = walks.colour;
  let surplus = 0;
  for (let p = tableauStart; p < tableauEnd; p++) {
    const len = pos.length[p] as number;
    for (let i = 0; i < len; i++) surplus += colour[pos.card(p, i) % 52] === 1 ? 1 : -1;
  }
  let startersOf0 = 0;
  let startersOf1 = 0;
  const stockCards = stock >= 0 ? (pos.length[stock] as number) : 0;
  for (let i = 0; i < stockCards; i++) {
    if (colour[pos.card(stock, i) % 52] === 1) startersOf1++;
    else startersOf0++;
  }
  if ((pos.length[waste] as number) > 0) {
    if (colour[pos.top(waste) % 52] === 1) startersOf1++;
    else startersOf0++;
  }
  return surplus > startersOf0 || -surplus > startersOf1;
}

/**
 * Whether the tableau's cards cannot all have distinct predecessors (see the module's comment): counted by
 * class along the chain, each class's cards take first from the class before it (which no later class can
 * use), then from the class after it; on a chain that greedy matching is a largest one.
 */
export function tooFewPredecessors(pos: CompactPosition, walks: WalkRules): boolean {
  const link = walks.link;
  if (link === null) return false;
  const { tableauStart, tableauEnd, stock, waste } = pos.rules.layout;
  const { needing, offered } = walks;
  needing.fill(0);
  offered.fill(0);
  for (let p = tableauStart; p < tableauEnd; p++) {
    const len = pos.length[p] as number;
    for (let i = 0; i < len; i++) {
      const at = link[pos.card(p, i) % 52] as number;
      needing[at] = (needing[at] as number) + 1;
      offered[at] = (offered[at] as number) + 1;
    }
  }
  const stockCards = stock >= 0 ? (pos.length[stock] as number) : 0;
  for (let i = 0; i < stockCards; i++) {
    const at = link[pos.card(stock, i) % 52] as number;
    offered[at] = (offered[at] as number) + 1;
  }
  if ((pos.length[waste] as number) > 0) {
    const at = link[pos.top(waste) % 52] as number;
    offered[at] = (offered[at] as number) + 1;
  }
  for (let at = 1; at < 53; at++) {
    let need = needing[at] as number;
    const before = Math.min(need, offered[at - 1] as number);
    offered[at - 1] = (offered[at - 1] as number) - before;
    need -= before;
    const after = Math.min(need, offered[at + 1] as number);
    offered[at + 1] = (offered[at + 1] as number) - after;
    if (need - after > 0) return true;
  }
  return false;
}
