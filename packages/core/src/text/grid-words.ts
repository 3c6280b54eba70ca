import { gridStartRank } from '../rules/grid-start-rank.js';
import type { GridRules, Layout } from '../rules/vocabulary.js';
import { capitalise, plural } from './words.js';

/*
 * The rules text of a grid game (`rules.tableau.grid`): its layout, its one card move, its redeal and its win,
 * said as a person says them. rules-text.ts writes the deck and the scoring around these.
 */

/** A rules section, as rules-text.ts defines it. */
interface Section {
  readonly heading: string;
  readonly rules: readonly string[];
}

const TIMES = ['never', 'once', 'twice'];
const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen'];
/** A grid's start ranks (1 or 2) in words. */
const START_RANKS = ['', 'Ace', 'Two'];

/** "a Two", "an Ace": the start rank with its article. */
function aRank(rank: number): string {
  return `${rank === 1 ? 'an' : 'a'} ${START_RANKS[rank] ?? rank}`;
}

/** A number in words up to fourteen, as a person writes it in a sentence. */
function numberWord(n: number): string {
  return NUMBERS[n] ?? String(n);
}

/** "places 3 to 14", "place 2", "places 2 and 5": numbers counted from 1. */
function placeList(places: readonly number[]): string {
  const first = places[0] ?? 0;
  const last = places[places.length - 1] ?? 0;
  if (places.length === 1) return `place ${first}`;
  if (last - first === places.length - 1) return `places ${first} to ${last}`;
  return `places ${places.slice(0, -1).join(', ')} and ${last}`;
}

/** Where the deal puts its cards in the grid: every place, or the same places of each row, or the places listed. */
function dealtPlaces(grid: GridRules, layout: Layout): string {
  const rows = layout.tableau.length / grid.columns;
  const shape = `${numberWord(rows)} rows of ${numberWord(grid.columns)} places`;
  const firstRow = layout.tableau.slice(0, grid.columns).map((p) => p.cards);
  const alike = layout.tableau.every((p, i) => p.cards === firstRow[i % grid.columns]);
  const filled = firstRow.flatMap((cards, i) => (cards > 0 ? [i + 1] : []));
  if (alike && filled.length === grid.columns) return `to every place of ${shape}`;
  if (alike) return `to ${placeList(filled)} of each of ${shape}`;
  const all = layout.tableau.flatMap((p, i) => (p.cards > 0 ? [i + 1] : []));
  return `to ${placeList(all)} of ${shape}, counted row by row`;
}

/** How the grid is dealt, Aces and all. */
function layoutSentences(grid: GridRules, layout: Layout, total: number): string[] {
  const rows = layout.tableau.length / grid.columns;
  const dealt = layout.tableau.reduce((sum, p) => sum + p.cards, 0);
  switch (grid.aces) {
    case 'to-row-starts':
      return [`Deal the ${numberWord(rows)} Aces to the first place of each row, then the other ${dealt} cards face up `
        + `${dealtPlaces(grid, layout)}; the places left are gaps.`];
    case 'moved-to-row-starts':
      return [`Deal the ${total} cards face up ${dealtPlaces(grid, layout)}.`, 'Then the Aces move, in the order they lie row by row, '
        + 'to the first place of each row, leaving a gap where each lay.'];
    case 'set-aside':
      return [`Deal the ${total} cards face up ${dealtPlaces(grid, layout)}.`, 'Then the Aces are set aside on the foundations, leaving a '
        + 'gap where each lay; nothing is ever played to the foundations.'];
    case 'in-deal':
      return [`Deal the ${total} cards face up ${dealtPlaces(grid, layout)}; the places left are gaps.`];
  }
}

/**
 * The sections of a grid game's rules: Layout, Grid (the card move), Redeal and Winning.
 * @example gridSections(gaps.rules.tableau.grid, gaps.layout, 52)[1]?.rules[1]
 * // 'A gap in the first column takes any Two.'
 */
export function gridSections(grid: GridRules, layout: Layout, total: number): Section[] {
  const startRank = gridStartRank(grid);
  const start = START_RANKS[startRank] ?? startRank;
  const redeal = grid.redeals === 0 ? ['There is no redeal.'] : [
    `${capitalise(TIMES[grid.redeals] ?? `${grid.redeals} times`)} in a game, you may gather the cards that are not in sequence, `
      + 'shuffle them and deal them again.',
    `A row is in sequence from ${aRank(startRank)} in its first place up in one suit, card after card; those cards stay. The `
      + "others are dealt back row by row into the places they left, leaving a gap right after each row's sequence.",
  ];
  return [
    { heading: 'Layout', rules: layoutSentences(grid, layout, total) },
    {
      heading: 'Grid',
      rules: [
        'A card moves only to a gap, one card at a time: a gap takes the card one rank above, in suit, the card to its left. A gap '
          + 'right of a King, or of another gap, stays empty.',
        `A gap in the first column takes any ${start}.`,
      ],
    },
    { heading: 'Redeal', rules: redeal },
    {
      heading: 'Winning',
      rules: [`The game is won when every row runs in one suit from ${aRank(startRank)} in its first place to its King`
        + ` (${plural(14 - startRank, 'card')}), its last place a gap.`],
    },
  ];
}
