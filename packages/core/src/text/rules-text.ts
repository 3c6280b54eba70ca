import { deckSize } from '../cards/deck.js';
import { madeVariant } from '../rules/made.js';
import type { PileLayout, ScoringRules, TableauRedeal, Variant } from '../rules/vocabulary.js';
import { rankName } from '../cards/card.js';
import { foundationOrder } from '../rules/foundation-order.js';
import { cardsPlacedOnFoundations } from '../rules/placed-cards.js';
import { anA, buildWords, capitalise, cellWord, matchWords, plural, rankPlural, wrapWords } from './words.js';
import { gapFillSentence } from './gap-fill-words.js';
import { gridSections } from './grid-words.js';

/** A titled group of rule sentences. */
export interface RulesSection {
  readonly heading: string;
  readonly rules: readonly string[];
}

/** A variant's rules as sentences a player reads, grouped in sections. */
export interface RulesDescription {
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly RulesSection[];
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

function count(n: number, word: string): string {
  const w = NUMBER_WORDS[n] ?? String(n);
  return `${w} ${word}${n === 1 ? '' : 's'}`;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** How often a redeal may be made, as the start of a sentence: "Twice", "As often as you like". */
function redealTimesWords(times: number | 'unlimited'): string {
  if (times === 'unlimited') return 'As often as you like';
  return times === 1 ? 'Once' : times === 2 ? 'Twice' : `Up to ${times} times`;
}

/**
 * The tableau's redeal in sentences: when, how the cards are gathered, how they are dealt again; with `cards` in
 * play (the deck's, but those the deal puts on the foundations), whether the last of the `columns` can be dealt
 * more than its share.
 */
function redealSentences(redeal: TableauRedeal, columns: readonly PileLayout[], cards: number): string[] {
  const when = redealTimesWords(redeal.times);
  if (redeal.into === 'stock') return [redeal.gather === 'shuffled'
    ? `${when} in a game, once the stock is empty, you may gather the cards still in the columns and shuffle them to form a new `
      + 'stock, face down, which deals as before.'
    : `${when} in a game, once the stock is empty, you may pick up the columns in order, from the first, each from its bottom card `
      + 'up, to form a new stock, face down, which deals them again in that order.'];
  const asDealt = redeal.perPile === 'as-dealt';
  const dealt = asDealt
    ? 'as at the start: each column as many cards, and as many of them face down, as it was first dealt, from the first '
      + 'while the cards last; the first column they do not fill takes what is left, and the columns after it stay empty'
    : `face up, ${count(redeal.perPile, 'card')} to each column from the first until none are left; the columns after the `
      + 'last dealt stay empty';
  const sentences = [redeal.gather === 'shuffled'
    ? `${when} in a game, you may gather the cards still in the columns, shuffle them and deal them again ${dealt}.`
    : `${when} in a game, you may pick up the columns in order, from the first, each from its bottom card up, and deal the cards `
      + `again in that order ${dealt}.`];
  if (asDealt && columns.some((p) => p.faceDown > 0)) {
    sentences.push('A column dealt fewer cards than at the start has as many face up as it had then (or all of its cards, if '
      + 'fewer), and the rest face down.');
  }
  if (redeal.gather === 'in-order') sentences.push('A redeal that would leave every column as it is may not be made.');
  const pattern = redeal.perPile === 'as-dealt' ? columns.reduce((n, p) => n + p.cards, 0) : redeal.perPile * columns.length;
  if (pattern < cards) {
    sentences.push(asDealt ? 'When there are more cards than the columns were first dealt, the last column takes the rest.'
      : `When there are more cards than the columns take at ${NUMBER_WORDS[redeal.perPile] ?? redeal.perPile} each, the last `
        + 'column takes the rest.');
  }
  return sentences;
}

/**
 * Cells named by number, neighbours run together so that many dealt cells stay short: "tower 2 and tower 3",
 * "cells 1 to 6 and 9".
 */
function cellList(cell: string, numbers: readonly number[]): string {
  if (numbers.length <= 3) return listWords(numbers.map((n) => `${cell} ${n}`));
  const runs: [number, number][] = [];
  for (const n of numbers) {
    const last = runs[runs.length - 1];
    if (last && last[1] === n - 1) last[1] = n;
    else runs.push([n, n]);
  }
  return `${cell}s ${listWords(runs.map(([a, b]) => (a === b ? String(a) : b === a + 1 ? `${a}, ${b}` : `${a} to ${b}`)))}`;
}

/** Groups equal neighbouring piles: "4 columns of 6 cards, then 6 columns of 5". */
function describeColumns(piles: readonly PileLayout[]): string {
  const groups: { pile: PileLayout; n: number }[] = [];
  for (const pile of piles) {
    const last = groups[groups.length - 1];
    if (last && last.pile.cards === pile.cards && last.pile.faceDown === pile.faceDown) last.n++;
    else groups.push({ pile, n: 1 });
  }
  const ascending = piles.length > 2 && piles.every((p, i) => p.cards === i + 1 && p.faceDown === i);
  if (ascending) return `${count(piles.length, 'column')} of 1 to ${piles.length} cards, only the top card of each face up`;
  return groups.map(({ pile, n }) => {
    const up = pile.cards - pile.faceDown;
    const faces = pile.faceDown === 0 ? 'all face up'
      : up === 0 ? (pile.cards === 1 ? 'face down' : 'all face down')
      : up === 1 ? (pile.faceDown === 1 ? 'the bottom one face down and the top one face up' : `the bottom ${NUMBER_WORDS[pile.faceDown]
        ?? pile.faceDown} face down and the top one face up`)
        : `${pile.faceDown} face down and ${up} face up`;
    return `${count(n, 'column')} of ${plural(pile.cards, 'card')}${pile.cards > 0 ? ` (${faces})` : ''}`;
  }).join(', then ');
}

/** What gaps that are not open to any card take, as the run-limit sentence says it. */
function gapTakesWords(emptyAccepts: Variant['rules']['tableau']['emptyAccepts']): string {
  return emptyAccepts === 'king' ? 'only Kings' : emptyAccepts === 'below-base' ? 'only the rank below the base' : 'no cards';
}

/**
 * How many cards a run move carries, in words; a game without cells is not told about empty cells.
 */
function runLimitSentence(limit: Variant['rules']['tableau']['runLimit'], emptyAccepts: Variant['rules']['tableau']['emptyAccepts'],
  cell: string, hasCells: boolean): string {
  const doubling = hasCells
    ? `(empty ${cell}s + 1), doubled for each empty column that is not the destination`
    : 'one card, doubled for each empty column that is not the destination';
  switch (limit) {
    case 'unlimited':
      return 'There is no limit on how many cards a run move carries.';
    case 'free-spaces':
      if (emptyAccepts === 'any') {
        return `A run move may carry as many cards as could be moved one at a time through the empty ${hasCells ? `${cell}s and empty `
          : ''}columns: ${doubling}.`;
      }
      return hasCells
        ? `A run move may carry at most one card more than there are empty ${cell}s; empty columns, since they take ` +
          `${gapTakesWords(emptyAccepts)}, add nothing.`
        : `Cards move one at a time: there are no ${cell}s, and empty columns, since they take ${gapTakesWords(emptyAccepts)}, `
          + 'add nothing.';
    case 'doubling-per-empty-pile':
      return `A run move may carry up to ${hasCells
        ? `(empty ${cell}s + 1) cards, doubled for each empty column that is not the destination` : doubling}.`;
  }
}

/**
 * How an `up-by-suit` foundation is built, in one sentence: "Each foundation is built up in one suit from Ace to
 * King, one card at a time."
 */
function foundationSentence(f: Extract<Variant['rules']['foundations'], { kind: 'up-by-suit' }>): string {
  const order = foundationOrder(f);
  const start = order.direction === 'up' ? 1 : 13;
  const end = order.direction === 'up' ? 13 : 1;
  const suits = order.follow === 'suit-per-pile' ? 'in one suit'
    : order.follow === 'same-suit' ? 'in the suit of its first card'
    : order.follow === 'same-colour' ? 'in one colour'
      : order.follow === 'alternate-colour' ? 'in alternating colours' : 'regardless of suit';
  if (order.stepByPile) return steppedSentence(suits);
  if (order.base === start) {
    return `Each foundation is built ${order.direction} ${suits} from ${rankName(start)} to ${rankName(end)}, one card at a time.`;
  }
  const from = order.base === 'first-card'
    ? 'from the base rank, which the first card placed on any foundation sets for all of them'
    : `from the ${rankName(order.base)}`;
  const corner = order.direction === 'up' ? 'from King to Ace' : 'from Ace to King';
  return `Each foundation is built ${order.direction} ${suits} ${from}, going round the corner ${corner}: thirteen cards, one at a time.`;
}

/**
 * The player's choice of base (`rules.foundations.baseChosen`), and the columns dealt only after it: "The first
 * move chooses the base: … Only then are columns 5 to 9 dealt a card each from the stock."
 */
function baseChosenSentence(tableau: readonly PileLayout[]): string {
  const held = tableau.flatMap((pile, i) => (pile.cards === 0 ? [i + 1] : []));
  const one = held.length === 1;
  const later = held.length === 0 ? ''
    : ` Only then ${one ? 'is' : 'are'} ${cellList('column', held)} dealt ${one ? 'a card' : 'a card each'} from the stock.`;
  return 'The first move chooses the base: play the top card of a column to a foundation; until then nothing else may be moved, nor the '
    + `stock dealt.${later}`;
}

/** Calculation's foundations in one sentence (`stepByPile`), `suits` saying how their suits follow. */
function steppedSentence(suits: string): string {
  return `Foundation 1 is built up by ones from its Ace, foundation 2 by twos from its Two, foundation 3 by threes from its Three and `
    + `foundation 4 by fours from its Four, ${suits}, going round the corner from King to Ace, to the King: thirteen cards each, one at `
    + 'a time (with more foundations, each next four again so).';
}

/** How the cards go home while they are dealt (`layout.playDuringDeal`), at the start and from a stock alike. */
function playDuringDealSentence(stock: Variant['rules']['stock']['kind']): string {
  return `As the cards are dealt${stock === 'deal-row' ? ', at the start and from the stock alike' : ''}, each card that can go to a `
    + 'foundation goes there at once, and its column gets no card in that row'
    + `${stock === 'none' ? '; the cards left over are dealt in further rows across every column, in the same way, until none is left'
      : ''}.`;
}

/** "two of them are", "one of them is": how many foundations a placed card starts. */
function placedWords(placed: number): string {
  return `${NUMBER_WORDS[placed] ?? placed} of them ${placed === 1 ? 'is' : 'are'}`;
}

function firstCardBase(foundations: Variant['rules']['foundations']): boolean {
  return foundations.kind === 'up-by-suit' && foundations.base === 'first-card';
}

/**
 * The sentence for the cards taken out before the deal to start the foundations: the Aces, the cards of a fixed
 * base rank, or the fellows of the first card dealt; none when the deal takes none out.
 */
function startingHomeSentence({ deck, layout, rules }: Variant): string | undefined {
  const ofARank = deck.decks * 4;
  const f = rules.foundations;
  const placed = layout.baseCardsPlaced;
  const taken = (what: string): string => (placed !== undefined && placed < ofARank
    ? `First, the first ${placed === 1 ? what.replace(/s$/, '') : `${NUMBER_WORDS[placed] ?? placed} ${what}`} the deal comes to `
      + `${placed === 1 ? 'is' : 'are'} taken out and put on the ${f.kind === 'single-pile' ? 'foundation'
        : 'foundations, one on each'}; the other ${what} are dealt with the rest.`
    : `First the ${NUMBER_WORDS[ofARank] ?? ofARank} ${what} are taken out and put on the foundations, one on each.`);
  if (layout.acesToFoundations === true) return taken('Aces');
  if (layout.baseCardsToFoundations !== true || f.kind !== 'up-by-suit') return undefined;
  if (f.stepByPile === true) {
    return 'First an Ace, a Two, a Three and a Four, the first of each the deal comes to, are taken out and put on foundations 1 to 4, '
      + 'each on the foundation of its rank.';
  }
  if (f.base === 'first-card') {
    const column = layout.tableau.findIndex((p) => p.cards > 0) + 1;
    const fellows = NUMBER_WORDS[ofARank - 1] ?? ofARank - 1;
    return `The first card dealt, to column ${column}, sets the base rank of every foundation and stays there; its ${fellows} fellows `
      + '(the other cards of its rank) are taken out first and put on the foundations, one on each.';
  }
  return taken(rankPlural(foundationOrder(f).base as number));
}

/** Where the deal puts the card that sets the base, as the deal does: a foundation of its suit, or the first. */
function baseCardHome(foundations: Variant['rules']['foundations']): string {
  const perPile = foundations.kind === 'up-by-suit' && (foundations.follow ?? 'suit-per-pile') === 'suit-per-pile';
  return perPile ? 'a foundation of its suit' : 'the first of them';
}

/** Which card builds on which, as the second half of a build sentence: "a card goes on a card one rank higher of the other colour". */
function cardGoesOn(build: Variant['rules']['tableau']['build']): string {
  const rank = build.direction === 'up' ? 'lower' : build.direction === 'down' ? 'higher' : 'higher or lower';
  const suit = build.match === 'any-suit' ? ', whatever its suit'
    : ` ${matchWords(build.match).replace(/^in /, 'of ')}`.replace('of alternating colours', 'of the other colour')
      .replace('of suit', 'of the same suit');
  return `a card goes on a card one rank ${rank}${suit}`;
}

/** The piles that cover others, each with the piles covering it: "column 1 by columns 2 and 3; column 2 by columns 4 and 5". */
function coverList(piles: Variant['layout']['tableau']): string {
  const entries = piles.flatMap((p, i) => (p.coveredBy === undefined ? []
    : [`column ${i + 1} by ${p.coveredBy.length === 1 ? 'column' : 'columns'} ${listWords(p.coveredBy.map(String))}`]));
  return entries.join('; ');
}

/** A tableau laid out as peaks: `peaks` pyramids of `rows - 1` rows each, standing on one shared bottom row. */
interface Peaks {
  readonly peaks: number;
  readonly rows: number;
}

/**
 * The peaks a tableau is laid out as (one for a pyramid, three for TriPeaks), or `null` for any other layout. A
 * person says that shape in a sentence, not in a covering clause per card, so the shape is recognised only when
 * the layout is exactly it: one card a pile; row by row from the top, in pile order, each peak's row `r` of `r`
 * cards; a card covered by the two cards below it in the next row; the bottom row of `peaks * (rows - 1) + 1`
 * cards covered by nothing.
 */
function peaksOf(piles: Variant['layout']['tableau']): Peaks | null {
  for (let peaks = 1; peaks <= 4; peaks++) {
    for (let rows = 3; peaks * rows * (rows - 1) / 2 + peaks * (rows - 1) + 1 <= piles.length; rows++) {
      const expected = peakCovers(peaks, rows);
      // The peaks come first; columns dealt after them (Giza's eight piles of three) neither cover nor are covered.
      if (expected.length <= piles.length
        && piles.every((pile, i) => (i < expected.length ? pile.cards === 1 : true) && pile.coveredBy?.join() === expected[i]?.join())) {
        return { peaks, rows };
      }
    }
  }
  return null;
}

/** The piles that cover each pile of a {@link Peaks} layout, numbered from 1 as `coveredBy` numbers them. */
function peakCovers(peaks: number, rows: number): (readonly number[] | undefined)[] {
  const covers: (readonly number[] | undefined)[] = [];
  // Row r (from 1) of the peaks holds `peaks * r` cards and starts after the rows above it.
  const rowStart = (r: number): number => peaks * r * (r - 1) / 2 + 1;
  for (let r = 1; r < rows; r++) {
    for (let p = 0; p < peaks; p++) {
      for (let j = 0; j < r; j++) {
        // The next row is the shared bottom row below the last row of the peaks, where the peaks' cards run on.
        const below = r + 1 < rows ? rowStart(r + 1) + p * (r + 1) + j : rowStart(rows) + p * r + j;
        covers.push([below, below + 1]);
      }
    }
  }
  for (let i = 0; i < peaks * (rows - 1) + 1; i++) covers.push(undefined);
  return covers;
}

/** A deal of {@link Peaks} in one sentence, with the column numbers a move names. */
function peaksSentence(tableau: Variant['layout']['tableau'], { peaks, rows }: Peaks): string {
  const bottom = peaks * (rows - 1) + 1;
  const size = peaks * rows * (rows - 1) / 2 + bottom;
  const piles = tableau.slice(0, size);
  const rest = tableau.length > size ? ` Then deal ${describeColumns(tableau.slice(size))}: columns ${size + 1} to ${tableau.length}.` : '';
  const down = piles.map((p) => p.faceDown > 0);
  const faces = down.every((d) => !d) ? 'all face up' : down.every((d) => d) ? 'all face down'
    : down.every((d, i) => d === i < piles.length - bottom) ? 'the bottom row face up and the others face down'
      : `${down.filter(Boolean).length} of them face down`;
  const shape = peaks === 1 ? `in a pyramid of ${count(rows, 'row')}, ${faces}: one card at the top, each row one card longer`
    : `in ${count(peaks, 'peak')}, ${faces}: each peak ${count(rows - 1, 'row')} from one card at the top, each row one card `
      + `longer, standing on a bottom row of ${bottom} cards that the peaks share`;
  return `Deal ${piles.length} cards ${shape}, and each card covered by the two cards below it in the next row. Counted row by row `
    + `from the top, left to right, they are columns 1 to ${piles.length}.${rest}`;
}

/** Where free cards lie with pairs foundations, in words. */
function freePlaces(layout: Variant['layout'], hasWaste: boolean, cell: string): string {
  // "Nothing covers" says something only where columns cover one another (Pyramid).
  const places = [layout.tableau.some((p) => p.coveredBy !== undefined) ? 'a column nothing covers' : 'a column'];
  if (layout.cells.length > 0) places.push(`a ${cell}`);
  if (layout.reserve !== undefined) places.push('the reserve');
  if (hasWaste) places.push('the waste');
  return places.length === 1 ? places[0] ?? '' : `${places.slice(0, -1).join(', ')} or ${places[places.length - 1] ?? ''}`;
}

/**
 * The rules of a variant, written out from its data, so the text can never drift from what the engine does.
 * @throws a `VariantError` when the variant is not one core made: pass plain data through `parseVariant` first.
 * @example describeRules(variant).sections.map((s) => s.heading) // ["Cards", "Layout", ...]
 */
export function describeRules(variant: Variant): RulesDescription {
  const { deck, layout, rules } = madeVariant(variant);
  const total = deckSize(deck);
  const placed = cardsPlacedOnFoundations(deck, layout, rules.foundations);
  const dealt = [...layout.tableau, ...layout.cells].reduce((n, p) => n + p.cards, 0) + placed + (layout.reserve?.cards ?? 0);
  const sections: RulesSection[] = [];
  const copies = (deck.decks * 4) / deck.suits.length;
  const copiesText = copies > 1 ? ` (${NUMBER_WORDS[copies] ?? copies} of each card)` : '';
  const suitText = deck.suits.length === 4 ? 'all four suits' : deck.suits.length === 1 ? `all ${deck.suits[0] ?? ''}`
    : listWords([...deck.suits]);
  sections.push({
    heading: 'Cards',
    rules: [deck.decks === 1
      ? (deck.suits.length === 4 ? 'One standard deck of 52 cards.' : `One deck of 52 cards, ${suitText}${copiesText}.`)
      : `${capitalise(count(deck.decks, 'deck'))} shuffled together: ${total} cards, ${suitText}${copiesText}.`],
  });
  if (rules.tableau.grid !== undefined) {
    sections.push(...gridSections(rules.tableau.grid, layout, total), ...scoringSection(rules.scoring));
    return { title: variant.name, summary: variant.description, sections };
  }

  const cell = cellWord(layout);
  const layoutRules: string[] = [];
  const startingHome = startingHomeSentence(variant);
  if (startingHome !== undefined) layoutRules.push(startingHome);
  const peaks = peaksOf(layout.tableau);
  layoutRules.push(peaks ? peaksSentence(layout.tableau, peaks) : `Deal ${describeColumns(layout.tableau)}.`);
  if (layout.playDuringDeal === true) layoutRules.push(playDuringDealSentence(rules.stock.kind));
  if (layout.kingsUnder === true) layoutRules.push('Then the Kings of each column are moved beneath its other cards.');
  const cellCards = layout.cells.filter((c) => c.cards > 0).length;
  if (layout.cells.length > 0) {
    const dealtTo = layout.cells.flatMap((c, i) => (c.cards > 0 ? [i + 1] : []));
    const which = cellCards === layout.cells.length
      ? (cellCards === 1 ? 'it gets one face-up card' : 'each gets one face-up card')
      : `${cellList(cell, dealtTo)} ${cellCards === 1 ? 'gets one face-up card' : 'get one face-up card each'}`;
    layoutRules.push(`There ${layout.cells.length === 1 ? `is one ${cell}` : `are ${count(layout.cells.length, cell)}`}${cellCards > 0
      ? `; ${which} at the start` : ', empty at the start'}.`);
  }
  if (layout.reserve !== undefined) {
    const r = layout.reserve;
    const up = r.cards - r.faceDown;
    const faces = r.faceDown === 0 ? 'all face up' : up === 1 ? 'only the top one face up' : up === 0 ? 'all face down'
      : `the top ${up} face up`;
    layoutRules.push(`Deal ${plural(r.cards, 'card')} to the reserve${r.cards > 1 ? ` (${faces})` : ''}.`);
  }
  if (!peaks && layout.tableau.some((p) => p.coveredBy !== undefined)) layoutRules.push(`Some columns are covered by others: ` +
    `${coverList(layout.tableau)}.`);
  if (total > dealt) layoutRules.push(layout.stockFaceUp === true
    ? `The remaining ${total - dealt} cards form the stock, face up: every card in it is known from the start.`
    : `The remaining ${total - dealt} cards form the stock.`);
  if (layout.wasteCards === 1) layoutRules.push('Then the top card of the stock is turned face up onto the waste.');
  const foundationCount = `There ${deck.decks * 4 === 1 ? 'is one foundation' : `are ${count(deck.decks * 4, 'foundation')}`}`;
  layoutRules.push(rules.foundations.kind === 'none' ? 'There are no foundations.'
    : rules.foundations.kind === 'pairs' ? 'There is one foundation, a discard pile, empty at the start.'
    : rules.foundations.kind === 'single-pile' ? `There is one foundation for the whole deck, ${layout.acesToFoundations === true
      ? 'started by that Ace' : 'empty at the start'}.`
      : layout.acesToFoundations === true ? (layout.baseCardsPlaced === undefined ? `${foundationCount}, each started by its Ace.`
        : `${foundationCount}; ${placedWords(layout.baseCardsPlaced)} started by an Ace, the others empty at the start.`)
        : layout.baseCardsToFoundations === true ? `${foundationCount}, ${firstCardBase(rules.foundations)
          ? 'all but one started by those fellows; the other is empty at the start' : 'each started by one of them'}.`
        : layout.foundationCards === 1
          ? `${foundationCount}; one card is dealt to ${baseCardHome(rules.foundations)} at the start, and its rank is the base of every `
            + 'foundation.'
          : `${foundationCount}, empty at the start.`);
  sections.push({ heading: 'Layout', rules: layoutRules });

  const t = rules.tableau;
  const direction = t.build.direction === 'up-or-down' ? 'up or down' : t.build.direction;
  const tableauRules: string[] = [];
  const plainBuild = { direction: t.build.direction, match: t.build.match };
  tableauRules.push(t.takesFrom === 'waste' ? 'The columns are waste piles: each takes any card played from the waste, on whatever '
    + 'it holds, and no card from anywhere else, so no card moves from one column to another.'
    : t.build.direction === 'none' ? 'Nothing may be built on the columns.'
      : `${capitalise(buildWords(plainBuild))}: ${cardGoesOn(t.build)}.`);
  if (t.build.wrap === true && t.build.direction !== 'none') {
    tableauRules.push(`Ranks go round the corner${wrapWords(t.build.direction)}.`);
  }
  // Runs never move when only the top card does, or when free spaces are the limit and there are none to count
  // (the run-limit sentence then says so, and no sentence describes runs that cannot move).
  // Cells that take no cards are no free space for a run move.
  const takingCells = rules.cells?.accept !== 'none';
  const freeCells = takingCells ? layout.cells.length : 0;
  const single = t.pickUp.kind === 'top-card' || (t.runLimit === 'free-spaces' && t.emptyAccepts !== 'any' && freeCells === 0);
  const pickUp = t.pickUp;
  if (!single || pickUp.kind === 'top-card') switch (pickUp.kind) {
    case 'top-card':
      tableauRules.push('Only the top card of a column may move.');
      break;
    case 'run':
      tableauRules.push(pickUp.match === t.build.match
        ? `A run of face-up cards built ${direction} ${matchWords(pickUp.match)} may move as a unit.`
        : `Only a run built ${direction} ${matchWords(pickUp.match)} moves as a unit; other cards move one at a time.`);
      break;
    case 'any-face-up':
      tableauRules.push('Any face-up card may move, together with all the cards on top of it, whether or not they are in sequence.');
      break;
    case 'top-or-whole-pile':
      tableauRules.push(`A column moves its top card, or all its cards at once when they are one run built ${direction} `
        + `${matchWords(pickUp.match)}; never part of a column.`);
      break;
  }
  if (t.pickUp.kind !== 'top-card') tableauRules.push(runLimitSentence(t.runLimit, t.emptyAccepts, cell, freeCells > 0));

  const gapSentence = t.emptyAccepts === 'any'
    ? (single ? 'Any card may fill an empty column.' : 'Any card or movable run may fill an empty column.')
    : t.emptyAccepts === 'king'
      ? (single ? 'Only a King may fill an empty column.' : 'Only a King, or a run led by a King, may fill an empty column.')
      : t.emptyAccepts === 'below-base'
        ? `Only a card one rank below the foundations' base (an Ace's is the King)${single ? '' : ', or a run led by one,'} `
          + 'may fill an empty column.'
        : 'An empty column stays empty.';
  const fillGapsFrom = rules.effects.fillGapsFrom;
  if (t.takesFrom !== 'waste') tableauRules.push(fillGapsFrom === undefined ? gapSentence : gapFillSentence(fillGapsFrom, gapSentence));
  if (t.maxCards !== undefined) tableauRules.push(`No column may hold more than ${count(t.maxCards, 'card')}: a move that would `
    + 'leave more on it may not be made.');
  const covered = layout.tableau.some((p) => p.coveredBy !== undefined);
  if (covered) tableauRules.push('A covered column\'s cards may not be played, and nothing may be put on it, until every column covering ' +
    'it is empty.');
  if (layout.tableau.some((p) => p.faceDown > 0)) {
    tableauRules.push(rules.effects.turnUpExposed
      ? `A face-down card left on top of a column turns face up by itself${covered ? ' once no column covers it' : ''}.`
      : 'A face-down card left on top of a column stays face down: nothing moves from it or onto it.');
  }
  sections.push({ heading: 'Tableau', rules: tableauRules });
  if (t.redeal !== undefined) {
    const inPlay = total - cardsPlacedOnFoundations(deck, layout, rules.foundations);
    sections.push({ heading: 'Redeal', rules: redealSentences(t.redeal, layout.tableau, inPlay) });
  }

  if (layout.cells.length > 0) {
    sections.push({
      heading: capitalise(`${cell}s`),
      rules: [takingCells
        ? `A ${cell} holds one card. Any movable single card may go into an empty ${cell}; a card in a ${cell} may move to a column, a ` +
          `foundation or another ${cell}.`
        : `A card in a ${cell} may be played to a column or a foundation; no card is ever put into a ${cell}.`],
    });
  }

  if (layout.reserve !== undefined) {
    const reserveRules = [rules.reserve?.playsTo === 'foundations'
      ? 'Only the top card of the reserve may be played, and only to a foundation, never to a column; no card is ever put on the reserve.'
      : `Only the top card of the reserve may be played, to a column${layout.cells.length > 0 ? `, a ${cell}`
        : ''} or a foundation; no card is ever put on the reserve.`];
    if (layout.reserve.faceDown > 0) {
      reserveRules.push(rules.effects.turnUpExposed ? 'When its top card is played, the next one turns face up by itself.'
        : 'A face-down card on top of the reserve stays face down, and nothing plays from it.');
    }
    if (rules.effects.fillFromReserve === true) {
      reserveRules.push('An empty column is filled at once with the top card of the reserve; once the reserve is empty, columns fill as ' +
        'the tableau rules say.');
    }
    sections.push({ heading: 'Reserve', rules: reserveRules });
  }

  const s = rules.stock;
  const f = rules.foundations;
  if (f.kind === 'pairs') {
    const byRank = f.pairBy !== undefined && f.pairBy !== 'total';
    const alone = f.pairBy === 'higher-of-suit' ? 'Cards are discarded one at a time, never in pairs.'
      : !byRank && f.total <= 13 ? `${capitalise(anA(rankName(f.total)))} is removed by itself, played to the foundation.`
        : 'No card is removed by itself.';
    sections.push({
      heading: 'Foundations',
      rules: [
        f.pairBy === 'higher-of-suit' ? 'A free card is discarded to the foundation when a higher card of its suit is the free card of '
          + 'another pile; Aces rank highest, so an Ace is never discarded.'
          : byRank ? 'Two free cards of the same rank are removed together to the foundation: play one onto the other.'
          : `Two free cards whose ranks add up to ${f.total} (Ace 1, Jack 11, Queen 12, King 13) are removed together to the foundation: ` +
          `play one onto the other.`,
        alone,
        `A free card is the face-up top card of ${freePlaces(layout, s.kind === 'draw-to-waste', cell)}.`,
        'Cards on the foundation stay there.',
      ],
    });
  } else if (f.kind === 'single-pile') {
    sections.push({
      heading: 'Foundations',
      rules: [
        `A free card may be played to the foundation when its rank is one above or one below the rank of its top card, whatever the suit${
          f.wrap === true ? '; King and Ace count as one rank apart' : ''}.`,
        ...(layout.acesToFoundations === true ? [] : ['The empty foundation takes any card.']),
        `A free card is the face-up top card of ${freePlaces(layout, s.kind === 'draw-to-waste', cell)}.`,
        'Cards on the foundation stay there.',
      ],
    });
  } else if (f.kind !== 'none') sections.push({
    heading: 'Foundations',
    rules: f.kind === 'up-by-suit'
      ? [
          foundationSentence(f),
          ...(f.baseChosen === true ? [baseChosenSentence(layout.tableau)] : []),
          f.takeBack
            ? `The top card of a foundation may be taken back to a column${freeCells > 0 ? ` or a ${cell}` : ''}.`
            : 'Cards on the foundations stay there.',
        ]
      : [`A complete run from King down to Ace ${f.match === 'same-suit' ? 'in one suit'
        : matchWords(f.match)} is lifted off the tableau to a foundation automatically.`, 'No card is played to the foundations by hand.'],
  });

  if (s.kind === 'deal-row') {
    const n = layout.tableau.length;
    const stockCards = total - dealt;
    const full = Math.floor(stockCards / n);
    const rest = stockCards % n;
    const some = NUMBER_WORDS[rest] ?? rest;
    const leftmost = s.shortRow === 'middle' ? (rest === 1 ? 'middle column' : `middle ${some} columns`)
      : rest === 1 ? 'leftmost column' : `${some} leftmost columns`;
    const deals = full === 0 ? `a single deal of ${rest} to the ${leftmost}`
      : `${count(full, 'deal')} of ${n}${rest > 0 ? `, then a last deal of ${rest} to the ${leftmost}` : ''}`;
    const stockRules = [`A deal puts one face-up card from the stock on each column, left to right: ${deals}.`];
    stockRules.push(s.emptyPiles === 'forbid' ? 'You may not deal while a column is empty.'
      : s.emptyPiles === 'allow'
        ? `You may deal even while a column is empty; an empty column gets a card like any other${rest > 0
          ? ` (the last deal reaches only the ${leftmost})` : ''}.`
        : `You may deal while a column is empty only if no legal move can fill it${rules.tableau.emptyAccepts === 'king'
          ? ' (no King can fill the gap)'
          : rules.tableau.emptyAccepts === 'below-base' ? ' (no card of the rank below the base can fill the gap)' : ''}.`);
    if (rules.tableau.redeal?.into !== 'stock') stockRules.push('There is no redeal.');
    sections.push({ heading: 'Stock', rules: stockRules });
  } else if (s.kind === 'draw-to-waste') {
    const wasteRules = [
      `A deal turns ${s.draw === 1 ? 'one card'
        : `${s.draw} cards`} from the stock onto the waste; only the top card of the waste may be played.`,
      ...(s.placeBeforeTurning === true ? ['A card turned onto the waste must be played before the next is turned.'] : []),
      s.redeals === 'unlimited' ? 'When the stock is empty, the waste may be turned over to form a new stock as often as you like.'
        : s.redeals === 0 ? 'There is no redeal.'
          : `When the stock is empty, the waste may be turned over to form a new stock ${s.redeals === 1 ? 'once' : `${s.redeals} times`}.`,
    ];
    const w = s.waste;
    if (w !== undefined) {
      const from = ['a column', ...(layout.cells.length > 0 ? [`a ${cell}`] : []),
        ...(layout.reserve !== undefined ? ['the reserve'] : [])];
      wasteRules.push(
        `The top card of ${from.length === 1 ? from[0] ?? '' : `${from.slice(0, -1).join(', ')} or ${from[from.length - 1]
          ?? ''}`} may be played onto the waste, one card at a time: ${cardGoesOn(w)}.`,
        ...(w.wrap === true ? [`On the waste, ranks go round the corner${wrapWords(w.direction)}.`] : []),
        ...(w.closedByKing === true
          ? ['Nothing may be played onto a King on the waste: it stays until a deal from the stock covers it.'] : []),
        'Nothing may be played onto an empty waste.',
      );
    }
    sections.push({ heading: 'Stock and waste', rules: wasteRules });
  }

  sections.push({
    heading: 'Winning',
    rules: [rules.win.kind === 'tableau-cleared'
      ? `The game is won when every column is empty${s.kind === 'none' ? '' : ', whatever is left in the stock'}${s.kind === 'draw-to-waste'
        ? ' and on the waste' : ''}.`
      : rules.win.kind === 'aces-left'
        ? `The game is won when every card but the ${count(deck.decks * 4, 'Ace')} is on the foundation.`
      : f.kind === 'complete-runs'
        ? `The game is won when all ${count(deck.decks * 4, 'complete run')} are lifted off (all ${total} cards).`
        : `The game is won when all ${total} cards are on the ${f.kind === 'pairs' || f.kind === 'single-pile' ? 'foundation'
          : 'foundations'}.`],
  });

  sections.push(...scoringSection(rules.scoring));
  return { title: variant.name, summary: variant.description, sections };
}

/** The scoring in a sentence, as a section of its own, or none for a game that keeps no score. */
function scoringSection(sc: ScoringRules | null): RulesSection[] {
  if (!sc) return [];
  const parts = [`The score starts at ${sc.start}`, ...scoringTerms(sc)];
  return [{ heading: 'Scoring', rules: [`${listWords(parts)}.`] }];
}

/**
 * The rules of a variant as Markdown: a title, the summary, and a section per part of the rules.
 * @example console.log(rulesMarkdown(variant));
 */
export function rulesMarkdown(variant: Variant): string {
  const d = describeRules(variant);
  const lines = [`# ${d.title}`, ''];
  if (d.summary) lines.push(d.summary, '');
  for (const section of d.sections) {
    lines.push(`## ${section.heading}`, '');
    for (const rule of section.rules) lines.push(`- ${rule}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** The scoring's terms that are not zero, as gains and losses ("gains 10 points for each card played to a foundation"). */
function scoringTerms(sc: ScoringRules): string[] {
  const afterFree = sc.freeRedeals === 0 ? '' : ` after the first${sc.freeRedeals === 1 ? '' : ` ${sc.freeRedeals}`}`;
  const terms: [number, string][] = [
    [sc.perMove, 'each move or deal'],
    [sc.perCardToFoundation, 'each card played to a foundation'],
    // Taking a card back loses what it earned there, and the charge besides: the text says what it costs in all.
    [sc.perCardTakenBack === 0 ? 0 : sc.perCardTakenBack - sc.perCardToFoundation, 'each card taken back off a foundation'],
    [sc.perRunLifted, 'each completed run'],
    [sc.perWasteToTableau, 'each card played from the waste to a column'],
    [sc.perCardTurnedUp, 'each face-down card turned up in a column'],
    [sc.perRedeal, `each redeal${afterFree}`],
  ];
  return terms.filter(([points]) => points !== 0)
    .map(([points, what]) => `${points > 0 ? 'gains' : 'loses'} ${plural(Math.abs(points), 'point')} for ${what}`);
}

