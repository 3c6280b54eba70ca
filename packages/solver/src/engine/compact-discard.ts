import type { CompactPosition } from './compact-position.js';

/*
 * Discarding by suit (`rules.foundations.pairBy: "higher-of-suit"`, Aces Up) on the compact position, as core's
 * `outrankingCard` reads it: a free card goes to the foundation alone when a higher card of its suit, the Ace
 * ranking highest, is the free card of another pile.
 */

/** A rank index (0 for an Ace to 12 for a King) as discarding by suit ranks it: the Ace above the King. */
function acesHigh(rankIndex: number): number {
  return rankIndex === 0 ? 13 : rankIndex;
}

/**
 * Whether the free card of pile `s` may be discarded: `free` holds each pile's free rank (rank index + 1, 0 for none),
 * as the pairs move generation fills it; a pile with a free card shows it on top.
 */
export function compactOutranked(pos: CompactPosition, free: Int32Array, s: number): boolean {
  const card = pos.top(s);
  const suit = Math.floor(card / 13) % 4;
  const rank = acesHigh(card % 13);
  for (let p = 0; p < pos.rules.pileCount; p++) {
    if (p === s || free[p] === 0) continue;
    const other = pos.top(p);
    if (Math.floor(other / 13) % 4 === suit && acesHigh(other % 13) > rank) return true;
  }
  return false;
}
