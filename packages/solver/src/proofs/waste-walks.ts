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
 */
import type { CompactPosition } from '../engine/compact-position.js';
import type { CompactRules } from '../engine/compact-rules.js';

/** The colours of the faces for the waste-walks proof (see the module's comment). */
export interface WalkRules {
  /** Each face's colour, 0 or 1: a card only ever goes onto the waste's top card of the other colour. */
  readonly colour: Uint8Array;
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
  if (!rules.layout.wasteTopOnly || takes === null || rules.draw !== 1 || rules.reserve >= 0 || rules.fillFromReserve) return null;
  const colour = twoColours(takes, rules.layout.copiesOfFace);
  return colour === null ? null : { colour };
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
