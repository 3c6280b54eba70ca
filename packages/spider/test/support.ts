/**
 * Helpers for the Spider and Spiderette tests, on @patience/core's public API only.
 *
 * A pile is written bottom to top as card codes ("KS QH JC"); a bar separates the face-down cards from the
 * face-up ones ("5H 7C | QS"). Without a bar every card is face up, except in the stock, whose cards are all
 * face down. Two-deck games hold copies of each card: "KS#1" is the second King of spades. Layouts printed
 * with `layout` do not number copies, so they read as a player sees the table. A hand-built `position` starts
 * the score at 500, Spider's starting score, unless its `extra` says otherwise.
 */
export { caught, DEAL, layout, moveList, mv, position, refusal } from '@patience/test-support/table';

const RANKS = 'A23456789TJQK';

/**
 * The cards of one suit letter from rank `from` to rank `to` (up or down), of one copy:
 * seq('S', 13, 1) is "KS QS … AS", seq('H', 9, 7, 1) is "9H#1 8H#1 7H#1".
 */
export function seq(suit: string, from: number, to: number, copy = 0): string {
  const step = from <= to ? 1 : -1;
  const out: string[] = [];
  for (let r = from; r !== to + step; r += step) out.push(`${RANKS.charAt(r - 1)}${suit}${copy === 0 ? '' : `#${copy}`}`);
  return out.join(' ');
}

/** How many times each card code (copies not told apart) occurs in a position, sorted by code. */
export function codeCounts(lines: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines) {
    for (const code of line.slice(line.indexOf(':') + 1).split(/\s+/)) {
      if (code === '' || code === '|') continue;
      counts[code] = (counts[code] ?? 0) + 1;
    }
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

/** Deal 1 of Spiderette with the default options, as recorded: the golden deal the seed tests also use. */
export const SPIDERETTE_DEAL_1_LAYOUT: readonly string[] = [
  't1: 9C',
  't2: AC | 5S',
  't3: TC KS | 6C',
  't4: 4C 5C 9H | KH',
  't5: 8H QD JD JC | 8D',
  't6: TD 6H TH 7D 3H | 2D',
  't7: 2C AD 6S AH 9S 6D | KD',
  'f1:',
  'f2:',
  'f3:',
  'f4:',
  'stock: QS 5D 8S QC TS 8C 3S 5H 9D 3C 4H 4S 7H 7C JS 4D 2S KC AS 2H JH QH 7S 3D |',
];
